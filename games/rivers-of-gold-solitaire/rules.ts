/**
 * Rivers of Gold Solitaire: Klondike. Pure and deterministic (see games/engines/gameRules.ts):
 * the frame plays with it and the server replays the move log with it.
 *
 * Stock: draw 1 or 3; the waste may be turned back into the stock twice (three passes), which
 * is what makes More Cards worth having. Scoring is Windows standard: waste to tableau 5, to a
 * foundation 10, turning a tableau card over 5, foundation back to tableau -15; at the finish
 * 2 points come off per 10 seconds played and a win adds 700,000 / seconds (from 30 s).
 */
import { cardName, cardSign, KING, rankOf, shuffledDeck, type Card } from "../engines/cards/cards.ts";
import { buildsDownAlternating, buildsOnFoundation, dealColumns, isRun, type Column } from "../engines/cards/piles.ts";
import { IllegalMoveError, type FinishFacts, type GameRules, type GameStatus } from "../engines/gameRules.ts";
import { canUndo, undo, type Undoable } from "../engines/undo.ts";
import { hashSeed } from "../engines/random.ts";
import winnableDeals from "./winnableDeals.json";
import { isRecord, shapeOf, isIntegerIn, isOneOf, notAMove } from "../engines/moveShapes.ts";

export type DrawCount = 1 | 3;

export interface KlondikeOptions {
  readonly draw: DrawCount;
  /** Deal only deals the solver has won (winnableDeals.json). */
  readonly winnable: boolean;
}

export const DEFAULT_OPTIONS: KlondikeOptions = { draw: 1, winnable: false };
/** Times the waste may be turned back into the stock: three passes through the cards. */
export const MAX_RECYCLES = 2;
/** Cards More Cards returns from the waste to the stock (docs/product/play.md#game-rules). */
export const MORE_CARDS = 10;
export const FREEZE_MS = 30_000;
export const TABLEAU_COLUMNS = 7;
export const FOUNDATIONS = 4;

export type TableauPile = "t0" | "t1" | "t2" | "t3" | "t4" | "t5" | "t6";
export type FoundationPile = "f0" | "f1" | "f2" | "f3";
export type PileId = "w" | TableauPile | FoundationPile;
export type PowerupId = "UN" | "MC" | "FR";
export const POWERUPS: readonly PowerupId[] = ["UN", "MC", "FR"];

export type KlondikeMove =
  | { readonly t: "draw" }
  | { readonly t: "recycle" }
  /** `n` cards from the top of `from` (more than one only between tableau columns). */
  | { readonly t: "move"; readonly from: PileId; readonly to: TableauPile | FoundationPile; readonly n: number }
  | { readonly t: "powerup"; readonly id: PowerupId };

export interface KlondikeState extends Undoable<KlondikeState> {
  readonly options: KlondikeOptions;
  /** The seed the cards were shuffled from (a listed winnable deal's, in that mode). */
  readonly deal: string;
  /** Face down; the last card is the top. */
  readonly stock: readonly Card[];
  /** Face up; the last card is the top, the only one that plays. */
  readonly waste: readonly Card[];
  readonly foundations: readonly (readonly Card[])[];
  readonly tableau: readonly Column[];
  readonly recycles: number;
  readonly score: number;
}

export const SCORE = {
  wasteToTableau: 5,
  toFoundation: 10,
  turnOver: 5,
  foundationToTableau: -15,
  perTenSeconds: -2,
  winBonusMsFactor: 700_000,
} as const;

const TABLEAU_PILES: readonly TableauPile[] = ["t0", "t1", "t2", "t3", "t4", "t5", "t6"];
const FOUNDATION_PILES: readonly FoundationPile[] = ["f0", "f1", "f2", "f3"];
const PILES: readonly PileId[] = ["w", ...TABLEAU_PILES, ...FOUNDATION_PILES];

export function tableauPile(index: number): TableauPile {
  return TABLEAU_PILES[index]!;
}

