import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { startFakeStripe, type FakePaymentIntent, type FakeStripe } from "../../../tests/support/fakeStripe.ts";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { capturedLogger, createTestApp, TEST_ORIGIN } from "../../../tests/support/testApp.ts";
import { unreachableDatabaseClient, useCatalogDatabase } from "../../../tests/support/testDatabase.ts";
import type { Database } from "../../database/prisma.ts";
import { debit, findLedgerMismatches } from "../../wallet/wallet.ts";
import { disputesInFlight, paymentProblems, refundsInFlight } from "../../admin/money.ts";
import type { Staff } from "../../admin/access.ts";
import { OUR_FAULT } from "./ourFault.ts";
import { expectRaceBooks, ledgerSumFor, playerGems } from "./raceBooks.ts";

/**
 * Card payments for gem bundles through Stripe (docs/product/currencies.md#real-money-payments, the
 * calls of docs/product/calls.md#payments, the card messages and the bundle table), end to end: REST and GraphQL doors → product code → the real `stripe`
 * SDK → a local fake Stripe. Webhooks are signed with the real SDK's test header helper.
 */

const WEBHOOK_SECRET = "whsec_test";
const PUBLISHABLE_KEY = "pk_test_x";
const WELCOME_GEMS = 100;
/** The third bundle, 600 gems for 19.99 USD (docs/product/currencies.md#gem-bundles). */
const BUNDLE = { count: 600, cost: 1999 } as const;
const UNAVAILABLE = "Unable to contact payment server. Please try again later.";
const SIGN_IN_FIRST = "To purchase gems, you'll need to sign in.";
const DECLINED = "Your card was declined.";
const BAD_SIGNATURE = { error: "bad_signature", message: "The webhook signature could not be verified." };

type Json = Record<string, unknown>;

const database = useCatalogDatabase();
const { db } = database;
let fake: FakeStripe;
/** Configured for the fake Stripe, whose address is known once it listens. */
let app: ReturnType<typeof createTestApp>["app"];
/** The same database, without any payment provider configured. */
const { app: bareApp } = createTestApp(db);
/** Only used to sign webhook payloads (never talks to any server). */
const signer = new Stripe("sk_test_signer_only");
/** Every response body the tests saw, checked at the end for leaked secrets. */
const seenBodies: string[] = [];

beforeAll(async () => {
  fake = await startFakeStripe();
  ({ app } = createTestApp(db, { stripe: stripeConfig() }));
});
afterAll(() => fake?.stop());
afterEach(() => {
  fake.setMode("normal");
});

// ---------------------------------------------------------------------------------------------
// Helpers

function stripeConfig() {
  return { secretKey: fake.secretKey, publishableKey: PUBLISHABLE_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: new URL(fake.baseUrl) };
}

async function player(target = app): Promise<{ client: HttpClient; userId: string }> {
  const client = new HttpClient(target);
  const signUp = await client.signUp(`stripe-${randomUUID()}@example.test`);
  expect(signUp.status).toBe(200);
  return { client, userId: signUp.body.user!.id };
}

async function post(client: HttpClient, path: string, body: unknown): Promise<{ status: number; body: Json }> {
  const response = await client.json<Json>(path, body);
  seenBodies.push(JSON.stringify(response.body));
  return response;
}

async function graphql<T = Json>(client: HttpClient, query: string, variables: Json = {}) {
  const response = await client.graphql<T>(query, variables);
  seenBodies.push(JSON.stringify(response.body));
  return response;
}

const startCard = (client: HttpClient, count: unknown = BUNDLE.count) => post(client, "/api/payment/stripe-ci", { c: count, i: "" });
const confirmCard = (client: HttpClient, paymentIntentId: string) => post(client, "/api/payment/stripe-cf", { i: paymentIntentId });

/** Starts a card payment for the 600 bundle and returns the PaymentIntent id and our order id. */
async function startedPayment(client: HttpClient): Promise<{ pi: string; orderId: string }> {
  const started = await startCard(client);
  expect(started.status).toBe(200);
  const pi = String(started.body.i);
  const order = await db.paymentOrder.findUniqueOrThrow({ where: { provider_providerPaymentId: { provider: "STRIPE", providerPaymentId: pi } } });
  return { pi, orderId: order.id };
}

function event(type: string, object: unknown, id = `evt_${randomUUID().replace(/-/g, "")}`) {
  return { id, object: "event", api_version: "2025-01-27.acacia", created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } };
}

/** Delivers a webhook as Stripe does: raw JSON body, Stripe-Signature header, no Origin, no cookies. */
async function deliver(payload: unknown, options: { secret?: string; timestamp?: number; signature?: string; to?: typeof app } = {}) {
  const body = JSON.stringify(payload);
  const signature =
    options.signature ??
    signer.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
    });
  const response = await (options.to ?? app).request(`${TEST_ORIGIN}/api/payment/stripe-wh`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body,
  });
  const text = await response.text();
  seenBodies.push(text);
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
}

function intentAtStripe(pi: string): FakePaymentIntent {
  const intent = fake.paymentIntents.get(pi);
  if (!intent) throw new Error(`no PaymentIntent ${pi} at the fake`);
  return structuredClone(intent);
}

const succeededEvent = (pi: string) => event("payment_intent.succeeded", intentAtStripe(pi));

function charge(pi: string, amountRefunded: number) {
  const intent = intentAtStripe(pi);
  return {
    id: intent.latest_charge ?? `ch_${randomUUID().replace(/-/g, "")}`,
    object: "charge",
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: amountRefunded,
    currency: intent.currency,
    paid: true,
    refunded: amountRefunded >= intent.amount,
    payment_intent: pi,
    status: "succeeded",
  };
}

function dispute(pi: string, amount: number) {
  const intent = intentAtStripe(pi);
  return {
    id: `dp_${randomUUID().replace(/-/g, "")}`,
    object: "dispute",
    amount,
    currency: intent.currency,
    charge: intent.latest_charge,
    payment_intent: pi,
    reason: "fraudulent",
    status: "needs_response",
  };
}

/** A refund of `amount` cents of the payment, in `status` (a failed one: the card could not take the money back). */
function refund(pi: string, amount: number, status: "succeeded" | "pending" | "requires_action" | "failed" | "canceled", id = `re_${randomUUID().replace(/-/g, "")}`) {
  const intent = intentAtStripe(pi);
  return {
    id,
    object: "refund",
    amount,
    charge: intent.latest_charge,
    currency: intent.currency,
    payment_intent: pi,
    status,
    ...(status === "failed" ? { failure_reason: "expired_or_canceled_card" } : {}),
  };
}

const gems = (userId: string): Promise<number> => playerGems(db, userId);

async function creditsFor(orderId: string) {
  return {
    credits: await db.paymentCredit.count({ where: { orderId } }),
    ledger: await db.ledgerEntry.findMany({ where: { reference: `order:${orderId}` }, orderBy: { id: "asc" }, select: { delta: true, currency: true, reason: true } }),
  };
}

async function order(orderId: string) {
  return db.paymentOrder.findUniqueOrThrow({ where: { id: orderId } });
}

/** A player who paid for the 600 bundle (credited through the webhook): balance 700. */
async function paidPlayer() {
  const { client, userId } = await player();
  const { pi, orderId } = await startedPayment(client);
  fake.confirm(pi, "succeeded");
  expect((await deliver(succeededEvent(pi))).status).toBe(200);
  expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
  return { client, userId, pi, orderId };
}

/** A player whose card Stripe charged but whose gems no webhook or confirmation has credited yet. */
async function succeededButUncredited() {
  const { client, userId } = await player();
  const { pi, orderId } = await startedPayment(client);
  fake.confirm(pi, "succeeded");
  return { userId, pi, orderId };
}

async function expectNothingCredited(userId: string, orderId: string) {
  expect(await gems(userId)).toBe(WELCOME_GEMS);
  expect(await creditsFor(orderId)).toEqual({ credits: 0, ledger: [] });
  expect((await order(orderId)).status).toBe("PENDING");
}

// ---------------------------------------------------------------------------------------------

