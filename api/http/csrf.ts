import type { MiddlewareHandler } from "hono";

/**
 * Cookie-authenticated writes must come from our own pages: a cross-site form or script cannot
 * send JSON without a preflight, and browsers name the page's origin on every POST. Requests that
 * carry an Origin must match this site; those without one must at least not say "cross-site".
 */
export function sameOriginWrites(publicUrl: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
    const origin = c.req.header("origin");
    const ownOrigin = publicUrl ?? new URL(c.req.url).origin;
    const crossSite = origin ? origin !== ownOrigin && origin !== `http://${c.req.header("host")}` && origin !== `https://${c.req.header("host")}` : c.req.header("sec-fetch-site") === "cross-site";
    if (crossSite) return c.json({ error: "forbidden", message: "This request must come from the portal's own pages." }, 403);
    return next();
  };
}