export function foundationPile(index: number): FoundationPile {
  return FOUNDATION_PILES[index]!;
}

function isPileId(value: unknown): value is PileId {
  return typeof value === "string" && (PILES as readonly string[]).includes(value);
}

const isPowerupId = isOneOf(POWERUPS);

/** The deals the solver has won for a draw count (winnable mode deals only these). */
export function winnableDealsFor(draw: DrawCount): readonly string[] {
  return draw === 1 ? winnableDeals.draw1 : winnableDeals.draw3;
}

function parseOptions(raw: unknown): KlondikeOptions {
  if (raw === undefined || raw === null) return DEFAULT_OPTIONS;
  if (!isRecord(raw)) throw new RangeError("Klondike options must be an object like { draw: 1, winnable: false }.");
  const unknownKeys = Object.keys(raw).filter((key) => key !== "draw" && key !== "winnable");
  if (unknownKeys.length > 0) throw new RangeError(`Unknown Klondike option: ${unknownKeys.join(", ")}.`);
  const draw = raw.draw ?? DEFAULT_OPTIONS.draw;
  if (draw !== 1 && draw !== 3) throw new RangeError("Klondike draws 1 or 3 cards at a time.");
  const winnable = raw.winnable ?? DEFAULT_OPTIONS.winnable;
  if (typeof winnable !== "boolean") throw new RangeError("The winnable-deals option is true or false.");
  return { draw, winnable };
}

function parseMove(raw: unknown): KlondikeMove {
  if (!isRecord(raw)) throw new IllegalMoveError("A move must be an object.");
  const keys = shapeOf(raw);
  switch (raw.t) {
    case "draw":
    case "recycle":
      if (keys !== "t") break;
      return { t: raw.t };
    case "powerup":
      if (keys !== "id,t" || !isPowerupId(raw.id)) break;
      return { t: "powerup", id: raw.id };
    case "move": {
      if (keys !== "from,n,t,to") break;
      const { from, to, n } = raw;
      if (!isPileId(from) || !isPileId(to) || to === "w") break;
      if (!isIntegerIn(n, 1, KING)) break;
      return { t: "move", from, to, n };
    }
  }
  throw notAMove("Klondike", raw);
}

function newGame(seed: string, options: KlondikeOptions): KlondikeState {
  let deal = seed;
  if (options.winnable) {
    const listed = winnableDealsFor(options.draw);
    if (listed.length === 0) throw new RangeError("No winnable deals are listed for this draw count.");
    deal = listed[hashSeed(seed) % listed.length]!;
  }
  const { columns, rest } = dealColumns(shuffledDeck(deal), [1, 2, 3, 4, 5, 6, 7]);
  return {
    options,
    deal,
    stock: rest,
    waste: [],
    foundations: [[], [], [], []],
    tableau: columns,
    recycles: 0,
    score: 0,
    previous: null,
  };
}

function tableauIndex(pile: PileId): number {
  return pile.startsWith("t") ? Number(pile.slice(1)) : -1;
}

function foundationIndex(pile: PileId): number {
  return pile.startsWith("f") ? Number(pile.slice(1)) : -1;
}

/** The cards `move` would lift, or an explanation of why it cannot. */
function liftedCards(state: KlondikeState, from: PileId, n: number): readonly Card[] | string {
  if (from === "w") {
    if (state.waste.length === 0) return "The waste is empty.";
    return n === 1 ? state.waste.slice(-1) : "Only the top card of the waste plays.";
  }
  const foundation = foundationIndex(from);
  if (foundation >= 0) {
    const pile = state.foundations[foundation]!;
    if (pile.length === 0) return "That foundation is empty.";
    return n === 1 ? pile.slice(-1) : "Only the top card of a foundation moves.";
  }
  const column = state.tableau[tableauIndex(from)]!;
  if (column.up.length === 0) return "That column is empty.";
  if (n > column.up.length) return "Only face-up cards move.";
  const cards = column.up.slice(-n);
  return isRun(cards, buildsDownAlternating) ? cards : "Only a run down in alternating colours moves together.";
}

