/**
 * The console's money pages: reconciliation of payment orders against their credit, reversals and
 * ledger rows, every order with its provider events, and daily totals; only admins read them.
 * Orders are made and paid through the payments module itself, then broken the ways a bad
 * restore, a lost webhook or hand-written SQL would break them.
 */
import { randomUUID } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { beforeAll, describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { createTestApp, useTestApp } from "../../../tests/support/testApp.ts";
import { createPortalEvents } from "../../events.ts";
import { attachProviderPayment, createOrder, fulfilPayment, reversePayment, trackRefund, undoRefund, type PaymentEnvironment } from "../../payments/orders.ts";
import { PrismaClient, type RefundState } from "../../generated/prisma/client.ts";
import type { GemBundle } from "../../store/storeCatalog.ts";
import { debit } from "../../wallet/wallet.ts";
import type { Staff } from "../access.ts";
import { disputesInFlight, MAX_ORDER_REFUNDS, moneyDays, orderRefunds, paymentOrdersPage, paymentProblems, refundsInFlight, STALE_ORDER_HOURS } from "../money.ts";
import { setRole } from "../roles.ts";

const testApp = useTestApp();
/** A bundle as the store sells it (createOrder prices from its count and cost). */
const BUNDLE: GemBundle = { count: 100, bonus: 0, cost: 499, img: "gems-100.svg", popular: false, best: false };
const admin: Staff = { userId: "nobody", role: "ADMIN" };
const moderator: Staff = { userId: "nobody", role: "MODERATOR" };

let env: PaymentEnvironment;
let clients: { admin: HttpClient; moderator: HttpClient; player: HttpClient };
let buyer: string;

async function account(name: string): Promise<{ client: HttpClient; userId: string; email: string }> {
  const client = new HttpClient(testApp.app);
  const email = `${name}-${randomUUID().slice(0, 8)}@example.test`;
  const response = await client.signUp(email, "correct-horse-battery", name);
  expect(response.status).toBe(200);
  return { client, userId: response.body.user!.id, email };
}

beforeAll(async () => {
  env = { db: testApp.db, events: createPortalEvents() };
  const [a, m, p] = await Promise.all([account("ada"), account("mo"), account("pat")]);
  await setRole(testApp.db, a.email, "ADMIN");
  await setRole(testApp.db, m.email, "MODERATOR");
  clients = { admin: a.client, moderator: m.client, player: p.client };
  buyer = p.userId;
});

/** An order paid through the provider's success, as a webhook or the client's confirmation would. */
async function paidOrder(): Promise<string> {
  const order = await createOrder(testApp.db, buyer, BUNDLE, "STRIPE");
  const paymentId = `pi_${randomUUID()}`;
  await attachProviderPayment(testApp.db, order.id, paymentId);
  await fulfilPayment(env, {
    provider: "STRIPE",
    providerPaymentId: paymentId,
    amountCents: BUNDLE.cost,
    currency: "usd",
  });
  return order.id;
}

async function paymentOf(orderId: string): Promise<string> {
  return (await testApp.db.paymentOrder.findUniqueOrThrow({ where: { id: orderId } })).providerPaymentId!;
}

async function refund(orderId: string, cents: number): Promise<void> {
  const order = await testApp.db.paymentOrder.findUniqueOrThrow({
    where: { id: orderId },
  });
  await reversePayment(env, {
    provider: "STRIPE",
    providerPaymentId: order.providerPaymentId!,
    eventId: `re_${randomUUID()}`,
    kind: "refund",
    amountCents: cents,
  });
}

async function problemsOf(orderId: string): Promise<string[] | undefined> {
  return (await paymentProblems(testApp.db, admin, new Date()))!.find((row) => row.order.id === orderId)?.problems;
}

/** The statement that finds problem orders and the check that words them agree, over every order. */
async function expectBothChecksAgree(): Promise<void> {
  const now = new Date();
  const everyOrder = (await paymentOrdersPage(testApp.db, admin, { after: null, take: 100 }, now))!;
  const worded = everyOrder.filter((row) => row.problems.length > 0).map((row) => row.order.id);
  expect((await paymentProblems(testApp.db, admin, now))!.map((row) => row.order.id)).toEqual(worded);
}

describe("reconciliation", () => {
  test("a paid order, a refunded one and a failed one reconcile; the books of each agree", async () => {
    const paid = await paidOrder();
    const refunded = await paidOrder();
    await refund(refunded, BUNDLE.cost);
    const failed = await createOrder(testApp.db, buyer, BUNDLE, "PAYPAL");
    await testApp.db.paymentOrder.update({
      where: { id: failed.id },
      data: { status: "FAILED", failureMessage: "Your card was declined." },
    });
    for (const id of [paid, refunded, failed.id]) expect(await problemsOf(id)).toBeUndefined();
    const page = (await paymentOrdersPage(testApp.db, admin, { after: null, take: 3 }, new Date()))!;
    expect(page.map((row) => row.order.id)).toEqual([failed.id, refunded, paid]);
    const shown = page[1]!.order;
    expect(shown.credit?.gems).toBe(BUNDLE.count);
    expect(shown.reversals).toMatchObject([{ kind: "refund", gemsRequested: BUNDLE.count, gemsTaken: BUNDLE.count }]);
    await expectBothChecksAgree();
  });

  test("each way the rows can disagree is found and said in words, by both checks", async () => {
    const breakages: {
      name: string;
      apply: (orderId: string) => Promise<unknown>;
      says: RegExp;
    }[] = [
      {
        name: "credit lost",
        apply: (id) => testApp.db.$executeRaw`DELETE FROM "PaymentCredit" WHERE "orderId" = ${id}`,
        says: /^Paid, but no gems were credited\.$/,
      },
      {
        name: "status rolled back",
        apply: (id) =>
          testApp.db.paymentOrder.update({
            where: { id },
            data: { status: "PENDING" },
          }),
        says: /^Credited 100 gems, but the order is pending\.$/,
      },
      {
        name: "ledger row changed",
        apply: (id) => testApp.db.$executeRaw`UPDATE "LedgerEntry" SET delta = delta + 5 WHERE reference = ${`order:${id}`}`,
        says: /^The ledger brought in 105 gems; the credit says 100\.$/,
      },
      {
        name: "reversed count changed",
        apply: (id) =>
          testApp.db.paymentOrder.update({
            where: { id },
            data: { reversedGems: 30 },
          }),
        says: /its refund and dispute events asked for 0\.$/,
      },
    ];
    for (const breakage of breakages) {
      const orderId = await paidOrder();
      await expectBothChecksAgree();
      expect(await problemsOf(orderId), breakage.name).toBeUndefined();
      await breakage.apply(orderId);
      expect(await problemsOf(orderId), breakage.name).toEqual(expect.arrayContaining([expect.stringMatching(breakage.says)]));
      await expectBothChecksAgree();
    }
  });

  test("a refund the balance could not cover is owed, and an order with no answer for a day is flagged", async () => {
    const orderId = await paidOrder();
    // The player spent the gems before the refund arrived.
    const { gems } = await testApp.db.player.findUniqueOrThrow({
      where: { userId: buyer },
    });
    await testApp.db.$transaction((tx) =>
      debit(tx, {
        userId: buyer,
        currency: "GEMS",
        amount: gems,
        reason: "Bought a city",
        reference: "test:spend",
      }),
    );
    await refund(orderId, BUNDLE.cost);
    expect(await problemsOf(orderId)).toEqual(["100 gems could not be taken back: the player's balance was short."]);

    const waiting = await createOrder(testApp.db, buyer, BUNDLE, "PAYPAL");
    expect(await problemsOf(waiting.id)).toBeUndefined();
    const old = new Date(Date.now() - (STALE_ORDER_HOURS + 1) * 3_600_000);
    await testApp.db.paymentOrder.update({
      where: { id: waiting.id },
      data: { createdAt: old },
    });
    expect(await problemsOf(waiting.id)).toEqual([`No answer from PayPal for over ${STALE_ORDER_HOURS} hours.`]);
    await expectBothChecksAgree();
  });
});

describe("refunds in flight", () => {
  const pendingIds = async () => (await refundsInFlight(testApp.db, admin))!.map((row) => row.refund.refundId);

  test("a refund reported pending is listed with its order, oldest first, until it settles; settled ones and payments not ours are not", async () => {
    const [older, newer, settled] = [await paidOrder(), await paidOrder(), await paidOrder()];
    const track = async (orderId: string, refundId: string, state: "PENDING" | "SUCCEEDED" | "FAILED") =>
      trackRefund(testApp.db, { provider: "STRIPE", providerPaymentId: await paymentOf(orderId), refundId, amountCents: 200, state });
    const ids = { older: `re_${randomUUID().slice(0, 8)}`, newer: `re_${randomUUID().slice(0, 8)}`, settled: `re_${randomUUID().slice(0, 8)}` };
    expect(await track(older, ids.older, "PENDING")).toBe(true);
    expect(await track(newer, ids.newer, "PENDING")).toBe(true);
    expect(await track(settled, ids.settled, "SUCCEEDED")).toBe(true);
    expect(await trackRefund(testApp.db, { provider: "STRIPE", providerPaymentId: "pi_not_ours", refundId: "re_not_ours", amountCents: 1, state: "PENDING" })).toBe(false);

    const listed = (await refundsInFlight(testApp.db, admin))!.filter((row) => [older, newer, settled].includes(row.order.id));
    expect(listed.map((row) => [row.refund.refundId, row.order.id])).toEqual([
      [ids.older, older],
      [ids.newer, newer],
    ]);
    expect(listed[0]!.refund).toMatchObject({ amountCents: 200, state: "PENDING", settledAt: null });
    expect(listed[0]!.order.credit?.gems).toBe(BUNDLE.count);

    // A pending report after the refund settled is late: it stays settled.
    await track(older, ids.older, "FAILED");
    await track(older, ids.older, "PENDING");
    expect(await pendingIds()).not.toContain(ids.older);
    expect(await pendingIds()).toContain(ids.newer);
    expect(await refundsInFlight(testApp.db, moderator)).toBeNull();
  });

  test("over GraphQL for admins, null for moderators; a failed refund's reversal reads as gems no longer asked back", async () => {
    const orderId = await paidOrder();
    const paymentId = await paymentOf(orderId);
    const refundId = `re_${randomUUID().slice(0, 8)}`;
    await refund(orderId, BUNDLE.cost);
    await trackRefund(testApp.db, { provider: "STRIPE", providerPaymentId: paymentId, refundId, amountCents: BUNDLE.cost, state: "PENDING" });
    const QUERY = `{ admin { money { refundsInFlight { refundId amountCents state createdAt order { id status reversedGems } } } } }`;
    type InFlight = { admin: { money: { refundsInFlight: { refundId: string; amountCents: number; state: string; order: { id: string; status: string; reversedGems: number } }[] } | null } | null };
    const read = await clients.admin.graphql<InFlight>(QUERY);
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data!.admin!.money!.refundsInFlight.find((row) => row.refundId === refundId)).toMatchObject({
      amountCents: BUNDLE.cost,
      state: "PENDING",
      order: { id: orderId, status: "REFUNDED", reversedGems: BUNDLE.count },
    });
    expect((await clients.moderator.graphql<InFlight>(QUERY)).body.data!.admin!.money).toBeNull();

    await trackRefund(testApp.db, { provider: "STRIPE", providerPaymentId: paymentId, refundId, amountCents: BUNDLE.cost, state: "FAILED" });
    await undoRefund(env, { provider: "STRIPE", providerPaymentId: paymentId, eventId: `evt_${randomUUID()}`, refundId, amountCents: BUNDLE.cost });
    expect(await pendingIds()).not.toContain(refundId);
    const order = (await paymentOrdersPage(testApp.db, admin, { after: null, take: 100 }, new Date()))!.find((row) => row.order.id === orderId)!;
    expect(order.problems).toEqual([]);
    expect(order.order.reversals.map((row) => [row.kind, row.gemsRequested, row.gemsRestored])).toEqual([
      ["refund", BUNDLE.count, 0],
      ["refund failed", -BUNDLE.count, BUNDLE.count],
    ]);
  });
});

