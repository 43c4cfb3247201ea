import { ANSWERS, GUESSES } from "./words5.generated.ts";
import { wordList, type WordList } from "./wordList.ts";

/** Five-letter words (Word Hunch). */
export const fiveLetterWords: WordList = wordList(5, GUESSES, ANSWERS);
