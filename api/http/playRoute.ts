import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import type { PortalConfig } from "../config.ts";
import { ownOrigin, sentToOrigin } from "./guards.ts";
import { precompute, sendPrecomputed, type PrecomputedBody } from "./precomputed.ts";
import { staticFiles } from "./staticFiles.ts";

/** Where the games' build (games/vite.config.ts) lands: beside the portal's client build. */
export function playDistDir(clientDistDir: string): string {
  return path.join(path.dirname(clientDistDir), "play");
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ASSET = /^[A-Za-z0-9._-]+$/;
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
};

/** The types of the files a game's build has; any other is not served. */
const typeOf = (name: string): string | undefined => TYPES[path.extname(name)];

/** What lets the sandbox's opaque origin load a game's files: its scripts load in CORS mode, its styles and images across origins. */
const READABLE_FROM_THE_SANDBOX = { "Access-Control-Allow-Origin": "*", "Cross-Origin-Resource-Policy": "cross-origin" };

/**
 * The game pages, compressed once per version of the file: a page is read again when its file
 * changed (a new build shows at once, without a restart).
 */
function gamePages(dir: string): (slug: string) => Promise<PrecomputedBody | null> {
  const pages = new Map<string, { version: string; page: Promise<PrecomputedBody> }>();
  return async (slug) => {
    const file = path.join(dir, slug, "index.html");
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      const version = `${info.mtimeMs}:${info.size}`;
      const known = pages.get(slug);
      if (known?.version === version) return await known.page;
      const page = readFile(file).then((body) => precompute(body, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" }));
      pages.set(slug, { version, page });
      return await page;
    } catch {
      pages.delete(slug);
      return null;
    }
  };
}

/**
 * A game page's policy: it runs sandboxed (an opaque origin, even when opened on its own), may be
 * framed by the portal only, loads its files from where it was served and talks to the portal's
 * API only.
 */
function gameFramePolicy(servedFrom: string, portal: string): string {
  return [
    "default-src 'none'",
    `script-src ${servedFrom}`,
    `style-src ${servedFrom} 'unsafe-inline'`,
    `img-src ${servedFrom} data: blob:`,
    `font-src ${servedFrom} data:`,
    `media-src ${servedFrom} data: blob:`,
    `connect-src ${portal}`,
    `frame-ancestors ${portal}`,
    "base-uri 'none'",
    "form-action 'none'",
    "sandbox allow-scripts allow-forms",
  ].join("; ");
}

/**
 * The built games: /play/{slug}/ is the game's page (revalidated, so a new build shows at once),
 * /play/assets/* its content-hashed files (cached for good, readable from the sandbox's opaque
 * origin), and /play/{slug} without the slash goes to the folder. Everything else under /play is
 * 404. Served at the portal's origin or at PLAY_ORIGIN (config.playOrigin). Names are checked
 * against strict patterns before any file is touched, so no path escapes dir.
 */
export function playRoute(dir: string, config: Pick<PortalConfig, "publicUrl">): Hono {
  const route = new Hono();
  // The hashed files, held in memory and compressed once each, as the portal's own (staticFiles.ts).
  const assets = staticFiles(dir, { immutablePrefix: "/assets/", include: (urlPath) => urlPath.startsWith("/assets/") && typeOf(urlPath) !== undefined, contentType: typeOf });
  const pageOf = gamePages(dir);
  const notFound = (what: string) => new Response(`There is no game file at ${what}.`, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

  route.get("/assets/:file", async (c) => {
    const name = c.req.param("file");
    if (!ASSET.test(name) || name.startsWith(".") || !typeOf(name)) return notFound(c.req.path);
    const file = await assets.get(`/assets/${name}`);
    return file ? sendPrecomputed(c, file, 200, READABLE_FROM_THE_SANDBOX) : notFound(c.req.path);
  });

  route.get("/:slug", (c) => {
    const slug = c.req.param("slug");
    return SLUG.test(slug) ? c.redirect(`/play/${slug}/`, 301) : notFound(c.req.path);
  });

  route.get("/:slug/", async (c) => {
    const slug = c.req.param("slug");
    if (!SLUG.test(slug) || slug === "assets") return notFound(c.req.path);
    const page = await pageOf(slug);
    if (!page) return notFound(c.req.path);
    const servedFrom = sentToOrigin(c.req.url);
    return sendPrecomputed(c, page, 200, { "Content-Security-Policy": gameFramePolicy(servedFrom, ownOrigin(config.publicUrl, servedFrom)) });
  });

  route.all("*", (c) => notFound(c.req.path));
  return route;
}
