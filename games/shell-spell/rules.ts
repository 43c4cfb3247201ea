/**
 * Shell Spell (SHE): spell words by tracing neighbouring letter shells on a 4 x 4 board in a
 * 2-minute round (docs/product/play.md#game-rules). Every word is checked against the shared word list here, so the
 * server's replay of the move log decides what counted; nothing the frame claims is trusted.
 *
 * The board comes from the seed and is dealt again until it holds at least MIN_COMMON_WORDS
 * common words worth at least three times the target, so every round can be won.
 *
 * Win: reach TARGET_POINTS; the round then ends when the clock runs out (the frame plays
 * `end`) or when the player taps Finish (also `end`). A round that ends short of the target is
 * lost, and Add Time (AT, +30 s) revives it. Hint (HI) shows a common word's shells; Shuffle (SH)
 * rearranges the shells (the same letters) into another arrangement with plenty of words.
 */
import { IllegalMoveError, type GameRules, type GameStatus } from "../engines/gameRules.ts";
import { isIntegerIn, isOneOf, isRecord, noOptions, notAMove, shapeOf } from "../engines/moveShapes.ts";
import { seededRandom } from "../engines/random.ts";
import { tracedWords } from "../engines/words/tracedWords.ts";
import { CELLS, findCommonWords, isPath, MIN_WORD_LETTERS, pathFor, rollBoard, wordOf } from "./board.ts";

export const ROUND_MS = 120_000;
export const ADD_TIME_MS = 30_000;
export const TARGET_POINTS = 15;
/** A board is dealt again until it holds this many common words... */
export const MIN_COMMON_WORDS = 30;
/** ...worth at least this many times the target. */
const TARGET_MARGIN = 3;
/** Tries for a board (or a shuffle) that meets the standard; about half of all rolls do. */
const MOST_TRIES = 200;
/** The least time a person needs per move: find a word and trace or type it. */
const MINIMUM_MS_PER_MOVE = 1_200;

export const ADD_TIME = "AT";
export const HINT = "HI";
export const SHUFFLE = "SH";
export type ShellSpellPowerup = typeof ADD_TIME | typeof HINT | typeof SHUFFLE;
const isPowerup = isOneOf<ShellSpellPowerup>([ADD_TIME, HINT, SHUFFLE]);

export type ShellSpellMove = { t: "word"; path: number[] } | { t: "powerup"; id: ShellSpellPowerup } | { t: "end" };
export type ShellSpellOptions = Record<string, never>;

export interface ShellSpellState {
  /** Shuffles derive their arrangements from it. */
  seed: string;
  /** The letter of each shell, as arranged now. */
  letters: string[];
  /** Words found, in order. */
  found: string[];
  score: number;
  timeLimitMs: number;
  /** The round is over: the time ran out or the player finished. */
  ended: boolean;
  /** The word a Hint shows, with its shells, until it is found or a shuffle hides it. */
  hint: { word: string; path: number[] } | null;
  used: Record<ShellSpellPowerup, number>;
}

/** Points by word length: 3 letters 1, 4 letters 2, 5 letters 4, 6 letters 6, 7 letters 9, 8 or more 12. */
export function wordPoints(word: string): number {
  const table = [0, 0, 0, 1, 2, 4, 6, 9];
  return table[word.length] ?? 12;
}

function meetsStandard(letters: readonly string[]): { good: boolean; words: number } {
  const words = findCommonWords(letters);
  let points = 0;
  for (const word of words.keys()) points += wordPoints(word);
  return { good: words.size >= MIN_COMMON_WORDS && points >= TARGET_MARGIN * TARGET_POINTS, words: words.size };
}

/** The first arrangement `next` makes that meets the standard, else the one with the most words. */
function firstGood(next: () => string[]): string[] {
  let best: string[] = [];
  let bestWords = -1;
  for (let attempt = 0; attempt < MOST_TRIES; attempt++) {
    const letters = next();
    const { good, words } = meetsStandard(letters);
    if (good) return letters;
    if (words > bestWords) {
      best = letters;
      bestWords = words;
    }
  }
  return best;
}

export function dealBoard(seed: string): string[] {
  const random = seededRandom(`shell-spell:${seed}`);
  return firstGood(() => rollBoard(random));
}

function shuffled(state: ShellSpellState): string[] {
  const random = seededRandom(`shell-spell:${state.seed}:shuffle:${state.used.SH + 1}`);
  return firstGood(() => random.shuffle(state.letters));
}

/** The common words the board holds now that are not found yet: the easiest first (4 and 5 letters), then A to Z. */
export function wordsLeft(state: ShellSpellState): { word: string; path: number[] }[] {
  const found = new Set(state.found);
  const ease = (word: string) => Math.abs(word.length - 4.5);
  return [...findCommonWords(state.letters)]
    .filter(([word]) => !found.has(word))
    .map(([word, path]) => ({ word, path }))
    .sort((a, b) => ease(a.word) - ease(b.word) || (a.word < b.word ? -1 : 1));
}

