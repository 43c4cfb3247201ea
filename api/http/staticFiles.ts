import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { getMimeType } from "hono/utils/mime";
import { precompute, type PrecomputedBody } from "./precomputed.ts";

/**
 * The built client's files, held in memory: the folder is listed once, so a URL either names a
 * file of that list exactly or nothing (no path is ever joined from the URL, nothing outside the
 * folder is reachable), and each file is read and compressed on its first request. A path not
 * listed lists the folder again, at most every few seconds (a build may have been under way);
 * a new build as a whole is served after a restart, as `npm start` does.
 */
export interface StaticFiles {
  /** The file at this URL path (e.g. "/assets/portal-Ab12.js"), or undefined. */
  get(urlPath: string): Promise<PrecomputedBody | undefined>;
}

/** How often at most a request for an unlisted file lists the folder again. */
const RELIST_AFTER_MS = 5000;

/** Vite names these by their content hash: they never change at their URL. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed files (favicon.svg): cached a while, then revalidated by ETag. */
const REVALIDATED = "public, max-age=3600";

export function staticFiles(root: string, options: { immutablePrefix?: string; include: (urlPath: string) => boolean; contentType?: (urlPath: string) => string | undefined }): StaticFiles {
  let listing: Promise<Set<string>> | undefined;
  const loaded = new Map<string, Promise<PrecomputedBody | undefined>>();

  let listedAt = 0;
  const list = async (): Promise<Set<string>> => {
    listedAt = Date.now();
    try {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      return new Set(
        entries
          .filter((entry) => entry.isFile())
          .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
          .filter(options.include),
      );
    } catch {
      // Not built yet: looked for again on the next request.
      listing = undefined;
      return new Set();
    }
  };

  const load = async (urlPath: string): Promise<PrecomputedBody | undefined> => {
    try {
      const body = await readFile(path.join(root, ...urlPath.split("/")));
      return await precompute(body, {
        "Content-Type": (options.contentType ?? getMimeType)(urlPath) ?? "application/octet-stream",
        "Cache-Control": options.immutablePrefix !== undefined && urlPath.startsWith(options.immutablePrefix) ? IMMUTABLE : REVALIDATED,
      });
    } catch {
      loaded.delete(urlPath);
      return undefined;
    }
  };

  return {
    get: async (urlPath) => {
      const known = loaded.get(urlPath);
      if (known) return known;
      if (!(await (listing ??= list())).has(urlPath)) {
        // A build may have been under way when the folder was listed: an unknown path looks again, now and then.
        if (Date.now() - listedAt < RELIST_AFTER_MS) return undefined;
        listing = list();
        if (!(await listing).has(urlPath)) return undefined;
      }
      const file = load(urlPath);
      loaded.set(urlPath, file);
      return file;
    },
  };
}
