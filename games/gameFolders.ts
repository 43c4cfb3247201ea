import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * The folders under games/ that hold a game: those with a manifest (`game.ts`), in name order.
 * Plain Node, so that both the registry and the games' Vite config can use it.
 */
export function gameFolders(gamesDir: string): string[] {
  return readdirSync(gamesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(gamesDir, entry.name, "game.ts")))
    .map((entry) => entry.name)
    .sort();
}
