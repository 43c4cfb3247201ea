import type Stripe from "stripe";
import type { StripeConfig } from "../config.ts";
import type { Database } from "../database/prisma.ts";
import type { GemBundle } from "../store/storeCatalog.ts";
import type { RefundState } from "../generated/prisma/client.ts";
import { attachProviderPayment, closeDispute, createOrder, fulfilPayment, markOrderFailed, PaymentError, reversePayment, trackRefund, undoRefund, type FulfilResult, type PaymentEnvironment } from "./orders.ts";
import type { VerifiedWebhook, WebhookOutcome } from "./webhooks.ts";
import { portalScope } from "../portalScope.ts";

export type StripeClient = Stripe;

/** Loads the SDK on the way: the portal makes its client on the first payment, not at start (paymentServices.ts). */
export async function createStripeClient(config: StripeConfig): Promise<Stripe> {
  const { default: StripeSdk } = await import("stripe");
  const base = config.apiBase;
  return new StripeSdk(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === "https:" ? 443 : 80)), protocol: base.protocol === "https:" ? "https" : "http" } : {}),
  });
}

function unavailable(error: unknown): PaymentError {
  // The SDK's messages can carry request details; players get the product's sentence (docs/product/currencies.md#payment-messages), operators the log.
  portalScope()?.logger.error({ detail: (error as Error).message }, "Stripe request failed");
  return new PaymentError("provider_unavailable", "Unable to contact payment server. Please try again later.");
}

/** Starts a card payment for a bundle: an order row, then a PaymentIntent keyed by the order. */
export async function startStripePayment(db: Database, stripe: Stripe, userId: string, bundle: GemBundle) {
  const order = await createOrder(db, userId, bundle, "STRIPE");
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: order.amountCents,
        currency: order.currency.toLowerCase(),
        description: `${order.gems} gems`,
        metadata: { orderId: order.id, userId, gems: String(order.gems) },
        automatic_payment_methods: { enabled: true },
      },
      { idempotencyKey: `order-${order.id}` },
    );
    await attachProviderPayment(db, order.id, intent.id);
    if (!intent.client_secret) throw new Error("PaymentIntent without client secret");
    return { orderId: order.id, paymentIntentId: intent.id, clientSecret: intent.client_secret, amountCents: order.amountCents, currency: order.currency };
  } catch (error) {
    await markOrderFailed(db, order.id, (error as Error).message);
    throw unavailable(error);
  }
}

function fulfilIntent(env: PaymentEnvironment, intent: Stripe.PaymentIntent): Promise<FulfilResult> {
  return fulfilPayment(env, {
    provider: "STRIPE",
    providerPaymentId: intent.id,
    amountCents: intent.amount_received || intent.amount,
    currency: intent.currency,
    orderId: intent.metadata?.orderId,
  });
}

/** The client says the card payment succeeded: we believe Stripe, not the client. */
export async function confirmStripePayment(env: PaymentEnvironment, stripe: Stripe, userId: string, paymentIntentId: string): Promise<FulfilResult> {
  const order = await env.db.paymentOrder.findUnique({
    where: { provider_providerPaymentId: { provider: "STRIPE", providerPaymentId: paymentIntentId } },
  });
  if (!order || order.userId !== userId) throw new PaymentError("unknown_order", "This payment does not belong to you.");
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  } catch (error) {
    throw unavailable(error);
  }
  if (intent.status !== "succeeded") {
    const message = intent.last_payment_error?.message ?? "The payment has not completed.";
    throw new PaymentError("declined", message);
  }
  return fulfilIntent(env, intent);
}

/**
 * Stripe-Signature as Stripe sends it: comma-separated `scheme=value` items with a `t=<unix seconds>`
 * and at least one `v1=<hex HMAC>`. The SDK throws a plain Error rather than a verification error
 * on some malformed forms (an empty or missing value, as in `t=,v1=`), so the form is checked first.
 */
function isWellFormedSignature(header: string): boolean {
  let timestamp = false;
  let signed = false;
  for (const item of header.split(",")) {
    const [, scheme, value] = /^([a-z0-9]+)=([^=]+)$/.exec(item) ?? [];
    if (scheme === undefined || value === undefined) return false;
    if (scheme === "t") timestamp = /^\d+$/.test(value);
    if (scheme === "v1") signed ||= /^[0-9a-f]+$/.test(value);
  }
  return timestamp && signed;
}

/**
 * The event in a webhook delivery, or why it was refused: no signature, a malformed one, or one
 * that does not verify (wrong secret, tampered body, stale timestamp). Any other failure is
 * thrown: it is ours, not the sender's.
 */
