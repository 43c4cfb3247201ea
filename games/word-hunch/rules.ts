/**
 * Word Hunch (WOR): find the hidden five-letter word in 6 guesses, each marked letter by letter.
 *
 * The answer is hidden information: it comes from the session's server-only secret seed
 * (`hidden.secret`), the server marks each guess (`hidden.reveal`) and the frame applies the guess
 * together with those marks. The state holds the answer only once the game is over.
 *
 * Powerups (docs/product/play.md#game-rules): More Guesses (MG) adds 12 guesses, to 18 at most; Hint (HI) shows one letter
 * of the answer in its place.
 */
import { IllegalMoveError, type GameRules, type GameStatus } from "../engines/gameRules.ts";
import { isIntegerIn, isRecord, noOptions } from "../engines/moveShapes.ts";
import { seededRandom } from "../engines/random.ts";
import { fiveLetterWords } from "../engines/words/fiveLetters.ts";

export const WORD_LENGTH = 5;
export const STARTING_GUESSES = 6;
export const EXTRA_GUESSES = 12;
export const MOST_GUESSES = STARTING_GUESSES + EXTRA_GUESSES;
/** The least time a person needs per move: read the board, think, type five letters. */
const MINIMUM_MS_PER_MOVE = 1_500;

export const MORE_GUESSES = "MG";
export const HINT = "HI";
export type WordHunchPowerup = typeof MORE_GUESSES | typeof HINT;

/** correct: right letter, right place; present: in the word elsewhere; absent: not (again) in the word. */
export type Mark = "correct" | "present" | "absent";
const isMark = (value: unknown): value is Mark => value === "correct" || value === "present" || value === "absent";

export type WordHunchMove = { t: "guess"; word: string } | { t: "powerup"; id: WordHunchPowerup };

export interface GuessReveal {
  t: "marks";
  marks: Mark[];
  /** Present when this guess ends the game (found, or the last guess used). */
  answer?: string;
}
export interface HintReveal {
  t: "hint";
  index: number;
  letter: string;
}
/** What the server answers to a move; More Guesses reveals nothing. */
export type WordHunchReveal = GuessReveal | HintReveal | null;

export interface WordHunchSecret {
  answer: string;
}

/** Word Hunch has no options; daily or free play is the session's, not the rules'. */
export type WordHunchOptions = Record<string, never>;

export interface MarkedGuess {
  word: string;
  marks: Mark[];
}

export interface WordHunchState {
  guesses: MarkedGuess[];
  maxGuesses: number;
  hints: { index: number; letter: string }[];
  /** Powerups used so far, by id. */
  used: Record<WordHunchPowerup, number>;
  /** The answer, known only once the game is over. */
  answer: string | null;
}

/**
 * The marks for `guess` against `answer`, with the usual rule for repeated letters: exact
 * matches first; then, left to right, a letter is `present` only while the answer still has an
 * unmatched copy of it.
 */
export function markGuess(guess: string, answer: string): Mark[] {
  const marks: Mark[] = Array.from({ length: guess.length }, () => "absent");
  const unmatched = new Map<string, number>();
  for (let index = 0; index < guess.length; index++) {
    if (guess[index] === answer[index]) marks[index] = "correct";
    else unmatched.set(answer[index]!, (unmatched.get(answer[index]!) ?? 0) + 1);
  }
  for (let index = 0; index < guess.length; index++) {
    const left = unmatched.get(guess[index]!) ?? 0;
    if (marks[index] !== "correct" && left > 0) {
      marks[index] = "present";
      unmatched.set(guess[index]!, left - 1);
    }
  }
  return marks;
}


