import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { GraphiQLOptions } from "graphql-yoga";
import { Hono } from "hono";

/**
 * GraphiQL served entirely by the portal: yoga's own page loads its CSS and JavaScript from a CDN,
 * which leaves developers without network (or behind a strict CSP) with "Loading..." forever.
 * The files come from the @graphql-yoga/graphiql package; the page has no inline script.
 */

const packageJson = createRequire(import.meta.url).resolve("@graphql-yoga/graphiql/package.json");
const DIST_DIR = path.join(path.dirname(packageJson), "dist");
const VERSION = (JSON.parse(readFileSync(packageJson, "utf8")) as { version: string }).version;
const BOOT_SCRIPT = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "graphiql-boot.js"));

const CONTENT_TYPES = { ".css": "text/css; charset=utf-8", ".js": "text/javascript; charset=utf-8" } as const;
/** The package's files that the page and Monaco's workers load; nothing else is served. */
const PACKAGE_FILES = new Set([
  "graphiql.css",
  "yoga-graphiql.umd.js",
  "monacoeditorwork/editor.worker.bundle.js",
  "monacoeditorwork/json.worker.bundle.js",
  "monacoeditorwork/graphql.worker..bundle.js",
]);
// Paths carry the package version or the boot script's hash, so a file never changes at its URL.
const IMMUTABLE = "public, max-age=31536000, immutable";

const GRAPHIQL_PATH = "/graphiql";
const PACKAGE_BASE = `${GRAPHIQL_PATH}/${VERSION}/`;
const BOOT_URL = `${GRAPHIQL_PATH}/boot-${createHash("sha256").update(BOOT_SCRIPT).digest("hex").slice(0, 12)}.js`;

/** Mounted at the root: it answers only under GRAPHIQL_PATH. */
export function graphiqlAssetsRoute(): Hono {
  const route = new Hono();
  route.get(BOOT_URL, (c) => c.body(BOOT_SCRIPT, 200, { "Content-Type": CONTENT_TYPES[".js"], "Cache-Control": IMMUTABLE }));
  route.get(`${PACKAGE_BASE}*`, async (c) => {
    const file = c.req.path.slice(PACKAGE_BASE.length);
    if (!PACKAGE_FILES.has(file)) return c.text("Not found", 404);
    const type = file.endsWith(".css") ? CONTENT_TYPES[".css"] : CONTENT_TYPES[".js"];
    return c.body(await readFile(path.join(DIST_DIR, file)), 200, { "Content-Type": type, "Cache-Control": IMMUTABLE });
  });
  route.all(`${GRAPHIQL_PATH}/*`, (c) => c.text("Not found", 404));
  return route;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** yoga's renderGraphiQL: the page, referencing only the files above. */
export function renderGraphiQL(options: GraphiQLOptions): string {
  const title = escapeHtml(options.title ?? "GraphiQL");
  // A JSON data block is not run as script, so script-src does not apply; "<" is escaped so the
  // options cannot close the element.
  const json = JSON.stringify(options).replace(/</g, "\\u003c");
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="${PACKAGE_BASE}graphiql.css" />
    <script src="${BOOT_URL}" defer></script>
    <script src="${PACKAGE_BASE}yoga-graphiql.umd.js" defer></script>
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>GraphiQL needs JavaScript.</noscript>
    <div id="graphiql" data-assets="${PACKAGE_BASE}">Loading ${title}…</div>
    <script type="application/json" id="graphiql-options">${json}</script>
  </body>
</html>
`;
}
