import { describe, expect, test } from "vitest";
import { highestWonLevel } from "../levels/useLevelProgress.ts";
import { readProgress } from "../levels/progress.ts";
import { writeStored } from "../shell/storage.ts";

describe("highestWonLevel", () => {
  test("the highest whole level among won options; anything else is ignored", () => {
    expect(highestWonLevel([])).toBe(0);
    expect(highestWonLevel([{ level: 2 }, { level: 7 }, { level: 3 }])).toBe(7);
    expect(highestWonLevel([{ level: 2 }, { level: 9.5 }, { level: "12" }, null, [], { city: 1 }, 4])).toBe(2);
  });
});

describe("readProgress", () => {
  test("what the key holds, kept inside the levels; nothing kept starts at level 1", () => {
    expect(readProgress("test.progress.none", 10)).toEqual({ level: 1, unlocked: 1 });
    writeStored("test.progress.kept", { level: 4, unlocked: 6 });
    expect(readProgress("test.progress.kept", 10)).toEqual({ level: 4, unlocked: 6 });
    writeStored("test.progress.beyond", { level: 40, unlocked: 60 });
    expect(readProgress("test.progress.beyond", 10)).toEqual({ level: 10, unlocked: 10 });
  });

  test("an earlier version's level to play is read while the key holds nothing, and counts as opened", () => {
    writeStored("test.former.level", { level: 7 });
    expect(readProgress("test.former.progress", 10, "test.former.level")).toEqual({ level: 7, unlocked: 7 });
    writeStored("test.former.progress", { level: 2, unlocked: 3 });
    expect(readProgress("test.former.progress", 10, "test.former.level")).toEqual({ level: 2, unlocked: 3 });
    writeStored("test.former.odd", "level 5");
    expect(readProgress("test.former.nothing", 10, "test.former.odd")).toEqual({ level: 1, unlocked: 1 });
  });
});
