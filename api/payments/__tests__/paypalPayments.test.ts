import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { startFakePaypal, type FakePaypal } from "../../../tests/support/fakePaypal.ts";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { createTestApp } from "../../../tests/support/testApp.ts";
import { useCatalogDatabase } from "../../../tests/support/testDatabase.ts";
import type { PaypalConfig } from "../../config.ts";
import { findLedgerMismatches } from "../../wallet/wallet.ts";
import { createPaypalClient } from "../paypalPayments.ts";

/**
 * PayPal payments for gem bundles (docs/product/currencies.md#real-money-payments, /api/payment/paypal-t
 * and paypal-f, the PayPal messages and the bundle table), end to end: REST and GraphQL doors → product code → the real
 * `@paypal/paypal-server-sdk` → a local fake PayPal.
 *
 * The PayPal sentences (docs/product/currencies.md#payment-messages) are built by the client from what the server answers: the server gives
 * the error code and PayPal's issue/name as `message`; `clientSentence` below is that template, so
 * the tests show the sentence a player would read.
 */

const WELCOME_GEMS = 100;
/** The third bundle, 600 gems for 19.99 USD (docs/product/currencies.md#gem-bundles). */
const BUNDLE = { count: 600, cost: 1999, value: "19.99" } as const;
const SIGN_IN_FIRST = "To purchase gems, you'll need to sign in.";
const PAYER_ACTION_SENTENCE =
  "Unable to immediately process payment. Please visit your PayPal account to complete the payment or try a different payment method.";

type Json = Record<string, unknown>;

/** What the client shows for a failed start or capture (docs/product/currencies.md#payment-messages), given the server's answer. */
function clientSentence(step: "start" | "capture", answer: Json): string {
  const message = typeof answer.message === "string" && answer.message !== "" ? answer.message : undefined;
  if (step === "start") return `Unable to initiate payment (${message ?? "PPSYSTEM"}). Please try a different payment method.`;
  if (answer.error === "payer_action_required" || answer.code === "payer_action_required") return PAYER_ACTION_SENTENCE;
  return `Unable to process payment (${message ?? "rejected"}). Please try a different payment method.`;
}

const { db } = useCatalogDatabase();
let fake: FakePaypal;
let paypalConfig: PaypalConfig;
/** Configured for the fake PayPal, whose address is known once it listens. */
let app: ReturnType<typeof createTestApp>["app"];
/** The same database, without any payment provider configured. */
const { app: bareApp } = createTestApp(db);
/** Every response body the tests saw, checked at the end for leaked secrets. */
const seenBodies: string[] = [];

beforeAll(async () => {
  fake = await startFakePaypal();
  paypalConfig = { clientId: fake.clientId, clientSecret: fake.clientSecret, environment: "sandbox", apiBase: new URL(fake.baseUrl) };
  ({ app } = createTestApp(db, { paypal: paypalConfig }));
});
afterAll(() => fake?.stop());
afterEach(() => {
  fake.setCreateMode("normal");
  fake.setCaptureMode("completed");
});

// ---------------------------------------------------------------------------------------------
// Helpers

