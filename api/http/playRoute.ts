import path from "node:path";
import { Hono } from "hono";
import type { PortalConfig } from "../config.ts";
import { ownOrigin, sentToOrigin } from "./guards.ts";
import { sendPrecomputed } from "./precomputed.ts";
import { compressedFile, staticFiles } from "./staticFiles.ts";

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

const PAGE_HEADERS = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" };

/** What lets the sandbox's opaque origin load a game's files: its scripts load in CORS mode, its styles and images across origins. */
const READABLE_FROM_THE_SANDBOX = { "Access-Control-Allow-Origin": "*", "Cross-Origin-Resource-Policy": "cross-origin" };

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
  // A game's page, compressed once per version of its file: a new build shows at once, without a restart.
  const pageOf = (slug: string) => compressedFile(path.join(dir, slug, "index.html"), PAGE_HEADERS).catch(() => null);
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
