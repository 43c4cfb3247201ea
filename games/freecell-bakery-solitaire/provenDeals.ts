/**
 * The deals offered: every classic deal number from first to last that the solver has won
 * (findProvenDeals.ts writes provenDeals.json; a test re-solves a sample of them).
 */
import proven from "./provenDeals.json";

const unproven = new Set<number>(proven.unproven);

export const PROVEN_RANGE = { first: proven.first, last: proven.last } as const;

export function isProvenDeal(deal: number): boolean {
  return Number.isInteger(deal) && deal >= proven.first && deal <= proven.last && !unproven.has(deal);
}

export function provenDealCount(): number {
  return proven.last - proven.first + 1 - unproven.size;
}

/** Numbers in the range the solver did not win (deal 11982 has no solution at all). */
export function unprovenDeals(): readonly number[] {
  return proven.unproven;
}
