import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { z } from "zod";
import { renderAppIcons } from "../../scripts/appIcons.ts";
import { APP_SHELL_URL } from "../../shared/serviceWorker.ts";

/**
 * The service worker's build (scripts/build.ts runs it after the client's): client/offline/sw.ts
 * bundled with Workbox into dist/client/sw.js, with the list of the shell's files to precache
 * taken from the client build's manifest, and the app icons drawn by scripts/appIcons.ts.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const CLIENT_DIST = path.resolve(ROOT, process.env.CLIENT_DIST_DIR ?? "dist/client");

const viteManifest = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
    assets: z.array(z.string()).optional(),
  }),
);

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

function revisionOf(body: Buffer | string): string {
  return createHash("sha256").update(body).digest("hex").slice(0, 16);
}

/**
 * The portal's files as the client build wrote them: index.html's entry and everything it loads,
 * at once or on demand (every page), but not GraphiQL's (a developer's page of several MB).
 * Hashed files need no revision: their URL changes with their content.
 */
function shellEntries(iconFiles: Array<{ fileName: string; png: Buffer }>): PrecacheEntry[] {
  const manifest = viteManifest.parse(JSON.parse(readFileSync(path.join(CLIENT_DIST, ".vite/manifest.json"), "utf8")));
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit("index.html");
  if (files.size < 2) throw new Error("The client build's manifest does not list the portal's files: build the client first.");
  return [
    // The shell's revision follows the built index.html: a new build replaces the kept shell.
    { url: APP_SHELL_URL, revision: revisionOf(readFileSync(path.join(CLIENT_DIST, "index.html"))) },
    { url: "/favicon.svg", revision: revisionOf(readFileSync(path.join(CLIENT_DIST, "favicon.svg"))) },
    ...iconFiles.map((icon) => ({ url: `/${icon.fileName}`, revision: revisionOf(icon.png) })),
    ...[...files].sort().map((file) => ({ url: `/${file}`, revision: null })),
  ];
}

function serviceWorkerFiles(): Plugin {
  let precache: PrecacheEntry[] = [];
  let icons: Awaited<ReturnType<typeof renderAppIcons>> = [];
  return {
    name: "playden:service-worker",
    apply: "build",
    async config() {
      icons = await renderAppIcons();
      precache = shellEntries(icons);
      return { define: { __PRECACHE_MANIFEST__: JSON.stringify(precache) } };
    },
    generateBundle() {
      for (const icon of icons) this.emitFile({ type: "asset", fileName: icon.fileName, source: icon.png });
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  plugins: [serviceWorkerFiles()],
  build: {
    outDir: CLIENT_DIST,
    // The client's build is already there: this build only adds sw.js and the icons.
    emptyOutDir: false,
    copyPublicDir: false,
    modulePreload: false,
    rolldownOptions: {
      input: { sw: path.join(import.meta.dirname, "sw.ts") },
      // A classic script: every browser runs it, and it is one file (no chunks to keep in step).
      output: { format: "iife", entryFileNames: "sw.js", codeSplitting: false },
    },
  },
});
