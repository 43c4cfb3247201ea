import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { z } from "zod";
import { readConfig } from "../api/config.ts";

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    isDynamicEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
type Manifest = z.infer<typeof manifestSchema>;

export interface BundleRow {
  /** What is loaded: "portal home (first page)", "page pages/AccountPage.tsx"... */
  bundle: string;
  files: number;
  jsGzipKB: number;
  cssGzipKB: number;
}

/** The chunk of `key` and every chunk it imports statically: what the browser loads with it. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * Gzip sizes of the built client (dist/client, from `npm run build`), read from Vite's manifest:
 * the portal's first page (the entry and the home page's chunk, as the browser loads them), what
 * each other page and the Gem Store add on top of the entry, and GraphiQL.
 */
export function bundleSizes(distDir = readConfig({}).clientDistDir): BundleRow[] {
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8")));
  // As the server sends them: the build's Zopfli copy where there is one (api/http/staticFiles.ts), else zlib's level 9.
  const gzipKB = (file: string) => {
    const built = path.join(distDir, `${file}.gz`);
    return (existsSync(built) ? statSync(built).size : gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length) / 1024;
  };
  const row = (bundle: string, keys: Set<string>, minus = new Set<string>()): BundleRow => {
    const chunks = [...keys].filter((key) => !minus.has(key)).map((key) => manifest[key]!);
    const css = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
    return {
      bundle,
      files: chunks.length,
      jsGzipKB: Number(chunks.reduce((sum, chunk) => sum + gzipKB(chunk.file), 0).toFixed(1)),
      cssGzipKB: Number([...css].reduce((sum, file) => sum + gzipKB(file), 0).toFixed(1)),
    };
  };
  const entry = closure(manifest, ["index.html"]);
  const rows = [row("portal entry", entry), row("portal home (first page)", closure(manifest, ["index.html", "pages/HomePage.tsx"]))];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry && !key.includes("node_modules")) rows.push(row(`+ ${key}`, closure(manifest, [key]), entry));
  }
  rows.push(row("graphiql", closure(manifest, ["graphiql/index.html"])));
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.table(bundleSizes());
}