describe("an order's refunds", () => {
  /** Reports refunds of an order to the portal as Stripe would, each in the state given, in this order. */
  async function reportRefunds(orderId: string, reports: readonly (readonly [refundId: string, state: RefundState])[]): Promise<void> {
    const providerPaymentId = await paymentOf(orderId);
    for (const [refundId, state] of reports) {
      expect(await trackRefund(testApp.db, { provider: "STRIPE", providerPaymentId, refundId, amountCents: 100, state })).toBe(true);
    }
  }
  const tag = () => `re_${randomUUID().slice(0, 8)}`;

  test("each order has its own refunds, oldest first, with where each stands; an order without is left out; moderators read none", async () => {
    const [refunded, other, plain] = [await paidOrder(), await paidOrder(), await paidOrder()];
    const ids = { pending: `${tag()}_1`, failed: `${tag()}_2`, canceled: `${tag()}_3`, otherOrder: tag() };
    await reportRefunds(refunded, [
      [ids.pending, "PENDING"],
      [ids.failed, "SUCCEEDED"],
      [ids.canceled, "CANCELED"],
      [ids.failed, "FAILED"],
    ]);
    await reportRefunds(other, [[ids.otherOrder, "SUCCEEDED"]]);

    const refunds = (await orderRefunds(testApp.db, admin, [refunded, other, plain, "no-such-order"]))!;
    expect(refunds.get(refunded)!.map((row) => [row.refundId, row.state, row.amountCents, row.settledAt === null])).toEqual([
      [ids.pending, "PENDING", 100, true],
      [ids.failed, "FAILED", 100, false],
      [ids.canceled, "CANCELED", 100, false],
    ]);
    expect(refunds.get(other)!.map((row) => [row.refundId, row.state])).toEqual([[ids.otherOrder, "SUCCEEDED"]]);
    expect([...refunds.keys()].sort()).toEqual([refunded, other].sort());
    expect(await orderRefunds(testApp.db, admin, [])).toEqual(new Map());
    expect(await orderRefunds(testApp.db, moderator, [refunded])).toBeNull();
  });

  test(`at most ${MAX_ORDER_REFUNDS} an order, the oldest`, async () => {
    const orderId = await paidOrder();
    const base = tag();
    const reports = Array.from({ length: MAX_ORDER_REFUNDS + 1 }, (_, index) => [`${base}_${String(index).padStart(2, "0")}`, "SUCCEEDED"] as const);
    await reportRefunds(orderId, reports);
    const listed = (await orderRefunds(testApp.db, admin, [orderId]))!.get(orderId)!;
    expect(listed.map((row) => row.refundId)).toEqual(reports.slice(0, MAX_ORDER_REFUNDS).map(([refundId]) => refundId));
  });

  test("over GraphQL an admin sees each order's refunds, in the money pages and on the player's page; moderators, players, temporary users and visitors see none", async () => {
    const [refunded, plain] = [await paidOrder(), await paidOrder()];
    const [pending, succeeded] = [`${tag()}_1`, `${tag()}_2`];
    await reportRefunds(refunded, [
      [pending, "PENDING"],
      [succeeded, "SUCCEEDED"],
    ]);
    const QUERY = `query ($userId: ID!) { admin {
      money { orders(first: 10) { edges { node { order { id refunds { refundId amountCents state createdAt settledAt } } } } } }
      player(userId: $userId) { payments { id refunds { refundId state } } } } }`;
    type Refund = { refundId: string; amountCents: number; state: string; createdAt: string; settledAt: string | null };
    type Read = {
      admin: {
        money: { orders: { edges: { node: { order: { id: string; refunds: Refund[] } } }[] } } | null;
        player: { payments: { id: string; refunds: Pick<Refund, "refundId" | "state">[] }[] | null } | null;
      } | null;
    };
    const read = await clients.admin.graphql<Read>(QUERY, { userId: buyer });
    expect(read.body.errors).toBeUndefined();
    const orders = read.body.data!.admin!.money!.orders.edges.map((edge) => edge.node.order);
    expect(orders.find((order) => order.id === refunded)!.refunds).toEqual([
      { refundId: pending, amountCents: 100, state: "PENDING", createdAt: expect.any(String), settledAt: null },
      { refundId: succeeded, amountCents: 100, state: "SUCCEEDED", createdAt: expect.any(String), settledAt: expect.any(String) },
    ]);
    expect(orders.find((order) => order.id === plain)!.refunds).toEqual([]);
    const payments = read.body.data!.admin!.player!.payments!;
    expect(payments.find((order) => order.id === refunded)!.refunds.map((row) => row.state)).toEqual(["PENDING", "SUCCEEDED"]);

    // READ_MONEY is the admins' alone: a moderator's console has neither money nor payments.
    const asModerator = (await clients.moderator.graphql<Read>(QUERY, { userId: buyer })).body.data!.admin!;
    expect(asModerator.money).toBeNull();
    expect(asModerator.player!.payments).toBeNull();
    const temporary = new HttpClient(testApp.app);
    expect((await temporary.json("/api/user-data", { a: "tp" })).status).toBe(200);
    for (const client of [clients.player, temporary, new HttpClient(testApp.app)]) {
      const response = await client.graphql<Read>(QUERY, { userId: buyer });
      expect(response.status).toBe(200);
      expect(response.body.data?.admin ?? null).toBeNull();
    }
  });

  test("a page of orders reads all its orders' refunds in one statement", async () => {
    const ORDERS = 6;
    const orderIds: string[] = [];
    for (let index = 0; index < ORDERS; index++) orderIds.push(await paidOrder());
    await reportRefunds(orderIds[1]!, [[tag(), "SUCCEEDED"]]);
    await reportRefunds(orderIds[4]!, [
      [tag(), "PENDING"],
      [tag(), "SUCCEEDED"],
    ]);
    // The same database through a client that reports each statement it sends (Prisma's query event).
    const logged = new PrismaClient({ adapter: new PrismaPg({ connectionString: testApp.database.url }), log: [{ emit: "event", level: "query" }] });
    const statements: string[] = [];
    logged.$on("query", (event) => statements.push(event.query));
    try {
      const email = `refund-reader-${randomUUID().slice(0, 8)}@example.test`;
      const reader = new HttpClient(createTestApp(logged).app);
      expect((await reader.signUp(email)).status).toBe(200);
      await setRole(testApp.db, email, "ADMIN");
      type Read = { admin: { money: { orders: { edges: { node: { order: { id: string; refunds: { refundId: string }[] } } }[] } } } };
      const before = statements.length;
      const read = await reader.graphql<Read>(`{ admin { money { orders(first: ${ORDERS}) { edges { node { order { id refunds { refundId } } } } } } } }`);
      expect(read.body.errors).toBeUndefined();
      const listed = read.body.data!.admin.money.orders.edges.map((edge) => edge.node.order);
      expect(listed.map((order) => order.id)).toEqual([...orderIds].reverse());
      expect(listed.map((order) => order.refunds.length)).toEqual([0, 2, 0, 0, 1, 0]);
      expect(statements.slice(before).filter((sql) => /"PaymentRefund"/.test(sql))).toHaveLength(1);
    } finally {
      await logged.$disconnect();
    }
  });
});

