/**
 * Starscape Memories (STA): concentration with 48 cards, 24 pairs of star-themed pictures (docs/product/play.md#game-rules).
 *
 * Where each picture lies is hidden information: the layout comes from the session's server-only
 * secret seed (`hidden.secret`), and every flip is a server move whose answer (`hidden.reveal`) is
 * that one card's face. The state holds the faces of found pairs, the card turned up waiting for
 * its partner and the last miss (for the short look before both turn back); nothing else.
 *
 * A daily game (the server's daily seed, "STA:2026-11-30") is the same layout for everyone that Los
 * Angeles day: the server keys that date's secret seed with its own secret (api/play/play.ts), so
 * the public seed only names the day.
 *
 * Timed: the frame's clock plays `timeUp` when the time (4 minutes, plus 30 s per Add Time) is
 * gone, which loses the game unless an Add Time revives it. Powerups (docs/product/play.md#game-rules): Reveal (RV) peeks at
 * every hidden face, Freeze (FR) stops the clock for 30 s, Add Time (AT) adds 30 s.
 */
import { dailyDateOf } from "../engines/daily/days.ts";
import { IllegalMoveError, type FinishFacts, type GameRules, type GameStatus } from "../engines/gameRules.ts";
import { isIntegerIn, isOneOf, isRecord, noOptions, notAMove, shapeOf } from "../engines/moveShapes.ts";
import { seededRandom } from "../engines/random.ts";

export const PAIRS = 24;
export const CARDS = PAIRS * 2;
export const TIME_LIMIT_MS = 4 * 60_000;
export const ADD_TIME_MS = 30_000;
export const FREEZE_MS = 30_000;
/** A quick player flips a card about every third of a second; faster is a bot. */
const MINIMUM_MS_PER_MOVE = 350;

export const REVEAL = "RV";
export const FREEZE = "FR";
export const ADD_TIME = "AT";
/** The powerups that are moves; Freeze only stops the clock. */
export type StarscapeMovePowerup = typeof REVEAL | typeof ADD_TIME;

export type StarscapeMove = { t: "flip"; card: number } | { t: "powerup"; id: StarscapeMovePowerup } | { t: "timeUp" };

/** A card's position on the table with the picture the server showed for it. */
export interface ShownCard {
  card: number;
  face: number;
}

/** The server's answer: a flipped card's face, or every hidden face for a Reveal. */
export type StarscapeReveal = { t: "face"; face: number } | { t: "peek"; cards: ShownCard[] } | null;

export interface StarscapeSecret {
  /** The face of each of the 48 cards. */
  layout: number[];
}

export type StarscapeOptions = Record<string, never>;

export interface StarscapeState {
  /** The Los Angeles date of a daily game, or null. */
  daily: string | null;
  /** The face of each card whose pair is found, else null. */
  found: (number | null)[];
  /** The first card of a pair, turned up and waiting for its partner. */
  open: ShownCard | null;
  /** The two cards of the last flip that did not match, until the next flip. */
  miss: [ShownCard, ShownCard] | null;
  flips: number;
  pairs: number;
  addedMs: number;
  timeUp: boolean;
  /** Powerup moves used so far, by id. */
  used: Record<StarscapeMovePowerup, number>;
}

const isMovePowerup = isOneOf<StarscapeMovePowerup>([REVEAL, ADD_TIME]);
const isCard = (value: unknown): value is number => isIntegerIn(value, 0, CARDS - 1);
const isFace = (value: unknown): value is number => isIntegerIn(value, 0, PAIRS - 1);

function parseMove(raw: unknown): StarscapeMove {
  if (isRecord(raw)) {
    const shape = shapeOf(raw);
    if (raw.t === "flip" && shape === "card,t" && isCard(raw.card)) return { t: "flip", card: raw.card };
    if (raw.t === "powerup" && shape === "id,t" && isMovePowerup(raw.id)) return { t: "powerup", id: raw.id };
    if (raw.t === "timeUp" && shape === "t") return { t: "timeUp" };
  }
  throw notAMove("Starscape Memories", raw);
}

function phaseOf(state: StarscapeState): GameStatus["phase"] {
  if (state.pairs === PAIRS) return "won";
  return state.timeUp ? "lost" : "playing";
}

/** The cards whose pair is not found yet: what a Reveal shows. */
export function hiddenCards(state: StarscapeState): number[] {
  return state.found.flatMap((face, card) => (face === null ? [card] : []));
}

/** Throws when `move` is not allowed in `state`; the frame uses it too, to spend nothing on a refused move. */
export function checkMove(state: StarscapeState, move: StarscapeMove): void {
  const phase = phaseOf(state);
  // Add Time is the one move that revives a game whose time ran out.
  const revives = move.t === "powerup" && move.id === ADD_TIME && state.timeUp;
  if (phase !== "playing" && !(phase === "lost" && revives)) throw new IllegalMoveError("The game is over.");
  if (move.t !== "flip") return;
  if (state.found[move.card] !== null) throw new IllegalMoveError("That pair is already found.");
  if (state.open?.card === move.card) throw new IllegalMoveError("That card is already face up.");
}

function reveal(secret: StarscapeSecret, state: StarscapeState, move: StarscapeMove): StarscapeReveal {
  checkMove(state, move);
  if (move.t === "flip") return { t: "face", face: secret.layout[move.card]! };
  if (move.t === "powerup" && move.id === REVEAL) return { t: "peek", cards: hiddenCards(state).map((card) => ({ card, face: secret.layout[card]! })) };
  return null;
}

