import { randomUUID } from "node:crypto";
import { CheckoutPaymentIntent } from "@paypal/paypal-server-sdk";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { startFakePaypal, type FakePaypal, type FakePaypalWebhookEvent } from "../../../tests/support/fakePaypal.ts";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { capturedLogger, createTestApp, TEST_ORIGIN } from "../../../tests/support/testApp.ts";
import { unreachableDatabaseClient, useCatalogDatabase } from "../../../tests/support/testDatabase.ts";
import { readConfig, type PaypalConfig } from "../../config.ts";
import { debit, findLedgerMismatches } from "../../wallet/wallet.ts";
import { paymentProblems, refundsInFlight } from "../../admin/money.ts";
import type { Staff } from "../../admin/access.ts";
import { createPaypalClient } from "../paypalPayments.ts";
import { OUR_FAULT } from "./ourFault.ts";
import { expectRaceBooks, ledgerSumFor, playerGems } from "./raceBooks.ts";

/**
 * PayPal's refunds and reversals (issue 29; docs/product/currencies.md#real-money-payments, the
 * call paypal-wh of docs/product/calls.md#payments), end to end: PayPal's webhook delivery → the
 * route → the real `@paypal/paypal-server-sdk` asking a local fake PayPal to verify the signature
 * and to name the capture's order → the same reversal rules as Stripe's refunds and disputes.
 * Deliveries are signed by the fake as PayPal signs them (SHA256withRSA over the transmission).
 */

const WELCOME_GEMS = 100;
/** The third bundle, 600 gems for 19.99 USD (docs/product/currencies.md#gem-bundles). */
const BUNDLE = { count: 600, cost: 1999 } as const;
const NOT_VERIFIED = { error: "bad_signature", message: "The webhook signature could not be verified." };
const NO_HEADERS = { error: "bad_signature", message: "Missing or malformed PayPal transmission headers." };
const NOT_AN_EVENT = { error: "bad_signature", message: "The webhook body is not a PayPal event." };
const HANDLED = { received: true, handled: true };

type Json = Record<string, unknown>;

const database = useCatalogDatabase();
const { db } = database;
let fake: FakePaypal;
let paypalConfig: PaypalConfig;
/** Configured for the fake PayPal, whose address is known once it listens. */
let app: ReturnType<typeof createTestApp>["app"];
/** Every response body the tests saw, checked at the end for leaked secrets. */
const seenBodies: string[] = [];

beforeAll(async () => {
  fake = await startFakePaypal();
  paypalConfig = { clientId: fake.clientId, clientSecret: fake.clientSecret, environment: "sandbox", apiBase: new URL(fake.baseUrl), webhookId: fake.webhookId };
  ({ app } = createTestApp(db, { paypal: paypalConfig }));
});
afterAll(() => fake?.stop());
afterEach(() => {
  fake.setVerifyMode("normal");
});

// ---------------------------------------------------------------------------------------------
// Helpers

async function player(): Promise<{ client: HttpClient; userId: string }> {
  const client = new HttpClient(app);
  const signUp = await client.signUp(`paypal-wh-${randomUUID()}@example.test`);
  expect(signUp.status).toBe(200);
  return { client, userId: signUp.body.user!.id };
}

/** The buyer's paypal-f: captures (or, after a lost answer, finds the capture) and credits once. */
async function capture(client: HttpClient, paypalOrderId: string): Promise<{ status: number; body: Json }> {
  const response = await client.json<Json>("/api/payment/paypal-f", { o: paypalOrderId });
  seenBodies.push(JSON.stringify(response.body));
  return response;
}

/** A PayPal payment for the 600 bundle, started and approved by the buyer: the PayPal order id and our order id. */
async function approvedPayment(client: HttpClient): Promise<{ paypalOrderId: string; orderId: string }> {
  const started = await client.json<Json>("/api/payment/paypal-t", { c: BUNDLE.cost });
  expect(started.status).toBe(200);
  const paypalOrderId = String(started.body.i);
  fake.approve(paypalOrderId);
  const order = await db.paymentOrder.findUniqueOrThrow({ where: { provider_providerPaymentId: { provider: "PAYPAL", providerPaymentId: paypalOrderId } } });
  return { paypalOrderId, orderId: order.id };
}

/** A player who paid for the 600 bundle through paypal-f: balance 700. */
async function paidPlayer() {
  const { client, userId } = await player();
  const { paypalOrderId, orderId } = await approvedPayment(client);
  expect((await capture(client, paypalOrderId)).status).toBe(200);
  expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
  return { client, userId, paypalOrderId, orderId };
}

