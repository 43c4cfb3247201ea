/**
 * Makes graded puzzles: a random full grid, holes dug while the solution stays unique, then the
 * grade decides which difficulty (if any) the puzzle belongs to. Used offline by buildBank.ts;
 * the game deals from the stored bank (bank.json), so no player waits for a lucky dig.
 */
import { seededRandom } from "../engines/random.ts";
import { grade, type Level } from "./grade.ts";
import { digHoles, randomFullGrid } from "./sudoku.ts";

export const DIFFICULTIES = ["easy", "medium", "hard", "expert"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const LEVEL_OF: Readonly<Record<Difficulty, Level>> = { easy: 1, medium: 2, hard: 3, expert: 4 };
/** Easy puzzles keep more clues, so they are also quicker to read; the others dig as deep as uniqueness lets. */
export const MIN_GIVENS: Readonly<Record<Difficulty, number>> = { easy: 34, medium: 26, hard: 22, expert: 20 };

/** The puzzle a seed digs for a difficulty, or null when it grades differently. */
export function tryPuzzle(seed: string, difficulty: Difficulty): number[] | null {
  const random = seededRandom(seed);
  const puzzle = digHoles(randomFullGrid(random), random, MIN_GIVENS[difficulty]);
  return grade(puzzle) === LEVEL_OF[difficulty] ? puzzle : null;
}
