/**
 * FreeCell Bakery Solitaire: FreeCell on the classic numbered deals. Pure and deterministic (see
 * games/engines/gameRules.ts): the frame plays with it and the server replays the move log.
 *
 * All 52 cards face up in eight columns, four free cells, four foundations (one per suit, in
 * SUITS order). Columns build down in alternating colours; any card may go to an empty column.
 * A run moves at once when (free cells + 1) * 2^(empty columns) allows it (an empty column that
 * is the target does not count). After each move the cards no other card could still need go
 * home by themselves. Only deals the solver has won are dealt (provenDeals.ts).
 * Score: 10 per card home; a win adds 700,000 / seconds played (from 30 s).
 */
import { cardName, cardSign, colorOf, KING, rankOf, SUITS, suitOf, type Card } from "../engines/cards/cards.ts";
import { FIRST_MICROSOFT_DEAL, LAST_MICROSOFT_DEAL, microsoftColumns } from "../engines/cards/microsoftDeals.ts";
import { buildsDownAlternating, isRun } from "../engines/cards/piles.ts";
import { IllegalMoveError, type FinishFacts, type GameRules, type GameStatus } from "../engines/gameRules.ts";
import { canUndo, undo, type Undoable } from "../engines/undo.ts";
import { hashSeed } from "../engines/random.ts";
import { isProvenDeal, PROVEN_RANGE } from "./provenDeals.ts";
import { isRecord, shapeOf, isIntegerIn, isOneOf, notAMove } from "../engines/moveShapes.ts";

export const COLUMNS = 8;
export const CELLS = 4;
export const FREEZE_MS = 30_000;
export const SCORE = { perCardHome: 10, winBonusMsFactor: 700_000 } as const;

export interface FreeCellOptions {
  /** A chosen deal number; null deals a proven one chosen by the session's seed. */
  readonly deal: number | null;
}
export const DEFAULT_OPTIONS: FreeCellOptions = { deal: null };

export type ColumnPile = `t${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7}`;
export type CellPile = `c${0 | 1 | 2 | 3}`;
export type SourcePile = ColumnPile | CellPile;
/** "f": the foundation of the card's own suit. */
export type TargetPile = SourcePile | "f";
export type PowerupId = "UN" | "HI" | "FR";
export const POWERUPS: readonly PowerupId[] = ["UN", "HI", "FR"];

export type FreeCellMove =
  /** `n` cards from the top of `from` (more than one only from a column to a column). */
  | { readonly t: "move"; readonly from: SourcePile; readonly to: TargetPile; readonly n: number }
  | { readonly t: "powerup"; readonly id: PowerupId };

/** The cards on the table: what the solver searches and the rules move. */
export interface Position {
  /** null: an empty free cell. */
  readonly cells: readonly (Card | null)[];
  /** The rank on each suit's foundation (0: empty), in SUITS order. */
  readonly home: readonly number[];
  /** Bottom card first; the last card is the top. */
  readonly columns: readonly (readonly Card[])[];
}

export interface FreeCellState extends Position, Undoable<FreeCellState> {
  readonly options: FreeCellOptions;
  readonly deal: number;
  readonly score: number;
}

export const COLUMN_PILES: readonly ColumnPile[] = ["t0", "t1", "t2", "t3", "t4", "t5", "t6", "t7"];
export const CELL_PILES: readonly CellPile[] = ["c0", "c1", "c2", "c3"];
const SOURCES: readonly string[] = [...COLUMN_PILES, ...CELL_PILES];

function isSource(value: unknown): value is SourcePile {
  return typeof value === "string" && SOURCES.includes(value);
}

function isTarget(value: unknown): value is TargetPile {
  return value === "f" || isSource(value);
}

const isPowerupId = isOneOf(POWERUPS);

