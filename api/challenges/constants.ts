import { MAX_PURCHASABLE_OWNED } from "../store/purchase.ts";

/** Business constants of challenges and bonuses (spec 9) and the portal's own choices around them. */

/** Challenge slots every signed-in player has before buying any. */
export const DEFAULT_SLOTS = 3;
/** Bought slots count up to the store's cap on what one player may own of an item. */
export const MAX_BOUGHT_SLOTS = MAX_PURCHASABLE_OWNED;
/** Suggestions offered at a time. */
export const SUGGESTION_COUNT = 3;
/**
 * Spec 9's "Remaining minutes to finish": a challenge is offered and may be accepted only while
 * more than this many minutes are left to finish it.
 */
export const MINUTES_TO_FINISH = 5;
/** Spec 9: the weekly bonus. */
export const WEEKLY_BONUS = { count: 14, tokens: 100 } as const;
/** Spec 9: tokens per completed challenge, by kind. */
export const REWARD_TOKENS = { seasonal: 10, weekly: 5, blitz: 5, super: 50, pin: 50 } as const;
/** Spec 9's season thresholds: completions in the season and whether they pay a pin or tokens. */
export const SEASON_THRESHOLDS: readonly ({ count: number; tokens: number } | { count: number; pin: true })[] = [
  { count: 5, pin: true },
  { count: 10, tokens: 100 },
  { count: 25, pin: true },
  { count: 30, tokens: 150 },
  { count: 35, tokens: 150 },
  { count: 50, pin: true },
  { count: 55, tokens: 200 },
  { count: 60, pin: true },
  { count: 75, tokens: 200 },
  { count: 80, pin: true },
  { count: 85, tokens: 300 },
  { count: 100, pin: true },
];
