/**
 * Sailing Seas Solitaire: TriPeaks. Pure and deterministic (see games/engines/gameRules.ts): the
 * frame plays with it and the server replays the move log with it.
 *
 * Three peaks of 28 cards (the bottom row of 10 face up, the 18 above face down until nothing
 * lies on them), a stock of 23 and one card on the waste. Any free card one rank above or below
 * the waste's top plays onto it, King and Ace connecting. Only deals the solver wins are dealt.
 * Scoring: the n-th card of a streak (cards played without turning the stock) scores 10 x n; each
 * peak cleared 250; clearing all three 1,000. A win adds 50 per card left in the stock and a
 * time bonus of 5 per second under five minutes.
 */
import { cardName, type Card } from "../engines/cards/cards.ts";
import { clearedCount, clearingDealer, isFree, playablePositions, type ClearingShape, type ClearingStep, type Layout } from "../engines/cards/clearing.ts";
import { IllegalMoveError, type FinishFacts, type GameRules, type GameStatus } from "../engines/gameRules.ts";
import { canUndo, undo, type Undoable } from "../engines/undo.ts";
import { isRecord, shapeOf, isIntegerIn, isOneOf, noOptions, notAMove } from "../engines/moveShapes.ts";

export const LAYOUT_SIZE = 28;
/** The top card of each peak. */
export const PEAKS: readonly number[] = [0, 1, 2];
/** Cards More Cards takes from under the waste back into the stock (docs/product/play.md#game-rules). */
export const MORE_CARDS = 10;
export const FREEZE_MS = 30_000;
/** King and Ace connect. */
export const WRAP = true;

export type PowerupId = "UN" | "MC" | "FR";
export const POWERUPS: readonly PowerupId[] = ["UN", "MC", "FR"];

export type SailingMove =
  | { readonly t: "play"; readonly i: number }
  | { readonly t: "draw" }
  | { readonly t: "powerup"; readonly id: PowerupId };

export interface SailingState extends Undoable<SailingState> {
  /** The seed the cards were shuffled from: the game's seed, or the first variant of it the solver won. */
  readonly deal: string;
  /** 28 positions (rows of 3, 6, 9 and 10); null once cleared. */
  readonly layout: Layout;
  /** Face down; the last card is the next to turn. */
  readonly stock: readonly Card[];
  /** Face up; the last card is the one to play on. */
  readonly waste: readonly Card[];
  /** Cards played since the stock was last turned. */
  readonly streak: number;
  readonly score: number;
}

export const SCORE = {
  perStreakCard: 10,
  peak: 250,
  allPeaks: 1000,
  perStockCardAtWin: 50,
  perSecondUnderLimit: 5,
  timeLimitSeconds: 300,
} as const;

/** Rows of 3, 6, 9 and 10 positions, numbered left to right, top row first. */
export const ROWS: readonly (readonly number[])[] = [
  [0, 1, 2],
  [3, 4, 5, 6, 7, 8],
  [9, 10, 11, 12, 13, 14, 15, 16, 17],
  [18, 19, 20, 21, 22, 23, 24, 25, 26, 27],
];

function tripeaksShape(): ClearingShape {
  const coveredBy: number[][] = [];
  // A peak's top is covered by the two cards of its peak in row 1.
  for (let peak = 0; peak < 3; peak++) coveredBy.push([3 + 2 * peak, 4 + 2 * peak]);
  // Row 1: peak p's two cards each lie under two neighbours of that peak's three in row 2.
  for (let k = 0; k < 6; k++) {
    const first = 9 + Math.floor(k / 2) * 3 + (k % 2);
    coveredBy.push([first, first + 1]);
  }
  // Row 2: each card under its two neighbours in the bottom row (peaks share bottom cards).
  for (let i = 0; i < 9; i++) coveredBy.push([18 + i, 19 + i]);
  for (let i = 0; i < 10; i++) coveredBy.push([]);
  return { size: LAYOUT_SIZE, coveredBy };
}

export const SHAPE: ClearingShape = tripeaksShape();

/** Where each position sits, in card widths across (0..9) and rows down (0..3). */
export function positionOf(index: number): { column: number; row: number } {
  if (index < 3) return { column: 3 * index + 1.5, row: 0 };
  if (index < 9) {
    const k = index - 3;
    return { column: 3 * Math.floor(k / 2) + (k % 2) + 1, row: 1 };
  }
  if (index < 18) return { column: index - 9 + 0.5, row: 2 };
  return { column: index - 18, row: 3 };
}

// Most deals are won within a few hundred states; a deal the search cannot settle quickly is skipped.
const SOLVER_NODES = 20_000;
const MAX_TRIES = 40;

/** The deal a seed gives (the first winnable variant) and the solver's winning steps for it. */
export const dealFor = clearingDealer({ shape: SHAPE, wrap: WRAP, solverNodes: SOLVER_NODES, maxTries: MAX_TRIES });

const isPowerupId = isOneOf(POWERUPS);

const parseOptions = noOptions("Sailing Seas Solitaire");

function parseMove(raw: unknown): SailingMove {
  if (isRecord(raw)) {
    const keys = shapeOf(raw);
    if (raw.t === "draw" && keys === "t") return { t: "draw" };
    if (raw.t === "powerup" && keys === "id,t" && isPowerupId(raw.id)) return { t: "powerup", id: raw.id };
    if (raw.t === "play" && keys === "i,t" && isIntegerIn(raw.i, 0, LAYOUT_SIZE - 1)) {
      return { t: "play", i: raw.i };
    }
  }
  throw notAMove("Sailing Seas", raw);
}

