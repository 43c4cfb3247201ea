/**
 * The classic mahjong tile set: 34 kinds four times each (dots, bamboo, characters 1-9, four
 * winds, three dragons) plus four flowers and four seasons, one each. Identical tiles match;
 * any flower matches any flower and any season any season.
 */

export type Suit = "dots" | "bamboo" | "characters" | "wind" | "dragon" | "flower" | "season";

/** A tile's face, 0..41: dots 1-9, bamboo 1-9, characters 1-9, winds E S W N, dragons red green white, flowers 1-4, seasons 1-4. */
export type Face = number;

export const FACE_COUNT = 42;
const FLOWER_FIRST = 34;
const SEASON_FIRST = 38;

export interface FaceInfo {
  suit: Suit;
  /** 1..9 for the suits, 1..4 for winds (E S W N), flowers and seasons, 1..3 for dragons (red green white). */
  rank: number;
}

export function faceInfo(face: Face): FaceInfo {
  if (face < 27) return { suit: (["dots", "bamboo", "characters"] as const)[Math.floor(face / 9)]!, rank: (face % 9) + 1 };
  if (face < 31) return { suit: "wind", rank: face - 26 };
  if (face < FLOWER_FIRST) return { suit: "dragon", rank: face - 30 };
  if (face < SEASON_FIRST) return { suit: "flower", rank: face - FLOWER_FIRST + 1 };
  return { suit: "season", rank: face - SEASON_FIRST + 1 };
}

/** What two tiles must share to match: the face, or the group for flowers and seasons. */
export function matchKey(face: Face): number {
  if (face >= SEASON_FIRST) return SEASON_FIRST;
  if (face >= FLOWER_FIRST) return FLOWER_FIRST;
  return face;
}

export function tilesMatch(a: Face, b: Face): boolean {
  return matchKey(a) === matchKey(b);
}

const WIND_NAMES = ["East", "South", "West", "North"];
const DRAGON_NAMES = ["Red", "Green", "White"];
const FLOWER_NAMES = ["Plum", "Orchid", "Chrysanthemum", "Bamboo"];
const SEASON_NAMES = ["Spring", "Summer", "Autumn", "Winter"];

/** A name a screen reader says ("5 of Dots", "East Wind", "Spring"). */
export function faceName(face: Face): string {
  const { suit, rank } = faceInfo(face);
  switch (suit) {
    case "dots":
      return `${rank} of Dots`;
    case "bamboo":
      return `${rank} of Bamboo`;
    case "characters":
      return `${rank} of Characters`;
    case "wind":
      return `${WIND_NAMES[rank - 1]} Wind`;
    case "dragon":
      return `${DRAGON_NAMES[rank - 1]} Dragon`;
    case "flower":
      return `${FLOWER_NAMES[rank - 1]} flower`;
    case "season":
      return SEASON_NAMES[rank - 1]!;
  }
}

/**
 * The 72 matching pairs of a full set: two pairs of each of the 34 kinds, and the flowers and
 * seasons paired within their group.
 */
export function fullSetPairs(): [Face, Face][] {
  const pairs: [Face, Face][] = [];
  for (let face = 0; face < FLOWER_FIRST; face++) pairs.push([face, face], [face, face]);
  pairs.push([FLOWER_FIRST, FLOWER_FIRST + 1], [FLOWER_FIRST + 2, FLOWER_FIRST + 3]);
  pairs.push([SEASON_FIRST, SEASON_FIRST + 1], [SEASON_FIRST + 2, SEASON_FIRST + 3]);
  return pairs;
}

/** Pairs the given faces by match key (faces of a board whose count per key is even). */
export function pairUp(faces: readonly Face[]): [Face, Face][] {
  const waiting = new Map<number, Face>();
  const pairs: [Face, Face][] = [];
  for (const face of faces) {
    const key = matchKey(face);
    const partner = waiting.get(key);
    if (partner === undefined) waiting.set(key, face);
    else {
      waiting.delete(key);
      pairs.push([partner, face]);
    }
  }
  if (waiting.size > 0) throw new RangeError("These tiles cannot all be paired.");
  return pairs;
}