function parseMove(raw: unknown): WordHunchMove {
  if (!isRecord(raw)) throw new IllegalMoveError("A move is an object.");
  if (raw.t === "guess") {
    if (typeof raw.word !== "string") throw new IllegalMoveError("A guess needs a word.");
    const word = raw.word.trim().toLowerCase();
    if (!/^[a-z]+$/.test(word) || word.length !== WORD_LENGTH) throw new IllegalMoveError("A guess is a word of five letters.");
    if (!fiveLetterWords.isWord(word)) throw new IllegalMoveError(`${word.toUpperCase()} is not in our word list.`);
    return { t: "guess", word };
  }
  if (raw.t === "powerup") {
    if (raw.id === MORE_GUESSES || raw.id === HINT) return { t: "powerup", id: raw.id };
    throw new IllegalMoveError(`Word Hunch has no powerup ${JSON.stringify(raw.id)}.`);
  }
  throw new IllegalMoveError("A Word Hunch move is a guess or a powerup.");
}

/** The server's answer, as the frame receives it (JSON). */
export function parseReveal(raw: unknown): WordHunchReveal {
  if (raw === null || raw === undefined) return null;
  if (!isRecord(raw)) throw new IllegalMoveError("The server's answer is not readable.");
  const { marks, answer } = raw;
  if (raw.t === "marks" && Array.isArray(marks) && marks.length === WORD_LENGTH && marks.every(isMark)) {
    if (answer === undefined) return { t: "marks", marks };
    if (typeof answer === "string" && fiveLetterWords.isWord(answer)) return { t: "marks", marks, answer };
  }
  if (raw.t === "hint" && isIntegerIn(raw.index, 0, WORD_LENGTH - 1)) {
    if (typeof raw.letter === "string" && /^[a-z]$/.test(raw.letter)) return { t: "hint", index: raw.index, letter: raw.letter };
  }
  throw new IllegalMoveError("The server's answer is not readable.");
}

function phaseOf(state: WordHunchState): GameStatus["phase"] {
  const last = state.guesses.at(-1);
  if (last && last.marks.every((mark) => mark === "correct")) return "won";
  return state.guesses.length >= state.maxGuesses ? "lost" : "playing";
}

/** Positions whose letter the player already knows: marked correct, or shown by a hint. */
export function knownPositions(state: WordHunchState): Set<number> {
  const known = new Set(state.hints.map((hint) => hint.index));
  for (const guess of state.guesses) guess.marks.forEach((mark, index) => mark === "correct" && known.add(index));
  return known;
}

/** The position a Hint shows: the first one the player does not know yet. */
function hintPosition(state: WordHunchState): number {
  const known = knownPositions(state);
  for (let index = 0; index < WORD_LENGTH; index++) if (!known.has(index)) return index;
  throw new IllegalMoveError("Every letter is already showing.");
}

/**
 * Throws when `move` is not allowed in `state`; shared by the server's reveal and apply, and used
 * by the frame to refuse a word at once, without asking the server.
 */
export function checkMove(state: WordHunchState, move: WordHunchMove): void {
  if (phaseOf(state) !== "playing") throw new IllegalMoveError("The game is over.");
  if (move.t === "guess") {
    if (!fiveLetterWords.isWord(move.word)) throw new IllegalMoveError(`${move.word.toUpperCase()} is not in our word list.`);
    if (state.guesses.some((guess) => guess.word === move.word)) {
      throw new IllegalMoveError(`You already tried ${move.word.toUpperCase()}.`);
    }
  } else if (move.id === MORE_GUESSES) {
    if (state.maxGuesses + EXTRA_GUESSES > MOST_GUESSES) throw new IllegalMoveError(`You already have the most guesses (${MOST_GUESSES}).`);
  } else {
    hintPosition(state);
  }
}

/** A guess that uses the last guess left, or finds the word, ends the game. */
function endsGame(state: WordHunchState, marks: readonly Mark[]): boolean {
  return marks.every((mark) => mark === "correct") || state.guesses.length + 1 >= state.maxGuesses;
}

