/**
 * Writes levels.json: every level of Tea Box Puzzler, cut and proven unique by generateLevel.
 *
 *   npx tsx games/tea-box-puzzler/makeLevels.ts
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { generateLevel, LEVEL_COUNT } from "./levels.ts";

const levels = Array.from({ length: LEVEL_COUNT }, (_, index) => generateLevel(index + 1));
writeFileSync(path.join(import.meta.dirname, "levels.json"), `${JSON.stringify(levels)}\n`);
