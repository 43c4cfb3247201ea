/**
 * Tea Box Puzzler's levels: each is a box cut into tea tins so that the tins fill it in exactly
 * one way. A level is the same for every player: its cuts come from a seed made of its number,
 * and a cut is kept only when the exact-cover solver proves the packing unique. Proving takes up
 * to a second for the big levels, so makeLevels.ts stores them in levels.json and the rules read
 * that (the tests prove every stored level again).
 */
import { cutRegion, countPackings, type Placement, type Region } from "../engines/pieces/packing.ts";
import { normalize, pieceKey, rotate, type Shape } from "../engines/pieces/polyomino.ts";
import { seededRandom } from "../engines/random.ts";
import stored from "./levels.json";

interface LevelSpec {
  readonly width: number;
  readonly height: number;
  /** Tins may be turned; the box then has its top-right corner taken by a tea caddy, so no turned box repeats the packing. */
  readonly turning: boolean;
  readonly minSize: number;
  readonly maxSize: number;
}

const spec = (width: number, height: number, turning: boolean, minSize: number, maxSize: number): LevelSpec => ({ width, height, turning, minSize, maxSize });

/** Bigger boxes and more tins as the levels go on; every other level from the fifth lets tins turn. */
const LEVELS: readonly LevelSpec[] = [
  spec(4, 3, false, 3, 4),
  spec(5, 3, false, 3, 5),
  spec(4, 4, false, 3, 5),
  spec(5, 4, false, 3, 5),
  spec(4, 4, true, 3, 4),
  spec(5, 5, false, 4, 5),
  spec(5, 4, true, 4, 5),
  spec(6, 5, false, 4, 5),
  spec(5, 5, true, 4, 5),
  spec(6, 6, false, 4, 6),
  spec(6, 5, true, 5, 6),
  spec(7, 6, false, 4, 6),
  spec(6, 6, true, 5, 6),
  spec(7, 7, false, 4, 6),
  spec(7, 6, true, 5, 6),
  spec(8, 7, false, 5, 6),
  spec(7, 7, true, 5, 6),
  spec(8, 8, false, 5, 6),
];

export const LEVEL_COUNT = LEVELS.length;
const MAX_TRIES = 20_000;

export interface TeaPuzzle {
  readonly level: number;
  readonly box: Region;
  readonly turning: boolean;
  /** The tins as they lie in the tray (turn 0). */
  readonly pieces: readonly Shape[];
  /** The one packing: each tin's placement. */
  readonly solution: readonly Placement[];
}

function boxOf(level: LevelSpec): Region {
  const open = Array.from({ length: level.width * level.height }, (_, index) => !(level.turning && index === level.width - 1));
  return { width: level.width, height: level.height, open };
}

/** Cuts level `number`'s box until the solver proves a cut's packing unique. */
export function generateLevel(number: number): TeaPuzzle {
  const level = LEVELS[number - 1]!;
  const box = boxOf(level);
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const random = seededRandom(`tea-box:${number}:${attempt}`);
    const cut = cutRegion(box, random, level.minSize, level.maxSize);
    if (cut === null) continue;
    // Two tins of the same shape could swap places: a second solution in the player's eyes.
    if (new Set(cut.map((cells) => pieceKey(cells, level.turning))).size < cut.length) continue;
    const order = random.shuffle(cut.map((_, index) => index));
    const pieces: Shape[] = [];
    const solution: Placement[] = [];
    for (const index of order) {
      const cells = cut[index]!;
      // A turning level shows each tin turned at random; the solution turns it back.
      const turn = level.turning ? random.int(4) : 0;
      pieces.push(rotate(normalize(cells), turn));
      solution.push({ x: Math.min(...cells.map((cell) => cell.x)), y: Math.min(...cells.map((cell) => cell.y)), r: (4 - turn) % 4 });
    }
    if (countPackings(box, pieces, level.turning, 2).count === 1) return { level: number, box, turning: level.turning, pieces, solution };
  }
  throw new Error(`Level ${number} found no packing with one solution.`);
}

/** The puzzle of a level (1 to LEVEL_COUNT). */
export function puzzleFor(level: number): TeaPuzzle {
  if (!Number.isInteger(level) || level < 1 || level > LEVEL_COUNT) throw new RangeError(`Tea Box Puzzler has levels 1 to ${LEVEL_COUNT}.`);
  return stored[level - 1]!;
}