function parseOptions(raw: unknown): FreeCellOptions {
  if (raw === undefined || raw === null) return DEFAULT_OPTIONS;
  if (!isRecord(raw)) throw new RangeError("FreeCell options must be an object like { deal: 617 }.");
  const unknownKeys = Object.keys(raw).filter((key) => key !== "deal");
  if (unknownKeys.length > 0) throw new RangeError(`Unknown FreeCell option: ${unknownKeys.join(", ")}.`);
  const deal = raw.deal ?? null;
  if (deal === null) return DEFAULT_OPTIONS;
  if (typeof deal !== "number" || !Number.isInteger(deal)) throw new RangeError("A deal number is a whole number.");
  if (!isProvenDeal(deal)) {
    throw new RangeError(`Deal #${deal} is not one we have proven solvable: choose another number from ${PROVEN_RANGE.first} to ${PROVEN_RANGE.last}.`);
  }
  return { deal };
}

function parseMove(raw: unknown): FreeCellMove {
  if (isRecord(raw)) {
    const keys = shapeOf(raw);
    if (raw.t === "powerup" && keys === "id,t" && isPowerupId(raw.id)) return { t: "powerup", id: raw.id };
    if (raw.t === "move" && keys === "from,n,t,to" && isSource(raw.from) && isTarget(raw.to)) {
      const n = raw.n;
      if (isIntegerIn(n, 1, KING)) return { t: "move", from: raw.from, to: raw.to, n };
    }
  }
  throw notAMove("FreeCell", raw);
}

/**
 * A proven deal from the session's seed: the seed's picks from the whole classic range, the first
 * proven one. Independent of how far the proven list reaches, so a longer list changes few seeds' deals.
 */
export function dealForSeed(seed: string): number {
  for (let attempt = 0; ; attempt++) {
    const deal = FIRST_MICROSOFT_DEAL + (hashSeed(`${seed}#${attempt}`) % (LAST_MICROSOFT_DEAL - FIRST_MICROSOFT_DEAL + 1));
    if (isProvenDeal(deal)) return deal;
  }
}

function newGame(seed: string, options: FreeCellOptions): FreeCellState {
  const deal = options.deal ?? dealForSeed(seed);
  const dealt: Position = { cells: [null, null, null, null], home: [0, 0, 0, 0], columns: microsoftColumns(deal) };
  // The deal may already hold an Ace on top: it goes home (and scores) before the first move.
  const start = autoPlay(dealt);
  return { ...start, options, deal, score: SCORE.perCardHome * cardsHome(start), previous: null };
}

const pileIndex = (pile: SourcePile) => Number(pile.slice(1));

export function freeCellCount(position: Position): number {
  return position.cells.filter((cell) => cell === null).length;
}

export function emptyColumnCount(position: Position): number {
  return position.columns.filter((column) => column.length === 0).length;
}

/** How many cards may move at once to `to`: (free cells + 1) * 2^(empty columns not the target). */
export function maxRunLength(position: Position, toEmptyColumn: boolean): number {
  const empty = emptyColumnCount(position) - (toEmptyColumn ? 1 : 0);
  return (freeCellCount(position) + 1) * 2 ** empty;
}

/** Whether `card` goes on its suit's foundation now. */
export function goesHome(position: Position, card: Card): boolean {
  return position.home[SUITS.indexOf(suitOf(card))] === rankOf(card) - 1;
}

/** The cards `n` from the top of `from` would lift, or why not. */
function lifted(position: Position, from: SourcePile, n: number): readonly Card[] | string {
  if (from.startsWith("c")) {
    const card = position.cells[pileIndex(from)];
    if (card === null || card === undefined) return "That free cell is empty.";
    return n === 1 ? [card] : "A free cell holds one card.";
  }
  const column = position.columns[pileIndex(from)]!;
  if (column.length === 0) return "That column is empty.";
  if (n > column.length) return "That column has fewer cards.";
  const cards = column.slice(-n);
  return isRun(cards, buildsDownAlternating) ? cards : "Only a run down in alternating colours moves together.";
}

