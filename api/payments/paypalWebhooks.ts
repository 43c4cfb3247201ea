import { z } from "zod";
import type { RefundState } from "../generated/prisma/client.ts";
import { closeDispute, PaymentError, refundStateOf, reversePayment, trackRefund, undoRefund, type PaymentEnvironment } from "./orders.ts";
import { cents, isPaypalApiError, issueOf, type PaypalClient } from "./paypalPayments.ts";
import type { VerifiedWebhook, WebhookOutcome } from "./webhooks.ts";
import { portalScope } from "../portalScope.ts";

/** The transmission headers PayPal signs each webhook delivery with (their names as fetch gives them). */
const transmissionHeaders = z.object({
  "paypal-auth-algo": z.string().min(1).max(100),
  "paypal-cert-url": z.string().min(1).max(2000),
  "paypal-transmission-id": z.string().min(1).max(200),
  "paypal-transmission-sig": z.string().min(1).max(4000),
  "paypal-transmission-time": z.string().min(1).max(100),
});

/** The envelope of a PayPal webhook event; what its resource holds depends on the event type. */
const paypalEvent = z
  .object({ id: z.string().min(1).max(200), event_type: z.string().min(1).max(200), resource: z.unknown() })
  .transform((event) => ({ id: event.id, type: event.event_type, resource: event.resource }));

export type PaypalWebhookEvent = z.output<typeof paypalEvent>;

const verification = z.object({ verification_status: z.enum(["SUCCESS", "FAILURE"]) });

const money = z.object({ currency_code: z.string(), value: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/) });

/**
 * The resource of PAYMENT.CAPTURE.REFUNDED and PAYMENT.CAPTURE.REVERSED: a refund of a capture,
 * which its `up` link names. `total_refunded_amount` is everything taken back from the capture so
 * far (cumulative, as Stripe's amount_refunded), which is what reversePayment expects. A refund's
 * own id, amount and status tell where it stands (a refund PENDING is still on its way).
 */
const refundResource = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,100}$/).optional(),
  amount: money.optional(),
  status: z.string().max(100).optional(),
  links: z.array(z.object({ rel: z.string(), href: z.string() })),
  seller_payable_breakdown: z.object({ total_refunded_amount: money }),
});

/** PayPal's refund statuses as the portal follows them; a refund reported without one counts as completed, as before. */
const REFUND_STATES: ReadonlyMap<string, RefundState> = new Map([
  ["PENDING", "PENDING"],
  ["COMPLETED", "SUCCEEDED"],
  ["FAILED", "FAILED"],
  ["CANCELLED", "CANCELED"],
]);

/**
 * The resource of CUSTOMER.DISPUTE.CREATED and CUSTOMER.DISPUTE.RESOLVED: a buyer's case against a
 * capture (`seller_transaction_id`), for `dispute_amount`; a resolved one has its outcome.
 */
const disputeResource = z.object({
  dispute_id: z.string().min(1).max(200),
  disputed_transactions: z.array(z.object({ seller_transaction_id: z.string().regex(/^[A-Za-z0-9-]{1,100}$/) })).min(1),
  dispute_amount: money,
  dispute_outcome: z.object({ outcome_code: z.string().max(100) }).optional(),
});

/**
 * How a resolved case ended with the money staying with us: in our favour, withdrawn by the
 * buyer, or the buyer's claim denied. Every other outcome (the buyer's favour, a payout, a claim
 * accepted or refunded) leaves the money with the buyer.
 */
const DISPUTE_WON = new Set<string>(["RESOLVED_SELLER_FAVOUR", "CANCELED_BY_BUYER", "DENIED"]);

/** PayPal's events that take a payment back, as the kind of reversal they are (a reversal is PayPal's chargeback). */
const REVERSALS: Readonly<Record<string, "refund" | "dispute">> = {
  "PAYMENT.CAPTURE.REFUNDED": "refund",
  "PAYMENT.CAPTURE.REVERSED": "dispute",
};

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The event in a PayPal webhook delivery once PayPal's own verification API says PayPal sent it
 * to the webhook `webhookId`, or why it was refused: missing transmission headers, a body that is
 * not an event, or a signature PayPal does not confirm. PayPal unreachable is thrown (a 502, so
 * PayPal delivers again). A replayed delivery verifies again, and is harmless: reversals count
 * once per event.
 */
