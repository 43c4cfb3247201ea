/**
 * The games' offline frames (docs/offline.md): one self-contained classic script and one
 * stylesheet per game, which the portal page keeps and writes inline into a `srcdoc` frame when
 * there is no network (a sandboxed frame's own requests never reach a service worker). The
 * portal's Content-Security-Policy lists each script's hash, the only inline scripts it runs.
 * Games whose server answers each move (rules with a `hidden` part) play only online: none is built.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { gameManifests } from "./registry.ts";
import { OFFLINE_FRAMES_MANIFEST, type OfflineFrames } from "../shared/offlineFrames.ts";

const GAMES = import.meta.dirname;

/** A script written inline ends at the first `</script`: the same text escaped, which JavaScript reads alike. */
function inlineSafe(script: string): string {
  return script.replaceAll("</script", "<\\/script");
}

function digest(text: string, encoding: "base64" | "hex"): string {
  return createHash("sha256").update(text).digest(encoding);
}

/** Builds every offline-capable game into `outDir` with its manifest; the folder is replaced. */
export async function buildOfflineFrames(outDir: string): Promise<OfflineFrames> {
  rmSync(outDir, { recursive: true, force: true });
  const staging = path.join(outDir, ".staging");
  const frames: OfflineFrames = {};
  for (const game of gameManifests) {
    if (game.rules.hidden) continue;
    await build({
      configFile: false,
      root: GAMES,
      logLevel: "warn",
      publicDir: false,
      plugins: [react()],
      build: {
        outDir: staging,
        emptyOutDir: true,
        cssCodeSplit: false,
        modulePreload: false,
        // One file by design: a word game's dictionary makes it large, and it is kept once.
        chunkSizeWarningLimit: 4096,
        rolldownOptions: {
          input: { [game.slug]: path.join(GAMES, game.slug, "main.tsx") },
          // A classic script in one file: an inline script can import nothing offline.
          output: { format: "iife", entryFileNames: "game.js", assetFileNames: "game[extname]", codeSplitting: false },
        },
      },
    });
    const script = inlineSafe(readFileSync(path.join(staging, "game.js"), "utf8"));
    const style = readFileSync(path.join(staging, "game.css"), "utf8");
    // Content-named files: a page keeps a game's files until a build changes them.
    const name = (kind: string, text: string) => `${game.slug}.${digest(text, "hex").slice(0, 12)}.${kind}`;
    const scriptFile = name("js", script);
    const styleFile = name("css", style);
    writeFileSync(path.join(outDir, scriptFile), script);
    writeFileSync(path.join(outDir, styleFile), style);
    frames[game.code] = { slug: game.slug, script: scriptFile, style: styleFile, scriptHash: `sha256-${digest(script, "base64")}` };
  }
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, OFFLINE_FRAMES_MANIFEST), JSON.stringify(frames, null, 2));
  return frames;
}
