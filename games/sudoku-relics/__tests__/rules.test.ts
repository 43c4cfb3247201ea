import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import bank from "../bank.json";
import { DIFFICULTIES, LEVEL_OF, tryPuzzle } from "../generate.ts";
import { grade, singleCell, solveLikeAPerson } from "../grade.ts";
import { DAILY_DIFFICULTY, DEFAULT_OPTIONS, puzzleFor, rules, SCORE, wrongCells, type Difficulty, type SudokuMove, type SudokuState } from "../rules.ts";
import { clashes, countSolutions, parseGridText, PEERS, solve } from "../sudoku.ts";

const seeds = fc.stringMatching(/^[a-z0-9]{1,10}$/);
const difficulties = fc.constantFrom(...DIFFICULTIES);

/** The state without its derived parts, as plain data. */
const plain = (state: SudokuState) => JSON.parse(JSON.stringify(state)) as unknown;

function playOut(seed: string, difficulty: Difficulty, picks: readonly number[]) {
  let state = rules.newGame(seed, { difficulty });
  const moves: SudokuMove[] = [];
  for (const pick of picks) {
    const legal = rules.legalMoves(state);
    if (legal.length === 0) break;
    const move = legal[pick % legal.length]!;
    state = rules.apply(state, move);
    moves.push(move);
  }
  return { state, moves };
}

/** The moves that write the solution into every open cell, in order. */
const solvingMoves = (state: SudokuState): SudokuMove[] => state.givens.flatMap((given, c) => (given === 0 ? [{ t: "set" as const, c, d: state.solution[c]! }] : []));

const refused = (state: SudokuState, move: SudokuMove) => expect(() => rules.apply(state, move)).toThrow(IllegalMoveError);

describe("the puzzle bank", () => {
  it.each(DIFFICULTIES)("holds 60 different %s puzzles, each with exactly one solution, graded to its difficulty by a person's steps", (difficulty) => {
    const puzzles = bank[difficulty];
    expect(new Set(puzzles).size).toBe(60);
    for (const text of puzzles) {
      const puzzle = parseGridText(text);
      expect(countSolutions(puzzle, 2), text).toBe(1);
      const human = solveLikeAPerson(puzzle);
      expect(human?.level, text).toBe(LEVEL_OF[difficulty]);
      // Every step a person takes is sound: they arrive at the one solution.
      expect(human?.grid).toEqual(solve(puzzle));
    }
  });

  it("is what the generator digs: a seed gives a unique puzzle of the difficulty, or none", () => {
    for (const difficulty of DIFFICULTIES) {
      const text = bank[difficulty][0]!;
      const attempt = Array.from({ length: 400 }, (_, n) => `${difficulty}-${n}`).find((seed) => tryPuzzle(seed, difficulty)?.join("") === parseGridText(text).join(""));
      expect(attempt, difficulty).toBeDefined();
    }
  });
});

