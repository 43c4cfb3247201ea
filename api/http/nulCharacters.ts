import type { MiddlewareHandler } from "hono";
import { hasLoneSurrogate, hasNul } from "../database/storableText.ts";
import { bodyText, replayable } from "./requestBody.ts";

/** Every door refuses text PostgreSQL cannot store with a 400 instead of letting the database fail. */
export const NUL_CHARACTER_MESSAGE = "Text may not contain the NUL character (U+0000).";
export const LONE_SURROGATE_MESSAGE = "Text may not contain a lone surrogate (half of a UTF-16 pair).";

function containsText(value: unknown, isBad: (text: string) => boolean, depth = 0): boolean {
  if (typeof value === "string") return isBad(value);
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsText(item, isBad, depth + 1));
  return Object.entries(value).some(([key, item]) => isBad(key) || containsText(item, isBad, depth + 1));
}

export function containsNul(value: unknown): boolean {
  return containsText(value, hasNul);
}

/** The refusal for text in `value` that PostgreSQL cannot store, or null when all of it can be. */
export function unstorableTextMessage(value: unknown): string | null {
  if (containsNul(value)) return NUL_CHARACTER_MESSAGE;
  if (containsText(value, hasLoneSurrogate)) return LONE_SURROGATE_MESSAGE;
  return null;
}

/** A NUL or a surrogate as a raw character or a JSON escape; anything else cannot decode to one. */
const MAYBE_UNSTORABLE = /\0|\\u0000|\\u[dD][89a-fA-F]|[\uD800-\uDFFF]/;

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
    const refuse = (message = NUL_CHARACTER_MESSAGE) =>
      door === "graphql"
        ? c.json({ errors: [{ message, extensions: { code: "BAD_USER_INPUT" } }] }, 400)
        : c.json({ error: "bad_request", message }, 400);
    // A NUL reaches a decoded path or query only as %00 (the HTTP parser refuses a raw one).
    if (c.req.url.includes("%00")) {
      const url = new URL(c.req.url);
      if (decodedPath(url.pathname).includes("\0") || [...url.searchParams].some(([name, value]) => name.includes("\0") || value.includes("\0"))) return refuse();
    }
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && /^application\/json/i.test(c.req.header("content-type") ?? "")) {
      const text = await bodyText(c.req.raw);
      // The GraphQL door reads the body from the same place; REST routes read c.req.raw themselves.
      if (door === "rest") c.req.raw = await replayable(c.req.raw);
      if (MAYBE_UNSTORABLE.test(text)) {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: the route answers that itself.
          return next();
        }
        const message = unstorableTextMessage(body);
        if (message) return refuse(message);
      }
    }
    return next();
  };
}
