import { readFileSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { OFFLINE_FRAMES_MANIFEST, offlineFrames, type OfflineFrames } from "../../shared/offlineFrames.ts";
import { sendPrecomputed } from "./precomputed.ts";
import { staticFiles } from "./staticFiles.ts";

/** Where the offline frames' build (scripts/buildOfflineFrames.ts) lands: beside the portal's client build. */
export function offlineFramesDir(clientDistDir: string): string {
  return path.join(path.dirname(clientDistDir), "play-offline");
}

/**
 * The offline frames' manifest as built, read once: the portal's Content-Security-Policy lists
 * its scripts' hashes, so both follow the build the server started with (as the pages do). No
 * build, or an unreadable one, is no offline frame.
 */
export function readOfflineFrames(dir: string): OfflineFrames {
  try {
    const parsed = offlineFrames.safeParse(JSON.parse(readFileSync(path.join(dir, OFFLINE_FRAMES_MANIFEST), "utf8")));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * /play-offline/manifest.json (revalidated on every use) and the content-named files it lists,
 * cached for good. The portal page fetches them while online and keeps them for offline play.
 */
export function offlineFramesRoute(dir: string, frames: OfflineFrames): Hono {
  const route = new Hono();
  const listed = new Set(Object.values(frames).flatMap((frame) => [`/${frame.script}`, `/${frame.style}`]));
  const files = staticFiles(dir, { immutablePrefix: "/", include: (urlPath) => listed.has(urlPath) });
  const manifest = JSON.stringify(frames);
  route.get(`/${OFFLINE_FRAMES_MANIFEST}`, (c) => c.body(manifest, 200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-cache" }));
  route.get("/:file", async (c) => {
    const file = await files.get(`/${c.req.param("file")}`);
    return file ? sendPrecomputed(c, file) : c.text(`There is no offline frame at ${c.req.path}.`, 404);
  });
  route.all("*", (c) => c.text(`There is no offline frame at ${c.req.path}.`, 404));
  return route;
}
