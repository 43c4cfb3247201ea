/**
 * Writes levels.json: the first BANKED levels of Tea Box Puzzler's ladder and DAILY_BANKED daily
 * puzzles, each cut and proven unique by the solver, one line each (levels.ts encode). It takes a
 * few minutes: the big boxes of turning tins take up to seconds each.
 *
 *   npx tsx games/tea-box-puzzler/makeLevels.ts
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { BANKED, DAILY_BANKED, encode, generateDaily, generateLevel } from "./levels.ts";

const levels = Array.from({ length: BANKED }, (_, index) => encode(generateLevel(index + 1)));
const daily = Array.from({ length: DAILY_BANKED }, (_, index) => encode(generateDaily(index)));
writeFileSync(path.join(import.meta.dirname, "levels.json"), `${JSON.stringify({ levels, daily }, null, 1)}\n`);
