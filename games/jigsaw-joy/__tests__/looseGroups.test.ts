import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { offsetPutting, onBoard, placement, turnedInPlace, type Group } from "../looseGroups.ts";

const point = fc.record({ x: fc.double({ min: -200, max: 1200, noNaN: true }), y: fc.double({ min: -200, max: 900, noNaN: true }) });
const turn = fc.integer({ min: 0, max: 3 });
const close = (a: { x: number; y: number }, b: { x: number; y: number }) => {
  expect(a.x).toBeCloseTo(b.x, 6);
  expect(a.y).toBeCloseTo(b.y, 6);
};

/** A point through an SVG transform list of translate and rotate, as the browser draws it. */
function throughTransform(transform: string, at: { x: number; y: number }) {
  const steps = [...transform.matchAll(/(translate|rotate)\(([^)]*)\)/g)].map(([, kind, args]) => ({ kind, values: args!.split(" ").map(Number) }));
  let { x, y } = at;
  for (const { kind, values } of steps.reverse()) {
    if (kind === "translate") [x, y] = [x + values[0]!, y + values[1]!];
    else {
      const angle = (values[0]! * Math.PI) / 180;
      [x, y] = [x * Math.cos(angle) - y * Math.sin(angle), x * Math.sin(angle) + y * Math.cos(angle)];
    }
  }
  return { x, y };
}

describe("loose groups on the Jigsaw board", () => {
  test("upright, a group is only moved", () => {
    const group: Group = { id: 1, pieces: [0], dx: 12, dy: -7 };
    expect(onBoard(group, 0, { x: 100, y: 50 })).toEqual({ x: 112, y: 43 });
    expect(placement(group, 0)).toBe("translate(12 -7)");
  });

  test("the drawn transform puts every point where onBoard says", () => {
    fc.assert(
      fc.property(point, point, turn, (offset, at, quarters) => {
        const group: Group = { id: 1, pieces: [0], dx: offset.x, dy: offset.y };
        close(throughTransform(placement(group, quarters), at), onBoard(group, quarters, at));
      }),
    );
  });

  test("offsetPutting puts the piece's centre where the pointer is, at any turn", () => {
    fc.assert(
      fc.property(point, point, turn, (centre, at, quarters) => {
        const group: Group = { id: 1, pieces: [0], ...offsetPutting(centre, quarters, at) };
        close(onBoard(group, quarters, centre), at);
      }),
    );
  });

  test("a group turns about its own middle: the middle stays, each piece turns a quarter about it, four turns bring it back", () => {
    fc.assert(
      fc.property(point, turn, fc.array(point, { minLength: 1, maxLength: 6 }), (offset, quarters, centres) => {
        const group: Group = { id: 1, pieces: centres.map((_, index) => index), dx: offset.x, dy: offset.y };
        const before = centres.map((centre) => onBoard(group, quarters, centre));
        const middleOf = (points: { x: number; y: number }[]) => ({
          x: (Math.min(...points.map((p) => p.x)) + Math.max(...points.map((p) => p.x))) / 2,
          y: (Math.min(...points.map((p) => p.y)) + Math.max(...points.map((p) => p.y))) / 2,
        });
        const middle = middleOf(before);
        const turned = turnedInPlace(group, quarters, centres);
        const after = centres.map((centre) => onBoard(turned, quarters + 1, centre));
        close(middleOf(after), middle);
        after.forEach((moved, index) => close(moved, { x: middle.x - (before[index]!.y - middle.y), y: middle.y + (before[index]!.x - middle.x) }));
        let again = group;
        for (let step = 0; step < 4; step++) again = turnedInPlace(again, quarters + step, centres);
        expect(again.dx).toBeCloseTo(group.dx, 6);
        expect(again.dy).toBeCloseTo(group.dy, 6);
      }),
    );
  });

  test("a single piece turns about its own centre, staying where it lies", () => {
    const group: Group = { id: 1, pieces: [4], dx: 30, dy: 40 };
    const centre = { x: 250, y: 130 };
    close(onBoard(turnedInPlace(group, 1, [centre]), 2, centre), onBoard(group, 1, centre));
  });
});
