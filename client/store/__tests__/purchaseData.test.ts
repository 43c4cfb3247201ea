import { afterEach, describe, expect, test, vi } from "vitest";
import { acceptQuantityInput, clampQuantity, fillTemplate, isSendable, type PurchaseData } from "../purchaseData.ts";

const base: PurchaseData = { kind: "POWERUP", gameCode: "BCA", itemId: "HI", count: 5, quantity: 1, unitPrice: 10 };

describe("isSendable (spec 5)", () => {
  afterEach(() => vi.restoreAllMocks());

  test("needs an item id and a count, unless it is a pin board or a challenge slot", () => {
    expect(isSendable(base)).toBe(true);
    expect(isSendable({ ...base, itemId: null })).toBe(false);
    expect(isSendable({ ...base, count: null })).toBe(false);
    expect(isSendable({ ...base, count: 0 })).toBe(false);
    expect(isSendable({ ...base, kind: "CHALLENGE_SLOT", itemId: null, count: null })).toBe(true);
    expect(isSendable({ ...base, kind: "PIN_BOARD", itemId: "CHE", count: null })).toBe(true);
    expect(isSendable({ ...base, kind: "PIN_BOARD", itemId: null, count: null })).toBe(false);
  });
});

describe("the quantity selector", () => {
  test("accepts digits only, or nothing while typing", () => {
    expect(acceptQuantityInput("")).toBe(true);
    expect(acceptQuantityInput("42")).toBe(true);
    expect(acceptQuantityInput("4a")).toBe(false);
    expect(acceptQuantityInput("-1")).toBe(false);
    expect(acceptQuantityInput("1.5")).toBe(false);
  });

  test("clamps into 1..max on blur", () => {
    expect(clampQuantity("", 99)).toBe(1);
    expect(clampQuantity("0", 99)).toBe(1);
    expect(clampQuantity("250", 99)).toBe(99);
    expect(clampQuantity("7", 5)).toBe(5);
    expect(clampQuantity("12", 99)).toBe(12);
  });
});

test("templates replace <q> with the quantity and <t> with the total", () => {
  expect(fillTemplate("Get <q> Hints for <t> gems", { q: 15, t: 30 })).toBe("Get 15 Hints for 30 gems");
});
