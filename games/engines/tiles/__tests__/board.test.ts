import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canTake, dealByReversePlay, freeTiles, geometryOf, isFree } from "../board.ts";
import { LAYOUTS, layoutById } from "../layouts.ts";
import { FACE_COUNT, fullSetPairs, matchKey, pairUp, tilesMatch } from "../tiles.ts";
import { seededRandom } from "../../random.ts";

describe("the tile set", () => {
  it("has 144 tiles in 72 matching pairs: four of each of the 34 kinds, one of each flower and season", () => {
    const pairs = fullSetPairs();
    expect(pairs).toHaveLength(72);
    const faces = pairs.flat();
    expect(faces).toHaveLength(144);
    for (let face = 0; face < FACE_COUNT; face++) expect(faces.filter((f) => f === face)).toHaveLength(face < 34 ? 4 : 1);
    for (const [a, b] of pairs) expect(tilesMatch(a, b)).toBe(true);
    expect(tilesMatch(34, 37)).toBe(true);
    expect(tilesMatch(37, 38)).toBe(false);
    expect(() => pairUp([1, 2])).toThrow(RangeError);
  });
});

describe("layouts", () => {
  it("the turtle has 144 spots and each layout an even number, none on the same place twice", () => {
    expect(layoutById("turtle").positions).toHaveLength(144);
    for (const layout of LAYOUTS) {
      expect(layout.positions.length % 2).toBe(0);
      expect(new Set(layout.positions.map((p) => `${p.x},${p.y},${p.z}`)).size).toBe(layout.positions.length);
    }
  });

  it("the free rule: covered tiles and tiles with both sides blocked are not free", () => {
    const geometry = geometryOf(layoutById("turtle"));
    const all = () => true;
    const free = layoutById("turtle").positions.flatMap((_, index) => (isFree(geometry, all, index) ? [index] : []));
    // On a full turtle: the top, the three end tiles and the ends of rows that stick out.
    const names = free.map((index) => {
      const p = layoutById("turtle").positions[index]!;
      return `${p.x / 2},${p.y / 2},${p.z}`;
    });
    expect(names).toContain("6.5,3.5,4");
    expect(names).toContain("0,3.5,0");
    expect(names).toContain("14,3.5,0");
    expect(names).not.toContain("1,3,0");
    expect(names).not.toContain("6,3,3");
    expect(names).not.toContain("13,3.5,0");
  });
});

describe("deals by reverse play", () => {
  it("every deal on every layout is cleared by its own solution, pair by free pair", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.constantFrom(...LAYOUTS), (seed, layout) => {
        const geometry = geometryOf(layout);
        const spots = layout.positions.map((_, index) => index);
        const pairs = seededRandom(seed).shuffle(fullSetPairs()).slice(0, spots.length / 2);
        const deal = dealByReversePlay(geometry, spots, pairs, seed);
        expect(deal.faces.every((face) => face !== null)).toBe(true);
        expect(deal.faces.map((face) => matchKey(face!)).sort()).toEqual(pairs.flat().map(matchKey).sort());
        const faces = [...deal.faces];
        for (const [a, b] of deal.solution) {
          expect(canTake(geometry, faces, a, b)).toBe(true);
          faces[a] = null;
          faces[b] = null;
        }
        expect(freeTiles(geometry, faces)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it("the same seed deals the same board", () => {
    const layout = layoutById("pyramid");
    const spots = layout.positions.map((_, index) => index);
    const pairs = fullSetPairs().slice(0, spots.length / 2);
    expect(dealByReversePlay(geometryOf(layout), spots, pairs, "x")).toEqual(dealByReversePlay(geometryOf(layout), spots, pairs, "x"));
  });

  it("refuses spots that cannot be cleared at all: one tile on another", () => {
    const layout = layoutById("pyramid");
    const geometry = geometryOf(layout);
    const top = layout.positions.findIndex((p) => p.z === 3);
    const under = geometry.below[top]![0]!;
    expect(() => dealByReversePlay(geometry, [under, top], [[0, 0]], "x")).toThrow(RangeError);
  });
});