describe("POST /api/payment/stripe-ci (start a card payment)", () => {
  test("creates a PENDING order for the bundle and a PaymentIntent keyed by the order, and returns the client secret", async () => {
    const { client, userId } = await player();
    const started = await startCard(client);

    expect(started.status).toBe(200);
    expect(Object.keys(started.body).sort()).toEqual(["a", "cur", "i", "s"]);
    expect(started.body).toMatchObject({ cur: "USD", a: BUNDLE.cost });
    const pi = String(started.body.i);
    expect(pi).toMatch(/^pi_/);
    const intent = intentAtStripe(pi);
    expect(started.body.s).toBe(intent.client_secret);

    const row = await db.paymentOrder.findFirstOrThrow({ where: { userId } });
    expect(row).toMatchObject({
      userId,
      bundleCount: BUNDLE.count,
      gems: BUNDLE.count,
      amountCents: BUNDLE.cost,
      currency: "USD",
      provider: "STRIPE",
      providerPaymentId: pi,
      status: "PENDING",
      reversedGems: 0,
      unrecoveredGems: 0,
      succeededAt: null,
    });
    expect(intent).toMatchObject({ amount: BUNDLE.cost, currency: "usd", status: "requires_payment_method", metadata: { orderId: row.id, userId } });
    expect(fake.requests.filter((r) => r.path === "/v1/payment_intents" && r.idempotencyKey === `order-${row.id}`)).toHaveLength(1);
    // Starting is not paying.
    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await db.paymentCredit.count({ where: { orderId: row.id } })).toBe(0);
  });

  test("each start is its own order with its own idempotency key", async () => {
    const { client, userId } = await player();
    const first = await startedPayment(client);
    const second = await startedPayment(client);
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.pi).not.toBe(first.pi);
    const keys = fake.requests.filter((r) => r.path === "/v1/payment_intents").map((r) => r.idempotencyKey);
    expect(keys).toContain(`order-${first.orderId}`);
    expect(keys).toContain(`order-${second.orderId}`);
    expect(await db.paymentOrder.count({ where: { userId } })).toBe(2);
  });

  test("every bundle of spec 9 is priced by the server from the table", async () => {
    const { client } = await player();
    const table = [
      [100, 499],
      [250, 999],
      [600, 1999],
      [1750, 4999],
      [4000, 9999],
      [10000, 19999],
    ] as const;
    for (const [count, cost] of table) {
      const started = await startCard(client, count);
      expect(started.status).toBe(200);
      expect(started.body.a).toBe(cost);
      expect(intentAtStripe(String(started.body.i)).amount).toBe(cost);
    }
  });

  test("an unknown bundle count is a 400 and creates nothing", async () => {
    const { client, userId } = await player();
    const requestsBefore = fake.requests.length;
    for (const count of [601, 0, -600, "lots", null]) {
      const answer = await startCard(client, count);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: "unknown_bundle", message: "That gem bundle is not for sale." });
    }
    expect(await db.paymentOrder.count({ where: { userId } })).toBe(0);
    expect(fake.requests.length).toBe(requestsBefore);
  });

  test("not signed in is a 401 with the spec's sign-in prompt", async () => {
    const anonymous = new HttpClient(app);
    const ordersBefore = await db.paymentOrder.count();
    const answer = await startCard(anonymous);
    expect(answer).toEqual({ status: 401, body: { error: "not_signed_in", message: SIGN_IN_FIRST } });
    expect((await confirmCard(anonymous, "pi_whatever")).status).toBe(401);
    expect(await db.paymentOrder.count()).toBe(ordersBefore);
  });

  test("Stripe not configured: 503 on every Stripe call, and paymentMethods.stripePublishableKey is null", async () => {
    const { client, userId } = await player(bareApp);
    const answer = await startCard(client);
    expect(answer).toEqual({ status: 503, body: { error: "not_configured", message: "Payments are not available right now." } });
    expect((await confirmCard(client, "pi_whatever")).status).toBe(503);
    const webhook = await bareApp.request(`${TEST_ORIGIN}/api/payment/stripe-wh`, {
      method: "POST",
      headers: { "stripe-signature": "t=1,v1=abc", "content-type": "application/json" },
      body: "{}",
    });
    expect(webhook.status).toBe(503);
    expect(await db.paymentOrder.count({ where: { userId } })).toBe(0);

    const methods = await graphql<{ paymentMethods: Json }>(client, "{ paymentMethods { stripePublishableKey paypalClientId } }");
    expect(methods.body).toEqual({ data: { paymentMethods: { stripePublishableKey: null, paypalClientId: null } } });
    const configured = await graphql<{ paymentMethods: Json }>(new HttpClient(app), "{ paymentMethods { stripePublishableKey } }");
    expect(configured.body).toEqual({ data: { paymentMethods: { stripePublishableKey: PUBLISHABLE_KEY } } });
  });

  test("Stripe failing: 502 with the spec's card failure message, the order is FAILED, the retries reused one key", async () => {
    const { client, userId } = await player();
    fake.setMode("fail");
    const answer = await startCard(client);
    expect(answer).toEqual({ status: 502, body: { error: "provider_unavailable", message: UNAVAILABLE } });

    const row = await db.paymentOrder.findFirstOrThrow({ where: { userId } });
    expect(row.status).toBe("FAILED");
    expect(row.failureMessage).toBeTruthy();
    expect(row.providerPaymentId).toBeNull();
    const attempts = fake.requests.filter((r) => r.idempotencyKey === `order-${row.id}`);
    expect(attempts.length).toBeGreaterThanOrEqual(1);
    expect(new Set(attempts.map((r) => r.path))).toEqual(new Set(["/v1/payment_intents"]));
    expect(await gems(userId)).toBe(WELCOME_GEMS);

    // Stripe back: the next attempt is a new order and works.
    fake.setMode("normal");
    expect((await startCard(client)).status).toBe(200);
  });
});

