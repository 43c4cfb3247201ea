import { frameStorageKey, hostStorageKey } from "../../games/sdk/bridge.ts";

/**
 * The game frames' storage, kept in the portal's localStorage under keys of their own (the frames
 * are sandboxed and have none). Every game frame sees the same store, never the portal's keys.
 */
export function frameStorageSnapshot(): Record<string, string> {
  const snapshot: Record<string, string> = {};
  try {
    for (let index = 0; index < localStorage.length; index++) {
      const hostKey = localStorage.key(index);
      const key = hostKey === null ? null : frameStorageKey(hostKey);
      const value = hostKey === null ? null : localStorage.getItem(hostKey);
      if (key !== null && value !== null) snapshot[key] = value;
    }
  } catch {
    // Storage blocked by the browser: the game plays without what it kept.
  }
  return snapshot;
}

/** Keeps (or, with null, forgets) a value of the frames' storage. */
export function keepFrameStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(hostStorageKey(key));
    else localStorage.setItem(hostStorageKey(key), value);
  } catch {
    // A full or blocked store: the game goes on with what it has in memory.
  }
}