/** PayPal captured the payment, but its answer to our capture was lost: nothing is credited yet. */
async function capturedButUncredited() {
  const { client, userId } = await player();
  const { paypalOrderId, orderId } = await approvedPayment(client);
  await (await createPaypalClient(paypalConfig)).orders.captureOrder({ id: paypalOrderId, paypalRequestId: `lost-${randomUUID()}` });
  return { client, userId, paypalOrderId, orderId };
}

/** Delivers a webhook as PayPal does: the body and PAYPAL-* headers `transmit` signed, no Origin, no cookies. */
async function deliver(
  event: unknown,
  options: { webhookId?: string; headers?: (signed: Record<string, string>) => Record<string, string>; body?: string; to?: typeof app } = {},
) {
  const signed = fake.transmit(event, options.webhookId === undefined ? {} : { webhookId: options.webhookId });
  const response = await (options.to ?? app).request(`${TEST_ORIGIN}/api/payment/paypal-wh`, {
    method: "POST",
    headers: options.headers ? options.headers(signed.headers) : signed.headers,
    body: options.body ?? signed.body,
  });
  const text = await response.text();
  seenBodies.push(text);
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
}

const gems = (userId: string): Promise<number> => playerGems(db, userId);

async function ledgerFor(orderId: string) {
  return db.ledgerEntry.findMany({ where: { reference: `order:${orderId}` }, orderBy: { id: "asc" }, select: { delta: true, reason: true } });
}

async function order(orderId: string) {
  return db.paymentOrder.findUniqueOrThrow({ where: { id: orderId } });
}

async function expectNothingTakenBack(userId: string, orderId: string) {
  expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
  expect(await db.paymentReversal.count({ where: { orderId } })).toBe(0);
  expect(await order(orderId)).toMatchObject({ status: "SUCCEEDED", reversedGems: 0, unrecoveredGems: 0 });
}

// ---------------------------------------------------------------------------------------------

