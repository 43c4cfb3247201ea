/**
 * A local, in-process fake of the parts of the PayPal REST API that the portal uses, for tests.
 *
 * The product code talks to it through the real `@paypal/paypal-server-sdk`, whose axios requests
 * (always to https://api-m.sandbox.paypal.com in the Sandbox environment) are redirected to
 * `baseUrl` through the client's `unstable_httpClientOptions` (see fakePaypal.test.ts).
 *
 * Implemented (JSON bodies, PayPal's error shapes):
 *   POST /v1/oauth2/token                     client_credentials with Basic clientId:clientSecret
 *   POST /v2/checkout/orders                  create (Bearer token; PayPal-Request-Id → the same order)
 *   GET  /v2/checkout/orders/:id              show
 *   POST /v2/checkout/orders/:id/capture      capture (PayPal-Request-Id → the same result)
 *   GET  /checkoutnow?token=:id               the `approve` link: approves the order, like `approve()`
 *   GET  /v2/payments/captures/:id            show a capture (with supplementary_data.related_ids.order_id)
 *   POST /v1/notifications/verify-webhook-signature
 *                                             PayPal's check of a webhook delivery (verification_status
 *                                             SUCCESS or FAILURE; 400 VALIDATION_ERROR when a field is missing)
 *
 * Webhooks: `refund()` and `reverse()` change a capture as the merchant's dashboard or a chargeback
 * would and return the event PayPal then sends (a refund may be left PENDING, and `settleRefund()`
 * then completes or fails it, told by another PAYMENT.CAPTURE.REFUNDED about the same refund); `dispute()` opens a buyer's case against a capture
 * and `resolveDispute()` ends it, each returning its CUSTOMER.DISPUTE.* event; `transmit()` signs a delivery of an event the way
 * PayPal does (SHA256withRSA over `transmission id|time|webhook id|crc32(body)`, with the fake's own
 * key), so the verification endpoint checks a real signature: a tampered body, another webhook id
 * or a forged signature give FAILURE.
 *
 * Behaviour worth knowing:
 * - `setCreateMode` / `setCaptureMode` last until changed again.
 * - Capture checks, in order: fail mode (500, nothing changes) → unknown order (404) → a replayed
 *   PayPal-Request-Id (the saved 201, whatever the mode now is) → ORDER_ALREADY_CAPTURED (422) →
 *   PAYER_ACTION_REQUIRED while the order waits for the buyer (422) → ORDER_NOT_APPROVED (422) → mode.
 * - "payer_action_required" answers 422 UNPROCESSABLE_ENTITY / PAYER_ACTION_REQUIRED (with a
 *   `payer-action` link) and leaves the order in status PAYER_ACTION_REQUIRED, which GET shows too;
 *   `approve()` (the buyer coming back) makes it APPROVED again. With
 *   `setCaptureMode("payer_action_required", { payerActionVia: "order_status" })` the capture
 *   instead answers 200 with the order itself in status PAYER_ACTION_REQUIRED.
 * - "declined" answers 201 with the order COMPLETED and captures[0].status DECLINED (as PayPal does
 *   for declined cards): the order cannot be captured again.
 * - Only completed captures (COMPLETED or DECLINED) are saved for their PayPal-Request-Id; errors are
 *   not, so retrying with the same id after the buyer acts or the outage ends goes through.
 * - `setVerifyMode("fail")` makes the verification endpoint answer 500 until changed again.
 *
 * Only node built-ins are used. Everything is kept in memory and dies with `stop()`.
 */
