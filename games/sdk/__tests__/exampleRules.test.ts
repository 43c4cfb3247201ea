import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import { rules, type TenState } from "../example/rules.ts";

/** The README's example game keeps the contract it teaches. */
describe("the example game's rules", () => {
  it("plays any sequence of legal moves the same way twice, and refuses what is not legal", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.nat(), { maxLength: 40 }), (seed, picks) => {
        const play = () => {
          let state: TenState = rules.newGame(seed);
          for (const pick of picks) {
            const legal = rules.legalMoves(state);
            if (legal.length === 0) break;
            state = rules.apply(state, rules.parseMove(JSON.parse(JSON.stringify(legal[pick % legal.length]))));
          }
          return state;
        };
        const state = play();
        expect(play()).toEqual(state);
        if (rules.status(state).phase !== "playing") expect(() => rules.apply(state, { t: "add", n: 1 })).toThrow(IllegalMoveError);
      }),
    );
    expect(() => rules.parseMove({ t: "add", n: 4 })).toThrow(IllegalMoveError);
    expect(() => rules.apply(rules.newGame("x"), { t: "undo" })).toThrow("Nothing to undo.");
  });
});
