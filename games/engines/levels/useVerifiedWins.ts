import { useEffect, useState } from "react";
import type { GameClient, Verdict } from "../../sdk/index.ts";

/**
 * For level games whose map opens from verified wins (Quinn's Aquarium; Mahjong Getaway keeps
 * the same in its App): the options of the wins the server verified (`client.wonOptions()`), plus
 * those won in this browser, which are a visitor's only record and count at once for a player.
 */

export function readStored(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}

/** The options last played, as `parse` reads them, or `fallback` when none (or of another shape) are kept. */
export function storedOptions<Options>(key: string, parse: (raw: unknown) => Options, fallback: Options): Options {
  try {
    return parse(readStored(key));
  } catch {
    return fallback;
  }
}

function localWins(key: string): unknown[] {
  const stored = readStored(key);
  return Array.isArray(stored) ? stored : [];
}

/**
 * The options of every verified win: a fresh verdict's options are kept in this browser (under
 * `localKey`) at once, and the server's list is read again after each verdict and session.
 */
export function useVerifiedWins(client: GameClient, localKey: string, verdict: Verdict | null, options: unknown, session: unknown): readonly unknown[] {
  const [wins, setWins] = useState<unknown[]>(() => localWins(localKey));
  useEffect(() => {
    if (verdict?.won && verdict.verified && options) {
      writeStored(localKey, [...localWins(localKey), options]);
      setWins((known) => [...known, options]);
    }
  }, [verdict, options, localKey]);
  useEffect(() => {
    let live = true;
    client
      .wonOptions()
      .then((list) => {
        if (live) setWins([...localWins(localKey), ...list]);
      })
      .catch(() => null);
    return () => {
      live = false;
    };
  }, [client, localKey, verdict, session]);
  return wins;
}
