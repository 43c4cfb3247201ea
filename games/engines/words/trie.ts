/** A letter trie: the words of a list by their letters, for searching a grid of letters quickly. */

export interface TrieNode {
  readonly next: Map<string, TrieNode>;
  /** The word ending here, or null. */
  word: string | null;
}

export function buildTrie(words: Iterable<string>): TrieNode {
  const root: TrieNode = { next: new Map(), word: null };
  for (const word of words) {
    let node = root;
    for (const letter of word) {
      let child = node.next.get(letter);
      if (!child) {
        child = { next: new Map(), word: null };
        node.next.set(letter, child);
      }
      node = child;
    }
    node.word = word;
  }
  return root;
}
