import { readStored, writeStored } from "../engines/shell/storage.ts";

/** The player's Word Hunch settings, remembered in this browser. */
export interface WordHunchSettings {
  /** Start with today's word (the same for everyone) rather than a free-play word. */
  daily: boolean;
  /** Orange and blue marks instead of green and yellow. */
  highContrast: boolean;
}

const KEY = "playden.word-hunch.settings";
// Today's word first, as in the daily word games players know; free play is one tap away.
const DEFAULTS: WordHunchSettings = { daily: true, highContrast: false };

export function readSettings(): WordHunchSettings {
  const parsed = readStored(KEY);
  if (typeof parsed !== "object" || parsed === null) return DEFAULTS;
  const daily = "daily" in parsed && typeof parsed.daily === "boolean" ? parsed.daily : DEFAULTS.daily;
  const highContrast = "highContrast" in parsed && typeof parsed.highContrast === "boolean" ? parsed.highContrast : DEFAULTS.highContrast;
  return { daily, highContrast };
}

export function writeSettings(settings: WordHunchSettings): void {
  writeStored(KEY, settings);
}