describe("fulfilment: the gems are credited exactly once", () => {
  test("Stripe says succeeded, the signed payment_intent.succeeded webhook credits 600 gems", async () => {
    const { client, userId } = await player();
    const { pi, orderId } = await startedPayment(client);
    fake.confirm(pi, "succeeded");

    const delivered = await deliver(succeededEvent(pi));
    expect(delivered).toEqual({ status: 200, body: { received: true, handled: true } });

    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
    expect(await creditsFor(orderId)).toEqual({ credits: 1, ledger: [{ delta: BUNDLE.count, currency: "GEMS", reason: `Bought ${BUNDLE.count} gems` }] });
    const row = await order(orderId);
    expect(row.status).toBe("SUCCEEDED");
    expect(row.succeededAt).toBeInstanceOf(Date);
    const credit = await db.paymentCredit.findUniqueOrThrow({ where: { orderId } });
    expect(credit).toMatchObject({ provider: "STRIPE", providerPaymentId: pi, gems: BUNDLE.count });

    // The client's confirmation afterwards reports the balance without crediting again.
    expect(await confirmCard(client, pi)).toEqual({ status: 200, body: { r: "s", n: WELCOME_GEMS + BUNDLE.count, g: BUNDLE.count } });
    expect((await creditsFor(orderId)).credits).toBe(1);
    expect(await findLedgerMismatches(db, userId)).toEqual([]);
  });

  test("the same webhook delivered twice (and a redelivery under a new event id) credits once", async () => {
    const { client, userId } = await player();
    const { pi, orderId } = await startedPayment(client);
    fake.confirm(pi, "succeeded");
    const once = succeededEvent(pi);

    expect((await deliver(once)).status).toBe(200);
    expect((await deliver(once)).status).toBe(200);
    expect((await deliver(succeededEvent(pi))).status).toBe(200);

    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
    expect((await creditsFor(orderId)).ledger).toHaveLength(1);
    expect((await creditsFor(orderId)).credits).toBe(1);
  });

  test("webhook and client confirmation racing (several of each) credit once: balance exactly 700", async () => {
    const { client, userId } = await player();
    const { pi, orderId } = await startedPayment(client);
    fake.confirm(pi, "succeeded");
    const payload = succeededEvent(pi);

    const results = await Promise.all([
      deliver(payload),
      confirmCard(client, pi),
      deliver(succeededEvent(pi)),
      confirmCard(client, pi),
      deliver(payload),
      confirmCard(client, pi),
    ]);
    for (const result of results) expect(result.status).toBe(200);
    for (const confirmation of [results[1], results[3], results[5]]) {
      expect(confirmation?.body).toEqual({ r: "s", n: WELCOME_GEMS + BUNDLE.count, g: BUNDLE.count });
    }

    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
    expect(await db.paymentCredit.count({ where: { providerPaymentId: pi } })).toBe(1);
    expect((await creditsFor(orderId)).ledger).toEqual([{ delta: BUNDLE.count, currency: "GEMS", reason: `Bought ${BUNDLE.count} gems` }]);
    expect(await findLedgerMismatches(db, userId)).toEqual([]);
  });

  test("stripe-cf before the card succeeded is a 402 declined; a declined card credits nothing; another card then pays once", async () => {
    const { client, userId } = await player();
    const { pi, orderId } = await startedPayment(client);

    expect(await confirmCard(client, pi)).toEqual({ status: 402, body: { error: "declined", message: "The payment has not completed." } });

    fake.confirm(pi, "declined");
    // The server passes Stripe's decline message; the client adds " Please try a different payment method." (docs/product/currencies.md#payment-messages).
    expect(await confirmCard(client, pi)).toEqual({ status: 402, body: { error: "declined", message: DECLINED } });
    fake.confirm(pi, "declined", "insufficient_funds");
    expect((await confirmCard(client, pi)).body).toEqual({ error: "declined", message: DECLINED });

    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await creditsFor(orderId)).toEqual({ credits: 0, ledger: [] });
    expect((await order(orderId)).status).toBe("PENDING");

    fake.confirm(pi, "succeeded");
    expect(await confirmCard(client, pi)).toEqual({ status: 200, body: { r: "s", n: WELCOME_GEMS + BUNDLE.count, g: BUNDLE.count } });
    expect((await order(orderId)).status).toBe("SUCCEEDED");
    expect((await creditsFor(orderId)).credits).toBe(1);
  });

  test("stripe-cf for someone else's PaymentIntent, or an unknown one, is refused", async () => {
    const owner = await player();
    const other = await player();
    const { pi } = await startedPayment(owner.client);
    fake.confirm(pi, "succeeded");

    expect(await confirmCard(other.client, pi)).toEqual({ status: 404, body: { error: "unknown_order", message: "This payment does not belong to you." } });
    expect((await confirmCard(other.client, "pi_unknown000000000000000")).status).toBe(404);
    expect(await gems(other.userId)).toBe(WELCOME_GEMS);
    expect(await gems(owner.userId)).toBe(WELCOME_GEMS);
  });

  test("stripe-cf while Stripe is failing: 502 with the card failure message, nothing credited; the retry credits", async () => {
    const { client, userId } = await player();
    const { pi, orderId } = await startedPayment(client);
    fake.confirm(pi, "succeeded");
    fake.setMode("fail");
    expect(await confirmCard(client, pi)).toEqual({ status: 502, body: { error: "provider_unavailable", message: UNAVAILABLE } });
    expect(await gems(userId)).toBe(WELCOME_GEMS);

    fake.setMode("normal");
    expect((await confirmCard(client, pi)).body).toEqual({ r: "s", n: WELCOME_GEMS + BUNDLE.count, g: BUNDLE.count });
    expect((await creditsFor(orderId)).credits).toBe(1);
  });

  test("a crash between Stripe's success and our credit: the retried confirmation credits once, the late webhook adds nothing", async () => {
    const { client, userId } = await player();
    const { pi, orderId } = await startedPayment(client);
    // Stripe charged the card; our side never heard (no webhook, no confirmation reached us).
    fake.confirm(pi, "succeeded");
    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect((await order(orderId)).status).toBe("PENDING");

    expect((await confirmCard(client, pi)).body).toEqual({ r: "s", n: WELCOME_GEMS + BUNDLE.count, g: BUNDLE.count });
    expect((await confirmCard(client, pi)).body).toEqual({ r: "s", n: WELCOME_GEMS + BUNDLE.count, g: BUNDLE.count });
    expect((await deliver(succeededEvent(pi))).status).toBe(200);

    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
    expect((await creditsFor(orderId)).ledger).toHaveLength(1);
    expect(await findLedgerMismatches(db, userId)).toEqual([]);
  });
});

describe("webhooks that must be refused (nothing credited)", () => {
  test("signed with the wrong secret", async () => {
    const { userId, pi, orderId } = await succeededButUncredited();
    const answer = await deliver(succeededEvent(pi), { secret: "whsec_someone_else" });
    expect(answer).toEqual({ status: 400, body: BAD_SIGNATURE });
    await expectNothingCredited(userId, orderId);
  });

  test("a tampered body under a once-valid signature, a garbage signature, and no signature", async () => {
    const { userId, pi, orderId } = await succeededButUncredited();
    const original = JSON.stringify(succeededEvent(pi));
    const signature = signer.webhooks.generateTestHeaderString({ payload: original, secret: WEBHOOK_SECRET });
    const tampered = await app.request(`${TEST_ORIGIN}/api/payment/stripe-wh`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: original.replace('"livemode":false', '"livemode":false ') + " ",
    });
    expect(tampered.status).toBe(400);
    expect((await deliver(succeededEvent(pi), { signature: "t=1,v1=deadbeef" })).status).toBe(400);
    const unsigned = await app.request(`${TEST_ORIGIN}/api/payment/stripe-wh`, { method: "POST", headers: { "content-type": "application/json" }, body: original });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({ error: "bad_signature", message: "Missing Stripe-Signature." });
    await expectNothingCredited(userId, orderId);
  });

  test("a stale timestamp (signed 10 minutes ago) is a replay and is refused", async () => {
    const { userId, pi, orderId } = await succeededButUncredited();
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const answer = await deliver(succeededEvent(pi), { timestamp: tenMinutesAgo });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("bad_signature");
    await expectNothingCredited(userId, orderId);
  });

  // Issue 29: an empty signature (`t=,v1=`) answered 500. Every bad form is a 400 that says what is wrong.
  const MALFORMED = { error: "bad_signature", message: "The Stripe-Signature header is malformed." };
  const signatureForms: [string, { signature?: string; secret?: string; timestamp?: number; unsigned?: true }, Json][] = [
    ["empty (t=,v1=)", { signature: "t=,v1=" }, MALFORMED],
    ["an empty v1 after a timestamp (t=1,v1=)", { signature: "t=1,v1=" }, MALFORMED],
    ["a v1 without value (t=1,v1)", { signature: "t=1,v1" }, MALFORMED],
    ["an empty header", { signature: "" }, { error: "bad_signature", message: "Missing Stripe-Signature." }],
    ["no v1 at all (t=1)", { signature: "t=1" }, MALFORMED],
    ["no timestamp (v1=<hex>)", { signature: `v1=${"a".repeat(64)}` }, MALFORMED],
    ["a timestamp that is not a number", { signature: `t=soon,v1=${"a".repeat(64)}` }, MALFORMED],
    ["a v1 that is not hex", { signature: "t=1,v1=not-hex" }, MALFORMED],
    ["garbage", { signature: "garbage" }, MALFORMED],
    ["commas only", { signature: ",,," }, MALFORMED],
    ["missing", { unsigned: true }, { error: "bad_signature", message: "Missing Stripe-Signature." }],
    ["signed with the wrong secret", { secret: "whsec_someone_else" }, BAD_SIGNATURE],
    ["well formed but not Stripe's (t=1,v1=<hex>)", { signature: `t=1,v1=${"a".repeat(64)}` }, BAD_SIGNATURE],
    ["stale (signed 10 minutes ago)", { timestamp: Math.floor(Date.now() / 1000) - 600 }, BAD_SIGNATURE],
  ];

  test.each(signatureForms)("a signature %s: 400 with its reason, no credit and no refund", async (_form, how, expected) => {
    const { userId, pi, orderId } = await succeededButUncredited();
    const paid = await paidPlayer();
    const send = async (payload: unknown) => {
      if (!how.unsigned) return deliver(payload, how);
      const response = await app.request(`${TEST_ORIGIN}/api/payment/stripe-wh`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload) });
      return { status: response.status, body: (await response.json()) as Json };
    };
    expect(await send(succeededEvent(pi))).toEqual({ status: 400, body: expected });
    expect(await send(event("charge.refunded", charge(paid.pi, BUNDLE.cost)))).toEqual({ status: 400, body: expected });
    await expectNothingCredited(userId, orderId);
    expect(await gems(paid.userId)).toBe(WELCOME_GEMS + BUNDLE.count);
    expect(await db.paymentReversal.count({ where: { orderId: paid.orderId } })).toBe(0);
    expect((await order(paid.orderId)).status).toBe("SUCCEEDED");
  });

  test("a PaymentIntent whose amount differs from the order's (validly signed) is refused as a mismatch", async () => {
    const { userId, pi, orderId } = await succeededButUncredited();
    const cheaper = { ...intentAtStripe(pi), amount: 499, amount_received: 499 };
    const answer = await deliver(event("payment_intent.succeeded", cheaper));
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe("mismatch");
    const otherCurrency = { ...intentAtStripe(pi), currency: "eur" };
    expect((await deliver(event("payment_intent.succeeded", otherCurrency))).status).toBe(409);
    await expectNothingCredited(userId, orderId);
  });

  // Acknowledged (so Stripe stops retrying) but never credited.
  test("a PaymentIntent we never created, or one whose metadata names another order, credits nothing", async () => {
    const { userId, pi, orderId } = await succeededButUncredited();
    const stranger = { ...intentAtStripe(pi), id: "pi_notours0000000000000000" };
    expect(await deliver(event("payment_intent.succeeded", stranger))).toMatchObject({ status: 200, body: { handled: false } });
    const relabelled = { ...intentAtStripe(pi), metadata: { ...intentAtStripe(pi).metadata, orderId: "ord_someone_else" } };
    expect(await deliver(event("payment_intent.succeeded", relabelled))).toMatchObject({ status: 200, body: { handled: false } });
    await expectNothingCredited(userId, orderId);
  });

  test("events the portal does not handle are acknowledged and change nothing", async () => {
    const { userId, pi, orderId } = await succeededButUncredited();
    const answer = await deliver(event("payment_intent.created", intentAtStripe(pi)));
    expect(answer).toEqual({ status: 200, body: { received: true, handled: false } });
    await expectNothingCredited(userId, orderId);
  });
});

