import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { AnyGameRules } from "./engines/gameRules.ts";
import { isGameManifest, type GameManifest } from "./engines/gameManifest.ts";
import { gameFolders } from "./gameFolders.ts";

/**
 * Every game with a manifest (`games/<slug>/game.ts`), found by its folder: adding a game's folder
 * registers it, with no list to edit. The server reaches games/ only through here.
 */

const GAMES_DIR = path.dirname(fileURLToPath(import.meta.url));

async function manifestIn(folder: string): Promise<GameManifest> {
  const module: unknown = await import(pathToFileURL(path.join(GAMES_DIR, folder, "game.ts")).href);
  const game = typeof module === "object" && module !== null && "game" in module ? module.game : undefined;
  if (!isGameManifest(game)) throw new Error(`games/${folder}/game.ts must export \`const game = defineGame({ ... })\`.`);
  if (game.slug !== folder) throw new Error(`games/${folder}/game.ts names the slug "${game.slug}"; a game's folder is its slug.`);
  return game;
}

async function loadManifests(): Promise<readonly GameManifest[]> {
  const manifests = await Promise.all(gameFolders(GAMES_DIR).map(manifestIn));
  const seen = new Map<string, string>();
  for (const game of manifests) {
    const other = seen.get(game.code);
    if (other !== undefined) throw new Error(`games/${other} and games/${game.slug} both have the code ${game.code}.`);
    seen.set(game.code, game.slug);
  }
  return manifests;
}

export const gameManifests: readonly GameManifest[] = await loadManifests();

/** The rules of every playable game by its 3-letter code. */
export type GameRegistry = Readonly<Record<string, AnyGameRules>>;

export const gameRegistry: GameRegistry = Object.fromEntries(gameManifests.map((game) => [game.code, game.rules]));
