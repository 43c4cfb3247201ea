/** A JSON value: what moves, reveals and options are when they travel to the server. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
