/**
 * Simply Shikaku (SHI): divide the grid into rectangles, each holding exactly one number equal to
 * its area. Pure and deterministic (see games/engines/gameRules.ts): the frame plays with it and
 * the server replays the move log with it.
 *
 * Puzzles come from bank.json (one answer each, proven by buildBank.ts and the rules test), by
 * size and difficulty (the grader's tiers in shikaku.ts): the seed picks one and turns or mirrors
 * it, which keeps the single answer. A daily puzzle (the server's daily seed, "SHI:2026-11-29") is
 * DAILY_SIZE and DAILY_DIFFICULTY whatever the player chose, so everyone has the same grid that
 * Los Angeles day.
 * Powerups: Hint (HI) draws a correct rectangle; Undo (UN) takes back the last change.
 */
import { dailyDateOf } from "../engines/daily/days.ts";
import { IllegalMoveError, type GameRules, type GameStatus } from "../engines/gameRules.ts";
import { isIntegerIn, isOneOf, isRecord, notAMove, shapeOf } from "../engines/moveShapes.ts";
import { rectBetween } from "../engines/grid/grid.ts";
import { seededRandom } from "../engines/random.ts";
import bank from "./bank.json";
import { SIZES, type GridSide } from "./levels.ts";
import { cellsOf, contains, sameRect, TIERS, type Clue, type Puzzle, type Rect, type Tier } from "./shikaku.ts";

export { SIZES, type GridSide };

export type Difficulty = Tier;
export const DIFFICULTIES: readonly Difficulty[] = TIERS;

export interface ShikakuOptions {
  readonly size: GridSide;
  readonly difficulty: Difficulty;
}
/**
 * The first puzzle a new player meets. By the grader (shikaku.ts), 10 of the 16 old first puzzles
 * (5x5, before tiers) fell to deduction 1 alone, in 2.6 rounds on average; 7x7 Medium needs
 * deduction 3 (a cell only one clue can reach) and 3 to 11 rounds, 7.3 on average, without the
 * trial every Hard puzzle needs (too sudden a start, even on 5x5).
 */
export const DEFAULT_OPTIONS: ShikakuOptions = { size: 7, difficulty: "medium" };
/** The daily puzzle's grid: big enough to take a few minutes, small enough for a phone's fingers. */
export const DAILY_SIZE: GridSide = 10;
/** The daily puzzle's tier: one for everyone, whatever difficulty they chose. */
export const DAILY_DIFFICULTY: Difficulty = "medium";

export type PowerupId = "HI" | "UN";
export const POWERUPS: readonly PowerupId[] = ["HI", "UN"];

export type ShikakuMove =
  /** Draws a rectangle (top row, left column, height, width); rectangles it overlaps are rubbed out. */
  | ({ readonly t: "draw" } & Rect)
  /** Rubs out the rectangle over a cell. */
  | { readonly t: "erase"; readonly cell: number }
  | { readonly t: "powerup"; readonly id: PowerupId };

export interface ShikakuState {
  readonly size: GridSide;
  /** The Los Angeles date of a daily puzzle, or null. */
  readonly daily: string | null;
  readonly clues: readonly Clue[];
  /** The answer: one rectangle per clue, in clue order. */
  readonly solution: readonly Rect[];
  /** The rectangles on the grid, oldest first. */
  readonly placed: readonly Rect[];
  /** The rectangles before each change, for Undo. */
  readonly history: readonly (readonly Rect[])[];
  readonly used: Readonly<Record<PowerupId, number>>;
}

export const SCORE = { perCell: 10, perHint: 50 } as const;
/** The least time a person needs to drag out a rectangle. */
const MINIMUM_MS_PER_MOVE = 600;

const PUZZLES: Readonly<Record<string, Readonly<Record<Difficulty, readonly (readonly number[])[][]>>>> = bank;

const isSize = (value: unknown): value is GridSide => typeof value === "number" && (SIZES as readonly number[]).includes(value);
const isDifficulty = isOneOf(DIFFICULTIES);

