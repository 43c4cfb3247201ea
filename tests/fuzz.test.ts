/**
 * Issue 8: every /api/* route and /graphql, fed thousands of generated requests in the shapes that
 * once broke the server (deep nesting, alias floods, NUL text, malformed JSON and parameters, odd
 * methods and content types): never a 5xx, the server keeps answering, the books stay balanced.
 */
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { setRole } from "../api/admin/roles.ts";
import { findLedgerMismatches } from "../api/wallet/wallet.ts";
import { operationHash, operations, type OperationName } from "../games/sdk/operations.ts";
import { startFakePaypal, type FakePaypal } from "./support/fakePaypal.ts";
import { startFakeStripe, type FakeStripe } from "./support/fakeStripe.ts";
import { HttpClient } from "./support/httpClient.ts";
import { createTestApp, TEST_ORIGIN } from "./support/testApp.ts";
import { useCatalogDatabase } from "./support/testDatabase.ts";

const database = useCatalogDatabase();
let app: ReturnType<typeof createTestApp>["app"];
let signedIn: HttpClient;
let stripe: FakeStripe;
let paypal: FakePaypal;
beforeAll(async () => {
  // Payments configured against the local fakes, so the payment routes run their real code.
  [stripe, paypal] = await Promise.all([startFakeStripe(), startFakePaypal()]);
  ({ app } = createTestApp(database.db, {
    stripe: { secretKey: stripe.secretKey, publishableKey: "pk_test_fuzz", webhookSecret: "whsec_fuzz", apiBase: new URL(stripe.baseUrl) },
    paypal: { clientId: paypal.clientId, clientSecret: paypal.clientSecret, environment: "sandbox", apiBase: new URL(paypal.baseUrl), webhookId: paypal.webhookId },
  }));
  signedIn = new HttpClient(app);
  expect((await signedIn.signUp("fuzz@example.test")).status).toBe(200);
});
afterAll(async () => {
  await Promise.all([stripe?.stop(), paypal?.stop()]);
});

const API_ROUTES = [
  "/api/user-data",
  "/api/pins",
  "/api/challenge",
  "/api/purch-g",
  "/api/purch-t",
  "/api/payment/stripe-ci",
  "/api/payment/stripe-cf",
  "/api/payment/stripe-wh",
  "/api/payment/paypal-t",
  "/api/payment/paypal-f",
  "/api/payment/paypal-wh",
  "/api/auth/sign-up/email",
  "/api/auth/sign-in/email",
  "/api/auth/sign-out",
  "/api/auth/get-session",
  "/api/auth/sign-in/anonymous",
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
  "/api/auth/reset-password/not-a-token?callbackURL=%2Fauth%2Freset-password",
  "/api/auth/send-verification-email",
  "/api/auth/verify-email?token=not-a-token&callbackURL=%2Fauth%2Fverify-email",
  "/api/auth/change-password",
  "/api/auth/change-email",
  // /api/auth/delete-user is fuzzed in api/players/__tests__/closeAccount.test.ts: here it would
  // close the signed-in fuzzer's account after a few requests.
  "/api/no-such-call",
  // GET /qa/{gameId} (docs/product/calls.md#qa), with odd ids.
  "/qa/KLO",
  "/qa/word-hunch",
  "/qa/%00",
  "/qa/%ED%A0%80",
  `/qa/${"x".repeat(300)}`,
  // The operator's endpoints (docs/operations.md#monitoring).
  "/metrics",
  "/healthz",
  "/readyz",
];

/** Text with the characters that have hurt: NUL, escapes, brackets, quotes, non-ASCII. */
const nastyText = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("\u0000", "a\u0000b", "\\u0000", "%00", "\uD800", "'; DROP TABLE", "[[[[", "{{{{", '"', "é漢🎲", "x".repeat(300)));

const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    nastyText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(nastyText, tie("value"), { maxKeys: 3 }),
  ),
})).value;

function deepList(depth: number): string {
  return `${"[".repeat(depth)}1${"]".repeat(depth)}`;
}