import { createSign, createVerify, generateKeyPairSync, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { URL, URLSearchParams } from "node:url";
import { crc32 } from "node:zlib";

export type FakePaypalCreateMode = "normal" | "fail";
export type FakePaypalCaptureMode = "completed" | "payer_action_required" | "declined" | "fail";
export type FakePaypalOrderStatus = "CREATED" | "SAVED" | "APPROVED" | "VOIDED" | "COMPLETED" | "PAYER_ACTION_REQUIRED";
export type FakePaypalVerifyMode = "normal" | "fail";

export interface FakePaypalMoney {
  currency_code: string;
  value: string;
}

export interface FakePaypalLink {
  href: string;
  rel: string;
  method: "GET" | "POST" | "PATCH";
}

export interface FakePaypalCapture {
  id: string;
  status: "COMPLETED" | "DECLINED" | "PARTIALLY_REFUNDED" | "REFUNDED";
  amount: FakePaypalMoney;
  final_capture: boolean;
  custom_id?: string;
  invoice_id?: string;
  seller_protection: { status: "ELIGIBLE" | "NOT_ELIGIBLE"; dispute_categories?: string[] };
  seller_receivable_breakdown?: { gross_amount: FakePaypalMoney; paypal_fee: FakePaypalMoney; net_amount: FakePaypalMoney };
  links: FakePaypalLink[];
  create_time: string;
  update_time: string;
}

export interface FakePaypalPurchaseUnit {
  reference_id: string;
  amount: FakePaypalMoney & { breakdown?: unknown };
  payee: { email_address: string; merchant_id: string };
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  soft_descriptor?: string;
  items?: unknown[];
  payments?: { captures: FakePaypalCapture[] };
}

export interface FakePaypalOrder {
  id: string;
  intent: "CAPTURE" | "AUTHORIZE";
  status: FakePaypalOrderStatus;
  purchase_units: FakePaypalPurchaseUnit[];
  payer?: { name: { given_name: string; surname: string }; email_address: string; payer_id: string; address: { country_code: string } };
  links: FakePaypalLink[];
  create_time: string;
  update_time: string;
}

export type FakePaypalRefundStatus = "COMPLETED" | "PENDING" | "FAILED" | "CANCELLED";

/** A refund (or a reversal, which PayPal reports as a refund resource too) of a capture. */
export interface FakePaypalRefund {
  id: string;
  amount: FakePaypalMoney;
  note_to_payer?: string;
  custom_id?: string;
  seller_payable_breakdown: {
    gross_amount: FakePaypalMoney;
    paypal_fee: FakePaypalMoney;
    net_amount: FakePaypalMoney;
    /** Everything refunded or reversed of the capture so far, this one included. */
    total_refunded_amount: FakePaypalMoney;
  };
  status: FakePaypalRefundStatus;
  links: FakePaypalLink[];
  create_time: string;
  update_time: string;
}

export interface FakePaypalWebhookEvent {
  id: string;
  event_version: "1.0";
  create_time: string;
  resource_type: "refund";
  resource_version: "2.0";
  event_type: "PAYMENT.CAPTURE.REFUNDED" | "PAYMENT.CAPTURE.REVERSED";
  summary: string;
  resource: FakePaypalRefund;
  links: FakePaypalLink[];
}

/** How a dispute ends (PayPal's dispute_outcome.outcome_code). */
export type FakePaypalDisputeOutcome = "RESOLVED_BUYER_FAVOUR" | "RESOLVED_SELLER_FAVOUR" | "RESOLVED_WITH_PAYOUT" | "CANCELED_BY_BUYER" | "ACCEPTED" | "DENIED";

/** A buyer's case against a capture, as the Disputes API and its webhooks describe it. */
export interface FakePaypalDispute {
  dispute_id: string;
  create_time: string;
  update_time: string;
  disputed_transactions: { seller_transaction_id: string; seller: { merchant_id: string } }[];
  reason: "MERCHANDISE_OR_SERVICE_NOT_RECEIVED" | "UNAUTHORISED";
  status: "OPEN" | "RESOLVED";
  dispute_amount: FakePaypalMoney;
  dispute_outcome?: { outcome_code: FakePaypalDisputeOutcome; amount_refunded?: FakePaypalMoney };
  dispute_life_cycle_stage: "INQUIRY" | "CHARGEBACK";
  dispute_channel: "INTERNAL" | "EXTERNAL";
  links: FakePaypalLink[];
}

export interface FakePaypalDisputeEvent {
  id: string;
  event_version: "1.0";
  create_time: string;
  resource_type: "dispute";
  resource_version: "1.0";
  event_type: "CUSTOMER.DISPUTE.CREATED" | "CUSTOMER.DISPUTE.RESOLVED";
  summary: string;
  resource: FakePaypalDispute;
  links: FakePaypalLink[];
}

/** A webhook delivery as PayPal sends it: the JSON body and the PAYPAL-* transmission headers. */
export interface FakePaypalTransmission {
  body: string;
  headers: Record<string, string>;
}

export interface FakePaypal {
  /** http://127.0.0.1:PORT (no trailing slash) */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Every order created, by id (the live objects: what the API returns is a copy). */
  orders: Map<string, FakePaypalOrder>;
  /** Every request received, in order; `path` is the pathname without the query string. */
  requests: { method: string; path: string; paypalRequestId?: string }[];
  /** Behaviour of the following order creations, until changed again. fail → 500 INTERNAL_SERVER_ERROR. */
  setCreateMode(mode: FakePaypalCreateMode): void;
  /** Behaviour of the following captures, until changed again (see the file comment). */
  setCaptureMode(mode: FakePaypalCaptureMode, options?: { payerActionVia?: "error" | "order_status" }): void;
  /** Simulates the buyer approving in the PayPal popup (status APPROVED). Throws if the order cannot be approved. */
  approve(orderId: string): void;
  /** The id PayPal gave the portal's webhook (what PAYPAL_WEBHOOK_ID is set to). */
  webhookId: string;
  /**
   * The merchant refunds `value` ("5.00"; all that is left when omitted) of the order's completed
   * capture; returns the PAYMENT.CAPTURE.REFUNDED event PayPal then sends. Throws past what is left.
   */
  refund(orderId: string, value?: string, options?: { status?: "PENDING" }): FakePaypalWebhookEvent;
  /**
   * A PENDING refund ends: COMPLETED, or FAILED or CANCELLED (its money goes back on the capture);
   * returns the PAYMENT.CAPTURE.REFUNDED event about it. Throws for a refund not pending.
   */
  settleRefund(refundId: string, status: "COMPLETED" | "FAILED" | "CANCELLED"): FakePaypalWebhookEvent;
  /** PayPal reverses what is left of the order's capture (a chargeback): the PAYMENT.CAPTURE.REVERSED event. */
  reverse(orderId: string): FakePaypalWebhookEvent;
  /** The buyer opens a case against the order's completed capture for `value` (the whole capture when omitted): the CUSTOMER.DISPUTE.CREATED event. */
  dispute(orderId: string, value?: string): FakePaypalDisputeEvent;
  /** PayPal ends an open case with `outcome`: the CUSTOMER.DISPUTE.RESOLVED event. Throws for a case not open. */
  resolveDispute(disputeId: string, outcome: FakePaypalDisputeOutcome): FakePaypalDisputeEvent;
  /** Signs a delivery of `event` as PayPal does for the webhook `webhookId` (the fake's own by default). */
  transmit(event: unknown, options?: { webhookId?: string }): FakePaypalTransmission;
  /** Behaviour of the following signature verifications, until changed again. fail → 500 INTERNAL_SERVER_ERROR. */
  setVerifyMode(mode: FakePaypalVerifyMode): void;
  stop(): Promise<void>;
}

const CLIENT_ID = "fake-paypal-client-id";
const WEBHOOK_ID = "8PT597110X687430LKGECATA";
const AUTH_ALGO = "SHA256withRSA";
const CLIENT_SECRET = "fake-paypal-client-secret";
const TOKEN_LIFETIME_SECONDS = 32400;
const MAX_BODY_BYTES = 64 * 1024;
const UNPROCESSABLE_MESSAGE = "The requested action could not be performed, semantically incorrect, or failed business validation.";
const ISSUE_DESCRIPTIONS = {
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  PAYER_ACTION_REQUIRED: "Transaction cannot complete successfully, instruct the buyer to return to PayPal.",
  ACTION_DOES_NOT_MATCH_INTENT: "Order was created with an intent to 'AUTHORIZE'. Please use v2/checkout/orders/order_id/authorize to complete the transaction or alternately Create an order with an intent of 'CAPTURE'.",
} as const;

interface PaypalErrorDetail {
  issue: string;
  description?: string;
  field?: string;
  value?: string;
  location?: string;
}

/** Thrown inside request handling to produce a PayPal-style JSON error response. */
class PaypalApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.message ?? body.error_description ?? body.name));
  }
}

