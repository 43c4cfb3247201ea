/**
 * Tea Box Puzzler's levels: each is a box cut into tea tins so that the tins fill it in exactly
 * one way. A level is the same for every player: its cuts come from a seed made of its number,
 * and a cut is kept only when the exact-cover solver proves the packing unique. The solver's
 * guesses grade it, and of the unique cuts a level keeps the one nearest its target grade, which
 * climbs with the level (targetGrade) while the boxes grow, tins turn and cells close.
 *
 * Proving a big box takes up to seconds, so makeLevels.ts stores the first BANKED levels and
 * DAILY_BANKED daily puzzles in levels.json (a line each, see encode), and the rules read them
 * from there. The ladder is endless: later levels are the last tier's again, turned or mirrored,
 * and a date deals one of the daily puzzles, turned or mirrored (the tests prove the bank and a
 * sample of both unique).
 */
import { cutRegion, countPackings, isOpen, type Placement, type Region } from "../engines/pieces/packing.ts";
import { normalize, pieceKey, rotate, type Cell, type Shape } from "../engines/pieces/polyomino.ts";
import { hashSeed, seededRandom, type Random } from "../engines/random.ts";
import stored from "./levels.json";

export interface LevelSpec {
  readonly width: number;
  readonly height: number;
  /** Tins may be turned; the box then has a closed cell (a tea caddy), so no turned box repeats the packing. */
  readonly turning: boolean;
  readonly minSize: number;
  readonly maxSize: number;
  /** Cells closed at random (tea caddies), beyond a turning box's corner. */
  readonly closed: number;
}

const spec = (width: number, height: number, turning: boolean, minSize: number, maxSize: number, closed = 0): LevelSpec => ({ width, height, turning, minSize, maxSize, closed });

/** The first levels, by hand: small boxes of a few tins, turning every other level from the fifth. */
const FIRST: readonly LevelSpec[] = [
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
  spec(7, 6, true, 5, 7),
  spec(8, 7, false, 5, 6),
  spec(7, 7, true, 5, 7),
  spec(8, 8, false, 5, 7),
];

/** The highest level a session may ask for: endless in practice (the ladder stops growing long before). */
export const MAX_LEVEL = 9999;
/** Levels 1 to BANKED are stored in levels.json. */
export const BANKED = 200;
/** The most unique cuts compared for a level's grade. */
const CANDIDATES = 16;
const MAX_TRIES = 20_000;

/**
 * The ladder after the first levels, in tiers: tins turn on every odd level, and each tier's boxes
 * are bigger, with smaller tins or more closed cells. Bigger boxes of turning tins are seldom
 * unique and take seconds to prove, so the ladder stops growing at the last tier.
 */
const TIERS: readonly { from: number; plain: LevelSpec; turning: LevelSpec }[] = [
  { from: 19, plain: spec(8, 8, false, 5, 6, 1), turning: spec(7, 7, true, 5, 7, 1) },
  { from: 51, plain: spec(8, 8, false, 4, 6, 2), turning: spec(7, 7, true, 5, 6, 2) },
  { from: 101, plain: spec(9, 8, false, 4, 6, 3), turning: spec(8, 7, true, 5, 7, 3) },
  { from: 151, plain: spec(9, 9, false, 4, 6, 4), turning: spec(8, 8, true, 5, 7, 3) },
];

/** What level `number` asks for. */
export function specFor(number: number): LevelSpec {
  const first = FIRST[number - 1];
  if (first) return first;
  const tier = TIERS.findLast((candidate) => candidate.from <= number)!;
  return number % 2 === 1 ? tier.turning : tier.plain;
}

/**
 * The grade (solver's guesses) level `number` aims for: a few on level 1, about 100 on level 18,
 * 310 on level 100 and 400 on level 200, so the levels climb steadily whatever their box.
 */
function targetGrade(number: number): number {
  return Math.round(3 + 300 * (1 - Math.exp(-number / 50)) + number / 2);
}

