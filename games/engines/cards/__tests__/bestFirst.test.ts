import { describe, expect, it } from "vitest";
import { solveBestFirst, type ScoredProblem } from "../bestFirst.ts";

/** A toy search: from 1, reach the target by adding 1 or doubling, never passing it. */
function reach(target: number): ScoredProblem<number, "add" | "double"> {
  return {
    moves: (value) => (["double", "add"] as const).filter((move) => (move === "add" ? value + 1 : value * 2) <= target),
    apply: (value, move) => (move === "add" ? value + 1 : value * 2),
    key: String,
    isGoal: (value) => value === target,
    score: (value) => target - value,
  };
}

describe("best-first search", () => {
  it("returns moves that really reach the goal, expanding the most promising state first", () => {
    const { solution, exhausted } = solveBestFirst(reach(40), 1, { maxNodes: 1_000 });
    expect(exhausted).toBe(false);
    expect(solution!.reduce((value, move) => (move === "add" ? value + 1 : value * 2), 1)).toBe(40);
    // Greedy doubling first: 1 2 4 8 16 32, then adds.
    expect(solution!.slice(0, 5)).toEqual(["double", "double", "double", "double", "double"]);
    expect(solveBestFirst(reach(1), 1, { maxNodes: 10 })).toEqual({ solution: [], nodes: 0, exhausted: false });
  });

  it("claims nothing when the budget runs out, and says when the whole tree was searched in vain", () => {
    expect(solveBestFirst(reach(500), 1, { maxNodes: 3 }).solution).toBeNull();
    const impossible: ScoredProblem<number, "add"> = { ...reach(10), moves: (value) => (value < 5 ? ["add" as const] : []), apply: (value) => value + 1 };
    expect(solveBestFirst(impossible, 1, { maxNodes: 100 })).toMatchObject({ solution: null, exhausted: true });
  });
});
