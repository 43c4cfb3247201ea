/**
 * Shikaku puzzles: a square grid with numbered cells; the answer divides the grid into
 * rectangles, each holding exactly one number equal to its area. The solver counts answers up to
 * a limit (exact cover over each clue's possible rectangles), which is how a puzzle is proven to
 * have exactly one; the generator cuts a random partition, places one clue in each piece, and
 * keeps the puzzle only when the solver finds one answer.
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

/** A puzzle with exactly one answer, and that answer (one rectangle per clue). */
export function generate(size: number, random: Random): { puzzle: Puzzle; solution: Rect[] } {
  const maxArea = Math.max(4, Math.round(size * 1.2));
  for (;;) {
    const rects = randomPartition(size, random, maxArea);
    // A few placements of the clues per partition before cutting a new one.
    for (let attempt = 0; attempt < 4; attempt++) {
      const clues = rects.map((rect) => ({ cell: random.pick(cellsOf(size, rect)), n: rect.h * rect.w }));
      const puzzle = { size, clues };
      if (countSolutions(puzzle, 2) === 1) return { puzzle, solution: rects };
    }
  }
}
