/** The grid sizes, one per level: 5x5 up to 15x15. */
export const SIZES = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as const;
export type GridSide = (typeof SIZES)[number];
