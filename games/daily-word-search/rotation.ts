/**
 * Which theme a Los Angeles date's daily puzzle has. The days are cut into cycles as long as the
 * theme list, and every cycle shows every theme once, so each comes back within two cycles. Each
 * cycle's order is random (seeded: the same everywhere), but a theme may only be placed where it
 * is at least MIN_GAP days after its showing in the cycle before, so no theme repeats within 8
 * weeks. Adding a theme changes the whole calendar (the rules' version goes up with it).
 */
import { seededRandom, type Random } from "../engines/random.ts";

/** The fewest days between two showings of a theme: 8 weeks. */
export const MIN_GAP = 56;
/** Day 0 of cycle 0; dates before it run the cycles backwards. */
export const EPOCH = "2026-01-01";
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from EPOCH to a YYYY-MM-DD date (negative before it); calendar days, so no time zone or daylight saving enters. */
export function dayNumber(date: string): number {
  const utc = (text: string) => {
    const [year, month, day] = text.split("-").map(Number);
    return Date.UTC(year!, month! - 1, day!);
  };
  return Math.round((utc(date) - utc(EPOCH)) / DAY_MS);
}

/**
 * The cycle after `previous` (theme indexes in showing order). Place by place it takes one of the
 * `count - MIN_GAP + 1` themes left that showed earliest in `previous`: at place p, those all
 * showed at place p + count - MIN_GAP of `previous` or before, so at least MIN_GAP days ago.
 */
function following(random: Random, previous: readonly number[]): number[] {
  const left = [...previous];
  const choices = previous.length - MIN_GAP + 1;
  const order: number[] = [];
  while (left.length > 0) order.push(left.splice(random.int(Math.min(choices, left.length)), 1)[0]!);
  return order;
}

/** Cycles already worked out, by theme count and cycle: each one is built from its neighbour towards cycle 0. */
const cycles = new Map<string, readonly number[]>();

function cycleOrder(count: number, cycle: number): readonly number[] {
  const key = (at: number) => `${count}:${at}`;
  if (!cycles.has(key(0))) cycles.set(key(0), seededRandom(`word-search-cycle:${count}:0`).shuffle(Array.from({ length: count }, (_, index) => index)));
  const step = cycle > 0 ? 1 : -1;
  let at = 0;
  while (at !== cycle && cycles.has(key(at + step))) at += step;
  while (at !== cycle) {
    const random = seededRandom(`word-search-cycle:${count}:${at + step}`);
    const neighbour = cycles.get(key(at))!;
    // Earlier cycles mirror later ones: reversed, the gap rule reads the same.
    const order = step > 0 ? following(random, neighbour) : following(random, [...neighbour].reverse()).reverse();
    at += step;
    cycles.set(key(at), order);
  }
  return cycles.get(key(cycle))!;
}

/** The index (into a list of `count` themes) of a date's daily theme. */
export function dailyThemeIndex(date: string, count: number): number {
  if (count < MIN_GAP) throw new RangeError(`The daily rotation needs at least ${MIN_GAP} themes, not ${count}.`);
  const day = dayNumber(date);
  const cycle = Math.floor(day / count);
  return cycleOrder(count, cycle)[day - cycle * count]!;
}
