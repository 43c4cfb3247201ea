import { hasLoneSurrogate } from "../database/storableText.ts";

/** A JSON value: what moves, reveals and options are when they are stored or sent. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Nesting deeper than this is not a move anyone plays (and would only cost stack). */
const MAX_DEPTH = 32;

/** `value` as JSON, or undefined when it is not representable (functions, undefined, NaN, broken text, too deep). */
export function asJson(value: unknown, depth = 0): Json | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (value === null || typeof value === "boolean") return value;
  // A lone surrogate is not text PostgreSQL's jsonb can hold.
  if (typeof value === "string") return hasLoneSurrogate(value) ? undefined : value;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const items: Json[] = [];
    for (const item of value) {
      const json = asJson(item, depth + 1);
      if (json === undefined) return undefined;
      items.push(json);
    }
    return items;
  }
  // GraphQL literals arrive as objects without a prototype; class instances are not JSON.
  const prototype: unknown = typeof value === "object" ? Object.getPrototypeOf(value) : undefined;
  if (typeof value === "object" && (prototype === Object.prototype || prototype === null)) {
    const result: { [key: string]: Json } = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      const json = asJson(item, depth + 1);
      if (json === undefined) return undefined;
      result[key] = json;
    }
    return result;
  }
  return undefined;
}
