import { describe, expect, it } from "vitest";
import { OBJECTS } from "../objects.ts";

describe("Big City Adventure's riddles", () => {
  it("name every object with a riddle of its own, short enough for the list", () => {
    for (const object of OBJECTS) {
      expect(object.riddle.trim().length, object.id).toBeGreaterThan(10);
      expect(object.riddle.length, object.id).toBeLessThanOrEqual(40);
    }
    const riddles = OBJECTS.map((object) => object.riddle.toLowerCase());
    expect(new Set(riddles).size).toBe(OBJECTS.length);
  });

  it("never give the answer away by saying the object's name", () => {
    for (const object of OBJECTS) {
      const riddle = object.riddle.toLowerCase();
      for (const word of object.name.toLowerCase().split(" ")) expect(riddle, object.id).not.toMatch(new RegExp(`\\b${word}`));
    }
  });
});
