import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";

const CONTENT_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
};

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

async function sendImage(file: string): Promise<Response | undefined> {
  const type = CONTENT_TYPES[path.extname(file)];
  if (!type) return undefined;
  try {
    const body = await readFile(file);
    return new Response(body, { headers: { "Content-Type": type, "Cache-Control": "public, max-age=3600" } });
  } catch {
    return undefined;
  }
}

function notFound(): Response {
  return new Response("Image not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** The images that data/img holds: game thumbnails and everything under /img. */
export function imagesRoute(imageDir: string): Hono {
  const route = new Hono();
  route.get("/game/:slug/summary", async (c) => {
    const slug = c.req.param("slug");
    if (!SAFE_SEGMENT.test(slug)) return notFound();
    return (await sendImage(path.join(imageDir, "game", slug, "summary.svg"))) ?? notFound();
  });
  route.get("/img/*", async (c) => {
    const segments = c.req.path.slice("/img/".length).split("/");
    // Only plain names: no "..", no hidden files, so nothing outside data/img is reachable.
    if (segments.length === 0 || !segments.every((segment) => SAFE_SEGMENT.test(segment) && !segment.includes(".."))) {
      return notFound();
    }
    return (await sendImage(path.join(imageDir, ...segments))) ?? notFound();
  });
  return route;
}