describe("a webhook we fail to apply (our fault, not Stripe's) is a logged 500, so Stripe delivers it again", () => {
  /** The same portal, configured for Stripe, whose database server does not answer. */
  let downApp: typeof app;
  let downDb: Database;
  const downLog = capturedLogger();

  beforeAll(async () => {
    downDb = await unreachableDatabaseClient(database.url);
    ({ app: downApp } = createTestApp(downDb, { stripe: stripeConfig() }, {}, undefined, downLog.logger));
  });
  afterAll(async () => {
    await downDb?.$disconnect();
  });

  /** Runs `work`; returns the warnings and errors the portal logged meanwhile. */
  async function errorLog(work: () => Promise<void>): Promise<string> {
    const before = downLog.problems().length;
    await work();
    return downLog.problems().slice(before).join("\n");
  }

  test("a payment_intent.succeeded while the database is down: 500, logged with the event; a bad signature is still a quiet 400; the retry credits once", async () => {
    const { userId, pi, orderId } = await succeededButUncredited();
    const succeeded = succeededEvent(pi);

    const outage = await errorLog(async () => {
      expect(await deliver(succeeded, { to: downApp })).toEqual({ status: 500, body: OUR_FAULT });
    });
    expect(outage).toContain(succeeded.id);
    expect(outage).toContain("payment_intent.succeeded");

    const forged = await errorLog(async () => {
      expect(await deliver(succeeded, { to: downApp, secret: "whsec_someone_else" })).toEqual({ status: 400, body: BAD_SIGNATURE });
    });
    expect(forged).toBe("");
    await expectNothingCredited(userId, orderId);

    // The database is back: Stripe's retries of the same event (freshly signed, as Stripe does) credit once.
    expect(await deliver(succeeded)).toEqual({ status: 200, body: { received: true, handled: true } });
    expect(await deliver(succeeded)).toEqual({ status: 200, body: { received: true, handled: true } });
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
    expect(await creditsFor(orderId)).toEqual({ credits: 1, ledger: [{ delta: BUNDLE.count, currency: "GEMS", reason: `Bought ${BUNDLE.count} gems` }] });
  });

  test("a charge.refunded while the database is down: 500, logged with the event; the retry takes the gems back once", async () => {
    const { userId, pi, orderId } = await paidPlayer();
    const refund = event("charge.refunded", charge(pi, BUNDLE.cost));

    const outage = await errorLog(async () => {
      expect(await deliver(refund, { to: downApp })).toEqual({ status: 500, body: OUR_FAULT });
    });
    expect(outage).toContain(refund.id);
    expect(outage).toContain("charge.refunded");
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);

    expect((await deliver(refund)).status).toBe(200);
    expect((await deliver(refund)).status).toBe(200);
    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await db.paymentReversal.count({ where: { orderId } })).toBe(1);
    expect(await order(orderId)).toMatchObject({ status: "REFUNDED", reversedGems: BUNDLE.count, unrecoveredGems: 0 });
    expect(await findLedgerMismatches(db, userId)).toEqual([]);
  });
});

