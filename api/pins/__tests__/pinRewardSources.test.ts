import { describe, expect, test } from "vitest";
import { testStoreCatalog } from "../../../tests/support/testApp.ts";
import { challengeCatalog } from "../../challenges/catalog.ts";
import { pinSources } from "../pinCatalog.ts";

/** A pin that challenges or seasons pay says so beside its store price. */
describe("how to get a pin: challenges and season rewards", () => {
  const store = testStoreCatalog();
  const challenges = challengeCatalog();
  const pin = (id: string) => store.files.pins.find((each) => each.i === id)!;

  test("a pin challenge's pin names the challenge's season", () => {
    const entry = challenges.challenges.find((each) => each.p !== undefined && challenges.kindOf(each) === "pin")!;
    const [year, quarter] = entry.i.split("-")[0]!.split("#");
    expect(pinSources(store, pin(entry.p!), challenges)).toContainEqual({ kind: "CHALLENGE", text: `The reward of a pin challenge in the ${year} Q${quarter} season.` });
  });

  test("a season's pin rewards name their threshold", () => {
    const season = challenges.seasons[0]!;
    const pinId = challenges.seasonPin(season, 25)!;
    const [year, quarter] = season.split("#");
    expect(pinSources(store, pin(pinId), challenges)).toContainEqual({ kind: "SEASON", text: `The season reward for 25 challenges completed in the ${year} Q${quarter} season.` });
  });

  test("a pin no challenge or season pays has only its store ways", () => {
    const paid = new Set([
      ...challenges.challenges.flatMap((each) => (each.p === undefined ? [] : [each.p])),
      ...challenges.seasons.flatMap((season) => [5, 25, 50, 60, 80, 100].map((count) => challenges.seasonPin(season, count))),
    ]);
    const unpaid = store.files.pins.find((each) => !paid.has(each.i))!;
    expect(pinSources(store, unpaid, challenges).every((source) => source.kind === "STORE" || source.kind === "PACK")).toBe(true);
  });
});
