import type { IncomingHttpHeaders, IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Context } from "hono";
import type { CatalogEdition } from "../catalog/catalogCache.ts";
import type { PortalEvents } from "../events.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";
import { isOwnPageWrite, JSON_CONTENT_TYPE } from "./csrf.ts";
import { chooseRepresentation, type PrecomputedBody } from "./precomputed.ts";
import { securityHeadersOf } from "./securityHeaders.ts";

/**
 * Kept answers sent straight from the node:http listener, before a fetch Request is built and the
 * Hono chain runs (which costs more than the answer itself). Only the routes fill the table, with
 * the exact GET URL they answered after every guard passed; the table is emptied on each catalog
 * edition. Anything the guards could judge differently (a body, no Host) goes to Hono.
 */
export interface FastAnswers {
  /**
   * Keeps what `c`'s route answered, computed in `edition`; `graphql` for GraphQL's CORS headers
   * and, for a POST, the exact body bytes the answer is for.
   */
  keep(c: Context, answer: PrecomputedBody, status: 200 | 404, edition: CatalogEdition, options?: { graphql?: { body?: Uint8Array } }): void;
  /** Sends the kept answer to `req`, or passes it to `next` (with the body read, if it was). */
  answer(req: IncomingMessage, res: ServerResponse, next: Next): void;
}

type Next = (req: IncomingMessage, res: ServerResponse) => unknown;

interface Entry {
  answer: PrecomputedBody;
  status: 200 | 404;
  security: Readonly<Record<string, string>>;
  cors: boolean;
}

/** Entries are a few KB each; a flood of distinct URLs evicts the oldest. */
const MAX_ENTRIES = 2000;

/** What Hono's requestId middleware accepts from the client, else a fresh id. */
function requestIdOf(header: string | undefined): string {
  return !header || header.length > 255 || /[^\w\-=]/.test(header) ? crypto.randomUUID() : header;
}

/** GraphQL's kept answers also depend on Accept (yoga picks the response format by it). */
function keyOf(pathAndQuery: string, accept: string | undefined): string {
  return pathAndQuery.startsWith("/graphql?") ? `${pathAndQuery}\n${accept ?? ""}` : pathAndQuery;
}

function postKeyOf(body: Uint8Array, accept: string | undefined): string {
  return `POST ${accept ?? ""}\n${Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("latin1")}`;
}

/** The write rules of sameOriginWrites and jsonWrites (csrf.ts), for a POST the listener may answer. */
function passesWriteRules(headers: IncomingHttpHeaders, ownOriginOf: () => string | undefined): boolean {
  if (!JSON_CONTENT_TYPE.test(headers["content-type"] ?? "")) return false;
  const fetchSite = headers["sec-fetch-site"];
  return isOwnPageWrite(
    { origin: headers.origin, fetchSite: Array.isArray(fetchSite) ? fetchSite[0] : fetchSite, hasCookie: Boolean(headers.cookie) },
    ownOriginOf,
  );
}

export function createFastAnswers(events: PortalEvents, store: StoreCatalog, publicUrl: string | undefined, maxPostBytes: number): FastAnswers {
  const entries = new Map<string, Entry>();
  let entriesFor: CatalogEdition | undefined;
  let announced: Date | undefined;

  void (async () => {
    for await (const next of events.subscribe("dataDateChanged")) {
      announced = next;
      entries.clear();
    }
  })();

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
      const url = c.req.url;
      const pathAndQuery = url.slice(url.indexOf("/", url.indexOf("//") + 2));
      if (body !== undefined && pathAndQuery !== "/graphql") return;
      const key = body !== undefined ? postKeyOf(body, c.req.header("accept")) : keyOf(pathAndQuery, c.req.header("accept"));
      entries.set(key, { answer, status, security, cors: options?.graphql !== undefined });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    },
    answer: (req, res, next) => {
      const headers = req.headers;
      if (entries.size === 0 || headers.host === undefined) return void next(req, res);
      if (entriesFor?.storeFiles !== store.files) {
        entries.clear();
        return void next(req, res);
      }
      const ownOriginOf = () => {
        try {
          return publicUrl ?? new URL(`http://${headers.host}`).origin;
        } catch {
          return undefined;
        }
      };
      const send = (entry: Entry) => {
        let cors: Record<string, string> | undefined;
        if (entry.cors && headers.origin !== undefined) {
          const origin = ownOriginOf();
          if (origin === undefined) return false;
          cors = { "Access-Control-Allow-Origin": origin, "Access-Control-Allow-Credentials": "true" };
        }
        const chosen = chooseRepresentation(entry.answer, entry.status, headers["accept-encoding"], headers["if-none-match"], cors);
        const id = requestIdOf(typeof headers["x-request-id"] === "string" ? headers["x-request-id"] : undefined);
        res.writeHead(chosen.status, { ...entry.security, "X-Request-Id": id, ...chosen.headers, ...(chosen.body ? { "Content-Length": String(chosen.body.length) } : {}) });
        res.end(chosen.body ?? undefined);
        return true;
      };
      if (req.method === "GET" && req.url !== undefined && headers["content-length"] === undefined && headers["transfer-encoding"] === undefined) {
        const entry = entries.get(keyOf(req.url, headers.accept));
        if (!entry || !send(entry)) next(req, res);
        return;
      }
      const length = Number(headers["content-length"]);
      // Only a POST the guards would pass unread; anything else is refused or answered by Hono.
      const candidate =
        req.method === "POST" &&
        req.url === "/graphql" &&
        headers["transfer-encoding"] === undefined &&
        headers["access-control-request-method"] === undefined &&
        Number.isInteger(length) &&
        length > 0 &&
        length <= maxPostBytes &&
        passesWriteRules(headers, ownOriginOf);
      if (!candidate) return void next(req, res);
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.once("end", () => {
        const body = Buffer.concat(chunks);
        const entry = body.length === length ? entries.get(postKeyOf(body, headers.accept)) : undefined;
        if (entry && send(entry)) return;
        // Hono's adapter reads a body already read from here.
        Object.assign(req, { rawBody: body });
        next(req, res);
      });
    },
  };
}

/** The node:http listener: a kept answer when there is one, else `next` (Hono's listener). */
export function answerKeptFirst(fastAnswers: FastAnswers, next: Next): RequestListener {
  return (req, res) => fastAnswers.answer(req, res, next);
}
