import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Context } from "hono";
import { completeResponse } from "./securityHeaders.ts";

/**
 * Responses whose bytes do not depend on the request (data files, the built client, the HTML
 * shell): compressed and hashed once, then each request only picks a representation. Hono's
 * compress and etag middleware would redo that work on every request.
 */
type Bytes = Uint8Array<ArrayBuffer>;

export interface PrecomputedBody {
  headers: Readonly<Record<string, string>>;
  identity: { body: Bytes; etag: string };
  gzip?: { body: Bytes; etag: string };
  br?: { body: Bytes; etag: string };
}

/** Node's buffers are views of plain ArrayBuffers, except pooled or shared ones: those are copied. */
function bytesOf(data: Uint8Array): Bytes {
  return data.buffer instanceof ArrayBuffer ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Below this, compression saves less than its headers cost. */
const MIN_COMPRESSIBLE_BYTES = 512;
/** Brotli's best quality takes seconds on megabytes; large files get a faster one. */
const BROTLI_MAX_QUALITY_BYTES = 256 * 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

function etagOf(bytes: Uint8Array): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
}

/**
 * `headers` must name the Content-Type; they are sent with every representation. Compressed
 * forms are kept only when smaller, each with its own ETag (another representation, another tag).
 * `gzipped` is the body's gzip made beforehand (the build's Zopfli copies), used instead of zlib's.
 */
export async function precompute(content: string | Uint8Array, headers: Record<string, string>, gzipped?: Uint8Array): Promise<PrecomputedBody> {
  const body = bytesOf(typeof content === "string" ? Buffer.from(content) : content);
  const etag = etagOf(body);
  const compressible = COMPRESSIBLE.test(headers["Content-Type"] ?? "") && body.length >= MIN_COMPRESSIBLE_BYTES;
  if (!compressible) return { headers, identity: { body, etag } };
  const [gzip, brotli] = await Promise.all([
    gzipped ?? gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: body.length <= BROTLI_MAX_QUALITY_BYTES ? zlib.BROTLI_MAX_QUALITY : 9,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  const tag = etag.slice(1, -1);
  return {
    headers: { ...headers, Vary: headers.Vary === undefined ? "Accept-Encoding" : `${headers.Vary}, Accept-Encoding` },
    identity: { body, etag },
    ...(gzip.length < body.length ? { gzip: { body: bytesOf(gzip), etag: `"${tag}-gz"` } } : {}),
    ...(brotli.length < body.length ? { br: { body: bytesOf(brotli), etag: `"${tag}-br"` } } : {}),
  };
}

export type Encoding = "br" | "gzip" | "identity";

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. */
const negotiated = new Map<string, Encoding[]>();
const MAX_NEGOTIATED = 256;

/** Encodings the client accepts, best first (brotli before gzip at equal weight). */
function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return ["identity"];
  const known = negotiated.get(header);
  if (known) return known;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q) || 0);
  }
  const weight = (name: Encoding) => weights.get(name) ?? (name === "identity" ? (weights.get("*") ?? 0.001) : (weights.get("*") ?? 0));
  const order: Encoding[] = ["br", "gzip", "identity"];
  const accepted = order.filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a));
  if (negotiated.size < MAX_NEGOTIATED) negotiated.set(header, accepted);
  return accepted;
}

/** The representation of `precomputed` sent to a client naming `acceptEncoding`. */
export function encodingFor(precomputed: PrecomputedBody, acceptEncoding: string | undefined): Encoding {
  for (const name of acceptedEncodings(acceptEncoding)) {
    if (name === "identity" || precomputed[name] !== undefined) return name;
  }
  return "identity";
}

/** Whether a client naming `ifNoneMatch` already holds one of this content's representations. */
export function isHeldAlready(precomputed: PrecomputedBody, ifNoneMatch: string): boolean {
  const tags = [precomputed.identity.etag, precomputed.gzip?.etag, precomputed.br?.etag];
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim().replace(/^W\//, "");
    return trimmed === "*" || tags.includes(trimmed);
  });
}

export interface ChosenAnswer {
  status: 200 | 304 | 404;
  headers: Record<string, string>;
  body: Bytes | null;
}

/** The answer in `encoding` (one `encodingFor` chose), or its 304 when `notModified`. */
export function representation(precomputed: PrecomputedBody, status: 200 | 404, encoding: Encoding, notModified: boolean, extraHeaders?: Record<string, string>): ChosenAnswer {
  const chosen = (encoding === "identity" ? undefined : precomputed[encoding]) ?? precomputed.identity;
  // A 404 names no representation to revalidate.
  const headers: Record<string, string> = { ...precomputed.headers, ...extraHeaders, ...(status === 200 ? { ETag: chosen.etag } : {}) };
  if (status === 200 && notModified) return { status: 304, headers, body: null };
  if (encoding !== "identity") headers["Content-Encoding"] = encoding;
  return { status, headers, body: chosen.body };
}

/** The representation the client accepts, or 304 when it already holds one of this content's. */
export function chooseRepresentation(
  precomputed: PrecomputedBody,
  status: 200 | 404,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
  extraHeaders?: Record<string, string>,
): ChosenAnswer {
  const notModified = status === 200 && ifNoneMatch !== undefined && ifNoneMatch !== "" && isHeldAlready(precomputed, ifNoneMatch);
  return representation(precomputed, status, encodingFor(precomputed, acceptEncoding), notModified, extraHeaders);
}

export function sendPrecomputed(c: Context, precomputed: PrecomputedBody, status: 200 | 404 = 200, extraHeaders?: Record<string, string>): Response {
  const answer = chooseRepresentation(precomputed, status, c.req.header("accept-encoding"), c.req.header("if-none-match"), extraHeaders);
  const complete = completeResponse(c, answer.body, answer.status, answer.headers);
  if (complete) return complete;
  return answer.body === null ? c.body(null, answer.status, answer.headers) : c.body(answer.body, answer.status === 404 ? 404 : 200, answer.headers);
}
