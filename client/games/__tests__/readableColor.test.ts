import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contrastWithWhite, readableBehindWhite } from "../readableColor.ts";

const channels = (hex: string): [number, number, number] => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];

describe("readableBehindWhite", () => {
  it("keeps a colour that white text is already readable on", () => {
    expect(readableBehindWhite("#23395b")).toBe("#23395b");
  });

  it("darkens the catalog's tag colours until white text reaches 4.5:1", () => {
    for (const color of ["#e4572e", "#2e86de", "#28a745", "#8e6cc9", "#fc0", "#ffffff"]) {
      const readable = readableBehindWhite(color);
      expect(contrastWithWhite(channels(readable))).toBeGreaterThanOrEqual(4.5);
    }
    // Only as much as needed: the same hue, not black.
    expect(readableBehindWhite("#e4572e")).not.toBe("#000000");
  });

  it("reaches the ratio for any hex colour and leaves readable ones alone", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const color = `#${value.toString(16).padStart(6, "0")}`;
        const readable = readableBehindWhite(color);
        expect(contrastWithWhite(channels(readable))).toBeGreaterThanOrEqual(4.5);
        if (contrastWithWhite(channels(color)) >= 4.5) expect(readable).toBe(color);
      }),
    );
  });

  it("passes colours it cannot read unchanged", () => {
    expect(readableBehindWhite("rebeccapurple")).toBe("rebeccapurple");
    expect(readableBehindWhite("")).toBe("");
  });
});
