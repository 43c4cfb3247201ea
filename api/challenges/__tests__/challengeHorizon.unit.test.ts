/**
 * The challenge calendar must not run out (issue 30): the pool in data/ holds weekly, blitz and
 * super challenges for every week of the next 8, and season rewards for their seasons. When this
 * fails, move THROUGH on in scripts/challenge-data.ts and run it.
 */
import { expect, test } from "vitest";
import { challengeMoment } from "../calendar.ts";
import { challengeCatalog } from "../catalog.ts";

const WEEK_MS = 7 * 86_400_000;
const WEEKS_AHEAD = 8;

test(`every week of the next ${WEEKS_AHEAD} has weekly, blitz and super challenges and its season's rewards`, () => {
  const catalog = challengeCatalog();
  const now = Date.now();
  for (let ahead = 0; ahead <= WEEKS_AHEAD; ahead++) {
    const moment = challengeMoment(new Date(now + ahead * WEEK_MS));
    const ofWeek = catalog.challenges.filter((challenge) => challenge.i.startsWith(`${moment.weekKey}#`));
    const kinds = new Set(ofWeek.map((challenge) => catalog.kindOf(challenge)));
    expect([...kinds].sort(), `week ${moment.weekKey}, ${ahead} weeks from now: run scripts/challenge-data.ts with a later THROUGH`).toEqual(["blitz", "super", "weekly"]);
    expect(catalog.seasons, `season ${moment.seasonKey}'s rewards`).toContain(moment.seasonKey);
    expect(catalog.challenges.some((challenge) => challenge.i.startsWith(`${moment.seasonKey}-S`))).toBe(true);
  }
});