/** Why the cards cannot go to `to`, or null when they can. */
function placementProblem(state: KlondikeState, cards: readonly Card[], to: TableauPile | FoundationPile): string | null {
  const first = cards[0]!;
  const foundation = foundationIndex(to);
  if (foundation >= 0) {
    if (cards.length !== 1) return "One card at a time goes to a foundation.";
    return buildsOnFoundation(first, state.foundations[foundation]!)
      ? null
      : `The ${cardSign(first)} cannot go there yet: a foundation builds up in one suit, from the Ace.`;
  }
  const top = state.tableau[tableauIndex(to)]!.up.at(-1);
  if (top === undefined) return rankOf(first) === KING ? null : "Only a King can go to an empty column.";
  return buildsDownAlternating(first, top) ? null : `The ${cardSign(first)} cannot go on the ${cardSign(top)}: a card goes on one a rank higher of the other colour.`;
}

function removeFrom(state: KlondikeState, from: PileId, n: number): Pick<KlondikeState, "waste" | "foundations" | "tableau"> & { turned: boolean } {
  if (from === "w") return { waste: state.waste.slice(0, -1), foundations: state.foundations, tableau: state.tableau, turned: false };
  const foundation = foundationIndex(from);
  if (foundation >= 0) {
    const foundations = state.foundations.map((pile, index) => (index === foundation ? pile.slice(0, -1) : pile));
    return { waste: state.waste, foundations, tableau: state.tableau, turned: false };
  }
  const columnIndex = tableauIndex(from);
  const column = state.tableau[columnIndex]!;
  let next: Column = { down: column.down, up: column.up.slice(0, -n) };
  // The card under the moved ones turns face up by itself.
  const turned = next.up.length === 0 && next.down.length > 0;
  if (turned) next = { down: next.down.slice(0, -1), up: next.down.slice(-1) };
  const tableau = state.tableau.map((pile, index) => (index === columnIndex ? next : pile));
  return { waste: state.waste, foundations: state.foundations, tableau, turned };
}

function moveScore(from: PileId, to: PileId, turned: boolean): number {
  let score = turned ? SCORE.turnOver : 0;
  if (to.startsWith("f")) score += from.startsWith("f") ? 0 : SCORE.toFoundation;
  else if (from === "w") score += SCORE.wasteToTableau;
  else if (from.startsWith("f")) score += SCORE.foundationToTableau;
  return score;
}

function isWon(state: KlondikeState): boolean {
  return state.foundations.every((pile) => pile.length === KING);
}

function applyCardMove(state: KlondikeState, from: PileId, to: TableauPile | FoundationPile, n: number): KlondikeState {
  if (from === to) throw new IllegalMoveError("A card cannot move onto its own pile.");
  const cards = liftedCards(state, from, n);
  if (typeof cards === "string") throw new IllegalMoveError(cards);
  const problem = placementProblem(state, cards, to);
  if (problem) throw new IllegalMoveError(problem);
  const removed = removeFrom(state, from, n);
  const target = foundationIndex(to);
  const foundations =
    target >= 0 ? removed.foundations.map((pile, index) => (index === target ? [...pile, cards[0]!] : pile)) : removed.foundations;
  const column = tableauIndex(to);
  const tableau =
    column >= 0
      ? removed.tableau.map((pile, index) => (index === column ? { down: pile.down, up: [...pile.up, ...cards] } : pile))
      : removed.tableau;
  return {
    ...state,
    waste: removed.waste,
    foundations,
    tableau,
    score: Math.max(0, state.score + moveScore(from, to, removed.turned)),
    previous: state,
  };
}

function applyPowerup(state: KlondikeState, id: PowerupId): KlondikeState {
  switch (id) {
    case "UN":
      return undo(state);
    case "MC": {
      if (state.waste.length === 0) throw new IllegalMoveError("More Cards needs cards in the waste to return to the stock.");
      // The oldest waste cards go under the stock, in the order a redeal would bring them.
      const returned = state.waste.slice(0, MORE_CARDS);
      return { ...state, stock: [...returned.reverse(), ...state.stock], waste: state.waste.slice(MORE_CARDS), previous: state };
    }
    case "FR":
      return state;
  }
}