function debugId(): string {
  return randomBytes(7).toString("hex").slice(0, 13);
}

function informationLink(anchor: string): FakePaypalLink {
  return { href: `https://developer.paypal.com/docs/api/orders/v2/#${anchor}`, rel: "information_link", method: "GET" };
}

function paypalError(status: number, name: string, message: string, details?: PaypalErrorDetail[], links: FakePaypalLink[] = []): PaypalApiError {
  const anchor = details?.[0] ? `error-${details[0].issue}` : `error-${name}`;
  return new PaypalApiError(status, {
    name,
    ...(details ? { details } : {}),
    message,
    debug_id: debugId(),
    links: [informationLink(anchor), ...links],
  });
}

function invalidRequest(details: PaypalErrorDetail[]): PaypalApiError {
  return paypalError(400, "INVALID_REQUEST", "Request is not well-formed, syntactically incorrect, or violates schema.", details);
}

function unprocessable(issue: keyof typeof ISSUE_DESCRIPTIONS, links: FakePaypalLink[] = []): PaypalApiError {
  return paypalError(422, "UNPROCESSABLE_ENTITY", UNPROCESSABLE_MESSAGE, [{ issue, description: ISSUE_DESCRIPTIONS[issue] }], links);
}

const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** PayPal-style ids: 17 upper-case alphanumerics (with an optional prefix counted in). */
function paypalId(prefix = "", length = 17): string {
  let id = prefix;
  for (const byte of randomBytes(length - prefix.length)) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return id;
}

const isoNow = () => new Date().toISOString().replace(/\.\d{3}Z$/, "Z");

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function copy<T>(value: T): T {
  return structuredClone(value);
}

/** A decimal amount with at most two decimals ("9.99", "10", "0.5") in hundredths. */
function toCents(value: string): bigint {
  const [whole = "0", fraction = ""] = value.split(".");
  return BigInt(whole + fraction.padEnd(2, "0"));
}

