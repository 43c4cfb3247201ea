/**
 * A tiny real game for the platform's own tests: add 1, 2 or 3 to a running total and land
 * exactly on a target (10..19, from the seed); going over loses. Powerups: Boost (BO) adds 5,
 * Freeze (FZ) stops the clock 30 seconds and changes nothing else. Not a test double: the platform
 * replays it exactly as it replays Klondike.
 */
import { IllegalMoveError, type FinishFacts, type GameRules, type GameStatus } from "../../../games/engines/gameRules.ts";
import { seededRandom } from "../../../games/engines/random.ts";

export const TARGET_GAME = "TGT";
export const MS_PER_MOVE = 1000;
export const FREEZE_MS = 30_000;

export type TargetMove = { t: "add"; n: 1 | 2 | 3 } | { t: "powerup"; id: "BO" | "FZ" };
export interface TargetState {
  target: number;
  total: number;
  /** Multiplies the score (option "double"). */
  factor: number;
}
export interface TargetOptions {
  double: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function status(state: TargetState): GameStatus {
  if (state.total === state.target) return { phase: "won", score: 100 * state.factor };
  if (state.total > state.target) return { phase: "lost", score: 0, reason: `Went over ${state.target}.` };
  return { phase: "playing", score: 0 };
}

export const targetRules = {
  code: TARGET_GAME,
  version: 1,
  parseOptions(raw: unknown): TargetOptions {
    if (!isObject(raw)) throw new RangeError("Options are an object.");
    if (raw.double !== undefined && typeof raw.double !== "boolean") throw new RangeError("double is true or false.");
    return { double: raw.double === true };
  },
  parseMove(raw: unknown): TargetMove {
    if (!isObject(raw)) throw new IllegalMoveError("A move is an object.");
    if (raw.t === "add" && (raw.n === 1 || raw.n === 2 || raw.n === 3)) return { t: "add", n: raw.n };
    if (raw.t === "powerup" && (raw.id === "BO" || raw.id === "FZ")) return { t: "powerup", id: raw.id };
    throw new IllegalMoveError("Add 1, 2 or 3, or use BO or FZ.");
  },
  newGame(seed: string, options: TargetOptions): TargetState {
    return { target: 10 + seededRandom(seed).int(10), total: 0, factor: options.double ? 2 : 1 };
  },
  legalMoves(state: TargetState): TargetMove[] {
    if (status(state).phase !== "playing") return [];
    return [{ t: "add", n: 1 }, { t: "add", n: 2 }, { t: "add", n: 3 }, { t: "powerup", id: "BO" }, { t: "powerup", id: "FZ" }];
  },
  apply(state: TargetState, move: TargetMove): TargetState {
    if (status(state).phase !== "playing") throw new IllegalMoveError("The game is over.");
    if (move.t === "add") return { ...state, total: state.total + move.n };
    return move.id === "BO" ? { ...state, total: state.total + 5 } : state;
  },
  status,
  powerupOf: (move: TargetMove) => (move.t === "powerup" ? move.id : null),
  frozenMsOf: (powerupId: string) => (powerupId === "FZ" ? FREEZE_MS : 0),
  /** A win scores its base less one point per second played. */
  finalScore(state: TargetState, facts: FinishFacts): number {
    const base = status(state).score;
    return base === 0 ? 0 : Math.max(1, base - Math.floor(facts.playedMs / 1000));
  },
  minimumHumanMs: (moveCount: number) => moveCount * MS_PER_MOVE,
} satisfies GameRules<TargetState, TargetMove, TargetOptions>;

/** Moves that reach the target from 0 with adds only (3s, then the rest). */
export function winningMoves(target: number): TargetMove[] {
  const moves: TargetMove[] = [];
  let left = target;
  while (left > 0) {
    const n = Math.min(3, left) as 1 | 2 | 3;
    moves.push({ t: "add", n });
    left -= n;
  }
  return moves;
}