/** Common words the player did not find, longest first: what the end of a round shows. */
export function missedWords(state: ShellSpellState, count: number): string[] {
  return wordsLeft(state)
    .map(({ word }) => word)
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
    .slice(0, count);
}

function parseMove(raw: unknown): ShellSpellMove {
  if (!isRecord(raw)) throw notAMove("Shell Spell", raw);
  const shape = shapeOf(raw);
  if (raw.t === "word" && shape === "path,t" && Array.isArray(raw.path)) {
    const path: unknown[] = raw.path;
    if (path.length < MIN_WORD_LETTERS) throw new IllegalMoveError(`A word has at least ${MIN_WORD_LETTERS} letters.`);
    if (path.length <= CELLS && path.every((cell) => isIntegerIn(cell, 0, CELLS - 1))) return { t: "word", path: path.filter((cell) => typeof cell === "number") };
  }
  if (raw.t === "powerup" && shape === "id,t" && isPowerup(raw.id)) return { t: "powerup", id: raw.id };
  if (raw.t === "end" && shape === "t") return { t: "end" };
  throw notAMove("Shell Spell", raw);
}

/**
 * Why `move` is not allowed in `state`, or null when it is. The frame asks before it plays a word
 * or spends a powerup, so a refused word costs nothing and no powerup is wasted.
 */
export function refusalOf(state: ShellSpellState, move: ShellSpellMove): string | null {
  const revives = move.t === "powerup" && move.id === ADD_TIME;
  if (state.ended && !(revives && state.score < TARGET_POINTS)) return "The round is over.";
  if (move.t === "word") {
    if (!isPath(move.path)) return "Each shell must touch the one before, and a shell counts once per word.";
    const word = wordOf(state.letters, move.path);
    if (!tracedWords.isWord(word)) return `${word.toUpperCase()} is not in the word list.`;
    if (state.found.includes(word)) return `You already found ${word.toUpperCase()}.`;
  } else if (move.t === "powerup" && move.id === HINT) {
    if (state.hint) return `The hint ${state.hint.word.toUpperCase()} is still showing.`;
    if (wordsLeft(state).length === 0) return "You found every common word here: try Shuffle.";
  }
  return null;
}

function apply(state: ShellSpellState, move: ShellSpellMove): ShellSpellState {
  const refusal = refusalOf(state, move);
  if (refusal !== null) throw new IllegalMoveError(refusal);
  if (move.t === "end") return { ...state, ended: true, hint: null };
  if (move.t === "word") {
    const word = wordOf(state.letters, move.path);
    return {
      ...state,
      found: [...state.found, word],
      score: state.score + wordPoints(word),
      hint: state.hint?.word === word ? null : state.hint,
    };
  }
  const used = { ...state.used, [move.id]: state.used[move.id] + 1 };
  if (move.id === ADD_TIME) return { ...state, used, timeLimitMs: state.timeLimitMs + ADD_TIME_MS, ended: false };
  if (move.id === HINT) return { ...state, used, hint: wordsLeft(state)[0] ?? null };
  const letters = shuffled(state);
  const path = state.hint ? pathFor(letters, state.hint.word) : null;
  return { ...state, used, letters, hint: state.hint && path ? { word: state.hint.word, path } : null };
}

function status(state: ShellSpellState): GameStatus {
  if (!state.ended) return { phase: "playing", score: state.score };
  if (state.score >= TARGET_POINTS) return { phase: "won", score: state.score };
  return { phase: "lost", score: state.score, reason: `Time is up: ${state.score} of the ${TARGET_POINTS} points you needed.` };
}

export const rules = {
  code: "SHE",
  version: 1,
  parseOptions: noOptions("Shell Spell"),
  parseMove,
  newGame(seed: string, _options: ShellSpellOptions): ShellSpellState {
    return {
      seed,
      letters: dealBoard(seed),
      found: [],
      score: 0,
      timeLimitMs: ROUND_MS,
      ended: false,
      hint: null,
      used: { AT: 0, HI: 0, SH: 0 },
    };
  },
  /** One path for each common word left, the powerups allowed, and ending the round. */
  legalMoves(state: ShellSpellState): ShellSpellMove[] {
    const candidates: ShellSpellMove[] = [
      ...wordsLeft(state).map(({ path }): ShellSpellMove => ({ t: "word", path })),
      { t: "powerup", id: ADD_TIME },
      { t: "powerup", id: HINT },
      { t: "powerup", id: SHUFFLE },
      { t: "end" },
    ];
    return candidates.filter((move) => refusalOf(state, move) === null);
  },
  apply,
  status,
  powerupOf(move: ShellSpellMove): string | null {
    return move.t === "powerup" ? move.id : null;
  },
  minimumHumanMs(moveCount: number): number {
    return MINIMUM_MS_PER_MOVE * moveCount;
  },
} satisfies GameRules<ShellSpellState, ShellSpellMove, ShellSpellOptions>;