describe("refunds and disputes take the gems back", () => {
  test("a full refund debits the 600 gems and marks the order REFUNDED", async () => {
    const { userId, pi, orderId } = await paidPlayer();
    expect(await deliver(event("charge.refunded", charge(pi, BUNDLE.cost)))).toEqual({ status: 200, body: { received: true, handled: true } });
    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await order(orderId)).toMatchObject({ status: "REFUNDED", reversedGems: BUNDLE.count, unrecoveredGems: 0 });
    expect((await creditsFor(orderId)).ledger.map((l) => l.delta)).toEqual([BUNDLE.count, -BUNDLE.count]);
    expect(await findLedgerMismatches(db, userId)).toEqual([]);
  });

  test("a partial refund takes back a proportional share", async () => {
    const { userId, pi, orderId } = await paidPlayer();
    // 10.00 of 19.99 refunded: round(600 * 1000 / 1999) = 300 gems.
    expect((await deliver(event("charge.refunded", charge(pi, 1000)))).status).toBe(200);
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count - 300);
    expect(await order(orderId)).toMatchObject({ reversedGems: 300, unrecoveredGems: 0 });
    const reversal = await db.paymentReversal.findFirstOrThrow({ where: { orderId } });
    expect(reversal).toMatchObject({ kind: "refund", gemsRequested: 300, gemsTaken: 300 });
  });

  test("two partial refunds (amount_refunded is cumulative) take back only what was refunded in total", async () => {
    const { userId, pi, orderId } = await paidPlayer();
    expect((await deliver(event("charge.refunded", charge(pi, 500)))).status).toBe(200);
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count - 150);
    // The second refund of 5.00: the charge now shows 10.00 refunded in total.
    expect((await deliver(event("charge.refunded", charge(pi, 1000)))).status).toBe(200);
    expect(await order(orderId)).toMatchObject({ reversedGems: 300 });
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count - 300);
  });

  test("a refund after the player spent the gems: balance 0, never below, the shortfall recorded on the order", async () => {
    const { userId, pi, orderId } = await paidPlayer();
    await db.$transaction((tx) => debit(tx, { userId, currency: "GEMS", amount: 650, reason: "Spent in the store" }));
    expect(await gems(userId)).toBe(50);

    expect((await deliver(event("charge.refunded", charge(pi, BUNDLE.cost)))).status).toBe(200);
    expect(await gems(userId)).toBe(0);
    expect(await order(orderId)).toMatchObject({ status: "REFUNDED", reversedGems: BUNDLE.count, unrecoveredGems: 550 });
    const reversal = await db.paymentReversal.findFirstOrThrow({ where: { orderId } });
    expect(reversal).toMatchObject({ kind: "refund", gemsRequested: 600, gemsTaken: 50 });
    expect(await findLedgerMismatches(db, userId)).toEqual([]);
  });

  test("the same refund event delivered twice (and concurrently) is applied once", async () => {
    const { userId, pi, orderId } = await paidPlayer();
    const refund = event("charge.refunded", charge(pi, BUNDLE.cost));
    const answers = await Promise.all([deliver(refund), deliver(refund), deliver(refund)]);
    for (const answer of answers) expect(answer.status).toBe(200);
    expect((await deliver(refund)).status).toBe(200);

    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await db.paymentReversal.count({ where: { orderId } })).toBe(1);
    expect((await creditsFor(orderId)).ledger.map((l) => l.delta)).toEqual([BUNDLE.count, -BUNDLE.count]);
    expect(await order(orderId)).toMatchObject({ reversedGems: BUNDLE.count, unrecoveredGems: 0 });
  });

  test("charge.dispute.created debits the gems and marks the order DISPUTED", async () => {
    const { userId, pi, orderId } = await paidPlayer();
    const disputed = event("charge.dispute.created", dispute(pi, BUNDLE.cost));
    expect(await deliver(disputed)).toEqual({ status: 200, body: { received: true, handled: true } });
    expect((await deliver(disputed)).status).toBe(200);

    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await order(orderId)).toMatchObject({ status: "DISPUTED", reversedGems: BUNDLE.count, unrecoveredGems: 0 });
    const reversals = await db.paymentReversal.findMany({ where: { orderId } });
    expect(reversals).toHaveLength(1);
    expect(reversals[0]).toMatchObject({ kind: "dispute", gemsRequested: BUNDLE.count, gemsTaken: BUNDLE.count });
    const debits = (await creditsFor(orderId)).ledger.filter((l) => l.delta < 0);
    expect(debits).toEqual([{ delta: -BUNDLE.count, currency: "GEMS", reason: "Gem purchase disputed" }]);
  });

  test("a dispute after a full refund takes nothing more than the order gave", async () => {
    const { userId, pi, orderId } = await paidPlayer();
    expect((await deliver(event("charge.refunded", charge(pi, BUNDLE.cost)))).status).toBe(200);
    expect((await deliver(event("charge.dispute.created", dispute(pi, BUNDLE.cost)))).status).toBe(200);
    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await order(orderId)).toMatchObject({ reversedGems: BUNDLE.count, unrecoveredGems: 0 });
  });

  test("a refund that arrives before the success webhook means the success credits nothing", async () => {
    const { userId, pi, orderId } = await succeededButUncredited();
    expect((await deliver(event("charge.refunded", charge(pi, BUNDLE.cost)))).status).toBe(200);
    expect(await order(orderId)).toMatchObject({ status: "REFUNDED", reversedGems: BUNDLE.count });
    expect((await deliver(succeededEvent(pi))).status).toBe(200);
    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await creditsFor(orderId)).toEqual({ credits: 0, ledger: [] });
    expect(await order(orderId)).toMatchObject({ status: "REFUNDED" });
  });

  test("a partial refund before the success webhook: the success credits only the rest", async () => {
    const { userId, pi, orderId } = await succeededButUncredited();
    expect((await deliver(event("charge.refunded", charge(pi, Math.round(BUNDLE.cost / 2))))).status).toBe(200);
    expect((await deliver(succeededEvent(pi))).status).toBe(200);
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count - Math.round(BUNDLE.count / 2));
    expect(await order(orderId)).toMatchObject({ status: "REFUNDED", reversedGems: Math.round(BUNDLE.count / 2) });
    expect(await findLedgerMismatches(db)).toEqual([]);
  });
});

describe("a dispute stays open until it closes: lost it stays taken, won the gems come back", () => {
  const ADMIN: Staff = { userId: "nobody", role: "ADMIN" };
  /** The dispute's closing, as Stripe sends it: the same dispute object with its final status. */
  const closed = (opened: ReturnType<typeof dispute>, status: string) => event("charge.dispute.closed", { ...opened, status });
  const reversalsOf = (orderId: string) => db.paymentReversal.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } });
  async function reconciles(orderId: string) {
    expect((await paymentProblems(db, ADMIN, new Date()))!.find((row) => row.order.id === orderId)).toBeUndefined();
    expect(await findLedgerMismatches(db)).toEqual([]);
  }
  const inFlight = async () => (await disputesInFlight(db, ADMIN))!.map((row) => row.dispute.caseId);

  test("an opened dispute is in flight; lost, it is settled with the gems still taken, once", async () => {
    const { userId, pi, orderId } = await paidPlayer();
    const opened = dispute(pi, BUNDLE.cost);
    expect((await deliver(event("charge.dispute.created", opened))).status).toBe(200);
    expect(await reversalsOf(orderId)).toMatchObject([{ state: "OPEN", caseId: opened.id, gemsTaken: BUNDLE.count, closedAt: null }]);
    expect(await inFlight()).toContain(opened.id);

    const lost = closed(opened, "lost");
    expect(await deliver(lost)).toEqual({ status: 200, body: { received: true, handled: true } });
    expect((await deliver(lost)).status).toBe(200);
    expect(await reversalsOf(orderId)).toMatchObject([{ state: "SETTLED", gemsTaken: BUNDLE.count, gemsRestored: 0, closedAt: expect.any(Date) }]);
    expect(await inFlight()).not.toContain(opened.id);
    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await order(orderId)).toMatchObject({ status: "DISPUTED", reversedGems: BUNDLE.count });
    await reconciles(orderId);
  });

  test.each(["won", "warning_closed", "prevented"])("closed %s: the gems taken come back once, the order stands again and reconciles", async (status) => {
    const { userId, pi, orderId } = await paidPlayer();
    const opened = dispute(pi, BUNDLE.cost);
    expect((await deliver(event("charge.dispute.created", opened))).status).toBe(200);
    expect(await gems(userId)).toBe(WELCOME_GEMS);
    const won = closed(opened, status);
    expect((await deliver(won)).status).toBe(200);
    expect((await deliver(won)).status).toBe(200);
    expect((await deliver(closed(opened, "lost"))).status).toBe(200);

    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
    expect(await reversalsOf(orderId)).toMatchObject([{ state: "WON", gemsTaken: BUNDLE.count, gemsRestored: BUNDLE.count }]);
    expect(await order(orderId)).toMatchObject({ status: "SUCCEEDED", reversedGems: 0, unrecoveredGems: 0 });
    expect((await creditsFor(orderId)).ledger).toEqual([
      { delta: BUNDLE.count, currency: "GEMS", reason: `Bought ${BUNDLE.count} gems` },
      { delta: -BUNDLE.count, currency: "GEMS", reason: "Gem purchase disputed" },
      { delta: BUNDLE.count, currency: "GEMS", reason: "Gem purchase dispute won" },
    ]);
    await reconciles(orderId);
  });

  test("won after the player spent the gems: what could not be taken is no longer owed, and only what was taken comes back", async () => {
    const { userId, pi, orderId } = await paidPlayer();
    await db.$transaction((tx) => debit(tx, { userId, currency: "GEMS", amount: WELCOME_GEMS + BUNDLE.count - 30, reason: "Spent", reference: "test:spend" }));
    const opened = dispute(pi, BUNDLE.cost);
    expect((await deliver(event("charge.dispute.created", opened))).status).toBe(200);
    expect(await order(orderId)).toMatchObject({ unrecoveredGems: BUNDLE.count - 30 });
    expect((await deliver(closed(opened, "won"))).status).toBe(200);
    expect(await gems(userId)).toBe(30);
    expect(await order(orderId)).toMatchObject({ status: "SUCCEEDED", reversedGems: 0, unrecoveredGems: 0 });
    expect(await reversalsOf(orderId)).toMatchObject([{ state: "WON", gemsTaken: 30, gemsRestored: 30 }]);
    await reconciles(orderId);
  });

  test("a dispute that came before the credit and was won: the credit is whole, whichever of the two comes first", async () => {
    for (const creditFirst of [true, false]) {
      const { userId, pi, orderId } = await succeededButUncredited();
      const opened = dispute(pi, BUNDLE.cost);
      expect((await deliver(event("charge.dispute.created", opened))).status).toBe(200);
      if (creditFirst) expect((await deliver(succeededEvent(pi))).status).toBe(200);
      expect((await deliver(closed(opened, "won"))).status).toBe(200);
      if (!creditFirst) expect((await deliver(succeededEvent(pi))).status).toBe(200);
      expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
      // Taking everything, the dispute left the success nothing to credit: the credit comes with the win, or after it.
      expect(await reversalsOf(orderId)).toMatchObject([{ state: "WON", beforeCredit: true, gemsTaken: 0, gemsRestored: 0 }]);
      expect(await creditsFor(orderId)).toMatchObject({ credits: 1, ledger: [{ delta: BUNDLE.count, reason: `Bought ${BUNDLE.count} gems` }] });
      expect(await order(orderId)).toMatchObject({ status: "SUCCEEDED", reversedGems: 0 });
      await reconciles(orderId);
    }
  });

  test("a partial dispute before the credit, won after it: the gems the credit left out come back", async () => {
    const { userId, pi, orderId } = await succeededButUncredited();
    const opened = dispute(pi, Math.round(BUNDLE.cost / 4));
    expect((await deliver(event("charge.dispute.created", opened))).status).toBe(200);
    expect((await deliver(succeededEvent(pi))).status).toBe(200);
    const quarter = Math.round(BUNDLE.count / 4);
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count - quarter);
    expect((await deliver(closed(opened, "won"))).status).toBe(200);
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
    expect(await reversalsOf(orderId)).toMatchObject([{ state: "WON", beforeCredit: true, gemsTaken: 0, gemsRestored: quarter }]);
    await reconciles(orderId);
  });

  test("a lost dispute whose opening never arrived takes the gems back when it closes; a refund still standing keeps the order REFUNDED", async () => {
    const { userId, pi, orderId } = await paidPlayer();
    const unseen = dispute(pi, BUNDLE.cost);
    expect((await deliver(closed(unseen, "lost"))).status).toBe(200);
    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await reversalsOf(orderId)).toMatchObject([{ state: "SETTLED", caseId: unseen.id, gemsTaken: BUNDLE.count }]);
    await reconciles(orderId);

    const other = await paidPlayer();
    expect((await deliver(event("charge.refunded", charge(other.pi, Math.round(BUNDLE.cost / 2))))).status).toBe(200);
    const opened = dispute(other.pi, BUNDLE.cost);
    expect((await deliver(event("charge.dispute.created", opened))).status).toBe(200);
    expect((await deliver(closed(opened, "won"))).status).toBe(200);
    expect(await order(other.orderId)).toMatchObject({ status: "REFUNDED", reversedGems: Math.round(BUNDLE.count / 2) });
    expect(await gems(other.userId)).toBe(WELCOME_GEMS + BUNDLE.count - Math.round(BUNDLE.count / 2));
    await reconciles(other.orderId);
  });

  test("a closing with a status that is not an end, or for no order of ours, changes nothing", async () => {
    const { userId, pi, orderId } = await paidPlayer();
    const opened = dispute(pi, BUNDLE.cost);
    expect((await deliver(event("charge.dispute.created", opened))).status).toBe(200);
    expect(await deliver(closed(opened, "under_review"))).toEqual({ status: 200, body: { received: true, handled: false } });
    expect(await deliver(event("charge.dispute.closed", { ...opened, status: "won", payment_intent: "pi_not_ours" }))).toEqual({ status: 200, body: { received: true, handled: true } });
    expect(await reversalsOf(orderId)).toMatchObject([{ state: "OPEN" }]);
    expect(await gems(userId)).toBe(WELCOME_GEMS);
  });
});

