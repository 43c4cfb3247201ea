import { describe, expect, it } from "vitest";
import { hintedLetters, letterMarks } from "../letters.ts";
import { rules, type WordHunchState } from "../rules.ts";

function played(answer: string, words: string[], hints = 0): WordHunchState {
  let state = rules.newGame("s", {});
  const secret = { answer };
  for (let count = 0; count < hints; count++) {
    const move = { t: "powerup", id: "HI" } as const;
    state = rules.apply(state, move, rules.hidden.reveal(secret, state, move));
  }
  for (const word of words) {
    const move = { t: "guess", word } as const;
    state = rules.apply(state, move, rules.hidden.reveal(secret, state, move));
  }
  return state;
}

describe("the keyboard's letters", () => {
  it("show the best mark each letter has had", () => {
    // SPEED against ABIDE: E present, D present; then EERIE: E correct at the end, I present.
    const marks = letterMarks(played("abide", ["speed", "eerie"]));
    expect(marks.get("e")).toBe("correct");
    expect(marks.get("d")).toBe("present");
    expect(marks.get("s")).toBe("absent");
    expect(marks.get("i")).toBe("present");
    expect(marks.has("a")).toBe(false);
  });

  it("count a hinted letter as correct, and show it in its place in the next row", () => {
    const state = played("abide", [], 2);
    expect(letterMarks(state).get("a")).toBe("correct");
    expect(letterMarks(state).get("b")).toBe("correct");
    expect(hintedLetters(state)).toEqual(["a", "b", null, null, null]);
  });
});
