/**
 * What the pin art generator writes, computed in memory: the catalog files' content and every SVG.
 * scripts/pins/generate.ts writes it to data/; tests/pinArt.unit.test.ts checks data/ still matches it.
 */
import { ACTIVITIES } from "./activities.ts";
import { ANIMALS } from "./animals.ts";
import { BOARDS } from "./boards.ts";
import { CATEGORIES, type PinDef } from "./catalog.ts";
import { FOOD } from "./food.ts";
import { NATURE } from "./nature.ts";
import { OBJECTS } from "./objects.ts";
import { SEASONAL } from "./seasonal.ts";
import { SYMBOLS } from "./symbols.ts";
import { TRAVEL } from "./travel.ts";
import { pinSvg } from "./style.ts";

/** Every pin's expiry (docs/product/pins.md#pins). */
const NEVER_EXPIRES = "3000-01-01";
/** A pin costs 100 per grid cell (docs/product/store.md#prices). */
const COST_PER_CELL = 100;

export const PINS: readonly PinDef[] = [...ACTIVITIES, ...ANIMALS, ...FOOD, ...NATURE, ...OBJECTS, ...SEASONAL, ...SYMBOLS, ...TRAVEL];

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** data/pins.json, data/pin_cats.json and the pins' SVGs by file name. */
export function pinOutput(): { pinsJson: string; catsJson: string; svgs: Map<string, string> } {
  const seen = new Set<string>();
  for (const pin of PINS) {
    if (!/^[A-Z0-9]+(-[A-Z0-9]+)*$/.test(pin.i)) throw new Error(`Pin id ${pin.i} is not UPPER-KEBAB`);
    if (seen.has(pin.i)) throw new Error(`Pin id ${pin.i} is used twice`);
    seen.add(pin.i);
    if (pin.kw.length < 3 || pin.kw.length > 6 || pin.kw.some((k) => k !== k.toLowerCase())) throw new Error(`Pin ${pin.i} needs 3-6 lower-case keywords`);
  }
  return {
    pinsJson: json(PINS.map((p) => ({ i: p.i, n: p.n, cw: p.cw, ch: p.ch, c: COST_PER_CELL * p.cw * p.ch, ca: p.ca, e: NEVER_EXPIRES, cd: p.cd, kw: p.kw }))),
    catsJson: json(CATEGORIES),
    svgs: new Map(PINS.map((p) => [`${p.i}.svg`, pinSvg(p.i.toLowerCase(), p.cw, p.ch, p.draw)])),
  };
}

/** The SVG of each named board by file name; a board without art is an error. */
export function boardOutput(ids: readonly string[]): Map<string, string> {
  const missing = ids.filter((id) => !(id in BOARDS));
  if (missing.length > 0) throw new Error(`No art for pinboards ${missing.join(", ")}`);
  return new Map(ids.map((id) => [`${id}.svg`, BOARDS[id]!()]));
}
