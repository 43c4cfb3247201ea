import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import { tracedWords } from "../../engines/words/tracedWords.ts";
import { CELLS, findAllWords, findCommonWords, isPath, NEIGHBOURS, pathFor, rollBoard, wordOf } from "../board.ts";
import { seededRandom } from "../../engines/random.ts";
import {
  ADD_TIME_MS,
  bestWords,
  DAILY_TARGET,
  LEVEL_COUNT,
  MIN_COMMON_WORDS,
  missedWords,
  ROUND_MS,
  rules,
  TARGET_POINTS,
  targetFor,
  wordPoints,
  wordsLeft,
  type ShellSpellMove,
  type ShellSpellState,
} from "../rules.ts";

const sorted = (letters: readonly string[]) => [...letters].sort().join("");

/** Plays the common words left, the easiest first, until `points` (the state's target) is reached. */
function reachTarget(start: ShellSpellState, points = start.target): { state: ShellSpellState; moves: ShellSpellMove[] } {
  let state = start;
  const moves: ShellSpellMove[] = [];
  while (state.score < points) {
    const move: ShellSpellMove = { t: "word", path: wordsLeft(state)[0]!.path };
    state = rules.apply(state, move);
    moves.push(move);
  }
  return { state, moves };
}

function refused(state: ShellSpellState, move: ShellSpellMove): string {
  const before = JSON.stringify(state);
  try {
    rules.apply(state, move);
  } catch (error) {
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect(JSON.stringify(state)).toBe(before);
    return error instanceof Error ? error.message : "";
  }
  throw new Error(`${JSON.stringify(move)} was allowed.`);
}

describe("the board", () => {
  it("is dealt from the seed: 16 letters holding at least 30 common words worth three times the target", () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const state = rules.newGame(seed, {});
        expect(state.letters).toHaveLength(CELLS);
        for (const letter of state.letters) expect(letter).toMatch(/^[a-z]$/);
        const words = findCommonWords(state.letters);
        expect(words.size).toBeGreaterThanOrEqual(MIN_COMMON_WORDS);
        expect([...words.keys()].reduce((sum, word) => sum + wordPoints(word), 0)).toBeGreaterThanOrEqual(3 * TARGET_POINTS);
        expect(rules.newGame(seed, {})).toEqual(state);
      }),
      { numRuns: 40 },
    );
    expect(rules.newGame("one", {}).letters).not.toEqual(rules.newGame("two", {}).letters);
  });

  it("finds only real paths spelling common words, and every common word of a small board", () => {
    const letters = "catsxxxxxxxxxxxx".split("");
    const words = findCommonWords(letters);
    // c a t s along the top row, x below: "act" needs c and t to touch; "at" is too short.
    expect([...words.keys()].sort()).toEqual(["cat", "cats", "tax"]);
    for (const [word, path] of words) {
      expect(isPath(path)).toBe(true);
      expect(wordOf(letters, path)).toBe(word);
      expect(tracedWords.isCommon(word)).toBe(true);
    }
  });

  it("knows its neighbours: corners 3, edges 5, middles 8", () => {
    expect(NEIGHBOURS[0]).toEqual([1, 4, 5]);
    expect(NEIGHBOURS[1]).toHaveLength(5);
    expect(NEIGHBOURS[5]).toHaveLength(8);
    expect(isPath([0, 5, 10, 15])).toBe(true);
    expect(isPath([0, 2])).toBe(false);
    expect(isPath([3, 4])).toBe(false);
    expect(isPath([0, 1, 0])).toBe(false);
  });

  it("finds a path for typed letters, keeping the path already shown", () => {
    const letters = "abaxxxxxxxxxxxxx".split("");
    expect(pathFor(letters, "ab")).toEqual([0, 1]);
    expect(pathFor(letters, "ab", [2, 1])).toEqual([2, 1]);
    expect(pathFor(letters, "aba")).toEqual([0, 1, 2]);
    expect(pathFor(letters, "abb")).toBeNull();
    expect(pathFor(letters, "")).toBeNull();
  });
});

