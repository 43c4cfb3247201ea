import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import type { PortalConfig } from "../config.ts";
import { ownOrigin, sentToOrigin } from "./guards.ts";

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

async function fileOrNull(file: string): Promise<Buffer | null> {
  try {
    if (!(await stat(file)).isFile()) return null;
    return await readFile(file);
  } catch {
    return null;
  }
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
  const notFound = (what: string) => new Response(`There is no game file at ${what}.`, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

  route.get("/assets/:file", async (c) => {
    const name = c.req.param("file");
    const type = TYPES[path.extname(name)];
    if (!ASSET.test(name) || name.startsWith(".") || !type) return notFound(c.req.path);
    const body = await fileOrNull(path.join(dir, "assets", name));
    if (!body) return notFound(c.req.path);
    return c.body(new Uint8Array(body), 200, {
      "Content-Type": type,
      "Cache-Control": "public, max-age=31536000, immutable",
      // The frame's origin is opaque: its module scripts load in CORS mode, its styles and images across origins.
      "Access-Control-Allow-Origin": "*",
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
  });

  route.get("/:slug", (c) => {
    const slug = c.req.param("slug");
    return SLUG.test(slug) ? c.redirect(`/play/${slug}/`, 301) : notFound(c.req.path);
  });

  route.get("/:slug/", async (c) => {
    const slug = c.req.param("slug");
    if (!SLUG.test(slug) || slug === "assets") return notFound(c.req.path);
    const body = await fileOrNull(path.join(dir, slug, "index.html"));
    if (!body) return notFound(c.req.path);
    const servedFrom = sentToOrigin(c.req.url);
    const portal = ownOrigin(config.publicUrl, servedFrom);
    return c.body(new Uint8Array(body), 200, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "Content-Security-Policy": gameFramePolicy(servedFrom, portal),
    });
  });

  route.all("*", (c) => notFound(c.req.path));
  return route;
}
