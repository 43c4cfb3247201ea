/**
 * Daily Word Search (WOS): find every word of the day's themed list in the letter grid before
 * the time (5 minutes, plus 30 s per Add Time) runs out, by circling it from its first letter to
 * its last (or last to first). The puzzle comes from the session's seed (puzzle.ts); daily
 * sessions share it per Los Angeles date.
 *
 * Timed: the frame's clock plays `timeUp` when the time is gone, which loses the game unless an
 * Add Time revives it. Powerups (docs/product/play.md#game-rules): Hint (HI) shows where one remaining word begins; Add
 * Time (AT) adds 30 s.
 */
import { IllegalMoveError, type FinishFacts, type GameRules, type GameStatus } from "../engines/gameRules.ts";
import { isIntegerIn, isOneOf, isRecord, noOptions, notAMove, shapeOf } from "../engines/moveShapes.ts";
import { cellCount, lineBetween } from "../engines/words/letterGrid.ts";
import { generatePuzzle, GRID, type Puzzle } from "./puzzle.ts";

export const TIME_LIMIT_MS = 5 * 60_000;
export const ADD_TIME_MS = 30_000;
export const HINT = "HI";
export const ADD_TIME = "AT";
export type WordSearchPowerup = typeof HINT | typeof ADD_TIME;
/** Points for each word found, and for each second left on a win. */
export const POINTS_PER_WORD = 100;
export const POINTS_PER_SECOND = 10;
/** The least time a person needs to spot a word and circle it. */
const MINIMUM_MS_PER_MOVE = 1_200;

export type WordSearchMove =
  | { t: "circle"; from: number; to: number }
  | { t: "powerup"; id: WordSearchPowerup }
  | { t: "timeUp" };

export interface FoundWord {
  /** The word's index in `puzzle.words`. */
  word: number;
  /** The circle as the player drew it. */
  from: number;
  to: number;
}

export interface WordSearchState {
  puzzle: Puzzle;
  found: FoundWord[];
  /** Words whose first letter a Hint shows, by index. */
  hints: number[];
  addedMs: number;
  timeUp: boolean;
  used: Record<WordSearchPowerup, number>;
}

export type WordSearchOptions = Record<string, never>;

const isPowerup = isOneOf<WordSearchPowerup>([HINT, ADD_TIME]);
const isGridCell = (value: unknown): value is number => isIntegerIn(value, 0, cellCount(GRID) - 1);

function parseMove(raw: unknown): WordSearchMove {
  if (isRecord(raw)) {
    const shape = shapeOf(raw);
    if (raw.t === "circle" && shape === "from,t,to" && isGridCell(raw.from) && isGridCell(raw.to)) return { t: "circle", from: raw.from, to: raw.to };
    if (raw.t === "powerup" && shape === "id,t" && isPowerup(raw.id)) return { t: "powerup", id: raw.id };
    if (raw.t === "timeUp" && shape === "t") return { t: "timeUp" };
  }
  throw notAMove("Daily Word Search", raw);
}

function phaseOf(state: WordSearchState): GameStatus["phase"] {
  if (state.found.length === state.puzzle.words.length) return "won";
  return state.timeUp ? "lost" : "playing";
}

const isFound = (state: WordSearchState, word: number) => state.found.some((found) => found.word === word);

/** The words still to find, by index. */
export function remainingWords(state: WordSearchState): number[] {
  return state.puzzle.words.flatMap((_, word) => (isFound(state, word) ? [] : [word]));
}

/** The word a Hint shows next: the first remaining one whose start is not showing yet. */
function nextHint(state: WordSearchState): number {
  const word = remainingWords(state).find((index) => !state.hints.includes(index));
  if (word === undefined) throw new IllegalMoveError("Every word left already shows where it begins.");
  return word;
}

/** The unfound word a circle from `from` to `to` spells, read either way. */
function circledWord(state: WordSearchState, from: number, to: number): number {
  const cells = lineBetween(GRID, from, to);
  if (!cells || cells.length < 2) throw new IllegalMoveError("Circle a straight line of letters: across, down or diagonal.");
  const spelled = cells.map((cell) => state.puzzle.letters[cell]).join("");
  const backwards = [...spelled].reverse().join("");
  const word = state.puzzle.words.findIndex((placed) => placed.word === spelled || placed.word === backwards);
  if (word === -1) throw new IllegalMoveError(`${spelled.toUpperCase()} is not on the list.`);
  if (isFound(state, word)) throw new IllegalMoveError(`You already found ${state.puzzle.words[word]!.word.toUpperCase()}.`);
  return word;
}

