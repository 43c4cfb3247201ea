import { describe, expect, it } from "vitest";
import { formatCount, formatResult, formatTime } from "../numbers.ts";

describe("formatCount", () => {
  it("writes whole numbers as Intl's en-US does, below zero and up to 10^21", () => {
    const enUs = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    const wrong: string[] = [];
    const check = (value: number) => {
      if (formatCount(value) !== enUs.format(value)) wrong.push(`${value}: ${formatCount(value)}, not ${enUs.format(value)}`);
    };
    for (let value = -2_000; value <= 200_000; value++) check(value);
    for (let power = 1; power <= 1e21; power *= 10) for (const near of [-1, 0, 1]) for (const sign of [1, -1]) check(sign * (power + near) || 0);
    check(Number.MAX_SAFE_INTEGER);
    expect(wrong).toEqual([]);
  });

  it("rounds a fraction to the nearest whole number, and says what is not a number", () => {
    expect(formatCount(1234.4)).toBe("1,234");
    expect(formatCount(1234.5)).toBe("1,235");
    expect(formatCount(-0.4)).toBe("0");
    // Intl writes "-0"; a score of nothing is "0".
    expect(formatCount(-0)).toBe("0");
    expect(formatCount(Number.NaN)).toBe("NaN");
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe("Infinity");
  });
});

describe("formatTime", () => {
  it("writes minutes and seconds, and hours when there are some", () => {
    expect(formatTime(0)).toBe("0:00");
    expect(formatTime(65_400)).toBe("1:05");
    expect(formatTime(3_725_000)).toBe("1:02:05");
    expect(formatTime(-5)).toBe("0:00");
  });
});

describe("formatResult", () => {
  it("writes a leaderboard's score with its thousands and its time as a clock", () => {
    expect(formatResult("SCORE", 12_345)).toBe("12,345");
    expect(formatResult("TIME", 125_900)).toBe("2:05");
    expect(formatResult("TIME", 3_725_000)).toBe("1:02:05");
  });
});
