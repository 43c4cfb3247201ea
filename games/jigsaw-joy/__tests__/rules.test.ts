import fc from "fast-check";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import storeImages from "../../../data/store_images.json";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import { packById, PACKS } from "../catalog.ts";
import { cutPuzzle, PICTURE_HEIGHT, PICTURE_WIDTH } from "../cut.ts";
import { hasPicture, pictureSvg } from "../pictures/pictures.ts";
import { withRotation, dailyOptionsOf, DAILY_PIECES, DAILY_WHOLE_PACK_FROM, DEFAULT_OPTIONS, gridOf, hintPiece, isEdge, PIECE_COUNTS, rules, SCORE, type JigsawMove, type JigsawOptions } from "../rules.ts";

const seeds = fc.stringMatching(/^[a-z0-9]{1,10}$/);
const counts = fc.constantFrom(...PIECE_COUNTS);
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
const options = (pieces: (typeof PIECE_COUNTS)[number], rotate = false): JigsawOptions => withRotation({ ...DEFAULT_OPTIONS, pieces }, rotate);

function playOut(seed: string, pieces: (typeof PIECE_COUNTS)[number], picks: readonly number[], rotate = false) {
  let state = rules.newGame(seed, options(pieces, rotate));
  const moves: JigsawMove[] = [];
  for (const pick of picks) {
    const legal = rules.legalMoves(state);
    if (legal.length === 0) break;
    const move = legal[pick % legal.length]!;
    state = rules.apply(state, move);
    moves.push(move);
  }
  return { state, moves };
}

