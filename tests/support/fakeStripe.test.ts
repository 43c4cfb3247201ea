import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startFakeStripe, type FakeStripe } from "./fakeStripe.ts";

let fake: FakeStripe;
let stripe: Stripe;

function clientFor(target: FakeStripe, options: { key?: string; timeout?: number; maxNetworkRetries?: number } = {}): Stripe {
  return new Stripe(options.key ?? target.secretKey, {
    host: target.host,
    port: target.port,
    protocol: "http",
    maxNetworkRetries: options.maxNetworkRetries ?? 0,
    telemetry: false,
    ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
  });
}

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = clientFor(fake);
});

afterAll(async () => {
  await fake.stop();
});

beforeEach(() => {
  fake.setMode("normal");
});

function createParams(orderId = "order-1"): Stripe.PaymentIntentCreateParams {
  return {
    amount: 999,
    currency: "usd",
    metadata: { orderId, userId: "user-7" },
    automatic_payment_methods: { enabled: true },
    description: "Playden credits",
  };
}

/** Awaits a promise that must reject, and returns the error. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

describe("payment intents", () => {
  test("create returns a PaymentIntent, and the same Idempotency-Key returns the same one", async () => {
    const key = `create-${randomUUID()}`;
    const first = await stripe.paymentIntents.create(createParams(), { idempotencyKey: key });

    expect(first).toMatchObject({
      object: "payment_intent",
      amount: 999,
      currency: "usd",
      status: "requires_payment_method",
      metadata: { orderId: "order-1", userId: "user-7" },
      description: "Playden credits",
      automatic_payment_methods: { enabled: true },
      livemode: false,
      latest_charge: null,
      amount_received: 0,
    });
    expect(first.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(first.client_secret).toMatch(new RegExp(`^${first.id}_secret_[A-Za-z0-9]+$`));
    expect(first.created).toBeCloseTo(Date.now() / 1000, -1);
    expect(fake.paymentIntents.get(first.id)?.status).toBe("requires_payment_method");

    const again = await stripe.paymentIntents.create(createParams(), { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect(again.client_secret).toBe(first.client_secret);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(fake.requests.filter((r) => r.idempotencyKey === key)).toEqual([
      { method: "POST", path: "/v1/payment_intents", idempotencyKey: key },
      { method: "POST", path: "/v1/payment_intents", idempotencyKey: key },
    ]);
  });

  test("the same Idempotency-Key with other parameters is an idempotency_error", async () => {
    const key = `create-${randomUUID()}`;
    await stripe.paymentIntents.create(createParams("order-2"), { idempotencyKey: key });

    const error = await rejection(stripe.paymentIntents.create({ ...createParams("order-2"), amount: 1999 }, { idempotencyKey: key }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error).toMatchObject({ statusCode: 400, rawType: "idempotency_error" });
  });

  test("without an idempotencyKey the SDK sends its own, so two creates are two PaymentIntents", async () => {
    const a = await stripe.paymentIntents.create(createParams("order-3"));
    const b = await stripe.paymentIntents.create(createParams("order-3"));
    expect(a.id).not.toBe(b.id);
    const keys = fake.requests.slice(-2).map((r) => r.idempotencyKey);
    expect(keys[0]).toMatch(/^stripe-node-retry-/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  test("retrieve returns the PaymentIntent, and an unknown id is resource_missing", async () => {
    const created = await stripe.paymentIntents.create(createParams("order-4"));
    const retrieved = await stripe.paymentIntents.retrieve(created.id);
    expect(retrieved).toEqual(JSON.parse(JSON.stringify(created)));
    expect(fake.requests.at(-1)).toEqual({ method: "GET", path: `/v1/payment_intents/${created.id}` });

    const error = await rejection(stripe.paymentIntents.retrieve("pi_doesnotexist"));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: "resource_missing", message: "No such payment_intent: 'pi_doesnotexist'" });
  });

  test("invalid parameters are rejected like Stripe does", async () => {
    const missing = await rejection(stripe.paymentIntents.create({ currency: "usd" } as Stripe.PaymentIntentCreateParams));
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 400, code: "parameter_missing", param: "amount" });

    const unknown = await rejection(stripe.paymentIntents.create({ ...createParams(), colour: "blue" } as Stripe.PaymentIntentCreateParams));
    expect(unknown).toMatchObject({ statusCode: 400, code: "parameter_unknown", param: "colour" });

    const tooSmall = await rejection(stripe.paymentIntents.create({ ...createParams(), amount: 10 }));
    expect(tooSmall).toMatchObject({ statusCode: 400, code: "amount_too_small" });
  });

  test("a wrong secret key is a 401 authentication error", async () => {
    const error = await rejection(clientFor(fake, { key: "sk_test_wrong" }).paymentIntents.create(createParams()));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).toMatchObject({ statusCode: 401 });
  });
});

describe("confirmation", () => {
  test("the fake's confirm (the browser) can make a PaymentIntent succeed", async () => {
    const created = await stripe.paymentIntents.create(createParams("order-5"));
    const confirmed = fake.confirm(created.id, "succeeded");
    expect(confirmed.status).toBe("succeeded");

    const retrieved = await stripe.paymentIntents.retrieve(created.id);
    expect(retrieved.status).toBe("succeeded");
    expect(retrieved.amount_received).toBe(999);
    expect(retrieved.latest_charge).toMatch(/^ch_/);
    expect(retrieved.payment_method).toMatch(/^pm_/);
    expect(retrieved.last_payment_error).toBeNull();
    expect(() => fake.confirm(created.id, "declined")).toThrow(/status of succeeded/);
  });

  test("the fake's confirm can decline, and the buyer can then pay with another card", async () => {
    const created = await stripe.paymentIntents.create(createParams("order-6"));
    fake.confirm(created.id, "declined");

    const declined = await stripe.paymentIntents.retrieve(created.id);
    expect(declined.status).toBe("requires_payment_method");
    expect(declined.amount_received).toBe(0);
    expect(declined.last_payment_error).toMatchObject({
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
    });

    fake.confirm(created.id, "declined", "insufficient_funds");
    expect(fake.paymentIntents.get(created.id)?.last_payment_error?.decline_code).toBe("insufficient_funds");

    fake.confirm(created.id, "succeeded");
    const paid = await stripe.paymentIntents.retrieve(created.id);
    expect(paid.status).toBe("succeeded");
    expect(paid.last_payment_error).toBeNull();
  });

  test("confirming through the API with pm_card_visa succeeds", async () => {
    const created = await stripe.paymentIntents.create(createParams("order-7"));
    const confirmed = await stripe.paymentIntents.confirm(created.id, { payment_method: "pm_card_visa", return_url: "http://127.0.0.1/return" });
    expect(confirmed.status).toBe("succeeded");
    expect(confirmed.latest_charge).toMatch(/^ch_/);
    expect(confirmed.amount_received).toBe(999);
    expect(fake.requests.at(-1)).toMatchObject({ method: "POST", path: `/v1/payment_intents/${created.id}/confirm` });

    const again = await rejection(stripe.paymentIntents.confirm(created.id, { payment_method: "pm_card_visa", return_url: "http://127.0.0.1/return" }));
    expect(again).toMatchObject({ statusCode: 400, code: "payment_intent_unexpected_state" });
  });

  test("confirming through the API with pm_card_chargeDeclined is a 402 card_error", async () => {
    const created = await stripe.paymentIntents.create({ ...createParams("order-8"), automatic_payment_methods: { enabled: true, allow_redirects: "never" } });
    const error = await rejection(stripe.paymentIntents.confirm(created.id, { payment_method: "pm_card_chargeDeclined" }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    const cardError = error as Stripe.errors.StripeCardError;
    expect(cardError).toMatchObject({
      statusCode: 402,
      rawType: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
    });
    expect(cardError.payment_intent).toMatchObject({ id: created.id, status: "requires_payment_method" });
    expect(cardError.payment_intent?.last_payment_error).toMatchObject({ code: "card_declined" });
  });

  test("automatic payment methods with redirects need a return_url to confirm server-side", async () => {
    const created = await stripe.paymentIntents.create(createParams("order-9"));
    const error = await rejection(stripe.paymentIntents.confirm(created.id, { payment_method: "pm_card_visa" }));
    expect(error).toMatchObject({ statusCode: 400, param: "return_url" });
  });
});

describe("failure modes", () => {
  test("fail mode answers create, retrieve and confirm with a 500 api_error, and a retry with the same key works afterwards", async () => {
    const created = await stripe.paymentIntents.create(createParams("order-10"));
    const key = `create-${randomUUID()}`;
    fake.setMode("fail");

    const createError = await rejection(stripe.paymentIntents.create(createParams("order-11"), { idempotencyKey: key }));
    expect(createError).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(createError).toMatchObject({ statusCode: 500, rawType: "api_error" });
    expect(await rejection(stripe.paymentIntents.retrieve(created.id))).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(
      await rejection(stripe.paymentIntents.confirm(created.id, { payment_method: "pm_card_visa", return_url: "http://127.0.0.1/return" })),
    ).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(fake.paymentIntents.get(created.id)?.status).toBe("requires_payment_method");

    fake.setMode("normal");
    const retried = await stripe.paymentIntents.create(createParams("order-11"), { idempotencyKey: key });
    expect(retried.status).toBe("requires_payment_method");
  });

  test("with the SDK's default retries, a failing create is sent three times with one Idempotency-Key", async () => {
    const retrying = clientFor(fake, { maxNetworkRetries: 2 });
    const key = `create-${randomUUID()}`;
    fake.setMode("fail");
    const error = await rejection(retrying.paymentIntents.create(createParams("order-12"), { idempotencyKey: key }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(fake.requests.filter((r) => r.idempotencyKey === key)).toHaveLength(3);
  });

  test("timeout mode never answers: a short-timeout client gets a connection error, and stop() still returns", async () => {
    const hanging = await startFakeStripe();
    try {
      const impatient = clientFor(hanging, { timeout: 500, maxNetworkRetries: 0 });
      hanging.setMode("timeout");
      const started = Date.now();
      const error = await rejection(impatient.paymentIntents.create(createParams("order-13")));
      expect(error).toBeInstanceOf(Stripe.errors.StripeConnectionError);
      expect((error as Error).message).toMatch(/timeout/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
      expect(hanging.requests).toHaveLength(1);
      expect(hanging.paymentIntents.size).toBe(0);

      // A request still hanging when the fake stops is cut off rather than keeping stop() waiting.
      const patient = clientFor(hanging, { timeout: 60_000 });
      const pending = rejection(patient.paymentIntents.retrieve("pi_whatever"));
      await new Promise((resolve) => setTimeout(resolve, 100));
      await hanging.stop();
      expect(await pending).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    } finally {
      await hanging.stop();
    }
  });
});