describe("a refund that fails later (refund.failed, charge.refund.updated) gives its share back, once per refund", () => {
  const ADMIN: Staff = { userId: "nobody", role: "ADMIN" };
  async function reconciles(orderId: string) {
    expect((await paymentProblems(db, ADMIN, new Date()))!.find((row) => row.order.id === orderId)).toBeUndefined();
    expect(await findLedgerMismatches(db)).toEqual([]);
  }
  const HANDLED = { status: 200, body: { received: true, handled: true } };

  test("a full refund that failed: the 600 gems come back and the order SUCCEEDED again, however many events tell of it", async () => {
    const { userId, pi, orderId } = await paidPlayer();
    expect((await deliver(event("charge.refunded", charge(pi, BUNDLE.cost)))).status).toBe(200);
    expect(await gems(userId)).toBe(WELCOME_GEMS);
    const failed = refund(pi, BUNDLE.cost, "failed");
    const told = [event("refund.failed", failed), event("charge.refund.updated", failed)];
    for (const answer of await Promise.all([...told, ...told].map((one) => deliver(one)))) expect(answer).toEqual(HANDLED);

    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
    expect(await order(orderId)).toMatchObject({ status: "SUCCEEDED", reversedGems: 0, unrecoveredGems: 0 });
    expect((await creditsFor(orderId)).ledger.map((l) => [l.delta, l.reason])).toEqual([
      [BUNDLE.count, `Bought ${BUNDLE.count} gems`],
      [-BUNDLE.count, "Gem purchase refunded"],
      [BUNDLE.count, "Gem refund failed"],
    ]);
    expect(await db.paymentReversal.findMany({ where: { orderId, kind: "refund failed" } })).toMatchObject([{ caseId: failed.id, gemsRequested: -BUNDLE.count, gemsRestored: BUNDLE.count }]);
    await reconciles(orderId);
  });

  test("after the player spent the gems: what could not be taken is forgiven first, the rest given back", async () => {
    const { userId, pi, orderId } = await paidPlayer();
    await db.$transaction((tx) => debit(tx, { userId, currency: "GEMS", amount: 650, reason: "Spent in the store" }));
    expect((await deliver(event("charge.refunded", charge(pi, BUNDLE.cost)))).status).toBe(200);
    expect(await order(orderId)).toMatchObject({ reversedGems: BUNDLE.count, unrecoveredGems: 550 });
    expect(await gems(userId)).toBe(0);

    expect(await deliver(event("refund.failed", refund(pi, BUNDLE.cost, "failed")))).toEqual(HANDLED);
    expect(await gems(userId)).toBe(50);
    expect(await order(orderId)).toMatchObject({ status: "SUCCEEDED", reversedGems: 0, unrecoveredGems: 0 });
    await reconciles(orderId);
  });

  test("one of two partial refunds failed: its share comes back, the other stands (REFUNDED), and a later refund counts from the lower total", async () => {
    const { userId, pi, orderId } = await paidPlayer();
    expect((await deliver(event("charge.refunded", charge(pi, 500)))).status).toBe(200);
    expect((await deliver(event("charge.refunded", charge(pi, 1000)))).status).toBe(200);
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count - 300);

    // 5.00 of 19.99: round(600 * 500 / 1999) = 150 gems.
    expect(await deliver(event("charge.refund.updated", refund(pi, 500, "failed")))).toEqual(HANDLED);
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count - 150);
    expect(await order(orderId)).toMatchObject({ status: "REFUNDED", reversedGems: 150 });
    // Stripe's charge now shows 5.00 refunded; a new refund of 5.00 makes it 10.00 again.
    expect((await deliver(event("charge.refunded", charge(pi, 1000)))).status).toBe(200);
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count - 300);
    await reconciles(orderId);
  });

  test("a refund before the credit that failed: the credit is whole, whichever comes first", async () => {
    for (const failFirst of [true, false]) {
      const { userId, pi, orderId } = await succeededButUncredited();
      expect((await deliver(event("charge.refunded", charge(pi, BUNDLE.cost)))).status).toBe(200);
      const failed = event("refund.failed", refund(pi, BUNDLE.cost, "failed"));
      if (failFirst) expect(await deliver(failed)).toEqual(HANDLED);
      expect((await deliver(succeededEvent(pi))).status).toBe(200);
      if (!failFirst) expect(await deliver(failed)).toEqual(HANDLED);
      expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
      expect(await order(orderId)).toMatchObject({ status: "SUCCEEDED", reversedGems: 0 });
      await reconciles(orderId);
    }
  });

  test("a refund still pending or succeeded gives nothing back; a failed refund of a payment never refunded gives nothing", async () => {
    const { userId, pi, orderId } = await paidPlayer();
    expect(await deliver(event("charge.refund.updated", refund(pi, BUNDLE.cost, "pending")))).toEqual(HANDLED);
    expect(await deliver(event("charge.refund.updated", refund(pi, BUNDLE.cost, "succeeded")))).toEqual(HANDLED);
    expect(await deliver(event("refund.failed", refund(pi, BUNDLE.cost, "failed")))).toEqual(HANDLED);
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
    expect(await order(orderId)).toMatchObject({ status: "SUCCEEDED", reversedGems: 0 });
    expect(await db.paymentReversal.count({ where: { orderId } })).toBe(0);
  });
});