describe("PAYMENT.CAPTURE.REFUNDED and PAYMENT.CAPTURE.REVERSED take the gems back", () => {
  test("a full refund: PayPal verifies the delivery and names the capture's order; 600 gems back, the order REFUNDED", async () => {
    const { userId, paypalOrderId, orderId } = await paidPlayer();
    const requestsBefore = fake.requests.length;
    expect(await deliver(fake.refund(paypalOrderId))).toEqual({ status: 200, body: HANDLED });

    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await order(orderId)).toMatchObject({ status: "REFUNDED", reversedGems: BUNDLE.count, unrecoveredGems: 0 });
    expect(await ledgerFor(orderId)).toEqual([
      { delta: BUNDLE.count, reason: `Bought ${BUNDLE.count} gems` },
      { delta: -BUNDLE.count, reason: "Gem purchase refunded" },
    ]);
    expect(await db.paymentReversal.findFirstOrThrow({ where: { orderId } })).toMatchObject({ kind: "refund", gemsRequested: BUNDLE.count, gemsTaken: BUNDLE.count });
    const asked = fake.requests.slice(requestsBefore).map((r) => `${r.method} ${r.path.replace(/[A-Z0-9]{17}$/, ":id")}`);
    expect(asked).toContain("POST /v1/notifications/verify-webhook-signature");
    expect(asked).toContain("GET /v2/payments/captures/:id");
    expect(await findLedgerMismatches(db, userId)).toEqual([]);
  });

  test("a partial refund takes back a proportional share; a second one only what the cumulative total adds", async () => {
    const { userId, paypalOrderId, orderId } = await paidPlayer();
    // 10.00 of 19.99: round(600 * 1000 / 1999) = 300 gems.
    expect((await deliver(fake.refund(paypalOrderId, "10.00"))).status).toBe(200);
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count - 300);
    // 5.00 more: 15.00 refunded in all, round(600 * 1500 / 1999) = 450 gems.
    expect((await deliver(fake.refund(paypalOrderId, "5.00"))).status).toBe(200);
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count - 450);
    expect(await order(orderId)).toMatchObject({ status: "REFUNDED", reversedGems: 450, unrecoveredGems: 0 });
    expect((await db.paymentReversal.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } })).map((r) => r.gemsTaken)).toEqual([300, 150]);
  });

  test("a refund after the player spent the gems: balance 0, never below, the shortfall recorded on the order", async () => {
    const { userId, paypalOrderId, orderId } = await paidPlayer();
    await db.$transaction((tx) => debit(tx, { userId, currency: "GEMS", amount: 650, reason: "Spent in the store" }));
    expect(await gems(userId)).toBe(50);

    expect((await deliver(fake.refund(paypalOrderId))).status).toBe(200);
    expect(await gems(userId)).toBe(0);
    expect(await order(orderId)).toMatchObject({ status: "REFUNDED", reversedGems: BUNDLE.count, unrecoveredGems: 550 });
    expect(await db.paymentReversal.findFirstOrThrow({ where: { orderId } })).toMatchObject({ kind: "refund", gemsRequested: 600, gemsTaken: 50 });
    expect(await findLedgerMismatches(db, userId)).toEqual([]);
  });

  test("PAYMENT.CAPTURE.REVERSED (a chargeback) takes the rest back as a dispute, once", async () => {
    const { userId, paypalOrderId, orderId } = await paidPlayer();
    expect((await deliver(fake.refund(paypalOrderId, "10.00"))).status).toBe(200);
    const reversed = fake.reverse(paypalOrderId);
    expect(await deliver(reversed)).toEqual({ status: 200, body: HANDLED });
    expect(await deliver(reversed)).toEqual({ status: 200, body: HANDLED });

    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await order(orderId)).toMatchObject({ status: "DISPUTED", reversedGems: BUNDLE.count, unrecoveredGems: 0 });
    expect((await ledgerFor(orderId)).map((l) => l.reason)).toEqual([`Bought ${BUNDLE.count} gems`, "Gem purchase refunded", "Gem purchase disputed"]);
    expect((await db.paymentReversal.findMany({ where: { orderId } })).map((r) => r.kind).sort()).toEqual(["dispute", "refund"]);
  });

  test("the same refund delivered several times at once (and again later) is applied once", async () => {
    const { userId, paypalOrderId, orderId } = await paidPlayer();
    const refund = fake.refund(paypalOrderId);
    const answers = await Promise.all([deliver(refund), deliver(refund), deliver(refund)]);
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: HANDLED });
    expect(await deliver(refund)).toEqual({ status: 200, body: HANDLED });

    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await db.paymentReversal.count({ where: { orderId } })).toBe(1);
    expect((await ledgerFor(orderId)).map((l) => l.delta)).toEqual([BUNDLE.count, -BUNDLE.count]);
  });

  test("a refund before our credit (the capture's answer was lost): the retried paypal-f credits only what is left", async () => {
    const { client, userId, paypalOrderId, orderId } = await capturedButUncredited();
    expect((await deliver(fake.refund(paypalOrderId, "10.00"))).status).toBe(200);
    expect(await order(orderId)).toMatchObject({ status: "REFUNDED", reversedGems: 300 });
    expect(await gems(userId)).toBe(WELCOME_GEMS);

    expect(await capture(client, paypalOrderId)).toEqual({ status: 200, body: { r: "s", n: WELCOME_GEMS + 300, g: 300 } });
    expect(await capture(client, paypalOrderId)).toEqual({ status: 200, body: { r: "s", n: WELCOME_GEMS + 300, g: 300 } });
    expect(await order(orderId)).toMatchObject({ status: "REFUNDED", reversedGems: 300, unrecoveredGems: 0 });
    expect(await ledgerFor(orderId)).toEqual([{ delta: 300, reason: `Bought ${BUNDLE.count} gems` }]);
  });

  test("a full refund before our credit: the retried paypal-f credits nothing", async () => {
    const { client, userId, paypalOrderId, orderId } = await capturedButUncredited();
    expect((await deliver(fake.refund(paypalOrderId))).status).toBe(200);
    expect(await capture(client, paypalOrderId)).toEqual({ status: 200, body: { r: "s", n: WELCOME_GEMS, g: 0 } });
    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await db.paymentCredit.count({ where: { orderId } })).toBe(0);
    expect(await order(orderId)).toMatchObject({ status: "REFUNDED", reversedGems: BUNDLE.count });
  });

  test("events the portal does not handle, and refunds of captures that are not our orders, are acknowledged and change nothing", async () => {
    const { userId, paypalOrderId, orderId } = await paidPlayer();
    const completed = { id: `WH-${randomUUID()}`, event_type: "PAYMENT.CAPTURE.COMPLETED", resource_type: "capture", resource: { id: "CAP0000000000000X" } };
    expect(await deliver(completed)).toEqual({ status: 200, body: { received: true, handled: false } });

    // Another integration on the same PayPal account: a capture PayPal knows, of an order that is not ours.
    const paypal = await createPaypalClient(paypalConfig);
    const { result } = await paypal.orders.createOrder({
      body: { intent: CheckoutPaymentIntent.Capture, purchaseUnits: [{ amount: { currencyCode: "USD", value: "19.99" } }] },
      paypalRequestId: randomUUID(),
    });
    fake.approve(result.id ?? "");
    await paypal.orders.captureOrder({ id: result.id ?? "", paypalRequestId: randomUUID() });
    expect((await deliver(fake.refund(result.id ?? ""))).status).toBe(200);

    // A refund naming a capture PayPal does not know.
    const unknown = fake.refund((await paidPlayer()).paypalOrderId);
    const up = unknown.resource.links.find((link) => link.rel === "up");
    if (up) up.href = `${fake.baseUrl}/v2/payments/captures/NOSUCHCAPTURE0000`;
    expect(await deliver(unknown)).toEqual({ status: 200, body: { received: true, handled: false } });

    await expectNothingTakenBack(userId, orderId);
    expect(paypalOrderId).not.toBe(result.id);
  });
});

