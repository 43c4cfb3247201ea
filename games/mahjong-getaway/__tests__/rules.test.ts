import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import { ADD_TIME_MS, hintPair, type MahjongState } from "../../engines/tiles/mahjong.ts";
import { CITIES } from "../cities.ts";
import { cityOpen, layoutOfLevel, LEVELS_PER_CITY, levelOpen, nextLevel, progressFrom, rules, secondsOfLevel } from "../rules.ts";

const levels = fc.record({ city: fc.integer({ min: 0, max: CITIES.length - 1 }), level: fc.integer({ min: 1, max: LEVELS_PER_CITY }) });

function clear(state: MahjongState): MahjongState {
  let end = state;
  while (rules.status(end).phase === "playing") {
    const [a, b] = hintPair(end)!;
    end = rules.apply(end, rules.parseMove(JSON.parse(JSON.stringify({ t: "match", a, b }))));
  }
  return end;
}

describe("Mahjong Getaway rules", () => {
  it("a level's board comes from its city and number alone, and its own solution clears it", () => {
    fc.assert(
      fc.property(levels, fc.string(), fc.string(), (options, seedA, seedB) => {
        const a = rules.newGame(seedA, rules.parseOptions(options));
        expect(rules.newGame(seedB, rules.parseOptions(options))).toEqual(a);
        expect(a.layout).toBe(layoutOfLevel(options.level));
        expect(a.timeLimitMs).toBe(secondsOfLevel(options) * 1000);
        expect(rules.status(clear(a)).phase).toBe("won");
      }),
      { numRuns: 12 },
    );
  });

  it("levels grow from the Diamond to the Turtle, and the clock tightens within a stage and city by city", () => {
    expect([1, 13, 25, 37, 49, 60].map(layoutOfLevel)).toEqual(["diamond", "cross", "bridge", "pyramid", "turtle", "turtle"]);
    expect(secondsOfLevel({ city: 0, level: 2 })).toBeLessThan(secondsOfLevel({ city: 0, level: 1 }));
    expect(secondsOfLevel({ city: 1, level: 1 })).toBeLessThan(secondsOfLevel({ city: 0, level: 1 }));
    for (const city of CITIES.keys()) for (let level = 1; level <= LEVELS_PER_CITY; level++) expect(secondsOfLevel({ city, level })).toBeGreaterThanOrEqual(120);
  });

  it("Add Time gives 30 seconds and brings back a board whose time ran out; Auto Play is not this game's", () => {
    const state = rules.newGame("", rules.parseOptions({ city: 0, level: 1 }));
    const out = rules.apply(state, { t: "timeout" });
    expect(rules.status(out).reason).toBe("Time is up.");
    const back = rules.apply(out, { t: "addTime" });
    expect(rules.status(back).phase).toBe("playing");
    expect(back.timeLimitMs).toBe(state.timeLimitMs + ADD_TIME_MS);
    expect(rules.powerupOf({ t: "addTime" })).toBe("AT");
    expect(() => rules.parseMove({ t: "auto" })).toThrow(IllegalMoveError);
  });

  it("options are a city and a level 1-60, nothing else", () => {
    expect(rules.parseOptions({})).toEqual({ city: 0, level: 1 });
    for (const bad of [{ city: 0, level: 0 }, { city: 0, level: 61 }, { city: CITIES.length, level: 1 }, { city: 0, level: 1.5 }, { city: 0, level: 1, x: 1 }, [0, 1]]) {
      expect(() => rules.parseOptions(bad)).toThrow(RangeError);
    }
  });

  it("progress: levels count in order from level 1, a city opens when the one before is complete", () => {
    const none = progressFrom([]);
    expect(nextLevel(none)).toEqual({ city: 0, level: 1 });
    expect(levelOpen(none, { city: 0, level: 2 })).toBe(false);
    // Level 3 won out of order does not count until 1 and 2 are won.
    const skipped = progressFrom([{ city: 0, level: 1 }, { city: 0, level: 3 }, "junk", { city: 9, level: 1 }]);
    expect(skipped.cleared[0]).toBe(1);
    expect(nextLevel(skipped)).toEqual({ city: 0, level: 2 });
    const firstCity = Array.from({ length: LEVELS_PER_CITY }, (_, index) => ({ city: 0, level: index + 1 }));
    const done = progressFrom(firstCity);
    expect(cityOpen(done, 1)).toBe(true);
    expect(cityOpen(done, 2)).toBe(false);
    expect(nextLevel(done)).toEqual({ city: 1, level: 1 });
  });
});
