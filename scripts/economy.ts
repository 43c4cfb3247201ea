import { parseArgs } from "node:util";
import { readCatalogFiles } from "../api/catalog/catalogFiles.ts";
import { dataDirOf } from "../api/config.ts";
import { buildStoreCatalog } from "../api/store/storeCatalog.ts";
import { gameRegistry } from "../games/registry.ts";
import { economyGoals, simulateEconomy, type KindReport, type SimulationReport } from "./economy/simulation.ts";

/**
 * `npm run economy -- --players 10000 --days 28 [--start YYYY-MM-DD] [--seed s]`: plays simulated
 * players through the catalog in data/ (or DATA_DIR) and prints what each kind earns, spends and
 * gets (docs/product/economy.md).
 */

const { values } = parseArgs({
  options: {
    players: { type: "string", default: "10000" },
    days: { type: "string", default: "28" },
    start: { type: "string" },
    seed: { type: "string", default: "economy" },
  },
});

function wholeNumber(name: string, text: string, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`--${name} must be a whole number from 1 to ${max}, not "${text}".`);
  return value;
}

const players = wholeNumber("players", values.players, 1_000_000);
const days = wholeNumber("days", values.days, 365);
const start = values.start === undefined ? new Date() : new Date(`${values.start}T20:00:00Z`);
if (Number.isNaN(start.getTime())) throw new Error(`--start must be a date (YYYY-MM-DD), not "${values.start}".`);

const files = await readCatalogFiles(dataDirOf());
const began = performance.now();
const result = simulateEconomy({
  store: buildStoreCatalog(files.store, files.games, gameRegistry),
  challenges: files.challenges,
  games: Object.keys(gameRegistry),
  players,
  days,
  start,
  seed: values.seed,
});
console.log(formatReport(result));
console.log("\n| goal | figure | met |\n|---|---|---|");
for (const goal of economyGoals(result)) console.log(`| ${goal.goal} | ${goal.figure} | ${goal.met ? "yes" : "NO"} |`);
console.log(`\n${players} players, ${days} days, simulated in ${((performance.now() - began) / 1000).toFixed(1)} s.`);

function formatReport(report: SimulationReport): string {
  const number = (value: number, digits = 0) => value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  const first = (kind: KindReport, item: keyof KindReport["firstPurchase"]) => {
    const { medianDay, share } = kind.firstPurchase[item];
    return medianDay === null || share < 0.5 ? `- (${percent(share)})` : `day ${medianDay} (${percent(share)})`;
  };
  const rows = report.kinds.map((kind) =>
    [
      `${kind.kind.name} (${kind.kind.gamesPerDay} games/day)`,
      number(kind.tokensEarnedPerDay, 1),
      number(kind.tokensSpentPerDay, 1),
      number(kind.purchases, 1),
      kind.daysBetweenPurchasesAfterWeek1 === null ? "-" : number(kind.daysBetweenPurchasesAfterWeek1, 1),
      first(kind, "PIN"),
      first(kind, "PIN_BOARD"),
      first(kind, "CITY_PACK"),
      percent(kind.weeklyBonusShare),
      number(kind.challengesPerWeek, 1),
      number(kind.gemsSpentPerDay, 1),
      Object.entries(kind.gemSink).map(([item, gems]) => `${item.toLowerCase()} ${number(gems)}`).join(", ") || "-",
      number(kind.itemsHeld, 1),
    ].join(" | "),
  );
  return [
    `Economy from ${report.start.toISOString().slice(0, 10)} (a Sunday, LA), ${report.days} days. Per player; first purchases: median day (share of players who made one).`,
    "",
    "| kind | tokens earned/day | tokens spent/day | purchases | days between purchases after week 1 | first pin | first board | first city | weeks with the weekly bonus | challenges/week | gems spent/day | gem sink (gems per player) | items held |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map((row) => `| ${row} |`),
  ].join("\n");
}
