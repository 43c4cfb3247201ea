import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";

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
 * The built games, same origin as the portal: /play/{slug}/ is the game's page (revalidated, so
 * a new build shows at once), /play/assets/* its content-hashed files (cached for good), and
 * /play/{slug} without the slash goes to the folder. Everything else under /play is 404.
 * Names are checked against strict patterns before any file is touched, so no path escapes dir.
 */
export function playRoute(dir: string): Hono {
  const route = new Hono();
  const notFound = (what: string) => new Response(`There is no game file at ${what}.`, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

  route.get("/assets/:file", async (c) => {
    const name = c.req.param("file");
    const type = TYPES[path.extname(name)];
    if (!ASSET.test(name) || name.startsWith(".") || !type) return notFound(c.req.path);
    const body = await fileOrNull(path.join(dir, "assets", name));
    if (!body) return notFound(c.req.path);
    return c.body(new Uint8Array(body), 200, { "Content-Type": type, "Cache-Control": "public, max-age=31536000, immutable" });
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
    return c.body(new Uint8Array(body), 200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
  });

  route.all("*", (c) => notFound(c.req.path));
  return route;
}
