/**
 * The leaderboard field over GraphQL, as the portal's pages ask: a board page by page (a Relay
 * connection) with the viewer's entry beyond it, refusals for what is not a board, the query cost
 * of `first`, and the same-origin check of the rest of the API. Generated arguments never crash it.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { useTestApp } from "../../../tests/support/testApp.ts";
import { losAngelesDate } from "../../play/calendar.ts";
import { recordWin } from "../leaderboards.ts";

const { app, database } = useTestApp();

const BOARD_QUERY = `query ($game: String!, $period: LeaderboardPeriod!, $scope: LeaderboardScope, $day: String, $first: Int, $after: String) {
  leaderboard(game: $game, period: $period, scope: $scope, day: $day) {
    gameCode measure period scope day
    entries(first: $first, after: $after) { edges { cursor node { rank name result isViewer } } pageInfo { hasNextPage endCursor } }
    viewerEntry { rank name result }
  }
}`;

type BoardAnswer = {
  leaderboard: {
    gameCode: string;
    measure: string;
    day: string;
    entries: { edges: { node: { rank: number; name: string; result: number; isViewer: boolean } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
    viewerEntry: { rank: number; name: string; result: number } | null;
  };
};

async function playerNamed(email: string, username: string): Promise<{ client: HttpClient; userId: string }> {
  const client = new HttpClient(app);
  const userId = (await client.signUp(email)).body.user!.id;
  await database.db.player.upsert({ where: { userId }, create: { userId, username, inviteCode: email }, update: { username } });
  return { client, userId };
}

function win(userId: string, score: number) {
  return database.db.$transaction((tx) => recordWin(tx, { userId, gameId: "KLO", sessionId: `s-${userId}`, score, playedMs: 100_000, finishedAt: new Date(), dailyDate: null }));
}

describe("leaderboard", () => {
  test("pages through a board best first and gives the viewer's entry wherever it is", async () => {
    const players = [];
    for (let index = 0; index < 5; index++) players.push(await playerNamed(`board${index}@example.test`, `Racer${index}`));
    for (const [index, player] of players.entries()) await win(player.userId, 1000 - 100 * index);
    const last = players[4]!.client;

    const first = await last.graphql<BoardAnswer>(BOARD_QUERY, { game: "klo", period: "DAILY", first: 2 });
    expect(first.body.errors).toBeUndefined();
    const board = first.body.data!.leaderboard;
    expect(board).toMatchObject({ gameCode: "KLO", measure: "SCORE", day: losAngelesDate(new Date()) });
    expect(board.entries.edges.map((edge) => edge.node)).toEqual([
      { rank: 1, name: "Racer0", result: 1000, isViewer: false },
      { rank: 2, name: "Racer1", result: 900, isViewer: false },
    ]);
    expect(board.entries.pageInfo.hasNextPage).toBe(true);
    expect(board.viewerEntry).toEqual({ rank: 5, name: "Racer4", result: 600 });

    const next = await last.graphql<BoardAnswer>(BOARD_QUERY, { game: "KLO", period: "WEEKLY", first: 10, after: board.entries.pageInfo.endCursor });
    expect(next.body.data!.leaderboard.entries.edges.map((edge) => edge.node.rank)).toEqual([3, 4, 5]);
    expect(next.body.data!.leaderboard.entries.edges.at(-1)!.node.isViewer).toBe(true);

    const friends = await last.graphql<BoardAnswer>(BOARD_QUERY, { game: "KLO", period: "DAILY", scope: "FRIENDS" });
    expect(friends.body.data!.leaderboard.entries.edges.map((edge) => edge.node.name)).toEqual(["Racer4"]);
    expect(friends.body.data!.leaderboard.viewerEntry).toMatchObject({ rank: 1 });

    const visitor = await new HttpClient(app).graphql<BoardAnswer>(BOARD_QUERY, { game: "KLO", period: "DAILY", first: 1 });
    expect(visitor.body.data!.leaderboard.viewerEntry).toBeNull();
    expect(visitor.body.data!.leaderboard.entries.edges).toHaveLength(1);
  });

  test("refuses what is not a board as the client's mistake", async () => {
    const client = new HttpClient(app);
    for (const variables of [
      { game: "ZZZ", period: "DAILY" },
      { game: "KLO", period: "PUZZLE" },
      { game: "KLO", period: "DAILY", day: "2026-13-01" },
    ]) {
      const answer = await client.graphql(BOARD_QUERY, variables);
      expect(answer.status).toBe(200);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
    const wor = await client.graphql<BoardAnswer>(BOARD_QUERY, { game: "WOR", period: "PUZZLE", day: "2026-11-20" });
    expect(wor.body.errors).toBeUndefined();
  });

  test("first counts toward the query cost", async () => {
    const client = new HttpClient(app);
    const costly = await client.graphql(BOARD_QUERY, { game: "KLO", period: "DAILY", first: 1_000_000 });
    expect(costly.body.errors?.[0]?.message).toMatch(/cost|complex/i);
    const fair = await client.graphql(BOARD_QUERY, { game: "KLO", period: "DAILY", first: 50 });
    expect(fair.body.errors).toBeUndefined();
  });

  test("a page of another origin may not ask, and neither may a game frame outside the SDK's operations", async () => {
    const client = new HttpClient(app);
    const body = JSON.stringify({ query: BOARD_QUERY, variables: { game: "KLO", period: "DAILY" } });
    for (const origin of ["https://evil.example.test", "null"]) {
      const response = await client.send("/graphql", { method: "POST", headers: { "content-type": "application/json", origin }, body });
      expect(response.status, origin).toBeGreaterThanOrEqual(400);
    }
  });

  test("generated arguments are answered or refused, never a server error", async () => {
    const client = new HttpClient(app);
    await fc.assert(
      fc.asyncProperty(
        fc.record({ game: fc.oneof(fc.constantFrom("KLO", "WOR", "jig"), fc.string()), period: fc.constantFrom("DAILY", "WEEKLY", "PUZZLE", "YEARLY"), day: fc.option(fc.string()), first: fc.option(fc.integer()) }),
        async (variables) => {
          const answer = await client.graphql(BOARD_QUERY, variables);
          expect(answer.status).toBeLessThan(500);
          for (const error of answer.body.errors ?? []) expect(error.extensions?.code).not.toBe("INTERNAL_SERVER_ERROR");
        },
      ),
      { numRuns: 60 },
    );
  });
});
