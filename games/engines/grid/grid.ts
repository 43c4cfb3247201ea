/**
 * Square grids for grid puzzles (Sudoku Relics, Simply Shikaku): cells are numbered row by row
 * from 0, so a move or a state names a cell with one integer that survives JSON unchanged.
 */
import { isIntegerIn } from "../moveShapes.ts";

export interface GridSize {
  readonly rows: number;
  readonly cols: number;
}

export const cellCount = (size: GridSize): number => size.rows * size.cols;
export const rowOf = (size: GridSize, cell: number): number => Math.floor(cell / size.cols);
export const colOf = (size: GridSize, cell: number): number => cell % size.cols;
export const cellAt = (size: GridSize, row: number, col: number): number => row * size.cols + col;

/** A whole cell number on the grid. */
export const isCell = (size: GridSize, value: unknown): value is number => isIntegerIn(value, 0, cellCount(size) - 1);

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** Whether a key is one of the four arrows. */
export const isArrowKey = (key: string): boolean => key in ARROWS;

/** The cell an arrow key moves the focus to; the focus stays put at an edge. */
export function stepFocus(size: GridSize, cell: number, key: string): number {
  const delta = ARROWS[key];
  if (!delta) return cell;
  const row = Math.min(size.rows - 1, Math.max(0, rowOf(size, cell) + delta[0]));
  const col = Math.min(size.cols - 1, Math.max(0, colOf(size, cell) + delta[1]));
  return cellAt(size, row, col);
}

/** A short name a screen reader reads for a cell ("row 3, column 5"). */
export const cellName = (size: GridSize, cell: number): string => `row ${rowOf(size, cell) + 1}, column ${colOf(size, cell) + 1}`;

/** The rectangle with two cells as opposite corners (a drag from one to the other). */
export function rectBetween(size: GridSize, from: number, to: number): { r: number; c: number; h: number; w: number } {
  const r = Math.min(rowOf(size, from), rowOf(size, to));
  const c = Math.min(colOf(size, from), colOf(size, to));
  return { r, c, h: Math.abs(rowOf(size, from) - rowOf(size, to)) + 1, w: Math.abs(colOf(size, from) - colOf(size, to)) + 1 };
}
