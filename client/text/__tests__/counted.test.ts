import { expect, test } from "vitest";
import { counted } from "../counted.ts";

test("a count reads in the singular for one and in the plural otherwise, with thousands grouped", () => {
  expect(counted(1, "player")).toBe("1 player");
  expect(counted(0, "player")).toBe("0 players");
  expect(counted(2, "pin")).toBe("2 pins");
  expect(counted(1200, "gem")).toBe("1,200 gems");
  expect(counted(3, "process", "processes")).toBe("3 processes");
});
