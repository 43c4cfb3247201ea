import { readStored, writeStored } from "../shell/storage.ts";

/**
 * A level game's place in its levels, remembered in this browser: the level to play and the
 * highest one opened (a packed box, a finished line opens the next). Shared by the level games.
 */
export interface LevelProgress {
  level: number;
  unlocked: number;
}

/**
 * The progress kept under `key`. `formerKey` is where an earlier version kept only the level to
 * play (`{ level }`): read while `key` holds nothing, so that a visitor's place survives the move
 * (a level could only be chosen once opened, so it counts as opened).
 */
export function readProgress(key: string, levelCount: number, formerKey?: string): LevelProgress {
  const whole = (value: unknown) => (typeof value === "number" && Number.isInteger(value) ? Math.min(levelCount, Math.max(1, value)) : 1);
  const parsed = readStored(key);
  if (typeof parsed !== "object" || parsed === null) {
    const former = formerKey === undefined ? null : readStored(formerKey);
    if (typeof former !== "object" || former === null || !("level" in former)) return { level: 1, unlocked: 1 };
    const level = whole(former.level);
    return { level, unlocked: level };
  }
  const unlocked = "unlocked" in parsed ? whole(parsed.unlocked) : 1;
  const level = "level" in parsed ? Math.min(unlocked, whole(parsed.level)) : 1;
  return { level, unlocked };
}

export function writeProgress(key: string, progress: LevelProgress): void {
  writeStored(key, progress);
}
