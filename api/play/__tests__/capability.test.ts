/**
 * Game frames act only through the capability their host page gives them (issue 29): a request
 * from a frame's origin never uses the player's cookies, runs only the SDK's operations, and only
 * for the capability's game and game session, while it lasts and while the player stays signed in.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { operationHash, operations, type OperationName } from "../../../games/sdk/operations.ts";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { createTestApp, useTestApp } from "../../../tests/support/testApp.ts";
import { GAME_CAPABILITY_LIFETIME_MS, readGameCapability, signGameCapability, type GameCapabilityClaims } from "../capability.ts";
import { tokensOf } from "./playFixtures.ts";

const SECRET = "test-secret-that-is-long-enough-0123456789";

const { app, database } = useTestApp();

type GraphqlAnswer = { status: number; body: { data?: Record<string, any> | null; errors?: { message: string; extensions?: { code?: string } }[] } };

/** A sandboxed frame's request: Origin null, the player's cookies (a browser would not even send them), and the capability when given. */
async function fromFrame(player: HttpClient, name: OperationName, variables: Record<string, unknown>, capability?: string): Promise<GraphqlAnswer> {
  const headers: Record<string, string> = { origin: "null" };
  if (capability !== undefined) headers.authorization = `Bearer ${capability}`;
  return player.json("/graphql", { operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: operationHash(name) } } }, { headers });
}

async function grant(player: HttpClient, game: string, session?: string): Promise<string> {
  const answer = await player.graphql<{ grantGameCapability: { __typename: string; token?: string; expiresAt?: string; code?: string } }>(
    `mutation ($input: GrantGameCapabilityInput!) { grantGameCapability(input: $input) { __typename ... on GameCapability { token expiresAt } ... on GameError { code } } }`,
    { input: { game, ...(session ? { session } : {}) } },
  );
  const granted = answer.body.data?.grantGameCapability;
  if (granted?.__typename !== "GameCapability" || !granted.token) throw new Error(`No capability: ${JSON.stringify(answer.body)}`);
  return granted.token;
}

let emails = 0;
async function signedIn(): Promise<{ player: HttpClient; userId: string }> {
  const player = new HttpClient(app);
  const answer = await player.signUp(`frame${emails++}@example.test`);
  return { player, userId: answer.body.user!.id };
}

async function startKlondike(player: HttpClient, capability: string): Promise<string> {
  const started = await fromFrame(player, "SdkStartGame", { input: { game: "KLO", daily: false } }, capability);
  expect(started.status).toBe(200);
  const session = started.body.data?.startGame?.session?.id;
  if (typeof session !== "string") throw new Error(`No session: ${JSON.stringify(started.body)}`);
  return session;
}

const codeOf = (answer: GraphqlAnswer) => answer.body.errors?.[0]?.extensions?.code;

