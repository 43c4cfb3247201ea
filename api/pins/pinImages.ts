import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { StorePin, StorePinBoard } from "../store/storeCatalog.ts";

/**
 * The pins' and boards' images, made from their SVG art in data/img (docs/product/pins.md#images): a pin whose id ends
 * in -A is its SVG as written, any other pin a PNG rendered from its SVG; a board is a JPEG, full
 * size or a small preview.
 */

export interface PinImage {
  body: Uint8Array;
  contentType: "image/svg+xml" | "image/png" | "image/jpeg";
}

/** Pixels per board cell in a rendered pin: twice the art's 100 units, sharp on high-density screens. */
const PIN_PNG_CELL = 200;
/**
 * A full board is rendered at twice the art's 1200 units across: on a high-density desktop screen
 * a board spans 1700 device pixels and more (840 CSS pixels at 1920 x 1080), where a 1200-pixel
 * image was stretched soft. The small preview is 300 pixels across.
 */
const BOARD_ART_WIDTH = 1200;
const BOARD_FULL_SCALE = 2;
const BOARD_SMALL_WIDTH = 300;
/** The art is drawn at 72 dpi (1 unit = 1 px); rasterising at a multiple keeps edges sharp. */
const SVG_DPI = 72;

export type BoardImageSize = "full" | "small";

export function isSvgPin(pinId: string): boolean {
  return pinId.endsWith("-A");
}

async function readArt(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
}

/** The pin's image, or undefined when its art is missing. */
export async function pinImage(imageDir: string, pin: StorePin): Promise<PinImage | undefined> {
  const svg = await readArt(path.join(imageDir, "pins", `${pin.i}.svg`));
  if (!svg) return undefined;
  if (isSvgPin(pin.i)) return { body: svg, contentType: "image/svg+xml" };
  const scale = PIN_PNG_CELL / 100;
  const png = await sharp(svg, { density: SVG_DPI * scale })
    .resize(PIN_PNG_CELL * pin.cw, PIN_PNG_CELL * pin.ch, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { body: png, contentType: "image/png" };
}

/** The board's background as a JPEG, or undefined when its art is missing. */
export async function boardImage(imageDir: string, board: StorePinBoard, size: BoardImageSize): Promise<PinImage | undefined> {
  const svg = await readArt(path.join(imageDir, "pboards", `${board.id}.svg`));
  if (!svg) return undefined;
  const width = size === "full" ? BOARD_ART_WIDTH * BOARD_FULL_SCALE : BOARD_SMALL_WIDTH;
  // Rasterised at the size it is served, so the art's edges and grain are drawn, not scaled up.
  const jpeg = await sharp(svg, { density: size === "full" ? SVG_DPI * BOARD_FULL_SCALE : SVG_DPI })
    .resize({ width })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: size === "full" ? 82 : 78, mozjpeg: true })
    .toBuffer();
  return { body: jpeg, contentType: "image/jpeg" };
}