describe("daily totals", () => {
  test("today counts the day's credits, refunds and every currency's flows; earlier days with nothing are zeros", async () => {
    const before = (await moneyDays(testApp.db, admin, 3, new Date()))!;
    expect(before.map((day) => day.day)).toEqual([0, 1, 2].map((back) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10)));
    const orderId = await paidOrder();
    await refund(orderId, Math.round(BUNDLE.cost / 2));
    const [today] = (await moneyDays(testApp.db, admin, 3, new Date()))!;
    expect(today!.ordersPaid - before[0]!.ordersPaid).toBe(1);
    expect(today!.amounts.find((amount) => amount.currency === "USD")!.cents - (before[0]!.amounts.find((amount) => amount.currency === "USD")?.cents ?? 0)).toBe(BUNDLE.cost);
    expect(today!.gemsCredited - before[0]!.gemsCredited).toBe(BUNDLE.count);
    expect(today!.gemsReversed - before[0]!.gemsReversed).toBe(50);
    expect(today!.gemsTakenBack - before[0]!.gemsTakenBack).toBe(50);
    expect(today!.gemsCreated - before[0]!.gemsCreated).toBe(BUNDLE.count);
    expect(today!.gemsSpent - before[0]!.gemsSpent).toBe(50);
    expect((await moneyDays(testApp.db, admin, 1_000, new Date()))!).toHaveLength(90);
    expect((await moneyDays(testApp.db, admin, -5, new Date()))!).toHaveLength(1);
  });
});

