/**
 * The options a player has won with (levels, scenes), for games whose progress is "what was won":
 * the server's verified wins (client.wonOptions) plus the wins kept in this browser, which count at
 * once and are a visitor's only record. Also the small JSON storage those games keep choices in.
 */
import { useEffect, useState } from "react";
import type { GameClient, GameSessionInfo, Verdict } from "../../sdk/index.ts";

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

/** Won options (repeats allowed), refreshed after each verdict and new session. */
export function useWonOptions(client: GameClient, localKey: string, verdict: Verdict | null, options: unknown, session: GameSessionInfo | null): unknown[] {
  const [wins, setWins] = useState<unknown[]>(() => localWins(localKey));
  // A verified win counts in this browser at once; the server's list follows.
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
