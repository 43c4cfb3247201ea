/**
 * A local, in-process fake of the parts of the Stripe API that the portal uses, for tests.
 *
 * The product code talks to it through the real `stripe` SDK, configured with
 * `new Stripe(fake.secretKey, { host: fake.host, port: fake.port, protocol: "http" })`.
 *
 * Implemented (API v1, form-encoded requests, JSON responses, Stripe's error shape):
 *   POST /v1/payment_intents              create (honours Idempotency-Key)
 *   GET  /v1/payment_intents/:id          retrieve
 *   POST /v1/payment_intents/:id/confirm  confirm with a test payment method (pm_card_visa, pm_card_chargeDeclined, ...)
 *
 * Behaviour worth knowing:
 * - Every request needs `Authorization: Bearer <secretKey>` (401 otherwise).
 * - Idempotency (like Stripe): a POST with an Idempotency-Key that was seen before replays the saved
 *   status and body (with `Idempotent-Replayed: true`); the same key with other parameters or on another
 *   endpoint is a 400 `idempotency_error`. Only executed requests are saved (2xx, and 402 card
 *   declines); validation errors, 401s and the simulated outages of `setMode` are not, so a retry with
 *   the same key after `setMode("normal")` goes through. Note that the SDK sends its own random
 *   Idempotency-Key on every POST unless you pass `idempotencyKey`.
 * - `setMode` lasts until it is changed again. "fail" answers every API call with a 500 `api_error`
 *   (the SDK retries those `maxNetworkRetries` times, default 2); "timeout" never answers (the SDK
 *   gives up after its `timeout`, default 80 s, then retries too) and the sockets stay open until
 *   `stop()`.
 * - A declined confirmation sets `latest_charge` to the failed charge, as Stripe does; only a
 *   successful one sets `amount_received`.
 *
 * Only node built-ins are used. Everything is kept in memory and dies with `stop()`.
 */
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { URL, URLSearchParams } from "node:url";

export type FakeStripeMode = "normal" | "fail" | "timeout";

export type FakePaymentIntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "canceled"
  | "succeeded";

export interface FakeLastPaymentError {
  type: "card_error";
  code: "card_declined";
  decline_code: string;
  message: string;
  doc_url: string;
  charge: string;
  payment_method: FakePaymentMethod;
}

export interface FakePaymentMethod {
  id: string;
  object: "payment_method";
  type: "card";
  card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: "credit" };
  created: number;
  livemode: false;
}

export interface FakePaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean; allow_redirects?: "always" | "never" } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: "automatic" | "automatic_async" | "manual";
  client_secret: string;
  confirmation_method: "automatic" | "manual";
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: FakeLastPaymentError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: null;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  setup_future_usage: string | null;
  statement_descriptor: string | null;
  statement_descriptor_suffix: string | null;
  status: FakePaymentIntentStatus;
  transfer_group: string | null;
}

export interface FakeStripe {
  /** "127.0.0.1" */
  host: string;
  port: number;
  /** http://127.0.0.1:PORT (no trailing slash) */
  baseUrl: string;
  /** "sk_test_fake" */
  secretKey: string;
  /** Every PaymentIntent created, by id (the live objects: what the API returns is a copy). */
  paymentIntents: Map<string, FakePaymentIntent>;
  /** Every request received, in order; `path` is the pathname without the query string. */
  requests: { method: string; path: string; idempotencyKey?: string }[];
  /** Behaviour of the following create/retrieve/confirm calls, until changed again. */
  setMode(mode: FakeStripeMode): void;
  /**
   * Simulates the browser confirming a card (Stripe.js): sets the PaymentIntent to succeeded, or to
   * requires_payment_method with a card_declined last_payment_error (`declineCode` defaults to
   * "generic_decline"). Throws if the PaymentIntent is unknown or can no longer be confirmed.
   */
  confirm(paymentIntentId: string, outcome: "succeeded" | "declined", declineCode?: string): FakePaymentIntent;
  stop(): Promise<void>;
}

