/** Where a pin lands on a board's grid: pure helpers shared by dragging, the keyboard and the preview. */

export interface Spot {
  x: number;
  y: number;
}

export interface Footprint extends Spot {
  width: number;
  height: number;
}

export interface Grid {
  columns: number;
  rows: number;
}

/**
 * The top-left cell a pin of `width` x `height` snaps to when held with its middle under the point
 * (px, py) of a board `boardWidth` x `boardHeight` pixels; kept inside the board.
 */
export function snapToCell(px: number, py: number, boardWidth: number, boardHeight: number, grid: Grid, width: number, height: number): Spot {
  const column = (px / boardWidth) * grid.columns - width / 2;
  const row = (py / boardHeight) * grid.rows - height / 2;
  return {
    x: Math.min(Math.max(Math.round(column), 0), grid.columns - width),
    y: Math.min(Math.max(Math.round(row), 0), grid.rows - height),
  };
}

/** The spot moved one cell in an arrow key's direction, kept inside the board. */
export function stepSpot(spot: Spot, key: string, grid: Grid, width: number, height: number): Spot | null {
  const delta: Record<string, Spot> = { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 } };
  const step = delta[key];
  if (!step) return null;
  return {
    x: Math.min(Math.max(spot.x + step.x, 0), grid.columns - width),
    y: Math.min(Math.max(spot.y + step.y, 0), grid.rows - height),
  };
}

export function overlaps(a: Footprint, b: Footprint): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether `pin` would sit on a free part of the board, ignoring the pin being moved (at `ignore`). */
export function isFree(pin: Footprint, placed: readonly Footprint[], ignore: Spot | null): boolean {
  return placed.every((other) => (ignore !== null && other.x === ignore.x && other.y === ignore.y) || !overlaps(pin, other));
}

/** The first free spot, row by row, for a pin of that size; the top-left corner when the board is full. */
export function firstFreeSpot(width: number, height: number, placed: readonly Footprint[], grid: Grid): Spot {
  for (let y = 0; y + height <= grid.rows; y++) {
    for (let x = 0; x + width <= grid.columns; x++) if (isFree({ x, y, width, height }, placed, null)) return { x, y };
  }
  return { x: 0, y: 0 };
}
