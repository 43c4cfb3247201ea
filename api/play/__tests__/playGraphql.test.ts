/**
 * Play through the HTTP app as a game frame does: the Game SDK's persisted operations (the only
 * ones a frame may run), Word Hunch's hidden answer never in a response before the game ends, a
 * temporary user's winnings kept through sign-up, the wallet subscription, and preferences.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { fiveLetterWords } from "../../../games/engines/words/fiveLetters.ts";
import { operationHash, operations, type OperationName } from "../../../games/sdk/operations.ts";
import { rules as wordHunch } from "../../../games/word-hunch/rules.ts";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { TEST_ORIGIN, useTestApp } from "../../../tests/support/testApp.ts";
import { findLedgerMismatches } from "../../wallet/wallet.ts";
import { PROGRESSION_REWARD_TOKENS } from "../constants.ts";
import type { Json } from "../json.ts";
import { givePowerups, tokensOf } from "./playFixtures.ts";

const { app, database } = useTestApp();

/** A sandboxed game frame's requests say Origin null (its capabilities are capability.test.ts's). */
const FRAME = { origin: "null" };
const SESSION_COOKIE = "better-auth.session_token";

type Answer = { status: number; text: string; body: { data?: Record<string, Record<string, unknown>>; errors?: { message: string; extensions?: { code?: string } }[] } };

/** Runs one of the SDK's operations by hash, as the SDK does, with the player's own session (as the portal's pages may). */
async function sdk(client: HttpClient, name: OperationName, variables: Record<string, unknown>): Promise<Answer> {
  const response = await client.send("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: operationHash(name) } } }),
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as Answer["body"] };
}

function field(answer: Answer, name: string): Record<string, unknown> {
  expect(answer.body.errors, answer.text).toBeUndefined();
  const value = answer.body.data?.[name];
  expect(value, answer.text).toBeTruthy();
  return value!;
}

async function userIdOf(client: HttpClient): Promise<string> {
  const token = decodeURIComponent(client.cookies.get(SESSION_COOKIE) ?? "").split(".")[0] ?? "";
  return (await database.db.session.findUniqueOrThrow({ where: { token } })).userId;
}

async function temporaryVisitor(): Promise<{ client: HttpClient; userId: string }> {
  const client = new HttpClient(app);
  expect((await client.json("/api/user-data", { a: "tp" })).status).toBe(200);
  return { client, userId: await userIdOf(client) };
}

async function startWordHunch(client: HttpClient, daily = false) {
  const started = field(await sdk(client, "SdkStartGame", { input: { game: "WOR", daily } }), "startGame");
  expect(started.__typename).toBe("StartGameSuccess");
  const session = started.session as { id: string };
  const row = await database.db.gameSession.findFirstOrThrow({ where: { gameId: "WOR" }, orderBy: { startedAt: "desc" } });
  const answer = wordHunch.hidden.secret(row.secretSeed!, {}).answer;
  return { id: session.id, rowId: row.id, answer, secretSeed: row.secretSeed! };
}

/** Every string value anywhere in a JSON document (keys excluded). */
function stringValues(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringValues);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringValues);
  return [];
}

describe("persisted operations", () => {
  test("a game frame runs the SDK's operations by hash and nothing else", async () => {
    const { client } = await temporaryVisitor();
    expect(field(await sdk(client, "SdkPowerups", { game: "WOR" }), "viewer")).toEqual({
      powerups: [
        { id: "MG", title: "More Guesses", count: 0 },
        { id: "HI", title: "Hint", count: 0 },
      ],
    });

    const post = (body: unknown, headers: Record<string, string>) => client.json<Answer["body"]>("/graphql", body, { headers });
    const text = await post({ query: "{ viewer { status } }" }, FRAME);
    expect(text.status).toBe(400);
    expect(text.body.errors?.[0]).toMatchObject({ message: "A game frame may only run the Game SDK's operations.", extensions: { code: "PERSISTED_QUERY_ONLY" } });
    // Text and a valid hash together are still text.
    const both = await post({ query: operations.SdkPowerups, variables: { game: "WOR" }, extensions: { persistedQuery: { version: 1, sha256Hash: operationHash("SdkPowerups") } } }, FRAME);
    expect(both.body.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_ONLY");
    const unknown = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } } }, FRAME);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]?.message).toBe("PersistedQueryNotFound");
    const nothing = await post({ variables: {} }, FRAME);
    expect(nothing.status).toBe(400);
    expect(nothing.body.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_ID_REQUIRED");
  });

  test("the portal's pages and GraphiQL keep arbitrary operations, and may use the SDK's hashes too", async () => {
    const { client } = await temporaryVisitor();
    const pages: Record<string, string>[] = [{}, { referer: `${TEST_ORIGIN}/game/word-hunch/load` }, { referer: `${TEST_ORIGIN}/graphql` }, { referer: `${TEST_ORIGIN}/playful/` }];
    for (const headers of pages) {
      const answer = await client.json<Answer["body"]>("/graphql", { query: "{ viewer { status } }" }, { headers });
      expect(answer.body).toEqual({ data: { viewer: { status: "TEMPORARY" } } });
    }
    const byHash = await client.json<Answer["body"]>("/graphql", { variables: { game: "KLO" }, extensions: { persistedQuery: { version: 1, sha256Hash: operationHash("SdkPowerups") } } });
    expect(byHash.body.data?.viewer?.powerups).toHaveLength(3);
    // Without text or hash, the portal gets Yoga's usual answer.
    const empty = await client.json<Answer["body"]>("/graphql", { variables: {} });
    expect(empty.body.errors?.[0]?.message).toBe("Must provide query string.");
  });
});

