import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

const STRIPE = ["https://js.stripe.com", "https://*.js.stripe.com"];
const PAYPAL = ["https://*.paypal.com"];

/**
 * Security headers on every response. The Content-Security-Policy lets pages run only our own
 * scripts plus the two payment providers' (Stripe.js, the PayPal SDK and their frames), and lets
 * only our own pages frame the portal (games run in same-origin frames). HSTS only when the
 * public URL is https: on plain http it would be ignored at best.
 */
export function securityHeaders(publicUrl: string | undefined): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...STRIPE, ...PAYPAL],
      // Stripe Elements and the PayPal buttons style their own elements inline.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...PAYPAL, "https://*.paypalobjects.com", "https://*.stripe.com"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", "https://api.stripe.com", ...PAYPAL],
      frameSrc: ["'self'", ...STRIPE, "https://hooks.stripe.com", ...PAYPAL],
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
