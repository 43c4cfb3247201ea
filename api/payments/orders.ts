import { randomBytes } from "node:crypto";
import type { PaymentProvider, RefundState } from "../generated/prisma/client.ts";
import type { Database } from "../database/prisma.ts";
import type { Tx } from "../database/transaction.ts";
import { publishWalletChanged, type PortalEvents } from "../events.ts";
import type { GemBundle } from "../store/storeCatalog.ts";
import { rewardInviterForPurchase, takeBackPurchaseReward } from "../invites/invites.ts";
import { credit, debitUpTo } from "../wallet/wallet.ts";

/** Gems are sold in US dollars only (docs/product/currencies.md#gem-bundles). */
export const PAYMENT_CURRENCY = "USD";

/** What both doors (GraphQL and REST) say when gems cannot be bought at all. */
export const NOT_SIGNED_IN_MESSAGE = "To purchase gems, you'll need to sign in.";
export const NOT_CONFIGURED_MESSAGE = "Payments are not available right now.";

/** What crediting and taking back gems work with. */
export interface PaymentEnvironment {
  db: Database;
  /** Where a changed balance is published (after commit), for the player's open pages. */
  events: PortalEvents;
}

export class PaymentError extends Error {
  constructor(
    readonly code: "unknown_bundle" | "not_configured" | "provider_unavailable" | "declined" | "payer_action_required" | "mismatch" | "unknown_order",
    message: string,
  ) {
    super(message);
  }
}

export function findBundle(bundles: readonly GemBundle[], by: { count?: number; cost?: number }): GemBundle {
  const bundle = bundles.find((b) => (by.count !== undefined ? b.count === by.count : b.cost === by.cost));
  if (!bundle) throw new PaymentError("unknown_bundle", "That gem bundle is not for sale.");
  return bundle;
}

/** Every attempt to pay is an order row first, so each payment can be traced and reconciled. */
export async function createOrder(db: Database, userId: string, bundle: GemBundle, provider: PaymentProvider) {
  return db.paymentOrder.create({
    data: {
      id: `ord_${randomBytes(12).toString("hex")}`,
      userId,
      bundleCount: bundle.count,
      gems: bundle.count,
      amountCents: bundle.cost,
      currency: PAYMENT_CURRENCY,
      provider,
    },
  });
}

export async function attachProviderPayment(db: Database, orderId: string, providerPaymentId: string) {
  return db.paymentOrder.update({ where: { id: orderId }, data: { providerPaymentId, status: "PENDING" } });
}

export async function markOrderFailed(db: Database, orderId: string, message: string) {
  await db.paymentOrder.updateMany({ where: { id: orderId, status: { in: ["CREATED", "PENDING"] } }, data: { status: "FAILED", failureMessage: message } });
}

export interface ProviderPayment {
  provider: PaymentProvider;
  providerPaymentId: string;
  /** What the provider says was paid, checked against the order before anything is credited. */
  amountCents: number;
  currency: string;
  orderId?: string;
}

/**
 * Locks the payment's order row until the transaction ends and then reads it. Credits and
 * reversals of one payment take this lock first, so they run one at a time and each reads the
 * reversedGems and credit the others committed (read after the lock, not before it).
 */
