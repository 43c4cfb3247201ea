import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CLEAR, intersects, layoutProps, TABLE_PROPS, type Rect } from "../propLayout.ts";

const PROPS = Object.values(TABLE_PROPS);
const rect = ([left, top, width, height]: readonly number[]): Rect => ({ left: left!, top: top!, width: width!, height: height! });

/** Play areas and their parts (note, chest, towel) as the browser laid them out for levels 1 and 8 at the common sizes. */
const BOARDS = {
  "1366x768, level 1": { frame: { width: 1366, height: 552 }, parts: [[528, 8, 310, 20], [47, 36, 472, 372], [535, 36, 785, 372]] },
  "1280x720, level 1": { frame: { width: 1280, height: 504 }, parts: [[485, 8, 310, 20], [18, 36, 472, 372], [506, 36, 757, 360]] },
  "1920x1080, level 1": { frame: { width: 1920, height: 864 }, parts: [[805, 8, 310, 20], [324, 36, 472, 372], [812, 36, 785, 372]] },
  "1920x1080, level 8": { frame: { width: 1920, height: 864 }, parts: [[805, 8, 310, 20], [112, 36, 672, 572], [800, 36, 1009, 596]] },
  "1366x768, level 8": { frame: { width: 1366, height: 552 }, parts: [[528, 8, 310, 20], [19, 36, 573, 488], [608, 36, 739, 446]] },
  "390x844, level 1": { frame: { width: 390, height: 636 }, parts: [[40, 6, 310, 20], [16, 34, 358, 282], [60, 332, 270, 289]] },
} as const;

function expectClear(frame: { width: number; height: number }, parts: readonly Rect[], placed: readonly (Rect | null)[]) {
  const shown = placed.filter((prop) => prop !== null);
  for (const [index, prop] of shown.entries()) {
    expect(prop.left).toBeGreaterThanOrEqual(0);
    expect(prop.top).toBeGreaterThanOrEqual(0);
    expect(prop.left + prop.width).toBeLessThanOrEqual(frame.width);
    expect(prop.top + prop.height).toBeLessThanOrEqual(frame.height);
    for (const part of parts) expect(intersects(prop, part, CLEAR)).toBe(false);
    for (const other of shown.slice(index + 1)) expect(intersects(prop, other, CLEAR)).toBe(false);
  }
}

describe("the tea table's props", () => {
  it.each(Object.entries(BOARDS))("cover neither the board nor each other at %s", (_size, { frame, parts }) => {
    const boxes = parts.map(rect);
    expectClear(frame, boxes, layoutProps(frame, boxes, PROPS));
  });

  it("shrink to fit the room beside the board, and go where not even their least fits", () => {
    const { frame, parts } = BOARDS["1366x768, level 1"];
    const [teapot, cup] = layoutProps(frame, parts.map(rect), PROPS);
    // Under the chest the teapot fits smaller than its best; the towel leaves the cup no corner.
    expect(teapot!.width).toBeLessThan(TABLE_PROPS.teapot.best);
    expect(teapot!.width).toBeGreaterThanOrEqual(TABLE_PROPS.teapot.least);
    expect(cup).toBeNull();
  });

  it("never overlap anything, whatever the frame and the board", () => {
    const box = fc.record({ left: fc.integer({ min: -50, max: 2000 }), top: fc.integer({ min: -50, max: 1200 }), width: fc.integer({ min: 1, max: 1200 }), height: fc.integer({ min: 1, max: 900 }) });
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 2600 }), fc.integer({ min: 200, max: 1400 }), fc.array(box, { maxLength: 4 }), (width, height, parts) => {
        expectClear({ width, height }, parts, layoutProps({ width, height }, parts, PROPS));
      }),
    );
  });
});
