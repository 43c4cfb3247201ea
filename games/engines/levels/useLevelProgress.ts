import { useCallback, useEffect, useState } from "react";
import { readProgress, writeProgress, type LevelProgress } from "./progress.ts";

/**
 * The level to play and the levels opened, for a game whose sessions carry `{ level }` options:
 * a win at the highest opened level opens the next; `startLevel` remembers a level and starts it.
 */
export function useLevelProgress(key: string, levelCount: number, playing: number | null, won: boolean, newGame: (options: { level: number }) => Promise<void>) {
  const [progress, setProgress] = useState<LevelProgress>(() => readProgress(key, levelCount));
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
  const startLevel = useCallback(
    (level: number) => {
      remember({ level, unlocked: Math.max(progress.unlocked, level) });
      void newGame({ level });
    },
    [progress.unlocked, remember, newGame],
  );
  return { progress, startLevel };
}
