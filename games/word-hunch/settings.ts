/** The player's Word Hunch settings, remembered in this browser. */
export interface WordHunchSettings {
  /** Start with today's word (the same for everyone) rather than a free-play word. */
  daily: boolean;
  /** Orange and blue marks instead of green and yellow. */
  highContrast: boolean;
}

const KEY = "playden.word-hunch.settings";
const DEFAULTS: WordHunchSettings = { daily: false, highContrast: false };

export function readSettings(): WordHunchSettings {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return DEFAULTS;
    const daily = "daily" in parsed && typeof parsed.daily === "boolean" ? parsed.daily : DEFAULTS.daily;
    const highContrast = "highContrast" in parsed && typeof parsed.highContrast === "boolean" ? parsed.highContrast : DEFAULTS.highContrast;
    return { daily, highContrast };
  } catch {
    return DEFAULTS;
  }
}

export function writeSettings(settings: WordHunchSettings): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(settings));
  } catch {
    // Without storage the settings last as long as the page.
  }
}
