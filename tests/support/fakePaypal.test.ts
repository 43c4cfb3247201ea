import { randomUUID } from "node:crypto";
import http from "node:http";
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  CustomError,
  Environment,
  OrdersController,
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
