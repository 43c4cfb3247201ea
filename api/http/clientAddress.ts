import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { CLIENT_IP_HEADER } from "../auth/auth.ts";

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // In-process requests (tests calling app.request) have no socket.
    return undefined;
  }
}

/**
 * The client's address: the socket's, or with `trustedProxies` proxies in front, the entry of
 * X-Forwarded-For that the outermost trusted proxy appended (entries to its left are the client's
 * word and are not believed).
 */
export function clientAddress(c: Context, trustedProxies: number): string | undefined {
  if (trustedProxies > 0) {
    const forwarded = (c.req.header("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
    const address = forwarded[forwarded.length - trustedProxies];
    if (address) return address;
  }
  return socketAddress(c);
}

/**
 * Replaces whatever a client sent as our address header with the address we determined, so
 * better-auth (sessions, its rate limits) records the real client, never the client's claim.
 */
export function withClientAddress(trustedProxies: number): MiddlewareHandler {
  return async (c, next) => {
    applyClientAddress(c, trustedProxies);
    await next();
  };
}

/** withClientAddress for one request; request headers are mutable here, only a request whose headers are not is rebuilt. */
export function applyClientAddress(c: Context, trustedProxies: number): void {
  const address = clientAddress(c, trustedProxies);
  if (c.req.header(CLIENT_IP_HEADER) === address) return;
  try {
    setAddressHeader(c.req.raw.headers, address);
  } catch {
    const headers = new Headers(c.req.raw.headers);
    setAddressHeader(headers, address);
    c.req.raw = new Request(c.req.raw, { headers });
  }
}

function setAddressHeader(headers: Headers, address: string | undefined): void {
  headers.delete(CLIENT_IP_HEADER);
  if (address) headers.set(CLIENT_IP_HEADER, address);
}