describe("refunds in flight (issue 33): a refund PayPal reports PENDING is followed until it completes, fails or is cancelled", () => {
  const ADMIN: Staff = { userId: "nobody", role: "ADMIN" };
  const pendingIds = async () => (await refundsInFlight(db, ADMIN))!.map((row) => row.refund.refundId);
  const refundRow = (refundId: string) => db.paymentRefund.findUniqueOrThrow({ where: { provider_refundId: { provider: "PAYPAL", refundId } } });
  async function reconciles(orderId: string) {
    expect((await paymentProblems(db, ADMIN, new Date()))!.find((row) => row.order.id === orderId)).toBeUndefined();
    expect(await findLedgerMismatches(db)).toEqual([]);
  }

  test("PENDING, its gems are taken and it is in flight; COMPLETED, it settles and takes nothing more; replays change nothing", async () => {
    const { userId, paypalOrderId, orderId } = await paidPlayer();
    const pending = fake.refund(paypalOrderId, undefined, { status: "PENDING" });
    for (const answer of await Promise.all([deliver(pending), deliver(pending)])) expect(answer).toEqual({ status: 200, body: HANDLED });
    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await pendingIds()).toContain(pending.resource.id);
    expect(await refundRow(pending.resource.id)).toMatchObject({ orderId, amountCents: BUNDLE.cost, state: "PENDING", settledAt: null });

    const completed = fake.settleRefund(pending.resource.id, "COMPLETED");
    expect(await deliver(completed)).toEqual({ status: 200, body: HANDLED });
    expect(await deliver(completed)).toEqual({ status: 200, body: HANDLED });
    expect(await deliver(pending)).toEqual({ status: 200, body: HANDLED });
    expect(await pendingIds()).not.toContain(pending.resource.id);
    expect(await refundRow(pending.resource.id)).toMatchObject({ state: "SUCCEEDED", settledAt: expect.any(Date) });
    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await db.paymentReversal.count({ where: { orderId } })).toBe(1);
    expect(await order(orderId)).toMatchObject({ status: "REFUNDED", reversedGems: BUNDLE.count });
    await reconciles(orderId);
  });

  test("PENDING and then FAILED (or CANCELLED): it leaves the flight and its share comes back once", async () => {
    for (const ending of ["FAILED", "CANCELLED"] as const) {
      const { userId, paypalOrderId, orderId } = await paidPlayer();
      // 10.00 of 19.99: round(600 * 1000 / 1999) = 300 gems.
      const pending = fake.refund(paypalOrderId, "10.00", { status: "PENDING" });
      expect(await deliver(pending)).toEqual({ status: 200, body: HANDLED });
      expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count - 300);
      expect(await pendingIds()).toContain(pending.resource.id);

      const failed = fake.settleRefund(pending.resource.id, ending);
      for (const answer of await Promise.all([deliver(failed), deliver(failed)])) expect(answer).toEqual({ status: 200, body: HANDLED });
      expect(await deliver(pending)).toEqual({ status: 200, body: HANDLED });
      expect(await pendingIds()).not.toContain(pending.resource.id);
      expect(await refundRow(pending.resource.id)).toMatchObject({ state: ending === "FAILED" ? "FAILED" : "CANCELED" });
      expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
      expect(await db.paymentReversal.findMany({ where: { orderId, kind: "refund failed" } })).toMatchObject([{ caseId: pending.resource.id, gemsRequested: -300, gemsRestored: 300 }]);
      expect(await order(orderId)).toMatchObject({ status: "SUCCEEDED", reversedGems: 0 });
      await reconciles(orderId);
    }
  });

  test("a refund first heard of as failed gives nothing; a refund in a status PayPal does not have is acknowledged and changes nothing", async () => {
    const { userId, paypalOrderId, orderId } = await paidPlayer();
    const pending = fake.refund(paypalOrderId, "10.00", { status: "PENDING" });
    expect(await deliver(fake.settleRefund(pending.resource.id, "FAILED"))).toEqual({ status: 200, body: HANDLED });
    expect(await deliver(pending)).toEqual({ status: 200, body: HANDLED });
    expect(await refundRow(pending.resource.id)).toMatchObject({ state: "FAILED" });
    await expectNothingTakenBack(userId, orderId);

    const strange = fake.refund(paypalOrderId, "5.00");
    for (const status of ["SOMETHING_NEW", "", "x".repeat(500)]) {
      expect(await deliver({ ...strange, id: `WH-${randomUUID()}`, resource: { ...strange.resource, status } })).toEqual({ status: 200, body: { received: true, handled: false } });
    }
    expect(await db.paymentRefund.count({ where: { refundId: strange.resource.id } })).toBe(0);
    await expectNothingTakenBack(userId, orderId);
  });
});

