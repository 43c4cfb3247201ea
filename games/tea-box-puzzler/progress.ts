/** The player's place in the levels, remembered in this browser: the level to play and the highest one opened. */
export interface TeaProgress {
  level: number;
  unlocked: number;
}

const KEY = "playden.tea-box-puzzler.progress";

export function readProgress(levelCount: number): TeaProgress {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return { level: 1, unlocked: 1 };
    const whole = (value: unknown) => (typeof value === "number" && Number.isInteger(value) ? Math.min(levelCount, Math.max(1, value)) : 1);
    const unlocked = "unlocked" in parsed ? whole(parsed.unlocked) : 1;
    const level = "level" in parsed ? Math.min(unlocked, whole(parsed.level)) : 1;
    return { level, unlocked };
  } catch {
    return { level: 1, unlocked: 1 };
  }
}

export function writeProgress(progress: TeaProgress): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(progress));
  } catch {
    // Without storage the progress lasts as long as the page.
  }
}
