/**
 * A player's place on the level map, from the options of verified wins (the server's
 * wonGameOptions, plus this browser's for a visitor): levels open in order, one past the last
 * level won in a row from level 1.
 */
import { LEVELS } from "./levels.ts";
import { rules } from "./rules.ts";

export interface MapProgress {
  /** Levels won, each once. */
  won: ReadonlySet<number>;
  /** The highest level open to play. */
  open: number;
}

export function progressFrom(wins: readonly unknown[]): MapProgress {
  const won = new Set<number>();
  for (const raw of wins) {
    try {
      if (raw !== null && raw !== undefined) won.add(rules.parseOptions(raw).level);
    } catch {
      // Options of another shape (an older rules version) count for nothing.
    }
  }
  let open = 1;
  while (open < LEVELS.length && won.has(open)) open++;
  return { won, open };
}
