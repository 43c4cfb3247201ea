import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { z } from "zod";
import { ROOT_DIR } from "../api/config.ts";
import { pictureOf } from "../games/playful-painter/pictures/index.ts";
import { pictureSvg } from "../games/playful-painter/pictures/svg.ts";

/**
 * Draws the store's pictures of Playful Painter's packs (data/img/game/playful-painter/store/) from
 * the game's own pictures, finished: `<pack>_<n>.jpg` for each picture and `<pack>_p.jpg`, the
 * pack's cover (its first picture above a banner with its title and how many pictures it holds).
 * Run `npx tsx scripts/painter-store-images.ts [PACK...]` after a picture or a pack changes (no
 * packs: every pack); the files are committed.
 */
const DATA_DIR = path.join(ROOT_DIR, "data");
const WIDTH = 400;
const HEIGHT = 300;
const OUT_DIR = path.join(DATA_DIR, "img", "game", "playful-painter", "store");

const Packs = z.object({ PAI: z.array(z.object({ id: z.string(), title: z.string(), items: z.array(z.string()) })) });
const asked = new Set(process.argv.slice(2));
const packs = Packs.parse(JSON.parse(readFileSync(path.join(DATA_DIR, "store_images.json"), "utf8"))).PAI.filter((pack) => asked.size === 0 || asked.has(pack.id));

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The square picture centred on a backdrop of itself blurred, at the store's 4:3. */
async function picture(pack: string, index: number, height: number): Promise<Buffer> {
  const found = pictureOf(pack, index);
  if (!found) throw new Error(`${pack} has no picture ${index + 1}: draw it in games/playful-painter/pictures/ first.`);
  const square = await sharp(Buffer.from(pictureSvg(found, "finished", height))).png().toBuffer();
  const backdrop = await sharp(square).resize(WIDTH, HEIGHT, { fit: "cover" }).blur(14).modulate({ brightness: 0.8 }).png().toBuffer();
  return sharp(backdrop).composite([{ input: square, left: Math.round((WIDTH - height) / 2), top: 0 }]).png().toBuffer();
}

/** The cover: the first picture above a banner with a palette, the title and the count (as the first packs' covers). */
async function cover(first: Buffer, title: string, count: number): Promise<Buffer> {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <image href="data:image/png;base64,${first.toString("base64")}" width="${WIDTH}" height="${HEIGHT}"/>
  <rect y="226" width="${WIDTH}" height="74" fill="#ffffff" fill-opacity="0.94"/>
  <rect y="226" width="${WIDTH}" height="3" fill="#d0576f"/>
  <path d="M36 246c-12 0-20 8-20 17 0 8 7 13 13 12 4-1 5 2 6 5 1 4 6 6 12 4 9-3 13-11 11-20-2-11-11-18-22-18z" fill="#f6d2a8" stroke="#8a5a3b" stroke-width="1.5"/>
  <circle cx="27" cy="258" r="3" fill="#e84a5f"/><circle cx="37" cy="253" r="3" fill="#4d96ff"/><circle cx="47" cy="258" r="3" fill="#6bcb77"/><circle cx="25" cy="268" r="3" fill="#ffd166"/>
  <text x="212" y="260" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${title.length > 16 ? 26 : 30}" font-weight="bold" fill="#5b3f8f">${escape(title)}</text>
  <text x="212" y="285" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="12" letter-spacing="2" fill="#7a6a8f">${count} PICTURES TO PAINT</text>
</svg>`);
}

for (const pack of packs) {
  for (const [index] of pack.items.entries()) {
    writeFileSync(path.join(OUT_DIR, `${pack.id}_${index + 1}.jpg`), await sharp(await picture(pack.id, index, HEIGHT)).jpeg({ quality: 86 }).toBuffer());
  }
  const first = await picture(pack.id, 0, 226);
  writeFileSync(path.join(OUT_DIR, `${pack.id}_p.jpg`), await sharp(await cover(first, pack.title, pack.items.length)).jpeg({ quality: 86 }).toBuffer());
  console.log(`${pack.id}: ${pack.items.length} pictures and the cover`);
}
