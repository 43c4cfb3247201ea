import { describe, expect, test } from "vitest";
import { optionsLabel } from "../optionsLabel.ts";

describe("optionsLabel", () => {
  test("names each option a player chose, in the order the game stored them", () => {
    expect(optionsLabel({ draw: 3, winnable: true })).toBe("Draw: 3 · Winnable");
    expect(optionsLabel({ draw: 1, winnable: false })).toBe("Draw: 1");
    expect(optionsLabel({ difficulty: "hard" })).toBe("Difficulty: hard");
    expect(optionsLabel({ cityName: "Paris", level: 2 })).toBe("City name: Paris · Level: 2");
  });

  test("reads Standard when nothing was chosen or the value is not options", () => {
    for (const options of [{}, { double: false }, null, 3, "draw", [1, 2], { nested: { a: 1 } }]) expect(optionsLabel(options)).toBe("Standard");
  });
});
