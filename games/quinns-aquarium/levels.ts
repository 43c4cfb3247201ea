/**
 * Quinn's Aquarium's levels, as data: the move limit, how many creature kinds drop in (five is
 * easier than six), the goals, and where sand lies and bubbles hold creatures. Every level is
 * won by the greedy solver within its moves (see __tests__/rules.test.ts), so each can be won.
 */

/** 0 fish, 1 crab, 2 starfish, 3 shell, 4 octopus, 5 seahorse. */
export type Goal =
  | { readonly t: "score"; readonly n: number }
  | { readonly t: "collect"; readonly kind: number; readonly n: number }
  | { readonly t: "sand" }
  | { readonly t: "bubbles" };

export interface LevelDef {
  readonly moves: number;
  readonly kinds: 5 | 6;
  readonly goals: readonly Goal[];
  /** A name in LAYOUTS: where sand and bubbles start (none when left out). */
  readonly layout?: keyof typeof LAYOUTS;
}

/** Eight rows of eight: "." open water, "s" sand under the tile, "o" a bubble round it, "x" both. */
export const LAYOUTS = {
  sandFloor: ["........", "........", "........", "........", "........", "........", "ssssssss", "ssssssss"],
  sandMiddle: ["........", "........", "..ssss..", "..ssss..", "..ssss..", "..ssss..", "........", "........"],
  sandCross: ["...ss...", "...ss...", "...ss...", "ssssssss", "ssssssss", "...ss...", "...ss...", "...ss..."],
  sandFrame: ["ssssssss", "s......s", "s......s", "s......s", "s......s", "s......s", "s......s", "ssssssss"],
  bubbleRow: ["........", "........", "........", "oooooooo", "........", "........", "........", "........"],
  bubbleCorners: ["oo....oo", "o......o", "........", "........", "........", "........", "o......o", "oo....oo"],
  bubbleDiamond: ["........", "...oo...", "..o..o..", ".o....o.", ".o....o.", "..o..o..", "...oo...", "........"],
  mixedReef: ["........", "........", ".o....o.", "........", "..ssss..", ".sxssxs.", "ssssssss", "ssssssss"],
  mixedLagoon: ["o......o", "........", "..xxxx..", "........", "........", "ssssssss", "s.oooo.s", "ssssssss"],
} as const satisfies Record<string, readonly string[]>;

export const LEVELS: readonly LevelDef[] = [
  { moves: 20, kinds: 5, goals: [{ t: "score", n: 1500 }] },
  { moves: 20, kinds: 5, goals: [{ t: "collect", kind: 0, n: 15 }] },
  { moves: 20, kinds: 5, goals: [{ t: "collect", kind: 1, n: 15 }, { t: "collect", kind: 2, n: 15 }] },
  { moves: 20, kinds: 5, goals: [{ t: "sand" }], layout: "sandFloor" },
  { moves: 22, kinds: 5, goals: [{ t: "score", n: 4000 }] },
  { moves: 20, kinds: 5, goals: [{ t: "bubbles" }], layout: "bubbleRow" },
  { moves: 22, kinds: 5, goals: [{ t: "collect", kind: 3, n: 20 }, { t: "score", n: 2000 }] },
  { moves: 24, kinds: 5, goals: [{ t: "sand" }], layout: "sandMiddle" },
  { moves: 22, kinds: 5, goals: [{ t: "bubbles" }], layout: "bubbleCorners" },
  { moves: 25, kinds: 5, goals: [{ t: "sand" }, { t: "bubbles" }], layout: "mixedReef" },
  { moves: 22, kinds: 6, goals: [{ t: "score", n: 3000 }] },
  { moves: 24, kinds: 6, goals: [{ t: "collect", kind: 4, n: 15 }] },
  { moves: 30, kinds: 6, goals: [{ t: "sand" }], layout: "sandFloor" },
  { moves: 25, kinds: 6, goals: [{ t: "collect", kind: 5, n: 15 }, { t: "collect", kind: 0, n: 15 }] },
  { moves: 25, kinds: 6, goals: [{ t: "bubbles" }], layout: "bubbleDiamond" },
  { moves: 26, kinds: 5, goals: [{ t: "sand" }], layout: "sandCross" },
  { moves: 24, kinds: 6, goals: [{ t: "score", n: 5000 }] },
  { moves: 26, kinds: 6, goals: [{ t: "sand" }], layout: "sandMiddle" },
  { moves: 28, kinds: 6, goals: [{ t: "sand" }, { t: "bubbles" }], layout: "mixedLagoon" },
  { moves: 25, kinds: 6, goals: [{ t: "collect", kind: 1, n: 20 }, { t: "collect", kind: 3, n: 20 }] },
  { moves: 26, kinds: 6, goals: [{ t: "bubbles" }, { t: "score", n: 2500 }], layout: "bubbleRow" },
  { moves: 28, kinds: 5, goals: [{ t: "sand" }], layout: "sandFrame" },
  { moves: 26, kinds: 6, goals: [{ t: "collect", kind: 2, n: 25 }] },
  { moves: 34, kinds: 6, goals: [{ t: "sand" }, { t: "bubbles" }], layout: "mixedReef" },
  { moves: 26, kinds: 6, goals: [{ t: "score", n: 5500 }] },
  { moves: 28, kinds: 6, goals: [{ t: "bubbles" }], layout: "bubbleCorners" },
  { moves: 36, kinds: 6, goals: [{ t: "sand" }], layout: "sandCross" },
  { moves: 28, kinds: 6, goals: [{ t: "collect", kind: 4, n: 20 }, { t: "collect", kind: 5, n: 20 }] },
  { moves: 30, kinds: 6, goals: [{ t: "sand" }, { t: "bubbles" }], layout: "mixedLagoon" },
  { moves: 36, kinds: 6, goals: [{ t: "sand" }, { t: "score", n: 6000 }], layout: "sandFrame" },
];