const body = fc.oneof(
  nastyValue.map((value) => JSON.stringify(value)),
  fc.record({ a: fc.constantFrom("tp", "g", "tm", "b", "i", "l", "w", "\u0000", ""), s: nastyValue, c: nastyValue, i: nastyValue, o: nastyValue }).map((value) => JSON.stringify(value)),
  fc.record({ t: nastyValue, x: nastyValue, p: nastyValue, q: nastyValue, i: nastyValue, c: nastyValue, b: nastyValue }).map((value) => JSON.stringify(value)),
  fc.record({ email: nastyText, password: nastyText, name: nastyText }).map((value) => JSON.stringify(value)),
  fc.record({ token: nastyText, newPassword: nastyText, currentPassword: nastyText, newEmail: nastyText, redirectTo: nastyText, callbackURL: nastyText }).map((value) => JSON.stringify(value)),
  fc.integer({ min: 1, max: 6000 }).map(deepList),
  fc.string({ maxLength: 200 }),
  fc.constant(""),
);

const method = fc.constantFrom("GET", "POST", "POST", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS");
const contentType = fc.constantFrom("application/json", "application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", undefined);
const visitor = fc.constantFrom("anonymous", "signed-in");

/** Percent-encodes text; a lone surrogate becomes the invalid UTF-8 a hostile client would send. */
function percentEncoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

async function send(path: string, init: { method: string; type: string | undefined; body: string; who: string }) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (init.type) headers["content-type"] = init.type;
  const withBody = init.method !== "GET" && init.method !== "HEAD";
  const client = init.who === "signed-in" ? signedIn : new HttpClient(app);
  return client.send(path, { method: init.method, headers, ...(withBody ? { body: init.body } : {}) });
}

async function stillServing() {
  const answer = await signedIn.graphql<{ __typename: string }>("{ __typename }");
  expect(answer.body.data).toEqual({ __typename: "Query" });
}

test("every /api/* route: no 5xx over 1,500 generated requests", async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...API_ROUTES), method, contentType, body, visitor, nastyText, async (route, verb, type, payload, who, query) => {
      const path = `${route}?a=${percentEncoded(query)}`;
      const response = await send(path, { method: verb, type, body: payload, who });
      expect(response.status, `${verb} ${path} ${type} ${payload.slice(0, 80)}`).toBeLessThan(500);
      await response.arrayBuffer();
    }),
    { numRuns: 1500 },
  );
  await stillServing();
  expect(await findLedgerMismatches(database.db)).toEqual([]);
}, 240_000);

test("/api/payment/paypal-wh: PayPal-signed events with generated resources, 300 of them: no 5xx, the books balance", async () => {
  // One real payment, so some generated refunds name a capture of our own order (by a buyer of its
  // own: the fuzzer above may have signed `signedIn` out).
  const buyer = new HttpClient(app);
  expect((await buyer.signUp("fuzz-paypal@example.test")).status).toBe(200);
  const started = await buyer.json<{ i: string }>("/api/payment/paypal-t", { c: 1999 });
  paypal.approve(started.body.i);
  expect((await buyer.json("/api/payment/paypal-f", { o: started.body.i })).status).toBe(200);
  const ours = paypal.orders.get(started.body.i)?.purchase_units[0]?.payments?.captures[0]?.id ?? "";
  const captureLink = fc.oneof(
    fc.constantFrom(ours, "NOSUCHCAPTURE0000", "").map((id) => [{ rel: "up", href: `${paypal.baseUrl}/v2/payments/captures/${id}` }]),
    nastyValue,
  );
  const refund = fc.record({
    links: captureLink,
    seller_payable_breakdown: fc.oneof(
      fc.record({ total_refunded_amount: fc.record({ currency_code: fc.constantFrom("USD", "EUR"), value: fc.oneof(fc.constantFrom("0.01", "5.00", "19.99", "9999999999.99", "0"), nastyText) }) }),
      nastyValue,
    ),
  });
  const event = fc.record({
    id: fc.oneof(
      fc.uuid().map((id) => `WH-${id}`),
      nastyText,
    ),
    event_type: fc.oneof(fc.constantFrom("PAYMENT.CAPTURE.REFUNDED", "PAYMENT.CAPTURE.REVERSED", "PAYMENT.CAPTURE.COMPLETED"), nastyText),
    resource: fc.oneof(refund, nastyValue),
  });
  await fc.assert(
    fc.asyncProperty(fc.oneof(event, nastyValue), async (generated) => {
      const signed = paypal.transmit(generated);
      const response = await new HttpClient(app).send("/api/payment/paypal-wh", { method: "POST", headers: signed.headers, body: signed.body });
      expect(response.status, signed.body.slice(0, 200)).toBeLessThan(500);
      await response.arrayBuffer();
    }),
    { numRuns: 300 },
  );
  await stillServing();
  expect(await findLedgerMismatches(database.db)).toEqual([]);
}, 240_000);

