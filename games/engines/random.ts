/**
 * Seeded randomness for rules.ts: the same seed gives the same numbers in every browser and on
 * the server. A string seed is hashed (FNV-1a, then mixed) into 32 bits of state for mulberry32,
 * which is fast and good enough to shuffle cards and pick words.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** A new array with the items in a random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
  pick<T>(items: readonly T[]): T;
}

export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}

export function seededRandom(seed: string): Random {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => {
    if (!Number.isInteger(n) || n <= 0) throw new RangeError(`int(n) needs a positive whole n, not ${n}.`);
    return Math.floor(next() * n);
  };
  return {
    next,
    int,
    shuffle<T>(items: readonly T[]): T[] {
      const result = [...items];
      for (let index = result.length - 1; index > 0; index--) {
        const other = int(index + 1);
        [result[index], result[other]] = [result[other]!, result[index]!];
      }
      return result;
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError("Cannot pick from an empty list.");
      return items[int(items.length)]!;
    },
  };
}
