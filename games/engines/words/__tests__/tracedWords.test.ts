import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isBlockedAnyLength } from "../moreBlockedWords.ts";
import { holds } from "../sortedWords.ts";
import { frontCode, frontDecode, tracedWords } from "../tracedWords.ts";
import { buildTrie } from "../trie.ts";

describe("traced words", () => {
  const { words, common } = tracedWords;

  it("are lower-case a-z words of 3 to 16 letters, sorted, each once; the common ones among them", () => {
    expect(words.every((word) => /^[a-z]{3,16}$/.test(word))).toBe(true);
    expect([...words].sort()).toEqual(words);
    expect(new Set(words).size).toBe(words.length);
    expect(words.length).toBeGreaterThan(60_000);
    expect(common.length).toBeGreaterThan(10_000);
    expect(common.every((word) => tracedWords.isWord(word))).toBe(true);
  });

  it("know everyday words as common and accept rarer real ones", () => {
    for (const word of ["cat", "shell", "spell", "beach", "ocean", "elephant"]) expect(tracedWords.isCommon(word)).toBe(true);
    for (const word of ["scat", "tern", "whelk"]) {
      expect(tracedWords.isWord(word)).toBe(true);
      expect(tracedWords.isCommon(word)).toBe(false);
    }
    for (const word of ["at", "qzx", "Cat", "shellx", ""]) expect(tracedWords.isWord(word)).toBe(false);
  });

  it("hold no blocked word, while innocent words with the same letters stay", () => {
    expect(words.filter(isBlockedAnyLength)).toEqual([]);
    for (const word of ["sex", "piss", "crap", "cock", "nude"]) expect(tracedWords.isWord(word)).toBe(false);
    for (const word of ["class", "scrap", "peacock", "title", "analysis", "document"]) expect(tracedWords.isWord(word)).toBe(true);
  });

  it("say a word is in the list, or common, exactly when a set of the list would", () => {
    const [all, known] = [new Set(words), new Set(common)];
    expect(words.every((word) => tracedWords.isWord(word))).toBe(true);
    expect(words.filter((word) => tracedWords.isCommon(word))).toEqual(common);
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^[a-z]{0,17}$/), fc.constantFrom(...words).map((word) => word.slice(0, -1)), fc.constantFrom(...words).map((word) => `${word}s`)), (word) => {
        expect(tracedWords.isWord(word)).toBe(all.has(word));
        expect(tracedWords.isCommon(word)).toBe(known.has(word));
      }),
    );
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z]{1,6}$/)), fc.stringMatching(/^[a-z]{1,6}$/), (list, word) => {
        const sorted = [...list].sort();
        expect(holds(sorted, word)).toBe(list.includes(word));
        for (const each of sorted) expect(holds(sorted, each)).toBe(true);
      }),
    );
  });

  it("front-code any sorted list and decode it back with its common words", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z]{1,20}$/)), fc.func(fc.boolean()), (list, isCommon) => {
        const sorted = [...list].sort();
        const decoded = frontDecode(frontCode(sorted, (word) => isCommon(word)));
        expect(decoded.words).toEqual(sorted);
        expect(decoded.common).toEqual(sorted.filter((word) => isCommon(word)));
      }),
    );
  });

  it("build a trie that holds exactly its words", () => {
    const trie = buildTrie(["sea", "seal", "shell"]);
    const has = (word: string) => {
      let node = trie;
      for (const letter of word) {
        const next = node.next.get(letter);
        if (!next) return false;
        node = next;
      }
      return node.word === word;
    };
    expect(["sea", "seal", "shell"].every(has)).toBe(true);
    expect(["se", "shel", "seals", "x"].some(has)).toBe(false);
  });
});