describe("a game frame's requests", () => {
  test("never use the player's cookies: anything but the SDK's operations is refused, the SDK's need a capability", async () => {
    const { player, userId } = await signedIn();
    const tokensBefore = await tokensOf(database.db, userId);
    const viewer = await player.json("/graphql", { query: "{ viewer { email player { gems tokens } } }" }, { headers: { origin: "null" } });
    expect(viewer.status).toBe(400);
    expect(JSON.stringify(viewer.body)).not.toContain("@example.test");
    const purchase = await player.json(
      "/graphql",
      { query: `mutation { purchaseWithTokens(input: { itemId: "MC", count: 1 }) { __typename } }` },
      { headers: { origin: "null" } },
    );
    expect(purchase.status).toBe(400);
    expect(purchase.body).toMatchObject({ errors: [{ extensions: { code: "PERSISTED_QUERY_ONLY" } }] });
    const noCapability = await fromFrame(player, "SdkPowerups", { game: "KLO" });
    expect(noCapability.status).toBe(401);
    expect(codeOf(noCapability)).toBe("CAPABILITY_REQUIRED");
    expect(await tokensOf(database.db, userId)).toBe(tokensBefore);
  });

  test("run the capability's game's operations as its player, and nothing of another game", async () => {
    const { player } = await signedIn();
    const capability = await grant(player, "KLO");
    const own = await fromFrame(player, "SdkPowerups", { game: "KLO" }, capability);
    expect(own.status).toBe(200);
    expect(own.body.data?.viewer?.powerups).toBeInstanceOf(Array);
    for (const [name, variables] of [
      ["SdkPowerups", { game: "WOR" }],
      ["SdkGameStats", { game: "MJC" }],
      ["SdkStartGame", { input: { game: "WOR" } }],
      ["SdkPlant", { input: { game: "SGA", kind: "rose", plot: 0 } }],
    ] as const) {
      const other = await fromFrame(player, name, variables, capability);
      expect(other.status, name).toBe(401);
      expect(codeOf(other), name).toBe("CAPABILITY_SCOPE");
    }
  });

  test("play a session only with a capability bound to it", async () => {
    const { player } = await signedIn();
    const gameCapability = await grant(player, "KLO");
    const session = await startKlondike(player, gameCapability);
    const save = { input: { session, moves: [] } };
    expect(codeOf(await fromFrame(player, "SdkSaveGame", save, gameCapability))).toBe("CAPABILITY_SCOPE");
    const sessionCapability = await grant(player, "KLO", session);
    const saved = await fromFrame(player, "SdkSaveGame", save, sessionCapability);
    expect(saved.body.data?.saveGame?.__typename).toBe("SaveGameSuccess");
    // Another session of the same player and game needs its own.
    const second = await startKlondike(player, gameCapability);
    expect(codeOf(await fromFrame(player, "SdkSaveGame", { input: { session: second, moves: [] } }, sessionCapability))).toBe("CAPABILITY_SCOPE");
  });

  test("a host may not have a capability for another player's session or another game's", async () => {
    const { player } = await signedIn();
    const { player: other } = await signedIn();
    const session = await startKlondike(player, await grant(player, "KLO"));
    const answer = (input: Record<string, unknown>) =>
      other.graphql<{ grantGameCapability: { __typename: string; code?: string } }>(
        `mutation ($input: GrantGameCapabilityInput!) { grantGameCapability(input: $input) { __typename ... on GameError { code } } }`,
        { input },
      );
    expect((await answer({ game: "KLO", session })).body.data?.grantGameCapability).toEqual({ __typename: "GameError", code: "NOT_YOURS" });
    expect((await answer({ game: "WOR", session })).body.data?.grantGameCapability).toEqual({ __typename: "GameError", code: "NOT_FOUND" });
    expect((await answer({ game: "ZZZ" })).body.data?.grantGameCapability).toEqual({ __typename: "GameError", code: "NOT_FOUND" });
  });

  test("refuse a capability that expired, was forged, or outlived the player's sign-in", async () => {
    const { player } = await signedIn();
    const capability = await grant(player, "KLO");
    const claims = readGameCapability(SECRET, capability, new Date());
    const expired = signGameCapability(SECRET, { ...claims, expiresAt: new Date(Date.now() - 1000) });
    expect(codeOf(await fromFrame(player, "SdkPowerups", { game: "KLO" }, expired))).toBe("CAPABILITY_EXPIRED");
    // Another player's id in a token signed with some other secret.
    const forged = signGameCapability("not-the-server-secret-0123456789-abcdef", { ...claims, userId: "someone-else" });
    expect(codeOf(await fromFrame(player, "SdkPowerups", { game: "KLO" }, forged))).toBe("CAPABILITY_INVALID");
    const [prefix, payload, signature] = capability.split(".");
    const tampered = `${prefix}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), g: "WOR" })).toString("base64url")}.${signature}`;
    expect(codeOf(await fromFrame(player, "SdkPowerups", { game: "WOR" }, tampered))).toBe("CAPABILITY_INVALID");
    for (const junk of ["", "gc1.", "gc1.a.b.c", "Bearer", "x".repeat(5000)]) {
      const answer = await fromFrame(player, "SdkPowerups", { game: "KLO" }, junk);
      expect(answer.status, junk.slice(0, 10)).toBe(401);
    }
    expect((await fromFrame(player, "SdkPowerups", { game: "KLO" }, capability)).status).toBe(200);
    await player.signOut();
    expect(codeOf(await fromFrame(player, "SdkPowerups", { game: "KLO" }, capability))).toBe("CAPABILITY_EXPIRED");
  });

  test("a visitor's frame plays with a visitor's capability", async () => {
    const visitor = new HttpClient(app);
    const capability = await grant(visitor, "KLO");
    const claims = readGameCapability(SECRET, capability, new Date());
    expect(claims).toMatchObject({ userId: null, status: "ANONYMOUS", game: "KLO", session: null });
    expect(claims.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(GAME_CAPABILITY_LIFETIME_MS);
    const session = await startKlondike(visitor, capability);
    const finish = await fromFrame(visitor, "SdkFinishGame", { input: { session, moves: [] } }, await grant(visitor, "KLO", session));
    expect(finish.body.data?.finishGame?.__typename).toBe("FinishGameSuccess");
  });

  test("answer a frame's preflight for its own origin only, without credentials", async () => {
    const preflight = await app.request("http://localhost/graphql", {
      method: "OPTIONS",
      headers: { origin: "null", "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe("null");
    expect(preflight.headers.get("access-control-allow-credentials")).not.toBe("true");
    expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
    const foreign = await app.request("http://localhost/graphql", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ query: "{ viewer { status } }" }),
    });
    expect(foreign.status).toBe(403);
  });

  test("with a play origin, frames there are frames too, and the portal's own pages are not", async () => {
    const { app: withPlayOrigin } = createTestApp(database.db, { playOrigin: "http://play.localhost" });
    const player = new HttpClient(withPlayOrigin);
    await player.signUp(`frame${emails++}@example.test`);
    const body = { operationName: "SdkPowerups", variables: { game: "KLO" }, extensions: { persistedQuery: { version: 1, sha256Hash: operationHash("SdkPowerups") } } };
    const fromPlay = await player.json("/graphql", body, { headers: { origin: "http://play.localhost" } });
    expect(fromPlay).toMatchObject({ status: 401, body: { errors: [{ extensions: { code: "CAPABILITY_REQUIRED" } }] } });
    const fromPortal = await player.json("/graphql", body);
    expect(fromPortal.status).toBe(200);
    expect(operations.SdkPowerups).toContain("powerups");
  });
});

describe("capability tokens", () => {
  const claims: GameCapabilityClaims = { userId: "u1", status: "LOGGED_IN", authSessionId: "s1", game: "KLO", session: null, expiresAt: new Date(Date.now() + 60_000) };
  test("read back what was signed, and nothing signed otherwise", () => {
    const token = signGameCapability(SECRET, claims);
    expect(readGameCapability(SECRET, token, new Date())).toEqual(claims);
    expect(() => readGameCapability(`${SECRET}x`, token, new Date())).toThrow(/not valid/);
    expect(() => readGameCapability(SECRET, token, new Date(Date.now() + 120_000))).toThrow(/expired/);
  });

  test("a process handed many secrets in turn still signs and reads with each, and never with another's", () => {
    const secrets = Array.from({ length: 20 }, (_, index) => `${SECRET}-${index}`);
    const tokens = secrets.map((secret) => signGameCapability(secret, claims));
    // Twice over: the second pass meets secrets whose keys were forgotten and derives them again.
    for (let pass = 0; pass < 2; pass++) {
      secrets.forEach((secret, index) => {
        expect(readGameCapability(secret, tokens[index]!, new Date())).toEqual(claims);
        expect(() => readGameCapability(secret, tokens[(index + 1) % secrets.length]!, new Date())).toThrow(/not valid/);
      });
    }
  });

  test("any edit of a token is refused: a character changed, added or taken away anywhere, the signature's last digit included", () => {
    const token = signGameCapability(SECRET, claims);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/ ";
    // The last digit of a 32-byte signature in base64url carries 2 spare bits: a decoder ignores them.
    const last = alphabet.indexOf(token.at(-1)!);
    const twin = alphabet[(last & ~3) | ((last + 1) & 3)];
    expect(Buffer.from(`${token.slice(0, -1)}${twin}`.split(".").at(-1)!, "base64url")).toEqual(Buffer.from(token.split(".").at(-1)!, "base64url"));
    expect(() => readGameCapability(SECRET, `${token.slice(0, -1)}${twin}`, new Date())).toThrow(/not valid/);
    fc.assert(
      fc.property(fc.nat({ max: token.length }), fc.constantFrom(...alphabet), fc.constantFrom("replace", "insert", "delete"), (at, character, edit) => {
        const edited =
          edit === "insert" ? token.slice(0, at) + character + token.slice(at) : edit === "delete" ? token.slice(0, at) + token.slice(at + 1) : token.slice(0, at) + character + token.slice(at + 1);
        fc.pre(edited !== token);
        expect(() => readGameCapability(SECRET, edited, new Date())).toThrow(/not valid/);
      }),
      { numRuns: 2000 },
    );
  });
});
