import { existsSync } from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { firstPaint } from "./firstPaint.ts";
import { gameFolders } from "./gameFolders.ts";

/**
 * The games' own build, apart from the portal's: every game's index.html is one entry,
 * built to dist/play/<slug>/ and served by the portal at /play/<slug>/ (api/http/playRoute.ts).
 * Shared chunks (React, the SDK, the shell) land once in dist/play/assets/.
 */
const GAMES = import.meta.dirname;
const ROOT = path.resolve(GAMES, "..");
const API = `http://localhost:${process.env.API_PORT ?? 4000}`;

/** One entry per game manifest (games/<slug>/game.ts): its folder's index.html. */
function gameEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const slug of gameFolders(GAMES)) {
    const html = path.join(GAMES, slug, "index.html");
    if (!existsSync(html)) throw new Error(`games/${slug}/ has a game.ts but no index.html to build.`);
    entries[slug] = html;
  }
  if (Object.keys(entries).length === 0) throw new Error("No game to build: add games/<slug>/game.ts (npm run new-game).");
  return entries;
}

/** A game carries only games/ code and packages: importing the portal (client/, api/) fails the build. */
function gamesOnly(): Plugin {
  const portal = [path.join(ROOT, "client") + path.sep, path.join(ROOT, "api") + path.sep];
  return {
    name: "playden:games-only",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && portal.some((dir) => resolved.id.startsWith(dir))) {
        this.error(`${path.relative(ROOT, importer)} imports ${path.relative(ROOT, resolved.id)}: games may not import portal code (client/, api/).`);
      }
      return resolved;
    },
  };
}

export default defineConfig({
  root: GAMES,
  base: "/play/",
  plugins: [gamesOnly(), react(), firstPaint(GAMES, path.join(ROOT, "data"))],
  // No files of our own to copy: art is SVG in code.
  publicDir: false,
  build: {
    // Beside the portal's build (CLIENT_DIST_DIR moves both), where the portal serves it from.
    outDir: path.resolve(ROOT, path.dirname(process.env.CLIENT_DIST_DIR ?? "dist/client"), "play"),
    emptyOutDir: true,
    rolldownOptions: { input: gameEntries() },
  },
  server: {
    port: Number(process.env.GAMES_VITE_PORT ?? 5174),
    proxy: { "/graphql": { target: API, ws: true } },
  },
});
