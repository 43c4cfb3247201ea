/**
 * Grades a puzzle by the techniques a person needs: it solves with human steps only, always
 * trying the easiest first, and reports the hardest one it had to use. A puzzle these steps
 * cannot finish is not offered (it would need guessing).
 *
 * 1 easy: singles (naked and hidden). 2 medium: + locked candidates (pointing, claiming), naked
 * and hidden pairs. 3 hard: + triples and X-Wing. 4 expert: + Swordfish, XY-Wing and XYZ-Wing.
 */
import { bit, candidatesOf, CELLS, digitsOf, PEERS, popcount, UNITS, type Grid } from "./sudoku.ts";

export type Level = 1 | 2 | 3 | 4;

interface Work {
  grid: number[];
  cand: number[];
}

function place(work: Work, cell: number, digit: number): void {
  work.grid[cell] = digit;
  work.cand[cell] = 0;
  for (const peer of PEERS[cell]!) work.cand[peer]! &= ~bit(digit);
}

/** Removes `mask` from a cell's candidates; true when something was removed. */
function eliminate(work: Work, cell: number, mask: number): boolean {
  if ((work.cand[cell]! & mask) === 0) return false;
  work.cand[cell]! &= ~mask;
  return true;
}

function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  const result: T[][] = [];
  items.forEach((item, index) => {
    for (const rest of combinations(items.slice(index + 1), size - 1)) result.push([item, ...rest]);
  });
  return result;
}

function nakedSingle(work: Work): boolean {
  for (let cell = 0; cell < CELLS; cell++) {
    const mask = work.cand[cell]!;
    if (work.grid[cell] === 0 && popcount(mask) === 1) {
      place(work, cell, digitsOf(mask)[0]!);
      return true;
    }
  }
  return false;
}

function hiddenSingle(work: Work): boolean {
  for (const unit of UNITS) {
    for (let digit = 1; digit <= 9; digit++) {
      const cells = unit.filter((cell) => work.cand[cell]! & bit(digit));
      if (cells.length === 1) {
        place(work, cells[0]!, digit);
        return true;
      }
    }
  }
  return false;
}

/** Pointing (a box's digit confined to one line) and claiming (a line's digit confined to one box). */
function lockedCandidates(work: Work): boolean {
  for (const [index, unit] of UNITS.entries()) {
    for (let digit = 1; digit <= 9; digit++) {
      const cells = unit.filter((cell) => work.cand[cell]! & bit(digit));
      if (cells.length < 2) continue;
      for (const [otherIndex, other] of UNITS.entries()) {
        if (otherIndex === index || !cells.every((cell) => other.includes(cell))) continue;
        let changed = false;
        for (const cell of other) if (!unit.includes(cell)) changed = eliminate(work, cell, bit(digit)) || changed;
        if (changed) return true;
      }
    }
  }
  return false;
}

function nakedSubset(work: Work, size: number): boolean {
  for (const unit of UNITS) {
    const open = unit.filter((cell) => work.grid[cell] === 0 && popcount(work.cand[cell]!) <= size);
    for (const group of combinations(open, size)) {
      const mask = group.reduce((union, cell) => union | work.cand[cell]!, 0);
      if (popcount(mask) !== size) continue;
      let changed = false;
      for (const cell of unit) if (!group.includes(cell) && work.grid[cell] === 0) changed = eliminate(work, cell, mask) || changed;
      if (changed) return true;
    }
  }
  return false;
}

function hiddenSubset(work: Work, size: number): boolean {
  for (const unit of UNITS) {
    const digits = Array.from({ length: 9 }, (_, index) => index + 1).filter((digit) => {
      const count = unit.filter((cell) => work.cand[cell]! & bit(digit)).length;
      return count >= 1 && count <= size;
    });
    for (const group of combinations(digits, size)) {
      const mask = group.reduce((union, digit) => union | bit(digit), 0);
      const cells = unit.filter((cell) => work.cand[cell]! & mask);
      if (cells.length !== size) continue;
      let changed = false;
      for (const cell of cells) changed = eliminate(work, cell, ~mask & 0b1111111110) || changed;
      if (changed) return true;
    }
  }
  return false;
}

/** X-Wing (size 2) and Swordfish (size 3), by rows and by columns. */
function fish(work: Work, size: number): boolean {
  for (const byRows of [true, false]) {
    const lineCell = (line: number, across: number) => (byRows ? line * 9 + across : across * 9 + line);
    for (let digit = 1; digit <= 9; digit++) {
      const spots = Array.from({ length: 9 }, (_, line) => Array.from({ length: 9 }, (_, across) => across).filter((across) => work.cand[lineCell(line, across)]! & bit(digit)));
      const lines = spots.map((_, line) => line).filter((line) => spots[line]!.length >= 2 && spots[line]!.length <= size);
      for (const group of combinations(lines, size)) {
        const across = new Set(group.flatMap((line) => spots[line]!));
        if (across.size !== size) continue;
        let changed = false;
        for (let line = 0; line < 9; line++) {
          if (group.includes(line)) continue;
          for (const column of across) changed = eliminate(work, lineCell(line, column), bit(digit)) || changed;
        }
        if (changed) return true;
      }
    }
  }
  return false;
}

