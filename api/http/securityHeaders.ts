import { Hono, type Context, type MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

const STRIPE = ["https://js.stripe.com", "https://*.js.stripe.com"];
const PAYPAL = ["https://*.paypal.com"];

/**
 * Security headers on every response. The Content-Security-Policy lets pages run only our own
 * scripts plus the two payment providers' (Stripe.js, the PayPal SDK and their frames), and lets
 * only our own pages frame the portal (games run in sandboxed frames, or at the play origin). HSTS only when the
 * public URL is https: on plain http it would be ignored at best.
 */
function honoSecureHeaders(publicUrl: string | undefined, playOrigin: string | undefined, inlineScripts: readonly string[]): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // The games' offline frames are written inline into srcdoc frames, which run under this
      // policy: their hashes, and no other inline script (api/http/offlineFramesRoute.ts).
      scriptSrc: ["'self'", ...inlineScripts.map((hash) => `'${hash}'`), ...STRIPE, ...PAYPAL],
      // Stripe Elements and the PayPal buttons style their own elements inline.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...PAYPAL, "https://*.paypalobjects.com", "https://*.stripe.com"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", "https://api.stripe.com", ...PAYPAL],
      frameSrc: ["'self'", ...(playOrigin ? [playOrigin] : []), ...STRIPE, "https://hooks.stripe.com", ...PAYPAL],
      workerSrc: ["'self'", "blob:"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: publicUrl?.startsWith("https://") ? "max-age=31536000; includeSubDomains" : false,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "SAMEORIGIN",
    // PayPal's checkout opens a popup that reports back to its opener.
    crossOriginOpenerPolicy: "same-origin-allow-popups",
    crossOriginEmbedderPolicy: false,
  });
}

/** Headers a route may set for its own answers (lower case, as Headers list them). */
const ROUTE_MAY_SET = new Set(["content-security-policy", "cross-origin-resource-policy"]);

/** Per request: the security headers, once known, for handlers that build complete responses. */
const headersFor = new WeakMap<Context, Readonly<Record<string, string>>>();
/** Responses that already carry every security header. */
const complete = new WeakSet<Response>();

/**
 * Hono's secureHeaders, whose headers are learnt once (from a response of a throwaway app) so
 * that answers made in advance can carry them from the start: such a response is built once with
 * every header, instead of receiving a dozen more one by one afterwards.
 */
export function securityHeaders(publicUrl: string | undefined, playOrigin?: string, inlineScripts: readonly string[] = []): MiddlewareHandler {
  const secure = honoSecureHeaders(publicUrl, playOrigin, inlineScripts);
  let known: Readonly<Record<string, string>> | undefined;
  const probe = new Hono();
  probe.use(secure);
  probe.get("/", (c) => c.body(null));
  void Promise.resolve(probe.request("/")).then((response) => {
    known = Object.fromEntries(response.headers);
  });
  return async (c, next) => {
    if (!known) return secure(c, next);
    headersFor.set(c, known);
    await next();
    if (complete.has(c.res)) return;
    // A route that states its own policy (a game frame's page) keeps it; its frame-ancestors then
    // say who may frame it, instead of X-Frame-Options.
    const ownPolicy = c.res.headers.has("Content-Security-Policy");
    for (const name in known) {
      if (ROUTE_MAY_SET.has(name) && c.res.headers.has(name)) continue;
      if (ownPolicy && name === "x-frame-options") continue;
      c.res.headers.set(name, known[name]!);
    }
    c.res.headers.delete("X-Powered-By");
  };
}

/** The security headers of this request's responses, once known. */
export function securityHeadersOf(c: Context): Readonly<Record<string, string>> | undefined {
  return headersFor.get(c);
}

/**
 * A response with `headers` and every security header (and the request id), or undefined when
 * they are not known yet (then the caller answers the usual way).
 */
export function completeResponse(c: Context, body: Uint8Array<ArrayBuffer> | null, status: number, headers: Record<string, string>): Response | undefined {
  const security = headersFor.get(c);
  if (!security) return undefined;
  const requestId: unknown = c.get("requestId");
  const response = new Response(body, { status, headers: { ...security, ...(typeof requestId === "string" ? { "X-Request-Id": requestId } : {}), ...headers } });
  complete.add(response);
  return response;
}
