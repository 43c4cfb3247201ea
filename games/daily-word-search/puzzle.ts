/**
 * Daily Word Search's puzzles: ten of a theme's words placed in a 10 x 10 grid in all 8
 * directions, the rest filled with letters, all from the seed. A daily seed's theme follows the
 * calendar (rotation.ts); another seed picks one. Every word is placed before the grid is offered
 * (so every puzzle can be won), and the filler never spells a blocked word by accident in any
 * direction.
 */
import { seededRandom, type Random } from "../engines/random.ts";
import { isBlocked } from "../engines/words/blocklist.ts";
import { allLines, cellCount, DIRECTIONS, lineFrom, type GridSize } from "../engines/words/letterGrid.ts";
import { dailyThemeIndex } from "./rotation.ts";
import themeList from "./themes.json";

export const GRID: GridSize = { rows: 10, columns: 10 };
export const WORDS_PER_PUZZLE = 10;
/** The longest blocked word or root; longer runs are covered by their shorter pieces. */
const LONGEST_BLOCKED = 7;
const SHORTEST_BLOCKED = 3;
/** Filler letters about as often as in English text, without the rare ones that look odd. */
const FILLER = "eeeeeeeeeeeeettttttttaaaaaaaaoooooooiiiiiiinnnnnnnsssssshhhhhrrrrrrddddlllluuucccmmmwwffggyyppbbvk";
const MOST_ATTEMPTS = 50;

export interface Theme {
  name: string;
  words: string[];
}

export interface PlacedWord {
  word: string;
  /** The word's cells from its first letter to its last. */
  cells: number[];
}

export interface Puzzle {
  theme: string;
  /** One lower-case letter per cell, row by row. */
  letters: string;
  /** The words to find, in alphabetical order. */
  words: PlacedWord[];
}

export const themes: readonly Theme[] = themeList;

const reversed = (word: string) => [...word].reverse().join("");

/** Words that do not hide inside each other (TEA in TEAPOT would be found twice over). */
function chooseWords(random: Random, theme: Theme): string[] {
  const chosen: string[] = [];
  for (const word of random.shuffle(theme.words)) {
    const overlaps = chosen.some((other) => other.includes(word) || word.includes(other) || other.includes(reversed(word)) || word.includes(reversed(other)));
    if (!overlaps) chosen.push(word);
  }
  return chosen;
}

/** Places the words (longest first, directions taking turns); fewer than asked when the grid is full. */
function place(random: Random, words: readonly string[]): { letters: (string | null)[]; placed: PlacedWord[] } {
  const letters: (string | null)[] = Array.from({ length: cellCount(GRID) }, () => null);
  const placed: PlacedWord[] = [];
  const directions = random.shuffle(DIRECTIONS);
  const byLength = [...words].sort((a, b) => b.length - a.length);
  for (const word of byLength) {
    if (placed.length === WORDS_PER_PUZZLE) break;
    const turn = placed.length;
    for (let offset = 0; offset < directions.length; offset++) {
      const step = directions[(turn + offset) % directions.length]!;
      const fits: number[][] = [];
      for (let start = 0; start < letters.length; start++) {
        const cells = lineFrom(GRID, start, step, word.length);
        if (cells && cells.every((cell, index) => letters[cell] === null || letters[cell] === word[index])) fits.push(cells);
      }
      if (fits.length === 0) continue;
      const cells = random.pick(fits);
      cells.forEach((cell, index) => (letters[cell] = word[index]!));
      placed.push({ word, cells });
      break;
    }
  }
  return { letters, placed };
}

/**
 * Every run of cells a blocked word could take, in all 8 directions (computed once), shortest
 * first: the first blocked run found is then the blocked word itself, not a longer run around a
 * word the placed letters spell alone (whose filler could be changed for ever to no avail).
 */
const RUNS: readonly (readonly number[])[] = allLines(GRID)
  .flatMap((line) =>
    [line, [...line].reverse()].flatMap((cells) => {
      const runs: number[][] = [];
      for (let start = 0; start + SHORTEST_BLOCKED <= cells.length; start++) {
        for (let length = SHORTEST_BLOCKED; length <= LONGEST_BLOCKED && start + length <= cells.length; length++) runs.push(cells.slice(start, start + length));
      }
      return runs;
    }),
  )
  .sort((a, b) => a.length - b.length);

/** The cells of a run of letters that reads as a blocked word, or null. */
function blockedRun(letters: readonly string[]): readonly number[] | null {
  return RUNS.find((run) => isBlocked(run.map((cell) => letters[cell]).join(""))) ?? null;
}

/** Fills the empty cells; null when a blocked word runs through the placed words alone. */
function fill(random: Random, placedLetters: readonly (string | null)[]): string[] | null {
  const letters = placedLetters.map((letter) => letter ?? random.pick([...FILLER]));
  for (let run = blockedRun(letters); run !== null; run = blockedRun(letters)) {
    const filler = run.filter((cell) => placedLetters[cell] === null);
    if (filler.length === 0) return null;
    letters[random.pick(filler)] = random.pick([...FILLER]);
  }
  return letters;
}

/** The theme of a seed: the calendar's for a daily seed, a random one for any other. */
export function themeOf(seed: string): Theme {
  const date = puzzleDate(seed);
  if (date === null) return seededRandom(`word-search-theme:${seed}`).pick(themes);
  return themes[dailyThemeIndex(date, themes.length)]!;
}

/** The day's puzzle from its seed: the same seed gives the same puzzle everywhere. */
export function generatePuzzle(seed: string): Puzzle {
  return themePuzzle(seed, themeOf(seed));
}

/** A puzzle of `theme` from the seed (tests try every theme with it). */
export function themePuzzle(seed: string, theme: Theme): Puzzle {
  const random = seededRandom(`word-search:${seed}`);
  for (let attempt = 0; attempt < MOST_ATTEMPTS; attempt++) {
    const { letters, placed } = place(random, chooseWords(random, theme));
    if (placed.length < WORDS_PER_PUZZLE) continue;
    const filled = fill(random, letters);
    if (!filled) continue;
    return {
      theme: theme.name,
      letters: filled.join(""),
      // Theme words are lower-case a-z, whose code order is the alphabet's: no Intl collator (its first use costs a frame's first render 12-60 ms at 4x).
      words: placed.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0)),
    };
  }
  throw new Error(`No word search fits the theme ${theme.name} for seed ${seed}.`);
}

/** The Los Angeles date of a daily seed ("WOS:2026-11-24"), or null for another seed. */
export function puzzleDate(seed: string): string | null {
  return /:(\d{4}-\d{2}-\d{2})$/.exec(seed)?.[1] ?? null;
}