describe("CUSTOMER.DISPUTE.CREATED takes the gems back while the case is open; CUSTOMER.DISPUTE.RESOLVED settles it", () => {
  async function reversalOf(orderId: string) {
    return db.paymentReversal.findFirstOrThrow({ where: { orderId }, select: { kind: true, state: true, caseId: true, gemsRequested: true, gemsTaken: true, gemsRestored: true } });
  }

  test("a case opened and resolved in our favour: 600 gems taken, then given back; the order SUCCEEDED again; each event counts once", async () => {
    const { userId, paypalOrderId, orderId } = await paidPlayer();
    const opened = fake.dispute(paypalOrderId);
    const caseId = opened.resource.dispute_id;
    expect(await deliver(opened)).toEqual({ status: 200, body: HANDLED });
    expect(await deliver(opened)).toEqual({ status: 200, body: HANDLED });
    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await order(orderId)).toMatchObject({ status: "DISPUTED", reversedGems: BUNDLE.count });
    expect(await reversalOf(orderId)).toEqual({ kind: "dispute", state: "OPEN", caseId, gemsRequested: BUNDLE.count, gemsTaken: BUNDLE.count, gemsRestored: 0 });

    const resolved = fake.resolveDispute(caseId, "RESOLVED_SELLER_FAVOUR");
    expect(await deliver(resolved)).toEqual({ status: 200, body: HANDLED });
    expect(await deliver(resolved)).toEqual({ status: 200, body: HANDLED });
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
    expect(await order(orderId)).toMatchObject({ status: "SUCCEEDED", reversedGems: 0, unrecoveredGems: 0 });
    expect(await reversalOf(orderId)).toMatchObject({ state: "WON", gemsRestored: BUNDLE.count });
    expect(await ledgerFor(orderId)).toEqual([
      { delta: BUNDLE.count, reason: `Bought ${BUNDLE.count} gems` },
      { delta: -BUNDLE.count, reason: "Gem purchase disputed" },
      { delta: BUNDLE.count, reason: "Gem purchase dispute won" },
    ]);
    expect(await findLedgerMismatches(db, userId)).toEqual([]);
  });

  test("a case withdrawn by the buyer (CANCELED_BY_BUYER) or denied is won too; a part of the payment disputed takes its share", async () => {
    for (const outcome of ["CANCELED_BY_BUYER", "DENIED"] as const) {
      const { userId, paypalOrderId, orderId } = await paidPlayer();
      // 5.00 of 19.99: round(600 * 500 / 1999) = 150 gems.
      const opened = fake.dispute(paypalOrderId, "5.00");
      expect((await deliver(opened)).status).toBe(200);
      expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count - 150);
      expect((await deliver(fake.resolveDispute(opened.resource.dispute_id, outcome))).status).toBe(200);
      expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count);
      expect(await order(orderId)).toMatchObject({ status: "SUCCEEDED", reversedGems: 0 });
    }
  });

  test("a case lost stays taken (SETTLED); PayPal's reversal of the same money then takes nothing more", async () => {
    const { userId, paypalOrderId, orderId } = await paidPlayer();
    const opened = fake.dispute(paypalOrderId);
    expect((await deliver(opened)).status).toBe(200);
    expect(await deliver(fake.resolveDispute(opened.resource.dispute_id, "RESOLVED_BUYER_FAVOUR"))).toEqual({ status: 200, body: HANDLED });
    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await reversalOf(orderId)).toMatchObject({ state: "SETTLED", gemsTaken: BUNDLE.count, gemsRestored: 0 });

    expect((await deliver(fake.reverse(paypalOrderId))).status).toBe(200);
    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await order(orderId)).toMatchObject({ status: "DISPUTED", reversedGems: BUNDLE.count, unrecoveredGems: 0 });
    expect((await ledgerFor(orderId)).map((l) => l.delta)).toEqual([BUNDLE.count, -BUNDLE.count]);
  });

  test("a case lost that was never seen open is taken back when it is resolved, closed at once", async () => {
    const { userId, paypalOrderId, orderId } = await paidPlayer();
    const opened = fake.dispute(paypalOrderId);
    // The CREATED delivery never came: only the resolution does.
    const resolved = fake.resolveDispute(opened.resource.dispute_id, "ACCEPTED");
    expect(await deliver(resolved)).toEqual({ status: 200, body: HANDLED });
    expect(await deliver(resolved)).toEqual({ status: 200, body: HANDLED });
    expect(await gems(userId)).toBe(WELCOME_GEMS);
    expect(await reversalOf(orderId)).toMatchObject({ state: "SETTLED", caseId: opened.resource.dispute_id, gemsTaken: BUNDLE.count });
    expect(await db.paymentReversal.count({ where: { orderId } })).toBe(1);
  });

  test("a case won that was never seen open changes nothing; a dispute without a capture or an outcome is acknowledged and logged", async () => {
    const { userId, paypalOrderId, orderId } = await paidPlayer();
    const opened = fake.dispute(paypalOrderId);
    expect(await deliver(fake.resolveDispute(opened.resource.dispute_id, "RESOLVED_SELLER_FAVOUR"))).toEqual({ status: 200, body: HANDLED });
    await expectNothingTakenBack(userId, orderId);

    const other = await paidPlayer();
    const malformed = fake.dispute(other.paypalOrderId);
    const logs = capturedLogger();
    const { app: logged } = createTestApp(db, { paypal: paypalConfig }, {}, undefined, logs.logger);
    expect(await deliver({ ...malformed, resource: { ...malformed.resource, disputed_transactions: [] } }, { to: logged })).toEqual({ status: 200, body: { received: true, handled: false } });
    const resolvedWithout = fake.resolveDispute(malformed.resource.dispute_id, "RESOLVED_BUYER_FAVOUR");
    delete resolvedWithout.resource.dispute_outcome;
    expect(await deliver(resolvedWithout, { to: logged })).toEqual({ status: 200, body: { received: true, handled: false } });
    const problems = logs.problems().join("\n");
    expect(problems).toContain(`${malformed.id} (CUSTOMER.DISPUTE.CREATED) names no dispute, capture or amount`);
    expect(problems).toContain(`${resolvedWithout.id} (CUSTOMER.DISPUTE.RESOLVED) is resolved without an outcome`);
    await expectNothingTakenBack(other.userId, other.orderId);
  });
});