/** GraphQL documents in the shapes that once killed the server, and near-valid ones. */
const selection: fc.Arbitrary<string> = fc.letrec((tie) => ({
  field: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom("id", "name", "slug", "code", "__typename", "gems", "tokens", "status"),
    fc
      .tuple(fc.constantFrom("games(first: 2)", 'game(slug: "word-hunch")', "category", "viewer", "player", "edges", "node", "storeItems", "categories", "portal"), tie("set"))
      .map(([name, set]) => `${name} ${set}`),
  ),
  set: fc.array(tie("field"), { minLength: 1, maxLength: 4 }).map((fields) => `{ ${fields.join(" ")} }`),
})).set;

const document = fc.oneof(
  selection,
  fc
    .tuple(fc.integer({ min: 1, max: 40 }), selection)
    .map(([levels, inner]) => `{ ${'game(slug: "word-hunch") { category { games(first: 1) { edges { node { '.repeat(levels)}id${" } } } } }".repeat(levels)} }`.replace("{ id", `{ id ${inner}`)),
  fc.integer({ min: 1, max: 1200 }).map((count) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: games { edges { node { storeItems { key } } } }`).join(" ")} }`),
  fc.integer({ min: 1, max: 5000 }).map((depth) => `{ ${"a { ".repeat(depth)}b${" }".repeat(depth)} }`),
  fc.integer({ min: 1, max: 5000 }).map((depth) => `{ game(slug: ${deepList(depth)}) { id } }`),
  nastyText.map((text) => `{ game(slug: ${JSON.stringify(text)}) { id } games(category: ${JSON.stringify(text)}) { edges { node { id } } } }`),
  nastyText.map((text) => `{ node(id: ${JSON.stringify(Buffer.from(`Bill:${text}`).toString("base64"))}) { id } }`),
  nastyText.map((text) => `{ viewer { inventory(game: ${JSON.stringify(text)}) { key } } }`),
  nastyText.map((text) => `mutation { updateProfile(input: { username: ${JSON.stringify(text)} }) { __typename } }`),
  nastyText.map((text) => `mutation { dismissBanner(input: { bannerId: ${JSON.stringify(text)} }) { __typename ... on UnknownBannerError { message } } }`),
  nastyText.map((text) => `mutation { redeemCoupon(input: { code: ${JSON.stringify(text)} }) { __typename ... on CouponError { code message } } }`),
  fc.constant("{ viewer { emailVerified accountDeletionTerms banners { bannerId href } bannerHistory { bannerId seenAt dismissedAt } player { signInDays } } }"),
  fc.string({ maxLength: 300 }),
);

test("/graphql over POST and GET: no 5xx over 1,500 generated operations", async () => {
  await fc.assert(
    fc.asyncProperty(
      document,
      fc.option(nastyValue, { nil: undefined }),
      fc.constantFrom("POST", "POST", "GET", "HEAD"),
      fc.constantFrom("application/json", "application/json", "text/plain", "application/x-www-form-urlencoded", undefined),
      fc.option(nastyText, { nil: undefined }),
      visitor,
      fc.constantFrom("variables", "extensions"),
      async (query, variables, verb, type, rawParam, who, rawParamName) => {
        let response: Response;
        if (verb === "POST") {
          response = await send("/graphql", { method: "POST", type, body: JSON.stringify({ query, variables }), who });
        } else {
          const params = new URLSearchParams({ query });
          if (variables !== undefined) params.set("variables", JSON.stringify(variables));
          if (rawParam !== undefined) params.set(rawParamName, rawParam);
          response = await send(`/graphql?${params}`, { method: verb, type: undefined, body: "", who });
        }
        expect(response.status, `${verb} ${query.slice(0, 120)}`).toBeLessThan(500);
        const text = await response.text();
        expect(text.length).toBeLessThan(5_000_000);
      },
    ),
    { numRuns: 1500 },
  );
  await stillServing();
}, 240_000);

