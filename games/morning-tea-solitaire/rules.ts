/**
 * Morning Tea Solitaire: Spider with one, two or four suits. Pure and deterministic (see
 * games/engines/gameRules.ts): the frame plays with it and the server replays the move log.
 *
 * Two decks' worth of cards (104) in ten columns: four of six and six of five, the top card face
 * up; the other 50 in the stock, dealt ten at a time, one face up on every column, and only when
 * no column is empty. Any card goes on a card one rank higher, whatever its suit, and on an empty
 * column; only runs down in one suit move together. A run from King to Ace in one suit leaves the
 * table at once. Eight runs win. Score: 500, less 1 per move or deal, plus 100 per run.
 * Only deals the solver has won are dealt (winnableDeals.json).
 *
 * A card on the table is an id: the face (0..51, see cards.ts) plus 52 times its copy, so the
 * eight Spades of a one-suit game stay eight distinct cards for the table to draw.
 */
import { cardName, cardSign, KING, rankOf, SUITS, type Card, type Suit } from "../engines/cards/cards.ts";
import { buildsDownInSuit, type Column } from "../engines/cards/piles.ts";
import { IllegalMoveError, type GameRules, type GameStatus } from "../engines/gameRules.ts";
import { canUndo, undo, type Undoable } from "../engines/undo.ts";
import { hashSeed, seededRandom } from "../engines/random.ts";
import winnableDeals from "./winnableDeals.json";
import { isRecord, shapeOf, isIntegerIn, isOneOf, notAMove } from "../engines/moveShapes.ts";

export type SuitCount = 1 | 2 | 4;
export interface SpiderOptions {
  readonly suits: SuitCount;
}
export const DEFAULT_OPTIONS: SpiderOptions = { suits: 1 };
export const SUIT_COUNTS: readonly SuitCount[] = [1, 2, 4];

export const COLUMNS = 10;
export const RUNS = 8;
export const FREEZE_MS = 30_000;
/** Cards More Cards gathers into a new deal (docs/product/play.md#game-rules). */
export const MORE_CARDS = 10;
export const SCORE = { start: 500, perMove: -1, perRun: 100 } as const;