describe("deliveries that must be refused: 400, nothing taken back", () => {
  const without = (name: string) => (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));
  const replacing = (name: string, value: string) => (headers: Record<string, string>) => ({ ...headers, [name]: value });

  const forms: [string, { webhookId?: string; headers?: (signed: Record<string, string>) => Record<string, string>; body?: (signed: string) => string }, Json][] = [
    ["no transmission headers at all", { headers: () => ({ "content-type": "application/json" }) }, NO_HEADERS],
    ["no transmission signature", { headers: without("paypal-transmission-sig") }, NO_HEADERS],
    ["no transmission id", { headers: without("paypal-transmission-id") }, NO_HEADERS],
    ["an empty transmission signature", { headers: replacing("paypal-transmission-sig", "") }, NO_HEADERS],
    ["no certificate URL", { headers: without("paypal-cert-url") }, NO_HEADERS],
    ["signed for another webhook", { webhookId: "3XJ37891WU1092736FORGOTTEN" }, NOT_VERIFIED],
    ["a forged signature", { headers: replacing("paypal-transmission-sig", Buffer.from("forged".repeat(40)).toString("base64")) }, NOT_VERIFIED],
    ["another transmission's time", { headers: replacing("paypal-transmission-time", "2020-01-01T00:00:00Z") }, NOT_VERIFIED],
    ["a certificate that is not PayPal's", { headers: replacing("paypal-cert-url", "https://attacker.example/cert.pem") }, NOT_VERIFIED],
    ["another signing algorithm", { headers: replacing("paypal-auth-algo", "none") }, NOT_VERIFIED],
    ["a tampered body (a larger refund) under the signature", { body: (signed) => signed.replace(/"total_refunded_amount":\{"currency_code":"USD","value":"[\d.]+"\}/, '"total_refunded_amount":{"currency_code":"USD","value":"19.99"}') }, NOT_VERIFIED],
    ["a body that is not JSON", { body: () => "not json" }, NOT_AN_EVENT],
    ["a JSON body that is not an event", { body: () => JSON.stringify({ hello: "world" }) }, NOT_AN_EVENT],
  ];

  test.each(forms)("%s", async (_form, how, expected) => {
    const { userId, paypalOrderId, orderId } = await paidPlayer();
    const refund = fake.refund(paypalOrderId, "10.00");
    const signed = fake.transmit(refund);
    const answer = await deliver(refund, {
      ...(how.webhookId !== undefined ? { webhookId: how.webhookId } : {}),
      ...(how.headers ? { headers: how.headers } : {}),
      ...(how.body ? { body: how.body(signed.body) } : {}),
    });
    expect(answer).toEqual({ status: 400, body: expected });
    await expectNothingTakenBack(userId, orderId);
    // PayPal's retry of the genuine delivery still applies, once.
    expect(await deliver(refund)).toEqual({ status: 200, body: HANDLED });
    expect(await gems(userId)).toBe(WELCOME_GEMS + BUNDLE.count - 300);
  });

  test("headers missing or the body not an event: refused without asking PayPal", async () => {
    const { paypalOrderId } = await paidPlayer();
    const refund = fake.refund(paypalOrderId);
    const before = fake.requests.length;
    expect((await deliver(refund, { headers: without("paypal-transmission-sig") })).status).toBe(400);
    expect((await deliver(refund, { body: "[]" })).status).toBe(400);
    expect(fake.requests.length).toBe(before);
  });
});

