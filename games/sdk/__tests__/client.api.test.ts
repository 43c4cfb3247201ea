/**
 * The Game SDK against the real portal app in-process (real database): start, save and resume in
 * both save modes, powerups, hidden-information moves and the verdict, and the bridge's checks.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { givePowerups } from "../../../api/play/__tests__/playFixtures.ts";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { backdateToHumanPace } from "../../../tests/support/humanPace.ts";
import { createTestApp, TEST_ORIGIN } from "../../../tests/support/testApp.ts";
import { createCatalogDatabase } from "../../../tests/support/testDatabase.ts";
import { rules as klondike } from "../../rivers-of-gold-solitaire/rules.ts";
import { fiveLetterWords } from "../../engines/words/fiveLetters.ts";
import { rules as wordHunch } from "../../word-hunch/rules.ts";
import { fromFrame, fromHost } from "../bridge.ts";
import { createGameClient, type GameClient } from "../client.ts";
import { GameClientError } from "../transport.ts";

let database: Awaited<ReturnType<typeof createCatalogDatabase>>;
let app: ReturnType<typeof createTestApp>["app"];
beforeAll(async () => {
  database = await createCatalogDatabase();
  ({ app } = createTestApp(database.db));
});
afterAll(() => database?.drop());

/** localStorage as a browser keeps it, per visitor. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/**
 * What a sandboxed frame sends: Origin null and no cookies (a browser sends the portal's Lax
 * cookies to no opaque origin), the capability its host page asked for with the visitor's cookies.
 */
function frameFetch(): typeof fetch {
  return (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    headers.set("origin", "null");
    return Promise.resolve(app.request(url, { ...init, headers }));
  };
}

/** The host page's side: a capability for the game, or one of its sessions, for this visitor. */
function hostCapabilities(visitor: HttpClient, game: string) {
  return async (session: string | null) => {
    const answer = await visitor.graphql<{ grantGameCapability: { token?: string } }>(
      `mutation ($input: GrantGameCapabilityInput!) { grantGameCapability(input: $input) { ... on GameCapability { token } } }`,
      { input: { game, session } },
    );
    const token = answer.body.data?.grantGameCapability.token;
    if (!token) throw new Error(`No capability: ${JSON.stringify(answer.body)}`);
    return token;
  };
}

function clientFor(visitor: HttpClient, game: "KLO" | "WOR", storage: Storage = new MemoryStorage()): GameClient {
  return createGameClient({
    game,
    endpoint: `${TEST_ORIGIN}/graphql`,
    fetch: frameFetch(),
    capability: hostCapabilities(visitor, game),
    storage,
    host: null,
    saveDelayMs: 0,
  });
}

let emails = 0;
async function signedIn(): Promise<{ visitor: HttpClient; userId: string }> {
  const visitor = new HttpClient(app);
  const answer = await visitor.signUp(`sdk${emails++}@example.test`);
  return { visitor, userId: answer.body.user!.id };
}

async function temporary(): Promise<HttpClient> {
  const visitor = new HttpClient(app);
  expect((await visitor.json("/api/user-data", { a: "tp" })).status).toBe(200);
  return visitor;
}

/** A few legal Klondike moves from the session's deal. */
function klondikeMoves(seed: string, options: unknown, count: number): unknown[] {
  let state = klondike.newGame(seed, klondike.parseOptions(options));
  const moves: unknown[] = [];
  for (let index = 0; index < count; index++) {
    const move = klondike.legalMoves(state).find((candidate) => klondike.powerupOf(candidate) === null);
    if (move === undefined) break;
    state = klondike.apply(state, move);
    moves.push(move);
  }
  return moves;
}