/** The play API with generated moves, options and ids, on real sessions of both games and on made-up ones. */
const PLAY_OPERATIONS = [
  "mutation ($game: String!, $daily: Boolean, $options: JSON) { startGame(input: { game: $game, daily: $daily, options: $options }) { __typename ... on GameError { code } } }",
  "mutation ($session: ID!, $move: JSON!) { gameMove(input: { session: $session, move: $move }) { __typename ... on GameMoveSuccess { reveal } } }",
  "mutation ($session: ID!, $moves: JSON!) { saveGame(input: { session: $session, moves: $moves }) { __typename } }",
  "mutation ($session: ID!, $powerup: String!, $move: JSON) { usePowerup(input: { session: $session, powerup: $powerup, move: $move }) { __typename } }",
  "mutation ($session: ID!, $moves: JSON!) { finishGame(input: { session: $session, moves: $moves }) { __typename ... on FinishGameSuccess { tokensEarned } } }",
  "mutation ($daily: Boolean) { updatePreferences(input: { noGameConfirm: $daily }) { __typename } }",
  "query ($game: String!) { viewer { powerups(game: $game) { id count } savedGame(game: $game) { id moves } gameSessions(first: 3) { edges { node { id } } } recentGames(first: 3) { code } } }",
  'mutation { finishGame(input: { session: "R2FtZVNlc3Npb246eA==", moves: [{ t: "draw" }, [1, [2, { a: null }]], "x"] }) { __typename } }',
  "query ($game: String!) { viewer { garden(game: $game) { canPlant currency { count } plots { plot kind } } } }",
  "query ($game: String!, $kind: String, $plot: Int) { leaderboard(game: $game, period: WEEKLY, scope: FRIENDS, day: $kind) { measure day entries(first: $plot, after: $kind) { edges { node { rank name result } } } viewerEntry { rank } } }",
  "query ($game: String!, $kind: String) { leaderboard(game: $game, period: PUZZLE, day: $kind) { entries(first: 3) { edges { cursor } } } daily: leaderboard(game: $game, period: DAILY) { viewerEntry { name } } }",
  "query ($game: String!) { viewer { gameStats(game: $game) { gameCode game { name } total { played winRate bestTimeMs } byOptions { options stats { won } } } allGameStats { gameCode } } }",
  "mutation ($game: String!, $kind: String!, $plot: Int!) { plantInGarden(input: { game: $game, kind: $kind, plot: $plot }) { __typename ... on GardenError { code } } }",
  "mutation ($game: String!, $plot: Int!, $to: Int!) { movePlant(input: { game: $game, from: $plot, to: $to }) { __typename ... on GardenError { code } } }",
  "mutation ($game: String!, $plot: Int!) { removePlant(input: { game: $game, plot: $plot }) { __typename ... on GardenError { code } } }",
  "query ($game: String!, $kind: String) { pinCatalog(search: $kind, category: $game, first: 5) { edges { node { pinId howToGet { text } } } } viewer { pins { placed(boardId: $game) { pinId } } } }",
  "mutation ($kind: String!, $game: String!, $plot: Int!, $to: Int!) { placePin(input: { pinId: $kind, boardId: $game, x: $plot, y: $to }) { __typename ... on PinPlacementError { code } } }",
  "mutation ($game: String!, $plot: Int!, $to: Int!) { movePin(input: { boardId: $game, x: $plot, y: $to, toX: $to, toY: $plot }) { __typename ... on PinPlacementError { code } } }",
  "mutation ($game: String!, $plot: Int!, $to: Int!) { removePin(input: { boardId: $game, x: $plot, y: $to }) { __typename ... on PinPlacementError { code } } }",
  "query ($plot: Int!, $game: String!) { viewer { challenges(seed: $plot, navigation: true) { signedIn maxSlots active { id } suggestions { id } won { id } weeklyBonus { count } season { count } community { total } advancing(game: $game) { id } } } }",
  "mutation ($kind: String!, $plot: Int) { acceptChallenge(input: { challengeId: $kind, seed: $plot }) { __typename ... on ChallengeError { code } } }",
  "mutation ($kind: String!) { dropChallenge(input: { challengeId: $kind }) { __typename ... on ChallengeError { code } } }",
  "mutation ($kind: String!) { removeWonChallenge(input: { challengeId: $kind }) { __typename ... on ChallengeError { code } } }",
  "mutation ($game: ID!, $kind: String!) { postChatMessage(input: { roomId: $game, body: $kind }) { __typename ... on ChatError { code } } }",
  "mutation ($session: ID!, $kind: String) { reportChatMessage(input: { messageId: $session, reason: $kind }) { __typename ... on ChatError { code } } }",
  "mutation ($session: ID!) { hideChatMessage(input: { messageId: $session }) { __typename ... on ChatError { code } } }",
  "mutation ($kind: ID!) { muteChatPlayer(input: { authorId: $kind, muted: true }) { __typename ... on ChatError { code } } }",
  "mutation ($kind: ID!, $plot: Int!) { muteChatPlayerEverywhere(input: { authorId: $kind, minutes: $plot }) { __typename ... on ChatError { code } } }",
  "query ($game: ID!, $plot: Int, $kind: String) { viewer { chat { canPost isModerator maxMessageLength rooms { id count } mutedAuthors { id } room(id: $game) { messages(last: $plot, before: $kind) { edges { node { id body author { username } } } } } } } }",
  "query ($session: ID!) { node(id: $session) { id ... on ChatMessage { body } } }",
  "query ($game: String!, $kind: String, $plot: Int) { game(idOrSlug: $game) { questions(search: $kind, first: $plot) { edges { node { id score myVote answers { id myVote responses { id } } } } } } }",
  "mutation ($game: String!, $kind: String!) { askQuestion(input: { game: $game, text: $kind }) { __typename ... on QaError { code } } }",
  "mutation ($session: ID!, $kind: String!) { answerQuestion(input: { question: $session, text: $kind }) { __typename ... on QaError { code } } }",
  "mutation ($session: ID!, $kind: String!) { respondToAnswer(input: { answer: $session, text: $kind }) { __typename ... on QaError { code } } }",
  "mutation ($session: ID!) { up: vote(input: { post: $session, direction: UP }) { __typename ... on QaError { code } } none: vote(input: { post: $session, direction: NONE }) { __typename } }",
  "mutation ($session: ID!, $kind: String) { reportQaPost(input: { post: $session, reason: $kind }) { __typename ... on QaPostReported { message } ... on QaError { code } } }",
  "mutation ($game: String!, $session: ID) { grantGameCapability(input: { game: $game, session: $session }) { __typename ... on GameCapability { expiresAt } ... on GameError { code } } }",
];

