/**
 * Tea Box Puzzler (TEA): pack every tea tin into the box with no gaps. Pure and deterministic
 * (see games/engines/gameRules.ts): the frame plays with it and the server replays the move log.
 *
 * A level's box and tins are fixed (levels.ts); the tins fill the box in exactly one way. A daily
 * puzzle (the server's daily seed, "TEA:2026-11-29") is the date's box whatever the level asked
 * for, so everyone packs the same one that Los Angeles day. A move places a tin (anywhere it fits
 * on open cells, over no other tin; turned only on levels that allow turning) or lifts one back
 * to the tray. Hint (HI) slots the first tin not yet in its spot into it, lifting tins in the
 * way; Undo (UN) takes back the last move.
 */
import { dailyDateOf } from "../engines/daily/days.ts";
import { parseLevelOptions } from "../engines/levels/options.ts";
import { IllegalMoveError, type FinishFacts, type GameRules, type GameStatus } from "../engines/gameRules.ts";
import { canUndo, undo, type Undoable } from "../engines/undo.ts";
import { isIntegerIn, isOneOf, isRecord, notAMove, shapeOf } from "../engines/moveShapes.ts";
import { isOpen, placedCells, type Placement } from "../engines/pieces/packing.ts";
import { DAILY_LEVEL, dailyPuzzle, MAX_LEVEL, puzzleFor, type TeaPuzzle } from "./levels.ts";

export { DAILY_LEVEL, MAX_LEVEL, puzzleFor, type TeaPuzzle };

export type TeaPowerup = "HI" | "UN";
export type TeaMove =
  | { readonly t: "place"; readonly p: number; readonly x: number; readonly y: number; readonly r: number }
  | { readonly t: "lift"; readonly p: number }
  | { readonly t: "powerup"; readonly id: TeaPowerup };

export interface TeaOptions {
  readonly level: number;
}

export interface TeaState extends Undoable<TeaState> {
  /** The level played; a daily puzzle is worth DAILY_LEVEL's points. */
  readonly level: number;
  /** The Los Angeles date of a daily puzzle, or null. */
  readonly daily: string | null;
  /** Each tin's placement in the box, or null while it waits in the tray. */
  readonly placed: readonly (Placement | null)[];
  readonly hints: number;
}

/** Points: 100 a tin and 50 a level; a Hint costs 100; a win scores at least 50. */
export const SCORE = { perPiece: 100, perLevel: 50, perHint: 100, least: 50 } as const;
/** A quick packing earns up to this many points more: 20 seconds a tin, 5 points a second saved. */
export const TIME_BONUS = { secondsPerPiece: 20, perSecond: 5 } as const;
/** The least time a person needs per move: pick up a tin and drop it on its spot. */
const MINIMUM_MS_PER_MOVE = 400;

function parseOptions(raw: unknown): TeaOptions {
  return parseLevelOptions(raw, MAX_LEVEL, "Tea Box Puzzler");
}

// The largest box is 9 x 9 and the most tins under 32: moves outside those bounds are malformed.
const MOST = 32;

const isPowerup = isOneOf<TeaPowerup>(["HI", "UN"]);
const isSmall = (value: unknown): value is number => isIntegerIn(value, 0, MOST - 1);

function parseMove(raw: unknown): TeaMove {
  if (isRecord(raw)) {
    const keys = shapeOf(raw);
    if (raw.t === "place" && keys === "p,r,t,x,y" && isSmall(raw.p) && isSmall(raw.x) && isSmall(raw.y) && isIntegerIn(raw.r, 0, 3)) {
      return { t: "place", p: raw.p, x: raw.x, y: raw.y, r: raw.r };
    }
    if (raw.t === "lift" && keys === "p,t" && isSmall(raw.p)) return { t: "lift", p: raw.p };
    if (raw.t === "powerup" && keys === "id,t" && isPowerup(raw.id)) return { t: "powerup", id: raw.id };
  }
  throw notAMove("Tea Box Puzzler", raw);
}

/** A daily seed deals the date's puzzle whatever the level asked for; any other seed, the level's. */
function newGame(seed: string, options: TeaOptions): TeaState {
  const daily = dailyDateOf("TEA", seed);
  const level = daily === null ? options.level : DAILY_LEVEL;
  return { level, daily, placed: puzzleOf({ level, daily }).pieces.map(() => null), hints: 0, previous: null };
}

/** The puzzle a game is packing: its daily puzzle or its level's. */
export function puzzleOf(state: Pick<TeaState, "level" | "daily">): TeaPuzzle {
  return state.daily === null ? puzzleFor(state.level) : dailyPuzzle(state.daily);
}

const cellKey = (x: number, y: number) => `${x},${y}`;

/** The cells a placed tin covers, as keys. */
function cellsOf(puzzle: TeaPuzzle, piece: number, placement: Placement): string[] {
  return placedCells(puzzle.pieces[piece]!, placement).map((cell) => cellKey(cell.x, cell.y));
}

/** Which tin covers each box cell now (keys "x,y"). */
export function occupancy(state: TeaState): Map<string, number> {
  const puzzle = puzzleOf(state);
  const taken = new Map<string, number>();
  state.placed.forEach((placement, piece) => placement && cellsOf(puzzle, piece, placement).forEach((key) => taken.set(key, piece)));
  return taken;
}