/** `{ size }` alone (what the game stored before difficulties) plays the default difficulty. */
function parseOptions(raw: unknown): ShikakuOptions {
  if (raw === undefined || raw === null) return DEFAULT_OPTIONS;
  if (!isRecord(raw)) throw new RangeError("Simply Shikaku options are an object.");
  const shape = shapeOf(raw);
  if (shape === "") return DEFAULT_OPTIONS;
  if (shape !== "size" && shape !== "difficulty,size") throw new RangeError("Simply Shikaku options are a size and a difficulty.");
  if (!isSize(raw.size)) throw new RangeError(`The size is a whole number from ${SIZES[0]} to ${SIZES.at(-1)}.`);
  if (shape === "size") return { size: raw.size, difficulty: DEFAULT_OPTIONS.difficulty };
  if (!isDifficulty(raw.difficulty)) throw new RangeError(`The difficulty is one of ${DIFFICULTIES.join(", ")}.`);
  return { size: raw.size, difficulty: raw.difficulty };
}

/** The largest grid any move may name (the rules check the game's own size when applying it). */
const MOST = SIZES.at(-1)!;

function parseMove(raw: unknown): ShikakuMove {
  if (isRecord(raw)) {
    const shape = shapeOf(raw);
    if (raw.t === "draw" && shape === "c,h,r,t,w" && isIntegerIn(raw.r, 0, MOST - 1) && isIntegerIn(raw.c, 0, MOST - 1) && isIntegerIn(raw.h, 1, MOST) && isIntegerIn(raw.w, 1, MOST)) {
      return { t: "draw", r: raw.r, c: raw.c, h: raw.h, w: raw.w };
    }
    if (raw.t === "erase" && shape === "cell,t" && isIntegerIn(raw.cell, 0, MOST * MOST - 1)) return { t: "erase", cell: raw.cell };
    if (raw.t === "powerup" && shape === "id,t" && (raw.id === "HI" || raw.id === "UN")) return { t: "powerup", id: raw.id };
  }
  throw notAMove("Simply Shikaku", raw);
}

/** One of the 8 turns and mirrors of a square grid, as a map of cells. */
function symmetry(size: number, which: number): (cell: number) => number {
  return (cell) => {
    let row = Math.floor(cell / size);
    let col = cell % size;
    if (which & 1) col = size - 1 - col;
    if (which & 2) row = size - 1 - row;
    if (which & 4) [row, col] = [col, row];
    return row * size + col;
  };
}

/** The puzzle a seed deals for a size and difficulty, with its answer (kept in the bank: making a Hard 15x15 takes seconds). */
export function puzzleFor(seed: string, size: GridSide, difficulty: Difficulty): { puzzle: Puzzle; solution: Rect[] } {
  const random = seededRandom(`${seed}:${size}:${difficulty}`);
  const map = symmetry(size, random.int(8));
  const grid = { rows: size, cols: size };
  const pieces = random
    .pick(PUZZLES[String(size)]![difficulty])
    .map(([cell, n, r, c, h, w]) => ({ clue: { cell: map(cell!), n: n! }, rect: rectBetween(grid, map(r! * size + c!), map((r! + h! - 1) * size + c! + w! - 1)) }))
    .sort((a, b) => a.clue.cell - b.clue.cell);
  return { puzzle: { size, clues: pieces.map((piece) => piece.clue) }, solution: pieces.map((piece) => piece.rect) };
}

/** A daily seed deals the day's DAILY_SIZE, DAILY_DIFFICULTY puzzle whatever the options; any other seed, one of the options' size and difficulty. */
function newGame(seed: string, options: ShikakuOptions): ShikakuState {
  const daily = dailyDateOf("SHI", seed);
  const size = daily === null ? options.size : DAILY_SIZE;
  const { puzzle, solution } = puzzleFor(seed, size, daily === null ? options.difficulty : DAILY_DIFFICULTY);
  return { size, daily, clues: puzzle.clues, solution, placed: [], history: [], used: { HI: 0, UN: 0 } };
}

const overlaps = (size: number, a: Rect, b: Rect) => cellsOf(size, a).some((cell) => contains(size, b, cell));

/** Whether a rectangle holds exactly one number, equal to its area. */
export function isGood(state: ShikakuState, rect: Rect): boolean {
  const inside = state.clues.filter((clue) => contains(state.size, rect, clue.cell));
  return inside.length === 1 && inside[0]!.n === rect.h * rect.w;
}