describe("words and scores", () => {
  it("scores by length: 1, 2, 4, 6, 9 and 12 for eight letters or more", () => {
    expect(["cat", "cats", "table", "tables", "teacher", "elephant", "chocolates"].map(wordPoints)).toEqual([1, 2, 4, 6, 9, 12, 12]);
  });

  it("refuses a jump, a shell twice, a word not in the list, a word found before, a short word", () => {
    const state = rules.newGame("refusals", {});
    const [first] = wordsLeft(state);
    const jump = [0, 2, 8];
    expect(refused(state, { t: "word", path: jump })).toMatch(/touch the one before/);
    expect(refused(state, { t: "word", path: [0, 1, 0] })).toMatch(/touch the one before/);
    const noWords: ShellSpellState = { ...state, letters: "xqzj".repeat(4).split("") };
    expect(refused(noWords, { t: "word", path: [0, 1, 2] })).toMatch(/XQZ is not in the word list/);
    const after = rules.apply(state, { t: "word", path: first!.path });
    expect(after.found).toEqual([first!.word]);
    expect(refused(after, { t: "word", path: first!.path })).toMatch(/already found/);
    expect(() => rules.parseMove({ t: "word", path: [0, 1] })).toThrow(IllegalMoveError);
    for (const raw of [null, "end", { t: "word", path: [0, 1, 16] }, { t: "word", path: [0, 1, 1.5] }, { t: "word", path: [0, 1, 2], x: 1 }, { t: "powerup", id: "FR" }, { t: "end", now: true }]) {
      expect(() => rules.parseMove(raw)).toThrow(IllegalMoveError);
    }
  });

  it("accepts any listed word the shells spell, common or not", () => {
    // "cats" is common; "scat" is in the list but not common.
    const letters = "scatxxxxxxxxxxxx".split("");
    const state: ShellSpellState = { ...rules.newGame("letters", {}), letters };
    expect(tracedWords.isCommon("scat")).toBe(false);
    const next = rules.apply(state, { t: "word", path: [0, 1, 2, 3] });
    expect(next).toMatchObject({ found: ["scat"], score: 2 });
  });
});

describe("the round", () => {
  it("is won when it ends at the target or above, lost below it; Add Time revives a lost round", () => {
    const start = rules.newGame("round", {});
    expect(start.timeLimitMs).toBe(ROUND_MS);
    const { state: reached } = reachTarget(start);
    expect(rules.status(reached)).toEqual({ phase: "playing", score: reached.score });
    const won = rules.apply(reached, { t: "end" });
    expect(rules.status(won)).toEqual({ phase: "won", score: reached.score });
    expect(refused(won, { t: "powerup", id: "AT" })).toMatch(/round is over/);

    const short = rules.apply(rules.apply(start, { t: "word", path: wordsLeft(start)[0]!.path }), { t: "end" });
    const lost = rules.status(short);
    expect(lost.phase).toBe("lost");
    expect(lost.reason).toMatch(/Time is up: \d+ of the 15 points you needed\./);
    expect(refused(short, { t: "word", path: wordsLeft(short)[0]!.path })).toMatch(/round is over/);
    expect(refused(short, { t: "powerup", id: "HI" })).toMatch(/round is over/);
    const revived = rules.apply(short, { t: "powerup", id: "AT" });
    expect(revived).toMatchObject({ ended: false, timeLimitMs: ROUND_MS + ADD_TIME_MS, used: { AT: 1 } });
    expect(rules.status(revived).phase).toBe("playing");
  });

  it("shows its missed common words at the end, longest first", () => {
    const state = rules.newGame("missed", {});
    const missed = missedWords(state, 5);
    expect(missed).toHaveLength(5);
    expect(missed.map((word) => word.length)).toEqual([...missed.map((word) => word.length)].sort((a, b) => b - a));
    const found = rules.apply(state, { t: "word", path: findCommonWords(state.letters).get(missed[0]!)! });
    expect(missedWords(found, 5)).not.toContain(missed[0]);
  });
});

