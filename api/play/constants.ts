/** Business constants of play (spec 9 and the limits that keep rewards honest). */

/** Spec 9: the progression reward for a verified win, in tokens. */
export const PROGRESSION_REWARD_TOKENS = 10;
/** Wins paid per player in any hour; more are recorded but pay nothing. */
export const PAID_WINS_PER_HOUR = 30;
/** Sessions a player may start in any hour. */
export const SESSIONS_PER_HOUR = 300;
/** The longest move log a session accepts. */
export const MAX_MOVES = 5000;
/** Recent sessions listed per page at most. */
export const MAX_SESSIONS_PAGE = 50;
/** Spec 3's save modes. */
export const SAVE_MODE = { none: 0, local: 1, database: 2 } as const;
/** Spec 9: a daily game may be played for today or up to this many days back (Daily Word Search). */
export const DAILY_DAYS_BACK = 6;
