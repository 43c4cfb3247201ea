/**
 * The challenge pool in data/: valid, covering all 19 games and every season written, with rewards as
 * docs/product/challenges.md#kinds says; and the checks that refuse a broken entry, naming it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { DATA_DIR } from "../../../tests/support/testDatabase.ts";
import { weekBounds } from "../calendar.ts";
import { buildChallengeCatalog, ChallengeCatalogError, challengeCatalog, type ChallengeCatalogSource } from "../catalog.ts";
import { REWARD_TOKENS, SEASON_THRESHOLDS } from "../constants.ts";
import { parseChallengeId } from "../rules.ts";

const readData = (name: string): unknown => JSON.parse(readFileSync(path.join(DATA_DIR, name), "utf8"));
const games = readData("games.json") as { id: string }[];
const pins = readData("pins.json") as { i: string; n: string; cw: number; ch: number }[];

function source(challenges: object[]): ChallengeCatalogSource {
  return {
    challenges: { challenges },
    seasonBonus: readData("season_bonus.json"),
    community: readData("community_goal.json"),
    pins: new Map(pins.map((pin) => [pin.i, { n: pin.n, cw: pin.cw, ch: pin.ch }])),
    gameIds: new Set(games.map((game) => game.id)),
  };
}

describe("the pool in data/", () => {
  const catalog = challengeCatalog();

  test("goals across all 19 games, for every season from 2026's fourth through 2027's third, every week with weekly, blitz and super challenges", () => {
    expect(new Set(catalog.challenges.flatMap((c) => c.g.map((g) => g.g)))).toEqual(new Set(games.map((g) => g.id)));
    expect(catalog.seasons).toEqual(["2026#4", "2027#1", "2027#2", "2027#3"]);
    for (const [year, quarter] of [[2026, 4], [2027, 1], [2027, 2], [2027, 3]] as const) {
      expect(catalog.challenges.filter((c) => c.i.startsWith(`${year}#${quarter}-`)).length, `${year}#${quarter}`).toBe(15);
      for (let week = 1; weekBounds(year, quarter, week); week++) {
        const ofWeek = catalog.challenges.filter((c) => c.i.startsWith(`${year}#${quarter}#${week}#`));
        expect(ofWeek.filter((c) => catalog.kindOf(c) === "weekly").length, `${year}#${quarter}#${week}`).toBeGreaterThanOrEqual(14);
        expect(ofWeek.some((c) => catalog.kindOf(c) === "blitz")).toBe(true);
        expect(ofWeek.some((c) => catalog.kindOf(c) === "super")).toBe(true);
      }
    }
    for (const kind of ["seasonal", "pin"] as const) expect(catalog.challenges.some((c) => catalog.kindOf(c) === kind)).toBe(true);
  });

  test("rewards as spec 9 says; pins that exist today; season pins at every pin threshold", () => {
    for (const c of catalog.challenges) {
      expect(c.tk, c.i).toBe(REWARD_TOKENS[catalog.kindOf(c)]);
      expect(parseChallengeId(c.i), c.i).not.toBeNull();
      if (c.p) expect(pins.some((pin) => pin.i === c.p)).toBe(true);
    }
    for (const season of catalog.seasons) {
      for (const threshold of SEASON_THRESHOLDS) if ("pin" in threshold) expect(catalog.seasonPin(season, threshold.count)).not.toBeNull();
    }
  });
});

describe("a broken pool is refused, naming the entry", () => {
  const good = { i: "2026#4#9#W1", tk: 5, th: 0, wt: 0, ty: 2, g: [{ g: "WOR", d: "Win a game", t: 1 }] };
  const cases: [string, object, RegExp][] = [
    ["a reward other than spec 9's", { ...good, tk: 7 }, /pays 7 tokens; spec 9 says 5/],
    ["an id with two #", { ...good, i: "2026#4#9" }, /neither/],
    ["a weekly challenge with a season id", { ...good, i: "2026#4-W1" }, /weekly challenge with a season id/],
    ["an unknown game", { ...good, g: [{ g: "ZZZ", d: "x", t: 1 }] }, /unknown game "ZZZ"/],
    ["a pin challenge without a pin that exists", { ...good, i: "2026#4-P9", tk: 50, ty: 1, wt: 1, p: "NOPE-A" }, /without a pin that exists/],
    ["a target of 0", { ...good, g: [{ g: "WOR", d: "x", t: 0 }] }, /invalid/],
  ];
  for (const [what, entry, message] of cases) {
    test(what, () => {
      expect(() => buildChallengeCatalog(source([entry]))).toThrow(ChallengeCatalogError);
      expect(() => buildChallengeCatalog(source([entry]))).toThrow(message);
    });
  }
  test("an id listed twice", () => {
    expect(() => buildChallengeCatalog(source([good, good]))).toThrow(/listed twice/);
  });
});
