import { hasLoneSurrogate, hasNul } from "../database/storableText.ts";

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

/** Whether a request's path and query (`target`, from its leading "/") decode to text with a NUL. */
export function urlHasNul(target: string): boolean {
  // A NUL reaches a decoded path or query only as %00 (the HTTP parser refuses a raw one).
  if (!target.includes("%00")) return false;
  const url = new URL(`http://portal${target}`);
  return decodedPath(url.pathname).includes("\0") || [...url.searchParams].some(([name, value]) => name.includes("\0") || value.includes("\0"));
}

/** The refusal for a JSON body's text PostgreSQL cannot store, or null (also for text that is not JSON: the route answers that). */
export function unstorableJsonMessage(text: string): string | null {
  if (!MAYBE_UNSTORABLE.test(text)) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  return unstorableTextMessage(body);
}
