import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { gameFolders } from "../../../../gameFolders.ts";
import { howToSeenKey, type HowToPlay } from "../howToPlay.ts";

const GAMES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const DATA_DIR = path.resolve(GAMES_DIR, "../data");

/** Store items a game earns or sells but never uses in play (the garden's Seeds, the aquarium's Sand Dollars). */
const NOT_IN_PLAY = new Set(["SE", "SD"]);

const games: { id: string; url: string }[] = JSON.parse(readFileSync(path.join(DATA_DIR, "games.json"), "utf8"));
const catalog: Record<string, { id: string }[]> = JSON.parse(readFileSync(path.join(DATA_DIR, "store_powerups.json"), "utf8"));

function isHowToPlay(value: unknown): value is HowToPlay {
  return typeof value === "object" && value !== null && "goal" in value && "rules" in value && "controls" in value && "powerups" in value;
}

describe("every game's how-to", () => {
  it("every game folder has one", () => {
    const missing = gameFolders(GAMES_DIR).filter((folder) => !existsSync(path.join(GAMES_DIR, folder, "howToPlay.tsx")));
    expect(missing).toEqual([]);
  });

  for (const game of games) {
    it(`${game.url} describes exactly the catalog powerups it plays with, and has rules and controls`, async () => {
      const module: unknown = await import(path.join(GAMES_DIR, game.url, "howToPlay.tsx"));
      const howTo = typeof module === "object" && module !== null && "howToPlay" in module ? module.howToPlay : undefined;
      if (!isHowToPlay(howTo)) throw new Error(`games/${game.url}/howToPlay.tsx exports no howToPlay.`);
      const inPlay = (catalog[game.id] ?? []).map((powerup) => powerup.id).filter((id) => !NOT_IN_PLAY.has(id));
      expect(Object.keys(howTo.powerups).sort()).toEqual([...inPlay].sort());
      expect(howTo.rules.length).toBeGreaterThan(0);
      expect(howTo.controls.mouse).toBeTruthy();
      expect(howTo.controls.touch).toBeTruthy();
    });
  }

  it("remembers that it was seen per game", () => {
    expect(howToSeenKey("KLO")).not.toBe(howToSeenKey("FRE"));
  });
});