/** The ladder level a daily puzzle is like: medium-hard. It is worth that level's points. */
export const DAILY_LEVEL = 50;
/** The daily puzzle's box: turning tins, graded like DAILY_LEVEL. */
const DAILY_SPEC: LevelSpec = spec(8, 7, true, 5, 7, 2);
/** Daily puzzles stored in levels.json: a date picks one and one of the eight ways to turn or mirror it. */
export const DAILY_BANKED = 64;
/** Levels after BANKED are the last tier's levels again (LOOP of them), turned or mirrored. */
const LOOP = BANKED - TIERS[TIERS.length - 1]!.from + 1;

export interface TeaPuzzle {
  /** The level, or null for a daily puzzle. */
  readonly level: number | null;
  readonly box: Region;
  readonly turning: boolean;
  /** The tins as they lie in the tray (turn 0). */
  readonly pieces: readonly Shape[];
  /** The one packing: each tin's placement. */
  readonly solution: readonly Placement[];
  /** The solver's guesses proving the packing unique: the puzzle's difficulty. */
  readonly grade: number;
}

/** Whether the open cells of a box hang together (a closed cell must not cut it in two). */
function connected(box: Region): boolean {
  const open = box.open.flatMap((isCellOpen, index) => (isCellOpen ? [index] : []));
  const seen = new Set([open[0]!]);
  const queue = [open[0]!];
  while (queue.length > 0) {
    const index = queue.pop()!;
    const x = index % box.width;
    const y = Math.floor(index / box.width);
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const next = (y + dy) * box.width + x + dx;
      if (isOpen(box, x + dx, y + dy) && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen.size === open.length;
}

function boxOf(level: LevelSpec, random: Random): Region | null {
  const open = Array.from({ length: level.width * level.height }, (_, index) => !(level.turning && index === level.width - 1));
  for (let count = 0; count < level.closed; count++) open[random.int(open.length)] = false;
  const box = { width: level.width, height: level.height, open };
  return connected(box) ? box : null;
}

/** One try at a level: a cut whose packing the solver proves unique, or null. */
function attempt(level: LevelSpec, random: Random, number: number | null): TeaPuzzle | null {
  const box = boxOf(level, random);
  if (box === null) return null;
  const cut = cutRegion(box, random, level.minSize, level.maxSize);
  if (cut === null) return null;
  // Two tins of the same shape could swap places: a second solution in the player's eyes.
  if (new Set(cut.map((cells) => pieceKey(cells, level.turning))).size < cut.length) return null;
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
  const proof = countPackings(box, pieces, level.turning, 2);
  return proof.count === 1 ? { level: number, box, turning: level.turning, pieces, solution, grade: proof.guesses } : null;
}

/**
 * Cuts a box to `level` from `seed` until a cut proven unique grades within a fifth of `target`
 * guesses, or CANDIDATES have been proven; then keeps the one nearest it (on a log scale: 20
 * guesses for 10 is as far as 5).
 */
function generate(level: LevelSpec, seed: string, number: number | null, target: number): TeaPuzzle {
  let best: TeaPuzzle | null = null;
  const distance = (puzzle: TeaPuzzle) => Math.abs(Math.log((puzzle.grade + 1) / (target + 1)));
  for (let tries = 0, found = 0; tries < MAX_TRIES && found < CANDIDATES; tries++) {
    const puzzle = attempt(level, seededRandom(`${seed}:${tries}`), number);
    if (!puzzle) continue;
    found++;
    if (best === null || distance(puzzle) < distance(best)) best = puzzle;
    if (distance(best) < Math.log(1.2)) break;
  }
  if (best === null) throw new Error(`${seed} found no packing with one solution.`);
  return best;
}

/** Cuts level `number` afresh (makeLevels.ts banks the first ones). */
export function generateLevel(number: number): TeaPuzzle {
  return generate(specFor(number), `tea-box:${number}`, number, targetGrade(number));
}

/** Cuts daily puzzle `index` of the bank. */
export function generateDaily(index: number): TeaPuzzle {
  return generate(DAILY_SPEC, `tea-box:daily:${index}`, null, targetGrade(DAILY_LEVEL));
}

/**
 * A puzzle as one line: its grade, whether tins turn, the box row by row with each cell the letter
 * of the tin on it ('.' closed), and each tin's turn in the tray. About a tenth of its JSON.
 */
export function encode(puzzle: TeaPuzzle): string {
  const letters = new Array<string>(puzzle.box.width * puzzle.box.height).fill(".");
  puzzle.solution.forEach((placement, piece) => {
    for (const cell of rotate(puzzle.pieces[piece]!, placement.r)) letters[(cell.y + placement.y) * puzzle.box.width + cell.x + placement.x] = letterOf(piece);
  });
  const rows = Array.from({ length: puzzle.box.height }, (_, y) => letters.slice(y * puzzle.box.width, (y + 1) * puzzle.box.width).join(""));
  const turns = puzzle.solution.map((placement) => (4 - placement.r) % 4).join("");
  return [puzzle.grade, puzzle.turning ? "T" : "F", rows.join("/"), turns].join(" ");
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const letterOf = (piece: number) => LETTERS[piece]!;

export function decode(line: string, level: number | null): TeaPuzzle {
  const [grade, turning, grid, turns] = line.split(" ") as [string, string, string, string];
  const rows = grid.split("/");
  const box = { width: rows[0]!.length, height: rows.length, open: [...rows.join("")].map((letter) => letter !== ".") };
  const pieces: Shape[] = [];
  const solution: Placement[] = [];
  [...turns].forEach((digit, piece) => {
    const cells: Cell[] = [];
    rows.forEach((row, y) => [...row].forEach((letter, x) => letter === letterOf(piece) && cells.push({ x, y })));
    const turn = Number(digit);
    pieces.push(rotate(normalize(cells), turn));
    solution.push({ x: Math.min(...cells.map((cell) => cell.x)), y: Math.min(...cells.map((cell) => cell.y)), r: (4 - turn) % 4 });
  });
  return { level, box, turning: turning === "T", pieces, solution, grade: Number(grade) };
}

/**
 * An encoded puzzle turned `symmetry % 4` quarter turns, mirrored first when `symmetry` is 4 or
 * more. The tins are cut from the turned box, so the packing stays the only one.
 */
function transform(line: string, symmetry: number): string {
  const [grade, turning, grid, turns] = line.split(" ") as [string, string, string, string];
  let rows = grid.split("/").map((row) => (symmetry >= 4 ? [...row].reverse() : [...row]));
  for (let turn = 0; turn < symmetry % 4; turn++) rows = rows[0]!.map((_, x) => rows.map((row) => row[x]!).reverse());
  return [grade, turning, rows.map((row) => row.join("")).join("/"), turns].join(" ");
}

const bank: { readonly levels: readonly string[]; readonly daily: readonly string[] } = stored;
// Rules ask for the puzzle at every move: each is decoded once.
const cache = new Map<string, TeaPuzzle>();

function cached(key: string, make: () => TeaPuzzle): TeaPuzzle {
  let puzzle = cache.get(key);
  if (!puzzle) {
    puzzle = make();
    cache.set(key, puzzle);
  }
  return puzzle;
}

/** The puzzle of a level (1 to MAX_LEVEL). */
export function puzzleFor(level: number): TeaPuzzle {
  if (!Number.isInteger(level) || level < 1 || level > MAX_LEVEL) throw new RangeError(`Tea Box Puzzler has levels 1 to ${MAX_LEVEL}.`);
  return cached(`level:${level}`, () => {
    if (level <= BANKED) return decode(bank.levels[level - 1]!, level);
    // LOOP is even, so a level keeps its parity (whether its tins turn).
    const lap = Math.floor((level - BANKED - 1) / LOOP) + 1;
    return decode(transform(bank.levels[BANKED - LOOP + ((level - BANKED - 1) % LOOP)]!, lap % 8), level);
  });
}

/** The daily puzzle of a Los Angeles date (YYYY-MM-DD): the same for everyone. */
export function dailyPuzzle(date: string): TeaPuzzle {
  return cached(`daily:${date}`, () => {
    const hash = hashSeed(`tea-box:daily:${date}`);
    return decode(transform(bank.daily[hash % bank.daily.length]!, (hash >>> 16) % 8), null);
  });
}
