/**
 * Issue 34 at the front door: the manifest (with a player's shortcuts), the service worker and the
 * offline shell are served; offline seeds are asked for and sent only by the portal's own pages
 * (never another origin, never a game frame's capability); and the two new mutations, fed
 * generated inputs, never answer a 5xx or pay what they should not.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, test } from "vitest";
import { operationHash } from "../../../games/sdk/operations.ts";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { TEST_ORIGIN, useTestApp } from "../../../tests/support/testApp.ts";
import { MANIFEST_ICONS } from "../../../shared/appManifest.ts";
import { findLedgerMismatches } from "../../wallet/wallet.ts";

const { app, database } = useTestApp();
const player = new HttpClient(app);
const other = new HttpClient(app);
beforeAll(async () => {
  expect((await player.signUp("offline-doors@example.test")).status).toBe(200);
  expect((await other.signUp("offline-other@example.test")).status).toBe(200);
});

const ISSUE = `mutation ($game: String!, $options: JSON) { issueOfflineSeeds(input: { game: $game, options: $options }) {
  __typename ... on OfflineSeeds { seeds { token seed gameCode options rulesVersion issuedAt expiresAt } } ... on GameError { code message } } }`;
const REDEEM = `mutation ($token: String!, $moves: JSON!, $playedMs: Int) { redeemOfflineGame(input: { token: $token, moves: $moves, playedMs: $playedMs }) {
  __typename ... on FinishGameSuccess { won verified tokensEarned } ... on GameError { code message } } }`;

interface Seeds {
  issueOfflineSeeds: { __typename: string; seeds?: Array<{ token: string; seed: string; gameCode: string }>; code?: string };
}
interface Redeemed {
  redeemOfflineGame: { __typename: string; won?: boolean; tokensEarned?: number; code?: string };
}

async function tokens(client: HttpClient): Promise<number> {
  const answer = await client.graphql<{ viewer: { player: { tokens: number } } }>("{ viewer { player { tokens } } }");
  return answer.body.data!.viewer.player.tokens;
}

async function seedsOf(client: HttpClient, game = "KLO") {
  const answer = await client.graphql<Seeds>(ISSUE, { game });
  expect(answer.body.data?.issueOfflineSeeds.__typename).toBe("OfflineSeeds");
  return answer.body.data!.issueOfflineSeeds.seeds!;
}

describe("the installable app's files", () => {
  test("the manifest names the app, its icons and, for a player, the games played last", async () => {
    const visitor = await app.request(`${TEST_ORIGIN}/manifest.webmanifest`);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get("content-type")).toContain("application/manifest+json");
    expect(visitor.headers.get("vary")).toContain("Cookie");
    const manifest = (await visitor.json()) as { icons: unknown; shortcuts: unknown[]; display: string };
    expect(manifest).toMatchObject({ display: "standalone", icons: MANIFEST_ICONS, shortcuts: [] });

    for (const game of ["SUD", "KLO"]) {
      const started = await player.graphql<{ startGame: { __typename: string } }>("mutation ($game: String!) { startGame(input: { game: $game }) { __typename } }", { game });
      expect(started.body.data?.startGame.__typename).toBe("StartGameSuccess");
    }
    const own = await player.json<{ shortcuts: Array<{ name: string; url: string; icons: unknown[] }> }>("/manifest.webmanifest");
    expect(own.body.shortcuts.map((shortcut) => shortcut.url)).toEqual(["/game/rivers-of-gold-solitaire/load", "/game/sudoku-relics/load"]);
    expect(own.body.shortcuts[0]).toMatchObject({ name: "Play Rivers of Gold Solitaire" });
  });

  test("the service worker is served fresh, and the offline shell is the page unrendered", async () => {
    const worker = await app.request(`${TEST_ORIGIN}/sw.js`);
    // The unit's test build may have no worker: then it says so, as a 404.
    if (worker.status === 200) {
      expect(worker.headers.get("cache-control")).toBe("no-cache");
      expect(worker.headers.get("content-type")).toContain("javascript");
    } else expect(worker.status).toBe(404);
    const shell = await app.request(`${TEST_ORIGIN}/app-shell.html`);
    expect([200, 503]).toContain(shell.status);
    if (shell.status === 200) expect(await shell.text()).toContain('<link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials"');
  });
});

describe("offline seeds over GraphQL", () => {
  test("a player's seeds, and a game sent twice pays once", async () => {
    const [seed] = await seedsOf(player);
    const before = await tokens(player);
    // A loss (no moves): replayed and recorded like any finish; the second send of the seed is refused.
    const first = await player.graphql<Redeemed>(REDEEM, { token: seed!.token, moves: [] });
    expect(first.body.data?.redeemOfflineGame).toMatchObject({ __typename: "FinishGameSuccess", won: false, tokensEarned: 0 });
    const again = await player.graphql<Redeemed>(REDEEM, { token: seed!.token, moves: [] });
    expect(again.body.data?.redeemOfflineGame).toMatchObject({ __typename: "GameError", code: "FINISHED" });
    // Another player cannot send it either.
    const [mine] = await seedsOf(player);
    const stolen = await other.graphql<Redeemed>(REDEEM, { token: mine!.token, moves: [] });
    expect(stolen.body.data?.redeemOfflineGame).toMatchObject({ __typename: "GameError", code: "NOT_YOURS" });
    expect(await tokens(player)).toBe(before);
  });

  test("online-only games and visitors are told why", async () => {
    const wordHunch = await player.graphql<Seeds>(ISSUE, { game: "WOR" });
    expect(wordHunch.body.data?.issueOfflineSeeds).toMatchObject({ __typename: "GameError", code: "ONLINE_ONLY" });
    const visitor = new HttpClient(app);
    const refused = await visitor.graphql<Seeds>(ISSUE, { game: "KLO" });
    expect(refused.body.data?.issueOfflineSeeds).toMatchObject({ __typename: "GameError", code: "SIGN_IN" });
  });

  test("another origin, or none, may not ask for seeds or send a game with the player's cookie", async () => {
    const [seed] = await seedsOf(player);
    const cookie = [...player.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const refusedHeaders: Array<Record<string, string>> = [{ origin: "https://evil.example" }, { origin: "http://localhost:9999" }, { "sec-fetch-site": "cross-site" }, {}];
    for (const headers of refusedHeaders) {
      for (const [query, variables] of [
        [ISSUE, { game: "KLO" }],
        [REDEEM, { token: seed!.token, moves: [] }],
      ] as const) {
        const response = await app.request(`${TEST_ORIGIN}/graphql`, {
          method: "POST",
          headers: { ...headers, cookie, "content-type": "application/json" },
          body: JSON.stringify({ query, variables }),
        });
        expect(response.status, JSON.stringify(headers)).toBe(403);
      }
    }
    // The seed is still unspent: the refused sends changed nothing.
    const held = await database.db.offlineSeed.findFirstOrThrow({ where: { id: seed!.token.split(".")[0] } });
    expect(held.redeemedAt).toBeNull();
  });

  test("a game frame, even with a capability, cannot run them: frames run the SDK's persisted operations only", async () => {
    const granted = await player.graphql<{ grantGameCapability: { token?: string } }>(
      'mutation { grantGameCapability(input: { game: "KLO" }) { ... on GameCapability { token } } }',
    );
    const capability = granted.body.data!.grantGameCapability.token!;
    for (const query of [ISSUE, REDEEM]) {
      const response = await app.request(`${TEST_ORIGIN}/graphql`, {
        method: "POST",
        headers: { origin: "null", authorization: `Bearer ${capability}`, "content-type": "application/json" },
        body: JSON.stringify({ query, variables: { game: "KLO", token: "x", moves: [] } }),
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    // Nor by a made-up hash: only the SDK's operations are known.
    const forged = await app.request(`${TEST_ORIGIN}/graphql`, {
      method: "POST",
      headers: { origin: "null", authorization: `Bearer ${capability}`, "content-type": "application/json" },
      body: JSON.stringify({ operationName: "SdkStartGame", variables: { input: { game: "KLO" } }, extensions: { persistedQuery: { version: 1, sha256Hash: operationHash("SdkStartGame").replace(/^./, "0") } } }),
    });
    expect(forged.status).toBeGreaterThanOrEqual(400);
  });

  test("generated tokens, games, options, moves and clocks, 300 of them: never a 5xx or an unexpected error, nothing paid, the books balance", async () => {
    const seeds = await seedsOf(player, "SUD");
    const before = await tokens(player);
    const nasty = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.constantFrom("\u0000", "é".repeat(300), "a.b", "..", " ", "KLO", "WOR", "SUD", "STA"),
      fc.constantFrom(...seeds.map((seed) => seed.token)).map((token) => token.slice(0, -1)),
      fc.constantFrom(...seeds.map((seed) => seed.token)).map((token) => `${token}x`),
    );
    const value = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant(null), fc.array(fc.record({ t: fc.constantFrom("move", "draw", "place"), n: fc.integer() }), { maxLength: 5 }));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(ISSUE, REDEEM),
        fc.record({ game: nasty, options: value, token: nasty, moves: value, playedMs: fc.oneof(fc.integer(), fc.constant(-1), fc.constant(2 ** 31 - 1)) }),
        async (query, variables) => {
          const answer = await player.send("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
          const label = `${query.slice(9, 40)} ${JSON.stringify(variables).slice(0, 200)}`;
          expect(answer.status, label).toBeLessThan(500);
          const text = await answer.text();
          expect(text, label).not.toContain("Unexpected error");
          expect(text, label).not.toContain('"tokensEarned":10');
        },
      ),
      { numRuns: 300 },
    );
    expect(await tokens(player)).toBe(before);
    expect(await findLedgerMismatches(database.db)).toEqual([]);
  }, 120_000);
});
