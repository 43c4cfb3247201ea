import { Hono } from "hono";
import { readDataFile, type DataFileSources } from "../catalog/dataFiles.ts";

/** GET /.data/{name}.dat: the catalog files, revalidated by ETag. */
export function dataFilesRoute(sources: DataFileSources): Hono {
  const route = new Hono();
  route.get("/:file", async (c) => {
    const match = /^([a-z_]+)\.dat$/.exec(c.req.param("file"));
    const file = match?.[1] ? await readDataFile(sources, match[1]) : undefined;
    if (!file) return c.json({ error: "not_found", message: `There is no data file named ${c.req.param("file")}.` }, 404);
    const headers = {
      ETag: file.etag,
      "Last-Modified": file.dataDate.toUTCString(),
      "X-Data-Date": String(file.dataDate.getTime()),
      // Clients follow the data date; a short max-age keeps repeat loads cheap but never stale for long.
      "Cache-Control": "public, max-age=60, must-revalidate",
    };
    const ifNoneMatch = c.req.header("If-None-Match");
    if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === file.etag || tag.trim() === "*")) {
      return c.body(null, 304, headers);
    }
    return c.body(file.body, 200, { ...headers, "Content-Type": "application/json; charset=utf-8" });
  });
  return route;
}
