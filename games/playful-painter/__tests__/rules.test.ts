import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import { PACK_PICTURES, PICTURES_PER_PACK } from "../pictures/index.ts";
import { cellsLeft, dailyOptionsOf, DEFAULT_OPTIONS, FREE_PACK, rules, SCORE, type PainterMove, type PainterOptions, type PainterState } from "../rules.ts";

const options = fc.constantFrom<PainterOptions>(...Object.entries(PACK_PICTURES).flatMap(([pack, list]) => list.map((_, picture) => ({ pack, picture }))));
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

function playOut(start: PainterState, picks: readonly number[]) {
  let state = start;
  const moves: PainterMove[] = [];
  for (const pick of picks) {
    const legal = rules.legalMoves(state);
    if (legal.length === 0) break;
    const move = legal[pick % legal.length]!;
    state = rules.apply(state, move);
    moves.push(move);
  }
  return { state, moves };
}

/** Paints every cell still open, one by one, with its own colour. */
function paintRest(state: PainterState): { state: PainterState; moves: PainterMove[] } {
  const moves: PainterMove[] = state.colours.flatMap((colour, cell): PainterMove[] => (state.painted[cell] ? [] : [{ t: "paint", cell, colour }]));
  return { state: moves.reduce(rules.apply, state), moves };
}