const SECRET_KEY = "sk_test_fake";
const MAX_BODY_BYTES = 64 * 1024;
const DECLINE_MESSAGE = "Your card was declined.";
/** Stripe's minimum charge amounts (in the smallest unit) for a few common currencies. */
const MINIMUM_AMOUNTS: Record<string, number> = { usd: 50, eur: 50, cad: 50, aud: 50, gbp: 30, chf: 50 };

/** Stripe's test PaymentMethod tokens that the fake understands. */
const TEST_PAYMENT_METHODS: Record<string, { brand: string; last4: string; declineCode?: string }> = {
  pm_card_visa: { brand: "visa", last4: "4242" },
  pm_card_visa_debit: { brand: "visa", last4: "5556" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444" },
  pm_card_amex: { brand: "amex", last4: "8431" },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002", declineCode: "generic_decline" },
  pm_card_chargeDeclinedInsufficientFunds: { brand: "visa", last4: "9995", declineCode: "insufficient_funds" },
  pm_card_chargeDeclinedLostCard: { brand: "visa", last4: "9987", declineCode: "lost_card" },
  pm_card_chargeDeclinedStolenCard: { brand: "visa", last4: "9979", declineCode: "stolen_card" },
};

const CREATE_PARAMS = new Set([
  "amount",
  "currency",
  "metadata",
  "automatic_payment_methods",
  "description",
  "payment_method_types",
  "receipt_email",
  "customer",
  "statement_descriptor",
  "statement_descriptor_suffix",
  "capture_method",
  "confirmation_method",
  "setup_future_usage",
  "transfer_group",
  "confirm",
  "payment_method",
  "payment_method_options",
  "return_url",
  "off_session",
  "error_on_requires_action",
  "use_stripe_sdk",
  "expand",
]);
const CONFIRM_PARAMS = new Set([
  "payment_method",
  "payment_method_options",
  "return_url",
  "receipt_email",
  "setup_future_usage",
  "capture_method",
  "off_session",
  "error_on_requires_action",
  "use_stripe_sdk",
  "client_secret",
  "expand",
]);
const RETRIEVE_PARAMS = new Set(["client_secret", "expand"]);

type StripeErrorBody = {
  type: "api_error" | "card_error" | "idempotency_error" | "invalid_request_error";
  message: string;
  code?: string;
  param?: string;
  doc_url?: string;
  [extra: string]: unknown;
};

/** Thrown inside request handling to produce a Stripe-style JSON error response. */
class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

function invalidRequest(message: string, extra: Partial<StripeErrorBody> = {}, status = 400): StripeApiError {
  const body: StripeErrorBody = { type: "invalid_request_error", message, ...extra };
  if (body.code && !body.doc_url) body.doc_url = `https://stripe.com/docs/error-codes/${body.code.replace(/_/g, "-")}`;
  return new StripeApiError(status, body);
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
function randomId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = "";
  for (const byte of bytes) id += BASE62[byte % 62];
  return `${prefix}${id}`;
}

const now = () => Math.floor(Date.now() / 1000);

/** A form value as the SDK sends it: strings, nested objects (`a[b]=`) and indexed arrays (`a[0]=`). */
type FormValue = string | FormObject;
interface FormObject {
  [key: string]: FormValue;
}

/** Parses Stripe's bracket form encoding (`metadata[order]=1&expand[0]=x`) into nested objects. */
function parseStripeForm(params: URLSearchParams): FormObject {
  const root: FormObject = Object.create(null);
  for (const [rawKey, value] of params) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match || match[1] === undefined) throw invalidRequest(`Invalid parameter name: ${rawKey}`);
    const keys = [match[1], ...[...(match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? "")];
    let node = root;
    for (let i = 0; i < keys.length; i++) {
      let key = keys[i] ?? "";
      if (key === "") key = String(Object.keys(node).length); // `a[]=x` appends
      if (i === keys.length - 1) {
        if (typeof node[key] === "object") throw invalidRequest(`Invalid parameter: ${rawKey} mixes a value and a hash.`);
        node[key] = value;
      } else {
        const next = node[key];
        if (typeof next === "string") throw invalidRequest(`Invalid parameter: ${rawKey} mixes a value and a hash.`);
        node = next ?? (node[key] = Object.create(null) as FormObject);
      }
    }
  }
  return root;
}