describe("who may read money", () => {
  const MONEY = `{ admin { money { problems { problems order { id } }
    inFlight { dispute { caseId state gemsRequested gemsTaken gemsRestored closedAt } order { id status } }
    refundsInFlight { refundId amountCents state createdAt order { id status } }
    days(count: 2) { day ordersPaid amounts { currency cents } gemsCredited tokensCreated tokensSpent }
    orders(first: 2) { edges { cursor node { problems order { id status gems creditedGems creditedAt reversals { eventId kind gemsTaken } } } } pageInfo { hasNextPage endCursor } } } } }`;
  type Money = {
    admin: {
      money: {
        days: { day: string }[];
        orders: {
          edges: { cursor: string; node: { order: { id: string } } }[];
          pageInfo: { hasNextPage: boolean; endCursor: string };
        };
      } | null;
    } | null;
  };

  test("admins read it over GraphQL and page the orders; moderators get null and players no console", async () => {
    await paidOrder();
    await paidOrder();
    await paidOrder();
    const first = await clients.admin.graphql<Money>(MONEY);
    expect(first.body.errors).toBeUndefined();
    const money = first.body.data!.admin!.money!;
    expect(money.days).toHaveLength(2);
    expect(money.orders.edges).toHaveLength(2);
    expect(money.orders.pageInfo.hasNextPage).toBe(true);
    const next = await clients.admin.graphql<{
      admin: {
        money: { orders: { edges: { node: { order: { id: string } } }[] } };
      };
    }>(`query ($after: String) { admin { money { orders(first: 2, after: $after) { edges { node { order { id } } } } } } }`, { after: money.orders.pageInfo.endCursor });
    const seen = money.orders.edges.map((edge) => edge.node.order.id);
    const after = next.body.data!.admin.money.orders.edges.map((edge) => edge.node.order.id);
    expect(after).toHaveLength(2);
    expect(after.some((id) => seen.includes(id))).toBe(false);

    expect((await clients.moderator.graphql<Money>(MONEY)).body.data!.admin!.money).toBeNull();
    expect((await clients.player.graphql<Money>(MONEY)).body.data!.admin).toBeNull();
    expect(await paymentProblems(testApp.db, moderator, new Date())).toBeNull();
    expect(await moneyDays(testApp.db, moderator, 1, new Date())).toBeNull();
    expect(await disputesInFlight(testApp.db, moderator)).toBeNull();
    expect(await paymentOrdersPage(testApp.db, moderator, { after: null, take: 1 }, new Date())).toBeNull();
  });

  test("bad cursors and page sizes are clear errors, never a server error", async () => {
    for (const after of ["nonsense", "", Buffer.from("not a date|x").toString("base64url"), "x".repeat(5_000)]) {
      const response = await clients.admin.graphql<Money>(`query ($after: String) { admin { money { orders(first: 2, after: $after) { edges { cursor } } } } }`, { after });
      expect(response.status).toBe(200);
      expect(response.body.errors?.[0]?.message ?? "", after.slice(0, 20)).not.toMatch(/unexpected/i);
    }
    const huge = await clients.admin.graphql<Money>(`{ admin { money { orders(first: 100000) { edges { cursor } } days(count: 100000) { day } } } }`);
    expect(huge.status).toBe(200);
    expect(huge.body.errors?.[0]?.message ?? "").not.toMatch(/unexpected/i);
  });
});
