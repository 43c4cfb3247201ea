/**
 * Writes the pin catalog and all pin and pinboard art from the drawings in this folder:
 * data/pins.json, data/pin_cats.json, data/img/pins/<ID>.svg and data/img/pboards/<ID>.svg.
 * Run: npx tsx scripts/pins/generate.ts (the output is committed; this is the one way to change it).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BOARDS } from "./boards.ts";
import { CATEGORIES, type PinDef } from "./catalog.ts";
import { ACTIVITIES } from "./activities.ts";
import { ANIMALS } from "./animals.ts";
import { FOOD } from "./food.ts";
import { NATURE } from "./nature.ts";
import { OBJECTS } from "./objects.ts";
import { SEASONAL } from "./seasonal.ts";
import { SYMBOLS } from "./symbols.ts";
import { TRAVEL } from "./travel.ts";
import { pinSvg } from "./style.ts";

const DATA = path.join(import.meta.dirname, "..", "..", "data");
const PIN_DIR = path.join(DATA, "img", "pins");
const BOARD_DIR = path.join(DATA, "img", "pboards");
/** Spec 3: every pin's expiry. */
const NEVER_EXPIRES = "3000-01-01";
const COST_PER_CELL = 100;

const pins: PinDef[] = [...ACTIVITIES, ...ANIMALS, ...FOOD, ...NATURE, ...OBJECTS, ...SEASONAL, ...SYMBOLS, ...TRAVEL];

const seen = new Set<string>();
for (const pin of pins) {
  if (!/^[A-Z0-9]+(-[A-Z0-9]+)*$/.test(pin.i)) throw new Error(`Pin id ${pin.i} is not UPPER-KEBAB`);
  if (seen.has(pin.i)) throw new Error(`Pin id ${pin.i} is used twice`);
  seen.add(pin.i);
  if (pin.kw.length < 3 || pin.kw.length > 6 || pin.kw.some((k) => k !== k.toLowerCase())) throw new Error(`Pin ${pin.i} needs 3-6 lower-case keywords`);
}

/** Replaces a folder's SVGs with the given ones, so a renamed or dropped drawing leaves no file behind. */
function writeSvgs(dir: string, files: Map<string, string>): void {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (name.endsWith(".svg") && !files.has(name)) rmSync(path.join(dir, name));
  for (const [name, svg] of files) writeFileSync(path.join(dir, name), svg);
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
writeFileSync(
  path.join(DATA, "pins.json"),
  json(pins.map((p) => ({ i: p.i, n: p.n, cw: p.cw, ch: p.ch, c: COST_PER_CELL * p.cw * p.ch, ca: p.ca, e: NEVER_EXPIRES, cd: p.cd, kw: p.kw }))),
);
writeFileSync(path.join(DATA, "pin_cats.json"), json(CATEGORIES));
writeSvgs(PIN_DIR, new Map(pins.map((p) => [`${p.i}.svg`, pinSvg(p.i.toLowerCase(), p.cw, p.ch, p.draw)])));

const boardIds: unknown = JSON.parse(readFileSync(path.join(DATA, "pinboards.json"), "utf8"));
const wanted = Array.isArray(boardIds) ? boardIds.map((b: { id?: unknown }) => String(b.id)) : [];
const missing = wanted.filter((id) => !(id in BOARDS));
if (missing.length > 0) throw new Error(`No art for pinboards ${missing.join(", ")}`);
writeSvgs(BOARD_DIR, new Map(wanted.map((id) => [`${id}.svg`, BOARDS[id]!()])));

console.log(`Wrote ${pins.length} pins and ${wanted.length} pinboards`);