function apply(state: KlondikeState, move: KlondikeMove): KlondikeState {
  if (isWon(state)) throw new IllegalMoveError("The game is won.");
  switch (move.t) {
    case "powerup":
      return applyPowerup(state, move.id);
    case "draw": {
      if (state.stock.length === 0) throw new IllegalMoveError("The stock is empty.");
      const drawn = state.stock.slice(-state.options.draw).reverse();
      return { ...state, stock: state.stock.slice(0, -drawn.length), waste: [...state.waste, ...drawn], previous: state };
    }
    case "recycle":
      if (state.stock.length > 0) throw new IllegalMoveError("The stock is not empty yet.");
      if (state.waste.length === 0) throw new IllegalMoveError("The waste is empty.");
      if (state.recycles >= MAX_RECYCLES) throw new IllegalMoveError("No more passes through the stock: More Cards can add some.");
      return { ...state, stock: [...state.waste].reverse(), waste: [], recycles: state.recycles + 1, previous: state };
    case "move":
      return applyCardMove(state, move.from, move.to, move.n);
  }
}

/** Every card move allowed now, foundations first. */
export function cardMoves(state: KlondikeState): KlondikeMove[] {
  const moves: KlondikeMove[] = [];
  const tryMove = (from: PileId, to: TableauPile | FoundationPile, n: number) => {
    if (from === to) return;
    const cards = liftedCards(state, from, n);
    if (typeof cards !== "string" && placementProblem(state, cards, to) === null) moves.push({ t: "move", from, to, n });
  };
  const sources: [PileId, number][] = [["w", 1]];
  state.tableau.forEach((column, index) => {
    for (let n = column.up.length; n >= 1; n--) sources.push([tableauPile(index), n]);
  });
  for (const [from, n] of sources) {
    if (n === 1) FOUNDATION_PILES.forEach((to) => tryMove(from, to, 1));
  }
  for (const [from, n] of sources) TABLEAU_PILES.forEach((to) => tryMove(from, to, n));
  FOUNDATION_PILES.forEach((from) => TABLEAU_PILES.forEach((to) => tryMove(from, to, 1)));
  return moves;
}

function legalMoves(state: KlondikeState): KlondikeMove[] {
  if (isWon(state)) return [];
  const moves = cardMoves(state);
  if (state.stock.length > 0) moves.push({ t: "draw" });
  else if (state.waste.length > 0 && state.recycles < MAX_RECYCLES) moves.push({ t: "recycle" });
  if (canUndo(state)) moves.push({ t: "powerup", id: "UN" });
  if (state.waste.length > 0) moves.push({ t: "powerup", id: "MC" });
  moves.push({ t: "powerup", id: "FR" });
  return moves;
}

/** A move that changes something: shifting a whole column onto an empty one does not. */
function hasOrdinaryMove(state: KlondikeState): boolean {
  if (state.stock.length > 0 || (state.waste.length > 0 && state.recycles < MAX_RECYCLES)) return true;
  return cardMoves(state).some((move) => {
    if (move.t !== "move" || !move.from.startsWith("t") || !move.to.startsWith("t")) return true;
    const from = state.tableau[tableauIndex(move.from)]!;
    const wholeColumn = from.down.length === 0 && move.n === from.up.length;
    return !(wholeColumn && state.tableau[tableauIndex(move.to)]!.up.length === 0);
  });
}

function status(state: KlondikeState): GameStatus {
  if (isWon(state)) return { phase: "won", score: state.score };
  if (!hasOrdinaryMove(state)) {
    return { phase: "lost", score: state.score, reason: "No moves left: no card can move and the stock is spent." };
  }
  return { phase: "playing", score: state.score };
}

