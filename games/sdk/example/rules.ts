/**
 * The example game's rules: reach the target total exactly by adding 1, 2 or 3; going past it
 * loses (an Undo powerup takes the last step back). Pure and deterministic, as every rules.ts.
 */
import { IllegalMoveError, type GameRules } from "../../engines/gameRules.ts";
import { seededRandom } from "../../engines/random.ts";

export interface TenState {
  target: number;
  /** Totals after each step, oldest first (undo pops the last). */
  totals: number[];
  steps: number;
}

export type TenMove = { t: "add"; n: 1 | 2 | 3 } | { t: "undo" };

export type TenOptions = Record<string, never>;

const total = (state: TenState) => state.totals[state.totals.length - 1] ?? 0;

export const rules = {
  code: "TEN",
  version: 1,
  parseOptions: (): TenOptions => ({}),
  parseMove(raw: unknown): TenMove {
    if (typeof raw === "object" && raw !== null && "t" in raw) {
      if (raw.t === "undo") return { t: "undo" };
      if (raw.t === "add" && "n" in raw && (raw.n === 1 || raw.n === 2 || raw.n === 3)) return { t: "add", n: raw.n };
    }
    throw new IllegalMoveError("A move adds 1, 2 or 3, or undoes.");
  },
  newGame: (seed: string): TenState => ({ target: 10 + seededRandom(seed).int(11), totals: [], steps: 0 }),
  legalMoves(state: TenState): TenMove[] {
    const adds: TenMove[] = total(state) >= state.target ? [] : [1, 2, 3].map((n) => ({ t: "add", n: n as 1 | 2 | 3 }));
    return state.totals.length > 0 ? [...adds, { t: "undo" }] : adds;
  },
  apply(state: TenState, move: TenMove): TenState {
    if (move.t === "undo") {
      if (state.totals.length === 0) throw new IllegalMoveError("Nothing to undo.");
      return { ...state, totals: state.totals.slice(0, -1), steps: state.steps + 1 };
    }
    if (total(state) >= state.target) throw new IllegalMoveError("The game is over.");
    return { ...state, totals: [...state.totals, total(state) + move.n], steps: state.steps + 1 };
  },
  status(state: TenState) {
    const now = total(state);
    if (now === state.target) return { phase: "won" as const, score: Math.max(10, 100 - 5 * state.steps) };
    if (now > state.target) return { phase: "lost" as const, score: 0, reason: `You went past ${state.target}.` };
    return { phase: "playing" as const, score: 0 };
  },
  powerupOf: (move: TenMove) => (move.t === "undo" ? "UN" : null),
  minimumHumanMs: (moveCount: number) => 150 * moveCount,
} satisfies GameRules<TenState, TenMove, TenOptions>;
