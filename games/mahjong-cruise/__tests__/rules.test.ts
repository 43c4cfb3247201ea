import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import { AUTO_PLAY_PAIRS, hintPair, tilesLeft, type MahjongMove, type MahjongState } from "../../engines/tiles/mahjong.ts";
import { rules } from "../rules.ts";

const SMALL = rules.parseOptions({ layout: "diamond" });

/** Plays the k-th legal move (k from the list, modulo the choices), as a player might. */
function playChoices(seed: string, choices: readonly number[]): { state: MahjongState; moves: MahjongMove[] } {
  let state = rules.newGame(seed, SMALL);
  const moves: MahjongMove[] = [];
  for (const choice of choices) {
    const legal = rules.legalMoves(state).filter((move) => move.t !== "timeout");
    if (legal.length === 0) break;
    const move = legal[choice % legal.length]!;
    state = rules.apply(state, move);
    moves.push(move);
  }
  return { state, moves };
}

describe("Mahjong Cruise rules", () => {
  it("any legal sequence replays identically through JSON", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.array(fc.nat(50), { maxLength: 30 }), (seed, choices) => {
        const { state, moves } = playChoices(seed, choices);
        const logged: unknown[] = JSON.parse(JSON.stringify(moves));
        const again = logged.reduce<MahjongState>((current, raw) => rules.apply(current, rules.parseMove(raw)), rules.newGame(seed, SMALL));
        expect(again).toEqual(state);
      }),
      { numRuns: 40 },
    );
  });

  it("refuses pairs that are not both free and matching, and moves of the wrong shape", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.nat(41), fc.nat(41), (seed, a, b) => {
        const state = rules.newGame(seed, SMALL);
        const legal = rules.legalMoves(state).some((move) => move.t === "match" && ((move.a === a && move.b === b) || (move.a === b && move.b === a)));
        if (legal) expect(tilesLeft(rules.apply(state, { t: "match", a, b }))).toBe(40);
        else expect(() => rules.apply(state, { t: "match", a, b })).toThrow(IllegalMoveError);
      }),
      { numRuns: 60 },
    );
    for (const raw of [null, { t: "match", a: 1 }, { t: "match", a: -1, b: 2 }, { t: "addTime" }, { t: "auto", n: 2 }, "shuffle"]) {
      expect(() => rules.parseMove(raw)).toThrow(IllegalMoveError);
    }
  });

  it("following the hint always clears the board, also after a Shuffle and an Auto Play of 5 pairs", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.array(fc.nat(50), { maxLength: 12 }), (seed, choices) => {
        let { state } = playChoices(seed, choices);
        if (rules.status(state).phase === "won") return;
        // A Shuffle deals what is left so that it can be cleared, whatever was taken before.
        state = rules.apply(state, { t: "shuffle" });
        const before = state;
        state = rules.apply(state, { t: "auto" });
        expect(state.pairs - before.pairs).toBe(Math.min(AUTO_PLAY_PAIRS, tilesLeft(before) / 2));
        while (rules.status(state).phase === "playing") {
          const [a, b] = hintPair(state)!;
          state = rules.apply(state, { t: "match", a, b });
        }
        expect(rules.status(state).phase).toBe("won");
      }),
      { numRuns: 30 },
    );
  });

  it("time out loses the board; the final score counts pairs and, on a win, every second left", () => {
    const state = rules.newGame("clock", SMALL);
    const out = rules.apply(state, { t: "timeout" });
    expect(rules.status(out)).toMatchObject({ phase: "lost", reason: "Time is up." });
    expect(() => rules.apply(out, { t: "shuffle" })).toThrow(IllegalMoveError);
    let won = state;
    while (rules.status(won).phase === "playing") {
      const [a, b] = hintPair(won)!;
      won = rules.apply(won, { t: "match", a, b });
    }
    expect(rules.finalScore(won, { playedMs: 60_000 })).toBe(21 * 20 + 4 * 60 * 5);
    expect(rules.finalScore(won, { playedMs: 10 * 60_000 })).toBe(21 * 20);
    expect(rules.finalScore(out, { playedMs: 0 })).toBe(0);
    expect(() => rules.apply(state, rules.parseMove({ t: "addTime" }))).toThrow(IllegalMoveError);
  });

  it("options: the turtle by default, a known layout, nothing else", () => {
    expect(rules.parseOptions(undefined)).toEqual({ layout: "turtle" });
    expect(rules.parseOptions({})).toEqual({ layout: "turtle" });
    expect(rules.parseOptions({ layout: "bridge" })).toEqual({ layout: "bridge" });
    expect(() => rules.parseOptions({ layout: "moon" })).toThrow(RangeError);
    expect(() => rules.parseOptions({ layout: "bridge", x: 1 })).toThrow(RangeError);
  });
});
