import { useCallback, useEffect, useState } from "react";
import { readProgress, writeProgress, type LevelProgress } from "./progress.ts";

/**
 * The level to play and the levels opened, for a game whose sessions carry `{ level }` options:
 * a win at the highest opened level opens the next; `choose` remembers the level being started.
 */
export function useLevelProgress(key: string, levelCount: number, playing: number | null, won: boolean) {
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
  const choose = useCallback((level: number) => remember({ level, unlocked: Math.max(progress.unlocked, level) }), [progress.unlocked, remember]);
  return { progress, choose };
}