export type ColumnPile = `t${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;
export type PowerupId = "UN" | "MC" | "FR";
export const POWERUPS: readonly PowerupId[] = ["UN", "MC", "FR"];

export type SpiderMove =
  | { readonly t: "deal" }
  /** The top `n` cards of `from` (a run in one suit) onto `to`. */
  | { readonly t: "move"; readonly from: ColumnPile; readonly to: ColumnPile; readonly n: number }
  | { readonly t: "powerup"; readonly id: PowerupId };

export interface SpiderState extends Undoable<SpiderState> {
  readonly options: SpiderOptions;
  /** The seed the cards were shuffled from (a listed winnable deal). */
  readonly deal: string;
  /** Card ids; the last one is dealt first. */
  readonly stock: readonly number[];
  readonly columns: readonly Column[];
  /** The King of each run cleared so far, in order. */
  readonly cleared: readonly number[];
  readonly moves: number;
}

export const COLUMN_PILES: readonly ColumnPile[] = ["t0", "t1", "t2", "t3", "t4", "t5", "t6", "t7", "t8", "t9"];

/** The face (0..51) of a card id. */
export function faceOf(id: number): Card {
  return id % 52;
}

function isColumnPile(value: unknown): value is ColumnPile {
  return typeof value === "string" && (COLUMN_PILES as readonly string[]).includes(value);
}

const isPowerupId = isOneOf(POWERUPS);

function parseOptions(raw: unknown): SpiderOptions {
  if (raw === undefined || raw === null) return DEFAULT_OPTIONS;
  if (!isRecord(raw)) throw new RangeError("Spider options must be an object like { suits: 2 }.");
  const unknownKeys = Object.keys(raw).filter((key) => key !== "suits");
  if (unknownKeys.length > 0) throw new RangeError(`Unknown Spider option: ${unknownKeys.join(", ")}.`);
  const suits = raw.suits ?? DEFAULT_OPTIONS.suits;
  if (suits !== 1 && suits !== 2 && suits !== 4) throw new RangeError("Spider is played with 1, 2 or 4 suits.");
  return { suits };
}

function parseMove(raw: unknown): SpiderMove {
  if (isRecord(raw)) {
    const keys = shapeOf(raw);
    if (raw.t === "deal" && keys === "t") return { t: "deal" };
    if (raw.t === "powerup" && keys === "id,t" && isPowerupId(raw.id)) return { t: "powerup", id: raw.id };
    if (raw.t === "move" && keys === "from,n,t,to" && isColumnPile(raw.from) && isColumnPile(raw.to)) {
      const n = raw.n;
      if (isIntegerIn(n, 1, KING)) return { t: "move", from: raw.from, to: raw.to, n };
    }
  }
  throw notAMove("Spider", raw);
}

/** The 104 card ids of a game with `suits` suits: each face as many times as makes 104. */
export function spiderDeck(suits: SuitCount): number[] {
  const used: readonly Suit[] = SUITS.slice(0, suits);
  const ids: number[] = [];
  for (let copy = 0; copy < 8 / suits; copy++) {
    for (const suit of used) {
      for (let rank = 1; rank <= KING; rank++) ids.push(SUITS.indexOf(suit) * 13 + rank - 1 + 52 * copy);
    }
  }
  return ids;
}

/** The deals the solver has won for a suit count. */
export function winnableDealsFor(suits: SuitCount): readonly string[] {
  return winnableDeals[`suits${suits}`];
}

/** Deals the cards of `deal` (four columns of six, six of five, the rest in the stock). */
export function dealTable(deal: string, suits: SuitCount): Pick<SpiderState, "stock" | "columns"> {
  const cards = seededRandom(deal).shuffle(spiderDeck(suits));
  const columns = COLUMN_PILES.map((_, index) => {
    const count = index < 4 ? 6 : 5;
    const taken = cards.splice(cards.length - count, count);
    return { down: taken.slice(0, -1), up: taken.slice(-1) };
  });
  return { stock: cards, columns };
}

function newGame(seed: string, options: SpiderOptions): SpiderState {
  const listed = winnableDealsFor(options.suits);
  if (listed.length === 0) throw new RangeError("No winnable deals are listed for this number of suits.");
  const deal = listed[hashSeed(seed) % listed.length]!;
  return { options, deal, ...dealTable(deal, options.suits), cleared: [], moves: 0, previous: null };
}

const columnIndex = (pile: ColumnPile) => Number(pile.slice(1));

/** Down by one in the same suit, on card ids. */
function followsInSuit(id: number, onto: number): boolean {
  return buildsDownInSuit(faceOf(id), faceOf(onto));
}

/** How many cards at the top of a column form a run down in one suit (0 for an empty column). */
export function runLength(column: Column): number {
  const up = column.up;
  let length = up.length > 0 ? 1 : 0;
  while (length < up.length && followsInSuit(up.at(-length)!, up.at(-length - 1)!)) length++;
  return length;
}

/** Why `n` cards cannot move from one column to another, or null. */
function moveProblem(columns: readonly Column[], from: ColumnPile, to: ColumnPile, n: number): string | null {
  if (from === to) return "A run cannot move onto its own column.";
  const source = columns[columnIndex(from)]!;
  if (source.up.length === 0) return "That column is empty.";
  if (n > source.up.length) return "Only face-up cards move.";
  if (n > runLength(source)) return "Only a run down in one suit moves together.";
  const target = columns[columnIndex(to)]!;
  const top = target.up.at(-1);
  if (top === undefined) {
    return n === source.up.length && source.down.length === 0 ? "Moving a whole column into an empty one changes nothing." : null;
  }
  const lead = faceOf(source.up.at(-n)!);
  return rankOf(lead) === rankOf(faceOf(top)) - 1 ? null : `The ${cardSign(lead)} cannot go on the ${cardSign(faceOf(top))}: a card goes on one a rank higher, of any suit.`;
}

/** Turns the top face-down card up where a column shows none, and clears a finished King-to-Ace run. */
function settle(column: Column, cleared: number[]): Column {
  let { down, up } = column;
  if (up.length >= KING && runLength({ down, up }) >= KING && rankOf(faceOf(up.at(-KING)!)) === KING) {
    cleared.push(up.at(-KING)!);
    up = up.slice(0, -KING);
  }
  if (up.length === 0 && down.length > 0) {
    up = down.slice(-1);
    down = down.slice(0, -1);
  }
  return { down, up };
}

function settleAll(state: SpiderState, columns: readonly Column[], touched: ReadonlySet<number>): Pick<SpiderState, "columns" | "cleared"> {
  const cleared = [...state.cleared];
  return { columns: columns.map((column, index) => (touched.has(index) ? settle(column, cleared) : column)), cleared };
}

export function isWon(state: Pick<SpiderState, "cleared">): boolean {
  return state.cleared.length === RUNS;
}

/** Moves cards between columns and deals, without counting or remembering (the solver uses it too). */
export function play(state: SpiderState, move: Exclude<SpiderMove, { t: "powerup" }>): SpiderState {
  if (move.t === "deal") {
    if (state.stock.length === 0) throw new IllegalMoveError("The stock is empty.");
    if (state.columns.some((column) => column.up.length === 0)) throw new IllegalMoveError("Every column needs a card before you deal.");
    const dealt = state.stock.slice(-COLUMNS).reverse();
    const columns = state.columns.map((column, index) => (index < dealt.length ? { down: column.down, up: [...column.up, dealt[index]!] } : column));
    return { ...state, stock: state.stock.slice(0, -dealt.length), ...settleAll(state, columns, new Set(columns.keys())) };
  }
  const problem = moveProblem(state.columns, move.from, move.to, move.n);
  if (problem) throw new IllegalMoveError(problem);
  const from = columnIndex(move.from);
  const to = columnIndex(move.to);
  const cards = state.columns[from]!.up.slice(-move.n);
  const columns = state.columns.map((column, index) => {
    if (index === from) return { down: column.down, up: column.up.slice(0, -move.n) };
    if (index === to) return { down: column.down, up: [...column.up, ...cards] };
    return column;
  });
  return { ...state, ...settleAll(state, columns, new Set([from, to])) };
}

/**
 * More Cards: up to ten cards gathered into the stock as one more deal, each the bottom card of
 * the fullest column that keeps a card (face-down cards come up into play this way).
 */
function gatherMoreCards(state: SpiderState): SpiderState {
  const columns = state.columns.map((column) => ({ down: [...column.down], up: [...column.up] }));
  const gathered: number[] = [];
  while (gathered.length < MORE_CARDS) {
    let fullest = -1;
    columns.forEach((column, index) => {
      const size = column.down.length + column.up.length;
      if (size >= 2 && (fullest < 0 || size > columns[fullest]!.down.length + columns[fullest]!.up.length)) fullest = index;
    });
    if (fullest < 0) break;
    const column = columns[fullest]!;
    gathered.push(column.down.length > 0 ? column.down.shift()! : column.up.shift()!);
  }
  if (gathered.length === 0) throw new IllegalMoveError("More Cards needs a column of two cards or more to gather from.");
  return { ...state, stock: [...gathered, ...state.stock], columns, previous: state };
}

function apply(state: SpiderState, move: SpiderMove): SpiderState {
  if (isWon(state)) throw new IllegalMoveError("The game is won.");
  if (move.t === "powerup") {
    if (move.id === "FR") return state;
    if (move.id === "MC") return gatherMoreCards(state);
    return undo(state);
  }
  return { ...play(state, move), moves: state.moves + 1, previous: state };
}

/** Every card move allowed now (longest first), then the deal. */
export function ordinaryMoves(state: SpiderState): Exclude<SpiderMove, { t: "powerup" }>[] {
  const moves: Exclude<SpiderMove, { t: "powerup" }>[] = [];
  state.columns.forEach((column, from) => {
    for (let n = runLength(column); n >= 1; n--) {
      for (const to of COLUMN_PILES) {
        if (moveProblem(state.columns, COLUMN_PILES[from]!, to, n) === null) moves.push({ t: "move", from: COLUMN_PILES[from]!, to, n });
      }
    }
  });
  if (state.stock.length > 0 && state.columns.every((column) => column.up.length > 0)) moves.push({ t: "deal" });
  return moves;
}

function canGather(state: SpiderState): boolean {
  return state.columns.some((column) => column.down.length + column.up.length >= 2);
}

function legalMoves(state: SpiderState): SpiderMove[] {
  if (isWon(state)) return [];
  const moves: SpiderMove[] = ordinaryMoves(state);
  if (canUndo(state)) moves.push({ t: "powerup", id: "UN" });
  if (canGather(state)) moves.push({ t: "powerup", id: "MC" });
  moves.push({ t: "powerup", id: "FR" });
  return moves;
}

export function score(state: SpiderState): number {
  return Math.max(0, SCORE.start + SCORE.perMove * state.moves + SCORE.perRun * state.cleared.length);
}

function status(state: SpiderState): GameStatus {
  if (isWon(state)) return { phase: "won", score: score(state) };
  if (ordinaryMoves(state).length === 0) {
    return { phase: "lost", score: score(state), reason: "No moves left: no card can move and the stock is empty." };
  }
  return { phase: "playing", score: score(state) };
}

/** "t3>t0x4", "deal", "MC": one short word per move, for solutions and logs. */
export function encodeMove(move: SpiderMove): string {
  if (move.t === "deal") return "deal";
  if (move.t === "powerup") return move.id;
  return `${move.from}>${move.to}x${move.n}`;
}

export function decodeMove(text: string): SpiderMove {
  if (text === "deal") return { t: "deal" };
  if (isPowerupId(text)) return { t: "powerup", id: text };
  const match = /^(t\d)>(t\d)x(\d+)$/.exec(text);
  if (!match) throw new IllegalMoveError(`"${text}" is not an encoded Spider move.`);
  return parseMove({ t: "move", from: match[1], to: match[2], n: Number(match[3]) });
}

/** A readable picture of the table, for test failures. */
export function describe(state: SpiderState): string {
  const names = (ids: readonly number[]) => ids.map((id) => cardName(faceOf(id))).join(" ");
  return [
    `stock ${state.stock.length} cleared ${state.cleared.length} moves ${state.moves}`,
    ...state.columns.map((column, index) => `t${index}: ${"## ".repeat(column.down.length)}${names(column.up)}`),
  ].join("\n");
}

export const rules = {
  code: "SPI",
  version: 1,
  parseOptions,
  parseMove,
  newGame,
  legalMoves,
  apply,
  status,
  powerupOf: (move: SpiderMove) => (move.t === "powerup" ? move.id : null),
  frozenMsOf: (powerupId: string) => (powerupId === "FR" ? FREEZE_MS : 0),
  minimumHumanMs: (moveCount: number) => moveCount * 150,
} satisfies GameRules<SpiderState, SpiderMove, SpiderOptions>;

