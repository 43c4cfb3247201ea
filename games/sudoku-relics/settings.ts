import { DEFAULT_OPTIONS, rules, type SudokuOptions } from "./rules.ts";

/** The player's choices, remembered in this browser: difficulty, and today's puzzle or free play. */
export interface SudokuSettings {
  options: SudokuOptions;
  daily: boolean;
}

const KEY = "playden.sudoku-relics.settings";

export function readSettings(): SudokuSettings {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return { options: DEFAULT_OPTIONS, daily: false };
    const options = "options" in parsed ? rules.parseOptions(parsed.options) : DEFAULT_OPTIONS;
    const daily = "daily" in parsed && parsed.daily === true;
    return { options, daily };
  } catch {
    // Unreadable or outdated settings: the defaults.
    return { options: DEFAULT_OPTIONS, daily: false };
  }
}

export function writeSettings(settings: SudokuSettings): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(settings));
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}