test("/graphql play and Q&A operations: no 5xx or unexpected error over 500 generated inputs, and the books balance", async () => {
  const sessions: string[] = [];
  for (const game of ["KLO", "WOR", "KLO"]) {
    const started = await signedIn.graphql<{ startGame: { session: { id: string } } }>(
      "mutation ($game: String!) { startGame(input: { game: $game }) { ... on StartGameSuccess { session { id } } } }",
      { game },
    );
    sessions.push(started.body.data!.startGame.session.id);
  }
  // Real Q&A posts too, so votes, answers and responses reach the database.
  const question = await database.db.qaQuestion.create({ data: { gameId: "KLO", text: "A question for the fuzzer?" } });
  const answer = await database.db.qaAnswer.create({ data: { questionId: question.id, text: "An answer for the fuzzer." } });
  const posts = [Buffer.from(`QaQuestion:${question.id}`).toString("base64"), Buffer.from(`QaAnswer:${answer.id}`).toString("base64")];
  const moves = fc.oneof(nastyValue, fc.array(nastyValue, { maxLength: 6 }), fc.constant([{ t: "draw" }, { t: "guess", word: "crane" }, { t: "powerup", id: "MC" }]));
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...PLAY_OPERATIONS),
      fc.record({
        game: fc.oneof(fc.constantFrom("KLO", "WOR", "wor", "BCA", "SOL", "WC1", "default", "R0", "R9"), nastyText),
        daily: fc.option(fc.boolean(), { nil: undefined }),
        options: fc.oneof(nastyValue, fc.constant({ draw: 3, winnable: true })),
        session: fc.oneof(
          fc.constantFrom(...sessions, ...posts),
          nastyText,
          fc.constantFrom("GameSession:", "ChatMessage:").chain((type) => nastyText.map((text) => Buffer.from(`${type}${text}`).toString("base64"))),
          fc.tuple(fc.constantFrom("QaQuestion", "QaAnswer"), fc.oneof(nastyText, fc.integer().map(String))).map(([type, id]) => Buffer.from(`${type}:${id}`).toString("base64")),
        ),
        move: fc.oneof(nastyValue, fc.constantFrom({ t: "draw" }, { t: "guess", word: "crane" }, { t: "powerup", id: "HI" })),
        moves,
        powerup: fc.oneof(fc.constantFrom("MG", "HI", "UN", "MC", "FR"), nastyText),
        kind: fc.oneof(fc.constantFrom("daisy", "oak", "WELCOME-A", "2026#4#9#W1", "2026#4-S1", "2026#4#9#B1"), nastyText),
        plot: fc.oneof(fc.integer({ min: -3, max: 30 }), fc.integer()),
        to: fc.oneof(fc.integer({ min: -3, max: 30 }), fc.integer()),
      }),
      visitor,
      async (query, variables, who) => {
        const response = await send("/graphql", { method: "POST", type: "application/json", body: JSON.stringify({ query, variables }), who });
        expect(response.status, `${query.slice(0, 60)} ${JSON.stringify(variables).slice(0, 200)}`).toBeLessThan(500);
        const text = await response.text();
        expect(text, `${query.slice(0, 60)} ${JSON.stringify(variables).slice(0, 200)}`).not.toContain("Unexpected error");
      },
    ),
    { numRuns: 500 },
  );
  await stillServing();
  expect(await findLedgerMismatches(database.db)).toEqual([]);
}, 240_000);

