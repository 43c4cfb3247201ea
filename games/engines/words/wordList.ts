/**
 * Word lists for the portal's word games, by word length. Each length is its own module
 * (fiveLetters.ts over the generated words5.generated.ts), so a game bundles only the lengths it imports.
 */
import { holds } from "./sortedWords.ts";

export interface WordList {
  /** How many letters every word has. */
  readonly length: number;
  /** Common words a game may hide, sorted; every one is also accepted as a guess. */
  readonly answers: readonly string[];
  /** Every word accepted as a guess, sorted. */
  readonly guesses: readonly string[];
  /** Whether a player's guess is a real word of the list (lower case). */
  isWord(word: string): boolean;
}

/** A list from the generated strings: words separated by white space. */
export function wordList(length: number, guesses: string, answers: string): WordList {
  const words = (text: string) => Object.freeze(text.split(/\s+/).filter(Boolean));
  const accepted = words(guesses);
  return { length, answers: words(answers), guesses: accepted, isWord: (word) => holds(accepted, word) };
}
