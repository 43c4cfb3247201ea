/**
 * The 9x9 sudoku grid: units, candidates and a fast exact solver (bit masks, fewest candidates
 * first) that counts solutions up to a limit, which is how a puzzle is proven to have exactly
 * one. A grid is 81 digits row by row, 0 for an empty cell.
 */
import type { Random } from "../engines/random.ts";
import type { GridSize } from "../engines/grid/grid.ts";

export const SIZE: GridSize = { rows: 9, cols: 9 };
export const CELLS = 81;
export type Grid = readonly number[];

/** Bit d (1..9) set: digit d; ALL has every digit. */
export const ALL = 0b1111111110;
export const bit = (digit: number): number => 1 << digit;

export const boxOf = (cell: number): number => Math.floor(Math.floor(cell / 9) / 3) * 3 + Math.floor((cell % 9) / 3);

/** The 27 units: rows 0-8, columns 9-17, boxes 18-26, each its 9 cells. */
export const UNITS: readonly (readonly number[])[] = [
  ...Array.from({ length: 9 }, (_, row) => Array.from({ length: 9 }, (_, col) => row * 9 + col)),
  ...Array.from({ length: 9 }, (_, col) => Array.from({ length: 9 }, (_, row) => row * 9 + col)),
  ...Array.from({ length: 9 }, (_, box) => Array.from({ length: 9 }, (_, k) => (Math.floor(box / 3) * 3 + Math.floor(k / 3)) * 9 + (box % 3) * 3 + (k % 3))),
];

/** The units of each cell: its row, column and box. */
export const UNITS_OF: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, cell) => [Math.floor(cell / 9), 9 + (cell % 9), 18 + boxOf(cell)]);

/** The 20 other cells that share a unit with each cell. */
export const PEERS: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, cell) => {
  const peers = new Set<number>();
  for (const unit of UNITS_OF[cell]!) for (const other of UNITS[unit]!) if (other !== cell) peers.add(other);
  return [...peers].sort((a, b) => a - b);
});

export function digitsOf(mask: number): number[] {
  const digits: number[] = [];
  for (let digit = 1; digit <= 9; digit++) if (mask & bit(digit)) digits.push(digit);
  return digits;
}

export function popcount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count++;
  return count;
}

/** Cells whose digit repeats in one of their units (the clashes a player can see without the solution). */
export function clashes(grid: Grid): Set<number> {
  const found = new Set<number>();
  for (const unit of UNITS) {
    const seen = new Map<number, number>();
    for (const cell of unit) {
      const digit = grid[cell]!;
      if (digit === 0) continue;
      const other = seen.get(digit);
      if (other !== undefined) found.add(other).add(cell);
      else seen.set(digit, cell);
    }
  }
  return found;
}

/** Each empty cell's candidates: the digits no peer holds (0 for filled cells). */
export function candidatesOf(grid: Grid): number[] {
  return Array.from({ length: CELLS }, (_, cell) => {
    if (grid[cell] !== 0) return 0;
    let mask = ALL;
    for (const peer of PEERS[cell]!) mask &= ~bit(grid[peer]!);
    return mask;
  });
}

interface Search {
  grid: number[];
  rows: number[];
  cols: number[];
  boxes: number[];
}

function searchOf(grid: Grid): Search | null {
  const search: Search = { grid: [...grid], rows: Array(9).fill(0), cols: Array(9).fill(0), boxes: Array(9).fill(0) };
  for (let cell = 0; cell < CELLS; cell++) {
    const digit = grid[cell]!;
    if (digit === 0) continue;
    const mask = bit(digit);
    const row = Math.floor(cell / 9);
    const col = cell % 9;
    const box = boxOf(cell);
    if ((search.rows[row]! | search.cols[col]! | search.boxes[box]!) & mask) return null;
    search.rows[row]! |= mask;
    search.cols[col]! |= mask;
    search.boxes[box]! |= mask;
  }
  return search;
}