describe("the deal", () => {
  it("reshapes a bank puzzle: one solution, the same grade, the same every time for a seed (property)", () => {
    fc.assert(
      fc.property(seeds, difficulties, (seed, difficulty) => {
        const { givens, solution } = puzzleFor(seed, difficulty);
        expect(countSolutions(givens, 2)).toBe(1);
        expect(grade(givens)).toBe(LEVEL_OF[difficulty]);
        expect(clashes(solution).size).toBe(0);
        givens.forEach((given, cell) => given !== 0 && expect(solution[cell]).toBe(given));
        expect(plain(rules.newGame(seed, { difficulty }))).toEqual(plain(rules.newGame(seed, { difficulty })));
      }),
      { numRuns: 40 },
    );
  });

  it("a daily seed deals the date's middle-difficulty puzzle whatever the difficulty asked, a new one each day", () => {
    const today = rules.newGame("SUD:2026-11-24", { difficulty: "easy" });
    expect(plain(rules.newGame("SUD:2026-11-24", { difficulty: "expert" }))).toEqual(plain(today));
    expect(today).toMatchObject({ daily: "2026-11-24", difficulty: DAILY_DIFFICULTY });
    expect(today.givens).toEqual(puzzleFor("SUD:2026-11-24", DAILY_DIFFICULTY).givens);
    expect(grade(today.givens)).toBe(LEVEL_OF[DAILY_DIFFICULTY]);
    expect(rules.newGame("SUD:2026-11-25", { difficulty: "easy" }).givens).not.toEqual(today.givens);
    expect(rules.status(today).score).toBe(SCORE.base[DAILY_DIFFICULTY]);
    // Any other seed is free play, of the difficulty asked; a seed that only looks daily too.
    for (const seed of ["free-seed", "SUD:2026-11-24:x", "SHI:2026-11-24"]) expect(rules.newGame(seed, { difficulty: "easy" })).toMatchObject({ daily: null, difficulty: "easy" });
  });

  it("takes a difficulty as its only option", () => {
    expect(rules.parseOptions(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(rules.parseOptions({})).toEqual(DEFAULT_OPTIONS);
    expect(rules.parseOptions({ difficulty: "expert" })).toEqual({ difficulty: "expert" });
    expect(() => rules.parseOptions({ difficulty: "insane" })).toThrow(RangeError);
    expect(() => rules.parseOptions({ difficulty: "easy", extra: 1 })).toThrow(RangeError);
    expect(() => rules.parseOptions("easy")).toThrow(RangeError);
  });
});

describe("moves", () => {
  it("replays identically through JSON, whatever legal moves are played (property)", () => {
    fc.assert(
      fc.property(seeds, difficulties, fc.array(fc.nat(), { maxLength: 60 }), (seed, difficulty, picks) => {
        const { state, moves } = playOut(seed, difficulty, picks);
        const logged = JSON.parse(JSON.stringify(moves)) as unknown[];
        const replayed = logged.reduce<SudokuState>((current, raw) => rules.apply(current, rules.parseMove(raw)), rules.newGame(seed, { difficulty }));
        expect(plain(replayed)).toEqual(plain(state));
        // Clues never change, whatever is played.
        state.givens.forEach((given, cell) => given !== 0 && expect(state.digits[cell]).toBe(given));
      }),
      { numRuns: 60 },
    );
  });

  it("refuses moves of the wrong shape", () => {
    for (const raw of [null, 3, "set", { t: "set", c: 81, d: 1 }, { t: "set", c: 0, d: 0 }, { t: "set", c: 0, d: 10 }, { t: "set", c: 1.5, d: 1 }, { t: "note", c: 0 }, { t: "clear", c: -1 }, { t: "set", c: 0, d: 1, x: 1 }, { t: "powerup", id: "HI" }, { t: "powerup", id: "CK", c: 3 }, { t: "powerup", id: "FR" }]) {
      expect(() => rules.parseMove(raw), JSON.stringify(raw)).toThrow(IllegalMoveError);
    }
  });

  it("refuses writing over a clue or a Hint, the same digit twice, notes over a digit, and clearing an empty cell", () => {
    const state = rules.newGame("refuse", DEFAULT_OPTIONS);
    const clue = state.givens.findIndex((given) => given !== 0);
    const open = state.givens.findIndex((given) => given === 0);
    refused(state, { t: "set", c: clue, d: (state.givens[clue]! % 9) + 1 });
    refused(state, { t: "note", c: clue, d: 1 });
    refused(state, { t: "clear", c: clue });
    refused(state, { t: "clear", c: open });
    refused(state, { t: "powerup", id: "UN" });
    refused(state, { t: "powerup", id: "CK" });
    refused(state, { t: "powerup", id: "HI", c: clue });
    const written = rules.apply(state, { t: "set", c: open, d: 5 });
    refused(written, { t: "set", c: open, d: 5 });
    refused(written, { t: "note", c: open, d: 1 });
    const hinted = rules.apply(state, { t: "powerup", id: "HI", c: open });
    expect(hinted.digits[open]).toBe(state.solution[open]);
    refused(hinted, { t: "set", c: open, d: (state.solution[open]! % 9) + 1 });
    refused(hinted, { t: "clear", c: open });
    refused(hinted, { t: "powerup", id: "HI", c: open });
  });

  it("writing a digit rubs it out of the notes of the cells it sees; Undo brings them back", () => {
    const state = rules.newGame("notes", DEFAULT_OPTIONS);
    const open = state.givens.map((given, cell) => (given === 0 ? cell : -1)).filter((cell) => cell >= 0);
    const [target, ...rest] = open;
    const peer = rest.find((cell) => PEERS[target!]!.includes(cell))!;
    const other = rest.find((cell) => !PEERS[target!]!.includes(cell))!;
    let next = rules.apply(state, { t: "note", c: peer, d: 4 });
    next = rules.apply(next, { t: "note", c: peer, d: 7 });
    next = rules.apply(next, { t: "note", c: other, d: 4 });
    const noted = next;
    next = rules.apply(next, { t: "set", c: target!, d: 4 });
    expect(next.notes[peer]).toBe(1 << 7);
    expect(next.notes[other]).toBe(1 << 4);
    next = rules.apply(next, { t: "powerup", id: "UN" });
    expect(plain({ ...next, used: noted.used })).toEqual(plain(noted));
    expect(next.used.UN).toBe(1);
    // Clearing a cell without a digit rubs out all its notes.
    expect(rules.apply(noted, { t: "clear", c: peer }).notes[peer]).toBe(0);
  });

  it("Check marks exactly the wrong digits of the player's; fixing one lifts its mark", () => {
    const state = rules.newGame("check", { difficulty: "medium" });
    const open = state.givens.map((given, cell) => (given === 0 ? cell : -1)).filter((cell) => cell >= 0);
    const wrongDigit = (cell: number) => (state.solution[cell]! % 9) + 1;
    let next = rules.apply(state, { t: "set", c: open[0]!, d: state.solution[open[0]!]! });
    next = rules.apply(next, { t: "set", c: open[1]!, d: wrongDigit(open[1]!) });
    next = rules.apply(next, { t: "set", c: open[2]!, d: wrongDigit(open[2]!) });
    expect(wrongCells(next)).toEqual([open[1], open[2]]);
    next = rules.apply(next, { t: "powerup", id: "CK" });
    expect(next.marked.flatMap((digit, cell) => (digit !== 0 && next.digits[cell] === digit ? [cell] : []))).toEqual([open[1], open[2]]);
    next = rules.apply(next, { t: "set", c: open[1]!, d: state.solution[open[1]!]! });
    expect(next.marked[open[1]!] === next.digits[open[1]!]).toBe(false);
    expect(rules.status(next).score).toBe(SCORE.base.medium - SCORE.perCheck);
  });

  it("writing the solution wins; the score counts Hints, Checks and the time under par (property)", () => {
    fc.assert(
      fc.property(seeds, difficulties, fc.nat({ max: 3 }), fc.nat({ max: 60 * 60_000 }), (seed, difficulty, hints, playedMs) => {
        const start = rules.newGame(seed, { difficulty });
        const moves = solvingMoves(start);
        const hinted = moves.slice(0, hints).map((move): SudokuMove => ({ t: "powerup", id: "HI", c: move.t === "set" ? move.c : 0 }));
        expect(rules.status(start).phase).toBe("playing");
        const state = [...hinted, ...moves.slice(hints)].reduce((current, move) => rules.apply(current, move), start);
        expect(rules.status(state).phase).toBe("won");
        const score = SCORE.base[difficulty] - hints * SCORE.perHint;
        expect(rules.status(state).score).toBe(score);
        const underPar = Math.max(0, SCORE.parMinutes[difficulty] * 60 - Math.floor(playedMs / 1000));
        expect(rules.finalScore(state, { playedMs })).toBe(score + underPar);
        expect(rules.legalMoves(state)).toEqual([]);
        refused(state, { t: "powerup", id: "UN" });
      }),
      { numRuns: 30 },
    );
  });

  it("a hint that teaches: the cell a single opens holds the solution's digit", () => {
    for (const difficulty of DIFFICULTIES) {
      const state = rules.newGame(`teach-${difficulty}`, { difficulty });
      const single = singleCell(state.digits);
      expect(single).not.toBeNull();
      expect(single!.digit).toBe(state.solution[single!.cell]);
    }
  });

  it("a person's pace: 400 ms a move at least", () => {
    expect(rules.minimumHumanMs(50)).toBe(20_000);
  });
});