/** Why a tin cannot lie at `placement` now (null when it can); its own current spot does not count. */
export function placementProblem(state: TeaState, piece: number, placement: Placement): string | null {
  const puzzle = puzzleOf(state);
  if (piece >= puzzle.pieces.length) return "There is no such tin.";
  if (placement.r !== 0 && !puzzle.turning) return "Tins do not turn in this level.";
  const cells = placedCells(puzzle.pieces[piece]!, placement);
  if (!cells.every((cell) => isOpen(puzzle.box, cell.x, cell.y))) return "That tin would stick out of the box.";
  const taken = occupancy(state);
  if (cells.some((cell) => (taken.get(cellKey(cell.x, cell.y)) ?? piece) !== piece)) return "That tin would lie on another one.";
  return null;
}

/** Whether a tin lies on exactly the cells it covers in the solution (a symmetric tin may be turned either way). */
export function isInSpot(state: TeaState, piece: number): boolean {
  const placement = state.placed[piece];
  if (!placement) return false;
  const puzzle = puzzleOf(state);
  const here = cellsOf(puzzle, piece, placement).sort().join(";");
  return here === cellsOf(puzzle, piece, puzzle.solution[piece]!).sort().join(";");
}

/** The tin a Hint slots in: the first one not in its spot, or null when all are. */
export function hintPiece(state: TeaState): number | null {
  const index = state.placed.findIndex((_, piece) => !isInSpot(state, piece));
  return index === -1 ? null : index;
}

function isFull(state: TeaState): boolean {
  return state.placed.every((placement) => placement !== null);
}

function hint(state: TeaState): TeaState {
  const piece = hintPiece(state);
  if (piece === null) throw new IllegalMoveError("Every tin is already in its spot.");
  const puzzle = puzzleOf(state);
  const spot = puzzle.solution[piece]!;
  const wanted = new Set(cellsOf(puzzle, piece, spot));
  // Tins lying on the hinted spot go back to the tray.
  const placed = state.placed.map((placement, other) => {
    if (other === piece) return spot;
    if (placement && cellsOf(puzzle, other, placement).some((key) => wanted.has(key))) return null;
    return placement;
  });
  return { ...state, placed, hints: state.hints + 1, previous: state };
}

function apply(state: TeaState, move: TeaMove): TeaState {
  if (isFull(state)) throw new IllegalMoveError("The box is already packed.");
  switch (move.t) {
    case "powerup":
      if (move.id === "HI") return hint(state);
      return undo(state);
    case "lift":
      if (move.p >= state.placed.length) throw new IllegalMoveError("There is no such tin.");
      if (state.placed[move.p] === null) throw new IllegalMoveError("That tin is already in the tray.");
      return { ...state, placed: state.placed.map((placement, piece) => (piece === move.p ? null : placement)), previous: state };
    case "place": {
      const placement = { x: move.x, y: move.y, r: move.r };
      const problem = placementProblem(state, move.p, placement);
      if (problem) throw new IllegalMoveError(problem);
      const current = state.placed[move.p];
      if (current && current.x === move.x && current.y === move.y && current.r === move.r) throw new IllegalMoveError("That tin is already there.");
      return { ...state, placed: state.placed.map((held, piece) => (piece === move.p ? placement : held)), previous: state };
    }
  }
}

function legalMoves(state: TeaState): TeaMove[] {
  if (isFull(state)) return [];
  const puzzle = puzzleOf(state);
  const moves: TeaMove[] = [];
  puzzle.pieces.forEach((_, p) => {
    if (state.placed[p]) moves.push({ t: "lift", p });
    for (let r = 0; r < (puzzle.turning ? 4 : 1); r++) {
      for (let y = 0; y < puzzle.box.height; y++) {
        for (let x = 0; x < puzzle.box.width; x++) {
          const current = state.placed[p];
          const same = current && current.x === x && current.y === y && current.r === r;
          if (!same && placementProblem(state, p, { x, y, r }) === null) moves.push({ t: "place", p, x, y, r });
        }
      }
    }
  });
  moves.push({ t: "powerup", id: "HI" });
  if (canUndo(state)) moves.push({ t: "powerup", id: "UN" });
  return moves;
}

function baseScore(state: TeaState): number {
  const pieces = state.placed.length;
  return Math.max(SCORE.least, SCORE.perPiece * pieces + SCORE.perLevel * state.level - SCORE.perHint * state.hints);
}

function status(state: TeaState): GameStatus {
  return isFull(state) ? { phase: "won", score: baseScore(state) } : { phase: "playing", score: 0 };
}

/** A packed box scores its points plus a bonus for packing it quickly (the server measures the time). */
function finalScore(state: TeaState, facts: FinishFacts): number {
  if (!isFull(state)) return 0;
  const par = TIME_BONUS.secondsPerPiece * state.placed.length;
  return baseScore(state) + TIME_BONUS.perSecond * Math.max(0, par - Math.floor(facts.playedMs / 1000));
}

/** The moves that pack a puzzle's box (a level's, by number), tin by tin, from an empty box. */
export function solutionMoves(of: number | TeaPuzzle): TeaMove[] {
  return (typeof of === "number" ? puzzleFor(of) : of).solution.map((spot, p) => ({ t: "place", p, ...spot }));
}

export const rules = {
  code: "TEA",
  // 2: the endless graded ladder (levels.json banks levels 1-200 anew) and daily puzzles.
  version: 2,
  parseOptions,
  parseMove,
  newGame,
  legalMoves,
  apply,
  status,
  powerupOf: (move: TeaMove) => (move.t === "powerup" ? move.id : null),
  finalScore,
  bonusName: "Time bonus",
  minimumHumanMs: (moveCount: number) => moveCount * MINIMUM_MS_PER_MOVE,
} satisfies GameRules<TeaState, TeaMove, TeaOptions>;