/** A capability as a hostile frame would make one: edited, cut, joined from two, or made up. */
function forgedCapabilities(genuine: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    nastyText,
    fc.tuple(fc.constantFrom(...genuine), fc.nat(), nastyText).map(([token, at, text]) => token.slice(0, at % token.length) + text + token.slice((at % token.length) + 1)),
    fc.tuple(fc.constantFrom(...genuine), fc.nat()).map(([token, cut]) => token.slice(0, cut % token.length)),
    fc.tuple(fc.constantFrom(...genuine), fc.constantFrom(...genuine)).map(([one, other]) => `${one.split(".").slice(0, 2).join(".")}.${other.split(".")[2]}`),
    fc.tuple(nastyValue, nastyText).map(([claims, signature]) => `gc1.${Buffer.from(JSON.stringify(claims) ?? "").toString("base64url")}.${signature}`),
  );
}

test("game frames: generated capabilities, operations and variables from Origin null, 600 of them: never a 5xx, a forged capability never plays, the books balance", async () => {
  const player = new HttpClient(app);
  expect((await player.signUp("fuzz-frame@example.test")).status).toBe(200);
  const grant = async (session?: string) => {
    const answer = await player.graphql<{ grantGameCapability: { token?: string } }>(
      "mutation ($game: String!, $session: ID) { grantGameCapability(input: { game: $game, session: $session }) { ... on GameCapability { token } } }",
      { game: "KLO", session },
    );
    const token = answer.body.data?.grantGameCapability.token;
    if (!token) throw new Error(`No capability: ${JSON.stringify(answer.body)}`);
    return token;
  };
  const gameCapability = await grant();
  const started = await player.json<{ data: { startGame: { session: { id: string } } } }>(
    "/graphql",
    { operationName: "SdkStartGame", variables: { input: { game: "KLO", daily: false } }, extensions: { persistedQuery: { version: 1, sha256Hash: operationHash("SdkStartGame") } } },
    { headers: { origin: "null", authorization: `Bearer ${gameCapability}` } },
  );
  const session = started.body.data.startGame.session.id;
  const genuine = [gameCapability, await grant(session)];
  const names = Object.keys(operations) as OperationName[];
  const before = await database.sql(`SELECT gems, tokens FROM "Player" ORDER BY "userId"`);
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.constantFrom(...genuine).map((token) => ({ token, forged: false })),
        forgedCapabilities(genuine).map((token) => ({ token, forged: !genuine.includes(token) })),
      ),
      fc.oneof(
        fc.constantFrom(...names).map((name) => ({ name: name as string, hash: operationHash(name) })),
        fc.tuple(nastyText, nastyText).map(([name, hash]) => ({ name, hash })),
      ),
      fc.oneof(
        nastyValue,
        fc.record({
          input: fc.record({ game: fc.oneof(fc.constantFrom("KLO", "WOR"), nastyText), session: fc.oneof(fc.constant(session), nastyText), moves: nastyValue, move: nastyValue, powerup: nastyText }),
        }),
        fc.record({ game: fc.oneof(fc.constantFrom("KLO", "WOR"), nastyText) }),
      ),
      fc.constantFrom("null", "null", undefined, TEST_ORIGIN),
      async (capability, operation, variables, origin) => {
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (origin !== undefined) headers.origin = origin;
        // A header value carries no line breaks or non-Latin-1 text: such a token never leaves a browser.
        if (/^[\x20-\x7e]*$/.test(capability.token)) headers.authorization = `Bearer ${capability.token}`;
        const body = JSON.stringify({ operationName: operation.name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: operation.hash } } });
        const response = await new HttpClient(app).send("/graphql", { method: "POST", headers, body });
        const text = await response.text();
        const label = `${operation.name} ${capability.token.slice(0, 80)} ${body.slice(0, 200)}`;
        expect(response.status, label).toBeLessThan(500);
        if (capability.forged && headers.authorization) expect(response.status, label).toBeGreaterThanOrEqual(400);
        expect(text, label).not.toContain("Unexpected error");
      },
    ),
    { numRuns: 600 },
  );
  await stillServing();
  // A frame spends nothing: the SDK has no purchase, and nothing here paid a win.
  expect(await database.sql(`SELECT gems, tokens FROM "Player" ORDER BY "userId"`)).toEqual(before);
  expect(await findLedgerMismatches(database.db)).toEqual([]);
}, 240_000);

