import type { IncomingHttpHeaders, IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Context } from "hono";
import { routePath } from "hono/route";
import type { CatalogEdition } from "../catalog/catalogCache.ts";
import type { PortalEvents } from "../events.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";
import { corsHeaders, doorOf, hasCheckedBody, hostOrigin, ownOrigin, pathOf, refusalBeforeBody, refusalOfBody, requestIdOf, targetOf, viewOfIncoming } from "./guards.ts";
import type { RequestObserver } from "./observeRequests.ts";
import { encodingFor, isHeldAlready, representation, type ChosenAnswer, type Encoding, type PrecomputedBody } from "./precomputed.ts";
import { securityHeadersOf } from "./securityHeaders.ts";

/**
 * Kept answers sent straight from the node:http listener, before a fetch Request is built and the
 * Hono chain runs (which costs more than the answer itself). Only the routes fill the table, with
 * the exact GET URL they answered after every guard passed; the table is emptied on each catalog
 * edition. Before answering, the listener asks the very guards Hono's middleware asks (guards.ts);
 * whatever they refuse, and anything else unusual (a streamed body, no Host), goes to Hono.
 */
export interface FastAnswers {
  /**
   * Keeps what `c`'s route answered, computed in `edition`; `graphql` for GraphQL's CORS headers
   * and, for a POST, the exact body bytes the answer is for; `cookies` when the answer is only for
   * requests with cookies, or only for those without (a page rendered for a first visit).
   */
  keep(c: Context, answer: PrecomputedBody, status: 200 | 404, edition: CatalogEdition, options?: KeepOptions): void;
  /** Sends the kept answer to `req`, or passes it to `next` (with the body read, if it was). */
  answer(req: IncomingMessage, res: ServerResponse, next: Next): void;
}

type Next = (req: IncomingMessage, res: ServerResponse) => unknown;

interface KeepOptions {
  graphql?: { body?: Uint8Array };
  cookies?: "with" | "without";
}

/**
 * An answer as written on the wire: header name/value pairs, for `res.writeHead(status, pairs)`,
 * whose value at `REQUEST_ID_SLOT` past the security headers is this request's id.
 */
interface Wire {
  status: 200 | 304 | 404;
  head: string[];
  body: Uint8Array | null;
}

interface Entry {
  answer: PrecomputedBody;
  status: 200 | 404;
  /** The pattern of the route that answered it first: a kept answer is counted under that route. */
  route: string;
  security: Readonly<Record<string, string>>;
  /** Where the request id goes in every `head` of this entry. */
  idSlot: number;
  cors: boolean;
  /** Per encoding, the answer and its 304, built once (CORS answers are built per request). */
  wires: Readonly<Record<Encoding, { full: Wire; notModified: Wire }>>;
}

/** Entries are a few KB each; a flood of distinct URLs evicts the oldest. */
const MAX_ENTRIES = 2000;

/** GraphQL's kept answers also depend on Accept (yoga picks the response format by it). */
function keyOf(pathAndQuery: string, accept: string | undefined): string {
  return pathAndQuery.startsWith("/graphql?") ? `${pathAndQuery}\n${accept ?? ""}` : pathAndQuery;
}

/** The key of a GET answer kept only for requests with (or without) cookies. */
function cookiesKeyOf(key: string, cookies: "with" | "without"): string {
  return `${cookies} cookies\n${key}`;
}

function postKeyOf(body: Uint8Array, accept: string | undefined): string {
  return `POST ${accept ?? ""}\n${Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("latin1")}`;
}

/** The security headers, the request id's slot, then the answer's own headers. */
function wireOf(security: Readonly<Record<string, string>>, chosen: ChosenAnswer): Wire {
  const head: string[] = [];
  for (const name in security) head.push(name, security[name]!);
  head.push("X-Request-Id", "");
  for (const name in chosen.headers) head.push(name, chosen.headers[name]!);
  if (chosen.body) head.push("Content-Length", String(chosen.body.length));
  return { status: chosen.status, head, body: chosen.body };
}

function entryOf(answer: PrecomputedBody, status: 200 | 404, route: string, security: Readonly<Record<string, string>>, cors: boolean): Entry {
  const formsIn = (encoding: Encoding) => ({
    full: wireOf(security, representation(answer, status, encoding, false)),
    notModified: wireOf(security, representation(answer, status, encoding, true)),
  });
  return {
    answer,
    status,
    route,
    security,
    idSlot: Object.keys(security).length * 2 + 1,
    cors,
    wires: { br: formsIn(encodingFor(answer, "br")), gzip: formsIn(encodingFor(answer, "gzip")), identity: formsIn("identity") },
  };
}

