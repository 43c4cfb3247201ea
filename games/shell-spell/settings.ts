import { readStored, writeStored } from "../engines/shell/storage.ts";

/** What the player last chose to play, remembered in this browser: the levels, or the daily board. */
export interface ShellSpellSettings {
  daily: boolean;
}

const KEY = "playden.shell-spell.settings";

export function readSettings(): ShellSpellSettings {
  const parsed = readStored(KEY);
  return { daily: typeof parsed === "object" && parsed !== null && "daily" in parsed && parsed.daily === true };
}

export function writeSettings(settings: ShellSpellSettings): void {
  writeStored(KEY, settings);
}
