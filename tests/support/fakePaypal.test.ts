import { randomUUID } from "node:crypto";
import http from "node:http";
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  CustomError,
  Environment,
  OrdersController,
  PaymentsController,
  type OrderRequest,
} from "@paypal/paypal-server-sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startFakePaypal, type FakePaypal } from "./fakePaypal.ts";

/**
 * How product code can point the real SDK at another base URL. In the Sandbox environment the SDK
 * always asks for https://api-m.sandbox.paypal.com/...; `unstable_httpClientOptions` is spread into
 * the SDK's `axios.create()`, and axios's documented `transport` option replaces the module that
 * sends the request, so this one sends it with node:http to `baseUrl` instead (path kept).
 */
function paypalClient(options: { clientId: string; clientSecret: string; baseUrl?: string }): Client {
  const target = options.baseUrl ? new URL(options.baseUrl) : undefined;
  return new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: options.clientId, oAuthClientSecret: options.clientSecret },
    environment: Environment.Sandbox,
    timeout: 10_000, // the SDK's default is 0: no timeout at all
    ...(target && {
      unstable_httpClientOptions: {
        transport: {
          request(requestOptions: http.RequestOptions, callback?: (res: http.IncomingMessage) => void): http.ClientRequest {
            const prefix = target.pathname.replace(/\/$/, "");
            return http.request(
              {
                ...requestOptions,
                protocol: target.protocol,
                hostname: target.hostname,
                port: target.port,
                path: `${prefix}${requestOptions.path ?? "/"}`,
                agent: undefined,
              },
              callback,
            );
          },
        },
      },
    }),
  });
}

let fake: FakePaypal;
let orders: OrdersController;

beforeAll(async () => {
  fake = await startFakePaypal();
  orders = new OrdersController(paypalClient({ clientId: fake.clientId, clientSecret: fake.clientSecret, baseUrl: fake.baseUrl }));
});

afterAll(async () => {
  await fake.stop();
});

beforeEach(() => {
  fake.setCreateMode("normal");
  fake.setCaptureMode("completed");
  fake.setVerifyMode("normal");
});

function orderBody(customId = "order-1"): OrderRequest {
  return {
    intent: CheckoutPaymentIntent.Capture,
    purchaseUnits: [{ amount: { currencyCode: "USD", value: "9.99" }, customId, referenceId: "credits" }],
  };
}

async function createApprovedOrder(customId: string): Promise<string> {
  const { result } = await orders.createOrder({ body: orderBody(customId), paypalRequestId: randomUUID() });
  if (!result.id) throw new Error("no order id");
  fake.approve(result.id);
  return result.id;
}

/** Awaits a promise that must reject with the SDK's ApiError, and returns it. */
async function apiError(promise: Promise<unknown>): Promise<ApiError<{ name?: string; details?: { issue: string }[]; links?: { rel: string; href: string }[] }>> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("orders", () => {
  test("createOrder gets a token, then creates an order; the same PayPal-Request-Id returns the same order", async () => {
    const requestsBefore = fake.requests.length;
    const requestId = randomUUID();
    const created = await orders.createOrder({ body: orderBody(), paypalRequestId: requestId });

    expect(created.statusCode).toBe(201);
    expect(created.result).toMatchObject({
      status: "CREATED",
      intent: "CAPTURE",
      purchaseUnits: [{ amount: { currencyCode: "USD", value: "9.99" }, customId: "order-1", referenceId: "credits" }],
    });
    const id = created.result.id ?? "";
    expect(id).toMatch(/^[0-9A-Z]{17}$/);
    const approve = created.result.links?.find((link) => link.rel === "approve");
    expect(approve?.href).toBe(`${fake.baseUrl}/checkoutnow?token=${id}`);
    expect(fake.orders.get(id)?.status).toBe("CREATED");

    const again = await orders.createOrder({ body: orderBody(), paypalRequestId: requestId });
    expect(again.result.id).toBe(id);
    expect(fake.orders.size).toBe(1);

    // One token for both calls (requested lazily by the first one).
    expect(fake.requests.slice(requestsBefore)).toEqual([
      { method: "POST", path: "/v1/oauth2/token" },
      { method: "POST", path: "/v2/checkout/orders", paypalRequestId: requestId },
      { method: "POST", path: "/v2/checkout/orders", paypalRequestId: requestId },
    ]);
  });

  test("getOrder shows the order, and an unknown id is a 404 RESOURCE_NOT_FOUND", async () => {
    const { result } = await orders.createOrder({ body: orderBody("order-2") });
    const shown = await orders.getOrder({ id: result.id ?? "" });
    expect(shown.result).toMatchObject({ id: result.id, status: "CREATED" });

    const error = await apiError(orders.getOrder({ id: "NOSUCHORDER000000" }));
    expect(error).toBeInstanceOf(CustomError);
    expect(error.statusCode).toBe(404);
    expect(error.result?.name).toBe("RESOURCE_NOT_FOUND");
  });

  test("create fail mode is a 500 INTERNAL_SERVER_ERROR", async () => {
    const ordersBefore = fake.orders.size;
    fake.setCreateMode("fail");
    const error = await apiError(orders.createOrder({ body: orderBody("order-3"), paypalRequestId: randomUUID() }));
    expect(error).toBeInstanceOf(CustomError);
    expect(error.statusCode).toBe(500);
    // createOrder declares no 500 error, so the SDK leaves `result` unset: the JSON is in `body`.
    expect(error.result).toBeUndefined();
    expect(JSON.parse(String(error.body))).toMatchObject({ name: "INTERNAL_SERVER_ERROR" });
    expect(fake.orders.size).toBe(ordersBefore);
  });

  test("wrong client credentials fail when the token is requested", async () => {
    const wrong = new OrdersController(paypalClient({ clientId: fake.clientId, clientSecret: "nope", baseUrl: fake.baseUrl }));
    const error = await apiError(wrong.createOrder({ body: orderBody("order-4") }));
    expect(error.statusCode).toBe(401);
    expect(fake.requests.at(-1)).toEqual({ method: "POST", path: "/v1/oauth2/token" });
  });

  test("the approve link approves the order, like approve()", async () => {
    const { result } = await orders.createOrder({ body: orderBody("order-5") });
    const href = result.links?.find((link) => link.rel === "approve")?.href ?? "";
    const page = await fetch(href);
    expect(page.status).toBe(200);
    expect((await orders.getOrder({ id: result.id ?? "" })).result.status).toBe("APPROVED");
  });
});

