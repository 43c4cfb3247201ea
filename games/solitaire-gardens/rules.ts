/**
 * Solitaire Gardens: Golf. Pure and deterministic (see games/engines/gameRules.ts): the frame
 * plays with it and the server replays the move log with it.
 *
 * Seven columns of five cards, all face up; a stock of 16 and one card on the waste. The front
 * card of any column plays onto the waste when it is one rank above or below the waste's top,
 * King and Ace connecting (a relaxed Golf: no card is a dead end). Only deals the solver wins are
 * dealt. Power Prune snips the front card off the three tallest columns. Every finished round
 * earns Seeds (the store's SE item), paid by the server from this replay: 5 per card cleared,
 * and a cleared layout adds 100 and 10 per card left in the stock.
 */
import { cardName, type Card } from "../engines/cards/cards.ts";
import { clearedCount, clearingDealer, playablePositions, type ClearingShape, type ClearingStep, type Layout } from "../engines/cards/clearing.ts";
import { IllegalMoveError, type GameRules, type GameStatus, type ItemReward } from "../engines/gameRules.ts";
import { canUndo, undo, type Undoable } from "../engines/undo.ts";
import { isRecord, shapeOf, isIntegerIn, isOneOf, noOptions, notAMove } from "../engines/moveShapes.ts";

export const COLUMNS = 7;
export const DEPTH = 5;
export const LAYOUT_SIZE = COLUMNS * DEPTH;
/** Power Prune clears up to 3 cards (docs/product/play.md#game-rules). */
export const PRUNE_CARDS = 3;
export const WRAP = true;
/** The garden's currency: the store item SE of this game. */
export const SEEDS_ITEM = "SE";

export type PowerupId = "PP" | "UN";
export const POWERUPS: readonly PowerupId[] = ["PP", "UN"];

export type GardensMove = { readonly t: "play"; readonly c: number } | { readonly t: "draw" } | { readonly t: "powerup"; readonly id: PowerupId };

export interface GardensState extends Undoable<GardensState> {
  /** The seed the cards were shuffled from: the game's seed, or the first variant of it the solver won. */
  readonly deal: string;
  /** Column c holds positions c*5 .. c*5+4, back to front; null once cleared. */
  readonly layout: Layout;
  /** Face down; the last card is the next to turn. */
  readonly stock: readonly Card[];
  readonly waste: readonly Card[];
  /** Cards Power Prune snipped away (they count as cleared). */
  readonly pruned: readonly Card[];
  readonly score: number;
}

export const SCORE = { perCard: 10, clearBonus: 100, perStockCardAtClear: 10 } as const;
export const SEEDS = { perCard: 5, clearBonus: 100, perStockCardAtClear: 10 } as const;

function golfShape(): ClearingShape {
  // Each card lies under the one in front of it in its column.
  const coveredBy = Array.from({ length: LAYOUT_SIZE }, (_, index) => (index % DEPTH < DEPTH - 1 ? [index + 1] : []));
  return { size: LAYOUT_SIZE, coveredBy };
}

export const SHAPE: ClearingShape = golfShape();

/** The layout position of a column's front card, or null when the column is empty. */
export function frontOf(layout: Layout, column: number): number | null {
  for (let depth = DEPTH - 1; depth >= 0; depth--) {
    if (layout[column * DEPTH + depth] !== null) return column * DEPTH + depth;
  }
  return null;
}

export function columnCards(layout: Layout, column: number): Card[] {
  return layout.slice(column * DEPTH, column * DEPTH + DEPTH).filter((card): card is Card => card !== null);
}

// Golf lines are long to search: a small budget per variant finds a quickly provable deal within a
// few tries (about one in five variants), far sooner than a large budget settles a hard one.
const SOLVER_NODES = 1_000;
const MAX_TRIES = 80;

/** The deal a seed gives (the first winnable variant) and the solver's winning steps for it. */
export const dealFor = clearingDealer({ shape: SHAPE, wrap: WRAP, solverNodes: SOLVER_NODES, maxTries: MAX_TRIES });

/** The solver's steps as moves (a play names the column of the card). */
export function toMove(step: ClearingStep): GardensMove {
  return step.t === "draw" ? { t: "draw" } : { t: "play", c: Math.floor(step.i / DEPTH) };
}

const isPowerupId = isOneOf(POWERUPS);

const parseOptions = noOptions("Solitaire Gardens");

function parseMove(raw: unknown): GardensMove {
  if (isRecord(raw)) {
    const keys = shapeOf(raw);
    if (raw.t === "draw" && keys === "t") return { t: "draw" };
    if (raw.t === "powerup" && keys === "id,t" && isPowerupId(raw.id)) return { t: "powerup", id: raw.id };
    if (raw.t === "play" && keys === "c,t" && isIntegerIn(raw.c, 0, COLUMNS - 1)) {
      return { t: "play", c: raw.c };
    }
  }
  throw notAMove("Solitaire Gardens", raw);
}

