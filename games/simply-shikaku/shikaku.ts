/**
 * Shikaku puzzles: a square grid with numbered cells; the answer divides the grid into
 * rectangles, each holding exactly one number equal to its area. The solver counts answers up to
 * a limit (exact cover over each clue's possible rectangles). The grader solves as a person does,
 * by deductions of increasing strength, which grades a puzzle and, when it finishes, proves its
 * answer the only one; the generator cuts a random partition, places one clue in each piece, and
 * moves clues until the grader puts the puzzle in the tier asked for.
 */
import type { Random } from "../engines/random.ts";

/** Top row, left column, height and width, in cells. */
export interface Rect {
  readonly r: number;
  readonly c: number;
  readonly h: number;
  readonly w: number;
}
export interface Clue {
  readonly cell: number;
  readonly n: number;
}
export interface Puzzle {
  readonly size: number;
  readonly clues: readonly Clue[];
}

export const cellsOf = (size: number, rect: Rect): number[] =>
  Array.from({ length: rect.h * rect.w }, (_, k) => (rect.r + Math.floor(k / rect.w)) * size + rect.c + (k % rect.w));

export const contains = (size: number, rect: Rect, cell: number) => {
  const row = Math.floor(cell / size);
  const col = cell % size;
  return row >= rect.r && row < rect.r + rect.h && col >= rect.c && col < rect.c + rect.w;
};

export const sameRect = (a: Rect, b: Rect) => a.r === b.r && a.c === b.c && a.h === b.h && a.w === b.w;

/** Every rectangle a clue may be: its area, inside the grid, covering its cell and no other clue. */
export function optionsOf(puzzle: Puzzle, index: number): Rect[] {
  const { size, clues } = puzzle;
  const clue = clues[index]!;
  const row = Math.floor(clue.cell / size);
  const col = clue.cell % size;
  const options: Rect[] = [];
  for (let h = 1; h <= clue.n; h++) {
    if (clue.n % h !== 0) continue;
    const w = clue.n / h;
    for (let r = Math.max(0, row - h + 1); r <= Math.min(row, size - h); r++) {
      for (let c = Math.max(0, col - w + 1); c <= Math.min(col, size - w); c++) {
        const rect = { r, c, h, w };
        if (clues.every((other, k) => k === index || !contains(size, rect, other.cell))) options.push(rect);
      }
    }
  }
  return options;
}

/** Calls `visit` with each answer (one rectangle per clue, in clue order) until it returns true. */
function search(puzzle: Puzzle, visit: (answer: Rect[]) => boolean): void {
  const { size, clues } = puzzle;
  const covered = new Uint8Array(size * size);
  const answer: (Rect | null)[] = clues.map(() => null);
  const options = clues.map((_, index) => optionsOf(puzzle, index));
  const fits = (rect: Rect) => cellsOf(size, rect).every((cell) => covered[cell] === 0);
  const step = (): boolean => {
    // The clue with the fewest rectangles that still fit goes first.
    let best = -1;
    let bestFits: Rect[] = [];
    for (let index = 0; index < clues.length; index++) {
      if (answer[index]) continue;
      const fitting = options[index]!.filter(fits);
      if (best === -1 || fitting.length < bestFits.length) {
        best = index;
        bestFits = fitting;
        if (fitting.length <= 1) break;
      }
    }
    if (best === -1) return covered.every((value) => value === 1) ? visit(answer as Rect[]) : false;
    for (const rect of bestFits) {
      const cells = cellsOf(size, rect);
      for (const cell of cells) covered[cell] = 1;
      answer[best] = rect;
      const stop = step();
      answer[best] = null;
      for (const cell of cells) covered[cell] = 0;
      if (stop) return true;
    }
    return false;
  };
  step();
}

/** How many answers the puzzle has, counting no further than `limit` (2 proves uniqueness). */
export function countSolutions(puzzle: Puzzle, limit = 2): number {
  let count = 0;
  search(puzzle, () => ++count >= limit);
  return count;
}

export function solve(puzzle: Puzzle): Rect[] | null {
  let found: Rect[] | null = null;
  search(puzzle, (answer) => {
    found = [...answer];
    return true;
  });
  return found;
}