describe("refunds in flight (issue 33): a refund Stripe reports pending is followed until it succeeds, fails or is canceled", () => {
  const ADMIN: Staff = { userId: "nobody", role: "ADMIN" };
  const HANDLED = { status: 200, body: { received: true, handled: true } };
  const IGNORED = { status: 200, body: { received: true, handled: false } };
  const inFlight = async () => (await refundsInFlight(db, ADMIN))!.map((row) => ({ refundId: row.refund.refundId, amountCents: row.refund.amountCents, orderId: row.order.id }));
  const refundRow = (refundId: string) => db.paymentRefund.findUniqueOrThrow({ where: { provider_refundId: { provider: "STRIPE", refundId } } });
  async function reconciles(orderId: string) {
    expect((await paymentProblems(db, ADMIN, new Date()))!.find((row) => row.order.id === orderId)).toBeUndefined();
    expect(await findLedgerMismatches(db)).toEqual([]);
  }

  test("asked and pending, it is in flight until it succeeds; every event about it, replayed or late, changes nothing more", async () => {
    const { userId, pi, orderId } = await paidPlayer();
    const pending = refund(pi, BUNDLE.cost, "pending");
    expect((await deliver(event("charge.refunded", charge(pi, BUNDLE.cost)))).status).toBe(200);
    const created = event("refund.created", pending);
    for (const answer of await Promise.all([created, created, event("charge.refund.updated", pending)].map((one) => deliver(one)))) expect(answer).toEqual(HANDLED);
    expect(await inFlight()).toContainEqual({ refundId: pending.id, amountCents: BUNDLE.cost, orderId });
    expect(await refundRow(pending.id)).toMatchObject({ orderId, state: "PENDING", settledAt: null });
    expect(await gems(userId)).toBe(WELCOME_GEMS);

    const succeeded = { ...pending, status: "succeeded" };
    expect(await deliver(event("refund.updated", succeeded))).toEqual(HANDLED);
    expect(await deliver(event("charge.refund.updated", succeeded))).toEqual(HANDLED);
    expect(await deliver(created)).toEqual(HANDLED);
    expect((await inFlight()).map((row) => row.refundId)).not.toContain(pending.id);
    expect(await refundRow(pending.id)).toMatchObject({ state: "SUCCEEDED", settledAt: expect.any(Date) });
    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await order(orderId)).toMatchObject({ status: "REFUNDED", reversedGems: BUNDLE.count });
    await reconciles(orderId);
  });

  test("pending and then failed, it leaves the flight and gives its share back once, however many events tell of it", async () => {
    const { userId, pi, orderId } = await paidPlayer();
    const pending = refund(pi, 1000, "pending");
    expect((await deliver(event("charge.refunded", charge(pi, 1000)))).status).toBe(200);
    expect(await deliver(event("refund.created", pending))).toEqual(HANDLED);
    expect((await inFlight()).map((row) => row.refundId)).toContain(pending.id);
    // 10.00 of 19.99: round(600 * 1000 / 1999) = 300 gems.
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count - 300);

    const failed = { ...pending, status: "failed", failure_reason: "expired_or_canceled_card" };
    const told = [event("refund.failed", failed), event("refund.updated", failed), event("charge.refund.updated", failed)];
    for (const answer of await Promise.all([...told, ...told].map((one) => deliver(one)))) expect(answer).toEqual(HANDLED);
    expect(await deliver(event("refund.created", pending))).toEqual(HANDLED);
    expect((await inFlight()).map((row) => row.refundId)).not.toContain(pending.id);
    expect(await refundRow(pending.id)).toMatchObject({ state: "FAILED" });
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
    expect(await db.paymentReversal.findMany({ where: { orderId, kind: "refund failed" } })).toMatchObject([{ caseId: pending.id, gemsRequested: -300, gemsRestored: 300 }]);
    expect(await order(orderId)).toMatchObject({ status: "SUCCEEDED", reversedGems: 0 });
    await reconciles(orderId);
  });

  test("one waiting on the payer is in flight; canceled, it is undone as a failed one", async () => {
    const { userId, pi, orderId } = await paidPlayer();
    const waiting = refund(pi, BUNDLE.cost, "requires_action");
    expect((await deliver(event("charge.refunded", charge(pi, BUNDLE.cost)))).status).toBe(200);
    expect(await deliver(event("refund.created", waiting))).toEqual(HANDLED);
    expect((await inFlight()).map((row) => row.refundId)).toContain(waiting.id);
    expect(await deliver(event("refund.updated", { ...waiting, status: "canceled" }))).toEqual(HANDLED);
    expect((await inFlight()).map((row) => row.refundId)).not.toContain(waiting.id);
    expect(await refundRow(waiting.id)).toMatchObject({ state: "CANCELED" });
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
    await reconciles(orderId);
  });

  test("the oldest first; unreadable refund events or refunds of payments not ours are acknowledged and change nothing", async () => {
    const { pi, orderId } = await paidPlayer();
    const first = refund(pi, 500, "pending");
    const second = refund(pi, 700, "pending");
    expect(await deliver(event("refund.created", first))).toEqual(HANDLED);
    expect(await deliver(event("refund.created", second))).toEqual(HANDLED);
    const mine = (await inFlight()).filter((row) => row.orderId === orderId).map((row) => row.refundId);
    expect(mine).toEqual([first.id, second.id]);

    const before = await db.paymentRefund.count();
    const bad: unknown[] = [
      { ...refund(pi, 500, "pending"), status: "constructor" },
      { ...refund(pi, 500, "pending"), status: null },
      { ...refund(pi, 500, "pending"), payment_intent: null },
      { ...refund(pi, 500, "pending"), amount: 1.5 },
      { ...refund(pi, 500, "pending"), amount: -500 },
      { ...refund(pi, 500, "pending"), amount: "500" },
      { ...refund(pi, 500, "pending"), id: "re_" + "x".repeat(300) },
      { ...refund(pi, 500, "pending"), id: "re_'; DROP TABLE" },
      { ...refund(pi, 500, "pending"), payment_intent: "pi_not_ours" },
    ];
    for (const object of bad) expect(await deliver(event("refund.created", object))).toEqual(IGNORED);
    expect(await db.paymentRefund.count()).toBe(before);
    expect((await inFlight()).filter((row) => row.orderId === orderId).map((row) => row.refundId)).toEqual([first.id, second.id]);
  });
});

