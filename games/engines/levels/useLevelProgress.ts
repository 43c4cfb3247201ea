import { useCallback, useEffect, useState } from "react";
import { readProgress, writeProgress, type LevelProgress } from "./progress.ts";

/** The highest level among verified wins' options (`{ level }`); 0 with none. */
export function highestWonLevel(wonOptions: readonly unknown[]): number {
  let highest = 0;
  for (const options of wonOptions) {
    if (typeof options !== "object" || options === null || !("level" in options)) continue;
    const level = options.level;
    if (typeof level === "number" && Number.isInteger(level) && level > highest) highest = level;
  }
  return highest;
}

/**
 * The level to play and the levels opened, for a game whose sessions carry `{ level }` options:
 * a win at the highest opened level opens the next; `startLevel` remembers a level and starts it.
 * This browser remembers at once; the player's verified wins on the server (`wonOptions`, read
 * again after each finish) open the same levels in any browser they sign in from.
 */
export function useLevelProgress(
  { key, levelCount, formerKey }: { key: string; levelCount: number; formerKey?: string },
  playing: number | null,
  won: boolean,
  newGame: (options: { level: number }) => Promise<void>,
  wonOptions: () => Promise<unknown[]>,
) {
  const [progress, setProgress] = useState<LevelProgress>(() => readProgress(key, levelCount, formerKey));
  const remember = useCallback(
    (next: LevelProgress) => {
      setProgress(next);
      writeProgress(key, next);
    },
    [key],
  );
  useEffect(() => {
    if (!won || playing === null || playing < progress.unlocked) return;
    remember({ level: playing, unlocked: Math.min(levelCount, playing + 1) });
  }, [won, playing, progress.unlocked, levelCount, remember]);
  useEffect(() => {
    let live = true;
    wonOptions()
      .then((list) => {
        const opened = Math.min(levelCount, highestWonLevel(list) + 1);
        if (live) setProgress((current) => (opened > current.unlocked ? { ...current, unlocked: opened } : current));
      })
      .catch(() => null);
    return () => {
      live = false;
    };
  }, [wonOptions, levelCount, won]);
  const startLevel = useCallback(
    (level: number) => {
      remember({ level, unlocked: Math.max(progress.unlocked, level) });
      void newGame({ level });
    },
    [progress.unlocked, remember, newGame],
  );
  return { progress, startLevel };
}
