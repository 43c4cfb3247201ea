import { writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipAsync } from "@gfx/zopfli";
import type { Plugin } from "vite";

/** Below this, compression saves less than its headers cost (as api/http/precomputed.ts). */
const MIN_BYTES = 512;

/**
 * Writes beside each script and stylesheet the `entry` chunk loads, at once or later, its gzip
 * made with Zopfli (`<file>.gz`): gzip any browser reads, about 4% smaller than zlib's best, and
 * far too slow (a good part of a second per file) to make per request or at start-up, so it is
 * made here once. The server sends it to clients that accept gzip but not brotli
 * (api/http/staticFiles.ts). Only Vite's hashed files: their name changes with their content, so a
 * `.gz` is never older than its file. GraphiQL's megabytes of editor are left to zlib at serve time.
 */
export function precompressedGzip(entry: string): Plugin {
  return {
    name: "playden:precompressed-gzip",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir;
      const start = Object.values(bundle).find((file) => file.type === "chunk" && file.isEntry && file.name === entry);
      if (!dir || !start) return;
      const files = new Set<string>();
      const visit = (fileName: string) => {
        const file = bundle[fileName];
        if (files.has(fileName) || file?.type !== "chunk") return;
        files.add(fileName);
        file.viteMetadata?.importedCss.forEach((css) => files.add(css));
        [...file.imports, ...file.dynamicImports].forEach(visit);
      };
      visit(start.fileName);
      for (const fileName of files) {
        const file = bundle[fileName];
        if (!file || !fileName.startsWith("assets/")) continue;
        const bytes = file.type === "chunk" ? Buffer.from(file.code) : typeof file.source === "string" ? Buffer.from(file.source) : file.source;
        if (bytes.length >= MIN_BYTES) await writeFile(path.join(dir, `${fileName}.gz`), await gzipAsync(bytes, { numiterations: 5 }));
      }
    },
  };
}
