import { readStored, writeStored } from "../engines/shell/storage.ts";
import { DEFAULT_OPTIONS, rules, type SudokuOptions } from "./rules.ts";

/** The player's choices, remembered in this browser: difficulty, and today's puzzle or free play. */
export interface SudokuSettings {
  options: SudokuOptions;
  daily: boolean;
}

const KEY = "playden.sudoku-relics.settings";

export function readSettings(): SudokuSettings {
  const parsed = readStored(KEY);
  if (typeof parsed !== "object" || parsed === null) return { options: DEFAULT_OPTIONS, daily: false };
  try {
    const options = "options" in parsed ? rules.parseOptions(parsed.options) : DEFAULT_OPTIONS;
    return { options, daily: "daily" in parsed && parsed.daily === true };
  } catch {
    // Options of an older version of the game: the defaults.
    return { options: DEFAULT_OPTIONS, daily: false };
  }
}

export function writeSettings(settings: SudokuSettings): void {
  writeStored(KEY, settings);
}
