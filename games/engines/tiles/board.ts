/**
 * The board of mahjong solitaire: which tiles are free, which pairs can be taken, and deals made
 * by reverse play so every board can be cleared. Pure and deterministic (rules.ts uses it).
 */
import { seededRandom, type Random } from "../random.ts";
import type { Layout, Position } from "./layouts.ts";
import { tilesMatch, type Face } from "./tiles.ts";

/** A tile's face by position; null once taken. */
export type Faces = readonly (Face | null)[];
export type Pair = readonly [number, number];

/** For each position: the positions lying on it, beside it left and right, and under it. */
export interface Geometry {
  positions: readonly Position[];
  above: readonly (readonly number[])[];
  left: readonly (readonly number[])[];
  right: readonly (readonly number[])[];
  below: readonly (readonly number[])[];
  /** The row each position lies in, left to right: its layer and height, up to a gap. */
  row: readonly (readonly number[])[];
}

const overlaps = (a: Position, b: Position) => Math.abs(a.x - b.x) < 2 && Math.abs(a.y - b.y) < 2;

const geometries = new WeakMap<Layout, Geometry>();

export function geometryOf(layout: Layout): Geometry {
  const known = geometries.get(layout);
  if (known) return known;
  const positions = layout.positions;
  const indices = positions.map((_, index) => index);
  const related = (test: (a: Position, b: Position) => boolean) => positions.map((a, i) => indices.filter((j) => j !== i && test(a, positions[j]!)));
  const above = related((a, b) => b.z > a.z && overlaps(a, b));
  const below = related((a, b) => b.z === a.z - 1 && overlaps(a, b));
  const left = related((a, b) => b.z === a.z && b.x === a.x - 2 && Math.abs(a.y - b.y) < 2);
  const right = related((a, b) => b.z === a.z && b.x === a.x + 2 && Math.abs(a.y - b.y) < 2);
  // A row: the tiles side by side at one height of one layer, without a gap (a gap starts another row).
  const rows = positions.map((a) => indices.filter((j) => positions[j]!.z === a.z && positions[j]!.y === a.y));
  const segments = rows.map((members, i) => {
    const own = positions[i]!;
    const xs = new Set(members.map((j) => positions[j]!.x));
    let from = own.x;
    while (xs.has(from - 2)) from -= 2;
    let to = own.x;
    while (xs.has(to + 2)) to += 2;
    return members.filter((j) => positions[j]!.x >= from && positions[j]!.x <= to).sort((a, b) => positions[a]!.x - positions[b]!.x);
  });
  const geometry: Geometry = { positions, above, below, left, right, row: segments };
  geometries.set(layout, geometry);
  return geometry;
}

/** Free: nothing lies on the tile, and its left or its right side is open. */
export function isFree(geometry: Geometry, present: (index: number) => boolean, index: number): boolean {
  if (!present(index) || geometry.above[index]!.some(present)) return false;
  return !geometry.left[index]!.some(present) || !geometry.right[index]!.some(present);
}

export function freeTiles(geometry: Geometry, faces: Faces): number[] {
  const present = (index: number) => faces[index] !== null && faces[index] !== undefined;
  return faces.flatMap((_, index) => (isFree(geometry, present, index) ? [index] : []));
}

/** Every pair of free tiles that match, in position order. */
export function freePairs(geometry: Geometry, faces: Faces): Pair[] {
  const free = freeTiles(geometry, faces);
  const pairs: Pair[] = [];
  for (let i = 0; i < free.length; i++) {
    for (let j = i + 1; j < free.length; j++) {
      if (tilesMatch(faces[free[i]!]!, faces[free[j]!]!)) pairs.push([free[i]!, free[j]!]);
    }
  }
  return pairs;
}

/** Whether a and b may be taken together now: both free, distinct and matching. */
export function canTake(geometry: Geometry, faces: Faces, a: number, b: number): boolean {
  if (a === b) return false;
  const present = (index: number) => faces[index] !== null && faces[index] !== undefined;
  return isFree(geometry, present, a) && isFree(geometry, present, b) && tilesMatch(faces[a]!, faces[b]!);
}

/**
 * One try at reverse play over `spots`: tiles are put down two at a time where both would be
 * free, so taking the pairs in the opposite order clears the board. A spot is put down only on
 * a complete base and never so that an empty spot is left with both sides filled (it could never
 * be free when put down). Returns the pairs in the order they are taken, or null when stuck.
 */
