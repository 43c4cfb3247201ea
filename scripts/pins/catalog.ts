import type { Drawing } from "./style.ts";

/** The pin categories (docs/product/pins.md#pin-categories), in the order the collection lists them. */
export const CATEGORIES = [
  { id: "ACT", name: "Activities", kw: ["sport", "hobby", "game", "music", "play", "fun"] },
  { id: "ANI", name: "Animals", kw: ["animal", "pet", "wildlife", "cute", "creature", "zoo"] },
  { id: "FOO", name: "Food & Drink", kw: ["food", "drink", "snack", "sweet", "fruit", "treat"] },
  { id: "NAT", name: "Nature", kw: ["nature", "plant", "weather", "flower", "sky", "outdoors"] },
  { id: "OBJ", name: "Objects", kw: ["object", "thing", "tool", "item", "stuff", "gadget"] },
  { id: "SEA", name: "Seasonal", kw: ["season", "holiday", "festive", "celebration", "winter", "summer"] },
  { id: "SYM", name: "Symbols/Emoji", kw: ["symbol", "emoji", "face", "sign", "feeling", "icon"] },
  { id: "TRA", name: "Travel", kw: ["travel", "vehicle", "trip", "transport", "journey", "vacation"] },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]["id"];

/** One pin of data/pins.json with its art. */
export interface PinDef {
  i: string;
  n: string;
  cw: 1 | 2;
  ch: 1 | 2;
  ca: readonly [CategoryId] | readonly [CategoryId, CategoryId];
  kw: readonly string[];
  /** Created date, YYYY-MM-DD in 2026. */
  cd: string;
  draw: Drawing;
}

/** Created date of the 16 pins the store sold before this catalog. */
export const FIRST_PINS = "2026-11-01";

/** A created date in 2026: the pins of one category came out over a month, one every day or so. */
export const created = (month: number, index: number) => `2026-${String(month).padStart(2, "0")}-${String((index % 28) + 1).padStart(2, "0")}`;

type Size = "1x1" | "2x1" | "1x2" | "2x2";
const isCategory = (id: string): id is CategoryId => CATEGORIES.some((c) => c.id === id);

/** A pin in one line: size "WxH", categories and keywords space-separated; the created date is given by `series`. */
export const pin = (i: string, n: string, size: Size, categories: string, keywords: string, draw: Drawing, cd?: string) => ({ i, n, size, categories, keywords, draw, cd });

/** A category's pins, created one a day from the start of `month` unless a pin has its own date. */
export function series(month: number, pins: ReturnType<typeof pin>[]): PinDef[] {
  return pins.map((p, index) => {
    const ca = p.categories.split(" ").filter(isCategory);
    if (ca.length === 0 || ca.length > 2 || ca.length !== p.categories.split(" ").length) throw new Error(`Pin ${p.i} has bad categories "${p.categories}"`);
    const [cw, ch]: [1 | 2, 1 | 2] = p.size === "1x1" ? [1, 1] : p.size === "2x1" ? [2, 1] : p.size === "1x2" ? [1, 2] : [2, 2];
    return { i: p.i, n: p.n, cw, ch, ca: ca.length === 1 ? [ca[0]!] : [ca[0]!, ca[1]!], kw: p.keywords.split(" "), cd: p.cd ?? created(month, index), draw: p.draw } as const;
  });
}
