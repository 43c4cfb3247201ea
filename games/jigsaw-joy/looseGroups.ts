import { PICTURE_HEIGHT, PICTURE_WIDTH } from "./cut.ts";

/**
 * Pieces lying loose on the board, moved and turned together: the group lies turned as its pieces
 * are in the rules' state, about the picture's centre, then moved by (dx, dy). Turning about a
 * fixed point keeps the offset's meaning whichever of the group's pieces go home (a Hint).
 */
export interface Group {
  readonly id: number;
  readonly pieces: readonly number[];
  readonly dx: number;
  readonly dy: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

const PIVOT: Point = { x: PICTURE_WIDTH / 2, y: PICTURE_HEIGHT / 2 };

/** (u, v) turned `quarters` quarter turns clockwise on screen (y down), as SVG's rotate(90) turns. */
function quarterTurned(u: number, v: number, quarters: number): [number, number] {
  for (let quarter = 0; quarter < ((quarters % 4) + 4) % 4; quarter++) [u, v] = [-v, u];
  return [u, v];
}

/** Where a point of the picture lies on the board in a group lying at `turn` quarter turns. */
export function onBoard(group: Group, turn: number, point: Point): Point {
  const [u, v] = quarterTurned(point.x - PIVOT.x, point.y - PIVOT.y, turn);
  return { x: PIVOT.x + group.dx + u, y: PIVOT.y + group.dy + v };
}

/** The SVG transform that draws a group where `onBoard` puts its points. */
export function placement(group: Group, turn: number): string {
  if (turn % 4 === 0) return `translate(${group.dx} ${group.dy})`;
  return `translate(${PIVOT.x + group.dx} ${PIVOT.y + group.dy}) rotate(${90 * turn}) translate(${-PIVOT.x} ${-PIVOT.y})`;
}

/** The offset that puts a point of the picture (a piece's centre) at `at` on the board, turned `turn`. */
export function offsetPutting(point: Point, turn: number, at: Point): { dx: number; dy: number } {
  const [u, v] = quarterTurned(point.x - PIVOT.x, point.y - PIVOT.y, turn);
  return { dx: at.x - PIVOT.x - u, dy: at.y - PIVOT.y - v };
}

/**
 * The group, lying at `turn`, once turned a quarter further about its own middle (the middle of its
 * pieces' centres, `centres` in the picture): it turns where it lies rather than swinging about
 * one of its pieces.
 */
export function turnedInPlace(group: Group, turn: number, centres: readonly Point[]): Group {
  const points = centres.map((centre) => onBoard(group, turn, centre));
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const middle = { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
  // Every point q goes to middle + R(q - middle); for the pivot's image that gives the new offset.
  const [u, v] = quarterTurned(PIVOT.x + group.dx - middle.x, PIVOT.y + group.dy - middle.y, 1);
  return { ...group, dx: middle.x + u - PIVOT.x, dy: middle.y + v - PIVOT.y };
}
