import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../random.ts";
import { countExactCovers } from "../exactCover.ts";
import { countPackings, cutRegion, placedCells, placementsIn, type Region } from "../packing.ts";
import { distinctTurns, normalize, outlinePath, pieceKey, rotate, shapeKey } from "../polyomino.ts";

const L = [
  { x: 0, y: 0 },
  { x: 0, y: 1 },
  { x: 0, y: 2 },
  { x: 1, y: 2 },
];
const square = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: 1, y: 1 },
];
const rectangle = (width: number, height: number): Region => ({ width, height, open: new Array<boolean>(width * height).fill(true) });

describe("polyominoes", () => {
  it("turn a quarter clockwise, back after four turns, and count their distinct turns", () => {
    expect(shapeKey(rotate(L, 1))).toBe(shapeKey([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 0 }, { x: 0, y: 1 }]));
    expect(shapeKey(rotate(L, 4))).toBe(shapeKey(L));
    expect(distinctTurns(L, true)).toEqual([0, 1, 2, 3]);
    expect(distinctTurns(square, true)).toEqual([0]);
    expect(distinctTurns(L, false)).toEqual([0]);
    expect(pieceKey(rotate(L, 3), true)).toBe(pieceKey(L, true));
    expect(pieceKey(rotate(L, 1), false)).not.toBe(pieceKey(L, false));
  });

  it("outline a shape as one closed path through its corners", () => {
    expect(outlinePath(square)).toBe("M0 0L2 0L2 2L0 2Z");
    expect(outlinePath(L)).toBe("M0 0L1 0L1 2L2 2L2 3L0 3Z");
  });
});

describe("exact cover and packing", () => {
  it("counts exact covers up to the limit and returns the first", () => {
    // Columns 0..2: {0,1}+{2}, {0}+{1,2}, {0}+{1}+{2}.
    const rows = [[0, 1], [2], [0], [1, 2], [1]];
    expect(countExactCovers(3, rows, 10).count).toBe(3);
    expect(countExactCovers(3, rows, 2).count).toBe(2);
    expect(countExactCovers(3, [[0], [1]], 10)).toEqual({ count: 0, first: null, guesses: 0 });
    // Guesses grade a search: none when every column has one row left, some when a column offers two.
    expect(countExactCovers(2, [[0], [1]], 10)).toEqual({ count: 1, first: [0, 1], guesses: 0 });
    expect(countExactCovers(3, rows, 10).guesses).toBeGreaterThan(0);
  });

  it("finds every placement in a region and counts packings", () => {
    expect(placementsIn(rectangle(3, 3), L, false)).toEqual([{ x: 0, y: 0, r: 0 }, { x: 1, y: 0, r: 0 }]);
    // Two L tetrominoes fill a 2 x 4 box; turning lets them swap roles.
    const box = rectangle(2, 4);
    expect(countPackings(box, [L, rotate(L, 2)], false, 5).count).toBe(1);
    expect(countPackings(box, [L, rotate(L, 2)], true, 5).count).toBe(2);
  });

  it("cuts a region into connected pieces within the sizes that cover it exactly (property)", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 3, max: 8 }), fc.integer({ min: 3, max: 8 }), (seed, width, height) => {
        const region = rectangle(width, height);
        const pieces = cutRegion(region, seededRandom(seed), 3, 6);
        fc.pre(pieces !== null);
        const covered = pieces!.flat().map((cell) => cell.y * width + cell.x);
        expect(new Set(covered).size).toBe(width * height);
        expect(covered).toHaveLength(width * height);
        for (const piece of pieces!) {
          expect(piece.length).toBeGreaterThanOrEqual(3);
          expect(piece.length).toBeLessThanOrEqual(6);
          // Connected: the shape's outline is one loop (a polyomino may not have a hole at these sizes).
          expect(outlinePath(normalize(piece)).match(/M/g)).toHaveLength(1);
        }
        const shapes = pieces!.map((piece) => normalize(piece));
        const spots = pieces!.map((piece) => ({ x: Math.min(...piece.map((cell) => cell.x)), y: Math.min(...piece.map((cell) => cell.y)), r: 0 }));
        expect(shapes.flatMap((shape, index) => placedCells(shape, spots[index]!)).length).toBe(width * height);
        expect(countPackings(region, shapes, false, 1).count).toBe(1);
      }),
      { numRuns: 40 },
    );
  });
});
