/**
 * What a game keeps in this browser: the player's options, settings and progress, the clock of a
 * game in play. The frame is sandboxed, so the host page keeps it (games/sdk/hostLink.ts); without
 * a host it lasts for the visit. Writing can fail (a full store): then the game goes on with what
 * it has in memory.
 */
import { useCallback, useState, useSyncExternalStore } from "react";
import { hostLink } from "../../sdk/hostLink.ts";


export function readText(key: string): string | null {
  try {
    return hostLink().storage.getItem(key);
  } catch {
    return null;
  }
}

export function writeText(key: string, text: string): void {
  try {
    hostLink().storage.setItem(key, text);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}

export function removeStored(key: string): void {
  try {
    hostLink().storage.removeItem(key);
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

/** A look the player keeps for every game of a family (card faces, tile sets): one value, shared by every board and menu in the frame. */
export interface SharedLook<Look> {
  /** The kept look; every component using it changes together. */
  use(): Look;
  set(next: Look): void;
}

/** The look kept under `key`, read once when first used; `fallback` when none is kept or it no longer parses. */
export function sharedLook<Look>(key: string, parse: (raw: unknown) => Look, fallback: Look): SharedLook<Look> {
  let current: Look | null = null;
  const listeners = new Set<() => void>();
  const snapshot = () => (current ??= storedOptions(key, parse, fallback));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    use: () => useSyncExternalStore(subscribe, snapshot, () => fallback),
    set(next) {
      current = next;
      writeStored(key, next);
      for (const listener of listeners) listener();
    },
  };
}