/** The score at the finish: time costs 2 points per 10 s, and a win earns 700,000 / seconds. */
function finalScore(state: KlondikeState, facts: FinishFacts): number {
  const seconds = Math.max(0, Math.floor(facts.playedMs / 1000));
  const base = Math.max(0, state.score + SCORE.perTenSeconds * Math.floor(seconds / 10));
  return isWon(state) ? base + Math.round(SCORE.winBonusMsFactor / Math.max(30, seconds)) : base;
}

/** The move that puts the top card of `from` on a foundation, when one may. */
export function foundationMoveFrom(state: KlondikeState, from: PileId): KlondikeMove | null {
  if (from.startsWith("f")) return null;
  const cards = liftedCards(state, from, 1);
  if (typeof cards === "string") return null;
  const to = FOUNDATION_PILES.find((pile) => placementProblem(state, cards, pile) === null);
  return to ? { t: "move", from, to, n: 1 } : null;
}

/** Every tableau card is face up: what is left is sorting, which the game can do for the player. */
export function isTableauFaceUp(state: KlondikeState): boolean {
  return state.tableau.every((column) => column.down.length === 0);
}

/** Nothing left to decide: stock and waste spent and every tableau card face up. */
export function canAutoComplete(state: KlondikeState): boolean {
  return !isWon(state) && state.stock.length === 0 && state.waste.length === 0 && isTableauFaceUp(state);
}

/** The next move of an auto-complete: the lowest tableau card that goes to a foundation. */
export function autoCompleteMove(state: KlondikeState): KlondikeMove | null {
  if (!canAutoComplete(state)) return null;
  let best: KlondikeMove | null = null;
  let bestRank = KING + 1;
  state.tableau.forEach((column, index) => {
    const top = column.up.at(-1);
    if (top === undefined || rankOf(top) >= bestRank) return;
    const move = foundationMoveFrom(state, tableauPile(index));
    if (move) {
      best = move;
      bestRank = rankOf(top);
    }
  });
  return best;
}

/** "t3>f0x1", "draw", "UN": one short line per move, for solutions and logs. */
export function encodeMove(move: KlondikeMove): string {
  switch (move.t) {
    case "draw":
    case "recycle":
      return move.t;
    case "powerup":
      return move.id;
    case "move":
      return `${move.from}>${move.to}x${move.n}`;
  }
}

export function decodeMove(text: string): KlondikeMove {
  if (text === "draw" || text === "recycle") return { t: text };
  if (isPowerupId(text)) return { t: "powerup", id: text };
  const match = /^(w|t[0-6]|f[0-3])>(t[0-6]|f[0-3])x(\d+)$/.exec(text);
  if (!match) throw new IllegalMoveError(`"${text}" is not an encoded Klondike move.`);
  return parseMove({ t: "move", from: match[1], to: match[2], n: Number(match[3]) });
}

/** A readable picture of the table, for test failures. */
export function describe(state: KlondikeState): string {
  const names = (cards: readonly Card[]) => cards.map(cardName).join(" ");
  return [
    `stock ${state.stock.length} waste [${names(state.waste.slice(-3))}] recycles ${state.recycles} score ${state.score}`,
    `foundations ${state.foundations.map((pile) => (pile.length ? cardName(pile.at(-1)!) : "--")).join(" ")}`,
    ...state.tableau.map((column, index) => `t${index}: ${"## ".repeat(column.down.length)}${names(column.up)}`),
  ].join("\n");
}

export const rules = {
  code: "KLO",
  version: 1,
  parseOptions,
  parseMove,
  newGame,
  legalMoves,
  apply,
  status,
  powerupOf: (move: KlondikeMove) => (move.t === "powerup" ? move.id : null),
  frozenMsOf: (powerupId: string) => (powerupId === "FR" ? FREEZE_MS : 0),
  finalScore,
  bonusName: "Time bonus",
  minimumHumanMs: (moveCount: number) => moveCount * 150,
} satisfies GameRules<KlondikeState, KlondikeMove, KlondikeOptions>;