/** A random division of the grid into rectangles of at most `maxArea` cells, mostly 2 or more. */
export function randomPartition(size: number, random: Random, maxArea: number): Rect[] {
  const taken = new Uint8Array(size * size);
  const rects: Rect[] = [];
  for (let cell = 0; cell < size * size; cell++) {
    if (taken[cell]) continue;
    const r = Math.floor(cell / size);
    const c = cell % size;
    // The widest free run right of the cell, then how far down each width stays free.
    let maxW = 0;
    while (c + maxW < size && !taken[r * size + c + maxW]) maxW++;
    const shapes: Rect[] = [];
    for (let w = 1; w <= maxW; w++) {
      for (let h = 1; r + h <= size && w * h <= maxArea; h++) {
        if (!Array.from({ length: w }, (_, k) => taken[(r + h - 1) * size + c + k]).every((value) => value === 0)) break;
        if (w * h >= 2) shapes.push({ r, c, h, w });
      }
    }
    const rect = shapes.length > 0 ? random.pick(shapes) : { r, c, h: 1, w: 1 };
    for (const inside of cellsOf(size, rect)) taken[inside] = 1;
    rects.push(rect);
  }
  return rects;
}

/**
 * The deductions a person makes, weakest first: 1, a clue with one rectangle left is drawn (the
 * other clues' rectangles over it go); 2, the cells all of a clue's rectangles share are its own
 * (the others' rectangles over them go); 3, a cell only one clue can still reach is that clue's
 * (its rectangles missing the cell go); 4, trial: a rectangle that leads by 1 to 3 to a clue with
 * no rectangle or a cell nobody can reach goes.
 */
export const DEDUCTIONS = 4;

/** How a person would solve a puzzle: whether the deductions finish it, the strongest needed, and how many rounds (each applies the weakest deduction that still removes something). */
export interface Grade {
  readonly solved: boolean;
  readonly hardest: number;
  readonly rounds: number;
  /** Rounds that used each deduction, 1 to DEDUCTIONS. */
  readonly uses: readonly number[];
  /** The answer the deductions reached (one rectangle per clue), or null. */
  readonly answer: Rect[] | null;
}

interface Candidate {
  readonly rect: Rect;
  readonly cells: readonly number[];
}
type Candidates = Candidate[][];

const covers = (candidate: Candidate, cell: number) => candidate.cells.includes(cell);

/** The clues able to reach each cell, as a count and (for a count of one) which clue. */
function reach(size: number, candidates: Candidates): { count: Int32Array; by: Int32Array } {
  const count = new Int32Array(size * size);
  const by = new Int32Array(size * size).fill(-1);
  const seen = new Int32Array(size * size).fill(-1);
  candidates.forEach((list, index) => {
    for (const candidate of list) {
      for (const cell of candidate.cells) {
        if (seen[cell] === index) continue;
        seen[cell] = index;
        count[cell]!++;
        by[cell] = index;
      }
    }
  });
  return { count, by };
}

const impossible = (size: number, candidates: Candidates) => candidates.some((list) => list.length === 0) || reach(size, candidates).count.includes(0);

/** Removes, from every clue but `owner`, the rectangles over any of `cells`; whether any went. */
function claim(candidates: Candidates, owner: number, cells: readonly number[]): boolean {
  let removed = false;
  candidates.forEach((list, index) => {
    if (index === owner) return;
    const kept = list.filter((candidate) => !cells.some((cell) => covers(candidate, cell)));
    if (kept.length < list.length) {
      candidates[index] = kept;
      removed = true;
    }
  });
  return removed;
}

/** Applies every finding of one deduction (1 to 3) at once; whether it removed anything. */
function deduce(size: number, candidates: Candidates, level: number): boolean {
  let removed = false;
  if (level === 1 || level === 2) {
    candidates.forEach((list, index) => {
      if (list.length === 0 || (level === 1 && list.length > 1)) return;
      const common = list[0]!.cells.filter((cell) => list.every((candidate) => covers(candidate, cell)));
      if (claim(candidates, index, common)) removed = true;
    });
  } else {
    const { count, by } = reach(size, candidates);
    count.forEach((clues, cell) => {
      if (clues !== 1) return;
      const owner = by[cell]!;
      const kept = candidates[owner]!.filter((candidate) => covers(candidate, cell));
      if (kept.length < candidates[owner]!.length) {
        candidates[owner] = kept;
        removed = true;
      }
    });
  }
  return removed;
}

/** Deductions up to `strongest` until none removes anything; whether that ends in a contradiction. */
function settle(size: number, candidates: Candidates, strongest: number, uses: number[]): boolean {
  for (;;) {
    if (impossible(size, candidates)) return true;
    let level = 1;
    while (level <= strongest && !deduce(size, candidates, level)) level++;
    if (level > strongest) return false;
    uses[level - 1]!++;
  }
}

