import { describe, expect, test } from "vitest";
import { firstFreeSpot, isFree, snapToCell, stepSpot } from "../boardGeometry.ts";

const grid = { columns: 12, rows: 8 };

describe("board geometry", () => {
  test("a held pin snaps to the cells under its middle and stays on the board", () => {
    // A 1200 x 800 board: 100 px per cell.
    expect(snapToCell(250, 150, 1200, 800, grid, 1, 1)).toEqual({ x: 2, y: 1 });
    expect(snapToCell(300, 200, 1200, 800, grid, 2, 2)).toEqual({ x: 2, y: 1 });
    expect(snapToCell(1199, 799, 1200, 800, grid, 2, 2)).toEqual({ x: 10, y: 6 });
    expect(snapToCell(0, 0, 600, 400, grid, 1, 2)).toEqual({ x: 0, y: 0 });
  });

  test("arrow keys move one cell and stop at the edges; other keys do nothing", () => {
    expect(stepSpot({ x: 0, y: 0 }, "ArrowRight", grid, 1, 1)).toEqual({ x: 1, y: 0 });
    expect(stepSpot({ x: 0, y: 0 }, "ArrowUp", grid, 1, 1)).toEqual({ x: 0, y: 0 });
    expect(stepSpot({ x: 10, y: 6 }, "ArrowRight", grid, 2, 2)).toEqual({ x: 10, y: 6 });
    expect(stepSpot({ x: 3, y: 3 }, "a", grid, 1, 1)).toBeNull();
  });

  test("free spots skip placed pins, except the one being moved", () => {
    const placed = [{ x: 0, y: 0, width: 2, height: 1 }];
    expect(isFree({ x: 1, y: 0, width: 1, height: 1 }, placed, null)).toBe(false);
    expect(isFree({ x: 1, y: 0, width: 1, height: 1 }, placed, { x: 0, y: 0 })).toBe(true);
    expect(firstFreeSpot(1, 1, placed, grid)).toEqual({ x: 2, y: 0 });
  });
});
