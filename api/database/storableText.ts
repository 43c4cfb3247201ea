/**
 * Text PostgreSQL cannot store: the NUL character, and a lone UTF-16 surrogate (half of a pair,
 * which has no UTF-8 form). The doors refuse it (api/http/nulCharacters.ts) and stored JSON
 * rejects it (api/play/json.ts), so the database never fails on it.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasNul(text: string): boolean {
  return text.includes("\0");
}

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}
