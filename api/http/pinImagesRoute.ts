import { Hono, type Context } from "hono";
import type { CatalogCache } from "../catalog/catalogCache.ts";
import { findBoard, findPin } from "../pins/pins.ts";
import { boardImage, isSvgPin, pinImage, type PinImage } from "../pins/pinImages.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";
import type { FastAnswers } from "./fastAnswers.ts";
import { precompute, sendPrecomputed, type PrecomputedBody } from "./precomputed.ts";

/** /api/pin/{id} with or without the extension its id implies (.svg for -A ids, else .png). */
const PIN_FILE = /^([A-Z0-9]+(?:-[A-Z0-9]+)*)(?:\.(svg|png))?$/;
/** /img/pboards/{id}.jpg and {id}-sm.jpg; ids are upper case, so "-sm" is never part of one. */
const BOARD_FILE = /^([A-Z0-9]+(?:-[A-Z0-9]+)*|default)(-sm)?\.jpg$/;

/** Like data/img's other images: cached a while, then revalidated by ETag (the art may change with the catalog). */
const CACHE_CONTROL = "public, max-age=3600";
/** An SVG opened on its own is a document: it may draw, never run or load anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

async function precomputeImage(image: PinImage | undefined): Promise<PrecomputedBody | null> {
  if (!image) return null;
  return precompute(image.body, {
    "Content-Type": image.contentType,
    "Cache-Control": CACHE_CONTROL,
    ...(image.contentType === "image/svg+xml" ? { "Content-Security-Policy": SVG_POLICY } : {}),
  });
}

/**
 * The pins' and boards' images, rendered from their SVG art once per catalog edition (a reload
 * may bring new art) and kept in memory; unknown ids and missing art answer 404.
 */
export function pinImagesRoutes(imageDir: string, store: StoreCatalog, cache: CatalogCache, fastAnswers: FastAnswers) {
  const notFound = (c: Context) => c.text("Image not found", 404);
  const send = async (c: Context, image: PrecomputedBody | null) => {
    if (!image) return notFound(c);
    const edition = await cache.edition().catch(() => undefined);
    if (edition) fastAnswers.keep(c, image, 200, edition);
    return sendPrecomputed(c, image);
  };

  const pins = new Hono();
  pins.get("/:file", async (c) => {
    const match = PIN_FILE.exec(c.req.param("file"));
    const pin = match ? findPin(store, match[1]!) : undefined;
    if (!match || !pin) return notFound(c);
    const extension = match[2];
    if (extension !== undefined && extension !== (isSvgPin(pin.i) ? "svg" : "png")) return notFound(c);
    return send(c, await cache.memo(`pin-image:${pin.i}`, async () => precomputeImage(await pinImage(imageDir, pin))));
  });

  const boards = new Hono();
  boards.get("/:file", async (c) => {
    const match = BOARD_FILE.exec(c.req.param("file"));
    const board = match ? findBoard(store, match[1]!) : undefined;
    if (!match || !board) return notFound(c);
    const size = match[2] ? "small" : "full";
    return send(c, await cache.memo(`board-image:${board.id}:${size}`, async () => precomputeImage(await boardImage(imageDir, board, size))));
  });
  return { pins, boards };
}
