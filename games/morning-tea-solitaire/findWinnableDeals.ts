/**
 * Writes winnableDeals.json (the only deals Morning Tea offers, per suit count) and
 * winnableSolutions.json (a winning move list for each, which the tests replay), by asking the
 * solver to win deals "spi-s{suits}-{n}" for n = 0, 1, 2... until enough are won.
 *
 *   npx tsx games/morning-tea-solitaire/findWinnableDeals.ts [one-suit deals] [two-suit] [four-suit]
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { dealTable, describe, encodeMove, rules, SUIT_COUNTS, type SpiderState } from "./rules.ts";
import { solveSpider } from "./solver.ts";

const wanted: Record<number, number> = { 1: Number(process.argv[2] ?? 40), 2: Number(process.argv[3] ?? 20), 4: Number(process.argv[4] ?? 10) };
// Beyond this many tables a deal is left out: more would prove more deals, slowly.
const MAX_NODES = 30_000;

const deals: Record<string, string[]> = {};
const solutions: Record<string, Record<string, string>> = {};

for (const suits of SUIT_COUNTS) {
  const key = `suits${suits}`;
  deals[key] = [];
  solutions[key] = {};
  for (let n = 0; deals[key].length < wanted[suits]!; n++) {
    const deal = `spi-s${suits}-${n}`;
    const start: SpiderState = { options: { suits }, deal, ...dealTable(deal, suits), cleared: [], moves: 0, previous: null };
    const { solution } = solveSpider(start, MAX_NODES);
    if (!solution) continue;
    const end = solution.reduce((state, move) => rules.apply(state, move), start);
    if (rules.status(end).phase !== "won") throw new Error(`The solver's line for ${deal} does not win:\n${describe(end)}`);
    deals[key].push(deal);
    solutions[key][deal] = solution.map(encodeMove).join(" ");
    console.log(`${deal}: won in ${solution.length} moves (${deals[key].length}/${wanted[suits]}, tried ${n + 1})`);
  }
}

const here = import.meta.dirname;
writeFileSync(path.join(here, "winnableDeals.json"), `${JSON.stringify(deals)}\n`);
writeFileSync(path.join(here, "winnableSolutions.json"), `${JSON.stringify(solutions, null, 1)}\n`);