const sees = (a: number, b: number) => PEERS[a]!.includes(b);

/** XY-Wing: a two-candidate pivot {x,y} sees {x,z} and {y,z}; z goes from every cell both pincers see. */
function xyWing(work: Work): boolean {
  for (let pivot = 0; pivot < CELLS; pivot++) {
    const pivotMask = work.cand[pivot]!;
    if (popcount(pivotMask) !== 2) continue;
    const pincers = PEERS[pivot]!.filter((cell) => popcount(work.cand[cell]!) === 2 && popcount(work.cand[cell]! & pivotMask) === 1);
    for (const [a, b] of combinations(pincers, 2) as [number, number][]) {
      const z = work.cand[a]! & ~pivotMask;
      if (z !== (work.cand[b]! & ~pivotMask) || (work.cand[a]! & pivotMask) === (work.cand[b]! & pivotMask)) continue;
      let changed = false;
      for (let cell = 0; cell < CELLS; cell++) if (cell !== a && cell !== b && sees(cell, a) && sees(cell, b)) changed = eliminate(work, cell, z) || changed;
      if (changed) return true;
    }
  }
  return false;
}

/** XYZ-Wing: a pivot {x,y,z} sees {x,z} and {y,z}; z goes from every cell that sees all three. */
function xyzWing(work: Work): boolean {
  for (let pivot = 0; pivot < CELLS; pivot++) {
    const pivotMask = work.cand[pivot]!;
    if (popcount(pivotMask) !== 3) continue;
    const pincers = PEERS[pivot]!.filter((cell) => popcount(work.cand[cell]!) === 2 && (work.cand[cell]! & ~pivotMask) === 0);
    for (const [a, b] of combinations(pincers, 2) as [number, number][]) {
      const z = work.cand[a]! & work.cand[b]!;
      if (popcount(z) !== 1 || (work.cand[a]! | work.cand[b]!) !== pivotMask) continue;
      let changed = false;
      for (const cell of PEERS[pivot]!) if (cell !== a && cell !== b && sees(cell, a) && sees(cell, b)) changed = eliminate(work, cell, z) || changed;
      if (changed) return true;
    }
  }
  return false;
}

const TECHNIQUES: readonly { level: Level; step: (work: Work) => boolean }[] = [
  { level: 1, step: nakedSingle },
  { level: 1, step: hiddenSingle },
  { level: 2, step: lockedCandidates },
  { level: 2, step: (work) => nakedSubset(work, 2) },
  { level: 2, step: (work) => hiddenSubset(work, 2) },
  { level: 3, step: (work) => nakedSubset(work, 3) },
  { level: 3, step: (work) => hiddenSubset(work, 3) },
  { level: 3, step: (work) => fish(work, 2) },
  { level: 4, step: (work) => fish(work, 3) },
  { level: 4, step: xyWing },
  { level: 4, step: xyzWing },
];

/** Solves with human steps only, easiest first: the filled grid and the hardest level used, or null when stuck. */
export function solveLikeAPerson(puzzle: Grid): { grid: number[]; level: Level } | null {
  const work: Work = { grid: [...puzzle], cand: candidatesOf(puzzle) };
  let level: Level = 1;
  while (work.grid.includes(0)) {
    const used = TECHNIQUES.find((technique) => technique.step(work));
    if (!used) return null;
    if (used.level > level) level = used.level;
  }
  return { grid: work.grid, level };
}

/** The hardest technique level a person needs, or null when these techniques cannot finish it. */
export const grade = (puzzle: Grid): Level | null => solveLikeAPerson(puzzle)?.level ?? null;

/**
 * An empty cell a person can fill next by a single alone (naked or hidden), for a hint that
 * teaches; null when none is open (the grid needs harder steps first).
 */
export function singleCell(grid: Grid): { cell: number; digit: number } | null {
  const cand = candidatesOf(grid);
  for (let cell = 0; cell < CELLS; cell++) if (grid[cell] === 0 && popcount(cand[cell]!) === 1) return { cell, digit: digitsOf(cand[cell]!)[0]! };
  for (const unit of UNITS) {
    for (let digit = 1; digit <= 9; digit++) {
      const cells = unit.filter((cell) => grid[cell] === 0 && cand[cell]! & bit(digit));
      if (cells.length === 1) return { cell: cells[0]!, digit };
    }
  }
  return null;
}
