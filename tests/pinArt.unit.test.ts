import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { ROOT_DIR } from "../api/config.ts";
import { boardOutput, pinOutput } from "../scripts/pins/output.ts";

// The pins' and pinboards' art in data/: every catalog entry has a drawing that renders, and the
// committed files are what scripts/pins/generate.ts writes (nobody edits its output by hand).

const DATA = path.join(ROOT_DIR, "data");
const PIN_DIR = path.join(DATA, "img", "pins");
const BOARD_DIR = path.join(DATA, "img", "pboards");
/** Pixels per cell when rendering: small keeps the test fast and still shows a blank drawing. */
const CELL_PX = 24;
/** Rasterise at the small size directly (a pin's SVG is 100 px per cell at 72 dpi) instead of resizing. */
const DENSITY = (72 * CELL_PX) / 100;

const read = (file: string) => readFileSync(file, "utf8");
const pinSchema = z.object({
  i: z.string().regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/),
  n: z.string().min(1),
  cw: z.union([z.literal(1), z.literal(2)]),
  ch: z.union([z.literal(1), z.literal(2)]),
  c: z.number().int(),
  ca: z.array(z.string()).min(1).max(2),
  e: z.literal("3000-01-01"),
  cd: z.string().regex(/^2026-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/),
  kw: z.array(z.string().regex(/^[a-z0-9]+$/)).min(3).max(6),
});
const pins = z.array(pinSchema.strict()).parse(JSON.parse(read(path.join(DATA, "pins.json"))));
const categories = z.array(z.object({ id: z.string(), name: z.string(), kw: z.array(z.string()).min(3) }).strict()).parse(JSON.parse(read(path.join(DATA, "pin_cats.json"))));
const boards = z.array(z.object({ id: z.string() })).parse(JSON.parse(read(path.join(DATA, "pinboards.json"))));

/** True when the encoded image has more than one colour (or more than one level of transparency). */
async function isDrawn(encoded: Buffer): Promise<boolean> {
  const { data, info } = await sharp(encoded).raw().toBuffer({ resolveWithObject: true });
  for (let channel = 0; channel < info.channels; channel++) {
    let [min, max] = [255, 0];
    for (let k = channel; k < data.length; k += info.channels) [min, max] = [Math.min(min, data[k]!), Math.max(max, data[k]!)];
    if (max - min > 16) return true;
  }
  return false;
}

describe("pin catalog", () => {
  test("about 190 pins, ids unique, the 16 first pins kept with their sizes", () => {
    expect(pins.length).toBeGreaterThanOrEqual(180);
    expect(pins.length).toBeLessThanOrEqual(210);
    expect(new Set(pins.map((p) => p.i)).size).toBe(pins.length);
    const sizes = Object.fromEntries(pins.map((p) => [p.i, `${p.cw}x${p.ch}`]));
    expect(sizes).toMatchObject({
      "WELCOME-A": "1x1", "SUN-A": "1x1", "HEART-A": "1x1", "CUPCAKE-A": "1x1", "TEAPOT-A": "1x1", "CAT-A": "1x1", "WHALE-A": "2x1", "ROCKET-A": "1x2",
      "RAINBOW-A": "2x1", "TREE-A": "1x2", "CROWN-A": "1x1", "PUMPKIN-A": "1x1", "SNOWMAN-A": "1x2", "BIKE-A": "2x1", "TROPHY-A": "1x1", "BALLOON-A": "1x2",
    });
  });

  test("costs 100 per cell; every size is used; some pins are served as PNG", () => {
    for (const pin of pins) expect(pin.c, pin.i).toBe(100 * pin.cw * pin.ch);
    expect(new Set(pins.map((p) => `${p.cw}x${p.ch}`))).toEqual(new Set(["1x1", "2x1", "1x2", "2x2"]));
    const png = pins.filter((p) => !p.i.endsWith("-A"));
    expect(png.length).toBeGreaterThanOrEqual(15);
    expect(png.length).toBeLessThanOrEqual(30);
  });

  test("the 8 categories of spec 3, each with keywords, each with pins", () => {
    expect(categories.map((c) => c.id)).toEqual(["ACT", "ANI", "FOO", "NAT", "OBJ", "SEA", "SYM", "TRA"]);
    const known = new Set(categories.map((c) => c.id));
    for (const pin of pins) {
      expect(pin.ca.every((c) => known.has(c)), pin.i).toBe(true);
      expect(new Set(pin.ca).size, pin.i).toBe(pin.ca.length);
    }
    for (const { id } of categories) expect(pins.filter((p) => p.ca[0] === id).length, id).toBeGreaterThanOrEqual(20);
  });

  test("data/ holds exactly what scripts/pins/generate.ts writes", () => {
    const expected = pinOutput();
    expect(read(path.join(DATA, "pins.json"))).toBe(expected.pinsJson);
    expect(read(path.join(DATA, "pin_cats.json"))).toBe(expected.catsJson);
    expect(readdirSync(PIN_DIR).sort()).toEqual([...expected.svgs.keys()].sort());
    for (const [name, svg] of expected.svgs) expect(read(path.join(PIN_DIR, name)), name).toBe(svg);
    const boardSvgs = boardOutput(boards.map((b) => b.id));
    expect(readdirSync(BOARD_DIR).sort()).toEqual([...boardSvgs.keys()].sort());
    for (const [name, svg] of boardSvgs) expect(read(path.join(BOARD_DIR, name)), name).toBe(svg);
  });
});