function isSolved(state: ShikakuState): boolean {
  const area = state.placed.reduce((sum, rect) => sum + rect.h * rect.w, 0);
  return area === state.size * state.size && state.placed.every((rect) => isGood(state, rect));
}

function change(state: ShikakuState, placed: Rect[]): ShikakuState {
  return { ...state, placed, history: [...state.history, state.placed] };
}

function draw(state: ShikakuState, rect: Rect): ShikakuState {
  if (rect.r + rect.h > state.size || rect.c + rect.w > state.size) throw new IllegalMoveError("That rectangle reaches past the edge of the grid.");
  if (state.placed.some((other) => sameRect(other, rect))) throw new IllegalMoveError("That rectangle is already drawn.");
  return change(state, [...state.placed.filter((other) => !overlaps(state.size, other, rect)), rect]);
}

function erase(state: ShikakuState, cell: number): ShikakuState {
  if (cell >= state.size * state.size) throw new IllegalMoveError("That square is outside the grid.");
  const index = state.placed.findIndex((rect) => contains(state.size, rect, cell));
  if (index < 0) throw new IllegalMoveError("There is no rectangle there to rub out.");
  return change(
    state,
    state.placed.filter((_, k) => k !== index),
  );
}

/** The rectangle a Hint draws: the first of the answer not yet on the grid. */
export function hintRect(state: ShikakuState): Rect | null {
  return state.solution.find((rect) => !state.placed.some((other) => sameRect(other, rect))) ?? null;
}

function apply(state: ShikakuState, move: ShikakuMove): ShikakuState {
  if (isSolved(state)) throw new IllegalMoveError("The puzzle is solved.");
  switch (move.t) {
    case "draw":
      return draw(state, { r: move.r, c: move.c, h: move.h, w: move.w });
    case "erase":
      return erase(state, move.cell);
    case "powerup": {
      if (move.id === "UN") {
        const previous = state.history.at(-1);
        if (!previous) throw new IllegalMoveError("There is nothing to undo.");
        return { ...state, placed: previous, history: state.history.slice(0, -1), used: { ...state.used, UN: state.used.UN + 1 } };
      }
      const rect = hintRect(state);
      if (!rect) throw new IllegalMoveError("Every rectangle is already right.");
      return { ...draw(state, rect), used: { ...state.used, HI: state.used.HI + 1 } };
    }
  }
}

function legalMoves(state: ShikakuState): ShikakuMove[] {
  if (isSolved(state)) return [];
  const moves: ShikakuMove[] = [];
  // Every rectangle a clue could be, and every rectangle of the answer: enough for hints, tests and solvers.
  for (const [index, clue] of state.clues.entries()) {
    const rect = state.solution[index]!;
    if (!state.placed.some((other) => sameRect(other, rect))) moves.push({ t: "draw", ...rect });
    if (!state.placed.some((other) => sameRect(other, { r: Math.floor(clue.cell / state.size), c: clue.cell % state.size, h: 1, w: 1 }))) {
      moves.push({ t: "draw", r: Math.floor(clue.cell / state.size), c: clue.cell % state.size, h: 1, w: 1 });
    }
  }
  for (const rect of state.placed) moves.push({ t: "erase", cell: rect.r * state.size + rect.c });
  moves.push({ t: "powerup", id: "HI" });
  if (state.history.length > 0) moves.push({ t: "powerup", id: "UN" });
  return moves;
}

function status(state: ShikakuState): GameStatus {
  const score = Math.max(0, SCORE.perCell * state.size * state.size - SCORE.perHint * state.used.HI);
  return { phase: isSolved(state) ? "won" : "playing", score };
}

export const rules = {
  code: "SHI",
  // 2: a daily seed deals a DAILY_SIZE grid whatever the options. 3: difficulties, and a new bank.
  version: 3,
  parseOptions,
  parseMove,
  newGame,
  legalMoves,
  apply,
  status,
  powerupOf: (move: ShikakuMove) => (move.t === "powerup" ? move.id : null),
  minimumHumanMs: (moveCount: number) => moveCount * MINIMUM_MS_PER_MOVE,
} satisfies GameRules<ShikakuState, ShikakuMove, ShikakuOptions>;
