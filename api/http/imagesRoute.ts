import { Hono, type Context } from "hono";
import type { CatalogCache } from "../catalog/catalogCache.ts";
import { sendPrecomputed } from "./precomputed.ts";
import { staticFiles, type StaticFiles } from "./staticFiles.ts";

const CONTENT_TYPES = new Map([
  ["svg", "image/svg+xml"],
  ["png", "image/png"],
  ["jpg", "image/jpeg"],
  ["webp", "image/webp"],
]);
const contentType = (urlPath: string) => CONTENT_TYPES.get(urlPath.slice(urlPath.lastIndexOf(".") + 1));
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function notFound(c: Context): Response {
  return c.text("Image not found", 404);
}

/**
 * The images that data/img holds: game thumbnails and everything under /img. They belong to the
 * catalog, so they are listed and held in memory once per data date (a reload serves new images).
 */
export function imagesRoute(imageDir: string, cache: CatalogCache): Hono {
  const route = new Hono();
  const images = (): Promise<StaticFiles> => cache.memo("images", () => staticFiles(imageDir, { include: (urlPath) => contentType(urlPath) !== undefined, contentType }));
  const send = async (c: Context, urlPath: string) => {
    const image = await (await images()).get(urlPath);
    return image ? sendPrecomputed(c, image) : notFound(c);
  };
  route.get("/game/:slug/summary", (c) => {
    const slug = c.req.param("slug");
    return SAFE_SEGMENT.test(slug) ? send(c, `/game/${slug}/summary.svg`) : notFound(c);
  });
  // Only files listed under data/img are served: a URL is looked up, never joined into a path.
  route.get("/img/*", (c) => send(c, c.req.path.slice("/img".length)));
  return route;
}