/** Sends `entry` as `headers` ask for it; undefined when it cannot (an unusable Host for CORS). */
function sendEntry(entry: Entry, headers: IncomingHttpHeaders, res: ServerResponse, publicUrl: string | undefined): { status: number; requestId: string } | undefined {
  const encoding = encodingFor(entry.answer, headers["accept-encoding"]);
  const ifNoneMatch = headers["if-none-match"];
  const notModified = entry.status === 200 && ifNoneMatch !== undefined && ifNoneMatch !== "" && isHeldAlready(entry.answer, ifNoneMatch);
  let wire: Wire;
  if (entry.cors && headers.origin !== undefined) {
    const origin = ownOrigin(publicUrl, hostOrigin(headers.host));
    if (origin === undefined) return undefined;
    wire = wireOf(entry.security, representation(entry.answer, entry.status, encoding, notModified, corsHeaders(origin)));
  } else {
    const forms = entry.wires[encoding];
    wire = notModified ? forms.notModified : forms.full;
  }
  // writeHead reads the pairs at once and keeps none of them: the shared array takes this id.
  const sentId = headers["x-request-id"];
  const requestId = requestIdOf(Array.isArray(sentId) ? sentId.join(", ") : sentId);
  wire.head[entry.idSlot] = requestId;
  res.writeHead(wire.status, wire.head);
  res.end(wire.body ?? undefined);
  return { status: wire.status, requestId };
}

/** Whether Hono's door guards would refuse `req` before its route (a request to no door passes). */
function refusedBeforeBody(req: IncomingMessage, publicUrl: string | undefined): boolean {
  const door = doorOf(pathOf(req.url ?? "/"));
  return door !== null && refusalBeforeBody(viewOfIncoming(req), door, publicUrl) !== null;
}

/** `observe` counts and logs each kept answer sent, as Hono's middleware does its own answers. */
export function createFastAnswers(events: PortalEvents, store: StoreCatalog, publicUrl: string | undefined, observe: RequestObserver): FastAnswers {
  const entries = new Map<string, Entry>();
  let entriesFor: CatalogEdition | undefined;
  let announced: Date | undefined;

  void (async () => {
    for await (const next of events.subscribe("dataDateChanged")) {
      announced = next;
      entries.clear();
    }
  })();

  /** Sends `entry` and observes it, or passes the request on when it cannot be sent. */
  const sendOrPass = (entry: Entry, req: IncomingMessage, res: ServerResponse, next: Next, started: number) => {
    const sent = sendEntry(entry, req.headers, res, publicUrl);
    if (sent) observe(req.method ?? "GET", entry.route, sent.status, started, sent.requestId);
    else next(req, res);
  };

  return {
    keep: (c, answer, status, edition, options) => {
      const security = securityHeadersOf(c);
      const body = options?.graphql?.body;
      if (!security || (c.req.method !== "GET" && !(c.req.method === "POST" && body !== undefined))) return;
      if (announced !== undefined && announced.getTime() !== edition.dataDate.getTime()) return;
      if (edition.storeFiles !== store.files) return;
      if (entriesFor?.dataDate.getTime() !== edition.dataDate.getTime() || entriesFor.storeFiles !== edition.storeFiles) {
        entries.clear();
        entriesFor = edition;
      }
      const pathAndQuery = targetOf(c.req.url);
      if (body !== undefined && pathAndQuery !== "/graphql") return;
      const getKey = keyOf(pathAndQuery, c.req.header("accept"));
      const key = body !== undefined ? postKeyOf(body, c.req.header("accept")) : options?.cookies ? cookiesKeyOf(getKey, options.cookies) : getKey;
      entries.set(key, entryOf(answer, status, routePath(c), security, options?.graphql !== undefined));
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    },
    answer: (req, res, next) => {
      const started = performance.now();
      const headers = req.headers;
      if (entries.size === 0 || headers.host === undefined) return void next(req, res);
      if (entriesFor?.storeFiles !== store.files) {
        entries.clear();
        return void next(req, res);
      }
      if (req.method === "GET" && req.url !== undefined && headers["content-length"] === undefined && headers["transfer-encoding"] === undefined) {
        const key = keyOf(req.url, headers.accept);
        const entry = entries.get(key) ?? entries.get(cookiesKeyOf(key, headers.cookie === undefined ? "without" : "with"));
        if (!entry || refusedBeforeBody(req, publicUrl)) next(req, res);
        else sendOrPass(entry, req, res, next, started);
        return;
      }
      const length = Number(headers["content-length"]);
      // Only a POST of announced length the guards pass unread; anything else is refused or answered by Hono.
      const candidate =
        req.method === "POST" &&
        req.url === "/graphql" &&
        headers["transfer-encoding"] === undefined &&
        headers["access-control-request-method"] === undefined &&
        Number.isInteger(length) &&
        length > 0 &&
        hasCheckedBody(viewOfIncoming(req)) &&
        !refusedBeforeBody(req, publicUrl);
      if (!candidate) return void next(req, res);
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.once("end", () => {
        const body = Buffer.concat(chunks);
        const kept = body.length === length && refusalOfBody(body, "graphql") === null;
        const entry = kept ? entries.get(postKeyOf(body, headers.accept)) : undefined;
        // Hono's adapter reads a body already read from here (when the answer goes there).
        Object.assign(req, { rawBody: body });
        if (entry) sendOrPass(entry, req, res, next, started);
        else next(req, res);
      });
    },
  };
}

/** The node:http listener: a kept answer when there is one, else `next` (Hono's listener). */
export function answerKeptFirst(fastAnswers: FastAnswers, next: Next): RequestListener {
  return (req, res) => fastAnswers.answer(req, res, next);
}