function newGame(seed: string): GardensState {
  const deal = dealFor(seed);
  return { deal: deal.variant, layout: deal.layout, stock: deal.stock, waste: [deal.wasteTop], pruned: [], score: 0, previous: null };
}

function isCleared(state: GardensState): boolean {
  return state.layout.every((card) => card === null);
}

/** Columns whose front card plays now. */
export function playableColumns(state: GardensState): number[] {
  return playablePositions(SHAPE, state.layout, state.waste.at(-1), WRAP).map((position) => Math.floor(position / DEPTH));
}

/** The columns Power Prune snips: the tallest three (leftmost first among equals). */
export function pruneColumns(layout: Layout): number[] {
  return Array.from({ length: COLUMNS }, (_, column) => column)
    .filter((column) => frontOf(layout, column) !== null)
    .sort((a, b) => columnCards(layout, b).length - columnCards(layout, a).length || a - b)
    .slice(0, PRUNE_CARDS);
}

function playColumn(state: GardensState, column: number): GardensState {
  const position = frontOf(state.layout, column);
  if (position === null) throw new IllegalMoveError("That column is empty.");
  if (!playableColumns(state).includes(column)) throw new IllegalMoveError("A card plays only one rank above or below the discard card.");
  const card = state.layout[position]!;
  const layout = state.layout.map((held, index) => (index === position ? null : held));
  let score = state.score + SCORE.perCard;
  if (layout.every((held) => held === null)) score += SCORE.clearBonus + SCORE.perStockCardAtClear * state.stock.length;
  return { ...state, layout, waste: [...state.waste, card], score, previous: state };
}

function applyPowerup(state: GardensState, id: PowerupId): GardensState {
  if (id === "UN") {
    return undo(state);
  }
  const columns = pruneColumns(state.layout);
  if (columns.length === 0) throw new IllegalMoveError("There is nothing left to prune.");
  const snipped = columns.map((column) => frontOf(state.layout, column)!);
  const layout = state.layout.map((card, index) => (snipped.includes(index) ? null : card));
  const pruned = [...state.pruned, ...snipped.map((index) => state.layout[index]!)];
  const cleared = layout.every((card) => card === null);
  const score = cleared ? state.score + SCORE.clearBonus + SCORE.perStockCardAtClear * state.stock.length : state.score;
  return { ...state, layout, pruned, score, previous: state };
}

function apply(state: GardensState, move: GardensMove): GardensState {
  if (isCleared(state)) throw new IllegalMoveError("The round is won.");
  switch (move.t) {
    case "powerup":
      return applyPowerup(state, move.id);
    case "draw":
      if (state.stock.length === 0) throw new IllegalMoveError("The stock is empty.");
      return { ...state, stock: state.stock.slice(0, -1), waste: [...state.waste, state.stock.at(-1)!], previous: state };
    case "play":
      return playColumn(state, move.c);
  }
}

function legalMoves(state: GardensState): GardensMove[] {
  if (isCleared(state)) return [];
  const moves: GardensMove[] = playableColumns(state).map((c) => ({ t: "play", c }));
  if (state.stock.length > 0) moves.push({ t: "draw" });
  moves.push({ t: "powerup", id: "PP" });
  if (canUndo(state)) moves.push({ t: "powerup", id: "UN" });
  return moves;
}

function status(state: GardensState): GameStatus {
  if (isCleared(state)) return { phase: "won", score: state.score };
  if (state.stock.length === 0 && playableColumns(state).length === 0) {
    return { phase: "lost", score: state.score, reason: `No moves left: the stock is empty. This round clears ${clearedCount(state.layout)} of 35 cards.` };
  }
  return { phase: "playing", score: state.score };
}

/** The Seeds a round earns once it is over: 5 per card cleared; a cleared layout adds 100 and 10 per stock card left. */
export function seedsFor(state: GardensState): number {
  const phase = status(state).phase;
  if (phase === "playing") return 0;
  const cleared = clearedCount(state.layout) * SEEDS.perCard;
  return phase === "won" ? cleared + SEEDS.clearBonus + SEEDS.perStockCardAtClear * state.stock.length : cleared;
}

function itemReward(state: GardensState): ItemReward | null {
  const count = seedsFor(state);
  return count > 0 ? { itemId: SEEDS_ITEM, count } : null;
}

/** A readable picture of the table, for test failures. */
export function describe(state: GardensState): string {
  const columns = Array.from({ length: COLUMNS }, (_, column) => `c${column}: ${columnCards(state.layout, column).map(cardName).join(" ")}`);
  return [...columns, `stock ${state.stock.length} waste ${state.waste.length ? cardName(state.waste.at(-1)!) : "--"} score ${state.score}`].join("\n");
}

export const rules = {
  code: "SOL",
  version: 1,
  parseOptions,
  parseMove,
  newGame,
  legalMoves,
  apply,
  status,
  powerupOf: (move: GardensMove) => (move.t === "powerup" ? move.id : null),
  itemReward,
  minimumHumanMs: (moveCount: number) => moveCount * 200,
} satisfies GameRules<GardensState, GardensMove, Record<string, never>>;