export async function verifyPaypalWebhook(
  paypal: PaypalClient,
  webhookId: string,
  header: (name: string) => string | undefined,
  rawBody: string,
): Promise<VerifiedWebhook<PaypalWebhookEvent>> {
  const headers = transmissionHeaders.safeParse(Object.fromEntries(transmissionHeaders.keyof().options.map((name) => [name, header(name)])));
  if (!headers.success) return { refused: "Missing or malformed PayPal transmission headers." };
  const event = paypalEvent.safeParse(parsedJson(rawBody));
  if (!event.success) return { refused: "The webhook body is not a PayPal event." };
  // PayPal checks its signature over the event's bytes as it sent them: the body goes in as
  // received (it parsed as JSON above), not re-serialized, which could change those bytes.
  const request = `{${[
    `"auth_algo":${JSON.stringify(headers.data["paypal-auth-algo"])}`,
    `"cert_url":${JSON.stringify(headers.data["paypal-cert-url"])}`,
    `"transmission_id":${JSON.stringify(headers.data["paypal-transmission-id"])}`,
    `"transmission_sig":${JSON.stringify(headers.data["paypal-transmission-sig"])}`,
    `"transmission_time":${JSON.stringify(headers.data["paypal-transmission-time"])}`,
    `"webhook_id":${JSON.stringify(webhookId)}`,
    `"webhook_event":${rawBody}`,
  ].join(",")}}`;
  let answer: string;
  try {
    answer = await paypal.verifyWebhookSignature(request);
  } catch (error) {
    // PayPal refusing the request itself (a header it cannot read, such as a cert URL not its own) is the sender's fault.
    if (isPaypalApiError(error) && error.statusCode === 400) return { refused: "The webhook signature could not be verified." };
    portalScope()?.logger.error({ detail: error instanceof Error ? error.message : String(error) }, "PayPal webhook verification failed");
    throw new PaymentError("provider_unavailable", issueOf(error) ?? "PPSYSTEM");
  }
  const status = verification.safeParse(parsedJson(answer));
  if (!status.success) throw new Error(`PayPal answered the webhook verification with something else: ${answer.slice(0, 200)}`);
  return status.data.verification_status === "SUCCESS" ? { event: event.data } : { refused: "The webhook signature could not be verified." };
}

/** The PayPal order a capture belongs to (our orders are keyed by it), or undefined for a capture PayPal does not know. */
async function orderOfCapture(paypal: PaypalClient, captureId: string): Promise<string | undefined> {
  try {
    const { result } = await paypal.payments.getCapturedPayment({ captureId });
    return result.supplementaryData?.relatedIds?.orderId;
  } catch (error) {
    if (isPaypalApiError(error) && error.statusCode === 404) return undefined;
    portalScope()?.logger.error({ detail: error instanceof Error ? error.message : String(error) }, "PayPal capture lookup failed");
    throw new PaymentError("provider_unavailable", issueOf(error) ?? "PPSYSTEM");
  }
}

/**
 * A verified PayPal event: refunds and reversals take the gems back through reversePayment, the
 * same rules as Stripe's refunds and disputes; a dispute's case takes them back while it is open
 * and gives them back when it is resolved in our favour, as Stripe's. Other events are
 * acknowledged and change nothing.
 */