describe("pin art", () => {
  test("every pin has a self-contained SVG of its size: no text, no script, no outside reference", () => {
    for (const pin of pins) {
      const svg = read(path.join(PIN_DIR, `${pin.i}.svg`));
      expect(svg, pin.i).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${pin.cw * 100} ${pin.ch * 100}"`));
      expect(svg, pin.i).not.toMatch(/<text|<script|<image|<foreignObject|\bon[a-z]+=/i);
      for (const [, target] of svg.matchAll(/href="([^"]*)"/g)) expect(target, pin.i).toMatch(/^#/);
      for (const [, target] of svg.matchAll(/url\(([^)]*)\)/g)) expect(target, pin.i).toMatch(/^#/);
    }
  });

  test("every pin renders to a PNG that is not blank", async () => {
    const rendered = await Promise.all(pins.map((pin) => sharp(path.join(PIN_DIR, `${pin.i}.svg`), { density: DENSITY }).png().toBuffer({ resolveWithObject: true })));
    for (const [k, { data, info }] of rendered.entries()) {
      const pin = pins[k]!;
      expect([info.format, info.width, info.height], pin.i).toEqual(["png", pin.cw * CELL_PX, pin.ch * CELL_PX]);
      expect(await isDrawn(data), pin.i).toBe(true);
    }
  });

  test("a blank drawing is caught", async () => {
    const blank = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#fff"/></svg>`;
    expect(await isDrawn(await sharp(Buffer.from(blank), { density: DENSITY }).png().toBuffer())).toBe(false);
  });
});

describe("pinboard art", () => {
  test("every board of data/pinboards.json renders to a JPEG that is not blank", async () => {
    expect(boards.length).toBe(17);
    const svgs = boards.map(({ id }) => read(path.join(BOARD_DIR, `${id}.svg`)));
    // A tenth of full size: the boards' blurs and noise still run, at a hundredth of the pixels.
    const rendered = await Promise.all(svgs.map((svg) => sharp(Buffer.from(svg), { density: 7.2 }).jpeg().toBuffer({ resolveWithObject: true })));
    for (const [k, { data, info }] of rendered.entries()) {
      const id = boards[k]!.id;
      expect(svgs[k], id).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1200 800"/);
      expect(svgs[k], id).not.toMatch(/<text|<script|<image|<foreignObject|href=/i);
      expect([info.format, info.width, info.height], id).toEqual(["jpeg", 120, 80]);
      expect(await isDrawn(data), id).toBe(true);
    }
  });
});
