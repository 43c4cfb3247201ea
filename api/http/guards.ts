import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isGameFrameOrigin } from "./gameFrames.ts";
import { NUL_CHARACTER_MESSAGE, unstorableJsonMessage, urlHasNul } from "./nulCharacters.ts";
import { bodyBytes, replayable } from "./requestBody.ts";

/**
 * The rules a request to /graphql or /api/* passes before a route sees it, and the request id
 * every answer carries, each written once over what both paths see of a request: Hono's
 * middleware (`doorGuards`, `requestIds`) and the node:http listener's kept answers
 * (fastAnswers.ts) call the same functions, so the two cannot judge a request differently.
 */

/** What the rules read of a request, from a fetch Request (Hono) or node's IncomingMessage (the listener). */
export interface RequestView {
  method: string;
  /** The path and query as sent, from the leading "/". */
  target: string;
  /** A header as fetch's Headers give it: repeated ones joined. */
  header(name: string): string | undefined;
  /** The origin the request was sent to, undefined when its Host names none. */
  sentTo(): string | undefined;
}

/** The path and query of an absolute URL. */
export function targetOf(url: string): string {
  return url.slice(url.indexOf("/", url.indexOf("//") + 2));
}

function viewOfRequest(request: Request): RequestView {
  return {
    method: request.method,
    target: targetOf(request.url),
    header: (name) => request.headers.get(name) ?? undefined,
    sentTo: () => sentToOrigin(request.url),
  };
}

export function viewOfIncoming(req: IncomingMessage): RequestView {
  return {
    method: req.method ?? "GET",
    target: req.url ?? "/",
    header: (name) => joinedHeader(req.rawHeaders, name),
    sentTo: () => hostOrigin(req.headers.host),
  };
}

/**
 * Node's `headers` keeps only the first of a repeated Content-Type (and a few others), where
 * fetch's Headers (Hono's view) join them all: the listener reads the raw pairs the same way.
 */
function joinedHeader(raw: readonly string[], name: string): string | undefined {
  let value: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const rawName = raw[i]!;
    if (rawName.length !== name.length || rawName.toLowerCase() !== name) continue;
    const next = raw[i + 1]!;
    value = value === undefined ? next : `${value}${name === "cookie" ? "; " : ", "}${next}`;
  }
  return value;
}

/** The origin a fetch Request was sent to, from its URL (which Hono's adapter builds from the Host). */
export function sentToOrigin(requestUrl: string): string {
  return new URL(requestUrl).origin;
}

/** The origin of a Host header, undefined for one that is more than a host and port (Hono's adapter refuses those). */
export function hostOrigin(host: string | undefined): string | undefined {
  if (host === undefined) return undefined;
  try {
    const url = new URL(`http://${host}`);
    return url.hostname === host.replace(/:\d+$/, "").toLowerCase() ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The portal's own origin: PUBLIC_URL when set, else the origin the request was sent to. */
export function ownOrigin<SentTo extends string | undefined>(publicUrl: string | undefined, sentTo: SentTo): string | SentTo {
  return publicUrl ?? sentTo;
}

/** GraphQL's CORS headers (yoga's cors option allows the same): the portal's own origin, with credentials. */
export function corsHeaders(origin: string): Record<string, string> {
  return { "Access-Control-Allow-Origin": origin, "Access-Control-Allow-Credentials": "true" };
}

const REQUEST_ID_PATTERN = /[^\w\-=]/;

/** The client's X-Request-Id when it is a plain token of at most 255 characters, else a fresh id. */
export function requestIdOf(header: string | undefined): string {
  return header === undefined || header === "" || header.length > 255 || REQUEST_ID_PATTERN.test(header) ? crypto.randomUUID() : header;
}

/** Every answer names its request id (the client's own, or a fresh one); error logs cite it. */
export function requestIds(): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const id = requestIdOf(c.req.header("x-request-id"));
    c.set("requestId", id);
    c.header("X-Request-Id", id);
    await next();
    // A handler's own Response (yoga's, better-auth's) does not take headers set before it.
    if (!c.res.headers.has("X-Request-Id")) c.res.headers.set("X-Request-Id", id);
  };
}

export type Door = "graphql" | "rest";

/** The largest request bodies accepted, in bytes (a game's move log fits many times over). */
const REQUEST_BODY_LIMITS: Readonly<Record<Door, number>> = { graphql: 256 * 1024, rest: 128 * 1024 };

/** The door a path goes through: GraphQL, the REST API, or none (pages, files, images). */
export function doorOf(path: string): Door | null {
  if (path === "/graphql") return "graphql";
  return path === "/api" || path.startsWith("/api/") ? "rest" : null;
}

/** The path of a target, without its query. */
export function pathOf(target: string): string {
  const query = target.indexOf("?");
  return query === -1 ? target : target.slice(0, query);
}

export interface Refusal {
  status: 400 | 403 | 413 | 415;
  body: { error: string; message: string } | { errors: { message: string; extensions: { code: string } }[] };
}

function bodyTooLarge(maxBytes: number): Refusal {
  return { status: 413, body: { error: "payload_too_large", message: `The request body is larger than ${maxBytes / 1024} KB.` } };
}