export async function applyPaypalEvent(env: PaymentEnvironment, paypal: PaypalClient, event: PaypalWebhookEvent): Promise<WebhookOutcome> {
  if (event.type === "CUSTOMER.DISPUTE.CREATED" || event.type === "CUSTOMER.DISPUTE.RESOLVED") return applyDispute(env, paypal, event);
  const kind = REVERSALS[event.type];
  if (!kind) return { handled: false, type: event.type };
  const refund = refundResource.safeParse(event.resource);
  const captureUrl = refund.success ? refund.data.links.find((link) => link.rel === "up")?.href : undefined;
  const captureId = captureUrl === undefined ? undefined : /\/v2\/payments\/captures\/([A-Za-z0-9-]+)$/.exec(captureUrl)?.[1];
  if (!refund.success || captureId === undefined) return unreadable(event, "names no capture or refunded total");
  const { id: refundId, amount, status = "COMPLETED" } = refund.data;
  const state = REFUND_STATES.get(status);
  // A reversal is final, and a refund without its id and amount cannot be followed: only its gems count.
  const followed = kind === "refund" && refundId !== undefined && amount !== undefined;
  if (followed && state === undefined) return unreadable(event, `tells of a refund in status ${JSON.stringify(status.slice(0, 30))}`);
  const paypalOrderId = await orderOfCapture(paypal, captureId);
  if (paypalOrderId === undefined) return { handled: false, type: event.type };
  const total = cents(refund.data.seller_payable_breakdown.total_refunded_amount.value);
  if (!followed || state === undefined) {
    await reversePayment(env, { provider: "PAYPAL", providerPaymentId: paypalOrderId, eventId: event.id, kind, amountCents: total });
    return { handled: true, type: event.type };
  }
  const before = await refundStateOf(env.db, "PAYPAL", refundId);
  const refundCents = cents(amount.value);
  if (state === "FAILED" || state === "CANCELED") {
    // The money never left: a refund counted when it was asked gives its gems back (once per refund); one never counted changes nothing.
    if (before === "PENDING" || before === "SUCCEEDED") {
      await undoRefund(env, { provider: "PAYPAL", providerPaymentId: paypalOrderId, eventId: event.id, refundId, amountCents: refundCents });
    }
  } else if (before === null) {
    // The gems go with the refund's first report; its later news (PENDING, then COMPLETED) takes nothing more.
    await reversePayment(env, { provider: "PAYPAL", providerPaymentId: paypalOrderId, eventId: event.id, kind, amountCents: total });
  }
  // Recorded last: a delivery that fails before this is sent again and finds the refund as it was.
  await trackRefund(env.db, { provider: "PAYPAL", providerPaymentId: paypalOrderId, refundId, amountCents: refundCents, state });
  return { handled: true, type: event.type };
}

/** PayPal would send the same again: acknowledge, and leave the operator a line to act on. */
function unreadable(event: PaypalWebhookEvent, why: string): WebhookOutcome {
  portalScope()?.logger.error(`PayPal webhook event ${event.id} (${event.type}) ${why}; nothing was changed.`);
  return { handled: false, type: event.type };
}

/** A dispute's case opened (its gems taken back, the case OPEN) or resolved (won: given back; lost: kept taken). */
async function applyDispute(env: PaymentEnvironment, paypal: PaypalClient, event: PaypalWebhookEvent): Promise<WebhookOutcome> {
  const dispute = disputeResource.safeParse(event.resource);
  if (!dispute.success) return unreadable(event, "names no dispute, capture or amount");
  const { dispute_id: caseId, disputed_transactions: [transaction], dispute_amount, dispute_outcome } = dispute.data;
  const paypalOrderId = await orderOfCapture(paypal, transaction!.seller_transaction_id);
  if (paypalOrderId === undefined) return { handled: false, type: event.type };
  const takeBack = (open: boolean) =>
    reversePayment(env, { provider: "PAYPAL", providerPaymentId: paypalOrderId, eventId: event.id, kind: "dispute", amountCents: cents(dispute_amount.value), disputeCase: { id: caseId, open } });
  if (event.type === "CUSTOMER.DISPUTE.CREATED") {
    await takeBack(true);
    return { handled: true, type: event.type };
  }
  if (!dispute_outcome) return unreadable(event, "is resolved without an outcome");
  const won = DISPUTE_WON.has(dispute_outcome.outcome_code);
  const closed = await closeDispute(env, { provider: "PAYPAL", providerPaymentId: paypalOrderId, caseId, won });
  // A case lost that was never seen open (its CREATED event lost or not subscribed to) is taken back now, closed.
  if (!closed && !won) await takeBack(false);
  return { handled: true, type: event.type };
}
