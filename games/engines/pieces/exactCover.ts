/**
 * Exact cover (Knuth's Algorithm X, on plain arrays): choose rows so that every column is
 * covered exactly once. Used to prove that a packing puzzle has exactly one solution.
 */

export interface CoverResult {
  /** Solutions found, at most the limit asked for. */
  count: number;
  /** The rows of the first solution found, or null when there is none. */
  first: number[] | null;
  /** Rows tried where the column chosen had more than one open row: the guesses a search needed, a measure of difficulty. */
  guesses: number;
}

/**
 * Counts the exact covers of `columns` columns by `rows` (each a list of column indexes), stopping
 * at `limit`. The column with the fewest candidate rows is chosen first.
 */
export function countExactCovers(columns: number, rows: readonly (readonly number[])[], limit: number): CoverResult {
  const rowsOf: number[][] = Array.from({ length: columns }, () => []);
  rows.forEach((row, index) => row.forEach((column) => rowsOf[column]!.push(index)));
  const columnCovered = new Array<boolean>(columns).fill(false);
  // A row is out while any of its columns is covered: count how many.
  const blocked = new Array<number>(rows.length).fill(0);
  const chosen: number[] = [];
  let count = 0;
  let first: number[] | null = null;
  let guesses = 0;

  const select = (row: number) => {
    for (const column of rows[row]!) {
      columnCovered[column] = true;
      for (const other of rowsOf[column]!) blocked[other]!++;
    }
  };
  const deselect = (row: number) => {
    for (const column of rows[row]!) {
      columnCovered[column] = false;
      for (const other of rowsOf[column]!) blocked[other]!--;
    }
  };

  const search = (): void => {
    let best = -1;
    let bestCount = Infinity;
    for (let column = 0; column < columns; column++) {
      if (columnCovered[column]) continue;
      let open = 0;
      for (const row of rowsOf[column]!) if (blocked[row] === 0) open++;
      if (open < bestCount) {
        best = column;
        bestCount = open;
        if (open === 0) break;
      }
    }
    if (best === -1) {
      count++;
      if (first === null) first = [...chosen];
      return;
    }
    if (bestCount === 0) return;
    for (const row of rowsOf[best]!) {
      if (blocked[row] !== 0) continue;
      if (bestCount > 1) guesses++;
      chosen.push(row);
      select(row);
      search();
      deselect(row);
      chosen.pop();
      if (count >= limit) return;
    }
  };
  search();
  return { count, first, guesses };
}