describe("Word Hunch's hidden answer", () => {
  test("no response carries the answer or the secret before the game ends; the last answer names it", async () => {
    const { client, userId } = await temporaryVisitor();
    await givePowerups(database.db, userId, "WOR", "HI", 2);
    await givePowerups(database.db, userId, "WOR", "MG", 1);
    const game = await startWordHunch(client);
    const responses: Answer[] = [];
    const run = async (name: OperationName, variables: Record<string, unknown>) => {
      const answer = await sdk(client, name, variables);
      responses.push(answer);
      return answer;
    };
    // Wrong guesses that mark no letter correct, so each Hint shows the next position in order.
    const wrong = fiveLetterWords.guesses.filter((word) => [...word].every((letter, index) => letter !== game.answer[index])).slice(0, 18);
    await run("SdkUsePowerup", { input: { session: game.id, powerup: "HI", move: { t: "powerup", id: "HI" } } });
    for (const word of wrong.slice(0, 3)) await run("SdkGameMove", { input: { session: game.id, move: { t: "guess", word } } });
    await run("SdkUsePowerup", { input: { session: game.id, powerup: "MG" } });
    await run("SdkGameMove", { input: { session: game.id, move: { t: "powerup", id: "MG" } } });
    await run("SdkUsePowerup", { input: { session: game.id, powerup: "HI", move: { t: "powerup", id: "HI" } } });
    await run("SdkSaveGame", { input: { session: game.id, moves: [] } });
    await run("SdkSavedGame", { game: "WOR" });
    for (const word of wrong.slice(3, 17)) await run("SdkGameMove", { input: { session: game.id, move: { t: "guess", word } } });
    const portal = await client.graphql(`{ viewer { gameSessions(first: 5) { edges { node { id seed moves options } } } } node(id: "${game.id}") { id } }`);
    responses.push({ status: portal.status, text: JSON.stringify(portal.body), body: portal.body as Answer["body"] });

    for (const response of responses) {
      expect(response.body.errors, response.text).toBeUndefined();
      const values = stringValues(response.body.data).map((value) => value.toLowerCase());
      expect(values, response.text).not.toContain(game.answer);
      expect(response.text).not.toContain(game.secretSeed);
      expect(response.text).not.toMatch(/"answer"|"secret/i);
    }
    const hints = responses.flatMap((response) => {
      const reveal = (response.body.data?.usePowerup as { reveal?: { t: string; letter: string } } | undefined)?.reveal;
      return reveal ? [reveal] : [];
    });
    expect(hints).toEqual([
      { t: "hint", index: 0, letter: game.answer[0] },
      { t: "hint", index: 1, letter: game.answer[1] },
    ]);

    // The 18th guess (6 + 12 from More Guesses) ends the game: now the answer may be told.
    const last = await run("SdkGameMove", { input: { session: game.id, move: { t: "guess", word: wrong[17] } } });
    expect(field(last, "gameMove").reveal).toMatchObject({ t: "marks", answer: game.answer });
    const finished = field(await run("SdkFinishGame", { input: { session: game.id, moves: [] } }), "finishGame");
    expect(finished).toMatchObject({ __typename: "FinishGameSuccess", won: false, tokensEarned: 0, note: expect.stringMatching(/^No guesses left/) });
  });

  test("a guess the server never answered cannot be claimed at the finish", async () => {
    const { client } = await temporaryVisitor();
    const game = await startWordHunch(client);
    const claimed = field(await sdk(client, "SdkFinishGame", { input: { session: game.id, moves: [{ t: "guess", word: game.answer }] } }), "finishGame");
    expect(claimed).toMatchObject({ __typename: "GameError", code: "ILLEGAL_MOVE" });
    const notHidden = field(await sdk(client, "SdkStartGame", { input: { game: "KLO" } }), "startGame") as { session: { id: string } };
    const move = field(await sdk(client, "SdkGameMove", { input: { session: notHidden.session.id, move: { t: "draw" } } }), "gameMove");
    expect(move).toMatchObject({ __typename: "GameError", code: "BAD_INPUT" });
  });
});

describe("a temporary user's winnings", () => {
  test("survive sign-up: tokens, ledger and game sessions move to the account", async () => {
    const { client, userId } = await temporaryVisitor();
    const game = await startWordHunch(client);
    const guessed = field(await sdk(client, "SdkGameMove", { input: { session: game.id, move: { t: "guess", word: game.answer } } }), "gameMove");
    expect(guessed.reveal).toMatchObject({ t: "marks", marks: ["correct", "correct", "correct", "correct", "correct"] });
    // A person needs a moment per guess: the session started a minute ago.
    await database.sql(`UPDATE "GameSession" SET "startedAt" = now() - interval '1 minute' WHERE id = $1`, [game.rowId]);
    const finished = field(await sdk(client, "SdkFinishGame", { input: { session: game.id, moves: [{ t: "guess", word: game.answer }] } }), "finishGame");
    expect(finished).toMatchObject({ __typename: "FinishGameSuccess", verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS, player: { tokens: PROGRESSION_REWARD_TOKENS } });
    expect(await tokensOf(database.db, userId)).toBe(PROGRESSION_REWARD_TOKENS);

    const signedUp = await client.signUp(`winner-${randomUUID().slice(0, 8)}@example.test`);
    expect(signedUp.status).toBe(200);
    const accountId = signedUp.body.user!.id;
    expect(accountId).not.toBe(userId);
    expect(await tokensOf(database.db, accountId)).toBe(500 + PROGRESSION_REWARD_TOKENS);
    expect(await findLedgerMismatches(database.db, accountId)).toEqual([]);
    const sessions = await client.graphql<{ viewer: { gameSessions: { edges: { node: { id: string; tokensPaid: number; phase: string } }[] }; player: { gameDays: number } } }>(
      "{ viewer { gameSessions(first: 10) { edges { node { id tokensPaid phase } } } player { gameDays } } }",
    );
    expect(sessions.body.data?.viewer.gameSessions.edges.map((edge) => edge.node)).toEqual([{ id: game.id, tokensPaid: PROGRESSION_REWARD_TOKENS, phase: "WON" }]);
    expect(sessions.body.data?.viewer.player.gameDays).toBe(1);
    expect(await database.db.gameSession.count({ where: { userId } })).toBe(0);
  });
});

describe("the wallet subscription", () => {
  test("sends the balance now, then again after a win is paid", async () => {
    const { client, userId } = await temporaryVisitor();
    const response = await client.send("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ query: "subscription { walletChanged { tokens gems } }" }),
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    const nextEvent = async (): Promise<unknown> => {
      for (;;) {
        const match = /data: (.*)\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return JSON.parse(match[1]!);
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("The subscription ended.");
        buffer += decoder.decode(value, { stream: true });
      }
    };
    expect(await nextEvent()).toEqual({ data: { walletChanged: { tokens: 0, gems: 0 } } });
    const game = await startWordHunch(client);
    await sdk(client, "SdkGameMove", { input: { session: game.id, move: { t: "guess", word: game.answer } } });
    await database.sql(`UPDATE "GameSession" SET "startedAt" = now() - interval '1 minute' WHERE id = $1`, [game.rowId]);
    await sdk(client, "SdkFinishGame", { input: { session: game.id, moves: [] } });
    expect(await nextEvent()).toEqual({ data: { walletChanged: { tokens: PROGRESSION_REWARD_TOKENS, gems: 0 } } });
    expect(await tokensOf(database.db, userId)).toBe(PROGRESSION_REWARD_TOKENS);
    await reader.cancel();
  });

  test("is null for a visitor with no user", async () => {
    const response = await new HttpClient(app).send("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ query: "subscription { walletChanged { tokens } }" }),
    });
    expect(await response.text()).toContain('data: {"data":{"walletChanged":null}}');
  });
});

describe("preferences", () => {
  test("a temporary player saves noGameConfirm (gc); a visitor with no user is told there is none", async () => {
    const { client } = await temporaryVisitor();
    const mutation = "mutation ($input: UpdatePreferencesInput!) { updatePreferences(input: $input) { __typename ... on UpdatePreferencesSuccess { player { noGameConfirm } } ... on NoPlayerError { message } } }";
    const saved = await client.graphql<{ updatePreferences: Json }>(mutation, { input: { noGameConfirm: true } });
    expect(saved.body.data?.updatePreferences).toEqual({ __typename: "UpdatePreferencesSuccess", player: { noGameConfirm: true } });
    const read = await client.graphql<{ viewer: { player: { noGameConfirm: boolean } } }>("{ viewer { player { noGameConfirm } } }");
    expect(read.body.data?.viewer.player.noGameConfirm).toBe(true);
    const anonymous = await new HttpClient(app).graphql<{ updatePreferences: Json }>(mutation, { input: { noGameConfirm: true } });
    expect(anonymous.body.data?.updatePreferences).toEqual({ __typename: "NoPlayerError", message: "User not defined" });
  });
});
