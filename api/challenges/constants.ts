import { MAX_PURCHASABLE_OWNED } from "../store/purchase.ts";

/** Business constants of challenges and bonuses (docs/product/challenges.md) and the portal's own choices around them. */

/** Challenge slots every signed-in player has before buying any. */
export const DEFAULT_SLOTS = 3;
/** Bought slots count up to the store's cap on what one player may own of an item. */
export const MAX_BOUGHT_SLOTS = MAX_PURCHASABLE_OWNED;
/** Suggestions offered at a time. */
export const SUGGESTION_COUNT = 3;
/**
 * Minutes to finish (docs/product/challenges.md#offering): a challenge is offered and may be accepted only while
 * more than this many minutes are left to finish it.
 */
export const MINUTES_TO_FINISH = 5;
/** The weekly bonus (docs/product/challenges.md#weekly-bonus). */
export const WEEKLY_BONUS = { count: 14, tokens: 100 } as const;
/** Tokens per completed challenge, by kind (docs/product/challenges.md#kinds). */
export const REWARD_TOKENS = { seasonal: 10, weekly: 5, blitz: 5, super: 50, pin: 50 } as const;
/** The season thresholds (docs/product/challenges.md#season-bonus): completions in the season and whether they pay a pin or tokens. */
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
