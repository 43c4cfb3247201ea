import type { MiddlewareHandler } from "hono";
import { bodyText, replayable } from "./requestBody.ts";

/** What every door answers when text carries a NUL character, which PostgreSQL cannot store. */
export const NUL_CHARACTER_MESSAGE = "Text may not contain the NUL character (U+0000).";

export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\0") || containsNul(item, depth + 1));
}

/** A NUL as a raw byte or as a JSON escape; anything else cannot decode to one. */
const MAYBE_NUL = /\0|\\u0000/i;

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Refuses a NUL in the URL's path or query, or anywhere in a JSON body, with a 400 before any
 * route passes it to the database. GraphQL string literals are checked by the GraphQL door.
 */
export function refuseNulCharacters(door: "graphql" | "rest"): MiddlewareHandler {
  return async (c, next) => {
    const refuse = () =>
      door === "graphql"
        ? c.json({ errors: [{ message: NUL_CHARACTER_MESSAGE, extensions: { code: "BAD_USER_INPUT" } }] }, 400)
        : c.json({ error: "bad_request", message: NUL_CHARACTER_MESSAGE }, 400);
    // A NUL reaches a decoded path or query only as %00 (the HTTP parser refuses a raw one).
    if (c.req.url.includes("%00")) {
      const url = new URL(c.req.url);
      if (decodedPath(url.pathname).includes("\0") || [...url.searchParams].some(([name, value]) => name.includes("\0") || value.includes("\0"))) return refuse();
    }
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && /^application\/json/i.test(c.req.header("content-type") ?? "")) {
      const text = await bodyText(c.req.raw);
      // The GraphQL door reads the body from the same place; REST routes read c.req.raw themselves.
      if (door === "rest") c.req.raw = await replayable(c.req.raw);
      if (MAYBE_NUL.test(text)) {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: the route answers that itself.
          return next();
        }
        if (containsNul(body)) return refuse();
      }
    }
    return next();
  };
}