describe("levels", () => {
  it("ask 5 points more each: 15 on level 1 (three or four words), 30 on level 4, 50 on level 8", () => {
    expect(Array.from({ length: LEVEL_COUNT }, (_, index) => targetFor(index + 1))).toEqual([15, 20, 25, 30, 35, 40, 45, 50]);
    expect(targetFor(1)).toBe(TARGET_POINTS);
    for (const level of [0, LEVEL_COUNT + 1, 1.5, Number.NaN]) expect(() => targetFor(level)).toThrow(RangeError);
  });

  it("are the only option, level 1 when left out (as the first version's sessions were)", () => {
    expect(rules.parseOptions(undefined)).toEqual({ level: 1 });
    expect(rules.parseOptions({})).toEqual({ level: 1 });
    expect(rules.parseOptions({ level: LEVEL_COUNT })).toEqual({ level: LEVEL_COUNT });
    for (const raw of [{ level: 0 }, { level: LEVEL_COUNT + 1 }, { level: "2" }, { level: 2, daily: true }, { difficulty: "hard" }]) expect(() => rules.parseOptions(raw)).toThrow(RangeError);
    expect(rules.newGame("options", {})).toMatchObject({ level: 1, daily: null, target: TARGET_POINTS });
  });

  it("deal each level a board whose common words are worth three times its target", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: LEVEL_COUNT }), (seed, level) => {
        const state = rules.newGame(seed, { level });
        expect(state).toMatchObject({ level, daily: null, target: targetFor(level) });
        const words = findCommonWords(state.letters);
        expect(words.size).toBeGreaterThanOrEqual(MIN_COMMON_WORDS);
        expect([...words.keys()].reduce((sum, word) => sum + wordPoints(word), 0)).toBeGreaterThanOrEqual(3 * targetFor(level));
      }),
      { numRuns: 40 },
    );
    // Level 1 deals the boards it always dealt: a round in play when the levels came keeps its letters.
    expect(rules.newGame("kept", { level: 1 }).letters).toEqual(rules.newGame("kept", {}).letters);
  });

  it("win only at the level's target: level 1's points lose a level-8 round, and Add Time revives it", () => {
    const start = rules.newGame("level eight", { level: LEVEL_COUNT });
    const { state: short } = reachTarget(start, TARGET_POINTS);
    expect(short.score).toBeLessThan(targetFor(LEVEL_COUNT));
    const ended = rules.apply(short, { t: "end" });
    expect(rules.status(ended)).toEqual({ phase: "lost", score: short.score, reason: `Time is up: ${short.score} of the 50 points you needed.` });
    const revived = rules.apply(ended, { t: "powerup", id: "AT" });
    const { state: reached } = reachTarget(revived);
    expect(reached.score).toBeGreaterThanOrEqual(50);
    expect(rules.status(rules.apply(reached, { t: "end" }))).toEqual({ phase: "won", score: reached.score });
  });
});

describe("the daily board", () => {
  it("has the same letters and target for everyone on the day, whatever their level", () => {
    const seed = "SHE:2026-11-29";
    const first = rules.newGame(seed, { level: 1 });
    expect(first).toMatchObject({ level: null, daily: "2026-11-29", target: DAILY_TARGET });
    for (let level = 2; level <= LEVEL_COUNT; level++) expect(rules.newGame(seed, { level })).toEqual(first);
    expect(rules.newGame("SHE:2026-11-30", {}).letters).not.toEqual(first.letters);
    // Only the server's daily seed is a day's (games/engines/daily/days.ts): a free seed deals the level's board.
    expect(rules.newGame("c2hlbGwtc3BlbGwtc2VlZA", { level: 2 })).toMatchObject({ level: 2, daily: null });
  });

  it("holds common words worth three times the daily target, every day of a year", () => {
    for (let day = 0; day < 365; day += 7) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      const state = rules.newGame(`SHE:${date}`, {});
      const words = findCommonWords(state.letters);
      expect(words.size).toBeGreaterThanOrEqual(MIN_COMMON_WORDS);
      expect([...words.keys()].reduce((sum, word) => sum + wordPoints(word), 0)).toBeGreaterThanOrEqual(3 * DAILY_TARGET);
    }
  });

  it("has its best words found by a solver over the whole list: every listed word the shells spell, common or not, the most points first", () => {
    const random = seededRandom("solver");
    for (const letters of [rules.newGame("SHE:2026-11-28", {}).letters, rollBoard(random), "scatxxxxxxxxxxxx".split("")]) {
      const everyWord = tracedWords.words.filter((word) => pathFor(letters, word) !== null);
      const best = bestWords(letters);
      expect(best.map(({ word }) => word).sort()).toEqual(everyWord);
      for (const [word, path] of findAllWords(letters)) expect(wordOf(letters, path)).toBe(word);
      expect(best.map(({ points }) => points)).toEqual([...best.map(({ points }) => points)].sort((a, b) => b - a));
      for (const { word, points } of best) expect(points).toBe(wordPoints(word));
      for (const common of findCommonWords(letters).keys()) expect(everyWord).toContain(common);
    }
    // "scat" is listed but not common: the best words show it too.
    expect(bestWords("scatxxxxxxxxxxxx".split("")).map(({ word }) => word)).toEqual(["scat", "cat", "tax"]);
  });
});