describe("capture", () => {
  test("capturing an order that is not approved is ORDER_NOT_APPROVED", async () => {
    const { result } = await orders.createOrder({ body: orderBody("order-6") });
    const error = await apiError(orders.captureOrder({ id: result.id ?? "", paypalRequestId: randomUUID() }));
    expect(error).toBeInstanceOf(CustomError);
    expect(error.statusCode).toBe(422);
    expect(error.result?.name).toBe("UNPROCESSABLE_ENTITY");
    expect(error.result?.details?.[0]?.issue).toBe("ORDER_NOT_APPROVED");
  });

  test("completed: 201 with a COMPLETED capture; the same PayPal-Request-Id replays it; a new one is ORDER_ALREADY_CAPTURED", async () => {
    const id = await createApprovedOrder("order-7");
    const requestId = randomUUID();
    const captured = await orders.captureOrder({ id, paypalRequestId: requestId });

    expect(captured.statusCode).toBe(201);
    expect(captured.result.status).toBe("COMPLETED");
    const capture = captured.result.purchaseUnits?.[0]?.payments?.captures?.[0];
    expect(capture).toMatchObject({ status: "COMPLETED", amount: { currencyCode: "USD", value: "9.99" }, customId: "order-7" });
    expect(capture?.id).toMatch(/^CAP[0-9A-Z]{14}$/);
    expect(capture?.sellerReceivableBreakdown).toMatchObject({ paypalFee: { value: "0.84" }, netAmount: { value: "9.15" } });
    expect(fake.requests.at(-1)).toEqual({ method: "POST", path: `/v2/checkout/orders/${id}/capture`, paypalRequestId: requestId });

    const replayed = await orders.captureOrder({ id, paypalRequestId: requestId });
    expect(replayed.statusCode).toBe(201);
    expect(replayed.result.purchaseUnits?.[0]?.payments?.captures?.[0]?.id).toBe(capture?.id);

    const error = await apiError(orders.captureOrder({ id, paypalRequestId: randomUUID() }));
    expect(error.statusCode).toBe(422);
    expect(error.result?.details?.[0]?.issue).toBe("ORDER_ALREADY_CAPTURED");
    expect((await orders.getOrder({ id })).result.status).toBe("COMPLETED");
  });

  test("payer_action_required: 422 PAYER_ACTION_REQUIRED, the order waits for the buyer, and a retry after they act completes", async () => {
    const id = await createApprovedOrder("order-8");
    const requestId = randomUUID();
    fake.setCaptureMode("payer_action_required");

    const error = await apiError(orders.captureOrder({ id, paypalRequestId: requestId }));
    expect(error.statusCode).toBe(422);
    expect(error.result?.name).toBe("UNPROCESSABLE_ENTITY");
    expect(error.result?.details?.[0]?.issue).toBe("PAYER_ACTION_REQUIRED");
    expect(error.result?.links?.some((link) => link.rel === "payer-action")).toBe(true);
    expect((await orders.getOrder({ id })).result.status).toBe("PAYER_ACTION_REQUIRED");

    fake.setCaptureMode("completed");
    const stillWaiting = await apiError(orders.captureOrder({ id, paypalRequestId: requestId }));
    expect(stillWaiting.result?.details?.[0]?.issue).toBe("PAYER_ACTION_REQUIRED");

    fake.approve(id);
    const captured = await orders.captureOrder({ id, paypalRequestId: requestId });
    expect(captured.result.status).toBe("COMPLETED");
  });

  test("payer_action_required reported through the order status instead of an error", async () => {
    const id = await createApprovedOrder("order-9");
    fake.setCaptureMode("payer_action_required", { payerActionVia: "order_status" });

    const response = await orders.captureOrder({ id, paypalRequestId: randomUUID() });
    expect(response.statusCode).toBe(200);
    expect(response.result.status).toBe("PAYER_ACTION_REQUIRED");
    expect(response.result.links?.find((link) => link.rel === "payer-action")?.href).toBe(`${fake.baseUrl}/checkoutnow?token=${id}`);
    expect(response.result.purchaseUnits?.[0]?.payments).toBeUndefined();
  });

  test("declined: 201 with captures[0].status DECLINED", async () => {
    const id = await createApprovedOrder("order-10");
    fake.setCaptureMode("declined");

    const response = await orders.captureOrder({ id, paypalRequestId: randomUUID() });
    expect(response.statusCode).toBe(201);
    expect(response.result.purchaseUnits?.[0]?.payments?.captures?.[0]).toMatchObject({
      status: "DECLINED",
      amount: { currencyCode: "USD", value: "9.99" },
    });
    expect(fake.orders.get(id)?.purchase_units[0]?.payments?.captures[0]?.status).toBe("DECLINED");
  });

  test("fail: 500, nothing changes, and a retry with the same PayPal-Request-Id completes", async () => {
    const id = await createApprovedOrder("order-11");
    const requestId = randomUUID();
    fake.setCaptureMode("fail");

    const error = await apiError(orders.captureOrder({ id, paypalRequestId: requestId }));
    expect(error).toBeInstanceOf(CustomError);
    expect(error.statusCode).toBe(500);
    expect(error.result?.name).toBe("INTERNAL_SERVER_ERROR");
    expect(fake.orders.get(id)?.status).toBe("APPROVED");

    fake.setCaptureMode("completed");
    const captured = await orders.captureOrder({ id, paypalRequestId: requestId });
    expect(captured.result.status).toBe("COMPLETED");
  });
});