function reversePlay(geometry: Geometry, spots: readonly number[], random: Random): Pair[] | null {
  const wanted = new Set(spots);
  const filled = new Set<number>();
  const present = (index: number) => filled.has(index);
  const sideFilled = (sides: readonly number[]) => sides.some(present);
  // An empty stretch of a row with filled tiles at both ends can never be put down: its first
  // tile would lie between two. So no spot may close a stretch in (this keeps one start per row).
  const shutsIn = (spot: number) => {
    const down = (index: number) => index === spot || filled.has(index);
    const rows = new Set([spot, ...geometry.left[spot]!, ...geometry.right[spot]!].map((index) => geometry.row[index]!));
    for (const row of rows) {
      let start = -1;
      for (let at = 0; at <= row.length; at++) {
        const index = row[at];
        const open = index !== undefined && wanted.has(index) && !down(index);
        if (open && start < 0) start = at;
        if (!open && start >= 0) {
          if (geometry.left[row[start]!]!.some(down) && geometry.right[row[at - 1]!]!.some(down)) return true;
          start = -1;
        }
      }
    }
    return false;
  };
  const canPut = (spot: number) =>
    !filled.has(spot) &&
    geometry.below[spot]!.every((index) => !wanted.has(index) || filled.has(index)) &&
    !geometry.above[spot]!.some(present) &&
    !(sideFilled(geometry.left[spot]!) && sideFilled(geometry.right[spot]!)) &&
    !shutsIn(spot);
  const placed: Pair[] = [];
  let budget = SEARCH_BUDGET;
  // Depth first with a few choices per step: a dead end near the end of the board backs up a
  // little instead of starting over.
  const search = (): boolean => {
    if (filled.size === wanted.size) return true;
    const first = random.shuffle(spots.filter(canPut)).slice(0, BRANCHES);
    if (first.length < 2) return false;
    for (const a of first) {
      filled.add(a);
      const second = spots.filter((spot) => {
        if (!canPut(spot)) return false;
        filled.add(spot);
        const bothFree = isFree(geometry, present, a) && isFree(geometry, present, spot);
        filled.delete(spot);
        return bothFree;
      });
      for (const b of random.shuffle(second).slice(0, BRANCHES)) {
        if (--budget < 0) break;
        filled.add(b);
        placed.push([a, b]);
        if (search()) return true;
        placed.pop();
        filled.delete(b);
      }
      filled.delete(a);
      if (budget < 0) return false;
    }
    return false;
  };
  return search() ? placed.reverse() : null;
}

/** Pairs put down in all the tries of one deal, and the choices tried at each step. */
const SEARCH_BUDGET = 300;
const BRANCHES = 3;

const DEAL_TRIES = 60;

export interface Deal {
  /** A face per position of the layout; null where no tile lies. */
  faces: (Face | null)[];
  /** The pairs in an order that clears the board. */
  solution: Pair[];
}

/**
 * Deals `pairs` of faces onto `spots` by reverse play, so the board can be cleared: the solution
 * comes with it. Throws a RangeError when no try succeeds (spots that cannot be cleared at all,
 * like one tile on another).
 */
export function dealByReversePlay(geometry: Geometry, spots: readonly number[], pairs: readonly (readonly [Face, Face])[], seed: string): Deal {
  if (pairs.length * 2 !== spots.length) throw new RangeError("A deal needs one pair of faces for every two spots.");
  for (let attempt = 0; attempt < DEAL_TRIES; attempt++) {
    const random = seededRandom(`${seed}#${attempt}`);
    const order = reversePlay(geometry, spots, random);
    if (order === null) continue;
    const shuffled = random.shuffle(pairs);
    const faces: (Face | null)[] = geometry.positions.map(() => null);
    order.forEach(([a, b], index) => {
      const [first, second] = shuffled[index]!;
      faces[a] = first;
      faces[b] = second;
    });
    return { faces, solution: order };
  }
  throw new RangeError("These tiles cannot be laid out so that they all clear.");
}

/** The first pair of the solution that can be taken now, else any free pair (null: none left). */
export function nextPair(geometry: Geometry, faces: Faces, solution: readonly Pair[]): Pair | null {
  const planned = solution.find(([a, b]) => canTake(geometry, faces, a, b));
  return planned ?? freePairs(geometry, faces)[0] ?? null;
}
