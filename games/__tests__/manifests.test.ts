import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { ROOT_DIR } from "../../api/config.ts";
import { readCatalogFiles, type CatalogFiles } from "../../api/catalog/catalogFiles.ts";
import { defineGame, isGameManifest } from "../engines/gameManifest.ts";
import { gameFolders } from "../gameFolders.ts";
import { gameManifests, gameRegistry } from "../registry.ts";
import { rules as teaBox } from "../tea-box-puzzler/rules.ts";

// The manifests say what the games' code relies on; the catalog (data/) stays the data. They must agree.
let catalog: CatalogFiles;
beforeAll(async () => {
  catalog = await readCatalogFiles(path.join(ROOT_DIR, "data"));
});

describe("game manifests", () => {
  test("every game folder's manifest is registered under its code, once, with an index.html to build", () => {
    const folders = gameFolders(path.join(ROOT_DIR, "games"));
    expect(gameManifests.map((game) => game.slug)).toEqual(folders);
    expect(Object.keys(gameRegistry).sort()).toEqual(gameManifests.map((game) => game.code).sort());
    for (const slug of folders) expect(existsSync(path.join(ROOT_DIR, "games", slug, "index.html")), slug).toBe(true);
  });

  test.each(gameManifests.map((game) => [game.slug, game] as const))("%s agrees with the catalog", (_slug, game) => {
    const entry = catalog.games.find((candidate) => candidate.id === game.code);
    expect(entry, `data/games.json has no game ${game.code}`).toBeDefined();
    expect({ url: entry?.url, cat: entry?.cat }).toEqual({ url: game.slug, cat: game.category });
    const sold = (catalog.store.store_powerups[game.code] ?? []).map((item) => item.id).sort();
    expect(sold, "data/store_powerups.json sells the game's powerups and its item reward").toEqual([...game.powerups, ...(game.itemReward ? [game.itemReward] : [])].sort());
    const packKinds = new Set((catalog.store.store_images[game.code] ?? []).map((pack) => pack.kind));
    expect([...packKinds], "data/store_images.json holds packs of the manifest's kind").toEqual(game.packs ? [game.packs] : []);
  });

  test("a manifest and its rules agree on item rewards and packs; only defineGame makes a manifest", () => {
    const garden = { columns: 1, rows: 1, plants: [] };
    expect(() => defineGame({ slug: "tea-box-puzzler", category: "PUZ", rules: teaBox, powerups: [], garden })).toThrow(/needs an itemReward/);
    expect(() => defineGame({ slug: "tea-box-puzzler", category: "PUZ", rules: teaBox, powerups: [], itemReward: "SE" })).toThrow(/itemReward\(\)/);
    expect(() => defineGame({ slug: "tea-box-puzzler", category: "PUZ", rules: teaBox, powerups: [], packs: "image" })).toThrow(/packOf\(\)/);
    expect(isGameManifest({ ...gameManifests[0] })).toBe(false);
  });
});