describe("refunds, reversals and webhook signatures", () => {
  async function capturedOrder(customId: string): Promise<string> {
    const id = await createApprovedOrder(customId);
    await orders.captureOrder({ id, paypalRequestId: randomUUID() });
    return id;
  }

  /** POST /v1/notifications/verify-webhook-signature with a fresh token, as PayPal's REST API is called. */
  async function verify(body: unknown): Promise<{ status: number; body: { verification_status?: string; name?: string } }> {
    const token = await fetch(`${fake.baseUrl}/v1/oauth2/token`, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString("base64")}`, "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
    });
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const response = await fetch(`${fake.baseUrl}/v1/notifications/verify-webhook-signature`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { verification_status?: string; name?: string } };
  }

  function verifyRequest(transmission: { body: string; headers: Record<string, string> }, overrides: Record<string, unknown> = {}) {
    return {
      auth_algo: transmission.headers["paypal-auth-algo"],
      cert_url: transmission.headers["paypal-cert-url"],
      transmission_id: transmission.headers["paypal-transmission-id"],
      transmission_sig: transmission.headers["paypal-transmission-sig"],
      transmission_time: transmission.headers["paypal-transmission-time"],
      webhook_id: fake.webhookId,
      webhook_event: JSON.parse(transmission.body) as unknown,
      ...overrides,
    };
  }

  test("refund() and reverse() take money back of the capture, report cumulative totals, and GET shows the capture with its order", async () => {
    const id = await capturedOrder("order-12");
    const first = fake.refund(id, "2.00");
    expect(first).toMatchObject({ event_type: "PAYMENT.CAPTURE.REFUNDED", resource_type: "refund", resource: { amount: { value: "2.00" } } });
    expect(first.resource.seller_payable_breakdown.total_refunded_amount).toEqual({ currency_code: "USD", value: "2.00" });
    const captureId = /captures\/([A-Z0-9]+)$/.exec(first.resource.links.find((link) => link.rel === "up")?.href ?? "")?.[1] ?? "";

    const payments = new PaymentsController(paypalClient({ clientId: fake.clientId, clientSecret: fake.clientSecret, baseUrl: fake.baseUrl }));
    const partly = await payments.getCapturedPayment({ captureId });
    expect(partly.result).toMatchObject({ id: captureId, status: "PARTIALLY_REFUNDED", supplementaryData: { relatedIds: { orderId: id } } });

    const reversal = fake.reverse(id);
    expect(reversal).toMatchObject({ event_type: "PAYMENT.CAPTURE.REVERSED", resource: { amount: { value: "7.99" }, note_to_payer: "Payment reversed" } });
    expect(reversal.resource.seller_payable_breakdown.total_refunded_amount.value).toBe("9.99");
    expect(reversal.id).not.toBe(first.id);
    expect((await payments.getCapturedPayment({ captureId })).result.status).toBe("REFUNDED");
    expect(() => fake.refund(id, "0.01")).toThrow(/cannot take/);

    const unknown = await apiError(payments.getCapturedPayment({ captureId: "NOSUCHCAPTURE0000" }));
    expect(unknown.statusCode).toBe(404);
  });

  test("a refund left PENDING settles with settleRefund(): completed it stays taken, failed its money goes back on the capture", async () => {
    const id = await capturedOrder("order-14");
    const pending = fake.refund(id, "4.00", { status: "PENDING" });
    expect(pending.resource).toMatchObject({ status: "PENDING", seller_payable_breakdown: { total_refunded_amount: { value: "4.00" } } });
    const completed = fake.settleRefund(pending.resource.id, "COMPLETED");
    expect(completed).toMatchObject({ event_type: "PAYMENT.CAPTURE.REFUNDED", resource: { id: pending.resource.id, status: "COMPLETED", seller_payable_breakdown: { total_refunded_amount: { value: "4.00" } } } });
    expect(completed.id).not.toBe(pending.id);
    expect(pending.resource.status).toBe("PENDING");
    expect(() => fake.settleRefund(pending.resource.id, "FAILED")).toThrow(/not pending/);

    const second = fake.refund(id, "3.00", { status: "PENDING" });
    const failed = fake.settleRefund(second.resource.id, "FAILED");
    expect(failed.resource).toMatchObject({ status: "FAILED", amount: { value: "3.00" }, seller_payable_breakdown: { total_refunded_amount: { value: "4.00" } } });
    const payments = new PaymentsController(paypalClient({ clientId: fake.clientId, clientSecret: fake.clientSecret, baseUrl: fake.baseUrl }));
    const captureId = /captures\/([A-Z0-9]+)$/.exec(failed.resource.links.find((link) => link.rel === "up")?.href ?? "")?.[1] ?? "";
    expect((await payments.getCapturedPayment({ captureId })).result.status).toBe("PARTIALLY_REFUNDED");
  });

  test("verify-webhook-signature: SUCCESS for a delivery as transmitted, FAILURE for a changed event, webhook id, time or signature, 400 without a field", async () => {
    const event = fake.refund(await capturedOrder("order-13"));
    const transmission = fake.transmit(event);
    expect(await verify(verifyRequest(transmission))).toEqual({ status: 200, body: { verification_status: "SUCCESS" } });

    const tampered = { ...event, resource: { ...event.resource, id: "ANOTHERREFUND0000" } };
    for (const overrides of [{ webhook_event: tampered }, { webhook_id: "ANOTHERWEBHOOK00000000000" }, { transmission_time: "2020-01-01T00:00:00Z" }, { transmission_sig: "Zm9yZ2Vk" }, { cert_url: "https://attacker.example/cert.pem" }]) {
      expect(await verify(verifyRequest(transmission, overrides))).toEqual({ status: 200, body: { verification_status: "FAILURE" } });
    }
    expect(await verify(verifyRequest(fake.transmit(event, { webhookId: "ANOTHERWEBHOOK00000000000" })))).toEqual({ status: 200, body: { verification_status: "FAILURE" } });

    const missing = await verify(verifyRequest(transmission, { transmission_sig: undefined }));
    expect(missing.status).toBe(400);
    expect(missing.body.name).toBe("VALIDATION_ERROR");

    fake.setVerifyMode("fail");
    expect((await verify(verifyRequest(transmission))).status).toBe(500);
  });
});
