/**
 * Polyominoes on a square grid: shapes as lists of cells, turned a quarter at a time and moved
 * so their top-left corner is (0, 0). Shared by the packing games (Tea Box Puzzler) and anything
 * else that lays shaped pieces on a grid.
 */

export interface Cell {
  readonly x: number;
  readonly y: number;
}

export type Shape = readonly Cell[];

/** Moves a shape so its smallest x and y are 0, cells in reading order (row by row). */
export function normalize(shape: Shape): Cell[] {
  const minX = Math.min(...shape.map((cell) => cell.x));
  const minY = Math.min(...shape.map((cell) => cell.y));
  return shape.map((cell) => ({ x: cell.x - minX, y: cell.y - minY })).sort((a, b) => a.y - b.y || a.x - b.x);
}

/** The shape turned `quarters` quarter turns clockwise, normalized. */
export function rotate(shape: Shape, quarters: number): Cell[] {
  let cells: Cell[] = [...shape];
  for (let turn = 0; turn < ((quarters % 4) + 4) % 4; turn++) cells = cells.map((cell) => ({ x: -cell.y, y: cell.x }));
  return normalize(cells);
}

/** A text key that is equal for equal normalized shapes. */
export function shapeKey(shape: Shape): string {
  return normalize(shape)
    .map((cell) => `${cell.x},${cell.y}`)
    .join(";");
}

/** The distinct quarter turns of a shape (0 only, when turning is not allowed). */
export function distinctTurns(shape: Shape, turning: boolean): number[] {
  if (!turning) return [0];
  const seen = new Set<string>();
  const turns: number[] = [];
  for (let quarters = 0; quarters < 4; quarters++) {
    const key = shapeKey(rotate(shape, quarters));
    if (!seen.has(key)) {
      seen.add(key);
      turns.push(quarters);
    }
  }
  return turns;
}

/** A key equal for shapes that are the same piece: up to quarter turns when turning is allowed. */
export function pieceKey(shape: Shape, turning: boolean): string {
  const keys = distinctTurns(shape, turning).map((quarters) => shapeKey(rotate(shape, quarters)));
  return keys.sort()[0]!;
}

export function widthOf(shape: Shape): number {
  return Math.max(...shape.map((cell) => cell.x)) + 1;
}

export function heightOf(shape: Shape): number {
  return Math.max(...shape.map((cell) => cell.y)) + 1;
}

/** The outline of a set of unit cells as closed SVG path data (in cell units), one loop per boundary. */
export function outlinePath(shape: Shape): string {
  const filled = new Set(shape.map((cell) => `${cell.x},${cell.y}`));
  const has = (x: number, y: number) => filled.has(`${x},${y}`);
  // Directed boundary edges with the piece on their right (clockwise loops), keyed by start point.
  const edges = new Map<string, [number, number][]>();
  const add = (x1: number, y1: number, x2: number, y2: number) => {
    const key = `${x1},${y1}`;
    edges.set(key, [...(edges.get(key) ?? []), [x2, y2]]);
  };
  for (const { x, y } of shape) {
    if (!has(x, y - 1)) add(x, y, x + 1, y);
    if (!has(x + 1, y)) add(x + 1, y, x + 1, y + 1);
    if (!has(x, y + 1)) add(x + 1, y + 1, x, y + 1);
    if (!has(x - 1, y)) add(x, y + 1, x, y);
  }
  const loops: string[] = [];
  while (edges.size > 0) {
    const [startKey] = edges.keys();
    const [sx, sy] = startKey!.split(",").map(Number) as [number, number];
    const points: [number, number][] = [[sx, sy]];
    let key = startKey!;
    for (;;) {
      const targets = edges.get(key);
      if (!targets || targets.length === 0) break;
      const next = targets.shift()!;
      if (targets.length === 0) edges.delete(key);
      key = `${next[0]},${next[1]}`;
      if (next[0] === sx && next[1] === sy) break;
      points.push(next);
    }
    // Keep only corners, so the path is short.
    const corners = points.filter((point, index) => {
      const before = points[(index + points.length - 1) % points.length]!;
      const after = points[(index + 1) % points.length]!;
      return !((before[0] === point[0] && point[0] === after[0]) || (before[1] === point[1] && point[1] === after[1]));
    });
    loops.push(`M${corners.map((point) => `${point[0]} ${point[1]}`).join("L")}Z`);
  }
  return loops.join("");
}