function fromCents(cents: bigint): string {
  const digits = cents.toString().padStart(3, "0");
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

export async function startFakePaypal(): Promise<FakePaypal> {
  const host = "127.0.0.1";
  const orders = new Map<string, FakePaypalOrder>();
  const requests: FakePaypal["requests"] = [];
  const tokens = new Map<string, number>(); // access token → expiry (ms)
  /** PayPal-Request-Id of a create → the order it created. */
  const createdBy = new Map<string, string>();
  /** `${orderId} ${PayPal-Request-Id}` of a completed capture → its saved response. */
  const captures = new Map<string, { status: number; body: string }>();
  const sockets = new Set<Socket>();
  let createMode: FakePaypalCreateMode = "normal";
  let captureMode: FakePaypalCaptureMode = "completed";
  let payerActionVia: "error" | "order_status" = "error";
  let verifyMode: FakePaypalVerifyMode = "normal";
  let baseUrl = "";
  /** Cents refunded or reversed so far, by capture id. */
  const refunded = new Map<string, bigint>();
  /** Every refund made, by id (the live objects), with its capture. */
  const refunds = new Map<string, { resource: FakePaypalRefund; capture: FakePaypalCapture }>();
  /** Every dispute opened, by id (the live objects). */
  const disputes = new Map<string, FakePaypalDispute>();
  /** The key webhook deliveries are signed with (PayPal's certificate, in the real thing). */
  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const certUrl = () => `${baseUrl}/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77`;

  const orderUrl = (id: string) => `${baseUrl}/v2/checkout/orders/${id}`;
  const approveLink = (id: string): FakePaypalLink => ({ href: `${baseUrl}/checkoutnow?token=${id}`, rel: "approve", method: "GET" });
  const payerActionLink = (id: string): FakePaypalLink => ({ href: `${baseUrl}/checkoutnow?token=${id}`, rel: "payer-action", method: "GET" });

  function findOrder(id: string): FakePaypalOrder {
    const order = orders.get(id);
    if (!order) {
      throw paypalError(404, "RESOURCE_NOT_FOUND", "The specified resource does not exist.", [
        {
          field: "order_id",
          value: id,
          location: "path",
          issue: "INVALID_RESOURCE_ID",
          description: "Specified resource ID does not exist. Please check the resource ID and try again.",
        },
      ]);
    }
    return order;
  }

  function approveOrder(order: FakePaypalOrder): void {
    if (order.status !== "CREATED" && order.status !== "APPROVED" && order.status !== "PAYER_ACTION_REQUIRED") {
      throw new Error(`fake PayPal: order ${order.id} has status ${order.status} and cannot be approved`);
    }
    order.status = "APPROVED";
    order.update_time = isoNow();
    order.payer = {
      name: { given_name: "Fake", surname: "Buyer" },
      email_address: "fake.buyer@example.test",
      payer_id: paypalId("", 13),
      address: { country_code: "US" },
    };
    order.links = [
      { href: orderUrl(order.id), rel: "self", method: "GET" },
      { href: orderUrl(order.id), rel: "update", method: "PATCH" },
      { href: `${orderUrl(order.id)}/capture`, rel: "capture", method: "POST" },
    ];
  }

  function validatePurchaseUnit(unit: unknown, index: number): FakePaypalPurchaseUnit {
    const at = `/purchase_units/${index}`;
    if (!isRecord(unit)) throw invalidRequest([{ field: at, location: "body", issue: "INVALID_PARAMETER_SYNTAX", description: "The value of a field does not conform to the expected format." }]);
    const amount = unit.amount;
    if (!isRecord(amount)) {
      throw invalidRequest([{ field: `${at}/amount`, location: "body", issue: "MISSING_REQUIRED_PARAMETER", description: "A required field / parameter is missing." }]);
    }
    const currency = amount.currency_code;
    if (typeof currency !== "string" || !/^[A-Z]{3}$/.test(currency)) {
      throw invalidRequest([{ field: `${at}/amount/currency_code`, value: String(currency), location: "body", issue: "INVALID_PARAMETER_VALUE", description: "The value of a field is invalid." }]);
    }
    const value = amount.value;
    if (typeof value !== "string" || !/^\d{1,10}(\.\d{1,2})?$/.test(value)) {
      throw invalidRequest([{ field: `${at}/amount/value`, value: String(value), location: "body", issue: "INVALID_PARAMETER_SYNTAX", description: "The value of a field does not conform to the expected format." }]);
    }
    if (toCents(value) <= 0n) {
      throw paypalError(422, "UNPROCESSABLE_ENTITY", UNPROCESSABLE_MESSAGE, [
        { field: `${at}/amount/value`, value, location: "body", issue: "CANNOT_BE_ZERO_OR_NEGATIVE", description: "Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported." },
      ]);
    }
    const result: FakePaypalPurchaseUnit = {
      reference_id: typeof unit.reference_id === "string" ? unit.reference_id : "default",
      amount: { ...copy(amount), currency_code: currency, value },
      payee: { email_address: "fake.merchant@example.test", merchant_id: "FAKEMERCHANT1" },
    };
    for (const key of ["custom_id", "invoice_id", "description", "soft_descriptor"] as const) {
      const field = unit[key];
      if (typeof field === "string") result[key] = field;
    }
    if (Array.isArray(unit.items)) result.items = copy(unit.items);
    return result;
  }

  function createOrder(body: unknown, requestId: string | undefined): { status: number; body: unknown } {
    if (requestId !== undefined) {
      const existing = createdBy.get(requestId);
      if (existing) return { status: 201, body: copy(findOrder(existing)) };
    }
    if (!isRecord(body)) throw invalidRequest([{ issue: "MALFORMED_REQUEST_JSON", description: "The request JSON is not well formed." }]);
    if (body.intent !== "CAPTURE" && body.intent !== "AUTHORIZE") {
      throw invalidRequest([{ field: "/intent", value: String(body.intent), location: "body", issue: body.intent === undefined ? "MISSING_REQUIRED_PARAMETER" : "INVALID_PARAMETER_VALUE", description: "The value of a field is invalid." }]);
    }
    const units = body.purchase_units;
    if (!Array.isArray(units) || units.length === 0 || units.length > 10) {
      throw invalidRequest([{ field: "/purchase_units", location: "body", issue: "MISSING_REQUIRED_PARAMETER", description: "A required field / parameter is missing." }]);
    }
    const purchaseUnits = units.map(validatePurchaseUnit);
    const references = new Set(purchaseUnits.map((unit) => unit.reference_id));
    if (references.size !== purchaseUnits.length) {
      throw paypalError(422, "UNPROCESSABLE_ENTITY", UNPROCESSABLE_MESSAGE, [
        { field: "/purchase_units", location: "body", issue: "DUPLICATE_REFERENCE_ID", description: "`reference_id` must be unique if multiple `purchase_unit` are provided." },
      ]);
    }
    const id = paypalId();
    const time = isoNow();
    const order: FakePaypalOrder = {
      id,
      intent: body.intent,
      status: "CREATED",
      purchase_units: purchaseUnits,
      links: [
        { href: orderUrl(id), rel: "self", method: "GET" },
        approveLink(id),
        { href: orderUrl(id), rel: "update", method: "PATCH" },
        { href: `${orderUrl(id)}/capture`, rel: "capture", method: "POST" },
      ],
      create_time: time,
      update_time: time,
    };
    orders.set(id, order);
    if (requestId !== undefined) createdBy.set(requestId, id);
    return { status: 201, body: copy(order) };
  }

  function makeCapture(unit: FakePaypalPurchaseUnit, orderId: string, status: FakePaypalCapture["status"]): FakePaypalCapture {
    const id = paypalId("CAP");
    const time = isoNow();
    const money = { currency_code: unit.amount.currency_code, value: unit.amount.value };
    const capture: FakePaypalCapture = {
      id,
      status,
      amount: money,
      final_capture: true,
      seller_protection: status === "COMPLETED" ? { status: "ELIGIBLE", dispute_categories: ["ITEM_NOT_RECEIVED", "UNAUTHORIZED_TRANSACTION"] } : { status: "NOT_ELIGIBLE" },
      links: [
        { href: `${baseUrl}/v2/payments/captures/${id}`, rel: "self", method: "GET" },
        { href: `${baseUrl}/v2/payments/captures/${id}/refund`, rel: "refund", method: "POST" },
        { href: orderUrl(orderId), rel: "up", method: "GET" },
      ],
      create_time: time,
      update_time: time,
    };
    if (unit.custom_id !== undefined) capture.custom_id = unit.custom_id;
    if (unit.invoice_id !== undefined) capture.invoice_id = unit.invoice_id;
    if (status === "COMPLETED") {
      // PayPal's standard US rate, 3.49% + 0.49, rounded to the minor unit.
      const gross = toCents(money.value);
      const standardFee = (gross * 349n + 5000n) / 10000n + 49n;
      const fee = standardFee < gross ? standardFee : gross;
      capture.seller_receivable_breakdown = {
        gross_amount: money,
        paypal_fee: { currency_code: money.currency_code, value: fromCents(fee) },
        net_amount: { currency_code: money.currency_code, value: fromCents(gross - fee) },
      };
    }
    return capture;
  }

  function captureOrder(id: string, requestId: string | undefined): { status: number; body: unknown } {
    if (captureMode === "fail") {
      throw paypalError(500, "INTERNAL_SERVER_ERROR", "An internal server error has occurred. (fake PayPal in fail mode)");
    }
    const order = findOrder(id);
    const replayKey = requestId === undefined ? undefined : `${id} ${requestId}`;
    const replay = replayKey === undefined ? undefined : captures.get(replayKey);
    if (replay) return { status: replay.status, body: JSON.parse(replay.body) as unknown };
    if (order.status === "COMPLETED") throw unprocessable("ORDER_ALREADY_CAPTURED");
    if (order.status === "PAYER_ACTION_REQUIRED") throw unprocessable("PAYER_ACTION_REQUIRED", [payerActionLink(id)]);
    if (order.status !== "APPROVED") throw unprocessable("ORDER_NOT_APPROVED");
    if (order.intent !== "CAPTURE") throw unprocessable("ACTION_DOES_NOT_MATCH_INTENT");

    if (captureMode === "payer_action_required") {
      order.status = "PAYER_ACTION_REQUIRED";
      order.update_time = isoNow();
      order.links = [{ href: orderUrl(id), rel: "self", method: "GET" }, payerActionLink(id)];
      if (payerActionVia === "order_status") return { status: 200, body: copy(order) };
      throw unprocessable("PAYER_ACTION_REQUIRED", [payerActionLink(id)]);
    }

    const captureStatus = captureMode === "declined" ? "DECLINED" : "COMPLETED";
    for (const unit of order.purchase_units) unit.payments = { captures: [makeCapture(unit, id, captureStatus)] };
    order.status = "COMPLETED";
    order.update_time = isoNow();
    order.links = [{ href: orderUrl(id), rel: "self", method: "GET" }];
    const result = { status: 201, body: JSON.stringify(order) };
    if (replayKey !== undefined) captures.set(replayKey, result);
    return { status: result.status, body: JSON.parse(result.body) as unknown };
  }

  function findCapture(id: string): { capture: FakePaypalCapture; orderId: string } {
    for (const order of orders.values()) {
      for (const unit of order.purchase_units) {
        const capture = unit.payments?.captures.find((c) => c.id === id);
        if (capture) return { capture, orderId: order.id };
      }
    }
    throw paypalError(404, "RESOURCE_NOT_FOUND", "The specified resource does not exist.", [
      { field: "capture_id", value: id, location: "path", issue: "INVALID_RESOURCE_ID", description: "Specified resource ID does not exist. Please check the resource ID and try again." },
    ]);
  }

  function showCapture(id: string): { status: number; body: unknown } {
    const { capture, orderId } = findCapture(id);
    return { status: 200, body: { ...copy(capture), supplementary_data: { related_ids: { order_id: orderId } } } };
  }

  /** Takes `cents` (all that is left when undefined) off the order's completed capture and describes it as PayPal's webhook does. */
  function takeBack(orderId: string, cents: bigint | undefined, type: FakePaypalWebhookEvent["event_type"], status: FakePaypalRefundStatus = "COMPLETED"): FakePaypalWebhookEvent {
    const order = orders.get(orderId);
    const capture = order?.purchase_units[0]?.payments?.captures[0];
    if (!capture || capture.status === "DECLINED") throw new Error(`fake PayPal: order ${orderId} has no completed capture`);
    const gross = toCents(capture.amount.value);
    const before = refunded.get(capture.id) ?? 0n;
    const amount = cents ?? gross - before;
    if (amount <= 0n || before + amount > gross) throw new Error(`fake PayPal: cannot take ${fromCents(amount)} back of capture ${capture.id} (${fromCents(gross - before)} left)`);
    const total = before + amount;
    refunded.set(capture.id, total);
    capture.status = total === gross ? "REFUNDED" : "PARTIALLY_REFUNDED";
    const time = isoNow();
    capture.update_time = time;
    const currency = capture.amount.currency_code;
    const money = (value: bigint) => ({ currency_code: currency, value: fromCents(value) });
    const refundId = paypalId();
    const resource: FakePaypalRefund = {
      id: refundId,
      amount: money(amount),
      ...(type === "PAYMENT.CAPTURE.REVERSED" ? { note_to_payer: "Payment reversed" } : {}),
      ...(capture.custom_id !== undefined ? { custom_id: capture.custom_id } : {}),
      seller_payable_breakdown: { gross_amount: money(amount), paypal_fee: money(0n), net_amount: money(amount), total_refunded_amount: money(total) },
      status,
      links: [
        { href: `${baseUrl}/v2/payments/refunds/${refundId}`, rel: "self", method: "GET" },
        { href: `${baseUrl}/v2/payments/captures/${capture.id}`, rel: "up", method: "GET" },
      ],
      create_time: time,
      update_time: time,
    };
    refunds.set(refundId, { resource, capture });
    return refundEvent(resource, type);
  }

  /** A refund that was PENDING ends; one that failed or was cancelled gives its money back to the capture. */
  function settle(refundId: string, status: "COMPLETED" | "FAILED" | "CANCELLED"): FakePaypalWebhookEvent {
    const refund = refunds.get(refundId);
    if (!refund || refund.resource.status !== "PENDING") throw new Error(`fake PayPal: refund ${refundId} is not pending`);
    const { resource, capture } = refund;
    resource.status = status;
    resource.update_time = isoNow();
    if (status !== "COMPLETED") {
      const total = (refunded.get(capture.id) ?? 0n) - toCents(resource.amount.value);
      refunded.set(capture.id, total);
      capture.status = total === 0n ? "COMPLETED" : "PARTIALLY_REFUNDED";
      resource.seller_payable_breakdown.total_refunded_amount = { currency_code: capture.amount.currency_code, value: fromCents(total) };
    }
    return refundEvent(resource, "PAYMENT.CAPTURE.REFUNDED");
  }

  /** The event PayPal sends about a refund as it is now. */
  function refundEvent(refund: FakePaypalRefund, type: FakePaypalWebhookEvent["event_type"]): FakePaypalWebhookEvent {
    const amount = toCents(refund.amount.value);
    const currency = refund.amount.currency_code;
    const eventId = `WH-${paypalId()}-${paypalId()}`;
    return {
      id: eventId,
      event_version: "1.0",
      create_time: new Date().toISOString(),
      resource_type: "refund",
      resource_version: "2.0",
      event_type: type,
      summary: `A $ ${fromCents(amount)} ${currency} capture payment was ${type === "PAYMENT.CAPTURE.REFUNDED" ? "refunded" : "reversed"}`,
      resource: copy(refund),
      links: [
        { href: `${baseUrl}/v1/notifications/webhooks-events/${eventId}`, rel: "self", method: "GET" },
        { href: `${baseUrl}/v1/notifications/webhooks-events/${eventId}/resend`, rel: "resend", method: "POST" },
      ],
    };
  }

  /** The event PayPal sends about a dispute as it is now. */
  function disputeEvent(dispute: FakePaypalDispute, type: FakePaypalDisputeEvent["event_type"]): FakePaypalDisputeEvent {
    const eventId = `WH-${paypalId()}-${paypalId()}`;
    return {
      id: eventId,
      event_version: "1.0",
      create_time: new Date().toISOString(),
      resource_type: "dispute",
      resource_version: "1.0",
      event_type: type,
      summary: type === "CUSTOMER.DISPUTE.CREATED" ? "A new dispute opened with Case # " + dispute.dispute_id : "A dispute was resolved with case # " + dispute.dispute_id,
      resource: copy(dispute),
      links: [{ href: `${baseUrl}/v1/notifications/webhooks-events/${eventId}`, rel: "self", method: "GET" }],
    };
  }

  function openDispute(orderId: string, cents: bigint | undefined): FakePaypalDisputeEvent {
    const capture = orders.get(orderId)?.purchase_units[0]?.payments?.captures[0];
    if (!capture || capture.status === "DECLINED") throw new Error(`fake PayPal: order ${orderId} has no completed capture`);
    const gross = toCents(capture.amount.value);
    const amount = cents ?? gross;
    if (amount <= 0n || amount > gross) throw new Error(`fake PayPal: cannot dispute ${fromCents(amount)} of capture ${capture.id}`);
    const time = isoNow();
    const id = `PP-D-${Math.floor(10_000 + Math.random() * 89_999)}-${paypalId().slice(0, 6)}`;
    const dispute: FakePaypalDispute = {
      dispute_id: id,
      create_time: time,
      update_time: time,
      disputed_transactions: [{ seller_transaction_id: capture.id, seller: { merchant_id: "FAKEMERCHANT1" } }],
      reason: "MERCHANDISE_OR_SERVICE_NOT_RECEIVED",
      status: "OPEN",
      dispute_amount: { currency_code: capture.amount.currency_code, value: fromCents(amount) },
      dispute_life_cycle_stage: "INQUIRY",
      dispute_channel: "INTERNAL",
      links: [{ href: `${baseUrl}/v1/customer/disputes/${id}`, rel: "self", method: "GET" }],
    };
    disputes.set(id, dispute);
    return disputeEvent(dispute, "CUSTOMER.DISPUTE.CREATED");
  }

  function endDispute(id: string, outcome: FakePaypalDisputeOutcome): FakePaypalDisputeEvent {
    const dispute = disputes.get(id);
    if (!dispute || dispute.status !== "OPEN") throw new Error(`fake PayPal: no open dispute ${id}`);
    dispute.status = "RESOLVED";
    dispute.update_time = isoNow();
    dispute.dispute_outcome = { outcome_code: outcome };
    return disputeEvent(dispute, "CUSTOMER.DISPUTE.RESOLVED");
  }

  /** What PayPal signs: the transmission id and time, the webhook id and the body's CRC32 (unsigned decimal). */
  function signedText(transmissionId: string, time: string, webhookId: string, body: string): string {
    return `${transmissionId}|${time}|${webhookId}|${crc32(body)}`;
  }

  function transmit(event: unknown, webhookId = WEBHOOK_ID): FakePaypalTransmission {
    const body = JSON.stringify(event);
    const transmissionId = randomBytes(16).toString("hex").replace(/^(.{8})(.{4})(.{4})(.{4})/, "$1-$2-$3-$4-");
    const time = isoNow();
    const signature = createSign("sha256").update(signedText(transmissionId, time, webhookId, body)).sign(signingKey.privateKey, "base64");
    return {
      body,
      headers: {
        "content-type": "application/json",
        "paypal-auth-algo": AUTH_ALGO,
        "paypal-cert-url": certUrl(),
        "paypal-transmission-id": transmissionId,
        "paypal-transmission-sig": signature,
        "paypal-transmission-time": time,
      },
    };
  }

  const VERIFY_FIELDS = ["auth_algo", "cert_url", "transmission_id", "transmission_sig", "transmission_time", "webhook_id"] as const;

  /** PayPal's verify-webhook-signature: the signature over the event as received (re-serialized compactly, as the fake's own deliveries are). */
  function verifySignature(body: unknown): { status: number; body: unknown } {
    if (verifyMode === "fail") throw paypalError(500, "INTERNAL_SERVER_ERROR", "An internal server error has occurred. (fake PayPal in fail mode)");
    const request = isRecord(body) ? body : {};
    const missing = VERIFY_FIELDS.filter((field) => typeof request[field] !== "string" || request[field] === "");
    if (missing.length > 0 || !isRecord(request.webhook_event)) {
      throw new PaypalApiError(400, {
        name: "VALIDATION_ERROR",
        message: "Invalid request - see details",
        debug_id: debugId(),
        details: [...missing, ...(isRecord(request.webhook_event) ? [] : ["webhook_event"])].map((field) => ({ field, location: "body", issue: "MISSING_REQUIRED_PARAMETER" })),
      });
    }
    const field = (name: (typeof VERIFY_FIELDS)[number]) => String(request[name]);
    const text = signedText(field("transmission_id"), field("transmission_time"), field("webhook_id"), JSON.stringify(request.webhook_event));
    const verified =
      field("auth_algo") === AUTH_ALGO &&
      field("cert_url") === certUrl() &&
      field("webhook_id") === WEBHOOK_ID &&
      createVerify("sha256").update(text).verify(signingKey.publicKey, field("transmission_sig"), "base64");
    return { status: 200, body: { verification_status: verified ? "SUCCESS" : "FAILURE" } };
  }

  function checkBearer(req: IncomingMessage): void {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const expiry = token === undefined ? undefined : tokens.get(token);
    if (expiry === undefined || expiry < Date.now()) {
      throw new PaypalApiError(
        401,
        {
          name: "AUTHENTICATION_FAILURE",
          message: "Authentication failed due to invalid authentication credentials or a missing Authorization header.",
          links: [{ href: "https://developer.paypal.com/docs/api/overview/#error", rel: "information_link" }],
        },
        { "WWW-Authenticate": 'Bearer realm="PayPal"' },
      );
    }
  }

  function issueToken(req: IncomingMessage, body: string): { status: number; body: unknown } {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const expected = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`);
    const presented = basic === undefined ? Buffer.alloc(0) : Buffer.from(Buffer.from(basic, "base64").toString("utf8"));
    if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
      throw new PaypalApiError(401, { error: "invalid_client", error_description: "Client Authentication failed" });
    }
    const form = new URLSearchParams(body);
    if (form.get("grant_type") !== "client_credentials") {
      throw new PaypalApiError(400, { error: "unsupported_grant_type", error_description: `unsupported grant_type ${form.get("grant_type") ?? ""}`.trim() });
    }
    const accessToken = `A21AA${randomBytes(48).toString("base64url")}`;
    tokens.set(accessToken, Date.now() + TOKEN_LIFETIME_SECONDS * 1000);
    return {
      status: 200,
      body: {
        scope: "https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund",
        access_token: accessToken,
        token_type: "Bearer",
        app_id: "APP-FAKE0000000000000",
        expires_in: TOKEN_LIFETIME_SECONDS,
        nonce: `${isoNow()}${randomBytes(16).toString("base64url")}`,
      },
    };
  }

  function parseJson(req: IncomingMessage, body: string): unknown {
    if (body === "") return undefined;
    const contentType = req.headers["content-type"] ?? "";
    if (!contentType.startsWith("application/json")) {
      throw paypalError(415, "UNSUPPORTED_MEDIA_TYPE", `The request payload is not supported (expected application/json, got ${contentType || "none"}).`);
    }
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw invalidRequest([{ issue: "MALFORMED_REQUEST_JSON", location: "body", description: "The request JSON is not well formed." }]);
    }
  }

  function route(req: IncomingMessage, method: string, url: URL, body: string, requestId: string | undefined): { status: number; body: unknown } {
    const path = url.pathname;
    if (path === "/v1/oauth2/token" && method === "POST") return issueToken(req, body);
    if (path === "/v2/checkout/orders" && method === "POST") {
      checkBearer(req);
      if (createMode === "fail") throw paypalError(500, "INTERNAL_SERVER_ERROR", "An internal server error has occurred. (fake PayPal in fail mode)");
      return createOrder(parseJson(req, body), requestId);
    }
    if (path === "/v1/notifications/verify-webhook-signature" && method === "POST") {
      checkBearer(req);
      return verifySignature(parseJson(req, body));
    }
    const captureMatch = /^\/v2\/payments\/captures\/([^/]+)$/.exec(path);
    if (captureMatch?.[1] && method === "GET") {
      checkBearer(req);
      return showCapture(decodeURIComponent(captureMatch[1]));
    }
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (match?.[1]) {
      const id = decodeURIComponent(match[1]);
      if (!match[2] && method === "GET") {
        checkBearer(req);
        return { status: 200, body: copy(findOrder(id)) };
      }
      if (match[2] && method === "POST") {
        checkBearer(req);
        parseJson(req, body); // the optional payment_source body is accepted and ignored
        return captureOrder(id, requestId);
      }
    }
    throw paypalError(404, "RESOURCE_NOT_FOUND", `The specified resource does not exist (${method} ${path}).`);
  }

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) throw paypalError(413, "REQUEST_ENTITY_TOO_LARGE", "Request body too large.");
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString("utf8");
  }

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      "Content-Type": "application/json",
      "Content-Length": String(Buffer.byteLength(text)),
      "Paypal-Debug-Id": debugId(),
      ...headers,
    });
    res.end(text);
  }

  function approvePage(res: ServerResponse, url: URL): void {
    const order = orders.get(url.searchParams.get("token") ?? "");
    let text: string;
    let status = 200;
    if (!order) {
      status = 404;
      text = "Unknown order.";
    } else {
      try {
        approveOrder(order);
        text = `Order ${order.id} approved.`;
      } catch (error) {
        status = 422;
        text = (error as Error).message;
      }
    }
    res.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><title>Fake PayPal</title><p>${text.replace(/[<>&]/g, "")}</p>`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const url = new URL(req.url ?? "/", "http://fake-paypal.invalid");
    const header = req.headers["paypal-request-id"];
    const requestId = Array.isArray(header) ? header[0] : header;
    requests.push({ method, path: url.pathname, ...(requestId !== undefined ? { paypalRequestId: requestId } : {}) });
    try {
      const body = await readBody(req);
      if (url.pathname === "/checkoutnow" && method === "GET") {
        approvePage(res, url);
        return;
      }
      const result = route(req, method, url, body, requestId);
      send(res, result.status, result.body, requestId !== undefined ? { "PayPal-Request-Id": requestId } : {});
    } catch (error) {
      if (error instanceof PaypalApiError) {
        send(res, error.status, error.body, error.headers);
        return;
      }
      send(res, 500, { name: "INTERNAL_SERVER_ERROR", message: `Fake PayPal internal error: ${String(error)}`, debug_id: debugId() });
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
    });
  });
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${host}:${port}`;

  let stopped: Promise<void> | undefined;
  return {
    baseUrl,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    orders,
    requests,
    setCreateMode(mode) {
      createMode = mode;
    },
    setCaptureMode(mode, options = {}) {
      captureMode = mode;
      payerActionVia = options.payerActionVia ?? "error";
    },
    approve(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake PayPal: no such order ${orderId}`);
      approveOrder(order);
    },
    webhookId: WEBHOOK_ID,
    refund(orderId, value, options = {}) {
      return takeBack(orderId, value === undefined ? undefined : toCents(value), "PAYMENT.CAPTURE.REFUNDED", options.status);
    },
    settleRefund(refundId, status) {
      return settle(refundId, status);
    },
    reverse(orderId) {
      return takeBack(orderId, undefined, "PAYMENT.CAPTURE.REVERSED");
    },
    dispute(orderId, value) {
      return openDispute(orderId, value === undefined ? undefined : toCents(value));
    },
    resolveDispute(disputeId, outcome) {
      return endDispute(disputeId, outcome);
    },
    transmit(event, options = {}) {
      return transmit(event, options.webhookId);
    },
    setVerifyMode(mode) {
      verifyMode = mode;
    },
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
      });
      return stopped;
    },
  };
}
