/**
 * The economy (docs/product/economy.md): the prices in data/ are the spec's where it gives them (the
 * spec's lines are quoted word for word in the doc, and read from there), and the simulator's goals
 * hold on a small run through the real rules.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { readCatalogFiles, type CatalogFiles } from "../../api/catalog/catalogFiles.ts";
import { REWARD_TOKENS, WEEKLY_BONUS } from "../../api/challenges/constants.ts";
import { PROGRESSION_REWARD_TOKENS } from "../../api/play/constants.ts";
import { WELCOME_GIFT } from "../../api/players/constants.ts";
import { buildStoreCatalog, unitPrice, type StoreCatalog } from "../../api/store/storeCatalog.ts";
import { gameRegistry } from "../../games/registry.ts";
import { economyGoals, simulateEconomy } from "./simulation.ts";

let files: CatalogFiles;
let store: StoreCatalog;
beforeAll(async () => {
  files = await readCatalogFiles("data");
  store = buildStoreCatalog(files.store, files.games, gameRegistry);
});

/** The spec's own lines, quoted in docs/product/economy.md between the two markers. */
function specQuote(): string {
  const doc = readFileSync("docs/product/economy.md", "utf8");
  const quote = /<!-- spec:begin -->([\s\S]*?)<!-- spec:end -->/.exec(doc)?.[1];
  if (!quote) throw new Error("docs/product/economy.md has no spec quote.");
  return quote;
}

function numbersAfter(text: string, words: string): number[] {
  const at = text.indexOf(words);
  if (at < 0) throw new Error(`The spec quote has no "${words}".`);
  const line = text.slice(at + words.length).split(/[.;\n]/)[0]!;
  return [...line.matchAll(/\d[\d,]*/g)].map((match) => Number(match[0].replaceAll(",", "")));
}

describe("prices in data/ are the spec's", () => {
  test("a pin costs 100 tokens per grid cell", () => {
    const [perCell] = numbersAfter(specQuote(), "Pin cost");
    expect(perCell).toBe(100);
    for (const pin of files.store.pins) {
      const product = store.find("PIN", "", pin.i, 1)!;
      expect(pin.c).toBe(perCell! * pin.cw * pin.ch);
      expect(unitPrice(product, "TOKENS")).toBe(pin.c);
    }
  });

  test("image packs cost 50 gems or 50 tokens; starter packs are free (tokens 25)", () => {
    const [gems, tokens] = numbersAfter(specQuote(), "Image packs cost");
    const [starterTokens] = numbersAfter(specQuote(), "starter packs free");
    const packs = Object.values(files.store.store_images).flat().filter((pack) => pack.kind === "image");
    expect(packs.length).toBeGreaterThan(0);
    for (const pack of packs) {
      if (pack.id.endsWith("_STARTER")) expect([pack.price, pack.tokens]).toEqual([0, starterTokens]);
      else expect([pack.price, pack.tokens]).toEqual([gems, tokens]);
    }
  });

  test("27 city packs at 200 gems, with their powerups", () => {
    const [cities, price] = numbersAfter(specQuote(), "BCA city packs:");
    const packs = files.store.store_images["BCA"]!;
    expect(packs).toHaveLength(cities!);
    for (const pack of packs) expect({ kind: pack.kind, price: pack.price, powerups: pack.powerups }).toEqual({ kind: "city", price, powerups: { FF: 2, HI: 10 } });
  });

  test("a challenge slot is priced 20 gems with no discount", () => {
    const [price, discount] = numbersAfter(specQuote(), "Price config:");
    expect(files.store.chall_price).toEqual({ price, discount });
  });

  test("Sand Dollars and Seeds come in the spec's packs and prices", () => {
    const quote = specQuote();
    const packs = (game: string, id: string) => files.store.store_powerups[game]!.find((powerup) => powerup.id === id)!.packs.map((pack) => [pack.count, pack.price]);
    const pairs = (numbers: number[]) => numbers.slice(0, 3).map((count, index) => [count, numbers[index + 3]]);
    expect(packs("QUA", "SD")).toEqual(pairs(numbersAfter(quote, "Sand Dollars")));
    expect(packs("SOL", "SE")).toEqual(pairs(numbersAfter(quote, "Seeds")));
  });

  test("the welcome gift and the rewards the simulator plays with are the spec's", () => {
    const quote = specQuote();
    expect(numbersAfter(quote, "Welcome gift:").slice(0, 2)).toEqual([WELCOME_GIFT.tokens, WELCOME_GIFT.gems]);
    expect(numbersAfter(quote, "Weekly bonus:")).toEqual([WEEKLY_BONUS.count, WEEKLY_BONUS.tokens]);
    expect(numbersAfter(quote, "Progression reward")).toEqual([PROGRESSION_REWARD_TOKENS]);
    expect(numbersAfter(quote, "Challenge rewards:")).toEqual([REWARD_TOKENS.seasonal, REWARD_TOKENS.seasonal, REWARD_TOKENS.weekly, REWARD_TOKENS.super]);
    expect([REWARD_TOKENS.blitz, REWARD_TOKENS.pin]).toEqual([REWARD_TOKENS.weekly, REWARD_TOKENS.super]);
  });
});

test("the economy's goals hold on a small simulated month", async () => {
  const report = simulateEconomy({
    store,
    challenges: files.challenges,
    games: Object.keys(gameRegistry),
    players: 400,
    days: 28,
    start: new Date("2026-11-29T20:00:00Z"),
    seed: "ci",
  });
  const goals = economyGoals(report);
  expect(goals.filter((goal) => !goal.met)).toEqual([]);
  const casual = report.kinds.find((kind) => kind.kind.name === "casual")!;
  expect(casual.tokensEarnedPerDay).toBeGreaterThan(0);
});
