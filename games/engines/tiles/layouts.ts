/**
 * Board layouts as data. A position is where one tile lies: x and y in half-tile steps (so a
 * tile may sit half a tile over, as the turtle's end tiles do) and z its layer. A tile covers
 * x..x+2 and y..y+2.
 */

export interface Position {
  x: number;
  y: number;
  z: number;
}

export interface Layout {
  id: string;
  name: string;
  positions: readonly Position[];
}

/** `count` tiles side by side in a row; x, y in whole or half tiles. */
function row(z: number, y: number, x: number, count: number): Position[] {
  return Array.from({ length: count }, (_, index) => ({ x: (x + index) * 2, y: y * 2, z }));
}

/** A block of `width` x `height` tiles from (x, y). */
function block(z: number, x: number, y: number, width: number, height: number): Position[] {
  return Array.from({ length: height }, (_, index) => row(z, y + index, x, width)).flat();
}

function layout(id: string, name: string, positions: Position[]): Layout {
  if (positions.length % 2 !== 0) throw new Error(`Layout ${id} has an odd number of tiles.`);
  return { id, name, positions };
}

/** The classic 144-tile turtle. */
const TURTLE = layout("turtle", "Turtle", [
  ...row(0, 0, 1, 12),
  ...row(0, 1, 3, 8),
  ...row(0, 2, 2, 10),
  ...row(0, 3, 1, 12),
  ...row(0, 4, 1, 12),
  ...row(0, 5, 2, 10),
  ...row(0, 6, 3, 8),
  ...row(0, 7, 1, 12),
  ...row(0, 3.5, 0, 1),
  ...row(0, 3.5, 13, 2),
  ...block(1, 4, 1, 6, 6),
  ...block(2, 5, 2, 4, 4),
  ...block(3, 6, 3, 2, 2),
  ...row(4, 3.5, 6.5, 1),
]);

const PYRAMID = layout("pyramid", "Pyramid", [
  ...block(0, 0, 0, 8, 6),
  ...block(1, 1, 1, 6, 4),
  ...block(2, 2, 2, 4, 2),
  ...row(3, 2.5, 3, 2),
]);

const BRIDGE = layout("bridge", "Bridge", [
  ...block(0, 0, 0, 3, 6),
  ...block(0, 7, 0, 3, 6),
  ...block(0, 3, 2, 4, 2),
  ...block(1, 0.5, 1, 2, 4),
  ...block(1, 7.5, 1, 2, 4),
  ...row(1, 2.5, 3, 4),
]);

const CROSS = layout("cross", "Compass", [
  ...block(0, 3, 0, 4, 2),
  ...block(0, 0, 2, 10, 2),
  ...block(0, 3, 4, 4, 2),
  ...row(1, 2.5, 2, 6),
  ...row(1, 0.5, 4, 2),
  ...row(1, 4.5, 4, 2),
  ...row(2, 2.5, 4, 2),
]);

const DIAMOND = layout("diamond", "Diamond", [
  ...row(0, 0, 3, 2),
  ...row(0, 1, 2, 4),
  ...row(0, 2, 1, 6),
  ...row(0, 3, 0, 8),
  ...row(0, 4, 1, 6),
  ...row(0, 5, 2, 4),
  ...row(0, 6, 3, 2),
  ...row(1, 2, 3, 2),
  ...row(1, 3, 2, 4),
  ...row(1, 4, 3, 2),
  ...row(2, 3, 3, 2),
]);

export const LAYOUTS: readonly Layout[] = [TURTLE, PYRAMID, BRIDGE, CROSS, DIAMOND];

export type LayoutId = "turtle" | "pyramid" | "bridge" | "cross" | "diamond";
export const LAYOUT_IDS: readonly LayoutId[] = ["turtle", "pyramid", "bridge", "cross", "diamond"];

export function layoutById(id: LayoutId): Layout {
  return LAYOUTS.find((item) => item.id === id)!;
}

export function isLayoutId(value: unknown): value is LayoutId {
  return typeof value === "string" && (LAYOUT_IDS as readonly string[]).includes(value);
}
