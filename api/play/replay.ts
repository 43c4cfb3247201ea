import { IllegalMoveError, type AnyGameRules, type GameStatus } from "../../games/engines/gameRules.ts";
import { asJson, type Json } from "./json.ts";

/** One move of a session's log with what the server answered (null for games without hidden information). */
export type LoggedMove = {
  move: Json;
  reveal: Json;
};

export interface ReplaySubject {
  seed: string;
  options: unknown;
  secretSeed: string | null;
  /** The powerups the session took from the inventory, in order. */
  powerupUses: readonly string[];
}

export interface ReplayResult {
  state: unknown;
  status: GameStatus;
  log: LoggedMove[];
}

/** A move log the rules do not accept; `index` is the 0-based move that failed. */
export class ReplayError extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(`Move ${index + 1}: ${message}`);
  }
}

/**
 * Plays `moves` from the start with the game's rules: every move must parse and be legal, a
 * powerup move needs a recorded use (the k-th use of X needs at least k recorded uses of X), and
 * nothing may follow a win; after a loss only a powerup may (the rules refuse it unless it
 * revives the game). For hidden-information games each move's answer is computed here from the
 * secret, so a client's claimed answers never count.
 */
export function replay(rules: AnyGameRules, subject: ReplaySubject, moves: readonly Json[]): ReplayResult {
  const hidden = rules.hidden;
  if (hidden && subject.secretSeed === null) throw new Error("A hidden-information session has no secret seed.");
  const secret = hidden && subject.secretSeed !== null ? hidden.secret(subject.secretSeed, subject.options) : undefined;
  const recorded = countUses(subject.powerupUses);
  const spent = new Map<string, number>();
  let state = rules.newGame(subject.seed, subject.options);
  const log: LoggedMove[] = [];
  for (const [index, raw] of moves.entries()) {
    const phase = rules.status(state).phase;
    if (phase === "won") throw new ReplayError(index, "the game was already over.");
    try {
      const move = rules.parseMove(raw);
      const powerup = rules.powerupOf(move);
      // A lost game waits for the player: only a powerup (Undo, More Cards) may revive it.
      if (phase === "lost" && powerup === null) throw new ReplayError(index, "the game was already over.");
      if (powerup !== null) {
        const used = (spent.get(powerup) ?? 0) + 1;
        if (used > (recorded.get(powerup) ?? 0)) throw new IllegalMoveError(`it spends a ${powerup} powerup the session never took from the inventory.`);
        spent.set(powerup, used);
      }
      const reveal = hidden ? hidden.reveal(secret, state, move) : undefined;
      state = rules.apply(state, move, reveal);
      const revealJson = reveal === undefined ? null : asJson(reveal);
      if (revealJson === undefined) throw new Error(`The ${rules.code} rules answered move ${index + 1} with something that is not JSON.`);
      log.push({ move: raw, reveal: revealJson });
    } catch (error) {
      if (error instanceof IllegalMoveError) throw new ReplayError(index, error.message);
      throw error;
    }
  }
  return { state, status: rules.status(state), log };
}

function countUses(uses: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of uses) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}