function newGame(seed: string): SailingState {
  const deal = dealFor(seed);
  return { deal: deal.variant, layout: deal.layout, stock: deal.stock, waste: [deal.wasteTop], streak: 0, score: 0, previous: null };
}

function isWon(state: SailingState): boolean {
  return state.layout.every((card) => card === null);
}

/** Whether a position's card shows its face: nothing lies on it (the bottom row always). */
export function isFaceUp(state: SailingState, index: number): boolean {
  return isFree(SHAPE, state.layout, index);
}

export function playable(state: SailingState): number[] {
  return playablePositions(SHAPE, state.layout, state.waste.at(-1), WRAP);
}

function playCard(state: SailingState, index: number): SailingState {
  const card = state.layout[index];
  if (card === null || card === undefined) throw new IllegalMoveError("That card has already been played.");
  if (!isFree(SHAPE, state.layout, index)) throw new IllegalMoveError("That card is still covered.");
  if (!playable(state).includes(index)) throw new IllegalMoveError("A card plays only one rank above or below the waste card.");
  const layout = state.layout.map((held, position) => (position === index ? null : held));
  const streak = state.streak + 1;
  let gained = SCORE.perStreakCard * streak;
  if (PEAKS.includes(index)) {
    gained += SCORE.peak;
    if (PEAKS.every((peak) => layout[peak] === null)) gained += SCORE.allPeaks;
  }
  return { ...state, layout, waste: [...state.waste, card], streak, score: state.score + gained, previous: state };
}

function applyPowerup(state: SailingState, id: PowerupId): SailingState {
  switch (id) {
    case "UN":
      return undo(state);
    case "MC": {
      // The waste's top card stays to play on; up to ten from under it go back into the stock.
      const count = Math.min(MORE_CARDS, state.waste.length - 1);
      if (count <= 0) throw new IllegalMoveError("More Cards needs cards under the waste card to return to the stock.");
      const returned = state.waste.slice(0, count);
      return { ...state, stock: [...returned.reverse(), ...state.stock], waste: state.waste.slice(count), previous: state };
    }
    case "FR":
      return state;
  }
}

function apply(state: SailingState, move: SailingMove): SailingState {
  if (isWon(state)) throw new IllegalMoveError("The game is won.");
  switch (move.t) {
    case "powerup":
      return applyPowerup(state, move.id);
    case "draw":
      if (state.stock.length === 0) throw new IllegalMoveError("The stock is empty.");
      return { ...state, stock: state.stock.slice(0, -1), waste: [...state.waste, state.stock.at(-1)!], streak: 0, previous: state };
    case "play":
      return playCard(state, move.i);
  }
}

function legalMoves(state: SailingState): SailingMove[] {
  if (isWon(state)) return [];
  const moves: SailingMove[] = playable(state).map((i) => ({ t: "play", i }));
  if (state.stock.length > 0) moves.push({ t: "draw" });
  if (canUndo(state)) moves.push({ t: "powerup", id: "UN" });
  if (state.waste.length > 1) moves.push({ t: "powerup", id: "MC" });
  moves.push({ t: "powerup", id: "FR" });
  return moves;
}

function status(state: SailingState): GameStatus {
  if (isWon(state)) return { phase: "won", score: state.score };
  if (state.stock.length === 0 && playable(state).length === 0) {
    return { phase: "lost", score: state.score, reason: "No moves left: no card is one above or below the waste card, and the stock is empty." };
  }
  return { phase: "playing", score: state.score };
}

/** A win adds 50 per card left in the stock and 5 per second under five minutes. */
function finalScore(state: SailingState, facts: FinishFacts): number {
  if (!isWon(state)) return state.score;
  const seconds = Math.floor(Math.max(0, facts.playedMs) / 1000);
  return state.score + SCORE.perStockCardAtWin * state.stock.length + SCORE.perSecondUnderLimit * Math.max(0, SCORE.timeLimitSeconds - seconds);
}

/** Cards cleared from the peaks so far. */
export function clearedCards(state: SailingState): number {
  return clearedCount(state.layout);
}

/** The solver's steps as moves. */
export function toMove(step: ClearingStep): SailingMove {
  return step.t === "draw" ? { t: "draw" } : { t: "play", i: step.i };
}

/** A readable picture of the table, for test failures. */
export function describe(state: SailingState): string {
  const rows = ROWS.map((row) => row.map((index) => (state.layout[index] === null ? "--" : isFaceUp(state, index) ? cardName(state.layout[index]!) : "##")).join(" "));
  return [...rows, `stock ${state.stock.length} waste ${state.waste.length ? cardName(state.waste.at(-1)!) : "--"} streak ${state.streak} score ${state.score}`].join("\n");
}

export const rules = {
  code: "SAI",
  version: 1,
  parseOptions,
  parseMove,
  newGame,
  legalMoves,
  apply,
  status,
  powerupOf: (move: SailingMove) => (move.t === "powerup" ? move.id : null),
  frozenMsOf: (powerupId: string) => (powerupId === "FR" ? FREEZE_MS : 0),
  finalScore,
  bonusName: "Stock and time bonus",
  minimumHumanMs: (moveCount: number) => moveCount * 200,
} satisfies GameRules<SailingState, SailingMove, Record<string, never>>;
