/**
 * Sudoku Relics (SUD): fill the 9x9 grid so every row, column and 3x3 box holds 1 to 9. Pure and
 * deterministic (see games/engines/gameRules.ts): the frame plays with it and the server replays
 * the move log with it.
 *
 * Puzzles come from bank.json (proven unique and graded by buildBank.ts and the rules test): the
 * seed picks one of its difficulty and reshapes it with a sudoku symmetry (digits relabelled,
 * rows and columns shuffled within their bands and stacks, bands and stacks shuffled, maybe
 * transposed), which keeps both the single solution and the techniques it needs. A daily puzzle
 * (the server's daily seed, "SUD:2026-11-30") is one of DAILY_DIFFICULTY's whatever the player
 * chose, so everyone has the same grid that Los Angeles day.
 *
 * Powerups (data/store_powerups.json): Hint (HI) fills the right digit into a cell; Check (CK)
 * marks every digit of the player's that is wrong; Undo (UN) takes back the last entry.
 */
import { dailyDateOf } from "../engines/daily/days.ts";
import { IllegalMoveError, type FinishFacts, type GameRules, type GameStatus } from "../engines/gameRules.ts";
import { cellName, isCell } from "../engines/grid/grid.ts";
import { isIntegerIn, isOneOf, isRecord, notAMove, shapeOf } from "../engines/moveShapes.ts";
import { seededRandom, type Random } from "../engines/random.ts";
import bank from "./bank.json";
import { DIFFICULTIES, type Difficulty } from "./generate.ts";
import { bit, CELLS, parseGridText, PEERS, SIZE, solve } from "./sudoku.ts";

export { DIFFICULTIES, type Difficulty };

export interface SudokuOptions {
  readonly difficulty: Difficulty;
}
export const DEFAULT_OPTIONS: SudokuOptions = { difficulty: "easy" };
/** The daily puzzle's difficulty: a middle one, for everyone, whatever difficulty they chose. */
export const DAILY_DIFFICULTY: Difficulty = "medium";

export type PowerupId = "HI" | "CK" | "UN";
export const POWERUPS: readonly PowerupId[] = ["HI", "CK", "UN"];

export type SudokuMove =
  /** Writes digit d (1-9) into cell c. */
  | { readonly t: "set"; readonly c: number; readonly d: number }
  /** Pencils digit d into cell c's notes, or rubs it out. */
  | { readonly t: "note"; readonly c: number; readonly d: number }
  /** Clears cell c: its digit, or its notes when it has no digit. */
  | { readonly t: "clear"; readonly c: number }
  | { readonly t: "powerup"; readonly id: "CK" | "UN" }
  /** Hint: the right digit into cell c (the frame picks the cell). */
  | { readonly t: "powerup"; readonly id: "HI"; readonly c: number };

/** What a cell held before an entry, for Undo. */
export interface CellBefore {
  readonly c: number;
  readonly d: number;
  readonly n: number;
}

export interface SudokuState {
  readonly difficulty: Difficulty;
  /** The Los Angeles date of a daily puzzle, or null. */
  readonly daily: string | null;
  /** The clues, 0 for an open cell. */
  readonly givens: readonly number[];
  readonly solution: readonly number[];
  /** Every digit on the grid: the clues and the player's. */
  readonly digits: readonly number[];
  /** Pencil marks per cell, bit d for digit d. */
  readonly notes: readonly number[];
  /** Cells a Hint filled: right, and locked. */
  readonly hinted: readonly boolean[];
  /** The wrong digit Check found in each cell (0: none); shown while that digit is still there. */
  readonly marked: readonly number[];
  /** The player's entries, newest last, as what they changed (for Undo). */
  readonly history: readonly (readonly CellBefore[])[];
  readonly used: Readonly<Record<PowerupId, number>>;
}

/** The score: a base per difficulty, less each Hint and Check; at the finish, a point per second under par. */
export const SCORE = {
  base: { easy: 1_000, medium: 1_500, hard: 2_500, expert: 4_000 },
  perHint: 100,
  perCheck: 50,
  parMinutes: { easy: 10, medium: 15, hard: 25, expert: 40 },
} as const satisfies { base: Record<Difficulty, number>; perHint: number; perCheck: number; parMinutes: Record<Difficulty, number> };

/** The least time a person needs per move: find the cell, choose the digit. */
const MINIMUM_MS_PER_MOVE = 400;

const PUZZLES: Readonly<Record<Difficulty, readonly string[]>> = bank;

const isDigit = (value: unknown): value is number => isIntegerIn(value, 1, 9);
const isDifficulty = isOneOf(DIFFICULTIES);

function parseOptions(raw: unknown): SudokuOptions {
  if (raw === undefined || raw === null) return DEFAULT_OPTIONS;
  if (!isRecord(raw)) throw new RangeError("Sudoku Relics options are an object.");
  const keys = Object.keys(raw);
  if (keys.length === 0) return DEFAULT_OPTIONS;
  if (keys.length !== 1 || !isDifficulty(raw.difficulty)) throw new RangeError(`The difficulty is one of ${DIFFICULTIES.join(", ")}.`);
  return { difficulty: raw.difficulty };
}

