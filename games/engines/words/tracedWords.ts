/**
 * The words of traced-word games (Shell Spell): every accepted word of 3 to 16 letters and which
 * of them are common, from tracedWords.generated.ts (written by generateTracedWords.ts).
 *
 * The generated text is front-coded: each word is one character saying how many letters it
 * shares with the word before (a digit character "0" + n), then its other letters. A common
 * word has the letter "A" + n there instead of the digit.
 */
import { holds } from "./sortedWords.ts";
import { TRACED_WORDS } from "./tracedWords.generated.ts";

const DIGIT = "0".charCodeAt(0);
const COMMON = "A".charCodeAt(0);
const LONGEST = 16;

export interface TracedWords {
  /** Every accepted word, sorted. */
  readonly words: readonly string[];
  /** The common ones, sorted: what boards are built around, hints show and missed words list. */
  readonly common: readonly string[];
  isWord(word: string): boolean;
  isCommon(word: string): boolean;
}

/** The front-coded text of sorted words (what generateTracedWords.ts writes). */
export function frontCode(sorted: readonly string[], isCommon: (word: string) => boolean): string {
  let previous = "";
  let text = "";
  for (const word of sorted) {
    let shared = 0;
    while (shared < previous.length && shared < word.length && shared < LONGEST && previous[shared] === word[shared]) shared++;
    text += String.fromCharCode((isCommon(word) ? COMMON : DIGIT) + shared) + word.slice(shared);
    previous = word;
  }
  return text;
}

/** The words of a front-coded text, in order, with whether each is common. */
export function frontDecode(text: string): { words: string[]; common: string[] } {
  const words: string[] = [];
  const common: string[] = [];
  let previous = "";
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    const isCommon = code >= COMMON;
    const shared = code - (isCommon ? COMMON : DIGIT);
    let end = index + 1;
    while (end < text.length && text.charCodeAt(end) >= 97) end++;
    const word = previous.slice(0, shared) + text.slice(index + 1, end);
    words.push(word);
    if (isCommon) common.push(word);
    previous = word;
    index = end;
  }
  return { words, common };
}

function tracedWordList(): TracedWords {
  const { words, common } = frontDecode(TRACED_WORDS);
  return { words, common, isWord: (word) => holds(words, word), isCommon: (word) => holds(common, word) };
}

export const tracedWords: TracedWords = tracedWordList();