/** Why `cards` (from `from`) cannot go to `to`, or null. */
function placementProblem(position: Position, from: SourcePile, cards: readonly Card[], to: TargetPile): string | null {
  if (from === to) return "A card cannot move onto its own pile.";
  if (from.startsWith("c") && to.startsWith("c")) return "A card leaves a free cell for a column or its foundation.";
  if (to === "f") {
    if (cards.length !== 1) return "One card at a time goes to a foundation.";
    return goesHome(position, cards[0]!) ? null : `The ${cardSign(cards[0]!)} cannot go home yet: a foundation builds up in one suit, from the Ace.`;
  }
  if (to.startsWith("c")) {
    if (cards.length !== 1) return "A free cell holds one card.";
    return position.cells[pileIndex(to)] === null ? null : "That free cell is taken.";
  }
  const column = position.columns[pileIndex(to)]!;
  const top = column.at(-1);
  if (top === undefined && from.startsWith("t") && position.columns[pileIndex(from)]!.length === cards.length) {
    return "Moving a whole column into an empty one changes nothing.";
  }
  if (top !== undefined && !buildsDownAlternating(cards[0]!, top)) return `The ${cardSign(cards[0]!)} cannot go on the ${cardSign(top)}: a card goes on one a rank higher of the other colour.`;
  const limit = maxRunLength(position, top === undefined);
  if (cards.length > limit) {
    return `Only ${limit} card${limit === 1 ? "" : "s"} can move at once now: free a cell or empty a column to move more.`;
  }
  return null;
}

function put(position: Position, from: SourcePile, cards: readonly Card[], to: TargetPile): Position {
  let { cells, home, columns } = position;
  if (from.startsWith("c")) cells = cells.map((card, index) => (index === pileIndex(from) ? null : card));
  else columns = columns.map((column, index) => (index === pileIndex(from) ? column.slice(0, -cards.length) : column));
  if (to === "f") {
    const suit = SUITS.indexOf(suitOf(cards[0]!));
    home = home.map((rank, index) => (index === suit ? rank + 1 : rank));
  } else if (to.startsWith("c")) cells = cells.map((card, index) => (index === pileIndex(to) ? cards[0]! : card));
  else columns = columns.map((column, index) => (index === pileIndex(to) ? [...column, ...cards] : column));
  return { cells, home, columns };
}

/** The position after a card move, or why it is not allowed (no auto-play). */
export function moveCards(position: Position, from: SourcePile, to: TargetPile, n: number): Position | string {
  const cards = lifted(position, from, n);
  if (typeof cards === "string") return cards;
  const problem = placementProblem(position, from, cards, to);
  return problem ?? put(position, from, cards, to);
}

/** No card could still need this one to build on: both cards of the other colour one rank lower are home. */
export function isSafeHome(position: Position, card: Card): boolean {
  const rank = rankOf(card);
  if (rank <= 2) return true;
  return SUITS.every((suit, index) => colorOf(SUITS.indexOf(suit) * 13) === colorOf(card) || position.home[index]! >= rank - 1);
}

/** Sends every safe card home (free cells first, then columns left to right), until none is left. */
export function autoPlay(position: Position): Position {
  let current = position;
  for (;;) {
    const cell = current.cells.findIndex((card) => card !== null && goesHome(current, card) && isSafeHome(current, card));
    if (cell >= 0) {
      current = put(current, CELL_PILES[cell]!, [current.cells[cell]!], "f");
      continue;
    }
    const column = current.columns.findIndex((cards) => {
      const top = cards.at(-1);
      return top !== undefined && goesHome(current, top) && isSafeHome(current, top);
    });
    if (column < 0) return current;
    current = put(current, COLUMN_PILES[column]!, [current.columns[column]!.at(-1)!], "f");
  }
}

export function cardsHome(position: Position): number {
  return position.home.reduce((sum, rank) => sum + rank, 0);
}

export function isWon(position: Position): boolean {
  return cardsHome(position) === 52;
}

function apply(state: FreeCellState, move: FreeCellMove): FreeCellState {
  if (isWon(state)) throw new IllegalMoveError("The game is won.");
  if (move.t === "powerup") {
    if (move.id !== "UN") return state;
    return undo(state);
  }
  const moved = moveCards(state, move.from, move.to, move.n);
  if (typeof moved === "string") throw new IllegalMoveError(moved);
  const after = autoPlay(moved);
  return {
    ...state,
    ...after,
    score: state.score + SCORE.perCardHome * (cardsHome(after) - cardsHome(state)),
    previous: state,
  };
}