function parseMove(raw: unknown): SudokuMove {
  if (isRecord(raw)) {
    const keys = shapeOf(raw);
    if ((raw.t === "set" || raw.t === "note") && keys === "c,d,t" && isCell(SIZE, raw.c) && isDigit(raw.d)) return { t: raw.t, c: raw.c, d: raw.d };
    if (raw.t === "clear" && keys === "c,t" && isCell(SIZE, raw.c)) return { t: "clear", c: raw.c };
    if (raw.t === "powerup" && keys === "id,t" && (raw.id === "CK" || raw.id === "UN")) return { t: "powerup", id: raw.id };
    if (raw.t === "powerup" && keys === "c,id,t" && raw.id === "HI" && isCell(SIZE, raw.c)) return { t: "powerup", id: "HI", c: raw.c };
  }
  throw notAMove("Sudoku Relics", raw);
}

/** A random sudoku symmetry applied to a grid: it keeps the single solution and the techniques needed. */
function reshape(grid: readonly number[], random: Random): number[] {
  const digits = [0, ...random.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9])];
  const lines = () => random.shuffle([0, 1, 2]).flatMap((band) => random.shuffle([0, 1, 2]).map((line) => band * 3 + line));
  const rows = lines();
  const cols = lines();
  const transpose = random.int(2) === 1;
  return Array.from({ length: CELLS }, (_, cell) => {
    const row = rows[Math.floor(cell / 9)]!;
    const col = cols[cell % 9]!;
    return digits[transpose ? grid[col * 9 + row]! : grid[row * 9 + col]!]!;
  });
}

/** The puzzle a seed deals for a difficulty, with its solution. */
export function puzzleFor(seed: string, difficulty: Difficulty): { givens: number[]; solution: number[] } {
  const random = seededRandom(`${seed}:${difficulty}`);
  const givens = reshape(parseGridText(random.pick(PUZZLES[difficulty])), random);
  const solution = solve(givens);
  if (!solution) throw new Error("A bank puzzle has no solution: rebuild bank.json.");
  return { givens, solution };
}

/** A daily seed deals the day's DAILY_DIFFICULTY puzzle whatever the options; any other seed, one of the options' difficulty. */
function newGame(seed: string, options: SudokuOptions): SudokuState {
  const daily = dailyDateOf("SUD", seed);
  const difficulty = daily === null ? options.difficulty : DAILY_DIFFICULTY;
  const { givens, solution } = puzzleFor(seed, difficulty);
  return {
    difficulty,
    daily,
    givens,
    solution,
    digits: givens,
    notes: Array(CELLS).fill(0),
    hinted: Array(CELLS).fill(false),
    marked: Array(CELLS).fill(0),
    history: [],
    used: { HI: 0, CK: 0, UN: 0 },
  };
}

const isSolved = (state: SudokuState) => state.digits.every((digit, cell) => digit === state.solution[cell]);
/** A cell the player may write in: not a clue, not filled by a Hint. */
export const isOpen = (state: SudokuState, cell: number) => state.givens[cell] === 0 && !state.hinted[cell];
/** The player's digits that Check would mark. */
export const wrongCells = (state: SudokuState) => state.digits.flatMap((digit, cell) => (isOpen(state, cell) && digit !== 0 && digit !== state.solution[cell] ? [cell] : []));

function openCell(state: SudokuState, cell: number): void {
  if (state.givens[cell] !== 0) throw new IllegalMoveError(`The digit at ${cellName(SIZE, cell)} is carved in stone: it is a clue.`);
  if (state.hinted[cell]) throw new IllegalMoveError(`A Hint filled ${cellName(SIZE, cell)}; it is right.`);
}

/** An entry: the cells it changes, remembered for Undo, then changed. */
function entry(state: SudokuState, changes: readonly CellBefore[]): SudokuState {
  const before = changes.map(({ c }) => ({ c, d: state.digits[c]!, n: state.notes[c]! }));
  const digits = [...state.digits];
  const notes = [...state.notes];
  for (const { c, d, n } of changes) {
    digits[c] = d;
    notes[c] = n;
  }
  return { ...state, digits, notes, history: [...state.history, before] };
}

function setDigit(state: SudokuState, cell: number, digit: number): SudokuState {
  openCell(state, cell);
  if (state.digits[cell] === digit) throw new IllegalMoveError(`${cellName(SIZE, cell)} already holds ${digit}.`);
  // Writing a digit rubs it out of the notes of the cells it sees, as a person would.
  const rubbed = PEERS[cell]!.filter((peer) => state.digits[peer] === 0 && state.notes[peer]! & bit(digit)).map((peer) => ({ c: peer, d: 0, n: state.notes[peer]! & ~bit(digit) }));
  return entry(state, [{ c: cell, d: digit, n: state.notes[cell]! }, ...rubbed]);
}

