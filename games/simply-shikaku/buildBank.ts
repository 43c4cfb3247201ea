/**
 * Writes bank.json: PER_TIER puzzles for each grid size and tier (Easy, Medium, Hard: the strongest
 * deduction the grader in shikaku.ts needs), each with exactly one answer, stored as one
 * [cell, number, top, left, height, width] per clue (the clue and its rectangle). Run with
 * `npx tsx games/simply-shikaku/buildBank.ts`; the seeds are fixed, so the output is the same
 * every time. The rules test grades the stored bank again. (Large grids take seconds to make,
 * too long for the server's replay, hence a bank.)
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { seededRandom } from "../engines/random.ts";
import { SIZES } from "./levels.ts";
import { generate, TIERS } from "./shikaku.ts";

const PER_TIER = 16;

const bank: Record<string, Record<string, number[][][]>> = {};
for (const size of SIZES) {
  bank[size] = {};
  for (const tier of TIERS) {
    const started = performance.now();
    bank[size][tier] = Array.from({ length: PER_TIER }, (_, index) => {
      const { puzzle, solution } = generate(size, seededRandom(`shikaku-${size}-${tier}-${index}`), tier);
      return puzzle.clues.map((clue, k) => [clue.cell, clue.n, solution[k]!.r, solution[k]!.c, solution[k]!.h, solution[k]!.w]);
    });
    console.log(`${size}x${size} ${tier}: ${Math.round(performance.now() - started)} ms`);
  }
}
writeFileSync(path.join(import.meta.dirname, "bank.json"), JSON.stringify(bank) + "\n");
