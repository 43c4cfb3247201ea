import { Hono, type Context } from "hono";
import type { Auth } from "../auth/auth.ts";
import { resolveViewer } from "../auth/session.ts";
import { isLoggedIn } from "../auth/viewer.ts";
import type { Database } from "../database/prisma.ts";
import type { PortalEvents } from "../events.ts";
import { findBundle, NOT_CONFIGURED_MESSAGE, NOT_SIGNED_IN_MESSAGE, PaymentError, PAYMENT_CURRENCY } from "../payments/orders.ts";
import type { PaymentServices } from "../payments/paymentServices.ts";
import { capturePaypalPayment, startPaypalPayment } from "../payments/paypalPayments.ts";
import { applyPaypalEvent, verifyPaypalWebhook } from "../payments/paypalWebhooks.ts";
import { applyStripeEvent, confirmStripePayment, startStripePayment, verifyStripeWebhook } from "../payments/stripePayments.ts";
import type { VerifiedWebhook, WebhookOutcome } from "../payments/webhooks.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";
import { readJsonObject } from "./requestBody.ts";

const STATUS: Record<PaymentError["code"], 400 | 402 | 403 | 404 | 409 | 502 | 503> = {
  unknown_bundle: 400,
  not_configured: 503,
  provider_unavailable: 502,
  declined: 402,
  payer_action_required: 402,
  mismatch: 409,
  unknown_order: 404,
};

function fail(c: Context, error: unknown) {
  if (error instanceof PaymentError) return c.json({ error: error.code, message: error.message }, STATUS[error.code]);
  throw error;
}

/**
 * Both providers' webhooks: a delivery that does not verify is a 400 and changes nothing; a
 * verified event is applied, and one we fail to apply (a database outage, a bug) is thrown to the
 * app's error handler, which logs it naming the event and answers 500, so the provider delivers it
 * again later.
 */
async function answerWebhook<Event extends { id: string; type: string }>(
  c: Context,
  provider: string,
  verify: () => Promise<VerifiedWebhook<Event>>,
  apply: (event: Event) => Promise<WebhookOutcome>,
) {
  let verified: VerifiedWebhook<Event>;
  try {
    verified = await verify();
  } catch (error) {
    return fail(c, error);
  }
  if ("refused" in verified) return c.json({ error: "bad_signature", message: verified.refused }, 400);
  const { event } = verified;
  try {
    const outcome = await apply(event);
    return c.json({ received: true, handled: outcome.handled });
  } catch (error) {
    if (error instanceof PaymentError) return fail(c, error);
    throw new Error(`${provider} webhook event ${event.id} (${event.type}) could not be applied.`, { cause: error });
  }
}

/**
 * The payment calls (docs/product/calls.md#payments): Stripe (stripe-ci to start, stripe-cf when the card form reports
 * success, stripe-wh for Stripe's webhook) and PayPal (paypal-t to start, paypal-f to capture, paypal-wh for PayPal's webhook).
 */
export function paymentRoute(db: Database, auth: Auth, store: StoreCatalog, payments: PaymentServices, events: PortalEvents): Hono {
  const route = new Hono();
  const bundles = store.files.gem_bundles;
  const env = { db, events };

  const signedIn = async (c: Context) => {
    const viewer = await resolveViewer(auth, c.req.raw.headers);
    return isLoggedIn(viewer) ? viewer.userId : null;
  };
  const notSignedIn = (c: Context) => c.json({ error: "not_signed_in", message: NOT_SIGNED_IN_MESSAGE }, 401);
  const notConfigured = (c: Context) => c.json({ error: "not_configured", message: NOT_CONFIGURED_MESSAGE }, 503);

  route.post("/stripe-ci", async (c) => {
    const userId = await signedIn(c);
    if (!userId) return notSignedIn(c);
    if (!payments.stripe) return notConfigured(c);
    try {
      const body = await readJsonObject(c.req.raw);
      const started = await startStripePayment(db, await payments.stripe.client(), userId, findBundle(bundles, { count: Number(body.c) }));
      return c.json({ s: started.clientSecret, i: started.paymentIntentId, cur: PAYMENT_CURRENCY, a: started.amountCents });
    } catch (error) {
      return fail(c, error);
    }
  });

  route.post("/stripe-cf", async (c) => {
    const userId = await signedIn(c);
    if (!userId) return notSignedIn(c);
    if (!payments.stripe) return notConfigured(c);
    try {
      const body = await readJsonObject(c.req.raw);
      const result = await confirmStripePayment(env, await payments.stripe.client(), userId, String(body.i ?? ""));
      return c.json({ r: "s", n: result.balance, g: result.gems });
    } catch (error) {
      return fail(c, error);
    }
  });

  route.post("/stripe-wh", async (c) => {
    const stripe = payments.stripe;
    if (!stripe) return notConfigured(c);
    const rawBody = await c.req.text();
    return answerWebhook(
      c,
      "Stripe",
      async () => verifyStripeWebhook(await stripe.client(), stripe.webhookSecret, rawBody, c.req.header("stripe-signature")),
      (event) => applyStripeEvent(env, event),
    );
  });

  route.post("/paypal-t", async (c) => {
    const userId = await signedIn(c);
    if (!userId) return notSignedIn(c);
    if (!payments.paypal) return notConfigured(c);
    try {
      const body = await readJsonObject(c.req.raw);
      const started = await startPaypalPayment(db, await payments.paypal.client(), userId, findBundle(bundles, { cost: Number(body.c) }));
      return c.json({ i: started.paypalOrderId });
    } catch (error) {
      return fail(c, error);
    }
  });

  route.post("/paypal-f", async (c) => {
    const userId = await signedIn(c);
    if (!userId) return notSignedIn(c);
    if (!payments.paypal) return notConfigured(c);
    try {
      const body = await readJsonObject(c.req.raw);
      const result = await capturePaypalPayment(env, await payments.paypal.client(), userId, String(body.o ?? ""));
      return c.json({ r: "s", n: result.balance, g: result.gems });
    } catch (error) {
      return fail(c, error);
    }
  });

  route.post("/paypal-wh", async (c) => {
    const paypal = payments.paypal;
    // Without the webhook id no delivery can be verified: the route is off, as payments are without keys.
    if (!paypal?.webhookId) return notConfigured(c);
    const { webhookId } = paypal;
    const rawBody = await c.req.text();
    return answerWebhook(
      c,
      "PayPal",
      async () => verifyPaypalWebhook(await paypal.client(), webhookId, (name) => c.req.header(name), rawBody),
      async (event) => applyPaypalEvent(env, await paypal.client(), event),
    );
  });
  return route;
}