describe("powerups", () => {
  it("Hint shows the shells of a common word left until it is found; a second one waits for that", () => {
    const state = rules.apply(rules.newGame("hint", {}), { t: "powerup", id: "HI" });
    const hint = state.hint!;
    expect(wordOf(state.letters, hint.path)).toBe(hint.word);
    expect(tracedWords.isCommon(hint.word)).toBe(true);
    expect(refused(state, { t: "powerup", id: "HI" })).toMatch(/still showing/);
    const found = rules.apply(state, { t: "word", path: hint.path });
    expect(found.hint).toBeNull();
    expect(rules.apply(found, { t: "powerup", id: "HI" }).hint?.word).not.toBe(hint.word);
  });

  it("Shuffle rearranges the same letters into a board with plenty of words, and the hint follows its word", () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const hinted = rules.apply(rules.newGame(seed, {}), { t: "powerup", id: "HI" });
        const next = rules.apply(hinted, { t: "powerup", id: "SH" });
        expect(sorted(next.letters)).toBe(sorted(hinted.letters));
        expect(next.letters).not.toEqual(hinted.letters);
        expect(findCommonWords(next.letters).size).toBeGreaterThanOrEqual(MIN_COMMON_WORDS);
        if (next.hint) expect(wordOf(next.letters, next.hint.path)).toBe(hinted.hint!.word);
        expect(rules.apply(hinted, { t: "powerup", id: "SH" })).toEqual(next);
      }),
      { numRuns: 25 },
    );
  });

  it("are named by powerupOf; words and the end spend none", () => {
    expect(rules.powerupOf({ t: "powerup", id: "SH" })).toBe("SH");
    expect(rules.powerupOf({ t: "end" })).toBeNull();
    expect(rules.powerupOf({ t: "word", path: [0, 1, 2] })).toBeNull();
  });
});

describe("replay", () => {
  it("plays any sequence of legal moves the same way again from its JSON log", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: LEVEL_COUNT }), fc.array(fc.nat(), { maxLength: 14 }), (seed, level, picks) => {
        let state = rules.newGame(seed, { level });
        const log: unknown[] = [];
        for (const pick of picks) {
          const legal = rules.legalMoves(state);
          if (legal.length === 0) break;
          const move = legal[pick % legal.length]!;
          state = rules.apply(state, move);
          log.push(JSON.parse(JSON.stringify(move)));
        }
        let again = rules.newGame(seed, rules.parseOptions(JSON.parse(JSON.stringify({ level }))));
        for (const raw of log) again = rules.apply(again, rules.parseMove(raw));
        expect(again).toEqual(state);
        expect(rules.status(again)).toEqual(rules.status(state));
      }),
      { numRuns: 40 },
    );
  });

  it("leaves the state it was given unchanged", () => {
    const state = rules.newGame("pure", {});
    const copy = structuredClone(state);
    for (const move of rules.legalMoves(state).slice(0, 5)) rules.apply(state, move);
    rules.apply(state, { t: "powerup", id: "SH" });
    expect(state).toEqual(copy);
  });

  it("asks a person 1.2 seconds a move", () => {
    expect(rules.minimumHumanMs(10)).toBe(12_000);
  });
});