const NOT_OWN_PAGE: Refusal = { status: 403, body: { error: "forbidden", message: "This request must come from the portal's own pages." } };
const NOT_JSON: Refusal = { status: 415, body: { error: "unsupported_media_type", message: "Send the request body as JSON (Content-Type: application/json)." } };

function unstorableText(door: Door, message: string): Refusal {
  return {
    status: 400,
    body: door === "graphql" ? { errors: [{ message, extensions: { code: "BAD_USER_INPUT" } }] } : { error: "bad_request", message },
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** JSON is the only write body accepted. */
const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Writes must come from our own pages. Browsers name the page's origin on every POST (Origin) or
 * at least say where it came from (Sec-Fetch-Site); either must say "this origin", exactly (same
 * host on another scheme or port is another origin). A request with neither is a program, not a
 * page: allowed only without cookies, so it acts for nobody. (Hono's csrf middleware checks form
 * content types only; here every write is checked, because JSON writes are the ones we accept.)
 */
function isOwnPageWrite(request: RequestView, publicUrl: string | undefined): boolean {
  const origin = request.header("origin");
  if (origin !== undefined) return origin === ownOrigin(publicUrl, request.sentTo());
  const fetchSite = request.header("sec-fetch-site");
  return fetchSite !== undefined ? fetchSite === "same-origin" : !request.header("cookie");
}

/**
 * Write bodies must be JSON: form and text bodies are what a cross-site page can send without a
 * CORS preflight, so they are refused before anything parses them. Bodyless writes pass.
 */
function isJsonOrBodyless(request: RequestView): boolean {
  const type = request.header("content-type");
  const hasBody = type !== undefined || (request.header("content-length") ?? "0") !== "0" || request.header("transfer-encoding") !== undefined;
  return !hasBody || JSON_CONTENT_TYPE.test(type ?? "");
}

/**
 * The first rule `request` breaks that is judged before its body is read, or null: its announced
 * size, the write rules (our own pages, JSON only), a NUL in its path or query. A streamed
 * (chunked) body is counted as it arrives, by `doorGuards`.
 */
export function refusalBeforeBody(request: RequestView, door: Door, publicUrl: string | undefined, playOrigin?: string): Refusal | null {
  const maxBytes = REQUEST_BODY_LIMITS[door];
  if (request.header("transfer-encoding") === undefined && Number(request.header("content-length") ?? "0") > maxBytes) return bodyTooLarge(maxBytes);
  if (!SAFE_METHODS.has(request.method)) {
    // A game frame writes to GraphQL only, where it acts through its capability, never the cookies.
    const frameWrite = door === "graphql" && isGameFrameOrigin(request.header("origin"), playOrigin);
    if (!frameWrite && !isOwnPageWrite(request, publicUrl)) return NOT_OWN_PAGE;
    if (!isJsonOrBodyless(request)) return NOT_JSON;
  }
  if (urlHasNul(request.target)) return unstorableText(door, NUL_CHARACTER_MESSAGE);
  return null;
}

/** Whether `request`'s body is read for `refusalOfBody`: the JSON body of a write. */
export function hasCheckedBody(request: RequestView): boolean {
  return request.method !== "GET" && request.method !== "HEAD" && /^application\/json/i.test(request.header("content-type") ?? "");
}

const decoder = new TextDecoder();

/** The refusal of a JSON body holding text PostgreSQL cannot store, or null. GraphQL's string literals are checked by its own door. */
export function refusalOfBody(body: Uint8Array, door: Door): Refusal | null {
  const message = unstorableJsonMessage(decoder.decode(body));
  return message === null ? null : unstorableText(door, message);
}

/** Hono's side of the rules: every request to /graphql or /api/* passes them before its route. */
export function doorGuards(publicUrl: string | undefined, playOrigin?: string): MiddlewareHandler {
  const streamedLimit = (door: Door) => {
    const refusal = bodyTooLarge(REQUEST_BODY_LIMITS[door]);
    return bodyLimit({ maxSize: REQUEST_BODY_LIMITS[door], onError: (c) => c.json(refusal.body, refusal.status) });
  };
  // Hono's bodyLimit only for a chunked body: asked about every request, it would turn the Node
  // server's lightweight request into a full one.
  const streamed: Readonly<Record<Door, MiddlewareHandler>> = { graphql: streamedLimit("graphql"), rest: streamedLimit("rest") };
  return async (c, next) => {
    const door = doorOf(c.req.path);
    if (door === null) return next();
    const request = viewOfRequest(c.req.raw);
    const refusal = refusalBeforeBody(request, door, publicUrl, playOrigin);
    if (refusal) return c.json(refusal.body, refusal.status);
    // Hono's bodyLimit runs this as its `next`: a refusal is set on c.res, not returned.
    const checkBody = async (): Promise<void> => {
      if (hasCheckedBody(request)) {
        const body = await bodyBytes(c.req.raw);
        // The GraphQL door reads the body from the same place; REST routes read c.req.raw themselves.
        if (door === "rest") c.req.raw = await replayable(c.req.raw);
        const bodyRefusal = refusalOfBody(body, door);
        if (bodyRefusal) {
          c.res = c.json(bodyRefusal.body, bodyRefusal.status);
          return;
        }
      }
      await next();
    };
    return request.header("transfer-encoding") !== undefined ? streamed[door](c, checkBody) : checkBody();
  };
}