async function lockOrder(tx: Tx, provider: PaymentProvider, providerPaymentId: string) {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "PaymentOrder"
     WHERE provider = ${provider}::"PaymentProvider" AND "providerPaymentId" = ${providerPaymentId}
       FOR UPDATE`;
  const id = locked[0]?.id;
  return id === undefined ? null : tx.paymentOrder.findUniqueOrThrow({ where: { id }, include: { credit: true } });
}

/** `userId`: the player the order belongs to. */
export type FulfilResult = { credited: boolean; balance: number; orderId: string; gems: number; userId: string };

/**
 * The purchase's credit: `gems` of the order to its player, once. Returns the new balance, or null
 * when the order was already credited (its PaymentCredit row exists).
 */
async function creditOrder(tx: Tx, order: { id: string; userId: string; gems: number; provider: PaymentProvider }, providerPaymentId: string, gems: number): Promise<number | null> {
  const inserted = await tx.$executeRaw`
    INSERT INTO "PaymentCredit" ("orderId", provider, "providerPaymentId", gems, "createdAt")
    VALUES (${order.id}, ${order.provider}::"PaymentProvider", ${providerPaymentId}, ${gems}, now())
    ON CONFLICT DO NOTHING`;
  if (inserted === 0) return null;
  return credit(tx, { userId: order.userId, currency: "GEMS", amount: gems, reason: `Bought ${order.gems} gems`, reference: `order:${order.id}` });
}

/**
 * Credits an order's gems once. The PaymentCredit row's unique key is what makes a second call
 * (webhook and client confirmation racing, retries, a crash between charge and credit) a no-op.
 * A credit tells the player's open pages once it has committed.
 */
export async function fulfilPayment(env: PaymentEnvironment, payment: ProviderPayment): Promise<FulfilResult> {
  const result = await env.db.$transaction(async (tx): Promise<FulfilResult> => {
    const order = await lockOrder(tx, payment.provider, payment.providerPaymentId);
    if (!order || (payment.orderId && payment.orderId !== order.id)) {
      throw new PaymentError("unknown_order", "This payment does not belong to an order of ours.");
    }
    if (order.amountCents !== payment.amountCents || order.currency !== payment.currency.toUpperCase()) {
      throw new PaymentError("mismatch", `Payment ${payment.providerPaymentId} does not match order ${order.id} (amount or currency).`);
    }
    // A refund or dispute that arrived before the success is already counted in reversedGems.
    const gems = order.gems - order.reversedGems;
    const balance = gems > 0 ? await creditOrder(tx, order, payment.providerPaymentId, gems) : null;
    if (balance === null) {
      // Reversed in full before it succeeded: nothing to credit, but the payment did succeed (a dispute won later credits it then).
      if (gems <= 0 && order.succeededAt === null) await tx.paymentOrder.update({ where: { id: order.id }, data: { succeededAt: new Date() } });
      const player = await tx.player.findUniqueOrThrow({ where: { userId: order.userId }, select: { gems: true } });
      return { credited: false, balance: player.gems, orderId: order.id, gems: order.credit?.gems ?? 0, userId: order.userId };
    }
    await rewardInviterForPurchase(tx, order.userId);
    // An order already marked refunded or disputed keeps that status; it just records the success.
    const reversed = order.status === "REFUNDED" || order.status === "DISPUTED";
    await tx.paymentOrder.update({
      where: { id: order.id },
      data: { succeededAt: new Date(), ...(reversed ? {} : { status: "SUCCEEDED", failureMessage: null }) },
    });
    return { credited: true, balance, orderId: order.id, gems, userId: order.userId };
  });
  if (result.credited) publishWalletChanged(env.events, result.userId);
  return result;
}

/**
 * A refund or dispute takes the order's gems back, once per provider event (and once per dispute
 * case: a case's closing event that finds it already recorded changes nothing). `amountCents` is the
 * total reversed on the payment so far (Stripe's amount_refunded is cumulative), so each event
 * takes only what earlier ones did not. A balance may not go below zero: what could not be taken
 * is recorded on the order for follow-up. Gems taken tell the player's open pages once committed.
 */
export async function reversePayment(
  env: PaymentEnvironment,
  reversal: {
    provider: PaymentProvider;
    providerPaymentId: string;
    eventId: string;
    kind: "refund" | "dispute";
    amountCents: number;
    /** The provider's case of a dispute; an open one stays OPEN until closeDispute. One reversal per case. */
    disputeCase?: { id: string; open: boolean };
  },
): Promise<{ taken: number; unrecovered: number } | null> {
  const reversed = await env.db.$transaction(async (tx) => {
    const order = await lockOrder(tx, reversal.provider, reversal.providerPaymentId);
    if (!order) return null;
    const inserted = await tx.$executeRaw`
      INSERT INTO "PaymentReversal" (id, "orderId", kind, "gemsRequested", "gemsTaken", state, "caseId", "beforeCredit", "createdAt")
      VALUES (${reversal.eventId}, ${order.id}, ${reversal.kind}, 0, 0, ${reversal.disputeCase?.open ? "OPEN" : "SETTLED"}::"ReversalState",
              ${reversal.disputeCase?.id ?? null}, ${!order.credit}, now())
      ON CONFLICT DO NOTHING`;
    if (inserted === 0) return null;
    // Gems in proportion to the money reversed so far, never more than the order gave.
    const target = Math.min(order.gems, Math.round((order.gems * reversal.amountCents) / order.amountCents));
    const requested = Math.max(target - order.reversedGems, 0);
    const status = reversal.kind === "refund" ? ("REFUNDED" as const) : ("DISPUTED" as const);
    if (!order.credit) {
      // Reversed before it was credited (webhooks can arrive out of order): the credit will be smaller.
      await tx.paymentReversal.update({ where: { id: reversal.eventId }, data: { gemsRequested: requested, gemsTaken: 0 } });
      await tx.paymentOrder.update({ where: { id: order.id }, data: { status, reversedGems: { increment: requested } } });
      return { taken: 0, unrecovered: 0, userId: order.userId };
    }
    const { taken } = await debitUpTo(tx, {
      userId: order.userId,
      currency: "GEMS",
      amount: requested,
      reason: reversal.kind === "refund" ? "Gem purchase refunded" : "Gem purchase disputed",
      reference: `order:${order.id}`,
    });
    const unrecovered = requested - taken;
    await tx.paymentReversal.update({ where: { id: reversal.eventId }, data: { gemsRequested: requested, gemsTaken: taken } });
    await tx.paymentOrder.update({
      where: { id: order.id },
      data: {
        status,
        reversedGems: { increment: requested },
        unrecoveredGems: { increment: unrecovered },
      },
    });
    if (order.reversedGems + requested >= order.gems) await takeBackPurchaseReward(tx, order.userId, order.id);
    return { taken, unrecovered, userId: order.userId };
  });
  if (reversed === null) return null;
  const { userId, ...result } = reversed;
  if (result.taken > 0) publishWalletChanged(env.events, userId);
  return result;
}

/** How far along a refund is: a report never moves it back (a replayed event, or events out of order). A refund that succeeded can still fail. */
const REFUND_PROGRESS: Readonly<Record<RefundState, number>> = { PENDING: 0, SUCCEEDED: 1, FAILED: 2, CANCELED: 2 };

/**
 * Records what the provider says of one of its refunds (issue 33): the first report makes its row,
 * a later one moves it on (PENDING, then SUCCEEDED, FAILED or CANCELED) and never back, so a
 * replayed or late event changes nothing. Only the money is followed here; the gems are counted
 * by reversePayment and undoRefund. False when the payment is not one of our orders.
 */
export async function trackRefund(
  db: Database,
  refund: { provider: PaymentProvider; providerPaymentId: string; refundId: string; amountCents: number; state: RefundState },
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const order = await lockOrder(tx, refund.provider, refund.providerPaymentId);
    if (!order) return false;
    const key = { provider: refund.provider, refundId: refund.refundId };
    const known = await tx.paymentRefund.findUnique({ where: { provider_refundId: key } });
    const settledAt = refund.state === "PENDING" ? null : new Date();
    if (!known) {
      await tx.paymentRefund.create({ data: { ...key, orderId: order.id, amountCents: refund.amountCents, state: refund.state, settledAt } });
    } else if (REFUND_PROGRESS[refund.state] > REFUND_PROGRESS[known.state]) {
      await tx.paymentRefund.update({ where: { provider_refundId: key }, data: { state: refund.state, settledAt } });
    }
    return true;
  });
}

/** What the provider last told of one of its refunds, or null when nothing yet. */
export async function refundStateOf(db: Database, provider: PaymentProvider, refundId: string): Promise<RefundState | null> {
  const known = await db.paymentRefund.findUnique({ where: { provider_refundId: { provider, refundId } }, select: { state: true } });
  return known?.state ?? null;
}

/**
 * A refund that failed after it was reported (the card could not take the money back, so it stays
 * with us): the purchase stands again for the refund's share, once per refund (`refundId`, however
 * many events tell of its failure). The share comes off what is still counted reversed; what of it
 * could not be taken is forgiven first, the rest given back to the player (nothing when the order
 * is not credited yet: its credit will be that much larger, or is made now when the success came
 * while the refund took everything). Recorded as a reversal of kind
 * "refund failed" that asks back minus the share, so the order's books still add up.
 * Returns the gems given back, or null when there was nothing to undo.
 */
export async function undoRefund(
  env: PaymentEnvironment,
  failed: { provider: PaymentProvider; providerPaymentId: string; eventId: string; refundId: string; amountCents: number },
): Promise<{ given: number } | null> {
  const undone = await env.db.$transaction(async (tx) => {
    const order = await lockOrder(tx, failed.provider, failed.providerPaymentId);
    if (!order || order.reversedGems <= 0) return null;
    const share = Math.min(order.reversedGems, Math.round((order.gems * failed.amountCents) / order.amountCents));
    if (share <= 0) return null;
    const forgiven = order.credit ? Math.min(order.unrecoveredGems, share) : 0;
    const given = order.credit ? share - forgiven : 0;
    const inserted = await tx.$executeRaw`
      INSERT INTO "PaymentReversal" (id, "orderId", kind, "gemsRequested", "gemsTaken", "gemsRestored", state, "caseId", "beforeCredit", "createdAt")
      VALUES (${failed.eventId}, ${order.id}, 'refund failed', ${-share}, 0, ${given}, 'SETTLED'::"ReversalState", ${failed.refundId}, ${!order.credit}, now())
      ON CONFLICT DO NOTHING`;
    if (inserted === 0) return null;
    if (given > 0) await credit(tx, { userId: order.userId, currency: "GEMS", amount: given, reason: "Gem refund failed", reference: `order:${order.id}` });
    const reversedGems = order.reversedGems - share;
    // The success came while the refund took everything, so it credited nothing: the credit is made now.
    const creditedNow = !order.credit && order.succeededAt !== null ? order.gems - reversedGems : 0;
    if (creditedNow > 0) await creditOrder(tx, order, failed.providerPaymentId, creditedNow);
    const stillReversed = reversedGems > 0 ? await tx.paymentReversal.findFirst({ where: { orderId: order.id, state: { not: "WON" }, gemsRequested: { gt: 0 } }, orderBy: { createdAt: "desc" } }) : null;
    await tx.paymentOrder.update({
      where: { id: order.id },
      data: {
        reversedGems,
        unrecoveredGems: { decrement: forgiven },
        // Nothing reversed any more: as if there had been no refund (paid, or still waiting for the payment's success).
        status: stillReversed ? (stillReversed.kind === "refund" ? "REFUNDED" : "DISPUTED") : order.succeededAt !== null || order.credit ? "SUCCEEDED" : "PENDING",
      },
    });
    if (order.succeededAt !== null && reversedGems < order.gems) await rewardInviterForPurchase(tx, order.userId);
    return { given: given + creditedNow, userId: order.userId };
  });
  if (undone === null) return null;
  if (undone.given > 0) publishWalletChanged(env.events, undone.userId);
  return { given: undone.given };
}

/**
 * A dispute's end, once per case (a repeated or unknown case changes nothing). Lost, it stays as
 * it was taken: SETTLED. Won, the money came back, so the purchase stands again: the player gets
 * back the gems the dispute took (or, when it came before the credit, the gems the credit left
 * out; or the whole credit, when the success came while the dispute took everything), whatever
 * could not be taken is no longer owed, and an inviter's purchase reward is earned again.
 * Returns the gems the player got, or null when there was no open case.
 */
export async function closeDispute(
  env: PaymentEnvironment,
  closing: { provider: PaymentProvider; providerPaymentId: string; caseId: string; won: boolean },
): Promise<{ given: number } | null> {
  const closed = await env.db.$transaction(async (tx) => {
    const order = await lockOrder(tx, closing.provider, closing.providerPaymentId);
    if (!order) return null;
    const dispute = await tx.paymentReversal.findFirst({ where: { caseId: closing.caseId, orderId: order.id, state: "OPEN" } });
    if (!dispute) return null;
    if (!closing.won) {
      await tx.paymentReversal.update({ where: { id: dispute.id }, data: { state: "SETTLED", closedAt: new Date() } });
      return { given: 0, userId: order.userId };
    }
    const reversedGems = order.reversedGems - dispute.gemsRequested;
    // With no credit yet, the credit to come will be whole again; before the credit, the dispute made it smaller.
    const restored = !order.credit ? 0 : dispute.beforeCredit ? dispute.gemsRequested : dispute.gemsTaken;
    if (restored > 0) {
      await credit(tx, { userId: order.userId, currency: "GEMS", amount: restored, reason: "Gem purchase dispute won", reference: `order:${order.id}` });
    }
    // The success came while the dispute took everything, so it credited nothing: the credit is made now.
    const creditedNow = !order.credit && order.succeededAt !== null ? order.gems - reversedGems : 0;
    if (creditedNow > 0) await creditOrder(tx, order, closing.providerPaymentId, creditedNow);
    await tx.paymentReversal.update({ where: { id: dispute.id }, data: { state: "WON", gemsRestored: restored, closedAt: new Date() } });
    const stillReversed = await tx.paymentReversal.findFirst({ where: { orderId: order.id, state: { not: "WON" } }, orderBy: { createdAt: "desc" } });
    await tx.paymentOrder.update({
      where: { id: order.id },
      data: {
        reversedGems,
        // What the dispute could not take is no longer owed; a dispute before the credit owed nothing.
        unrecoveredGems: { decrement: dispute.beforeCredit ? 0 : dispute.gemsRequested - dispute.gemsTaken },
        status: stillReversed ? (stillReversed.kind === "refund" ? "REFUNDED" : "DISPUTED") : "SUCCEEDED",
      },
    });
    if (order.succeededAt !== null && reversedGems < order.gems) await rewardInviterForPurchase(tx, order.userId);
    return { given: restored + creditedNow, userId: order.userId };
  });
  if (closed === null) return null;
  if (closed.given > 0) publishWalletChanged(env.events, closed.userId);
  return { given: closed.given };
}
