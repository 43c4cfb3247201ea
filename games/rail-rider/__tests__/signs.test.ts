import { describe, expect, it } from "vitest";
import { LEVEL_COUNT, rules, type RailState } from "../rules.ts";
import { placeSigns, type SignPlace } from "../Track.tsx";

/** A board is drawn 0.32 squares high and its own width across, centred on its place. */
const BOARD_HEIGHT = 0.32;
const overlap = (a: SignPlace, b: SignPlace) => Math.abs(a.x - b.x) < (a.width + b.width) / 2 && Math.abs(a.y - b.y) < BOARD_HEIGHT;

/** Boards that overlap another, or stick out of the yard. */
function misplacedIn(state: RailState): string[] {
  const places = placeSigns(state.stations, state.width);
  const found: string[] = [];
  state.stations.forEach((a, i) => {
    const pa = places.get(a.cell)!;
    if (pa.x - pa.width / 2 < 0 || pa.x + pa.width / 2 > state.width) found.push(`${a.name} outside the yard`);
    for (const b of state.stations.slice(i + 1)) if (overlap(pa, places.get(b.cell)!)) found.push(`${a.name} / ${b.name}`);
  });
  return found;
}

describe("station name boards", () => {
  it("lie on no other board, inside the yard, on every level over 400 seeds (6,000 yards) and on a year of daily lines", () => {
    const boards = [
      ...Array.from({ length: 400 }, (_, seed) => Array.from({ length: LEVEL_COUNT }, (_, level) => rules.newGame(`signs${seed}`, { level: level + 1 }))).flat(),
      ...Array.from({ length: 365 }, (_, day) => rules.newGame(`RAI:${new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10)}`, { level: 1 })),
    ];
    const clashes = boards.flatMap((state) => misplacedIn(state).map((pair) => `${state.daily ?? state.level}: ${pair}`));
    expect(clashes).toEqual([]);
  });

  // The three yards in 3,000 where first-come-first-served placing left two boards overlapping.
  it.each([
    ["seed147", 9],
    ["seed169", 15],
    ["seed177", 9],
  ])("find room on the crowded yard of seed %s, level %i", (seed, level) => {
    expect(misplacedIn(rules.newGame(seed, { level }))).toEqual([]);
  });

  it("keep the first-choice places where those are free: over the top edge of the square, the bottom on the first row", () => {
    const state = rules.newGame("signs1", { level: 1 });
    const places = placeSigns(state.stations, state.width);
    const depot = state.stations[0]!;
    const place = places.get(depot.cell)!;
    expect(place.below).toBe(Math.floor(depot.cell / state.width) === 0);
  });
});
