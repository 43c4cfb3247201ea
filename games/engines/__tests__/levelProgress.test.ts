import { describe, expect, test } from "vitest";
import { highestWonLevel } from "../levels/useLevelProgress.ts";

describe("highestWonLevel", () => {
  test("the highest whole level among won options; anything else is ignored", () => {
    expect(highestWonLevel([])).toBe(0);
    expect(highestWonLevel([{ level: 2 }, { level: 7 }, { level: 3 }])).toBe(7);
    expect(highestWonLevel([{ level: 2 }, { level: 9.5 }, { level: "12" }, null, [], { city: 1 }, 4])).toBe(2);
  });
});
