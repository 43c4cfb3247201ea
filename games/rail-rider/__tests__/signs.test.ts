import { describe, expect, it } from "vitest";
import { LEVEL_COUNT, rules } from "../rules.ts";
import { outsideBed, signBoxFor, type Box } from "../Track.tsx";

/** Every station square a yard can have: a line's end toward each side, both straights and the four curves. */
const SHAPES: readonly (readonly number[])[] = [[0], [1], [2], [3], [0, 2], [1, 3], [0, 1], [1, 2], [2, 3], [3, 0]];

/** The sleepers reach 0.22 from the track's centre line, 0.05 inside the bed's edge; the rails lie nearer still. */
const SLEEPER_END = -0.05;

/** The least distance outside the bed of any point of the box, on a fine grid. */
function nearest(openings: readonly number[], box: Box): number {
  let least = Infinity;
  for (let i = 0; i <= 40; i++) for (let j = 0; j <= 40; j++) least = Math.min(least, outsideBed(openings, box.x + (box.w * i) / 40, box.y + (box.h * j) / 40));
  return least;
}

describe("station name boards", () => {
  it.each(SHAPES.map((openings) => [openings.join(","), openings] as const))("lie inside their own square, off its rails and sleepers (track to %s)", (_, openings) => {
    const box = signBoxFor(openings);
    expect(box.x).toBeGreaterThan(0);
    expect(box.y).toBeGreaterThan(0);
    expect(box.x + box.w).toBeLessThan(1);
    expect(box.y + box.h).toBeLessThan(1);
    expect(nearest(openings, box)).toBeGreaterThan(SLEEPER_END);
  });

  it("run along the square's bottom or top edge unless the line runs straight north to south", () => {
    for (const openings of SHAPES) expect(signBoxFor(openings).upright, openings.join()).toBe(openings.join() === "0,2");
  });

  it("fit every name the yards deal, on every level over 100 seeds", () => {
    const names = new Set(Array.from({ length: 100 }, (_, seed) => Array.from({ length: LEVEL_COUNT }, (_, level) => rules.newGame(`signs${seed}`, { level: level + 1 }).stations.map((station) => station.name))).flat(2));
    // The board squeezes a longer name to fit; past about ten letters that would no longer read.
    for (const name of names) expect(name.length, name).toBeLessThanOrEqual(10);
  });
});
