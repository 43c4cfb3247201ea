/**
 * Writes provenDeals.json: the classic deal numbers FIRST..LAST and the ones among them the
 * solver did not win within its budget (never offered; deal 11982 is the famous one with no
 * solution). Every win is replayed through the rules before the deal counts as proven.
 *
 *   npx tsx games/freecell-bakery-solitaire/findProvenDeals.ts [last deal, default 32000]
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { FIRST_MICROSOFT_DEAL, LAST_MICROSOFT_DEAL } from "../engines/cards/microsoftDeals.ts";
import { describe, rules } from "./rules.ts";
import { solveFreeCell } from "./solver.ts";

// The solver wins nearly every deal within a few thousand tables; the rest are not worth the wait.
const PROOF_NODES = 30_000;
const last = Number(process.argv[2] ?? LAST_MICROSOFT_DEAL);
const unproven: number[] = [];

for (let deal = FIRST_MICROSOFT_DEAL; deal <= last; deal++) {
  const start = rules.newGame("", { deal });
  const { solution } = solveFreeCell(start, PROOF_NODES);
  if (solution) {
    const end = solution.reduce((state, move) => rules.apply(state, move), start);
    if (rules.status(end).phase !== "won") throw new Error(`The solver's line for deal ${deal} does not win:\n${describe(end)}`);
  } else {
    unproven.push(deal);
    console.log(`deal ${deal}: not won within ${PROOF_NODES} tables`);
  }
  // Written as it goes, so a stopped run still leaves a valid (shorter) range.
  if (deal % 500 === 0 || deal === last) write(deal);
}

function write(upTo: number): void {
  const file = path.join(import.meta.dirname, "provenDeals.json");
  writeFileSync(file, `${JSON.stringify({ first: FIRST_MICROSOFT_DEAL, last: upTo, unproven })}\n`);
  console.log(`deals ${FIRST_MICROSOFT_DEAL}-${upTo}: ${unproven.length} unproven`);
}