describe("createGameClient", () => {
  test("a signed-in player's game is saved on the server and resumes in another browser", async () => {
    const { visitor } = await signedIn();
    const first = clientFor(visitor, "KLO");
    const started = await first.start({ options: { draw: 1 } });
    expect(started).toMatchObject({ resumed: false, moves: [] });
    expect(started.session.saveMode).toBe(2);
    const moves = klondikeMoves(started.session.seed, started.session.options, 3);
    expect(moves.length).toBeGreaterThan(0);
    first.save(moves);
    await first.flush();

    // Another device: empty storage, same account.
    const second = clientFor(visitor, "KLO");
    const resumed = await second.start();
    expect(resumed.resumed).toBe(true);
    expect(resumed.session.id).toBe(started.session.id);
    expect(resumed.moves).toEqual(moves);

    // New game: a fresh session even though one is saved.
    const fresh = await second.start({ resume: false });
    expect(fresh.session.id).not.toBe(started.session.id);
    expect(fresh.resumed).toBe(false);
  });

  test("a temporary player's game is kept in this browser only", async () => {
    const visitor = await temporary();
    const storage = new MemoryStorage();
    const first = clientFor(visitor, "KLO", storage);
    const started = await first.start();
    expect(started.session.saveMode).toBe(1);
    const moves = klondikeMoves(started.session.seed, started.session.options, 2);
    first.save(moves);

    const sameBrowser = await clientFor(visitor, "KLO", storage).start();
    expect(sameBrowser).toMatchObject({ resumed: true, moves });
    expect(sameBrowser.session.id).toBe(started.session.id);

    const otherBrowser = await clientFor(visitor, "KLO", new MemoryStorage()).start();
    expect(otherBrowser.resumed).toBe(false);
  });

  test("powerups: counts, one spent per use, none left without a host to buy from", async () => {
    const { visitor, userId } = await signedIn();
    const client = clientFor(visitor, "KLO");
    await client.start();
    expect((await client.powerups()).map((powerup) => [powerup.id, powerup.count])).toEqual([
      ["UN", 0],
      ["MC", 0],
      ["FR", 0],
    ]);
    expect(await client.usePowerup("FR")).toMatchObject({ used: false, count: 0 });
    await givePowerups(database.db, userId, "KLO", "FR", 2);
    expect(await client.usePowerup("FR")).toMatchObject({ used: true, count: 1 });
    expect((await client.powerups()).find((powerup) => powerup.id === "FR")?.count).toBe(1);
    await expect(client.usePowerup("ZZ")).rejects.toMatchObject({ code: "BAD_INPUT" });
  });

  test("hidden information: moves answered by the server, the verdict from its replay, a forged log refused", async () => {
    const { visitor } = await signedIn();
    const client = clientFor(visitor, "WOR");
    const started = await client.start();
    expect(started.session.gameCode).toBe("WOR");
    const [row] = await database.sql<{ secretSeed: string }>(`SELECT "secretSeed" FROM "GameSession" WHERE "gameId" = 'WOR' ORDER BY "startedAt" DESC LIMIT 1`);
    const answer = wordHunch.hidden.secret(row!.secretSeed, {}).answer;
    const wrong = fiveLetterWords.answers.find((word) => word !== answer)!;

    const reveal = await client.move({ t: "guess", word: wrong });
    expect(reveal).toBeTruthy();
    await expect(client.move({ t: "guess", word: "zzzzz" })).rejects.toBeInstanceOf(GameClientError);
    await client.move({ t: "guess", word: answer });

    await expect(client.finish([{ t: "guess", word: answer }])).rejects.toMatchObject({ code: "ILLEGAL_MOVE" });
    const verdict = await client.finish([
      { t: "guess", word: wrong },
      { t: "guess", word: answer },
    ]);
    // Won at once: faster than a person types, so the server pays nothing and says why.
    expect(verdict).toMatchObject({ won: true, verified: false, tokensEarned: 0 });
    expect(verdict.message).toMatch(/\w/);
    expect(client.session?.finishedAt).not.toBeNull();
    await expect(client.finish([])).rejects.toMatchObject({ code: "FINISHED" });
  });

  test("stats(): the player's verified finishes in this game, in all and per options, asked from the frame", async () => {
    const { visitor } = await signedIn();
    const client = clientFor(visitor, "KLO");
    expect(await client.stats()).toEqual({ total: { played: 0, won: 0, winRate: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null, bestScore: null }, byOptions: [] });
    const started = await client.start({ options: { draw: 3 } });
    const moves = klondikeMoves(started.session.seed, started.session.options, 3);
    await backdateToHumanPace(database, klondike, moves.length);
    // Given up after three moves: a lost game counts as played.
    expect(await client.finish(moves)).toMatchObject({ won: false, verified: true, newBestTime: false, newBestScore: false });
    const stats = await client.stats();
    expect(stats.total).toMatchObject({ played: 1, won: 0, winRate: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null });
    expect(stats.byOptions).toEqual([{ options: started.session.options, stats: stats.total }]);
  });

  test("saving before start() is refused with a clear error", async () => {
    const client = clientFor(new HttpClient(app), "KLO");
    expect(() => client.save([])).toThrow("Start a game first.");
  });
});

describe("the bridge", () => {
  // A sandboxed frame's messages come from the opaque origin "null".
  const origin = "null";
  const frame = {} as Window;
  const parent = {} as Window;
  const stamped = (data: Record<string, unknown>) => ({ channel: "playden-game", ...data });

  test("the host hears only its own frame, from its own origin, in the protocol's shape", () => {
    const ready = { origin, source: frame, data: stamped({ type: "ready", game: "KLO" }) };
    expect(fromFrame(ready, frame, origin)).toEqual({ channel: "playden-game", type: "ready", game: "KLO" });
    expect(fromFrame({ ...ready, origin: "http://evil.test" }, frame, origin)).toBeNull();
    expect(fromFrame({ ...ready, source: {} as Window }, frame, origin)).toBeNull();
    expect(fromFrame({ ...ready, data: { type: "ready", game: "KLO" } }, frame, origin)).toBeNull();
    expect(fromFrame({ ...ready, data: stamped({ type: "openStore" }) }, frame, origin)).toBeNull();
    expect(fromFrame({ ...ready, data: stamped({ type: "takeAllGems" }) }, frame, origin)).toBeNull();
    expect(fromFrame(ready, null, origin)).toBeNull();
  });

  test("the frame hears only its host", () => {
    const wallet = { origin, source: parent, data: stamped({ type: "wallet", gems: 1, tokens: 2 }) };
    expect(fromHost(wallet, parent, origin)).toMatchObject({ type: "wallet", gems: 1, tokens: 2 });
    expect(fromHost({ ...wallet, source: frame }, parent, origin)).toBeNull();
    expect(fromHost({ ...wallet, data: stamped({ type: "wallet", gems: "1", tokens: 2 }) }, parent, origin)).toBeNull();
  });
});
