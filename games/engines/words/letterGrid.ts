/**
 * A rectangular grid of letters, its cells numbered row by row (cell = row * columns + column):
 * neighbours, straight lines through cells (word search) and paths of neighbouring cells (traced
 * words). Pure geometry, shared by the word games' rules and their frames.
 */

export interface GridSize {
  readonly rows: number;
  readonly columns: number;
}

/** A step between neighbouring cells: one row and/or one column, in any of the 8 directions. */
export interface Step {
  readonly rows: -1 | 0 | 1;
  readonly columns: -1 | 0 | 1;
}

/** The 8 directions, clockwise from east. */
export const DIRECTIONS: readonly Step[] = [
  { rows: 0, columns: 1 },
  { rows: 1, columns: 1 },
  { rows: 1, columns: 0 },
  { rows: 1, columns: -1 },
  { rows: 0, columns: -1 },
  { rows: -1, columns: -1 },
  { rows: -1, columns: 0 },
  { rows: -1, columns: 1 },
];

export function cellCount(size: GridSize): number {
  return size.rows * size.columns;
}

export function isCell(size: GridSize, cell: number): boolean {
  return Number.isInteger(cell) && cell >= 0 && cell < cellCount(size);
}

export function rowOf(size: GridSize, cell: number): number {
  return Math.floor(cell / size.columns);
}

export function columnOf(size: GridSize, cell: number): number {
  return cell % size.columns;
}

/** The cell at a row and column, or null outside the grid. */
export function cellAt(size: GridSize, row: number, column: number): number | null {
  if (row < 0 || row >= size.rows || column < 0 || column >= size.columns) return null;
  return row * size.columns + column;
}

/** The cell one step from `cell`, or null off the grid. */
export function stepFrom(size: GridSize, cell: number, step: Step): number | null {
  return cellAt(size, rowOf(size, cell) + step.rows, columnOf(size, cell) + step.columns);
}

/** The up to 8 cells touching `cell` (sides and corners). */
export function neighbours(size: GridSize, cell: number): number[] {
  return DIRECTIONS.flatMap((step) => {
    const next = stepFrom(size, cell, step);
    return next === null ? [] : [next];
  });
}

export function areNeighbours(size: GridSize, a: number, b: number): boolean {
  return a !== b && Math.abs(rowOf(size, a) - rowOf(size, b)) <= 1 && Math.abs(columnOf(size, a) - columnOf(size, b)) <= 1;
}

/**
 * A path a player traced: distinct cells, each touching the one before. Returns false for an
 * empty path, a repeated cell, a cell off the grid or a jump.
 */
export function isTracedPath(size: GridSize, path: readonly number[]): boolean {
  if (path.length === 0 || new Set(path).size !== path.length) return false;
  return path.every((cell, index) => isCell(size, cell) && (index === 0 || areNeighbours(size, path[index - 1]!, cell)));
}

/** `length` cells from `start` in direction `step`, or null when the line leaves the grid. */
export function lineFrom(size: GridSize, start: number, step: Step, length: number): number[] | null {
  const cells = [start];
  for (let index = 1; index < length; index++) {
    const next = stepFrom(size, cells[index - 1]!, step);
    if (next === null) return null;
    cells.push(next);
  }
  return cells;
}

/**
 * The cells from `from` to `to`, both included, when they lie on one row, column or diagonal
 * (a single cell when they are the same); null otherwise.
 */
export function lineBetween(size: GridSize, from: number, to: number): number[] | null {
  if (!isCell(size, from) || !isCell(size, to)) return null;
  const rows = rowOf(size, to) - rowOf(size, from);
  const columns = columnOf(size, to) - columnOf(size, from);
  if (rows !== 0 && columns !== 0 && Math.abs(rows) !== Math.abs(columns)) return null;
  const step: Step = { rows: Math.sign(rows) as Step["rows"], columns: Math.sign(columns) as Step["columns"] };
  return lineFrom(size, from, step, Math.max(Math.abs(rows), Math.abs(columns)) + 1);
}

/**
 * Every full line of the grid in one of 4 directions (rows, columns and both diagonals), each
 * from edge to edge; read forwards and backwards they cover all 8 directions.
 */
export function allLines(size: GridSize): number[][] {
  const lines: number[][] = [];
  for (const step of DIRECTIONS.slice(0, 4)) {
    for (let cell = 0; cell < cellCount(size); cell++) {
      // A line starts at the cell whose step backwards leaves the grid.
      const back: Step = { rows: -step.rows as Step["rows"], columns: -step.columns as Step["columns"] };
      if (stepFrom(size, cell, back) !== null) continue;
      const line = [cell];
      for (let next = stepFrom(size, cell, step); next !== null; next = stepFrom(size, next, step)) line.push(next);
      lines.push(line);
    }
  }
  return lines;
}

/**
 * The end cell of a straight line that starts at `from` and points as near as possible to
 * (`dRows`, `dColumns`) (a drag's vector in cells), with the drag's length projected on it:
 * a drag that wanders off a line still circles a straight run of letters.
 */
export function snapLineEnd(size: GridSize, from: number, dRows: number, dColumns: number): number {
  const distance = Math.hypot(dRows, dColumns);
  if (distance < 0.5) return from;
  let best = DIRECTIONS[0]!;
  let bestCos = -Infinity;
  for (const step of DIRECTIONS) {
    const cos = (step.rows * dRows + step.columns * dColumns) / (Math.hypot(step.rows, step.columns) * distance);
    if (cos > bestCos) {
      bestCos = cos;
      best = step;
    }
  }
  // Along a diagonal one step covers both a row and a column: project onto the unit step.
  const along = (best.rows * dRows + best.columns * dColumns) / (best.rows !== 0 && best.columns !== 0 ? 2 : 1);
  let end = from;
  for (let index = 0; index < Math.round(along); index++) {
    const next = stepFrom(size, end, best);
    if (next === null) break;
    end = next;
  }
  return end;
}
