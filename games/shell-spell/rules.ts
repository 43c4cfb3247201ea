/**
 * Shell Spell (SHE): spell words by tracing neighbouring letter shells on a 4 x 4 board in a
 * 2-minute round (docs/product/play.md#game-rules). Every word is checked against the shared word list here, so the
 * server's replay of the move log decides what counted; nothing the frame claims is trusted.
 *
 * Levels (options `{ level }`, 1 to LEVEL_COUNT; a win opens the next): the target grows with
 * the level (targetFor), from 15 points on level 1 to 50 on level 8. A daily board (the server's
 * daily seed, "SHE:2026-11-29") has the same letters and the same target (DAILY_TARGET) for
 * everyone that Los Angeles day, whatever level the player has reached.
 *
 * The board comes from the seed and is dealt again until it holds at least MIN_COMMON_WORDS
 * common words worth at least three times the target, so every round can be won.
 *
 * Win: reach the target; the round then ends when the clock runs out (the frame plays `end`) or
 * when the player taps Finish (also `end`). A round that ends short of the target is lost, and
 * Add Time (AT, +30 s) revives it. Hint (HI) shows a common word's shells; Shuffle (SH)
 * rearranges the shells (the same letters) into another arrangement with plenty of words.
 */
import { dailyDateOf } from "../engines/daily/days.ts";
import { IllegalMoveError, type GameRules, type GameStatus } from "../engines/gameRules.ts";
import { parseLevelOptions } from "../engines/levels/options.ts";
import { isIntegerIn, isOneOf, isRecord, notAMove, shapeOf } from "../engines/moveShapes.ts";
import { seededRandom } from "../engines/random.ts";
import { tracedWords } from "../engines/words/tracedWords.ts";
import { CELLS, findAllWords, findCommonWords, isPath, MIN_WORD_LETTERS, pathFor, rollBoard, wordOf } from "./board.ts";

export const ROUND_MS = 120_000;
export const ADD_TIME_MS = 30_000;
export const LEVEL_COUNT = 8;
/** Level 1's target: a first round to learn the shells (three or four good words). */
export const TARGET_POINTS = 15;
/** Each level asks this many points more than the one before: 15, 20, 25 ... 50 on level 8. */
export const TARGET_STEP = 5;
/** The daily board's target, the same for everyone: a fourth level's round. */
export const DAILY_TARGET = 30;

/** The points a level's round must reach. */
export function targetFor(level: number): number {
  if (!isIntegerIn(level, 1, LEVEL_COUNT)) throw new RangeError(`Shell Spell has levels 1 to ${LEVEL_COUNT}.`);
  return TARGET_POINTS + TARGET_STEP * (level - 1);
}

/** A board is dealt again until it holds this many common words... */
export const MIN_COMMON_WORDS = 30;
/** ...worth at least this many times the target. */
const TARGET_MARGIN = 3;
/**
 * Tries for a board (or a shuffle) that meets the standard: about 2 rolls in 5 do for level 1,
 * 1 in 7 for the daily's 30 points, 1 in 40 for level 8's 50 (a roll costs about 0.2 ms).
 */
const MOST_TRIES = 400;
/** The least time a person needs per move: find a word and trace or type it. */
const MINIMUM_MS_PER_MOVE = 1_200;

export const ADD_TIME = "AT";
export const HINT = "HI";
export const SHUFFLE = "SH";
export type ShellSpellPowerup = typeof ADD_TIME | typeof HINT | typeof SHUFFLE;
const isPowerup = isOneOf<ShellSpellPowerup>([ADD_TIME, HINT, SHUFFLE]);

export type ShellSpellMove = { t: "word"; path: number[] } | { t: "powerup"; id: ShellSpellPowerup } | { t: "end" };
/** The level; left out (sessions of the first version), level 1. */
export type ShellSpellOptions = { level?: number };

export interface ShellSpellState {
  /** Shuffles derive their arrangements from it. */
  seed: string;
  /** The level played; null on a daily board. */
  level: number | null;
  /** The Los Angeles date of a daily board, or null. */
  daily: string | null;
  /** The points that win the round. */
  target: number;
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

function meetsStandard(letters: readonly string[], target: number): { good: boolean; points: number } {
  const words = findCommonWords(letters);
  let points = 0;
  for (const word of words.keys()) points += wordPoints(word);
  return { good: words.size >= MIN_COMMON_WORDS && points >= TARGET_MARGIN * target, points };
}

/** The first arrangement `next` makes that meets the standard for `target`, else the one whose common words are worth the most. */
function firstGood(next: () => string[], target: number): string[] {
  let best: string[] = [];
  let bestPoints = -1;
  for (let attempt = 0; attempt < MOST_TRIES; attempt++) {
    const letters = next();
    const { good, points } = meetsStandard(letters, target);
    if (good) return letters;
    if (points > bestPoints) {
      best = letters;
      bestPoints = points;
    }
  }
  return best;
}

/** The board of a seed for a target: level 1's boards are those of the first version. */
export function dealBoard(seed: string, target = TARGET_POINTS): string[] {
  const random = seededRandom(`shell-spell:${seed}`);
  return firstGood(() => rollBoard(random), target);
}

function shuffled(state: ShellSpellState): string[] {
  const random = seededRandom(`shell-spell:${state.seed}:shuffle:${state.used.SH + 1}`);
  return firstGood(() => random.shuffle(state.letters), state.target);
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

/**
 * Every word of the whole list the board holds (common or not), the best first: most points, then
 * A to Z. A past day's daily board reveals its best words with it.
 */
export function bestWords(letters: readonly string[]): { word: string; points: number }[] {
  return [...findAllWords(letters).keys()].map((word) => ({ word, points: wordPoints(word) })).sort((a, b) => b.points - a.points || (a.word < b.word ? -1 : 1));
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
  if (state.ended && !(revives && state.score < state.target)) return "The round is over.";
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
  if (state.score >= state.target) return { phase: "won", score: state.score };
  return { phase: "lost", score: state.score, reason: `Time is up: ${state.score} of the ${state.target} points you needed.` };
}

export const rules = {
  code: "SHE",
  // 2: levels with growing targets, and daily boards dealt for the daily target.
  version: 2,
  /** `{ level }`, 1 when left out (the first version's sessions had no options: they are level 1's). */
  parseOptions: (raw: unknown): ShellSpellOptions => parseLevelOptions(raw, LEVEL_COUNT, "Shell Spell"),
  parseMove,
  /** A daily seed deals the day's board with the daily target, whatever the level; any other seed, the level's. */
  newGame(seed: string, options: ShellSpellOptions): ShellSpellState {
    const daily = dailyDateOf("SHE", seed);
    const level = daily === null ? (options.level ?? 1) : null;
    const target = level === null ? DAILY_TARGET : targetFor(level);
    return {
      seed,
      level,
      daily,
      target,
      letters: dealBoard(seed, target),
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
