import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allLines, areNeighbours, cellAt, DIRECTIONS, isTracedPath, lineBetween, lineFrom, neighbours, snapLineEnd, type GridSize } from "../letterGrid.ts";

const GRID: GridSize = { rows: 4, columns: 5 };

describe("the letter grid", () => {
  it("gives corners 3 neighbours, edges 5 and inner cells 8, each touching the cell", () => {
    expect(neighbours(GRID, 0).sort((a, b) => a - b)).toEqual([1, 5, 6]);
    expect(neighbours(GRID, 2)).toHaveLength(5);
    expect(neighbours(GRID, 7)).toHaveLength(8);
    for (let cell = 0; cell < 20; cell++) for (const next of neighbours(GRID, cell)) expect(areNeighbours(GRID, cell, next)).toBe(true);
    expect(areNeighbours(GRID, 4, 5)).toBe(false);
  });

  it("traces paths of distinct touching cells only", () => {
    expect(isTracedPath(GRID, [0, 6, 12, 7])).toBe(true);
    expect(isTracedPath(GRID, [0, 6, 0])).toBe(false);
    expect(isTracedPath(GRID, [0, 2])).toBe(false);
    expect(isTracedPath(GRID, [4, 5])).toBe(false);
    expect(isTracedPath(GRID, [])).toBe(false);
    expect(isTracedPath(GRID, [19, 20])).toBe(false);
  });

  it("finds the straight line between two cells in all 8 directions, and none for a knight's jump", () => {
    expect(lineBetween(GRID, 0, 4)).toEqual([0, 1, 2, 3, 4]);
    expect(lineBetween(GRID, 15, 0)).toEqual([15, 10, 5, 0]);
    expect(lineBetween(GRID, 18, 0)).toEqual([18, 12, 6, 0]);
    expect(lineBetween(GRID, 3, 15)).toEqual([3, 7, 11, 15]);
    expect(lineBetween(GRID, 0, 7)).toBeNull();
    expect(lineBetween(GRID, 0, 20)).toBeNull();
    fc.assert(
      fc.property(fc.nat(19), fc.nat(7), fc.integer({ min: 1, max: 5 }), (start, direction, length) => {
        const line = lineFrom(GRID, start, DIRECTIONS[direction]!, length);
        if (line) expect(lineBetween(GRID, line[0]!, line.at(-1)!)).toEqual(line);
      }),
    );
  });

  it("lists every row, column and diagonal once, covering each cell 4 times", () => {
    const lines = allLines(GRID);
    expect(lines).toHaveLength(4 + 5 + 8 + 8);
    const seen = new Map<number, number>();
    for (const line of lines) for (const cell of line) seen.set(cell, (seen.get(cell) ?? 0) + 1);
    expect([...seen.values()].every((count) => count === 4)).toBe(true);
  });

  it("snaps a wandering drag to the nearest straight line, stopping at the edge", () => {
    const from = cellAt(GRID, 1, 1)!;
    expect(snapLineEnd(GRID, from, 0.2, 2.1)).toBe(cellAt(GRID, 1, 3));
    expect(snapLineEnd(GRID, from, 1.9, 2.2)).toBe(cellAt(GRID, 3, 3));
    expect(snapLineEnd(GRID, from, -0.1, -9)).toBe(cellAt(GRID, 1, 0));
    expect(snapLineEnd(GRID, from, 0.1, 0.2)).toBe(from);
  });
});
