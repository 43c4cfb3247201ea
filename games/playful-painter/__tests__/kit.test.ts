import { describe, expect, it } from "vitest";
import { rect, showing, tessellateGroups, type Point } from "../pictures/kit.ts";

const square = (x: number, y: number, w: number, h: number): Point[] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];
const area = (ring: readonly Point[]) => Math.abs(ring.reduce((sum, [x, y], index) => sum + x * ring[(index + 1) % ring.length]![1] - ring[(index + 1) % ring.length]![0] * y, 0)) / 2;

describe("tessellateGroups: strips painted each in its own colour", () => {
  // Two cells of strip 0, and under them two of strip 1 that the shape cuts short.
  const lattice = [square(10, 10, 10, 10), square(20, 10, 10, 10), square(10, 20, 10, 3), square(20, 20, 10, 3)];
  const stripOf = (cell: readonly Point[]) => (cell[0]![1] < 20 ? 0 : 1);

  it("joins a piece with no room for a number to another strip's cell when its own strip has none to offer", () => {
    const tiles = tessellateGroups(rect(10, 10, 20, 10.5), lattice, stripOf);
    expect(tiles.map((tile) => tile.group)).toEqual([0, 0]);
    expect(tiles.reduce((sum, tile) => sum + area(tile.shape[0]!), 0)).toBeCloseTo(20 * 10.5, 6);
    for (const tile of tiles) expect(showing(tile.shape).room).toBeGreaterThanOrEqual(1.2);
  });

  it("keeps a strip's pieces in their strip when they have room for a number, if less than it would like", () => {
    const tiles = tessellateGroups(rect(10, 10, 20, 12.2), lattice, stripOf);
    expect(tiles.map((tile) => tile.group)).toEqual([0, 0, 1, 1]);
  });
});