function rejectUnknown(params: FormObject, allowed: Set<string>): void {
  for (const key of Object.keys(params)) {
    if (!allowed.has(key)) {
      throw invalidRequest(`Received unknown parameter: ${key}`, { code: "parameter_unknown", param: key });
    }
  }
}

function stringParam(params: FormObject, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw invalidRequest(`Invalid string: ${name} must be a string.`, { code: "parameter_invalid_string", param: name });
  return value;
}

function emptyToNull(value: string | undefined): string | null {
  return value === undefined || value === "" ? null : value;
}

function booleanParam(params: FormObject, name: string): boolean | undefined {
  const value = stringParam(params, name);
  if (value === undefined) return undefined;
  if (value === "true") return true;
  if (value === "false") return false;
  throw invalidRequest(`Invalid boolean: ${value}`, { code: "parameter_invalid_boolean", param: name });
}

function objectParam(params: FormObject, name: string): FormObject | undefined {
  const value = params[name];
  if (value === undefined || value === "") return undefined;
  if (typeof value === "string") throw invalidRequest(`Invalid object: ${name} must be a hash.`, { code: "parameter_invalid_object", param: name });
  return value;
}

function arrayParam(params: FormObject, name: string): string[] | undefined {
  const value = objectParam(params, name);
  if (value === undefined) return undefined;
  const keys = Object.keys(value);
  if (!keys.every((key, index) => key === String(index))) throw invalidRequest(`Invalid array: ${name}`, { param: name });
  return keys.map((key) => {
    const item = value[key];
    if (typeof item !== "string") throw invalidRequest(`Invalid array: ${name}`, { param: name });
    return item;
  });
}

function parseMetadata(params: FormObject): Record<string, string> {
  const raw = objectParam(params, "metadata");
  const metadata: Record<string, string> = {};
  if (!raw) return metadata;
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value !== "string") throw invalidRequest(`Invalid value for metadata[${key}]: must be a string.`, { param: `metadata[${key}]` });
    if (key.length > 40) throw invalidRequest(`Metadata keys can have up to 40 characters: ${key}`, { param: `metadata[${key}]` });
    if (value.length > 500) throw invalidRequest(`Metadata values can have up to 500 characters.`, { param: `metadata[${key}]` });
    if (value !== "") Object.defineProperty(metadata, key, { value, enumerable: true, writable: true, configurable: true });
  }
  if (Object.keys(metadata).length > 50) throw invalidRequest("Metadata can have up to 50 keys.", { param: "metadata" });
  return metadata;
}

