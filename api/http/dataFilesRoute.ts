import { Hono } from "hono";
import { isDataFileName, readDataFile, type DataFileSources } from "../catalog/dataFiles.ts";
import type { FastAnswers } from "./fastAnswers.ts";
import { precompute, sendPrecomputed } from "./precomputed.ts";

const DATA_FILE_NAME = /^([a-z_]+)\.dat$/;

/** GET /.data/{name}.dat: the catalog files, compressed once per data date and revalidated by ETag. */
export function dataFilesRoute(sources: DataFileSources, fastAnswers: FastAnswers): Hono {
  const route = new Hono();
  route.get("/:file", async (c) => {
    const name = DATA_FILE_NAME.exec(c.req.param("file"))?.[1];
    const response =
      name === undefined || !isDataFileName(name)
        ? undefined
        : await sources.catalogCache.memo(`data-file-response:${name}`, async () => {
            const file = await readDataFile(sources, name);
            return (
              file &&
              (await precompute(file.body, {
                "Content-Type": "application/json; charset=utf-8",
                "Last-Modified": file.dataDate.toUTCString(),
                "X-Data-Date": String(file.dataDate.getTime()),
                // Clients follow the data date; a short max-age keeps repeat loads cheap but never stale for long.
                "Cache-Control": "public, max-age=60, must-revalidate",
                // Public catalog data: game frames (a sandbox's opaque origin) read the store's packs from here.
                "Access-Control-Allow-Origin": "*",
              }))
            );
          });
    if (!response) return c.json({ error: "not_found", message: `There is no data file named ${c.req.param("file")}.` }, 404);
    const edition = await sources.catalogCache.edition().catch(() => undefined);
    if (edition) fastAnswers.keep(c, response, 200, edition);
    return sendPrecomputed(c, response);
  });
  return route;
}
