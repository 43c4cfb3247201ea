import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TileFace } from "../TileArt.tsx";
import { DEFAULT_TILE_LOOK, parseTileLook, type TileSet } from "../tileLook.tsx";
import { FACE_COUNT, faceInfo, type Suit } from "../tiles.ts";

const FACES = Array.from({ length: FACE_COUNT }, (_, face) => face);
const draw = (face: number, set: TileSet) => renderToStaticMarkup(createElement(TileFace, { face, set }));

describe("tile art", () => {
  it("draws all 42 faces differently in both sets", () => {
    for (const set of ["traditional", "colourSafe"] as const) expect(new Set(FACES.map((face) => draw(face, set))).size).toBe(FACE_COUNT);
  });

  it("tells suits apart in the colour-blind-safe set by an outline and a corner letter, with no red or green", () => {
    const outlineOf = (suit: Suit) => draw(FACES.find((face) => faceInfo(face).suit === suit)!, "colourSafe").match(/<(?:rect|g)[^>]*stroke="[^"]+"[^>]*>/)?.[0];
    const outlines = (["dots", "bamboo", "characters", "wind"] as const).map(outlineOf);
    expect(new Set(outlines).size).toBe(4);
    expect(outlineOf("wind")).toBe(outlineOf("dragon"));
    expect(draw(4, "colourSafe")).toMatch(/>5<tspan[^>]*>D<\/tspan>/);
    expect(draw(13, "colourSafe")).toMatch(/>5<tspan[^>]*>B<\/tspan>/);
    expect(draw(22, "colourSafe")).toMatch(/>5<tspan[^>]*>C<\/tspan>/);
    expect(draw(4, "traditional")).not.toContain("<tspan");
    for (const face of FACES) expect(draw(face, "colourSafe")).not.toMatch(/#c8283a|#23804c/);
  });

  it("reads a kept look back safely", () => {
    expect(parseTileLook({ set: "colourSafe" })).toEqual({ set: "colourSafe" });
    expect(parseTileLook({ set: "neon" })).toEqual(DEFAULT_TILE_LOOK);
    expect(parseTileLook("colourSafe")).toEqual(DEFAULT_TILE_LOOK);
    expect(parseTileLook(null)).toEqual(DEFAULT_TILE_LOOK);
  });
});
