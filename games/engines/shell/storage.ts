/**
 * What a game keeps in this browser: the player's options, settings and progress, the clock of a
 * game in play. Storage can be off or full (private windows, quotas): then reading gives nothing
 * and writing keeps nothing, and the game goes on with what it has in memory.
 */
import { useCallback, useState } from "react";

export function readText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeText(key: string, text: string): void {
  try {
    localStorage.setItem(key, text);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was kept, so nothing is left behind.
  }
}

/** The JSON kept under `key`; null when nothing (or nothing readable) is. */
export function readStored(key: string): unknown {
  const text = readText(key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  writeText(key, JSON.stringify(value));
}

/** The options kept under `key` as `parse` reads them; `fallback` when none are kept or they no longer parse. */
export function storedOptions<Options>(key: string, parse: (raw: unknown) => Options, fallback: Options): Options {
  const raw = readStored(key);
  if (raw === null) return fallback;
  try {
    return parse(raw);
  } catch {
    // Options of an older version of the game (a level or pack that is gone): the defaults.
    return fallback;
  }
}

/** The player's preferred options (read once), and `remember` to keep a new choice for the next visit. */
export function useStoredOptions<Options>(key: string, parse: (raw: unknown) => Options, fallback: Options): [Options, (next: Options) => void] {
  const [preferred, setPreferred] = useState(() => storedOptions(key, parse, fallback));
  const remember = useCallback(
    (next: Options) => {
      writeStored(key, next);
      setPreferred(next);
    },
    [key],
  );
  return [preferred, remember];
}
