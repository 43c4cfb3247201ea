/**
 * Writes bank.json: PER_SIZE puzzles for each grid size, each with exactly one answer, stored as
 * one [cell, number, top, left, height, width] per clue (the clue and its rectangle). Run with
 * `npx tsx games/simply-shikaku/buildBank.ts`; the seeds are fixed, so the output is the same
 * every time. The rules test proves the stored bank. (Large grids take seconds to prove, too
 * long for the server's replay, hence a bank.)
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { seededRandom } from "../engines/random.ts";
import { SIZES } from "./levels.ts";
import { generate } from "./shikaku.ts";

const PER_SIZE = 16;

const bank: Record<string, number[][][]> = {};
for (const size of SIZES) {
  bank[size] = Array.from({ length: PER_SIZE }, (_, index) => {
    const { puzzle, solution } = generate(size, seededRandom(`shikaku-${size}-${index}`));
    return puzzle.clues.map((clue, k) => [clue.cell, clue.n, solution[k]!.r, solution[k]!.c, solution[k]!.h, solution[k]!.w]);
  });
}
writeFileSync(path.join(import.meta.dirname, "bank.json"), JSON.stringify(bank) + "\n");