function toggleNote(state: SudokuState, cell: number, digit: number): SudokuState {
  openCell(state, cell);
  if (state.digits[cell] !== 0) throw new IllegalMoveError(`Clear ${cellName(SIZE, cell)} before pencilling notes in it.`);
  return entry(state, [{ c: cell, d: 0, n: state.notes[cell]! ^ bit(digit) }]);
}

function clearCell(state: SudokuState, cell: number): SudokuState {
  openCell(state, cell);
  if (state.digits[cell] !== 0) return entry(state, [{ c: cell, d: 0, n: state.notes[cell]! }]);
  if (state.notes[cell] === 0) throw new IllegalMoveError(`${cellName(SIZE, cell)} is already empty.`);
  return entry(state, [{ c: cell, d: 0, n: 0 }]);
}

const spend = (state: SudokuState, id: PowerupId) => ({ ...state.used, [id]: state.used[id] + 1 });

function undo(state: SudokuState): SudokuState {
  const last = state.history.at(-1);
  if (!last) throw new IllegalMoveError("There is no entry to undo.");
  const digits = [...state.digits];
  const notes = [...state.notes];
  // A cell a Hint filled since keeps the Hint's digit.
  for (const { c, d, n } of last) {
    if (state.hinted[c]) continue;
    digits[c] = d;
    notes[c] = n;
  }
  return { ...state, digits, notes, history: state.history.slice(0, -1), used: spend(state, "UN") };
}

function check(state: SudokuState): SudokuState {
  if (!state.digits.some((digit, cell) => digit !== 0 && isOpen(state, cell))) throw new IllegalMoveError("Write some digits first: Check looks at yours.");
  const marked = [...state.marked];
  for (const cell of wrongCells(state)) marked[cell] = state.digits[cell]!;
  return { ...state, marked, used: spend(state, "CK") };
}

function hint(state: SudokuState, cell: number): SudokuState {
  openCell(state, cell);
  if (state.digits[cell] === state.solution[cell]) throw new IllegalMoveError(`${cellName(SIZE, cell)} is already right.`);
  const digits = [...state.digits];
  const notes = [...state.notes];
  const hinted = [...state.hinted];
  digits[cell] = state.solution[cell]!;
  notes[cell] = 0;
  hinted[cell] = true;
  return { ...state, digits, notes, hinted, used: spend(state, "HI") };
}

function apply(state: SudokuState, move: SudokuMove): SudokuState {
  if (isSolved(state)) throw new IllegalMoveError("The puzzle is solved.");
  switch (move.t) {
    case "set":
      return setDigit(state, move.c, move.d);
    case "note":
      return toggleNote(state, move.c, move.d);
    case "clear":
      return clearCell(state, move.c);
    case "powerup":
      if (move.id === "HI") return hint(state, move.c);
      return move.id === "UN" ? undo(state) : check(state);
  }
}

function legalMoves(state: SudokuState): SudokuMove[] {
  if (isSolved(state)) return [];
  const moves: SudokuMove[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    if (!isOpen(state, cell)) continue;
    for (let digit = 1; digit <= 9; digit++) {
      if (state.digits[cell] !== digit) moves.push({ t: "set", c: cell, d: digit });
      if (state.digits[cell] === 0) moves.push({ t: "note", c: cell, d: digit });
    }
    if (state.digits[cell] !== 0 || state.notes[cell] !== 0) moves.push({ t: "clear", c: cell });
    if (state.digits[cell] !== state.solution[cell]) moves.push({ t: "powerup", id: "HI", c: cell });
  }
  if (state.history.length > 0) moves.push({ t: "powerup", id: "UN" });
  if (state.digits.some((digit, cell) => digit !== 0 && isOpen(state, cell))) moves.push({ t: "powerup", id: "CK" });
  return moves;
}

function score(state: SudokuState): number {
  return Math.max(0, SCORE.base[state.difficulty] - SCORE.perHint * state.used.HI - SCORE.perCheck * state.used.CK);
}

function status(state: SudokuState): GameStatus {
  return { phase: isSolved(state) ? "won" : "playing", score: score(state) };
}

function finalScore(state: SudokuState, facts: FinishFacts): number {
  if (!isSolved(state)) return score(state);
  const underPar = Math.max(0, SCORE.parMinutes[state.difficulty] * 60 - Math.floor(Math.max(0, facts.playedMs) / 1000));
  return score(state) + underPar;
}

export const rules = {
  code: "SUD",
  // 2: a daily seed deals a DAILY_DIFFICULTY puzzle whatever the options.
  version: 2,
  parseOptions,
  parseMove,
  newGame,
  legalMoves,
  apply,
  status,
  powerupOf: (move: SudokuMove) => (move.t === "powerup" ? move.id : null),
  finalScore,
  bonusName: "Time bonus",
  minimumHumanMs: (moveCount: number) => moveCount * MINIMUM_MS_PER_MOVE,
} satisfies GameRules<SudokuState, SudokuMove, SudokuOptions>;
