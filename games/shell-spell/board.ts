/**
 * Shell Spell's board: 16 letter shells in a 4 x 4 grid (cell = row * 4 + column), rolled from
 * 16 letter dice like the classic word-grid game's (no Q), and the searches over it: every common
 * word a board holds (a trie search from each shell), every word of the whole list it holds (a
 * past daily's best words), and a path for a given word.
 */
import type { Random } from "../engines/random.ts";
import { buildTrie, type TrieNode } from "../engines/words/trie.ts";
import { tracedWords } from "../engines/words/tracedWords.ts";

export const SIZE = 4;
export const CELLS = SIZE * SIZE;
export const MIN_WORD_LETTERS = 3;

/** Six faces each; vowels and common consonants spread so that most rolls make words. */
const DICE = ["aaeegn", "abbjoo", "achops", "affkps", "aoottw", "cimotu", "deilrx", "delrvy", "distty", "eeghnw", "eeinsu", "ehrtvw", "eiosst", "elrtty", "himnru", "hlnnrz"];

/** The shells that touch each shell: sides and corners. */
export const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, cell) => {
  const row = Math.floor(cell / SIZE);
  const column = cell % SIZE;
  const touching: number[] = [];
  for (let other = 0; other < CELLS; other++) {
    const rows = Math.abs(Math.floor(other / SIZE) - row);
    const columns = Math.abs((other % SIZE) - column);
    if (other !== cell && rows <= 1 && columns <= 1) touching.push(other);
  }
  return touching;
});

/** Distinct shells on the board, each touching the one before. */
export function isPath(path: readonly number[]): boolean {
  if (new Set(path).size !== path.length) return false;
  return path.every((cell, index) => Number.isInteger(cell) && cell >= 0 && cell < CELLS && (index === 0 || NEIGHBOURS[path[index - 1]!]!.includes(cell)));
}

export function wordOf(letters: readonly string[], path: readonly number[]): string {
  return path.map((cell) => letters[cell]).join("");
}

export function rollBoard(random: Random): string[] {
  return random.shuffle(DICE).map((die) => die[random.int(die.length)]!);
}

let commonTrie: TrieNode | null = null;
/** Built on first use: the frame needs it only once a board is dealt. */
function commonWords(): TrieNode {
  commonTrie ??= buildTrie(tracedWords.common);
  return commonTrie;
}

/** Every word of `trie` of 3+ letters the board holds, each with one path that spells it. */
function findWords(letters: readonly string[], trie: TrieNode): Map<string, number[]> {
  const found = new Map<string, number[]>();
  const path: number[] = [];
  const used = new Array<boolean>(CELLS).fill(false);
  const visit = (cell: number, node: TrieNode) => {
    const child = node.next.get(letters[cell]!);
    if (!child) return;
    used[cell] = true;
    path.push(cell);
    if (child.word !== null && child.word.length >= MIN_WORD_LETTERS && !found.has(child.word)) found.set(child.word, [...path]);
    for (const next of NEIGHBOURS[cell]!) if (!used[next]) visit(next, child);
    path.pop();
    used[cell] = false;
  };
  for (let cell = 0; cell < CELLS; cell++) visit(cell, trie);
  return found;
}

/** Every common word of 3+ letters the board holds, each with one path that spells it. */
export function findCommonWords(letters: readonly string[]): Map<string, number[]> {
  return findWords(letters, commonWords());
}

/**
 * Every word of the whole list (common or not) the board holds, each with one path: the solver
 * behind a past daily's best words. Only the words the board's letters could spell go into its
 * trie, so it costs a few milliseconds, not the whole list's trie.
 */
export function findAllWords(letters: readonly string[]): Map<string, number[]> {
  const have = new Map<string, number>();
  for (const letter of letters) have.set(letter, (have.get(letter) ?? 0) + 1);
  const spellable = (word: string) => {
    const need = new Map<string, number>();
    for (const letter of word) {
      const count = (need.get(letter) ?? 0) + 1;
      if (count > (have.get(letter) ?? 0)) return false;
      need.set(letter, count);
    }
    return true;
  };
  return findWords(letters, buildTrie(tracedWords.words.filter((word) => word.length <= CELLS && spellable(word))));
}

/**
 * A path that spells `text` on the board, or null. Among several, the one that keeps to
 * `preferred` longest (the path the player already sees) is chosen, so typing one more letter
 * does not make the highlight jump.
 */
export function pathFor(letters: readonly string[], text: string, preferred: readonly number[] = []): number[] | null {
  let best: number[] | null = null;
  let bestKept = -1;
  const path: number[] = [];
  const search = (cell: number): void => {
    if (letters[cell] !== text[path.length] || path.includes(cell)) return;
    path.push(cell);
    if (path.length === text.length) {
      let kept = 0;
      while (kept < path.length && path[kept] === preferred[kept]) kept++;
      if (kept > bestKept) {
        best = [...path];
        bestKept = kept;
      }
    } else {
      for (const next of NEIGHBOURS[cell]!) search(next);
    }
    path.pop();
  };
  if (text.length > 0) for (let cell = 0; cell < CELLS; cell++) search(cell);
  return best;
}
