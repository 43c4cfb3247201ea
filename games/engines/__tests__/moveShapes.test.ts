import { describe, expect, test } from "vitest";
import { IllegalMoveError } from "../gameRules.ts";
import { isIntegerIn, isOneOf, isRecord, noOptions, notAMove, shapeOf } from "../moveShapes.ts";

describe("move shapes", () => {
  test("records are plain objects, not arrays or null", () => {
    expect([{}, { t: "x" }].map(isRecord)).toEqual([true, true]);
    expect([null, [], "t", 3, undefined].map(isRecord)).toEqual([false, false, false, false, false]);
  });

  test("a shape is the sorted keys", () => {
    expect(shapeOf({ t: "move", to: 1, from: 2, n: 1 })).toBe("from,n,t,to");
  });

  test("whole numbers within both bounds only", () => {
    expect([0, 3, 5].map((value) => isIntegerIn(value, 0, 5))).toEqual([true, true, true]);
    expect([-1, 6, 2.5, Number.NaN, "2", null].map((value) => isIntegerIn(value, 0, 5))).toEqual([false, false, false, false, false, false]);
  });

  test("one of a fixed list", () => {
    const isPowerup = isOneOf(["UN", "HI"] as const);
    expect([isPowerup("HI"), isPowerup("hi"), isPowerup(1)]).toEqual([true, false, false]);
  });

  test("no options: nothing, null or {} only", () => {
    const parse = noOptions("Tiny Game");
    expect([parse(undefined), parse(null), parse({})]).toEqual([{}, {}, {}]);
    expect(() => parse({ level: 2 })).toThrow(new RangeError("Tiny Game has no options."));
    expect(() => parse("x")).toThrow(RangeError);
  });

  test("an unknown move is named with what arrived, cut short", () => {
    const error = notAMove("Tiny Game", { t: "jump", x: "y".repeat(500) });
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect(error.message.startsWith('Not a Tiny Game move: {"t":"jump"')).toBe(true);
    expect(error.message.length).toBeLessThan(240);
  });
});
