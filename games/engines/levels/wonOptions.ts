/**
 * The options a player has won with (levels, scenes), for games whose progress is "what was won":
 * the server's verified wins (client.wonOptions) plus the wins kept in this browser, which count at
 * once and are a visitor's only record.
 */
import { useEffect, useState } from "react";
import type { GameClient, GameSessionInfo, Verdict } from "../../sdk/index.ts";
import { readStored, writeStored } from "../shell/storage.ts";

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