/** The operator's console (issue 33), as an admin, a player and a visitor would send it, and from another origin. */
const CONSOLE_OPERATIONS = [
  "query ($kind: String!) { admin { role permissions searchPlayers(query: $kind) { userId email gems tokens } } }",
  "query ($session: ID!, $plot: Int, $kind: String) { admin { player(userId: $session) { userId gems inventory { itemId } signInSessions { id } gameSessions { id } pins { pinId } challenges { challengeId } chatReports { reason } payments { id } ledger(first: $plot, after: $kind, text: $kind) { edges { cursor node { delta reason } } } } } }",
  "query ($session: ID, $plot: Int, $kind: String) { admin { auditLog(first: $plot, after: $kind, userId: $session) { edges { node { action before after } } } } }",
  "query ($plot: Int, $kind: String) { admin { money { problems { problems } inFlight { dispute { caseId state gemsRestored closedAt } order { id } } refundsInFlight { refundId amountCents state createdAt order { id } } days(count: $plot) { day ordersPaid } orders(first: $plot, after: $kind) { edges { cursor node { problems order { id reversals { eventId } refunds { refundId state settledAt } } } } } } } }",
  "mutation ($session: ID!, $plot: Int!, $kind: String!) { adminAdjustBalance(input: { userId: $session, currency: TOKENS, amount: $plot, reason: $kind }) { __typename ... on AdminError { code } } }",
  "mutation ($session: ID!, $plot: Int!, $kind: String!) { adminMutePlayer(input: { userId: $session, minutes: $plot, reason: $kind }) { __typename ... on AdminError { code } } }",
  "mutation ($session: ID!, $kind: String!) { adminBanPlayer(input: { userId: $session, banned: false, reason: $kind }) { __typename ... on AdminError { code } } }",
  "mutation ($session: ID!) { adminExportPlayer(input: { userId: $session }) { __typename ... on AdminError { code } } }",
  "query ($plot: Int, $kind: String) { admin { coupons(first: $plot, after: $kind) { edges { cursor node { code state redemptions maxRedemptions } } } } }",
  "mutation ($plot: Int!, $kind: String!) { adminCreateCoupon(input: { gems: $plot, tokens: 1, maxRedemptions: $plot, note: $kind, expiresOn: $kind, code: $kind }) { __typename ... on AdminError { code } } }",
  "mutation ($plot: Int!, $kind: String!) { adminCreateCoupon(input: { gems: 0, tokens: $plot, note: $kind }) { __typename ... on AdminError { code } } }",
  "query ($plot: Int, $kind: String) { admin { qaReports(first: $plot, after: $kind) { edges { cursor node { post kind text author gameName questionText reportedAt openReports { reason } } } } } }",
  "mutation ($session: ID!) { adminHideQaPost(input: { post: $session }) { __typename ... on AdminError { code } } }",
  "mutation ($session: ID!) { adminKeepQaPost(input: { post: $session }) { __typename ... on AdminError { code } } }",
  "query ($plot: Int, $kind: String) { admin { chatReports(first: $plot, after: $kind) { edges { cursor node { message roomId roomName body author authorId reportedAt openReports { reason } } } } } }",
  "mutation ($session: ID!) { adminHideChatMessage(input: { message: $session }) { __typename ... on AdminError { code } } }",
  "mutation ($session: ID!) { adminKeepChatMessage(input: { message: $session }) { __typename ... on AdminError { code } } }",
  "query { admin { dashboard { playersOnline openSockets windowSeconds requestsPerSecond latencyP50Ms latencyP95Ms errorRate gamesStartedLastHour gamesWonLastHour tokensToday { created spent } gemsToday { created spent } } } }",
  "query ($plot: Int) { admin { content { catalog { dataDate lastReloadAt lastError reloadFailing games challenges challengesUntil } challengeWeeks(count: $plot) { weekKey start end challenges { challengeId scope tokens pinName offered goals { gameCode } } } } } }",
];

