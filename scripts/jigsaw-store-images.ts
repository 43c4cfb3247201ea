import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { z } from "zod";
import { ROOT_DIR } from "../api/config.ts";
import { pictureSvg } from "../games/jigsaw-joy/pictures/pictures.ts";

/**
 * Draws the store's pictures of Jigsaw Joy's packs (data/img/game/jigsaw-joy/store/) from the
 * game's own art, so what the store sells is what the game deals: `<pack>_<n>.jpg` for each
 * picture and `<pack>_p.jpg`, the pack's cover (its whole first picture above a banner with its
 * title and how many pictures it holds). Run `npx tsx scripts/jigsaw-store-images.ts` after a picture or
 * a pack changes; the files are committed.
 */
const DATA_DIR = path.join(ROOT_DIR, "data");
const WIDTH = 400;
const HEIGHT = 300;
const OUT_DIR = path.join(DATA_DIR, "img", "game", "jigsaw-joy", "store");

const Packs = z.object({ JIG: z.array(z.object({ id: z.string(), title: z.string(), items: z.array(z.string()) })) });
const packs = Packs.parse(JSON.parse(readFileSync(path.join(DATA_DIR, "store_images.json"), "utf8"))).JIG;

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

async function picture(pack: string, index: number): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(pack, index))).resize(WIDTH, HEIGHT).png().toBuffer();
}

/** Above the banner: where the whole first picture shows, at the picture's own proportions. */
const SHOWN_HEIGHT = 226;
const SHOWN_WIDTH = Math.round((SHOWN_HEIGHT * WIDTH) / HEIGHT);

/**
 * The cover: the whole first picture above a banner with a puzzle piece, the title and the count,
 * on the same picture blurred and dimmed (so a subject at the picture's foot is not under the banner).
 */
async function cover(first: Buffer, title: string, count: number): Promise<Buffer> {
  const backdrop = await sharp(first).blur(14).modulate({ brightness: 0.72 }).png().toBuffer();
  const left = (WIDTH - SHOWN_WIDTH) / 2;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <image href="data:image/png;base64,${backdrop.toString("base64")}" width="${WIDTH}" height="${HEIGHT}"/>
  <rect x="${left - 3}" y="0" width="${SHOWN_WIDTH + 6}" height="${SHOWN_HEIGHT}" fill="#ffffff" fill-opacity="0.85"/>
  <image href="data:image/png;base64,${first.toString("base64")}" x="${left}" y="0" width="${SHOWN_WIDTH}" height="${SHOWN_HEIGHT}" preserveAspectRatio="none"/>
  <rect y="228" width="${WIDTH}" height="72" fill="#1f4e5f" fill-opacity="0.95"/>
  <rect y="226" width="${WIDTH}" height="3" fill="#f6d76b"/>
  <path d="M18 252h9a5 5 0 1 1 8 0h9v9a5 5 0 1 0 0 8v9H18v-9a5 5 0 1 1 0-8z" fill="#f6d76b"/>
  <text x="212" y="260" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${title.length > 16 ? 26 : 30}" font-weight="bold" fill="#ffffff">${escape(title)}</text>
  <text x="212" y="285" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="12" letter-spacing="2" fill="#d8e6ea">${count} PICTURES TO PUZZLE</text>
</svg>`);
}

for (const pack of packs) {
  for (const [index] of pack.items.entries()) {
    const png = await picture(pack.id, index);
    writeFileSync(path.join(OUT_DIR, `${pack.id}_${index + 1}.jpg`), await sharp(png).jpeg({ quality: 86 }).toBuffer());
  }
  const jpeg = await sharp(await cover(await picture(pack.id, 0), pack.title, pack.items.length)).jpeg({ quality: 86 }).toBuffer();
  writeFileSync(path.join(OUT_DIR, `${pack.id}_p.jpg`), jpeg);
  console.log(`${pack.id}: ${pack.items.length} pictures and the cover`);
}