export function verifyStripeWebhook(stripe: Stripe, webhookSecret: string, rawBody: string, signature: string | undefined): VerifiedWebhook<Stripe.Event> {
  if (!signature) return { refused: "Missing Stripe-Signature." };
  if (!isWellFormedSignature(signature)) return { refused: "The Stripe-Signature header is malformed." };
  try {
    return { event: stripe.webhooks.constructEvent(rawBody, signature, webhookSecret) };
  } catch (error) {
    if (error instanceof stripe.errors.StripeSignatureVerificationError) return { refused: "The webhook signature could not be verified." };
    throw error;
  }
}

/**
 * Stripe's refund statuses as the portal follows them. One that requires action waits on the payer,
 * so it is still in flight; a canceled one never left, as a failed one.
 */
const REFUND_STATES: ReadonlyMap<string, RefundState> = new Map([
  ["pending", "PENDING"],
  ["requires_action", "PENDING"],
  ["succeeded", "SUCCEEDED"],
  ["failed", "FAILED"],
  ["canceled", "CANCELED"],
]);

/** A refund id as Stripe makes them (re_..., pyr_...): it keys the refund's row, so anything else is refused. */
function isRefundKey(id: unknown): id is string {
  return typeof id === "string" && /^[A-Za-z0-9_]{1,255}$/.test(id);
}

/** How a closed dispute ended with the money back with us: won, an inquiry closed, or a dispute prevented. */
const DISPUTE_WON = new Set<string>(["won", "warning_closed", "prevented"]);

/** Takes back a dispute's gems, the case OPEN until it closes or already closed (lost). */
function takeBackDisputed(env: PaymentEnvironment, eventId: string, dispute: Stripe.Dispute, paymentIntent: string, open: boolean) {
  return reversePayment(env, { provider: "STRIPE", providerPaymentId: paymentIntent, eventId, kind: "dispute", amountCents: dispute.amount, disputeCase: { id: dispute.id, open } });
}

/** A verified webhook event: succeeded payments credit, refunds and disputes debit back, a won dispute or a failed refund gives back. */
export async function applyStripeEvent(env: PaymentEnvironment, event: Stripe.Event): Promise<WebhookOutcome> {
  switch (event.type) {
    case "payment_intent.succeeded":
      try {
        await fulfilIntent(env, event.data.object);
        return { handled: true, type: event.type };
      } catch (error) {
        // Not one of our orders (another integration on the same account): acknowledge, change nothing.
        if (error instanceof PaymentError && error.code === "unknown_order") return { handled: false, type: event.type };
        throw error;
      }
    case "charge.refunded": {
      const charge = event.data.object;
      if (typeof charge.payment_intent !== "string") return { handled: false, type: event.type };
      await reversePayment(env, { provider: "STRIPE", providerPaymentId: charge.payment_intent, eventId: event.id, kind: "refund", amountCents: charge.amount_refunded });
      return { handled: true, type: event.type };
    }
    // A refund's news, from when it is asked to when it settles (several events tell the same): followed
    // until it settles; one that failed or was canceled after it was reported is undone once per refund.
    case "refund.created":
    case "refund.updated":
    case "refund.failed":
    case "charge.refund.updated": {
      const refund = event.data.object;
      const state = typeof refund.status === "string" ? REFUND_STATES.get(refund.status) : undefined;
      const providerPaymentId = refund.payment_intent;
      if (state === undefined || typeof providerPaymentId !== "string" || !isRefundKey(refund.id) || !Number.isSafeInteger(refund.amount) || refund.amount <= 0) {
        return { handled: false, type: event.type };
      }
      const tracked = await trackRefund(env.db, { provider: "STRIPE", providerPaymentId, refundId: refund.id, amountCents: refund.amount, state });
      if (!tracked) return { handled: false, type: event.type };
      if (state === "FAILED" || state === "CANCELED") {
        await undoRefund(env, { provider: "STRIPE", providerPaymentId, eventId: event.id, refundId: refund.id, amountCents: refund.amount });
      }
      return { handled: true, type: event.type };
    }
    case "charge.dispute.created": {
      const dispute = event.data.object;
      if (typeof dispute.payment_intent !== "string") return { handled: false, type: event.type };
      await takeBackDisputed(env, event.id, dispute, dispute.payment_intent, true);
      return { handled: true, type: event.type };
    }
    case "charge.dispute.closed": {
      const dispute = event.data.object;
      const won = DISPUTE_WON.has(dispute.status);
      if (typeof dispute.payment_intent !== "string" || (!won && dispute.status !== "lost")) return { handled: false, type: event.type };
      const closed = await closeDispute(env, { provider: "STRIPE", providerPaymentId: dispute.payment_intent, caseId: dispute.id, won });
      // A lost case whose opening never reached us is taken back now (a case already recorded is left as it is).
      if (!closed && !won) await takeBackDisputed(env, event.id, dispute, dispute.payment_intent, false);
      return { handled: true, type: event.type };
    }
    default:
      return { handled: false, type: event.type };
  }
}