/** One trial (deduction 4): the first rectangle whose assumption leads to a contradiction goes; whether one did. */
function trial(size: number, candidates: Candidates): boolean {
  for (const [index, list] of candidates.entries()) {
    if (list.length < 2) continue;
    for (const candidate of list) {
      const assumed = candidates.map((other, k) => (k === index ? [candidate] : [...other]));
      if (
        !settle(
          size,
          assumed,
          DEDUCTIONS - 1,
          Array.from({ length: DEDUCTIONS }, () => 0),
        )
      )
        continue;
      candidates[index] = list.filter((other) => other !== candidate);
      return true;
    }
  }
  return false;
}

/** Grades a puzzle by solving it with the deductions alone; solved means the answer is unique, since every deduction is sound. */
export function grade(puzzle: Puzzle): Grade {
  const { size } = puzzle;
  const candidates: Candidates = puzzle.clues.map((_, index) => optionsOf(puzzle, index).map((rect) => ({ rect, cells: cellsOf(size, rect) })));
  const uses = Array.from({ length: DEDUCTIONS }, () => 0);
  for (;;) {
    let level = 1;
    while (level < DEDUCTIONS && !deduce(size, candidates, level)) level++;
    if (level === DEDUCTIONS && !trial(size, candidates)) break;
    uses[level - 1]!++;
    if (impossible(size, candidates)) break;
  }
  const solved = !impossible(size, candidates) && candidates.every((list) => list.length === 1);
  const rounds = uses.reduce((sum, count) => sum + count, 0);
  return { solved, hardest: uses.findLastIndex((count) => count > 0) + 1, rounds, uses, answer: solved ? candidates.map((list) => list[0]!.rect) : null };
}

export type Tier = "easy" | "medium" | "hard";
export const TIERS: readonly Tier[] = ["easy", "medium", "hard"];
/**
 * The strongest deduction each tier needs. Of 300 random partitions with random clue cells, 55%
 * (5x5) and 39% (10x10) need no more than 2, 1% and 8% need 3, and 0% and 1% a trial (the rest
 * the deductions leave unsolved, most with more than one answer): hence the climb in `generate`.
 */
export const TIER_HARDEST: Readonly<Record<Tier, { readonly least: number; readonly most: number }>> = {
  easy: { least: 1, most: 2 },
  medium: { least: 3, most: 3 },
  hard: { least: 4, most: 4 },
};

export const inTier = (graded: Grade, tier: Tier) => graded.solved && graded.hardest >= TIER_HARDEST[tier].least && graded.hardest <= TIER_HARDEST[tier].most;

/** How close a grade is to a tier, for the climb: unsolved or past the tier is worst; then the strongest deduction needed, then rounds. */
const towards = (graded: Grade, tier: Tier) => (!graded.solved || graded.hardest > TIER_HARDEST[tier].most ? -1 : graded.hardest * 1000 + graded.rounds);

/** Clue moves tried per partition before cutting a new one. */
const CLIMB_STEPS = 60;

/**
 * A puzzle of the tier, its answer and its grade. It cuts a random partition and puts each clue in
 * a random cell of its piece, then moves one clue at a time within its piece, keeping each move
 * that leaves the puzzle no further from the tier, until the puzzle is in it. The grader solving it
 * proves the answer unique.
 */
export function generate(size: number, random: Random, tier: Tier): { puzzle: Puzzle; solution: Rect[]; grade: Grade } {
  const maxArea = Math.max(4, Math.round(size * 1.2));
  for (;;) {
    const rects = randomPartition(size, random, maxArea);
    let puzzle: Puzzle = { size, clues: rects.map((rect) => ({ cell: random.pick(cellsOf(size, rect)), n: rect.h * rect.w })) };
    let graded = grade(puzzle);
    for (let step = 0; step < CLIMB_STEPS && !inTier(graded, tier); step++) {
      const moved = random.int(rects.length);
      const cell = random.pick(cellsOf(size, rects[moved]!));
      const next = { size, clues: puzzle.clues.map((clue, k) => (k === moved ? { cell, n: clue.n } : clue)) };
      const nextGrade = grade(next);
      if (towards(nextGrade, tier) < towards(graded, tier)) continue;
      puzzle = next;
      graded = nextGrade;
    }
    if (inTier(graded, tier)) return { puzzle, solution: rects, grade: graded };
  }
}