async function player(target = app): Promise<{ client: HttpClient; userId: string }> {
  const client = new HttpClient(target);
  const signUp = await client.signUp(`paypal-${randomUUID()}@example.test`);
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

const startPaypal = (client: HttpClient, cost: unknown = BUNDLE.cost) => post(client, "/api/payment/paypal-t", { c: cost });
const capture = (client: HttpClient, paypalOrderId: string) => post(client, "/api/payment/paypal-f", { o: paypalOrderId });

/** Starts a PayPal payment for the 600 bundle: the PayPal order id and our order id. */
async function startedPayment(client: HttpClient): Promise<{ paypalOrderId: string; orderId: string }> {
  const started = await startPaypal(client);
  expect(started.status).toBe(200);
  const paypalOrderId = String(started.body.i);
  const order = await db.paymentOrder.findUniqueOrThrow({
    where: { provider_providerPaymentId: { provider: "PAYPAL", providerPaymentId: paypalOrderId } },
  });
  return { paypalOrderId, orderId: order.id };
}

/** Started and approved by the buyer in the PayPal popup. */
async function approvedPayment(client: HttpClient) {
  const started = await startedPayment(client);
  fake.approve(started.paypalOrderId);
  return started;
}

async function gems(userId: string): Promise<number> {
  return (await db.player.findUniqueOrThrow({ where: { userId }, select: { gems: true } })).gems;
}

async function creditsFor(orderId: string) {
  return {
    credits: await db.paymentCredit.count({ where: { orderId } }),
    ledger: await db.ledgerEntry.findMany({ where: { reference: `order:${orderId}` }, orderBy: { id: "asc" }, select: { delta: true, currency: true, reason: true } }),
  };
}

const creditedOnce = [{ delta: BUNDLE.count, currency: "GEMS", reason: `Bought ${BUNDLE.count} gems` }];
const paid = { r: "s", n: WELCOME_GEMS + BUNDLE.count, g: BUNDLE.count };

async function expectNothingCredited(userId: string, orderId: string) {
  expect(await gems(userId)).toBe(WELCOME_GEMS);
  expect(await creditsFor(orderId)).toEqual({ credits: 0, ledger: [] });
  expect((await db.paymentOrder.findUniqueOrThrow({ where: { id: orderId } })).status).not.toBe("SUCCEEDED");
}

// ---------------------------------------------------------------------------------------------

describe("POST /api/payment/paypal-t (start a PayPal payment)", () => {
  test("creates a PENDING order and a PayPal order keyed by it (PayPal-Request-Id), and answers {i}", async () => {
    const { client, userId } = await player();
    const started = await startPaypal(client);
    expect(started.status).toBe(200);
    expect(Object.keys(started.body)).toEqual(["i"]);
    const paypalOrderId = String(started.body.i);

    const row = await db.paymentOrder.findFirstOrThrow({ where: { userId } });
    expect(row).toMatchObject({
      userId,
      bundleCount: BUNDLE.count,
      gems: BUNDLE.count,
      amountCents: BUNDLE.cost,
      currency: "USD",
      provider: "PAYPAL",
      providerPaymentId: paypalOrderId,
      status: "PENDING",
    });
    const atPaypal = fake.orders.get(paypalOrderId);
    expect(atPaypal).toMatchObject({ status: "CREATED", intent: "CAPTURE" });
    expect(atPaypal?.purchase_units[0]).toMatchObject({ amount: { currency_code: "USD", value: BUNDLE.value }, custom_id: row.id });
    expect(fake.requests.filter((r) => r.path === "/v2/checkout/orders" && r.paypalRequestId === `order-${row.id}`)).toHaveLength(1);
    expect(await gems(userId)).toBe(WELCOME_GEMS);
  });

  test("each start is its own order with its own PayPal-Request-Id; every spec 9 price is a bundle", async () => {
    const { client, userId } = await player();
    const table = [
      [499, "4.99"],
      [999, "9.99"],
      [1999, "19.99"],
      [4999, "49.99"],
      [9999, "99.99"],
      [19999, "199.99"],
    ] as const;
    for (const [cost, value] of table) {
      const started = await startPaypal(client, cost);
      expect(started.status).toBe(200);
      expect(fake.orders.get(String(started.body.i))?.purchase_units[0]?.amount.value).toBe(value);
    }
    const rows = await db.paymentOrder.findMany({ where: { userId } });
    expect(rows.map((r) => r.bundleCount).sort((a, b) => a - b)).toEqual([100, 250, 600, 1750, 4000, 10000]);
    const keys = new Set(fake.requests.map((r) => r.paypalRequestId));
    for (const row of rows) expect(keys.has(`order-${row.id}`)).toBe(true);
  });

  test("an unknown cost is a 400 and creates nothing", async () => {
    const { client, userId } = await player();
    const requestsBefore = fake.requests.length;
    for (const cost of [2000, 19.99, 0, "cheap", null]) {
      expect(await startPaypal(client, cost)).toEqual({ status: 400, body: { error: "unknown_bundle", message: "That gem bundle is not for sale." } });
    }
    expect(await db.paymentOrder.count({ where: { userId } })).toBe(0);
    expect(fake.requests.length).toBe(requestsBefore);
  });

  test("not signed in is a 401 with the spec's sign-in prompt (start and capture)", async () => {
    const anonymous = new HttpClient(app);
    expect(await startPaypal(anonymous)).toEqual({ status: 401, body: { error: "not_signed_in", message: SIGN_IN_FIRST } });
    expect(await capture(anonymous, "ANYORDER000000000")).toEqual({ status: 401, body: { error: "not_signed_in", message: SIGN_IN_FIRST } });
  });

  test("PayPal not configured: 503, and paymentMethods.paypalClientId is null", async () => {
    const { client, userId } = await player(bareApp);
    expect(await startPaypal(client)).toEqual({ status: 503, body: { error: "not_configured", message: "Payments are not available right now." } });
    expect((await capture(client, "ANYORDER000000000")).status).toBe(503);
    expect(await db.paymentOrder.count({ where: { userId } })).toBe(0);
    const bare = await graphql<{ paymentMethods: Json }>(client, "{ paymentMethods { paypalClientId } }");
    expect(bare.body).toEqual({ data: { paymentMethods: { paypalClientId: null } } });
    const configured = await graphql<{ paymentMethods: Json }>(new HttpClient(app), "{ paymentMethods { paypalClientId stripePublishableKey } }");
    expect(configured.body).toEqual({ data: { paymentMethods: { paypalClientId: fake.clientId, stripePublishableKey: null } } });
  });

  test("PayPal failing to create: an error whose message the client turns into spec 8's sentence; the order is FAILED", async () => {
    const { client, userId } = await player();
    fake.setCreateMode("fail");
    const answer = await startPaypal(client);
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ error: "provider_unavailable", message: "INTERNAL_SERVER_ERROR" });
    expect(clientSentence("start", answer.body)).toBe("Unable to initiate payment (INTERNAL_SERVER_ERROR). Please try a different payment method.");
    // Without any message the client falls back to PPSYSTEM.
    expect(clientSentence("start", {})).toBe("Unable to initiate payment (PPSYSTEM). Please try a different payment method.");

    const row = await db.paymentOrder.findFirstOrThrow({ where: { userId } });
    expect(row.status).toBe("FAILED");
    expect(row.providerPaymentId).toBeNull();
    expect(await gems(userId)).toBe(WELCOME_GEMS);

    fake.setCreateMode("normal");
    expect((await startPaypal(client)).status).toBe(200);
  });
});

