/**
 * viewer.gameStats and viewer.allGameStats over GraphQL, as the portal's pages ask: a player's
 * finishes in all and per options, zeros for a visitor, and refusals for games that are not one
 * (generated names never crash the server).
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { useTestApp } from "../../../tests/support/testApp.ts";
import { recordFinish, type StatsFinish } from "../stats.ts";

const { app, database } = useTestApp();

const STATS_QUERY = `query ($game: String!) {
  viewer {
    gameStats(game: $game) {
      gameCode game { name }
      total { played won winRate currentStreak bestStreak bestTimeMs bestScore }
      byOptions { options stats { played won winRate currentStreak bestStreak bestTimeMs bestScore } }
    }
    allGameStats { gameCode total { played } }
  }
}`;

/** Counts a verified finish for the player as the finish's transaction does. */
function finished(userId: string, finish: Omit<StatsFinish, "userId" | "finishedAt" | "daily">) {
  return database.db.$transaction((tx) => recordFinish(tx, { userId, finishedAt: new Date(), daily: false, ...finish }));
}

describe("viewer.gameStats", () => {
  test("answers a player's stats in all and per options, and every game played in allGameStats", async () => {
    const player = new HttpClient(app);
    const userId = (await player.signUp("stats@example.test")).body.user!.id;
    await finished(userId, { gameId: "KLO", options: { draw: 1 }, won: true, score: 900, playedMs: 200_000 });
    await finished(userId, { gameId: "KLO", options: { draw: 3 }, won: true, score: 700, playedMs: 150_000 });
    expect(await finished(userId, { gameId: "KLO", options: { draw: 1 }, won: false, score: 0, playedMs: 90_000 })).toEqual({ newBestTime: false, newBestScore: false });
    await finished(userId, { gameId: "WOR", options: {}, won: false, score: 0, playedMs: 60_000 });

    const answer = await player.graphql(STATS_QUERY, { game: "KLO" });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual({
      viewer: {
        gameStats: {
          gameCode: "KLO",
          game: { name: expect.any(String) },
          total: { played: 3, won: 2, winRate: 67, currentStreak: 0, bestStreak: 2, bestTimeMs: 150_000, bestScore: 900 },
          byOptions: [
            { options: { draw: 1 }, stats: { played: 2, won: 1, winRate: 50, currentStreak: 0, bestStreak: 1, bestTimeMs: 200_000, bestScore: 900 } },
            { options: { draw: 3 }, stats: { played: 1, won: 1, winRate: 100, currentStreak: 1, bestStreak: 1, bestTimeMs: 150_000, bestScore: 700 } },
          ],
        },
        allGameStats: [
          { gameCode: "KLO", total: { played: 3 } },
          { gameCode: "WOR", total: { played: 1 } },
        ],
      },
    });

    // The load page asks through the game (by its slug), My Account the player's totals.
    const page = await player.graphql<{ game: { viewerStats: { total: { played: number } } | null } }>(
      `query ($slug: String!) { game(idOrSlug: $slug) { viewerStats { total { played } } } viewer { player { signInDays gameDays challengesCompleted inviteGems inviteTokens } } }`,
      { slug: "word-hunch" },
    );
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data).toEqual({
      game: { viewerStats: { total: { played: 1 } } },
      viewer: { player: { signInDays: expect.any(Number), gameDays: 0, challengesCompleted: 0, inviteGems: 0, inviteTokens: 0 } },
    });
  });

  test("is zeros for a visitor, who has played nothing the server kept", async () => {
    const answer = await new HttpClient(app).graphql(STATS_QUERY, { game: "wor" });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.viewer).toMatchObject({
      gameStats: { gameCode: "WOR", total: { played: 0, won: 0, winRate: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null, bestScore: null }, byOptions: [] },
      allGameStats: [],
    });
    const page = await new HttpClient(app).graphql(`{ game(idOrSlug: "KLO") { viewerStats { total { played } } } }`);
    expect(page.body).toEqual({ data: { game: { viewerStats: { total: { played: 0 } } } } });
  });

  test("refuses a game that is not one as the caller's input error, whatever the text", async () => {
    const player = new HttpClient(app);
    await player.signUp("stats-fuzz@example.test");
    const refused = await player.graphql(STATS_QUERY, { game: "ZZZ" });
    expect(refused.status).toBe(200);
    expect(refused.body.errors?.[0]).toMatchObject({ message: 'There is no playable game "ZZZ".', extensions: { code: "BAD_USER_INPUT" } });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 5 }), fc.string({ unit: "binary", maxLength: 40 }), fc.constantFrom("KLO", "klo", "\u0000LO", "KLO ", "K".repeat(5000))), async (game) => {
        const answer = await player.graphql(STATS_QUERY, { game });
        expect(answer.status).toBeLessThan(500);
        const code = answer.body.errors?.[0]?.extensions?.code;
        if (answer.body.errors) expect(code).toBe("BAD_USER_INPUT");
        else expect(answer.body.data?.viewer).toHaveProperty("gameStats.total.played");
      }),
      { numRuns: 150 },
    );
  });
});