describe("reversals and credits delivered concurrently (issue 8): the books always balance", () => {
  /** Each race is run this many times: a lost update shows only in some interleavings. */
  const ROUNDS = 20;

  type Delivery = { kind: "succeeded" } | { kind: "refund"; refundedCents: number } | { kind: "dispute"; amountCents: number };
  const succeeded: Delivery = { kind: "succeeded" };
  const refunded = (refundedCents: number): Delivery => ({ kind: "refund", refundedCents });
  const disputed = (amountCents: number): Delivery => ({ kind: "dispute", amountCents });

  /** What the money says: gems in proportion to the largest amount reversed, at most the order's. */
  function gemsReversedBy(deliveries: readonly Delivery[]): number {
    const cents = deliveries.map((d) => (d.kind === "refund" ? d.refundedCents : d.kind === "dispute" ? d.amountCents : 0));
    return Math.min(BUNDLE.count, Math.round((BUNDLE.count * Math.max(...cents)) / BUNDLE.cost));
  }

  // Every delivery is its own provider event (its own event id), as Stripe sends them.
  function payload(pi: string, delivery: Delivery) {
    if (delivery.kind === "succeeded") return succeededEvent(pi);
    if (delivery.kind === "refund") return event("charge.refunded", charge(pi, delivery.refundedCents));
    return event("charge.dispute.created", dispute(pi, delivery.amountCents));
  }

  interface Race {
    /** "before": the order was credited before the race; "racing": the success webhook is one of the racers. */
    credit: "before" | "racing";
    deliveries: Delivery[];
    /** The player spends down to this balance before the race (only with credit "before"). */
    spendDownTo?: number;
  }

  const races: [string, Race][] = [
    ["a refund, a dispute and a second refund (new event id)", { credit: "before", deliveries: [refunded(BUNDLE.cost), disputed(BUNDLE.cost), refunded(BUNDLE.cost)] }],
    ["two different partial refunds (cumulative amounts)", { credit: "before", deliveries: [refunded(500), refunded(1000)] }],
    ["a dispute and a partial refund", { credit: "before", deliveries: [disputed(BUNDLE.cost), refunded(1000)] }],
    ["partial refunds racing up to a full refund", { credit: "before", deliveries: [refunded(500), refunded(1000), refunded(1500), refunded(BUNDLE.cost)] }],
    ["the credit racing a full refund and a dispute", { credit: "racing", deliveries: [succeeded, refunded(BUNDLE.cost), disputed(BUNDLE.cost)] }],
    ["the credit racing two partial refunds", { credit: "racing", deliveries: [refunded(500), succeeded, refunded(1000)] }],
    ["the credit, delivered twice, racing a partial dispute", { credit: "racing", deliveries: [succeeded, disputed(1000), succeeded] }],
    [
      "a refund, a dispute and a second refund after the player spent most gems",
      { credit: "before", spendDownTo: 50, deliveries: [refunded(BUNDLE.cost), disputed(BUNDLE.cost), refunded(BUNDLE.cost)] },
    ],
  ];


  test.each(races)("%s", async (_name, race) => {
    const { client, userId } = await player();
    const reversalCount = race.deliveries.filter((d) => d.kind !== "succeeded").length;
    const expectedReversed = gemsReversedBy(race.deliveries);

    for (let round = 0; round < ROUNDS; round++) {
      const { pi, orderId } = await startedPayment(client);
      fake.confirm(pi, "succeeded");
      if (race.credit === "before") expect((await deliver(succeededEvent(pi))).status).toBe(200);
      if (race.spendDownTo !== undefined) {
        const spend = (await gems(userId)) - race.spendDownTo;
        await db.$transaction((tx) => debit(tx, { userId, currency: "GEMS", amount: spend, reason: "Spent in the store" }));
      }
      const before = { gems: await gems(userId), moved: await ledgerSumFor(db, orderId) };

      const answers = await Promise.all(race.deliveries.map((d) => deliver(payload(pi, d))));
      for (const answer of answers) expect(answer).toEqual({ status: 200, body: { received: true, handled: true } });

      await expectRaceBooks(db, {
        userId,
        orderId,
        before,
        credit: race.credit,
        spendDownTo: race.spendDownTo,
        bundleGems: BUNDLE.count,
        reversalCount,
        expectedReversed,
      });
    }
  });
});

describe("GraphQL: createPaymentIntent and confirmCardPayment", () => {
  const CREATE = `mutation ($count: Int!) {
    createPaymentIntent(input: { bundleCount: $count }) {
      __typename
      ... on PaymentIntentCreated { clientSecret paymentIntentId amountCents currency }
      ... on PaymentError { code message }
    }
  }`;
  const CONFIRM = `mutation ($pi: String!) {
    confirmCardPayment(input: { paymentIntentId: $pi }) {
      __typename
      ... on PaymentCompleted { gemsAdded balance player { gems } }
      ... on PaymentError { code message }
    }
  }`;
  type Created = { createPaymentIntent: Json };
  type Confirmed = { confirmCardPayment: Json };

  test("the same outcomes as the REST calls", async () => {
    const { client, userId } = await player();
    const created = await graphql<Created>(client, CREATE, { count: BUNDLE.count });
    const intent = created.body.data!.createPaymentIntent;
    expect(intent).toMatchObject({ __typename: "PaymentIntentCreated", amountCents: BUNDLE.cost, currency: "USD" });
    const pi = String(intent.paymentIntentId);
    expect(intent.clientSecret).toBe(intentAtStripe(pi).client_secret);

    expect((await graphql<Confirmed>(client, CONFIRM, { pi })).body.data!.confirmCardPayment).toEqual({
      __typename: "PaymentError",
      code: "declined",
      message: "The payment has not completed.",
    });
    fake.confirm(pi, "succeeded");
    const paid = { __typename: "PaymentCompleted", gemsAdded: BUNDLE.count, balance: WELCOME_GEMS + BUNDLE.count, player: { gems: WELCOME_GEMS + BUNDLE.count } };
    expect((await graphql<Confirmed>(client, CONFIRM, { pi })).body.data!.confirmCardPayment).toEqual(paid);
    expect((await graphql<Confirmed>(client, CONFIRM, { pi })).body.data!.confirmCardPayment).toEqual(paid);
    expect((await confirmCard(client, pi)).body).toEqual({ r: "s", n: WELCOME_GEMS + BUNDLE.count, g: BUNDLE.count });
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);

    expect((await graphql<Created>(client, CREATE, { count: 7 })).body.data!.createPaymentIntent).toEqual({
      __typename: "PaymentError",
      code: "unknown_bundle",
      message: "That gem bundle is not for sale.",
    });
    fake.setMode("fail");
    expect((await graphql<Created>(client, CREATE, { count: BUNDLE.count })).body.data!.createPaymentIntent).toEqual({
      __typename: "PaymentError",
      code: "provider_unavailable",
      message: UNAVAILABLE,
    });
    fake.setMode("normal");
    expect((await graphql<Created>(new HttpClient(app), CREATE, { count: BUNDLE.count })).body.data!.createPaymentIntent).toEqual({
      __typename: "PaymentError",
      code: "not_signed_in",
      message: SIGN_IN_FIRST,
    });
    const bare = await player(bareApp);
    expect((await graphql<Created>(bare.client, CREATE, { count: BUNDLE.count })).body.data!.createPaymentIntent).toMatchObject({ code: "not_configured" });
  });

  test("gemBundles lists the spec 9 table in USD", async () => {
    const { client } = await player();
    const answer = await graphql<{ gemBundles: Json[] }>(client, "{ gemBundles { count bonus costCents currency popular best } }");
    expect(answer.body.data!.gemBundles).toEqual([
      { count: 100, bonus: 0, costCents: 499, currency: "USD", popular: false, best: false },
      { count: 250, bonus: 25, costCents: 999, currency: "USD", popular: true, best: false },
      { count: 600, bonus: 50, costCents: 1999, currency: "USD", popular: false, best: false },
      { count: 1750, bonus: 75, costCents: 4999, currency: "USD", popular: false, best: false },
      { count: 4000, bonus: 100, costCents: 9999, currency: "USD", popular: false, best: false },
      { count: 10000, bonus: 250, costCents: 19999, currency: "USD", popular: false, best: true },
    ]);
  });
});

describe("at the end", () => {
  test("every player's ledger sums to their balance", async () => {
    expect(await findLedgerMismatches(db)).toEqual([]);
  });

  test("no response carried a secret (API key, webhook secret)", () => {
    expect(seenBodies.length).toBeGreaterThan(50);
    for (const body of seenBodies) {
      expect(body).not.toContain(fake.secretKey);
      expect(body).not.toContain(WEBHOOK_SECRET);
      expect(body).not.toMatch(/sk_(test|live)_/);
      expect(body).not.toMatch(/whsec_/);
    }
  });
});