/** Throws when `move` is not allowed in `state`; the frame uses it too, to spend nothing on a refused move. */
export function checkMove(state: WordSearchState, move: WordSearchMove): void {
  const phase = phaseOf(state);
  // Add Time is the one move that revives a game whose time ran out.
  const revives = move.t === "powerup" && move.id === ADD_TIME && state.timeUp;
  if (phase !== "playing" && !(phase === "lost" && revives)) throw new IllegalMoveError("The game is over.");
  if (move.t === "circle") circledWord(state, move.from, move.to);
  if (move.t === "powerup" && move.id === HINT) nextHint(state);
}

function apply(state: WordSearchState, move: WordSearchMove): WordSearchState {
  checkMove(state, move);
  if (move.t === "circle") return { ...state, found: [...state.found, { word: circledWord(state, move.from, move.to), from: move.from, to: move.to }] };
  if (move.t === "timeUp") return { ...state, timeUp: true };
  const used = { ...state.used, [move.id]: state.used[move.id] + 1 };
  if (move.id === ADD_TIME) return { ...state, used, addedMs: state.addedMs + ADD_TIME_MS, timeUp: false };
  return { ...state, used, hints: [...state.hints, nextHint(state)] };
}

/** The time this game has: 5 minutes and whatever Add Time gave. */
export function timeLimitMs(state: WordSearchState): number {
  return TIME_LIMIT_MS + state.addedMs;
}

function score(state: WordSearchState): number {
  return state.found.length * POINTS_PER_WORD;
}

/** The words' points, and on a win 10 for each second left on the clock, by the server's own time. */
function finalScore(state: WordSearchState, facts: FinishFacts): number {
  if (phaseOf(state) !== "won") return score(state);
  const secondsLeft = Math.max(0, Math.floor((timeLimitMs(state) - facts.playedMs) / 1000));
  return score(state) + POINTS_PER_SECOND * secondsLeft;
}

export const rules = {
  code: "WOS",
  // 2: the filler checks shorter runs first, and themes come from the calendar (rotation.ts): a
  // game begun under 1 would replay on another grid.
  version: 2,
  parseOptions: noOptions("Daily Word Search"),
  parseMove,
  newGame(seed: string, _options: WordSearchOptions): WordSearchState {
    return { puzzle: generatePuzzle(seed), found: [], hints: [], addedMs: 0, timeUp: false, used: { HI: 0, AT: 0 } };
  },
  legalMoves(state: WordSearchState): WordSearchMove[] {
    const phase = phaseOf(state);
    if (phase === "won") return [];
    const addTime: WordSearchMove = { t: "powerup", id: ADD_TIME };
    if (phase === "lost") return [addTime];
    const circles = remainingWords(state).map((word): WordSearchMove => {
      const cells = state.puzzle.words[word]!.cells;
      return { t: "circle", from: cells[0]!, to: cells.at(-1)! };
    });
    const hintable = remainingWords(state).some((word) => !state.hints.includes(word));
    const hint: WordSearchMove[] = hintable ? [{ t: "powerup", id: HINT }] : [];
    return [...circles, ...hint, addTime, { t: "timeUp" }];
  },
  apply,
  status(state: WordSearchState): GameStatus {
    const phase = phaseOf(state);
    if (phase !== "lost") return { phase, score: score(state) };
    return { phase, score: score(state), reason: `Time's up! You found ${state.found.length} of ${state.puzzle.words.length} words.` };
  },
  powerupOf(move: WordSearchMove): string | null {
    return move.t === "powerup" ? move.id : null;
  },
  finalScore,
  bonusName: "Time bonus",
  minimumHumanMs(moveCount: number): number {
    return MINIMUM_MS_PER_MOVE * moveCount;
  },
} satisfies GameRules<WordSearchState, WordSearchMove, WordSearchOptions>;
