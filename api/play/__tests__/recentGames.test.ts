/**
 * "Continue playing": the last distinct games a player started, newest first, through the domain
 * and through viewer.recentGames; visitors with no player get none; a bad count is refused clearly.
 */
import { describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { useTestApp } from "../../../tests/support/testApp.ts";
import { ANONYMOUS_VIEWER } from "../../auth/viewer.ts";
import { GameError } from "../environment.ts";
import { MAX_RECENT_GAMES, recentGameCodes } from "../recentGames.ts";
import { signedInViewer, temporaryViewer } from "./playFixtures.ts";

const { app, db } = useTestApp();

/** Sessions of `userId`, one per game code, started a minute apart in the order given. */
async function played(userId: string, games: string[]) {
  const start = Date.parse("2026-11-20T10:00:00Z");
  for (const [index, gameId] of games.entries()) {
    await db.gameSession.create({
      data: { userId, gameId, options: {}, seed: `seed-${index}`, rulesVersion: 1, saveMode: 2, startedAt: new Date(start + index * 60_000) },
    });
  }
}

describe("recentGameCodes", () => {
  test("each game once, the most recently started first, at most `first`", async () => {
    const viewer = await signedInViewer(db);
    await played(viewer.userId, ["KLO", "WOR", "KLO", "BCA", "WOR", "KLO"]);
    expect(await recentGameCodes(db, viewer, 6)).toEqual(["KLO", "WOR", "BCA"]);
    expect(await recentGameCodes(db, viewer, 2)).toEqual(["KLO", "WOR"]);
  });

  test("another player's games are not mine; a temporary user has its own; a visitor has none", async () => {
    const mine = await signedInViewer(db);
    const theirs = await temporaryViewer(db);
    await played(theirs.userId, ["MJG"]);
    expect(await recentGameCodes(db, mine, 6)).toEqual([]);
    expect(await recentGameCodes(db, theirs, 6)).toEqual(["MJG"]);
    expect(await recentGameCodes(db, ANONYMOUS_VIEWER, 6)).toEqual([]);
  });

  test("a count outside 1..MAX is refused", async () => {
    const viewer = await signedInViewer(db);
    for (const first of [0, -1, MAX_RECENT_GAMES + 1, 2.5]) {
      await expect(recentGameCodes(db, viewer, first)).rejects.toBeInstanceOf(GameError);
    }
  });
});

describe("viewer.recentGames", () => {
  test("a player's last games as catalog games, in order; a visitor gets an empty list", async () => {
    const client = new HttpClient(app);
    const signUp = await client.signUp(`recent${Date.now()}@example.com`);
    const userId = signUp.body.user!.id;
    await played(userId, ["WOS", "KLO", "WOR"]);
    const answer = await client.graphql<{ viewer: { recentGames: { code: string; name: string }[] } }>("{ viewer { recentGames(first: 2) { code name } } }");
    expect(answer.body).toEqual({ data: { viewer: { recentGames: [{ code: "WOR", name: "Word Hunch" }, { code: "KLO", name: "Rivers of Gold Solitaire" }] } } });
    const all = await client.graphql<{ viewer: { recentGames: { slug: string }[] } }>("{ viewer { recentGames { slug } } }");
    expect(all.body.data?.viewer.recentGames.map((game) => game.slug)).toEqual(["word-hunch", "rivers-of-gold-solitaire", "daily-word-search"]);

    const visitor = await new HttpClient(app).graphql("{ viewer { recentGames { code } } }");
    expect(visitor.body).toEqual({ data: { viewer: { recentGames: [] } } });
  });

  test("a bad count is the client's error, with nothing else changed", async () => {
    const client = new HttpClient(app);
    await client.signUp(`recent-bad${Date.now()}@example.com`);
    const answer = await client.graphql(`{ viewer { recentGames(first: ${MAX_RECENT_GAMES + 1}) { code } } }`);
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]).toMatchObject({ message: `Ask for 1 to ${MAX_RECENT_GAMES} recent games.`, extensions: { code: "BAD_USER_INPUT" } });
  });
});
