/**
 * The cut of a puzzle: each piece's outline, with tabs and blanks shaped from the seed. Pure, so
 * the tray, the board and the tests all see the same pieces. Coordinates are the picture's
 * (PICTURE_WIDTH x PICTURE_HEIGHT); a piece's tabs reach up to `margin` past its cell.
 */
import { seededRandom } from "../engines/random.ts";

export const PICTURE_WIDTH = 800;
export const PICTURE_HEIGHT = 600;

type Point = readonly [number, number];

export interface PieceShape {
  readonly piece: number;
  /** The cell's top-left corner: where the piece sits when placed. */
  readonly x: number;
  readonly y: number;
  /** The outline (SVG path data), in picture coordinates. */
  readonly path: string;
}

export interface Cut {
  readonly cols: number;
  readonly rows: number;
  readonly cellWidth: number;
  readonly cellHeight: number;
  /** How far a tab reaches past its cell. */
  readonly margin: number;
  readonly pieces: readonly PieceShape[];
}

/** A tab along (u along the edge, v across it, in tab sizes): neck, round head, neck, back to the line. */
const TAB: readonly Point[] = [
  [0.34, 0], [0.42, 0.02], [0.4, 0.09],
  [0.36, 0.16], [0.31, 0.27], [0.5, 0.27],
  [0.69, 0.27], [0.64, 0.16], [0.6, 0.09],
  [0.58, 0.02], [0.66, 0], [1, 0],
];

/** The Bezier points of one edge from a to b (without a); `bulge` 0 is a straight side. */
function edgePoints(a: Point, b: Point, bulge: number, shift: number, size: number): Point[] {
  if (bulge === 0) return [a, b, b];
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = Math.hypot(dx, dy);
  // The normal turned clockwise from the edge's direction, scaled by the tab's size.
  const nx = (-dy / length) * bulge * size;
  const ny = (dx / length) * bulge * size;
  return TAB.map(([u, v]) => {
    const along = u === 0 || u === 1 ? u : 0.5 + (u - 0.5) * size + shift;
    return [a[0] + dx * along + nx * v * length, a[1] + dy * along + ny * v * length] as Point;
  });
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Every piece's outline for a grid, from the seed (the same seed cuts the same pieces). */
export function cutPuzzle(seed: string, cols: number, rows: number): Cut {
  const random = seededRandom(`${seed}:cut`);
  const cellWidth = PICTURE_WIDTH / cols;
  const cellHeight = PICTURE_HEIGHT / rows;
  const tab = () => ({ bulge: random.next() < 0.5 ? 1 : -1, shift: (random.next() - 0.5) * 0.1, size: 0.9 + random.next() * 0.2 });
  // Edges between row r and r+1 (horizontal), and between column c and c+1 (vertical).
  const across = Array.from({ length: (rows - 1) * cols }, tab);
  const down = Array.from({ length: rows * (cols - 1) }, tab);
  const corner = (col: number, row: number): Point => [col * cellWidth, row * cellHeight];
  // Tabs are sized by the shorter side so they look the same on both axes.
  const unit = Math.min(cellWidth, cellHeight) / Math.max(cellWidth, cellHeight);

  /** `backwards`: walked right to left or bottom to top, against the edge's own direction. */
  const side = (from: Point, to: Point, edge: { bulge: number; shift: number; size: number } | null, backwards: boolean): Point[] => {
    if (!edge) return edgePoints(from, to, 0, 0, 1);
    const horizontal = from[1] === to[1];
    const scale = horizontal ? (cellWidth > cellHeight ? unit : 1) : cellHeight > cellWidth ? unit : 1;
    // The clockwise normal turns with the walk: a forward top side bulges like a backward bottom one.
    const flip = horizontal === backwards ? 1 : -1;
    return edgePoints(from, to, edge.bulge * flip, backwards ? -edge.shift : edge.shift, edge.size * scale);
  };

  const pieces: PieceShape[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const topLeft = corner(col, row);
      const topRight = corner(col + 1, row);
      const bottomRight = corner(col + 1, row + 1);
      const bottomLeft = corner(col, row + 1);
      // Walking clockwise; an edge shared with a neighbour is walked the other way there, so its
      // bulge flips sign for one of the two and the tab of one is the blank of the other.
      const top = row > 0 ? across[(row - 1) * cols + col]! : null;
      const right = col < cols - 1 ? down[row * (cols - 1) + col]! : null;
      const bottom = row < rows - 1 ? across[row * cols + col]! : null;
      const left = col > 0 ? down[row * (cols - 1) + col - 1]! : null;
      const points = [
        ...side(topLeft, topRight, top, false),
        ...side(topRight, bottomRight, right, false),
        ...side(bottomRight, bottomLeft, bottom, true),
        ...side(bottomLeft, topLeft, left, true),
      ];
      let path = `M${round(topLeft[0])} ${round(topLeft[1])}`;
      for (let index = 0; index < points.length; index += 3) {
        path += `C${points.slice(index, index + 3).map(([x, y]) => `${round(x)} ${round(y)}`).join(" ")}`;
      }
      pieces.push({ piece: row * cols + col, x: topLeft[0], y: topLeft[1], path: `${path}Z` });
    }
  }
  return { cols, rows, cellWidth, cellHeight, margin: Math.min(cellWidth, cellHeight) * 0.3, pieces };
}
