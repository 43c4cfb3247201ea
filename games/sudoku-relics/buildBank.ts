/**
 * Writes bank.json: PER_DIFFICULTY puzzles for each difficulty, each with exactly one solution
 * and graded to its difficulty. Run with `npx tsx games/sudoku-relics/buildBank.ts`; the seeds
 * are fixed, so the output is the same every time. The rules test proves the stored bank.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { DIFFICULTIES, tryPuzzle, type Difficulty } from "./generate.ts";
import { gridText } from "./sudoku.ts";

const PER_DIFFICULTY = 60;

const bank = {} as Record<Difficulty, string[]>;
for (const difficulty of DIFFICULTIES) {
  const found: string[] = [];
  for (let attempt = 0; found.length < PER_DIFFICULTY; attempt++) {
    const puzzle = tryPuzzle(`${difficulty}-${attempt}`, difficulty);
    if (puzzle) found.push(gridText(puzzle));
  }
  bank[difficulty] = found;
}
writeFileSync(path.join(import.meta.dirname, "bank.json"), JSON.stringify(bank, null, 1) + "\n");
