import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { holeFreeLayout } from "../featuredLayout.ts";

describe("holeFreeLayout", () => {
  test("the six featured games: two columns on a phone, three on wider screens", () => {
    expect(holeFreeLayout(6, 332, 150, 14)).toEqual({ columns: 2, leadSpan: 1 });
    expect(holeFreeLayout(6, 728, 220, 20)).toEqual({ columns: 3, leadSpan: 1 });
    expect(holeFreeLayout(6, 1140, 220, 20)).toEqual({ columns: 3, leadSpan: 1 });
  });

  test("a prime count gets a wide first card instead of a hole", () => {
    expect(holeFreeLayout(7, 1140, 230, 20)).toEqual({ columns: 4, leadSpan: 2 });
    expect(holeFreeLayout(1, 1140, 230, 20)).toEqual({ columns: 2, leadSpan: 2 });
  });

  test("every row is full and no card is narrower than asked, at any count and width", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 200, max: 2400 }), fc.integer({ min: 100, max: 300 }), fc.integer({ min: 0, max: 32 }), (count, width, minCard, gap) => {
        const { columns, leadSpan } = holeFreeLayout(count, width, minCard, gap);
        const cells = count + leadSpan - 1;
        expect(count === 0 || cells % columns === 0).toBe(true);
        if (columns > 1) expect(columns * minCard + (columns - 1) * gap).toBeLessThanOrEqual(width);
        expect(leadSpan).toBeLessThanOrEqual(columns);
      }),
    );
  });
});