describe("POST /api/payment/paypal-f (capture): the gems are credited exactly once", () => {
  test("approved, then captured: credited once, {r:'s', n, g}, order SUCCEEDED", async () => {
    const { client, userId } = await player();
    const { paypalOrderId, orderId } = await approvedPayment(client);

    expect(await capture(client, paypalOrderId)).toEqual({ status: 200, body: paid });
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
    expect(await creditsFor(orderId)).toEqual({ credits: 1, ledger: creditedOnce });
    const row = await db.paymentOrder.findUniqueOrThrow({ where: { id: orderId } });
    expect(row.status).toBe("SUCCEEDED");
    expect(row.succeededAt).toBeInstanceOf(Date);
    expect(await db.paymentCredit.findUniqueOrThrow({ where: { orderId } })).toMatchObject({ provider: "PAYPAL", providerPaymentId: paypalOrderId, gems: BUNDLE.count });
    expect(fake.orders.get(paypalOrderId)?.status).toBe("COMPLETED");
    expect(fake.requests.filter((r) => r.path === `/v2/checkout/orders/${paypalOrderId}/capture`).map((r) => r.paypalRequestId)).toEqual([`capture-${orderId}`]);
    expect(await findLedgerMismatches(db, userId)).toEqual([]);
  });

  test("paypal-f twice: credited once, both answers the same", async () => {
    const { client, userId } = await player();
    const { paypalOrderId, orderId } = await approvedPayment(client);
    expect(await capture(client, paypalOrderId)).toEqual({ status: 200, body: paid });
    expect(await capture(client, paypalOrderId)).toEqual({ status: 200, body: paid });
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
    expect(await creditsFor(orderId)).toEqual({ credits: 1, ledger: creditedOnce });
  });

  test("captures racing (REST and GraphQL, several of each): credited once, balance exactly 700", async () => {
    const { client, userId } = await player();
    const { paypalOrderId, orderId } = await approvedPayment(client);
    const viaGraphql = () =>
      graphql<{ capturePaypal: Json }>(client, `mutation ($o: String!) { capturePaypal(input: { paypalOrderId: $o }) { ... on PaymentCompleted { gemsAdded balance } ... on PaymentError { code message } } }`, {
        o: paypalOrderId,
      });
    const [a, b, c, d] = await Promise.all([capture(client, paypalOrderId), capture(client, paypalOrderId), viaGraphql(), capture(client, paypalOrderId)]);
    for (const answer of [a, b, d]) expect(answer).toEqual({ status: 200, body: paid });
    expect(c.body.data?.capturePaypal).toEqual({ gemsAdded: BUNDLE.count, balance: WELCOME_GEMS + BUNDLE.count });

    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
    expect(await db.paymentCredit.count({ where: { providerPaymentId: paypalOrderId } })).toBe(1);
    expect(await creditsFor(orderId)).toEqual({ credits: 1, ledger: creditedOnce });
    expect(await findLedgerMismatches(db, userId)).toEqual([]);
  });

  test("payer action required (422 issue): 402 payer_action_required, nothing credited; after the buyer acts the retry credits once", async () => {
    const { client, userId } = await player();
    const { paypalOrderId, orderId } = await approvedPayment(client);
    fake.setCaptureMode("payer_action_required");

    const answer = await capture(client, paypalOrderId);
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({ error: "payer_action_required" });
    expect(clientSentence("capture", answer.body)).toBe(PAYER_ACTION_SENTENCE);
    await expectNothingCredited(userId, orderId);

    // Still waiting for the buyer: the same answer.
    fake.setCaptureMode("completed");
    expect((await capture(client, paypalOrderId)).body).toMatchObject({ error: "payer_action_required" });
    await expectNothingCredited(userId, orderId);

    fake.approve(paypalOrderId);
    expect(await capture(client, paypalOrderId)).toEqual({ status: 200, body: paid });
    expect(await creditsFor(orderId)).toEqual({ credits: 1, ledger: creditedOnce });
  });

  test("payer action required reported through the order status (200): also 402 payer_action_required", async () => {
    const { client, userId } = await player();
    const { paypalOrderId, orderId } = await approvedPayment(client);
    fake.setCaptureMode("payer_action_required", { payerActionVia: "order_status" });
    const answer = await capture(client, paypalOrderId);
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({ error: "payer_action_required" });
    await expectNothingCredited(userId, orderId);
  });

  test("a declined capture: 402 declined, nothing credited, and it stays so on retry", async () => {
    const { client, userId } = await player();
    const { paypalOrderId, orderId } = await approvedPayment(client);
    fake.setCaptureMode("declined");

    const answer = await capture(client, paypalOrderId);
    expect(answer.status).toBe(402);
    expect(answer.body.error).toBe("declined");
    fake.setCaptureMode("completed");
    const again = await capture(client, paypalOrderId);
    expect(again.status).toBe(402);
    expect(again.body.error).toBe("declined");
    await expectNothingCredited(userId, orderId);
  });

  test("a declined capture's message names the decline, not the order's COMPLETED status", async () => {
    const { client } = await player();
    const { paypalOrderId } = await approvedPayment(client);
    fake.setCaptureMode("declined");
    const answer = await capture(client, paypalOrderId);
    expect(answer.body).toEqual({ error: "declined", message: "DECLINED" });
    expect(clientSentence("capture", answer.body)).toBe("Unable to process payment (DECLINED). Please try a different payment method.");
  });

  test("capturing an order the buyer has not approved: 402 declined with PayPal's issue, nothing credited", async () => {
    const { client, userId } = await player();
    const { paypalOrderId, orderId } = await startedPayment(client);
    const answer = await capture(client, paypalOrderId);
    expect(answer).toEqual({ status: 402, body: { error: "declined", message: "ORDER_NOT_APPROVED" } });
    expect(clientSentence("capture", answer.body)).toBe("Unable to process payment (ORDER_NOT_APPROVED). Please try a different payment method.");
    await expectNothingCredited(userId, orderId);
  });

  test("PayPal failing on capture: an error, nothing credited; when it is back the retry credits once", async () => {
    const { client, userId } = await player();
    const { paypalOrderId, orderId } = await approvedPayment(client);
    fake.setCaptureMode("fail");

    const answer = await capture(client, paypalOrderId);
    expect([402, 502]).toContain(answer.status);
    expect(typeof answer.body.message).toBe("string");
    expect(answer.body.r).toBeUndefined();
    await expectNothingCredited(userId, orderId);
    expect(fake.orders.get(paypalOrderId)?.status).toBe("APPROVED");

    fake.setCaptureMode("completed");
    expect(await capture(client, paypalOrderId)).toEqual({ status: 200, body: paid });
    expect(await capture(client, paypalOrderId)).toEqual({ status: 200, body: paid });
    expect(await creditsFor(orderId)).toEqual({ credits: 1, ledger: creditedOnce });
  });

  test("a crash after PayPal captured but before our credit (captured under another request id): ORDER_ALREADY_CAPTURED → credited once", async () => {
    const { client, userId } = await player();
    const { paypalOrderId, orderId } = await approvedPayment(client);
    // The capture happened at PayPal, but our credit never did (e.g. the process died in between).
    const elsewhere = await createPaypalClient(paypalConfig);
    const { result } = await elsewhere.orders.captureOrder({ id: paypalOrderId, paypalRequestId: `lost-${randomUUID()}` });
    expect(result.status).toBe("COMPLETED");
    expect(await gems(userId)).toBe(WELCOME_GEMS);

    const requestsBefore = fake.requests.length;
    expect(await capture(client, paypalOrderId)).toEqual({ status: 200, body: paid });
    // The product's capture was refused as already captured, so it read the order and credited that.
    const after = fake.requests.slice(requestsBefore).filter((r) => r.path.startsWith(`/v2/checkout/orders/${paypalOrderId}`));
    expect(after).toEqual([
      { method: "POST", path: `/v2/checkout/orders/${paypalOrderId}/capture`, paypalRequestId: `capture-${orderId}` },
      { method: "GET", path: `/v2/checkout/orders/${paypalOrderId}` },
    ]);
    expect(await capture(client, paypalOrderId)).toEqual({ status: 200, body: paid });
    expect(await creditsFor(orderId)).toEqual({ credits: 1, ledger: creditedOnce });
    expect(await findLedgerMismatches(db, userId)).toEqual([]);
  });

  test("a crash after PayPal captured under the product's own request id: the retry's replayed capture credits once", async () => {
    const { client, userId } = await player();
    const { paypalOrderId, orderId } = await approvedPayment(client);
    const elsewhere = await createPaypalClient(paypalConfig);
    await elsewhere.orders.captureOrder({ id: paypalOrderId, paypalRequestId: `capture-${orderId}` });
    expect(await gems(userId)).toBe(WELCOME_GEMS);

    expect(await capture(client, paypalOrderId)).toEqual({ status: 200, body: paid });
    expect(await creditsFor(orderId)).toEqual({ credits: 1, ledger: creditedOnce });
  });

  test("capturing someone else's order, or an unknown one, is refused and captures nothing", async () => {
    const owner = await player();
    const other = await player();
    const { paypalOrderId, orderId } = await approvedPayment(owner.client);
    expect(await capture(other.client, paypalOrderId)).toEqual({ status: 404, body: { error: "unknown_order", message: "This payment does not belong to you." } });
    expect((await capture(other.client, "UNKNOWNORDER00000")).status).toBe(404);
    expect(fake.orders.get(paypalOrderId)?.status).toBe("APPROVED");
    await expectNothingCredited(owner.userId, orderId);
    expect(await gems(other.userId)).toBe(WELCOME_GEMS);
  });
});