function reveal(secret: WordHunchSecret, state: WordHunchState, move: WordHunchMove): WordHunchReveal {
  checkMove(state, move);
  if (move.t === "guess") {
    const marks = markGuess(move.word, secret.answer);
    return endsGame(state, marks) ? { t: "marks", marks, answer: secret.answer } : { t: "marks", marks };
  }
  if (move.id === HINT) {
    const index = hintPosition(state);
    return { t: "hint", index, letter: secret.answer[index]! };
  }
  return null;
}

const missingAnswer = () => new IllegalMoveError("This move needs the server's answer.");

function apply(state: WordHunchState, move: WordHunchMove, answered?: WordHunchReveal): WordHunchState {
  checkMove(state, move);
  // The answer arrives as JSON in the frame: checked here, so no caller has to.
  const revealed = parseReveal(answered);
  if (move.t === "guess") {
    if (!revealed || revealed.t !== "marks") throw missingAnswer();
    const ends = endsGame(state, revealed.marks);
    const found = revealed.marks.every((mark) => mark === "correct");
    if (ends !== (revealed.answer !== undefined) || (found && revealed.answer !== move.word)) {
      throw new IllegalMoveError("The server's answer does not fit this guess.");
    }
    return {
      ...state,
      guesses: [...state.guesses, { word: move.word, marks: [...revealed.marks] }],
      answer: revealed.answer ?? null,
    };
  }
  const used = { ...state.used, [move.id]: state.used[move.id] + 1 };
  if (move.id === MORE_GUESSES) return { ...state, used, maxGuesses: state.maxGuesses + EXTRA_GUESSES };
  if (!revealed || revealed.t !== "hint" || revealed.index !== hintPosition(state)) throw missingAnswer();
  return { ...state, used, hints: [...state.hints, { index: revealed.index, letter: revealed.letter }] };
}

/**
 * Fewer guesses score more: 1,000 for the first guess, 100 less for each of the first six,
 * 25 less for each extra one; every powerup used costs 100; a win scores at least 100.
 */
function score(state: WordHunchState): number {
  if (phaseOf(state) !== "won") return 0;
  const count = state.guesses.length;
  const byGuesses = count <= STARTING_GUESSES ? 1_100 - 100 * count : 500 - 25 * (count - STARTING_GUESSES);
  const powerups = state.used.MG + state.used.HI;
  return Math.max(100, byGuesses - 100 * powerups);
}

export const rules = {
  code: "WOR",
  version: 1,
  parseOptions: noOptions("Word Hunch"),
  parseMove,
  newGame(_seed: string, _options: WordHunchOptions): WordHunchState {
    return { guesses: [], maxGuesses: STARTING_GUESSES, hints: [], used: { MG: 0, HI: 0 }, answer: null };
  },
  legalMoves(state: WordHunchState): WordHunchMove[] {
    const candidates: WordHunchMove[] = [
      ...fiveLetterWords.guesses.map((word): WordHunchMove => ({ t: "guess", word })),
      { t: "powerup", id: MORE_GUESSES },
      { t: "powerup", id: HINT },
    ];
    return candidates.filter((move) => {
      try {
        checkMove(state, move);
        return true;
      } catch {
        return false;
      }
    });
  },
  apply,
  status(state: WordHunchState): GameStatus {
    const phase = phaseOf(state);
    if (phase !== "lost") return { phase, score: score(state) };
    return { phase, score: 0, reason: state.answer ? `No guesses left. The word was ${state.answer.toUpperCase()}.` : "No guesses left." };
  },
  powerupOf(move: WordHunchMove): string | null {
    return move.t === "powerup" ? move.id : null;
  },
  minimumHumanMs(moveCount: number): number {
    return MINIMUM_MS_PER_MOVE * moveCount;
  },
  hidden: {
    secret(secretSeed: string, _options: unknown): WordHunchSecret {
      return { answer: seededRandom(secretSeed).pick(fiveLetterWords.answers) };
    },
    reveal,
  },
} satisfies GameRules<WordHunchState, WordHunchMove, WordHunchOptions, WordHunchSecret, WordHunchReveal>;