test("/graphql console operations: no 5xx or unexpected error over 300 generated inputs by role, none from another origin, and the books balance", async () => {
  const admin = new HttpClient(app);
  expect((await admin.signUp("fuzz-admin@example.test")).status).toBe(200);
  await setRole(database.db, "fuzz-admin@example.test", "ADMIN");
  const player = new HttpClient(app);
  const target = (await player.signUp("fuzz-target@example.test")).body.user!.id;
  const clients = { admin, player, anonymous: new HttpClient(app) };
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...CONSOLE_OPERATIONS),
      fc.record({
        session: fc.oneof(fc.constant(target), nastyText),
        plot: fc.oneof(fc.integer({ min: -200_000, max: 200_000 }), fc.integer()),
        kind: fc.oneof(fc.constantFrom("fuzz", "Granted for a test", "1"), nastyText),
      }),
      fc.constantFrom("admin", "player", "anonymous"),
      async (query, variables, who) => {
        const response = await clients[who as keyof typeof clients].send("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
        const label = `${who} ${query.slice(0, 60)} ${JSON.stringify(variables).slice(0, 200)}`;
        expect(response.status, label).toBeLessThan(500);
        expect(await response.text(), label).not.toContain("Unexpected error");
      },
    ),
    { numRuns: 300 },
  );
  // A console mutation from another site, with the admin's cookies, never reaches the resolver.
  const auditRows = await database.db.adminAuditEntry.count();
  const foreign: Record<string, string>[] = [{ origin: "https://evil.example" }, { origin: "null" }, { origin: "https://evil.example", "sec-fetch-site": "same-origin" }];
  for (const headers of foreign) {
    const forged = await admin.send("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query: CONSOLE_OPERATIONS.find((operation) => operation.includes("adminAdjustBalance")), variables: { session: target, plot: 500, kind: "Cross-site grant" } }),
    });
    expect(forged.status, JSON.stringify(headers)).toBeGreaterThanOrEqual(400);
    expect(await forged.text()).not.toContain("AdminPlayerChanged");
  }
  expect(await database.db.adminAuditEntry.count()).toBe(auditRows);
  await stillServing();
  expect(await findLedgerMismatches(database.db)).toEqual([]);
}, 240_000);
