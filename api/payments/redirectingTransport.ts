import http from "node:http";
import https from "node:https";

/**
 * An axios `transport` for the PayPal SDK that sends each request to `base` instead of PayPal's
 * host (the SDK only knows PayPal's own two hosts). It is how a configured PAYPAL_API_BASE is honoured.
 */
export function redirectingTransport(base: URL) {
  const client = base.protocol === "https:" ? https : http;
  return {
    request(options: http.RequestOptions, callback?: (response: http.IncomingMessage) => void) {
      return client.request(
        {
          ...options,
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port,
          path: `${base.pathname.replace(/\/$/, "")}${options.path ?? "/"}`,
          agent: undefined,
        },
        callback,
      );
    },
  };
}