/** Every card move allowed now: home first, then onto columns (longest run first), into free cells. */
export function cardMoves(position: Position): Extract<FreeCellMove, { t: "move" }>[] {
  const moves: Extract<FreeCellMove, { t: "move" }>[] = [];
  const sources: SourcePile[] = [
    ...CELL_PILES.filter((_, index) => position.cells[index] !== null),
    ...COLUMN_PILES.filter((_, index) => position.columns[index]!.length > 0),
  ];
  for (const from of sources) {
    const top = from.startsWith("c") ? position.cells[pileIndex(from)]! : position.columns[pileIndex(from)]!.at(-1)!;
    if (goesHome(position, top)) moves.push({ t: "move", from, to: "f", n: 1 });
  }
  for (const from of sources) {
    const column = from.startsWith("t") ? position.columns[pileIndex(from)]! : null;
    let runLength = 1;
    if (column) while (runLength < column.length && buildsDownAlternating(column.at(-runLength)!, column.at(-runLength - 1)!)) runLength++;
    for (const to of COLUMN_PILES) {
      if (to === from) continue;
      for (let n = runLength; n >= 1; n--) {
        const cards = lifted(position, from, n);
        if (typeof cards !== "string" && placementProblem(position, from, cards, to) === null) moves.push({ t: "move", from, to, n });
      }
    }
  }
  const freeCells = CELL_PILES.filter((_, index) => position.cells[index] === null);
  for (const from of sources) if (from.startsWith("t")) for (const to of freeCells) moves.push({ t: "move", from, to, n: 1 });
  return moves;
}

function legalMoves(state: FreeCellState): FreeCellMove[] {
  if (isWon(state)) return [];
  const moves: FreeCellMove[] = cardMoves(state);
  if (canUndo(state)) moves.push({ t: "powerup", id: "UN" });
  moves.push({ t: "powerup", id: "HI" }, { t: "powerup", id: "FR" });
  return moves;
}

function status(state: FreeCellState): GameStatus {
  if (isWon(state)) return { phase: "won", score: state.score };
  if (cardMoves(state).length === 0) {
    return { phase: "lost", score: state.score, reason: "No moves left: every free cell is full and no card can move." };
  }
  return { phase: "playing", score: state.score };
}

/** A win adds 700,000 / seconds played (counted from 30 s) to the cards' points. */
function finalScore(state: FreeCellState, facts: FinishFacts): number {
  if (!isWon(state)) return state.score;
  const seconds = Math.max(30, Math.floor(facts.playedMs / 1000));
  return state.score + Math.round(SCORE.winBonusMsFactor / seconds);
}

/** The move that sends the top card of `from` home, when it can go. */
export function homeMoveFrom(position: Position, from: SourcePile): FreeCellMove | null {
  const cards = lifted(position, from, 1);
  if (typeof cards === "string" || !goesHome(position, cards[0]!)) return null;
  return { t: "move", from, to: "f", n: 1 };
}

/** "t3>c0x1", "t0>fx1", "UN": one short word per move, for solutions and logs. */
export function encodeMove(move: FreeCellMove): string {
  return move.t === "powerup" ? move.id : `${move.from}>${move.to}x${move.n}`;
}

export function decodeMove(text: string): FreeCellMove {
  if (isPowerupId(text)) return { t: "powerup", id: text };
  const match = /^([tc]\d)>([tc]\d|f)x(\d+)$/.exec(text);
  if (!match) throw new IllegalMoveError(`"${text}" is not an encoded FreeCell move.`);
  return parseMove({ t: "move", from: match[1], to: match[2], n: Number(match[3]) });
}

/** A readable picture of the table, for test failures. */
export function describe(position: Position): string {
  return [
    `cells ${position.cells.map((card) => (card === null ? "--" : cardName(card))).join(" ")} home ${position.home.join(" ")}`,
    ...position.columns.map((column, index) => `t${index}: ${column.map(cardName).join(" ")}`),
  ].join("\n");
}

export const rules = {
  code: "FRE",
  version: 1,
  parseOptions,
  parseMove,
  newGame,
  legalMoves,
  apply,
  status,
  powerupOf: (move: FreeCellMove) => (move.t === "powerup" ? move.id : null),
  frozenMsOf: (powerupId: string) => (powerupId === "FR" ? FREEZE_MS : 0),
  finalScore,
  bonusName: "Time bonus",
  minimumHumanMs: (moveCount: number) => moveCount * 150,
} satisfies GameRules<FreeCellState, FreeCellMove, FreeCellOptions>;
