/** Business constants of play and the limits that keep rewards honest (docs/product/play.md). */

/** The progression reward for a verified win, in tokens (docs/product/play.md#verified-wins). */
export const PROGRESSION_REWARD_TOKENS = 10;
/** Wins paid per player in any hour; more are recorded but pay nothing. */
export const PAID_WINS_PER_HOUR = 30;
/** Sessions a player may start in any hour. */
export const SESSIONS_PER_HOUR = 300;
/** The longest move log a session accepts. */
export const MAX_MOVES = 5000;
/** Recent sessions listed per page at most. */
export const MAX_SESSIONS_PAGE = 50;
/** Save modes (docs/product/play.md#save-modes). */
export const SAVE_MODE = { none: 0, local: 1, database: 2 } as const;
/** A daily game may be played for today or up to this many days back: the daily games' own rule, which their frames show. */
export { DAILY_DAYS_BACK } from "../../games/engines/daily/days.ts";
