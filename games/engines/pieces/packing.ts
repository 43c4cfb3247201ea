/**
 * Packing shaped pieces into a region of a grid with no gaps: where a piece may go, how many
 * ways the pieces fill the region (exact cover), and cutting a region into random pieces.
 */
import type { Random } from "../random.ts";
import { countExactCovers } from "./exactCover.ts";
import { distinctTurns, rotate, type Cell, type Shape } from "./polyomino.ts";

/** A rectangle of cells, some of them closed (not part of the region). Cell (x, y) is open[y * width + x]. */
export interface Region {
  readonly width: number;
  readonly height: number;
  readonly open: readonly boolean[];
}

/** Where a piece lies: its shape turned `r` quarter turns, its top-left corner at (x, y). */
export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

export function isOpen(region: Region, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < region.width && y < region.height && region.open[y * region.width + x] === true;
}

/** The grid cells a shape covers at a placement. */
export function placedCells(shape: Shape, placement: Placement): Cell[] {
  return rotate(shape, placement.r).map((cell) => ({ x: cell.x + placement.x, y: cell.y + placement.y }));
}

/** Every placement of `shape` that lies wholly on open cells of the region. */
export function placementsIn(region: Region, shape: Shape, turning: boolean): Placement[] {
  const found: Placement[] = [];
  for (const r of distinctTurns(shape, turning)) {
    const turned = rotate(shape, r);
    for (let y = 0; y < region.height; y++) {
      for (let x = 0; x < region.width; x++) {
        if (turned.every((cell) => isOpen(region, cell.x + x, cell.y + y))) found.push({ x, y, r });
      }
    }
  }
  return found;
}

export interface PackingCount {
  /** Ways found to fill the region with every piece once, at most `limit`. */
  count: number;
  /** The first way found: each piece's placement, in the pieces' order. */
  solution: Placement[] | null;
  /** The guesses the search made (countExactCovers): more for a harder packing. */
  guesses: number;
}

/** Counts the ways the pieces fill the region exactly (each piece used once), up to `limit`. */
export function countPackings(region: Region, shapes: readonly Shape[], turning: boolean, limit: number): PackingCount {
  const cellColumn = new Map<number, number>();
  region.open.forEach((open, index) => open && cellColumn.set(index, cellColumn.size));
  const rows: number[][] = [];
  const meta: { piece: number; placement: Placement }[] = [];
  shapes.forEach((shape, piece) => {
    for (const placement of placementsIn(region, shape, turning)) {
      const columns = placedCells(shape, placement).map((cell) => cellColumn.get(cell.y * region.width + cell.x)!);
      rows.push([...columns, cellColumn.size + piece]);
      meta.push({ piece, placement });
    }
  });
  const { count, first, guesses } = countExactCovers(cellColumn.size + shapes.length, rows, limit);
  if (first === null) return { count, solution: null, guesses };
  const solution = new Array<Placement>(shapes.length);
  for (const row of first) solution[meta[row]!.piece] = meta[row]!.placement;
  return { count, solution, guesses };
}

/**
 * Cuts the open cells of a region into connected pieces of `minSize` to `maxSize` cells: from
 * single cells, the smallest piece still under its (random) target size merges with a random
 * neighbour, until every piece has reached its target. Returns null when a piece is left smaller
 * than `minSize` with no neighbour to merge into (the caller tries again).
 */
export function cutRegion(region: Region, random: Random, minSize: number, maxSize: number): Cell[][] | null {
  const owner = region.open.map((open, index) => (open ? index : -1));
  const pieces = new Map<number, { cells: number[]; target: number }>();
  const target = (size: number) => Math.max(size, minSize + random.int(maxSize - minSize + 1));
  owner.forEach((id) => id >= 0 && pieces.set(id, { cells: [id], target: target(1) }));
  const neighbours = (cells: readonly number[], id: number) => {
    const found = new Set<number>();
    for (const index of cells) {
      const x = index % region.width;
      const y = Math.floor(index / region.width);
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
        if (isOpen(region, x + dx, y + dy)) {
          const other = owner[(y + dy) * region.width + x + dx]!;
          if (other !== id) found.add(other);
        }
      }
    }
    return [...found];
  };
  for (;;) {
    const growing = [...pieces.entries()].filter(([, piece]) => piece.cells.length < piece.target);
    if (growing.length === 0) break;
    const smallest = Math.min(...growing.map(([, piece]) => piece.cells.length));
    const [id, piece] = random.pick(growing.filter(([, candidate]) => candidate.cells.length === smallest));
    const partners = neighbours(piece.cells, id).filter((other) => pieces.get(other)!.cells.length + piece.cells.length <= maxSize);
    if (partners.length === 0) {
      if (piece.cells.length < minSize) return null;
      piece.target = piece.cells.length;
      continue;
    }
    const partnerId = random.pick(partners);
    const partner = pieces.get(partnerId)!;
    for (const index of partner.cells) owner[index] = id;
    const cells = [...piece.cells, ...partner.cells];
    pieces.delete(partnerId);
    pieces.set(id, { cells, target: target(cells.length) });
  }
  return [...pieces.values()].map((piece) => piece.cells.map((index) => ({ x: index % region.width, y: Math.floor(index / region.width) })));
}
