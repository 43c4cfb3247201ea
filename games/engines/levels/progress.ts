/**
 * A level game's place in its levels, remembered in this browser: the level to play and the
 * highest one opened (a packed box, a finished line opens the next). Shared by the level games.
 */
export interface LevelProgress {
  level: number;
  unlocked: number;
}

export function readProgress(key: string, levelCount: number): LevelProgress {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return { level: 1, unlocked: 1 };
    const whole = (value: unknown) => (typeof value === "number" && Number.isInteger(value) ? Math.min(levelCount, Math.max(1, value)) : 1);
    const unlocked = "unlocked" in parsed ? whole(parsed.unlocked) : 1;
    const level = "level" in parsed ? Math.min(unlocked, whole(parsed.level)) : 1;
    return { level, unlocked };
  } catch {
    return { level: 1, unlocked: 1 };
  }
}

export function writeProgress(key: string, progress: LevelProgress): void {
  try {
    localStorage.setItem(key, JSON.stringify(progress));
  } catch {
    // Without storage the progress lasts as long as the page.
  }
}