describe("GraphQL: createPaypalOrder and capturePaypal give the same outcomes", () => {
  const CREATE = `mutation ($count: Int!) {
    createPaypalOrder(input: { bundleCount: $count }) {
      __typename
      ... on PaypalOrderCreated { paypalOrderId }
      ... on PaymentError { code message }
    }
  }`;
  const CAPTURE = `mutation ($o: String!) {
    capturePaypal(input: { paypalOrderId: $o }) {
      __typename
      ... on PaymentCompleted { gemsAdded balance player { gems } }
      ... on PaymentError { code message }
    }
  }`;
  type Created = { createPaypalOrder: Json };
  type Captured = { capturePaypal: Json };
  const create = async (client: HttpClient, count: number = BUNDLE.count) => (await graphql<Created>(client, CREATE, { count })).body.data!.createPaypalOrder;
  const captureGql = async (client: HttpClient, o: string) => (await graphql<Captured>(client, CAPTURE, { o })).body.data!.capturePaypal;
  const completed = {
    __typename: "PaymentCompleted",
    gemsAdded: BUNDLE.count,
    balance: WELCOME_GEMS + BUNDLE.count,
    player: { gems: WELCOME_GEMS + BUNDLE.count },
  };

  test("create, approve, capture (twice): credited once", async () => {
    const { client, userId } = await player();
    const created = await create(client);
    expect(created.__typename).toBe("PaypalOrderCreated");
    const paypalOrderId = String(created.paypalOrderId);
    const row = await db.paymentOrder.findUniqueOrThrow({ where: { provider_providerPaymentId: { provider: "PAYPAL", providerPaymentId: paypalOrderId } } });
    expect(row).toMatchObject({ userId, amountCents: BUNDLE.cost, currency: "USD", status: "PENDING" });
    expect(fake.requests.some((r) => r.paypalRequestId === `order-${row.id}`)).toBe(true);

    fake.approve(paypalOrderId);
    expect(await captureGql(client, paypalOrderId)).toEqual(completed);
    expect(await captureGql(client, paypalOrderId)).toEqual(completed);
    expect(await capture(client, paypalOrderId)).toEqual({ status: 200, body: paid });
    expect(await creditsFor(row.id)).toEqual({ credits: 1, ledger: creditedOnce });
  });

  test("errors: unknown bundle, not signed in, not configured, PayPal failing to create", async () => {
    const { client } = await player();
    expect(await create(client, 601)).toEqual({ __typename: "PaymentError", code: "unknown_bundle", message: "That gem bundle is not for sale." });
    expect(await create(new HttpClient(app))).toEqual({ __typename: "PaymentError", code: "not_signed_in", message: SIGN_IN_FIRST });
    expect(await create((await player(bareApp)).client)).toMatchObject({ __typename: "PaymentError", code: "not_configured" });
    fake.setCreateMode("fail");
    const failed = await create(client);
    expect(failed).toEqual({ __typename: "PaymentError", code: "provider_unavailable", message: "INTERNAL_SERVER_ERROR" });
    expect(clientSentence("start", failed)).toBe("Unable to initiate payment (INTERNAL_SERVER_ERROR). Please try a different payment method.");
  });

  test("capture errors: payer action required, declined, capture failing then retried, the ORDER_ALREADY_CAPTURED recovery", async () => {
    const { client, userId } = await player();

    const waiting = String((await create(client)).paypalOrderId);
    fake.approve(waiting);
    fake.setCaptureMode("payer_action_required");
    const payerAction = await captureGql(client, waiting);
    expect(payerAction).toMatchObject({ __typename: "PaymentError", code: "payer_action_required" });
    expect(clientSentence("capture", payerAction)).toBe(PAYER_ACTION_SENTENCE);

    const declined = String((await create(client)).paypalOrderId);
    fake.approve(declined);
    fake.setCaptureMode("declined");
    expect(await captureGql(client, declined)).toMatchObject({ __typename: "PaymentError", code: "declined" });
    expect(await gems(userId)).toBe(WELCOME_GEMS);

    const flaky = String((await create(client)).paypalOrderId);
    fake.approve(flaky);
    fake.setCaptureMode("fail");
    expect(await captureGql(client, flaky)).toMatchObject({ __typename: "PaymentError" });
    expect(await gems(userId)).toBe(WELCOME_GEMS);
    fake.setCaptureMode("completed");
    expect(await captureGql(client, flaky)).toEqual(completed);

    const lost = String((await create(client)).paypalOrderId);
    fake.approve(lost);
    await (await createPaypalClient(paypalConfig)).orders.captureOrder({ id: lost, paypalRequestId: `lost-${randomUUID()}` });
    const balance = WELCOME_GEMS + 2 * BUNDLE.count;
    expect(await captureGql(client, lost)).toEqual({ ...completed, balance, player: { gems: balance } });
    expect(await captureGql(client, lost)).toEqual({ ...completed, balance, player: { gems: balance } });
    expect(await gems(userId)).toBe(balance);
    expect(await db.paymentCredit.count({ where: { order: { userId } } })).toBe(2);
  });
});

describe("at the end", () => {
  test("every player's ledger sums to their balance", async () => {
    expect(await findLedgerMismatches(db)).toEqual([]);
  });

  test("no response carried a secret (client secret, access token)", () => {
    expect(seenBodies.length).toBeGreaterThan(40);
    for (const body of seenBodies) {
      expect(body).not.toContain(fake.clientSecret);
      expect(body).not.toMatch(/A21AA/);
      expect(body).not.toMatch(/Bearer|Basic /);
    }
  });
});
