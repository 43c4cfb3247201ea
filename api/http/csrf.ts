import type { MiddlewareHandler } from "hono";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The portal's own origin: PUBLIC_URL when set, else the origin the request was sent to. */
export function ownOrigin(requestUrl: string, publicUrl: string | undefined): string {
  return publicUrl ?? new URL(requestUrl).origin;
}

/** The same-origin rule below as a plain function (the listener's fast answers apply it too). */
export function isOwnPageWrite(headers: { origin?: string; fetchSite?: string; hasCookie: boolean }, ownOriginOf: () => string | undefined): boolean {
  if (headers.origin !== undefined) return headers.origin === ownOriginOf();
  return headers.fetchSite !== undefined ? headers.fetchSite === "same-origin" : !headers.hasCookie;
}

/** JSON is the only write body accepted. */
export const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Writes must come from our own pages. Browsers name the page's origin on every POST (Origin) or
 * at least say where it came from (Sec-Fetch-Site); either must say "this origin", exactly (same
 * host on another scheme or port is another origin). A request with neither is a program, not a
 * page: allowed only without cookies, so it acts for nobody. Hono's csrf middleware checks form
 * content types only; here every write is checked, because JSON writes are the ones we accept.
 */
export function sameOriginWrites(publicUrl: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const allowed = isOwnPageWrite(
      { origin: c.req.header("origin"), fetchSite: c.req.header("sec-fetch-site"), hasCookie: Boolean(c.req.header("cookie")) },
      () => ownOrigin(c.req.url, publicUrl),
    );
    if (!allowed) return c.json({ error: "forbidden", message: "This request must come from the portal's own pages." }, 403);
    return next();
  };
}

/**
 * Write bodies must be JSON. Form and text bodies are what a cross-site page can send without a
 * CORS preflight, so they are refused before anything parses them. Bodyless writes pass.
 */
export function jsonWrites(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const type = c.req.header("content-type");
    const hasBody = type !== undefined || (c.req.header("content-length") ?? "0") !== "0" || c.req.header("transfer-encoding") !== undefined;
    if (hasBody && !JSON_CONTENT_TYPE.test(type ?? "")) {
      return c.json({ error: "unsupported_media_type", message: "Send the request body as JSON (Content-Type: application/json)." }, 415);
    }
    return next();
  };
}
