/**
 * The challenge calendar in Los Angeles time (weeks from Sunday midnight, seasons of 13 weeks
 * with a 14th in 53-week years) across both daylight-saving changes and a year end, the
 * remaining-time rules, the minutes to finish and the id forms (docs/product/challenges.md).
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import "../../../tests/support/fastCheckSeed.ts";
import { challengeMoment, seasonBounds, seasonWeeks, weekBounds } from "../calendar.ts";
import { MINUTES_TO_FINISH } from "../constants.ts";
import { challengeKind, isOpenForAccepting, parseChallengeId, remainingMinutes, type ParsedChallengeId } from "../rules.ts";

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

describe("weeks and seasons in Los Angeles time", () => {
  test("a Tuesday in November 2026 is week 9 of the fourth season, with its counters in minutes", () => {
    const moment = challengeMoment(at("2026-11-24T18:00:00Z"));
    expect(moment).toMatchObject({ year: 2026, quarter: 4, week: 9, seasonKey: "2026#4", weekKey: "2026#4#9" });
    // The week ends on Sunday 29 November at midnight PST (08:00 UTC): 4 days 14 hours later.
    expect(moment.weekEnd.toISOString()).toBe("2026-11-29T08:00:00.000Z");
    expect(moment.remainingWeek).toBe((4 * 24 + 14) * 60);
    expect(moment.seasonEnd.toISOString()).toBe("2026-12-27T08:00:00.000Z");
    expect(moment.remainingSeason).toBe(((32 * 24 + 14) * 60));
  });

  test("spring forward (8 March 2026): the week starts at midnight PST and the next at midnight PDT, 167 hours later", () => {
    const week = challengeMoment(at("2026-03-10T12:00:00Z"));
    expect(week.weekStart.toISOString()).toBe("2026-03-08T08:00:00.000Z");
    expect(week.weekEnd.toISOString()).toBe("2026-03-15T07:00:00.000Z");
    expect(week.weekEnd.getTime() - week.weekStart.getTime()).toBe(167 * HOUR);
    // A minute before Sunday's midnight PST is still the week before.
    expect(challengeMoment(at("2026-03-08T07:59:00Z")).week).toBe(week.week - 1);
    expect(challengeMoment(at("2026-03-08T08:00:00Z")).week).toBe(week.week);
  });

  test("fall back (1 November 2026): the week starts at midnight PDT and lasts 169 hours", () => {
    const week = challengeMoment(at("2026-11-01T07:00:00Z"));
    expect(week).toMatchObject({ quarter: 4, week: 6 });
    expect(week.weekStart.toISOString()).toBe("2026-11-01T07:00:00.000Z");
    expect(week.weekEnd.toISOString()).toBe("2026-11-08T08:00:00.000Z");
    expect(challengeMoment(at("2026-11-01T06:59:59Z")).week).toBe(5);
  });

  test("year end: the last days of December 2026 are already week 1 of 2027's first season", () => {
    expect(challengeMoment(at("2026-12-27T07:59:30Z"))).toMatchObject({ year: 2026, quarter: 4, week: 13, remainingWeek: 0, remainingSeason: 0 });
    expect(challengeMoment(at("2026-12-27T08:00:00Z"))).toMatchObject({ year: 2027, quarter: 1, week: 1, weekKey: "2027#1#1" });
    expect(challengeMoment(at("2027-01-01T12:00:00Z"))).toMatchObject({ year: 2027, quarter: 1, week: 1 });
    expect(seasonBounds(2027, 1)!.start.toISOString()).toBe("2026-12-27T08:00:00.000Z");
  });

  test("13 weeks a season, 14 in the fourth season of a 53-week year (2022)", () => {
    expect([1, 2, 3, 4].map((q) => seasonWeeks(2026, q))).toEqual([13, 13, 13, 13]);
    expect(seasonWeeks(2022, 4)).toBe(14);
    expect(weekBounds(2022, 4, 14)).not.toBeNull();
    expect(weekBounds(2026, 4, 14)).toBeNull();
    expect(challengeMoment(at("2022-12-28T12:00:00Z"))).toMatchObject({ year: 2022, quarter: 4, week: 14 });
  });

  test("every moment falls in exactly one week, which starts at a Los Angeles midnight on a Sunday", () => {
    const laClock = new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    fc.assert(
      fc.property(fc.integer({ min: Date.parse("2020-01-01T00:00:00Z"), max: Date.parse("2035-01-01T00:00:00Z") }), (ms) => {
        const moment = challengeMoment(new Date(ms));
        expect(moment.weekStart.getTime()).toBeLessThanOrEqual(ms);
        expect(moment.weekEnd.getTime()).toBeGreaterThan(ms);
        expect(laClock.format(moment.weekStart)).toMatch(/^Sun,? 00:00$/);
        expect(moment.seasonStart.getTime()).toBeLessThanOrEqual(moment.weekStart.getTime());
        expect(moment.seasonEnd.getTime()).toBeGreaterThanOrEqual(moment.weekEnd.getTime());
        expect(moment.week).toBeLessThanOrEqual(seasonWeeks(moment.year, moment.quarter));
      }),
    );
  });
});

describe("challenge ids (spec 3)", () => {
  test("one # is a season-quarter challenge, three # a weekly one; anything else is refused", () => {
    expect(parseChallengeId("2026#4-S1")).toEqual({ type: "season", year: 2026, quarter: 4, name: "S1" });
    expect(parseChallengeId("2026#4#9#W1")).toEqual({ type: "week", year: 2026, quarter: 4, week: 9, name: "W1" });
    for (const bad of ["2026#4", "2026#5-S1", "2026#4#9", "2026#4#14#W1", "2026#4#0#W1", "2026#4#9#W1#2", "x", "", "2026#4-S1\u0000", "2026##4-S1"]) {
      expect(parseChallengeId(bad), bad).toBeNull();
    }
    expect(parseChallengeId("2022#4#14#W1")).not.toBeNull();
  });

  test("kinds from ty and st", () => {
    expect(challengeKind({ ty: 0 })).toBe("seasonal");
    expect(challengeKind({ ty: 0, st: "super" })).toBe("super");
    expect(challengeKind({ ty: 1 })).toBe("pin");
    expect(challengeKind({ ty: 2 })).toBe("weekly");
    expect(challengeKind({ ty: 2, st: "blitz" })).toBe("blitz");
  });
});

describe("remaining minutes (spec 4)", () => {
  const now = at("2026-11-24T18:00:00Z");
  const current = challengeMoment(now);
  const week9 = parseChallengeId("2026#4#9#W1")!;
  const week8 = parseChallengeId("2026#4#8#X1")!;
  const season = parseChallengeId("2026#4-S1")!;
  const lastSeason = parseChallengeId("2026#3-S1")!;

  test("a quarter-matching id uses its own quarter: the current season's minutes, or below 0 for a past one", () => {
    expect(remainingMinutes("seasonal", season, now)).toBe(current.remainingSeason);
    expect(remainingMinutes("pin", season, now)).toBe(current.remainingSeason);
    expect(remainingMinutes("seasonal", lastSeason, now)).toBeLessThan(0);
  });

  test("blitz and weekly use the week's minutes only while the id's week is the current week, else 0", () => {
    expect(remainingMinutes("blitz", week9, now)).toBe(current.remainingWeek);
    expect(remainingMinutes("weekly", week9, now)).toBe(current.remainingWeek);
    expect(remainingMinutes("blitz", week8, now)).toBe(0);
    expect(remainingMinutes("weekly", parseChallengeId("2026#4#10#W1")!, now)).toBe(0);
  });

  test("seasonal with a week id uses the season's minutes", () => {
    expect(remainingMinutes("seasonal", week8, now)).toBe(current.remainingSeason);
  });

  test("super uses its week's minutes, then the season's once that week's remaining is 0 or less", () => {
    expect(remainingMinutes("super", week9, now)).toBe(current.remainingWeek);
    expect(remainingMinutes("super", week8, now)).toBe(current.remainingSeason);
  });

  test(`spec 9's remaining minutes to finish (${MINUTES_TO_FINISH}): offered only while more minutes are left, and only once open`, () => {
    const seasonEnd = seasonBounds(2026, 4)!.end.getTime();
    const open = (id: ParsedChallengeId, ms: number) => isOpenForAccepting("seasonal", id, new Date(ms));
    expect(open(season, seasonEnd - (MINUTES_TO_FINISH + 1) * 60_000)).toBe(true);
    expect(open(season, seasonEnd - MINUTES_TO_FINISH * 60_000)).toBe(false);
    expect(open(season, seasonEnd - 30_000)).toBe(false);
    // The season's last minute: remaining is 0.
    expect(remainingMinutes("seasonal", season, new Date(seasonEnd - 30_000))).toBe(0);
    // Next season's challenges wait for their season.
    expect(open(parseChallengeId("2027#1-S1")!, now.getTime())).toBe(false);
    expect(open(parseChallengeId("2027#1-S1")!, seasonEnd)).toBe(true);
    const weekEnd = current.weekEnd.getTime();
    expect(isOpenForAccepting("blitz", week9, new Date(weekEnd - 6 * 60_000))).toBe(true);
    expect(isOpenForAccepting("blitz", week9, new Date(weekEnd - 5 * 60_000))).toBe(false);
  });
});
