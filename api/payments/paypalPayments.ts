import type { ApiError, Order, OrdersController, PaymentsController } from "@paypal/paypal-server-sdk";
import type { PaypalConfig } from "../config.ts";
import type { Database } from "../database/prisma.ts";
import type { GemBundle } from "../store/storeCatalog.ts";
import { redirectingTransport } from "./redirectingTransport.ts";
import { attachProviderPayment, createOrder, fulfilPayment, markOrderFailed, PaymentError, type FulfilResult, type PaymentEnvironment } from "./orders.ts";
import { portalScope } from "../portalScope.ts";

export interface PaypalClient {
  orders: OrdersController;
  payments: PaymentsController;
  /**
   * POST /v1/notifications/verify-webhook-signature with `body` (a JSON text) and the client's
   * token, answering PayPal's JSON text: the SDK has no controller for webhooks, so the request is
   * built with its own request builder (same token, transport and errors as the controllers).
   */
  verifyWebhookSignature(body: string): Promise<string>;
}

type PaypalSdk = typeof import("@paypal/paypal-server-sdk");
/** The SDK, once the first client loaded it: the portal makes its client on the first payment, not at start (paymentServices.ts). */
let loadedSdk: PaypalSdk | undefined;

function paypalSdk(): PaypalSdk {
  if (!loadedSdk) throw new Error("The PayPal SDK is used before any PayPal client was made.");
  return loadedSdk;
}

/** An error of the SDK's requests: only a loaded SDK can have thrown one. */
export function isPaypalApiError(error: unknown): error is ApiError {
  return loadedSdk !== undefined && error instanceof loadedSdk.ApiError;
}

export async function createPaypalClient(config: PaypalConfig): Promise<PaypalClient> {
  loadedSdk ??= await import("@paypal/paypal-server-sdk");
  const { Client, Environment, OrdersController, PaymentsController } = loadedSdk;
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: config.clientId, oAuthClientSecret: config.clientSecret },
    environment: config.environment === "production" ? Environment.Production : Environment.Sandbox,
    timeout: 15_000,
    // The SDK only knows PayPal's two hosts; a configured base URL is reached by rewriting requests.
    ...(config.apiBase ? { unstable_httpClientOptions: { transport: redirectingTransport(config.apiBase) } } : {}),
  });
  const request = client.getRequestBuilderFactory();
  return {
    orders: new OrdersController(client),
    payments: new PaymentsController(client),
    async verifyWebhookSignature(body) {
      const builder = request("POST", "/v1/notifications/verify-webhook-signature");
      builder.text(body);
      builder.contentType("application/json");
      builder.authenticate([{ oauth2: true }]);
      return (await builder.callAsText()).result;
    },
  };
}

function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function cents(value: string): number {
  return Math.round(Number.parseFloat(value) * 100);
}

export function issueOf(error: unknown): string | undefined {
  if (!isPaypalApiError(error)) return undefined;
  // Handled error statuses arrive parsed in `result`; others (e.g. a 500 on create) only as `body` text.
  let body = (error.result ?? {}) as { name?: string; details?: { issue?: string }[]; message?: string };
  if (!error.result && typeof error.body === "string") {
    try {
      body = JSON.parse(error.body) as typeof body;
    } catch {
      body = {};
    }
  }
  return body.details?.[0]?.issue ?? body.name;
}

/** Starts a PayPal payment for the bundle that costs `costCents`: an order row, then a PayPal order. */
export async function startPaypalPayment(db: Database, paypal: PaypalClient, userId: string, bundle: GemBundle) {
  const order = await createOrder(db, userId, bundle, "PAYPAL");
  try {
    const { result } = await paypal.orders.createOrder({
      paypalRequestId: `order-${order.id}`,
      body: {
        intent: paypalSdk().CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            referenceId: order.id,
            customId: order.id,
            description: `${order.gems} gems`,
            amount: { currencyCode: order.currency, value: dollars(order.amountCents) },
          },
        ],
      },
    });
    if (!result.id) throw new Error("PayPal returned an order without id");
    await attachProviderPayment(db, order.id, result.id);
    return { orderId: order.id, paypalOrderId: result.id };
  } catch (error) {
    await markOrderFailed(db, order.id, (error as Error).message);
    portalScope()?.logger.error({ detail: (error as Error).message }, "PayPal order creation failed");
    throw new PaymentError("provider_unavailable", issueOf(error) ?? "PPSYSTEM");
  }
}

/**
 * Captures whose money was taken. A capture refunded since (the answer to our capture was lost,
 * and the retry finds it refunded) still paid: it is credited, and the refund's webhook takes the
 * gems back, whichever of the two comes first (fulfilPayment and reversePayment).
 */
const PAID_CAPTURE = new Set(["COMPLETED", "PARTIALLY_REFUNDED", "REFUNDED"]);

function completedCapture(order: Order) {
  for (const unit of order.purchaseUnits ?? []) {
    for (const capture of unit.payments?.captures ?? []) {
      if (capture.status !== undefined && PAID_CAPTURE.has(capture.status) && capture.amount) return capture;
    }
  }
  return undefined;
}

/** Captures an approved PayPal order and credits its gems once. */
export async function capturePaypalPayment(env: PaymentEnvironment, paypal: PaypalClient, userId: string, paypalOrderId: string): Promise<FulfilResult> {
  const order = await env.db.paymentOrder.findUnique({
    where: { provider_providerPaymentId: { provider: "PAYPAL", providerPaymentId: paypalOrderId } },
  });
  if (!order || order.userId !== userId) throw new PaymentError("unknown_order", "This payment does not belong to you.");
  let captured: Order;
  try {
    ({ result: captured } = await paypal.orders.captureOrder({ id: paypalOrderId, paypalRequestId: `capture-${order.id}` }));
  } catch (error) {
    const issue = issueOf(error);
    if (issue === "PAYER_ACTION_REQUIRED") throw new PaymentError("payer_action_required", issue);
    if (isPaypalApiError(error) && error.statusCode >= 500) throw new PaymentError("provider_unavailable", issue ?? "PPSYSTEM");
    if (issue === "ORDER_ALREADY_CAPTURED") {
      // A retry after a crash: ask PayPal what was captured and credit that (once).
      const { result } = await paypal.orders.getOrder({ id: paypalOrderId });
      captured = result;
    } else {
      throw new PaymentError("declined", issue ?? "rejected");
    }
  }
  if (captured.status === "PAYER_ACTION_REQUIRED") throw new PaymentError("payer_action_required", "PAYER_ACTION_REQUIRED");
  const capture = captured.status === "COMPLETED" ? completedCapture(captured) : undefined;
  if (!capture?.amount) {
    // A declined card comes back as a COMPLETED order whose capture is DECLINED: name the capture's status.
    const captureStatus = captured.purchaseUnits?.[0]?.payments?.captures?.[0]?.status;
    throw new PaymentError("declined", captureStatus ?? (captured.status === "COMPLETED" ? "rejected" : captured.status) ?? "rejected");
  }
  return fulfilPayment(env, {
    provider: "PAYPAL",
    providerPaymentId: paypalOrderId,
    amountCents: cents(capture.amount.value),
    currency: capture.amount.currencyCode,
    orderId: order.id,
  });
}