const unreadable = () => new IllegalMoveError("The server's answer is not readable.");

/** The server's answer, as the frame receives it (JSON). */
export function parseReveal(raw: unknown): StarscapeReveal {
  if (raw === null || raw === undefined) return null;
  if (!isRecord(raw)) throw unreadable();
  if (raw.t === "face" && isFace(raw.face)) return { t: "face", face: raw.face };
  if (raw.t === "peek" && Array.isArray(raw.cards)) {
    return {
      t: "peek",
      cards: raw.cards.map((entry: unknown) => {
        if (!isRecord(entry) || !isCard(entry.card) || !isFace(entry.face)) throw unreadable();
        return { card: entry.card, face: entry.face };
      }),
    };
  }
  throw unreadable();
}

const doesNotFit = () => new IllegalMoveError("The server's answer does not fit this move.");

function flip(state: StarscapeState, card: number, face: number): StarscapeState {
  // A face already paired off cannot show up a third time.
  if (state.found.includes(face)) throw doesNotFit();
  const shown = { card, face };
  const flips = state.flips + 1;
  if (state.open === null) return { ...state, flips, open: shown, miss: null };
  if (state.open.face !== face) return { ...state, flips, open: null, miss: [state.open, shown] };
  const found = [...state.found];
  found[state.open.card] = face;
  found[card] = face;
  return { ...state, flips, found, open: null, miss: null, pairs: state.pairs + 1 };
}

function apply(state: StarscapeState, move: StarscapeMove, answered?: StarscapeReveal): StarscapeState {
  checkMove(state, move);
  // The answer arrives as JSON in the frame: checked here, so no caller has to.
  const revealed = parseReveal(answered);
  if (move.t === "flip") {
    if (revealed?.t !== "face") throw doesNotFit();
    return flip(state, move.card, revealed.face);
  }
  if (move.t === "timeUp") return { ...state, timeUp: true };
  const used = { ...state.used, [move.id]: state.used[move.id] + 1 };
  if (move.id === ADD_TIME) return { ...state, used, addedMs: state.addedMs + ADD_TIME_MS, timeUp: false };
  const expected = hiddenCards(state);
  if (revealed?.t !== "peek" || revealed.cards.map((shown) => shown.card).join() !== expected.join()) throw doesNotFit();
  return { ...state, used };
}

/** The time this game has: 4 minutes and whatever Add Time gave. */
export function timeLimitMs(state: StarscapeState): number {
  return TIME_LIMIT_MS + state.addedMs;
}

/** 100 a pair found so far. */
function score(state: StarscapeState): number {
  return state.pairs * 100;
}

/**
 * A win adds to the pairs' 2,400: up to 1,500 for few flips (a perfect 48 flips; 15 less for each
 * flip more) and 10 for each second left on the clock, by the server's own time.
 */
function finalScore(state: StarscapeState, facts: FinishFacts): number {
  if (phaseOf(state) !== "won") return score(state);
  const flipBonus = Math.max(0, 1_500 - 15 * (state.flips - CARDS));
  const secondsLeft = Math.max(0, Math.floor((timeLimitMs(state) - facts.playedMs) / 1000));
  return score(state) + flipBonus + 10 * secondsLeft;
}

export const rules = {
  code: "STA",
  version: 1,
  parseOptions: noOptions("Starscape Memories"),
  parseMove,
  newGame(seed: string, _options: StarscapeOptions): StarscapeState {
    return {
      daily: dailyDateOf("STA", seed),
      found: Array.from({ length: CARDS }, () => null),
      open: null,
      miss: null,
      flips: 0,
      pairs: 0,
      addedMs: 0,
      timeUp: false,
      used: { RV: 0, AT: 0 },
    };
  },
  legalMoves(state: StarscapeState): StarscapeMove[] {
    const phase = phaseOf(state);
    if (phase === "won") return [];
    const addTime: StarscapeMove = { t: "powerup", id: ADD_TIME };
    if (phase === "lost") return [addTime];
    const flips = hiddenCards(state)
      .filter((card) => card !== state.open?.card)
      .map((card): StarscapeMove => ({ t: "flip", card }));
    return [...flips, { t: "powerup", id: REVEAL }, addTime, { t: "timeUp" }];
  },
  apply,
  status(state: StarscapeState): GameStatus {
    const phase = phaseOf(state);
    if (phase !== "lost") return { phase, score: score(state) };
    return { phase, score: score(state), reason: `Time's up! You found ${state.pairs} of ${PAIRS} pairs.` };
  },
  powerupOf(move: StarscapeMove): string | null {
    return move.t === "powerup" ? move.id : null;
  },
  frozenMsOf(powerupId: string): number {
    return powerupId === FREEZE ? FREEZE_MS : 0;
  },
  finalScore,
  bonusName: "Flips and time bonus",
  minimumHumanMs(moveCount: number): number {
    return MINIMUM_MS_PER_MOVE * moveCount;
  },
  hidden: {
    secret(secretSeed: string, _options: unknown): StarscapeSecret {
      const faces = Array.from({ length: CARDS }, (_, card) => card % PAIRS);
      return { layout: seededRandom(secretSeed).shuffle(faces) };
    },
    reveal,
  },
} satisfies GameRules<StarscapeState, StarscapeMove, StarscapeOptions, StarscapeSecret, StarscapeReveal>;