function copy<T>(value: T): T {
  return structuredClone(value);
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const host = "127.0.0.1";
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const requests: FakeStripe["requests"] = [];
  /** Idempotency-Key → the request it was first used for and its saved response. */
  const idempotent = new Map<string, { endpoint: string; fingerprint: string; status: number; body: string }>();
  const sockets = new Set<Socket>();
  let mode: FakeStripeMode = "normal";

  function makePaymentMethod(token: string): FakePaymentMethod {
    const card = TEST_PAYMENT_METHODS[token];
    if (!card) {
      throw invalidRequest(`No such PaymentMethod: '${token}'`, { code: "resource_missing", param: "payment_method" });
    }
    return {
      id: randomId("pm_"),
      object: "payment_method",
      type: "card",
      card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: new Date().getFullYear() + 3, funding: "credit" },
      created: now(),
      livemode: false,
    };
  }

  function findPaymentIntent(id: string): FakePaymentIntent {
    const intent = paymentIntents.get(id);
    if (!intent) throw invalidRequest(`No such payment_intent: '${id}'`, { code: "resource_missing", param: "intent" }, 404);
    return intent;
  }

  /** Applies a card outcome to a PaymentIntent, as a confirmation does. */
  function applyOutcome(intent: FakePaymentIntent, paymentMethod: FakePaymentMethod, declineCode: string | undefined): void {
    const charge = randomId("ch_");
    intent.latest_charge = charge;
    if (declineCode) {
      intent.status = "requires_payment_method";
      intent.payment_method = null;
      intent.last_payment_error = {
        type: "card_error",
        code: "card_declined",
        decline_code: declineCode,
        message: DECLINE_MESSAGE,
        doc_url: "https://stripe.com/docs/error-codes/card-declined",
        charge,
        payment_method: paymentMethod,
      };
      return;
    }
    intent.payment_method = paymentMethod.id;
    intent.last_payment_error = null;
    if (intent.capture_method === "manual") {
      intent.status = "requires_capture";
      intent.amount_capturable = intent.amount;
    } else {
      intent.status = "succeeded";
      intent.amount_received = intent.amount;
    }
  }

  function assertConfirmable(intent: FakePaymentIntent): void {
    if (intent.status !== "requires_payment_method" && intent.status !== "requires_confirmation" && intent.status !== "requires_action") {
      throw invalidRequest(
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method, requires_action.`,
        { code: "payment_intent_unexpected_state", payment_intent: copy(intent) },
      );
    }
  }

  /** Confirms through the API; a decline becomes Stripe's 402 card_error. */
  function confirmThroughApi(intent: FakePaymentIntent, params: FormObject): FakePaymentIntent {
    assertConfirmable(intent);
    const token = stringParam(params, "payment_method");
    if (!token) {
      throw invalidRequest(
        "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent, specify a payment_method.",
        { code: "payment_intent_unexpected_state", payment_intent: copy(intent) },
      );
    }
    const automatic = intent.automatic_payment_methods;
    if (automatic?.enabled && automatic.allow_redirects !== "never" && !stringParam(params, "return_url")) {
      throw invalidRequest(
        "This PaymentIntent is configured to accept payment methods enabled in your Dashboard. Because some of these payment methods might redirect your customer off of your page, you must provide a `return_url`. If you don't want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.",
        { param: "return_url" },
      );
    }
    const paymentMethod = makePaymentMethod(token);
    const receiptEmail = stringParam(params, "receipt_email");
    if (receiptEmail !== undefined) intent.receipt_email = emptyToNull(receiptEmail);
    applyOutcome(intent, paymentMethod, TEST_PAYMENT_METHODS[token]?.declineCode);
    const error = intent.last_payment_error;
    if (error) {
      throw new StripeApiError(402, {
        ...copy(error),
        request_log_url: `https://dashboard.stripe.com/test/logs/${randomId("req_", 14)}`,
        payment_intent: copy(intent),
      });
    }
    return copy(intent);
  }

  function createPaymentIntent(params: FormObject): FakePaymentIntent {
    rejectUnknown(params, CREATE_PARAMS);
    const amountText = stringParam(params, "amount");
    if (amountText === undefined) throw invalidRequest("Missing required param: amount.", { code: "parameter_missing", param: "amount" });
    if (!/^\d+$/.test(amountText)) throw invalidRequest(`Invalid integer: ${amountText}`, { code: "parameter_invalid_integer", param: "amount" });
    const amount = Number(amountText);
    if (amount < 1 || amount > 99_999_999) {
      throw invalidRequest("This value must be greater than or equal to 1.", { code: "parameter_invalid_integer", param: "amount" });
    }
    const currencyText = stringParam(params, "currency");
    if (currencyText === undefined) throw invalidRequest("Missing required param: currency.", { code: "parameter_missing", param: "currency" });
    const currency = currencyText.toLowerCase();
    if (!/^[a-z]{3}$/.test(currency)) throw invalidRequest(`Invalid currency: ${currencyText}.`, { code: "parameter_invalid_string", param: "currency" });
    const minimum = MINIMUM_AMOUNTS[currency];
    if (minimum !== undefined && amount < minimum) {
      throw invalidRequest(`Amount must be at least ${minimum} ${currency}`, { code: "amount_too_small", param: "amount" });
    }

    const automaticRaw = objectParam(params, "automatic_payment_methods");
    let automatic: FakePaymentIntent["automatic_payment_methods"] = null;
    if (automaticRaw) {
      const enabled = booleanParam(automaticRaw, "enabled");
      if (enabled === undefined) {
        throw invalidRequest("Missing required param: automatic_payment_methods[enabled].", { code: "parameter_missing", param: "automatic_payment_methods[enabled]" });
      }
      const allowRedirects = stringParam(automaticRaw, "allow_redirects");
      if (allowRedirects !== undefined && allowRedirects !== "always" && allowRedirects !== "never") {
        throw invalidRequest(`Invalid automatic_payment_methods[allow_redirects]: must be one of always or never`, { param: "automatic_payment_methods[allow_redirects]" });
      }
      automatic = enabled ? { enabled, allow_redirects: allowRedirects ?? "always" } : { enabled };
    }
    const types = arrayParam(params, "payment_method_types");
    if (types && automatic?.enabled) {
      throw invalidRequest("You may only specify one of these parameters: automatic_payment_methods, payment_method_types.", { param: "payment_method_types" });
    }
    const captureMethod = stringParam(params, "capture_method") ?? "automatic_async";
    if (captureMethod !== "automatic" && captureMethod !== "automatic_async" && captureMethod !== "manual") {
      throw invalidRequest(`Invalid capture_method: ${captureMethod}`, { param: "capture_method" });
    }
    const confirmationMethod = stringParam(params, "confirmation_method") ?? "automatic";
    if (confirmationMethod !== "automatic" && confirmationMethod !== "manual") {
      throw invalidRequest(`Invalid confirmation_method: ${confirmationMethod}`, { param: "confirmation_method" });
    }

    const id = randomId("pi_");
    const intent: FakePaymentIntent = {
      id,
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: automatic,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: captureMethod,
      client_secret: `${id}_secret_${randomId("", 25)}`,
      confirmation_method: confirmationMethod,
      created: now(),
      currency,
      customer: emptyToNull(stringParam(params, "customer")),
      description: emptyToNull(stringParam(params, "description")),
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: parseMetadata(params),
      next_action: null,
      payment_method: null,
      payment_method_types: types ?? ["card"],
      receipt_email: emptyToNull(stringParam(params, "receipt_email")),
      setup_future_usage: emptyToNull(stringParam(params, "setup_future_usage")),
      statement_descriptor: emptyToNull(stringParam(params, "statement_descriptor")),
      statement_descriptor_suffix: emptyToNull(stringParam(params, "statement_descriptor_suffix")),
      status: "requires_payment_method",
      transfer_group: emptyToNull(stringParam(params, "transfer_group")),
    };
    const paymentMethod = stringParam(params, "payment_method");
    if (paymentMethod) {
      makePaymentMethod(paymentMethod); // validates the token
      intent.status = "requires_confirmation";
    }
    const confirm = booleanParam(params, "confirm");
    paymentIntents.set(id, intent);
    if (confirm) return confirmThroughApi(intent, params);
    return copy(intent);
  }

  function route(method: string, pathname: string, params: FormObject): { status: number; body: unknown } {
    if (pathname === "/v1/payment_intents" && method === "POST") {
      return { status: 200, body: createPaymentIntent(params) };
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(pathname);
    if (match?.[1]) {
      const id = decodeURIComponent(match[1]);
      if (!match[2] && method === "GET") {
        rejectUnknown(params, RETRIEVE_PARAMS);
        return { status: 200, body: copy(findPaymentIntent(id)) };
      }
      if (match[2] && method === "POST") {
        rejectUnknown(params, CONFIRM_PARAMS);
        return { status: 200, body: confirmThroughApi(findPaymentIntent(id), params) };
      }
    }
    throw invalidRequest(
      `Unrecognized request URL (${method}: ${pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      {},
      404,
    );
  }

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) throw invalidRequest("Request body too large.", {}, 413);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString("utf8");
  }

  function send(res: ServerResponse, status: number, body: string, headers: Record<string, string>): void {
    res.writeHead(status, {
      "Content-Type": "application/json",
      "Content-Length": String(Buffer.byteLength(body)),
      "Request-Id": randomId("req_", 14),
      "Cache-Control": "no-cache, no-store",
      ...headers,
    });
    res.end(body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const url = new URL(req.url ?? "/", "http://fake-stripe.invalid");
    const idempotencyHeader = req.headers["idempotency-key"];
    const idempotencyKey = Array.isArray(idempotencyHeader) ? idempotencyHeader[0] : idempotencyHeader;
    requests.push({ method, path: url.pathname, ...(idempotencyKey !== undefined ? { idempotencyKey } : {}) });

    const headers: Record<string, string> = {};
    const stripeVersion = req.headers["stripe-version"];
    if (typeof stripeVersion === "string") headers["Stripe-Version"] = stripeVersion;
    if (idempotencyKey !== undefined && method === "POST") headers["Idempotency-Key"] = idempotencyKey;

    try {
      const body = await readBody(req);

      const authorization = req.headers.authorization ?? "";
      const presented = /^Bearer (.+)$/.exec(authorization)?.[1];
      if (presented !== SECRET_KEY) {
        throw new StripeApiError(
          401,
          {
            type: "invalid_request_error",
            message: presented
              ? `Invalid API Key provided: ${presented.slice(0, 8)}${"*".repeat(Math.max(0, presented.length - 12))}${presented.slice(-4)}`
              : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
          },
          { "WWW-Authenticate": 'Bearer realm="Stripe"' },
        );
      }

      if (mode === "timeout") return; // never answer; stop() closes the socket
      if (mode === "fail") {
        throw new StripeApiError(500, {
          type: "api_error",
          message: "An unknown error occurred while processing your request. (fake Stripe in fail mode)",
        });
      }

      const contentType = req.headers["content-type"] ?? "";
      if (method === "POST" && body !== "" && !contentType.startsWith("application/x-www-form-urlencoded")) {
        throw invalidRequest(`Invalid request: Stripe's v1 API expects application/x-www-form-urlencoded bodies, got ${contentType || "none"}.`);
      }
      const rawParams = method === "POST" ? new URLSearchParams(body) : url.searchParams;

      let saved: { fingerprint: string; endpoint: string } | undefined;
      if (method === "POST" && idempotencyKey !== undefined) {
        const endpoint = `${method} ${url.pathname}`;
        const fingerprint = createHash("sha256")
          .update(JSON.stringify([...rawParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))))
          .digest("hex");
        const previous = idempotent.get(idempotencyKey);
        if (previous) {
          if (previous.endpoint !== endpoint) {
            throw new StripeApiError(400, {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${previous.endpoint}' vs '${endpoint}'). Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            });
          }
          if (previous.fingerprint !== fingerprint) {
            throw new StripeApiError(400, {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            });
          }
          send(res, previous.status, previous.body, { ...headers, "Idempotent-Replayed": "true" });
          return;
        }
        saved = { endpoint, fingerprint };
      }

      let status: number;
      let responseBody: string;
      try {
        const result = route(method, url.pathname, parseStripeForm(rawParams));
        status = result.status;
        responseBody = JSON.stringify(result.body);
      } catch (error) {
        // A card decline is an executed request: Stripe saves it for the idempotency key too.
        if (!(error instanceof StripeApiError) || error.status !== 402) throw error;
        status = error.status;
        responseBody = JSON.stringify({ error: error.body });
      }
      if (saved && idempotencyKey !== undefined) idempotent.set(idempotencyKey, { ...saved, status, body: responseBody });
      send(res, status, responseBody, headers);
    } catch (error) {
      if (error instanceof StripeApiError) {
        send(res, error.status, JSON.stringify({ error: error.body }), { ...headers, ...error.headers });
        return;
      }
      send(res, 500, JSON.stringify({ error: { type: "api_error", message: `Fake Stripe internal error: ${String(error)}` } }), headers);
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

  let stopped: Promise<void> | undefined;
  return {
    host,
    port,
    baseUrl: `http://${host}:${port}`,
    secretKey: SECRET_KEY,
    paymentIntents,
    requests,
    setMode(next) {
      mode = next;
    },
    confirm(paymentIntentId, outcome, declineCode = "generic_decline") {
      const intent = paymentIntents.get(paymentIntentId);
      if (!intent) throw new Error(`fake Stripe: no such PaymentIntent ${paymentIntentId}`);
      try {
        assertConfirmable(intent);
      } catch (error) {
        throw new Error(`fake Stripe: ${(error as Error).message}`);
      }
      const token = outcome === "succeeded" ? "pm_card_visa" : "pm_card_chargeDeclined";
      applyOutcome(intent, makePaymentMethod(token), outcome === "declined" ? declineCode : undefined);
      return intent;
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
