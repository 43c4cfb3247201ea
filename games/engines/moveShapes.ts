import { IllegalMoveError } from "./gameRules.ts";

/**
 * Checks every game's `parseMove` and `parseOptions` share: moves and options arrive as JSON from
 * a client, so each is read by its exact shape before the rules look at it.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The record's keys, sorted and comma-joined ("id,t"): compare with the one shape a move may have. */
export function shapeOf(record: Record<string, unknown>): string {
  return Object.keys(record).sort().join(",");
}

/** A whole number from `min` to `max`, both included. */
export function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

/** A type guard for one of a fixed list of strings (a game's powerup ids). */
export function isOneOf<T extends string>(values: readonly T[]): (value: unknown) => value is T {
  return (value): value is T => typeof value === "string" && (values as readonly string[]).includes(value);
}

/** `parseOptions` for a game without options: nothing, null or {}. */
export function noOptions(gameName: string): (raw: unknown) => Record<string, never> {
  return (raw) => {
    if (raw === undefined || raw === null || (isRecord(raw) && Object.keys(raw).length === 0)) return {};
    throw new RangeError(`${gameName} has no options.`);
  };
}

/** The error for a move of no known shape, quoting (the start of) what arrived. */
export function notAMove(gameName: string, raw: unknown): IllegalMoveError {
  return new IllegalMoveError(`Not a ${gameName} move: ${JSON.stringify(raw)?.slice(0, 200)}.`);
}