describe("Jigsaw Joy's rules", () => {
  it("deals every piece once into the tray, the same for a seed, cut into the grid of the piece count", () => {
    fc.assert(
      fc.property(seeds, counts, (seed, pieces) => {
        const state = rules.newGame(seed, options(pieces));
        expect(state.cols * state.rows).toBe(pieces);
        expect([...state.tray].sort((a, b) => a - b)).toEqual(Array.from({ length: pieces }, (_, k) => k));
        expect(plain(rules.newGame(seed, options(pieces)))).toEqual(plain(state));
        expect(rules.status(state)).toEqual({ phase: "playing", score: 0 });
      }),
      { numRuns: 40 },
    );
  });

  it("replays any legal sequence identically through JSON, and placing every piece wins (property)", () => {
    fc.assert(
      fc.property(seeds, counts, fc.array(fc.nat(), { maxLength: 80 }), (seed, pieces, picks) => {
        const { state, moves } = playOut(seed, pieces, picks);
        let again = rules.newGame(seed, options(pieces));
        for (const move of JSON.parse(JSON.stringify(moves)) as unknown[]) again = rules.apply(again, rules.parseMove(move));
        expect(plain(again)).toEqual(plain(state));
        // Whatever was played, putting each remaining piece in its slot finishes the picture.
        let rest = state;
        for (const piece of state.tray) rest = rules.apply(rest, { t: "place", p: piece, s: piece });
        expect(rules.status(rest).phase).toBe("won");
        expect(rules.legalMoves(rest)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it("refuses a piece dropped on another slot, a piece twice, a piece past the puzzle and any move after the win", () => {
    fc.assert(
      fc.property(seeds, fc.nat(), (seed, pick) => {
        const state = rules.newGame(seed, options(24));
        const piece = state.tray[pick % 24]!;
        expect(() => rules.apply(state, { t: "place", p: piece, s: (piece + 1) % 24 })).toThrow(IllegalMoveError);
        const once = rules.apply(state, { t: "place", p: piece, s: piece });
        expect(() => rules.apply(once, { t: "place", p: piece, s: piece })).toThrow("already in place");
        expect(() => rules.apply(state, { t: "place", p: 30, s: 30 })).toThrow("no such piece");
      }),
      { numRuns: 30 },
    );
    let won = rules.newGame("done", options(24));
    for (let piece = 0; piece < 24; piece++) won = rules.apply(won, { t: "place", p: piece, s: piece });
    expect(() => rules.apply(won, { t: "powerup", id: "HI" })).toThrow("complete");
  });

  it("parses only exact moves and options", () => {
    for (const bad of [null, 3, { t: "place", p: 1 }, { t: "place", p: 1, s: 1, x: 0 }, { t: "place", p: -1, s: 0 }, { t: "place", p: 1.5, s: 1 }, { t: "powerup", id: "UN" }]) {
      expect(() => rules.parseMove(bad)).toThrow(IllegalMoveError);
    }
    expect(rules.parseOptions(undefined)).toEqual(DEFAULT_OPTIONS);
    // Upright options are those of before rotation, key for key.
    expect(rules.parseOptions({ pack: "JIG_CASTLES", picture: 5, pieces: 300 })).toStrictEqual({ pack: "JIG_CASTLES", picture: 5, pieces: 300 });
    expect(rules.parseOptions({ pack: "JIG_CASTLES", picture: 5, pieces: 300, rotate: false })).toStrictEqual({ pack: "JIG_CASTLES", picture: 5, pieces: 300 });
    expect(rules.parseOptions({ pack: "JIG_CASTLES", picture: 5, pieces: 48, rotate: true })).toEqual({ pack: "JIG_CASTLES", picture: 5, pieces: 48, rotate: true });
    const last = PACKS[0]!.items.length;
    for (const bad of [{ pack: "PAI_X", picture: 0, pieces: 24 }, { pack: "JIG_STARTER", picture: last, pieces: 24 }, { pack: "JIG_STARTER", picture: 0, pieces: 25 }, { pack: "JIG_STARTER", picture: 0 }, { pack: "JIG_STARTER", picture: 0, pieces: 24, rotate: 1 }, "24"]) {
      expect(() => rules.parseOptions(bad)).toThrow(RangeError);
    }
    for (const bad of [{ t: "turn", p: [] }, { t: "turn", p: 3 }, { t: "turn", p: [1.5] }, { t: "turn", p: [300] }, { t: "turn", p: [1], s: 1 }]) expect(() => rules.parseMove(bad)).toThrow(IllegalMoveError);
    expect(rules.parseMove({ t: "turn", p: [4, 5] })).toEqual({ t: "turn", p: [4, 5] });
    expect(rules.packOf({ pack: "JIG_PETS", picture: 1, pieces: 48 })).toBe("JIG_PETS");
  });

  it("Edge Sort brings the tray's edge pieces to the front once; Hint places the tray's first piece and earns nothing", () => {
    fc.assert(
      fc.property(seeds, counts, (seed, pieces) => {
        const state = rules.newGame(seed, options(pieces));
        const sorted = rules.apply(state, { t: "powerup", id: "ED" });
        const edges = state.tray.filter((piece) => isEdge(state, piece));
        expect(sorted.tray).toEqual([...edges, ...state.tray.filter((piece) => !isEdge(state, piece))]);
        expect(edges.length).toBe(2 * (state.cols + state.rows) - 4);
        expect(() => rules.apply(sorted, { t: "powerup", id: "ED" })).toThrow("already at the front");
        const first = hintPiece(sorted)!;
        const hinted = rules.apply(sorted, { t: "powerup", id: "HI" });
        expect(hinted.placed[first]).toBe(true);
        expect(rules.status(hinted).score).toBe(0);
        expect(rules.status(rules.apply(hinted, { t: "place", p: hinted.tray[0]!, s: hinted.tray[0]! })).score).toBe(SCORE.perPiece);
        expect(rules.powerupOf({ t: "powerup", id: "ED" })).toBe("ED");
        expect(rules.powerupOf({ t: "place", p: 0, s: 0 })).toBeNull();
      }),
      { numRuns: 20 },
    );
  });

  it("without rotation deals every piece upright, the same tray as with it, and turns nothing", () => {
    fc.assert(
      fc.property(seeds, counts, (seed, pieces) => {
        const state = rules.newGame(seed, options(pieces));
        expect(state.turns.every((quarter) => quarter === 0)).toBe(true);
        expect(rules.newGame(seed, options(pieces, true)).tray).toEqual(state.tray);
        expect(rules.legalMoves(state).some((move) => move.t === "turn")).toBe(false);
        expect(() => rules.apply(state, { t: "turn", p: [state.tray[0]!] })).toThrow("do not turn");
      }),
      { numRuns: 20 },
    );
  });

  it("needs a person's pace for its moves", () => {
    expect(rules.minimumHumanMs(24)).toBeGreaterThanOrEqual(24 * 500);
  });
});

describe("rotation", () => {
  it("deals pieces turned by a seeded number of quarter turns, the same for a seed", () => {
    fc.assert(
      fc.property(seeds, counts, (seed, pieces) => {
        const state = rules.newGame(seed, options(pieces, true));
        expect(state.rotate).toBe(true);
        expect(state.turns).toHaveLength(pieces);
        expect(state.turns.every((quarter) => Number.isInteger(quarter) && quarter >= 0 && quarter < 4)).toBe(true);
        expect(rules.newGame(seed, options(pieces, true)).turns).toEqual(state.turns);
      }),
      { numRuns: 30 },
    );
    // Most of a 300-piece deal lies turned, and every way round appears.
    const big = rules.newGame("turned", options(300, true));
    expect(big.turns.filter((quarter) => quarter !== 0).length).toBeGreaterThan(150);
    expect(new Set(big.turns).size).toBe(4);
  });

  it("refuses a turned piece on its own slot; turned upright (four turns come back round) it fits", () => {
    fc.assert(
      fc.property(seeds, fc.nat(), (seed, pick) => {
        const state = rules.newGame(seed, options(48, true));
        const piece = state.tray.find((p) => state.turns[p] !== 0) ?? state.tray[pick % 48]!;
        let turned = state;
        // Round until turned, then on to upright: a turned piece never fits on the way.
        for (let step = 0; step === 0 || turned.turns[piece] !== 0; step++) {
          if (turned.turns[piece] !== 0) expect(() => rules.apply(turned, { t: "place", p: piece, s: piece })).toThrow("upright");
          turned = rules.apply(turned, { t: "turn", p: [piece] });
        }
        const placed = rules.apply(turned, { t: "place", p: piece, s: piece });
        expect(placed.placed[piece]).toBe(true);
        expect(() => rules.apply(placed, { t: "turn", p: [piece] })).toThrow("already in place");
      }),
      { numRuns: 30 },
    );
  });

  it("turns a joined group together, and only pieces that lie alike and touch", () => {
    const state = rules.newGame("group", options(24, true));
    const cols = state.cols;
    // Pieces 0 and 1 touch; 0 and 2 do not; 0, 1 and 7 make an L.
    const alike = (pieces: number[]) => pieces.reduce((s, piece) => {
      let next = s;
      while (next.turns[piece] !== 0) next = rules.apply(next, { t: "turn", p: [piece] });
      return next;
    }, state);
    const upright = alike([0, 1, 2, cols + 1]);
    const once = rules.apply(upright, { t: "turn", p: [0, 1, cols + 1] });
    expect([once.turns[0], once.turns[1], once.turns[cols + 1], once.turns[2]]).toEqual([1, 1, 1, 0]);
    expect(() => rules.apply(upright, { t: "turn", p: [0, 2] })).toThrow("joined group");
    expect(() => rules.apply(once, { t: "turn", p: [1, 2] })).toThrow("joined group");
    expect(() => rules.apply(upright, { t: "turn", p: [0, 0] })).toThrow("twice");
    expect(() => rules.apply(upright, { t: "turn", p: [0, 30] })).toThrow("no such piece");
  });

  it("replays a won log through JSON; a win needs every piece placed, and so upright (property)", () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom<(typeof PIECE_COUNTS)[number]>(24, 48), fc.array(fc.nat(), { maxLength: 120 }), (seed, pieces, picks) => {
        const { state, moves } = playOut(seed, pieces, picks, true);
        let rest = state;
        const log = [...moves];
        for (const piece of state.tray) {
          while (rest.turns[piece] !== 0) {
            const move: JigsawMove = { t: "turn", p: [piece] };
            rest = rules.apply(rest, move);
            log.push(move);
          }
          const move: JigsawMove = { t: "place", p: piece, s: piece };
          rest = rules.apply(rest, move);
          log.push(move);
        }
        expect(rules.status(rest).phase).toBe("won");
        expect(rest.turns.every((quarter) => quarter === 0)).toBe(true);
        let again = rules.newGame(seed, rules.parseOptions(plain(options(pieces, true))));
        for (const move of plain(log) as unknown[]) again = rules.apply(again, rules.parseMove(move));
        expect(plain(again)).toEqual(plain(rest));
        expect(rules.status(again).phase).toBe("won");
      }),
      { numRuns: 40 },
    );
  });
});

describe("the cut", () => {
  it("gives every piece a closed outline; neighbours share their edge (a tab of one is the blank of the other)", () => {
    for (const pieces of PIECE_COUNTS) {
      const { cols, rows } = gridOf(pieces);
      const cut = cutPuzzle("seed", cols, rows);
      expect(cut.pieces).toHaveLength(pieces);
      const numbers = (path: string) => path.match(/-?\d+(\.\d+)?/g)!.map(Number);
      for (const shape of cut.pieces) {
        expect(shape.path).toMatch(/^M[\d. ]+(C[-\d. ]+)+Z$/);
        const values = numbers(shape.path);
        // Tabs stay within the margin around the cell.
        for (let k = 0; k < values.length; k += 2) {
          expect(values[k]!).toBeGreaterThanOrEqual(shape.x - cut.margin);
          expect(values[k]!).toBeLessThanOrEqual(shape.x + cut.cellWidth + cut.margin);
        }
      }
      // The right side of piece 0 walked forwards is the left side of piece 1 walked backwards.
      const right = numbers(cut.pieces[0]!.path).slice(2 + 2 * 3, 2 + 2 * 3 + 2 * 12);
      const left = numbers(cut.pieces[1]!.path).slice(-2 * 12);
      const pointsOf = (list: number[]) => Array.from({ length: list.length / 2 }, (_, k) => `${list[2 * k]},${list[2 * k + 1]}`);
      const forwards = pointsOf(right);
      const backwards = pointsOf(left).reverse();
      // Both walk the same Bezier curve: the same end points and control points, in reverse order.
      expect(new Set(forwards.slice(0, -1))).toEqual(new Set(backwards.slice(1)));
    }
    expect(cutPuzzle("a", 6, 4)).toEqual(cutPuzzle("a", 6, 4));
    expect(cutPuzzle("a", 6, 4)).not.toEqual(cutPuzzle("b", 6, 4));
  });
});

describe("the pictures", () => {
  it("name the store's packs and pictures exactly", () => {
    expect(PACKS.map((pack) => [pack.id, pack.items])).toEqual(storeImages.JIG.map((pack) => [pack.id, pack.items]));
  });

  it("number at least 60, ten to a pack, each named once and drawn", () => {
    expect(PACKS.reduce((sum, pack) => sum + pack.items.length, 0)).toBeGreaterThanOrEqual(60);
    for (const pack of PACKS) {
      expect(pack.items).toHaveLength(10);
      expect(new Set(pack.items).size).toBe(pack.items.length);
      for (const index of pack.items.keys()) expect(hasPicture(pack.id, index), `${pack.items[index]}`).toBe(true);
      expect(hasPicture(pack.id, pack.items.length)).toBe(false);
    }
  });

  it.each(PACKS.map((pack) => [pack.id] as const))("of %s each render to a full, many-coloured 800 x 600 image", async (packId) => {
    const pack = PACKS.find((entry) => entry.id === packId)!;
    for (const [index] of pack.items.entries()) {
      const svg = pictureSvg(pack.id, index);
      const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([PICTURE_WIDTH, PICTURE_HEIGHT]);
      // Count coarse colours over a sample of pixels: a broken or blank drawing has very few.
      const colours = new Set<number>();
      let transparent = 0;
      for (let offset = 0; offset < data.length; offset += info.channels * 97) {
        if (info.channels === 4 && data[offset + 3]! < 250) transparent++;
        colours.add(((data[offset]! >> 4) << 8) | ((data[offset + 1]! >> 4) << 4) | (data[offset + 2]! >> 4));
      }
      expect(transparent, `${pack.items[index]} has holes`).toBe(0);
      expect(colours.size, `${pack.items[index]} looks empty`).toBeGreaterThan(25);
    }
  }, 60_000);
});


describe("the daily puzzle", () => {
  const week = Array.from({ length: 7 }, (_, back) => new Date(Date.UTC(2026, 10, 30 - back, 12)).toISOString().slice(0, 10));

  it("is the date's free picture at 24 pieces whatever options were asked, the same tray for everyone, and done by placing each piece", () => {
    const today = rules.newGame("JIG:2026-11-30", options(300));
    const { pack, picture, pieces } = dailyOptionsOf("2026-11-30");
    expect(today).toMatchObject({ daily: "2026-11-30", pack, picture, cols: gridOf(DAILY_PIECES).cols, rows: gridOf(DAILY_PIECES).rows });
    expect(pieces).toBe(DAILY_PIECES);
    expect(plain(rules.newGame("JIG:2026-11-30", { pack: PACKS[1]!.id, picture: 3, pieces: 48, rotate: true }))).toEqual(plain(today));
    expect(rules.parseOptions(plain(dailyOptionsOf("2026-11-30")))).toEqual(dailyOptionsOf("2026-11-30"));
    const done = today.tray.reduce((state, piece) => rules.apply(state, { t: "place", p: piece, s: piece }), today);
    expect(rules.status(done)).toEqual({ phase: "won", score: SCORE.perPiece * DAILY_PIECES });
  });

  it("changes picture from day to day, only ever from the free pack (no paid picture for free)", () => {
    const pictures = week.map((date) => dailyOptionsOf(date));
    for (const [index, daily] of pictures.entries()) {
      expect(packById(daily.pack)!.price).toBe(0);
      if (index > 0) expect(daily.picture).not.toBe(pictures[index - 1]!.picture);
    }
    // The week before the free pack grew cycled through its first six pictures, as dealt then.
    expect(pictures.map((daily) => daily.picture)).toEqual([3, 2, 1, 0, 5, 4, 3]);
    const size = packById(pictures[0]!.pack)!.items.length;
    const later = Array.from({ length: size }, (_, ahead) => dailyOptionsOf(new Date(Date.parse(`${DAILY_WHOLE_PACK_FROM}T12:00:00Z`) + ahead * 86_400_000).toISOString().slice(0, 10)));
    expect(new Set(later.map((daily) => daily.picture)).size).toBe(size);
  });

  it("leaves every other seed to the options asked, another game's daily seed too", () => {
    expect(rules.newGame("not-a-daily-seed", options(48))).toMatchObject({ daily: null, pack: DEFAULT_OPTIONS.pack, cols: gridOf(48).cols });
    expect(rules.newGame("RAI:2026-11-30", options(96))).toMatchObject({ daily: null, cols: gridOf(96).cols });
  });
});
