import { WORD_LENGTH, type Mark, type WordHunchState } from "./rules.ts";

const RANK: Record<Mark, number> = { absent: 0, present: 1, correct: 2 };

/** What the keyboard shows for each letter: the best mark it has had (a hinted letter is correct). */
export function letterMarks(state: WordHunchState): Map<string, Mark> {
  const best = new Map<string, Mark>();
  const note = (letter: string, mark: Mark) => {
    const known = best.get(letter);
    if (!known || RANK[mark] > RANK[known]) best.set(letter, mark);
  };
  for (const guess of state.guesses) [...guess.word].forEach((letter, index) => note(letter, guess.marks[index]!));
  for (const hint of state.hints) note(hint.letter, "correct");
  return best;
}

/** The hinted letter for each place, for the row being typed. */
export function hintedLetters(state: WordHunchState): (string | null)[] {
  const places: (string | null)[] = Array.from({ length: WORD_LENGTH }, () => null);
  for (const hint of state.hints) places[hint.index] = hint.letter;
  return places;
}