/**
 * Depth-first search over the empty cell with the fewest candidates; `visit` gets each solution
 * and returns true to stop. `order` picks the order digits are tried in (random for new grids).
 */
function explore(search: Search, visit: (grid: number[]) => boolean, order: (digits: number[]) => number[]): boolean {
  let best = -1;
  let bestMask = 0;
  let bestCount = 10;
  for (let cell = 0; cell < CELLS; cell++) {
    if (search.grid[cell] !== 0) continue;
    const mask = ALL & ~(search.rows[Math.floor(cell / 9)]! | search.cols[cell % 9]! | search.boxes[boxOf(cell)]!);
    const count = popcount(mask);
    if (count < bestCount) {
      best = cell;
      bestMask = mask;
      bestCount = count;
      if (count <= 1) break;
    }
  }
  if (best === -1) return visit(search.grid);
  if (bestCount === 0) return false;
  const row = Math.floor(best / 9);
  const col = best % 9;
  const box = boxOf(best);
  for (const digit of order(digitsOf(bestMask))) {
    const mask = bit(digit);
    search.grid[best] = digit;
    search.rows[row]! |= mask;
    search.cols[col]! |= mask;
    search.boxes[box]! |= mask;
    const stop = explore(search, visit, order);
    search.grid[best] = 0;
    search.rows[row]! &= ~mask;
    search.cols[col]! &= ~mask;
    search.boxes[box]! &= ~mask;
    if (stop) return true;
  }
  return false;
}

const inOrder = (digits: number[]) => digits;

/** How many solutions the grid has, counting no further than `limit` (2 proves uniqueness). */
export function countSolutions(grid: Grid, limit = 2): number {
  const search = searchOf(grid);
  if (!search) return 0;
  let count = 0;
  explore(search, () => ++count >= limit, inOrder);
  return count;
}

function firstSolution(grid: Grid, order: (digits: number[]) => number[]): number[] | null {
  const search = searchOf(grid);
  if (!search) return null;
  let found: number[] | null = null;
  explore(
    search,
    (solution) => {
      found = [...solution];
      return true;
    },
    order,
  );
  return found;
}

/** The first solution found, or null when there is none. */
export const solve = (grid: Grid): number[] | null => firstSolution(grid, inOrder);

/** A complete, valid grid chosen at random. */
export function randomFullGrid(random: Random): number[] {
  const grid = firstSolution(Array(CELLS).fill(0), (digits) => random.shuffle(digits));
  if (!grid) throw new Error("An empty sudoku grid always has a solution.");
  return grid;
}

/**
 * Empties cells of a full grid in a random order, in pairs mirrored through the centre (the
 * classic look), keeping each pair only while the puzzle still has exactly one solution; stops
 * at `minGivens` clues.
 */
export function digHoles(solution: Grid, random: Random, minGivens: number): number[] {
  const puzzle = [...solution];
  let givens = CELLS;
  for (const cell of random.shuffle(Array.from({ length: 41 }, (_, index) => index))) {
    const pair = cell === 40 ? [40] : [cell, CELLS - 1 - cell];
    if (givens - pair.length < minGivens) continue;
    const kept = pair.map((index) => puzzle[index]!);
    for (const index of pair) puzzle[index] = 0;
    if (countSolutions(puzzle, 2) === 1) givens -= pair.length;
    else pair.forEach((index, k) => (puzzle[index] = kept[k]!));
  }
  return puzzle;
}

/** The grid as 81 characters, "." for an empty cell (how the bank stores puzzles). */
export const gridText = (grid: Grid): string => grid.map((digit) => (digit === 0 ? "." : String(digit))).join("");

export function parseGridText(text: string): number[] {
  if (!/^[1-9.]{81}$/.test(text)) throw new RangeError(`Not a sudoku grid: ${text.slice(0, 90)}`);
  return [...text].map((char) => (char === "." ? 0 : Number(char)));
}