describe("PayPal unavailable, not configured, or our database down", () => {
  test("PayPal's verification failing: 502, nothing taken back; PayPal's next delivery applies once", async () => {
    const { userId, paypalOrderId, orderId } = await paidPlayer();
    const refund = fake.refund(paypalOrderId);
    fake.setVerifyMode("fail");
    expect(await deliver(refund)).toEqual({ status: 502, body: { error: "provider_unavailable", message: "INTERNAL_SERVER_ERROR" } });
    await expectNothingTakenBack(userId, orderId);

    fake.setVerifyMode("normal");
    expect(await deliver(refund)).toEqual({ status: 200, body: HANDLED });
    expect(await gems(userId)).toBe(WELCOME_GEMS);
  });

  test("PAYPAL_WEBHOOK_ID is read with the other PayPal settings", () => {
    const paypal = { PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret" };
    expect(readConfig({ ...paypal, PAYPAL_WEBHOOK_ID: " 8PT597110X687430LKGECATA " }).paypal?.webhookId).toBe("8PT597110X687430LKGECATA");
    expect(readConfig(paypal).paypal?.webhookId).toBeUndefined();
  });

  test("PayPal configured without PAYPAL_WEBHOOK_ID, or not at all: 503, PayPal not asked", async () => {
    const { app: noWebhook } = createTestApp(db, { paypal: { ...paypalConfig, webhookId: undefined } });
    const { app: bare } = createTestApp(db);
    const { userId, paypalOrderId, orderId } = await paidPlayer();
    const refund = fake.refund(paypalOrderId);
    const before = fake.requests.length;
    for (const to of [noWebhook, bare]) {
      expect(await deliver(refund, { to })).toEqual({ status: 503, body: { error: "not_configured", message: "Payments are not available right now." } });
    }
    expect(fake.requests.length).toBe(before);
    await expectNothingTakenBack(userId, orderId);
  });

  test("a refund while the database is down: 500, logged with the event; the retry takes the gems back once", async () => {
    const downDb = await unreachableDatabaseClient(database.url);
    try {
      const downLog = capturedLogger();
      const { app: downApp } = createTestApp(downDb, { paypal: paypalConfig }, {}, undefined, downLog.logger);
      const { userId, paypalOrderId, orderId } = await paidPlayer();
      const refund = fake.refund(paypalOrderId);
      expect(await deliver(refund, { to: downApp })).toEqual({ status: 500, body: OUR_FAULT });
      const log = downLog.problems().join("\n");
      expect(log).toContain(refund.id);
      expect(log).toContain("PAYMENT.CAPTURE.REFUNDED");
      await expectNothingTakenBack(userId, orderId);

      expect(await deliver(refund)).toEqual({ status: 200, body: HANDLED });
      expect(await deliver(refund)).toEqual({ status: 200, body: HANDLED });
      expect(await gems(userId)).toBe(WELCOME_GEMS);
      expect(await db.paymentReversal.count({ where: { orderId } })).toBe(1);
    } finally {
      await downDb.$disconnect();
    }
  });

  test("the webhook route has the other API writes' guards: no cookie-carrying cross-origin write, JSON only, 128 KB at most", async () => {
    const { client, userId, paypalOrderId, orderId } = await paidPlayer();
    const signed = fake.transmit(fake.refund(paypalOrderId));
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const send = (headers: Record<string, string>, body = signed.body) => app.request(`${TEST_ORIGIN}/api/payment/paypal-wh`, { method: "POST", headers: { ...signed.headers, ...headers }, body });
    expect((await send({ origin: "https://attacker.example", cookie })).status).toBe(403);
    expect((await send({ "content-type": "text/plain" })).status).toBe(415);
    const padded = `${signed.body}${" ".repeat(130 * 1024)}`;
    expect((await send({ "content-length": String(Buffer.byteLength(padded)) }, padded)).status).toBe(413);
    await expectNothingTakenBack(userId, orderId);
  });
});

describe("reversals and credits delivered concurrently: the books always balance", () => {
  /** Each race is run this many times: a lost update shows only in some interleavings. */
  const ROUNDS = 20;

  /** capture: the buyer's paypal-f; refund/reverse: a new PayPal event (made before the race); again: the previous event delivered once more. */
  type Step = { kind: "capture" } | { kind: "refund"; value?: string } | { kind: "reverse" } | { kind: "again" };
  const captured: Step = { kind: "capture" };
  const refunded = (value?: string): Step => (value === undefined ? { kind: "refund" } : { kind: "refund", value });
  const reversed: Step = { kind: "reverse" };
  const again: Step = { kind: "again" };

  interface Race {
    /** "before": paypal-f credited before the race; "racing": PayPal captured (its answer lost) and paypal-f's retry is a racer. */
    credit: "before" | "racing";
    steps: Step[];
    /** The player spends down to this balance before the race (only with credit "before"). */
    spendDownTo?: number;
  }

  const races: [string, Race][] = [
    ["a full refund delivered twice at once", { credit: "before", steps: [refunded(), again] }],
    ["two partial refunds (cumulative totals)", { credit: "before", steps: [refunded("5.00"), refunded("5.00")] }],
    ["partial refunds racing up to a full refund", { credit: "before", steps: [refunded("5.00"), refunded("5.00"), refunded("5.00"), refunded()] }],
    ["a partial refund and a reversal of the rest, each delivered twice", { credit: "before", steps: [refunded("10.00"), again, reversed, again] }],
    ["paypal-f racing a full refund", { credit: "racing", steps: [captured, refunded()] }],
    ["paypal-f racing two partial refunds, one delivered twice", { credit: "racing", steps: [refunded("5.00"), captured, refunded("5.00"), again] }],
    ["paypal-f, twice, racing a reversal", { credit: "racing", steps: [captured, reversed, captured] }],
    ["a refund delivered twice and a reversal after the player spent most gems", { credit: "before", spendDownTo: 50, steps: [refunded("10.00"), again, reversed] }],
  ];


  test.each(races)("%s", async (_name, race) => {
    const { client, userId } = await player();
    for (let round = 0; round < ROUNDS; round++) {
      const { paypalOrderId, orderId } = await approvedPayment(client);
      if (race.credit === "before") expect((await capture(client, paypalOrderId)).status).toBe(200);
      else await (await createPaypalClient(paypalConfig)).orders.captureOrder({ id: paypalOrderId, paypalRequestId: `lost-${randomUUID()}` });
      if (race.spendDownTo !== undefined) {
        const spend = (await gems(userId)) - race.spendDownTo;
        await db.$transaction((tx) => debit(tx, { userId, currency: "GEMS", amount: spend, reason: "Spent in the store" }));
      }
      // PayPal's events exist before they are delivered: made in order, then all sent at once.
      const events: FakePaypalWebhookEvent[] = [];
      const deliveries: (() => Promise<{ status: number; body: Json }>)[] = [];
      for (const step of race.steps) {
        if (step.kind === "capture") {
          deliveries.push(() => capture(client, paypalOrderId));
          continue;
        }
        const event = step.kind === "again" ? events.at(-1) : step.kind === "refund" ? fake.refund(paypalOrderId, step.value) : fake.reverse(paypalOrderId);
        if (!event) throw new Error("`again` needs an event before it");
        if (step.kind !== "again") events.push(event);
        deliveries.push(() => deliver(event));
      }
      const total = events.map((e) => Math.round(Number(e.resource.seller_payable_breakdown.total_refunded_amount.value) * 100));
      const expectedReversed = Math.min(BUNDLE.count, Math.round((BUNDLE.count * Math.max(...total)) / BUNDLE.cost));
      const before = { gems: await gems(userId), moved: await ledgerSumFor(db, orderId) };

      const answers = await Promise.all(deliveries.map((send) => send()));
      for (const answer of answers) expect(answer.status).toBe(200);

      await expectRaceBooks(db, {
        userId,
        orderId,
        before,
        credit: race.credit,
        spendDownTo: race.spendDownTo,
        bundleGems: BUNDLE.count,
        reversalCount: events.length,
        expectedReversed,
      });
    }
  });
});

describe("at the end", () => {
  test("every player's ledger sums to their balance", async () => {
    expect(await findLedgerMismatches(db)).toEqual([]);
  });

  test("no response carried a secret (client secret, access token)", () => {
    expect(seenBodies.length).toBeGreaterThan(50);
    for (const body of seenBodies) {
      expect(body).not.toContain(fake.clientSecret);
      expect(body).not.toMatch(/A21AA/);
      expect(body).not.toMatch(/Bearer|Basic /);
    }
  });
});
