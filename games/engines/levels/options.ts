import { isIntegerIn, isRecord } from "../moveShapes.ts";

/** Options of a level game, `{ level }` from 1 to `levelCount` (1 when left out); a RangeError names the game. */
export function parseLevelOptions(raw: unknown, levelCount: number, game: string): { level: number } {
  if (raw === undefined || raw === null) return { level: 1 };
  if (!isRecord(raw) || Object.keys(raw).some((key) => key !== "level")) throw new RangeError(`${game}'s only option is the level.`);
  const level = raw.level ?? 1;
  if (!isIntegerIn(level, 1, levelCount)) throw new RangeError(`${game} has levels 1 to ${levelCount}.`);
  return { level };
}
