/**
 * Writes winnableDeals.json (the deals "winnable deals" mode draws from) and
 * winnableSolutions.json (a winning move list for each, which the tests replay), by asking the
 * solver to win deals "klo-d{draw}-{n}" for n = 0, 1, 2... until enough are won.
 *
 *   npx tsx games/rivers-of-gold-solitaire/findWinnableDeals.ts [deals per draw count, default 100]
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { encodeMove, rules, type DrawCount } from "./rules.ts";
import { solveKlondike } from "./solver.ts";

const WANTED = Number(process.argv[2] ?? 100);
// Most deals the solver wins it wins within a few thousand states; the rest are not worth the wait.
const MAX_NODES = 30_000;

const deals: Record<string, string[]> = { draw1: [], draw3: [] };
const solutions: Record<string, Record<string, string>> = { draw1: {}, draw3: {} };

for (const draw of [1, 3] as DrawCount[]) {
  const key = `draw${draw}`;
  for (let n = 0; deals[key]!.length < WANTED; n++) {
    const deal = `klo-d${draw}-${n}`;
    const start = rules.newGame(deal, { draw, winnable: false });
    const { solution } = solveKlondike(start, MAX_NODES);
    if (!solution) continue;
    const end = solution.reduce((state, move) => rules.apply(state, move), start);
    if (rules.status(end).phase !== "won") throw new Error(`The solver's line for ${deal} does not win.`);
    deals[key]!.push(deal);
    solutions[key]![deal] = solution.map(encodeMove).join(" ");
    console.log(`${deal}: won in ${solution.length} moves (${deals[key]!.length}/${WANTED}, tried ${n + 1})`);
  }
}

const here = import.meta.dirname;
writeFileSync(path.join(here, "winnableDeals.json"), `${JSON.stringify(deals)}\n`);
writeFileSync(path.join(here, "winnableSolutions.json"), `${JSON.stringify(solutions, null, 1)}\n`);
