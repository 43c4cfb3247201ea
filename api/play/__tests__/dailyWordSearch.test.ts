/**
 * Daily Word Search (WOS) through the play domain with its real rules: daily puzzles for today
 * and up to 6 days back (older, future and malformed dates refused), the same for every player; a
 * win with bought powerups is replayed and pays once per day's puzzle; a forged log pays nothing.
 */
import { describe, expect, test } from "vitest";
import { rules } from "../../../games/daily-word-search/rules.ts";
import { dailyDateFor, daysBefore } from "../calendar.ts";
import { DAILY_DAYS_BACK, PROGRESSION_REWARD_TOKENS } from "../constants.ts";
import type { Json } from "../json.ts";
import { finishGame, startGame, usePowerup } from "../play.ts";
import { givePowerups, MORNING_IN_LA, refusal, signedInViewer, tokensOf, usePlayEnvironment } from "./playFixtures.ts";

const { database, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;

async function sessionOf(sessionId: string) {
  return database.db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
}

/** Every word's circle, first letter to last. */
function circles(seed: string): Json[] {
  return rules.newGame(seed, {}).puzzle.words.map((placed): Json => ({ t: "circle", from: placed.cells[0]!, to: placed.cells.at(-1)! }));
}

describe("the daily calendar", () => {
  test("counts days back across months and daylight saving time, refusing anything else", () => {
    expect(daysBefore("2026-03-02", 6)).toBe("2026-02-24");
    expect(daysBefore("2026-11-03", 2)).toBe("2026-11-01");
    const morning = new Date(MORNING_IN_LA);
    expect(dailyDateFor(morning, undefined, DAILY_DAYS_BACK)).toBe("2026-11-24");
    expect(dailyDateFor(morning, "2026-11-18", DAILY_DAYS_BACK)).toBe("2026-11-18");
    for (const date of ["2026-11-17", "2026-11-25", "2026-11-24T00:00", "yesterday", "2026-02-30"]) {
      expect(dailyDateFor(morning, date, DAILY_DAYS_BACK), date).toBeNull();
    }
    // 23:30 on 24 November in Los Angeles is already 25 November in UTC.
    expect(dailyDateFor(new Date("2026-11-25T07:30:00Z"), "2026-11-18", DAILY_DAYS_BACK)).toBe("2026-11-18");
  });
});

describe("Daily Word Search on the server", () => {
  test("today's and past days' puzzles are the same for everyone; dates beyond 6 days back are refused", async () => {
    const [one, two] = [await signedInViewer(database.db), await signedInViewer(database.db)];
    const today = await startGame(env, one, { game: "WOS", daily: true });
    expect((await sessionOf(today.sessionId)).seed).toBe("WOS:2026-11-24");
    const past = [await startGame(env, one, { game: "WOS", daily: true, dailyDate: "2026-11-18" }), await startGame(env, two, { game: "WOS", daily: true, dailyDate: "2026-11-18" })];
    const rows = await Promise.all(past.map((started) => sessionOf(started.sessionId)));
    expect(rows.map((row) => [row.seed, row.dailyDate])).toEqual([["WOS:2026-11-18", "2026-11-18"], ["WOS:2026-11-18", "2026-11-18"]]);

    for (const dailyDate of ["2026-11-17", "2026-11-25", "last week"]) {
      const refused = await refusal(startGame(env, one, { game: "WOS", daily: true, dailyDate }));
      expect(refused).toMatchObject({ code: "BAD_INPUT", message: "Daily puzzles can be played for today and up to 6 days back." });
    }
    expect((await refusal(startGame(env, one, { game: "WOS", dailyDate: "2026-11-20" }))).message).toBe("A date is only for a daily game.");
    expect((await refusal(startGame(env, one, { game: "WOS", daily: true, options: { size: 12 } }))).code).toBe("BAD_INPUT");
  });

  test("a win with a bought Hint and Add Time pays once per day's puzzle; forged logs pay nothing", async () => {
    const viewer = await signedInViewer(database.db);
    const before = await tokensOf(database.db, viewer.userId);
    const { sessionId } = await startGame(env, viewer, { game: "WOS", daily: true, dailyDate: "2026-11-20" });
    const words = circles("WOS:2026-11-20");
    clock.advance(4 * MINUTE);

    const misspelt: Json[] = [{ t: "circle", from: 0, to: 1 }, ...words];
    expect((await refusal(finishGame(env, viewer, sessionId, misspelt))).message).toMatch(/^Move 1: .* is not on the list\./);
    const unbought: Json[] = [{ t: "powerup", id: "HI" }, ...words];
    expect((await refusal(finishGame(env, viewer, sessionId, unbought))).message).toMatch(/^Move 1: it spends a HI powerup/);
    const twice: Json[] = [words[0]!, ...words];
    expect((await refusal(finishGame(env, viewer, sessionId, twice))).message).toMatch(/^Move 2: You already found/);
    expect(await tokensOf(database.db, viewer.userId)).toBe(before);

    await givePowerups(database.db, viewer.userId, "WOS", "HI", 1);
    await givePowerups(database.db, viewer.userId, "WOS", "AT", 1);
    await usePowerup(env, viewer, sessionId, "HI");
    await usePowerup(env, viewer, sessionId, "AT");
    const moves: Json[] = [{ t: "powerup", id: "HI" }, ...words.slice(0, 3), { t: "powerup", id: "AT" }, ...words.slice(3)];
    const outcome = await finishGame(env, viewer, sessionId, moves);
    // 10 words, and 1:30 left of 5:30 (Add Time included) after 4 minutes.
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS, score: 10 * 100 + 90 * 10 });
    expect(await tokensOf(database.db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    expect((await refusal(finishGame(env, viewer, sessionId, moves))).code).toBe("FINISHED");

    // The same day again is recorded but pays nothing; another day's puzzle pays.
    const again = await startGame(env, viewer, { game: "WOS", daily: true, dailyDate: "2026-11-20" });
    clock.advance(4 * MINUTE);
    expect(await finishGame(env, viewer, again.sessionId, words)).toMatchObject({ verified: true, won: true, tokensEarned: 0 });
    const other = await startGame(env, viewer, { game: "WOS", daily: true });
    clock.advance(4 * MINUTE);
    expect(await finishGame(env, viewer, other.sessionId, circles("WOS:2026-11-24"))).toMatchObject({ won: true, tokensEarned: PROGRESSION_REWARD_TOKENS });

    const timedOut = await startGame(env, viewer, { game: "WOS", daily: true, dailyDate: "2026-11-19" });
    clock.advance(6 * MINUTE);
    const lost = await finishGame(env, viewer, timedOut.sessionId, [circles("WOS:2026-11-19")[0]!, { t: "timeUp" }]);
    expect(lost).toMatchObject({ won: false, tokensEarned: 0, score: 100 });
    expect(await tokensOf(database.db, viewer.userId)).toBe(before + 2 * PROGRESSION_REWARD_TOKENS);
  });
});