describe("Playful Painter rules", () => {
  it("every picture of every pack starts unpainted, one cell per region, and is won by painting each cell its own colour", () => {
    for (const [pack, list] of Object.entries(PACK_PICTURES)) {
      expect(list).toHaveLength(PICTURES_PER_PACK);
      for (let picture = 0; picture < list.length; picture++) {
        const start = rules.newGame("any", { pack, picture });
        expect(start.paintedCount).toBe(0);
        expect(rules.status(start)).toEqual({ phase: "playing", score: 0 });
        const { state, moves } = paintRest(start);
        expect(rules.status(state)).toEqual({ phase: "won", score: SCORE.perCell * moves.length });
        expect(rules.legalMoves(state)).toEqual([]);
        expect(() => rules.apply(state, moves[0]!)).toThrow("The picture is finished.");
      }
    }
    // Draws all 60 pictures first (12-14 s alone, twice that beside a browser run).
  }, 120_000);

  it("any legal sequence replays identically from its JSON log, and the same picture comes from any free seed (property)", () => {
    fc.assert(
      fc.property(options, fc.string(), fc.array(fc.nat(), { maxLength: 60 }), (chosen, seed, picks) => {
        const { state, moves } = playOut(rules.newGame(seed, chosen), picks);
        const log = JSON.parse(JSON.stringify(moves)) as unknown[];
        const replayed = log.map((raw) => rules.parseMove(raw)).reduce(rules.apply, rules.newGame("another seed", rules.parseOptions(plain(chosen))));
        expect(plain(replayed)).toEqual(plain(state));
        expect(state.paintedCount).toBe(state.painted.filter(Boolean).length);
      }),
      { numRuns: 60 },
    );
  });

  it("refuses a wrong colour, a painted cell, a cell past the picture and a powerup on a finished colour, leaving the state as it was (property)", () => {
    fc.assert(
      fc.property(options, fc.array(fc.nat(), { maxLength: 30 }), fc.nat(), (chosen, picks, which) => {
        const { state } = playOut(rules.newGame("s", chosen), picks);
        if (rules.status(state).phase === "won") return;
        const before = plain(state);
        const open = state.colours.findIndex((_, cell) => !state.painted[cell]);
        const own = state.colours[open]!;
        const palette = new Set(state.colours).size;
        const wrong = (own + 1 + (which % (palette - 1))) % palette;
        expect(() => rules.apply(state, { t: "paint", cell: open, colour: wrong })).toThrow(`That cell takes colour ${own + 1}.`);
        expect(() => rules.apply(state, { t: "paint", cell: state.colours.length, colour: 0 })).toThrow(IllegalMoveError);
        const done = state.colours.findIndex((_, cell) => state.painted[cell]);
        if (done >= 0) expect(() => rules.apply(state, { t: "paint", cell: done, colour: state.colours[done]! })).toThrow("That cell is already painted.");
        const finishedColour = [...new Set(state.colours)].find((colour) => cellsLeft(state, colour).length === 0);
        if (finishedColour !== undefined) {
          expect(() => rules.apply(state, { t: "fill", colour: finishedColour })).toThrow(IllegalMoveError);
          expect(() => rules.apply(state, { t: "hint", colour: finishedColour })).toThrow(IllegalMoveError);
        }
        expect(plain(state)).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });

  it("Fill paints every cell of the colour, Hint points at one still open and costs points; both name their powerup", () => {
    const start = rules.newGame("s", DEFAULT_OPTIONS);
    const colour = start.colours[0]!;
    const hinted = rules.apply(start, { t: "hint", colour });
    expect(hinted.hint).toBe(cellsLeft(start, colour)[0]);
    expect(hinted.paintedCount).toBe(0);
    expect(rules.status(hinted).score).toBe(0);
    const filled = rules.apply(hinted, { t: "fill", colour });
    expect(cellsLeft(filled, colour)).toEqual([]);
    expect(filled.paintedCount).toBe(cellsLeft(start, colour).length);
    expect(filled.hint).toBeNull();
    expect(rules.status(filled).score).toBe(SCORE.perCell * filled.paintedCount - SCORE.perHint);
    expect(rules.powerupOf({ t: "fill", colour })).toBe("FL");
    expect(rules.powerupOf({ t: "hint", colour })).toBe("HI");
    expect(rules.powerupOf({ t: "paint", cell: 0, colour })).toBeNull();
    expect(filled.used).toEqual({ FL: 1, HI: 1 });
  });

  it("reads options and moves only in their exact shapes, and names the pack the options play", () => {
    expect(rules.parseOptions(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(rules.parseOptions({})).toEqual(DEFAULT_OPTIONS);
    expect(rules.parseOptions({ pack: "PAI_STARTER", picture: 5 })).toEqual({ pack: "PAI_STARTER", picture: 5 });
    for (const bad of [{ pack: "PAI_STARTER", picture: 6 }, { pack: "JIG_STARTER", picture: 0 }, { pack: "toString", picture: 0 }, { pack: "PAI_STARTER" }, "PAI_STARTER", { pack: "PAI_STARTER", picture: 1, extra: 1 }]) {
      expect(() => rules.parseOptions(bad)).toThrow(RangeError);
    }
    expect(rules.packOf({ pack: "PAI_STARTER", picture: 2 })).toBe("PAI_STARTER");
    expect(rules.parseMove({ t: "paint", cell: 3, colour: 2 })).toEqual({ t: "paint", cell: 3, colour: 2 });
    for (const bad of [{ t: "paint", cell: -1, colour: 0 }, { t: "paint", cell: 1.5, colour: 0 }, { t: "fill" }, { t: "hint", colour: "1" }, { t: "fill", colour: 1, cell: 2 }, null, [], "paint"]) {
      expect(() => rules.parseMove(bad)).toThrow(IllegalMoveError);
    }
    expect(rules.minimumHumanMs(10)).toBeGreaterThan(rules.minimumHumanMs(1));
  });
});

describe("the daily picture", () => {
  const week = Array.from({ length: 7 }, (_, back) => new Date(Date.UTC(2026, 10, 30 - back, 12)).toISOString().slice(0, 10));

  it("is the date's free picture whatever options were asked, the same for everyone, and won by painting it", () => {
    const today = rules.newGame("PAI:2026-11-30", { pack: "PAI_BIRDS", picture: 5 });
    const { pack, picture } = dailyOptionsOf("2026-11-30");
    expect(today).toMatchObject({ daily: "2026-11-30", pack, picture, paintedCount: 0 });
    expect(plain(rules.newGame("PAI:2026-11-30", DEFAULT_OPTIONS))).toEqual(plain(today));
    expect(rules.parseOptions(plain(dailyOptionsOf("2026-11-30")))).toEqual(dailyOptionsOf("2026-11-30"));
    const { state, moves } = paintRest(today);
    expect(rules.status(state)).toEqual({ phase: "won", score: SCORE.perCell * moves.length });
  });

  it("changes picture from day to day, only ever from the free pack (no paid picture for free)", () => {
    const pictures = week.map((date) => dailyOptionsOf(date));
    for (const [index, daily] of pictures.entries()) {
      expect(daily.pack).toBe(FREE_PACK);
      if (index > 0) expect(daily.picture).not.toBe(pictures[index - 1]!.picture);
    }
    expect(new Set(pictures.map((daily) => daily.picture)).size).toBe(PICTURES_PER_PACK);
  });

  it("leaves every other seed to the options asked, as version 1 did: another game's daily seed too", () => {
    const asked: PainterOptions = { pack: "PAI_FLOWERS", picture: 2 };
    expect(rules.version).toBe(11);
    expect(rules.newGame("c2VlZC1vZi1hLWZyZWUtZ2FtZQ", asked)).toMatchObject({ daily: null, ...asked });
    expect(rules.newGame("JIG:2026-11-30", asked)).toMatchObject({ daily: null, ...asked });
  });
});
