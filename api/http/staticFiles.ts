import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { getMimeType } from "hono/utils/mime";
import { precompute, type PrecomputedBody } from "./precomputed.ts";

/**
 * The built client's files, held in memory: the folder is listed once, so a URL either names a
 * file of that list exactly or nothing (no path is ever joined from the URL, nothing outside the
 * folder is reachable), and each file is read and compressed on its first request. A hashed file's
 * gzip made by the build (`<file>.gz`, scripts/vitePrecompressPlugin.ts) is sent as its gzip
 * representation, and is not a file of its own at any URL. A path not
 * listed lists the folder again, at most every few seconds (a build may have been under way);
 * a new build as a whole is served after a restart, as `npm start` does.
 */
export interface StaticFiles {
  /** The file at this URL path (e.g. "/assets/portal-Ab12.js"), or undefined. */
  get(urlPath: string): Promise<PrecomputedBody | undefined>;
}

/** How often at most a request for an unlisted file lists the folder again. */
const RELIST_AFTER_MS = 5000;

const GZIP_SUFFIX = ".gz";

function gzipOf(body: Uint8Array, gzipped: Uint8Array): Uint8Array | undefined {
  try {
    return gunzipSync(gzipped).equals(body) ? gzipped : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Compressed files kept for the whole process, by path, version and headers: every app this
 * process builds over the same build (one per test file, or a restart of the portal in the same
 * process) compresses each file once. Bounded, the oldest going first.
 */
const COMPRESSED_ENTRIES = 2_000;
const compressed = new Map<string, Promise<PrecomputedBody>>();

/**
 * A file's compressed forms, made once per process for each version of the file (its mtime and
 * size) and each set of headers, so a changed file is read anew. With `gzipSidecar`, the build's
 * `<file>.gz` is its gzip when it inflates to this very body. Fails when there is no such file.
 */
export async function compressedFile(file: string, headers: Record<string, string>, gzipSidecar = false): Promise<PrecomputedBody> {
  const info = await stat(file);
  if (!info.isFile()) throw new Error(`${file} is not a file.`);
  const key = `${file}\n${info.mtimeMs}:${info.size}\n${JSON.stringify(headers)}`;
  const known = compressed.get(key);
  if (known) return known;
  const made = Promise.all([readFile(file), gzipSidecar ? readFile(`${file}${GZIP_SUFFIX}`).catch(() => undefined) : undefined]).then(([body, gzipped]) =>
    // A copy that is not this very body's (a build cut short) is left aside: zlib makes one.
    precompute(body, headers, gzipped && gzipOf(body, gzipped)),
  );
  compressed.set(key, made);
  made.catch(() => compressed.delete(key));
  if (compressed.size > COMPRESSED_ENTRIES) compressed.delete(compressed.keys().next().value!);
  return made;
}

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
      const files = new Set(
        entries.filter((entry) => entry.isFile()).map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`),
      );
      return new Set([...files].filter((urlPath) => options.include(urlPath) && !(urlPath.endsWith(GZIP_SUFFIX) && files.has(urlPath.slice(0, -GZIP_SUFFIX.length)))));
    } catch {
      // Not built yet: looked for again on the next request.
      listing = undefined;
      return new Set();
    }
  };

  const load = async (urlPath: string): Promise<PrecomputedBody | undefined> => {
    try {
      const file = path.join(root, ...urlPath.split("/"));
      const hashed = options.immutablePrefix !== undefined && urlPath.startsWith(options.immutablePrefix);
      const headers = {
        "Content-Type": (options.contentType ?? getMimeType)(urlPath) ?? "application/octet-stream",
        "Cache-Control": hashed ? IMMUTABLE : REVALIDATED,
      };
      return await compressedFile(file, headers, hashed);
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
