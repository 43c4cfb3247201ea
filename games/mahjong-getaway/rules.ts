/**
 * Mahjong Getaway: timed mahjong solitaire through cities of 60 levels each (docs/product/play.md#game-rules). A level's
 * board comes from its city and number alone (the same for every player), on a layout that
 * grows with the level and a clock that tightens; Hint, Shuffle and Add Time help.
 */
import { isIntegerIn, isRecord, shapeOf } from "../engines/moveShapes.ts";
import type { LayoutId } from "../engines/tiles/layouts.ts";
import { createMahjongRules, type MahjongMove, type MahjongState } from "../engines/tiles/mahjong.ts";
import { CITIES } from "./cities.ts";

/** Mahjong Getaway has 60 levels per city (docs/product/play.md#game-rules). */
export const LEVELS_PER_CITY = 60;
/** Levels on one layout before the next, bigger one. */
const LEVELS_PER_LAYOUT = 12;
const LAYOUT_BY_STAGE: readonly LayoutId[] = ["diamond", "cross", "bridge", "pyramid", "turtle"];
/** Seconds each layout allows at its first level. */
const START_SECONDS: Record<LayoutId, number> = { diamond: 300, cross: 330, bridge: 420, pyramid: 510, turtle: 840 };
/** Seconds fewer per level within a layout's stage, and per city further on. */
const TIGHTER_PER_LEVEL = 8;
const TIGHTER_PER_CITY = 20;

export interface GetawayOptions {
  /** 0-based index into CITIES. */
  city: number;
  /** 1..60. */
  level: number;
}

export const FIRST_LEVEL: GetawayOptions = { city: 0, level: 1 };

function parseOptions(raw: unknown): GetawayOptions {
  if (raw === undefined || raw === null) return FIRST_LEVEL;
  if (isRecord(raw)) {
    const shape = shapeOf(raw);
    if (shape === "") return FIRST_LEVEL;
    if (shape === "city,level" && isIntegerIn(raw.city, 0, CITIES.length - 1) && isIntegerIn(raw.level, 1, LEVELS_PER_CITY)) return { city: raw.city, level: raw.level };
  }
  throw new RangeError(`Mahjong Getaway's options are { city: 0-${CITIES.length - 1}, level: 1-${LEVELS_PER_CITY} }.`);
}

export function layoutOfLevel(level: number): LayoutId {
  return LAYOUT_BY_STAGE[Math.floor((level - 1) / LEVELS_PER_LAYOUT)]!;
}

export function secondsOfLevel({ city, level }: GetawayOptions): number {
  const layout = layoutOfLevel(level);
  return START_SECONDS[layout] - TIGHTER_PER_LEVEL * ((level - 1) % LEVELS_PER_LAYOUT) - TIGHTER_PER_CITY * city;
}

export const rules = createMahjongRules<GetawayOptions>({
  code: "MJG",
  name: "Mahjong Getaway",
  version: 1,
  powerups: ["SH", "AT"],
  parseOptions,
  // The level alone decides the board: the session's seed is not used.
  setup: (_seed, options) => ({ layout: layoutOfLevel(options.level), deal: `getaway/${CITIES[options.city]!.id}/${options.level}`, timeLimitMs: secondsOfLevel(options) * 1000 }),
});

export type GetawayMove = MahjongMove;
export type GetawayState = MahjongState;

/** What a player has reached: per city the levels won in a row from level 1, and which cities are open. */
export interface Progress {
  /** Per city: the number of levels won in order from level 1 (the next one to play is this + 1). */
  cleared: number[];
}

/** Progress from the options of verified wins: a level counts once every level before it is won too. */
export function progressFrom(wins: readonly unknown[]): Progress {
  const won = new Set<string>();
  for (const raw of wins) {
    try {
      const options = parseOptions(raw);
      won.add(`${options.city}/${options.level}`);
    } catch {
      // Options of another shape (an older rules version) count for nothing.
    }
  }
  const cleared = CITIES.map((_, city) => {
    let count = 0;
    while (count < LEVELS_PER_CITY && won.has(`${city}/${count + 1}`)) count++;
    return count;
  });
  return { cleared };
}

/** A city opens when the one before it is complete. */
export function cityOpen(progress: Progress, city: number): boolean {
  return city === 0 || progress.cleared[city - 1] === LEVELS_PER_CITY;
}

export function levelOpen(progress: Progress, { city, level }: GetawayOptions): boolean {
  return cityOpen(progress, city) && level <= Math.min(LEVELS_PER_CITY, progress.cleared[city]! + 1);
}

/** The level to play next: the first not yet won in the furthest open city. */
export function nextLevel(progress: Progress): GetawayOptions {
  let city = 0;
  while (city + 1 < CITIES.length && cityOpen(progress, city + 1)) city++;
  return { city, level: Math.min(LEVELS_PER_CITY, progress.cleared[city]! + 1) };
}
