import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The socket's remote address (undefined for in-process requests, as in tests). */
export function clientAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
