/**
 * The catalog's pin files as the loader reads them: the fields of docs/product/pins.md#pins plus search keywords, 100 per
 * cell, known categories, unique ids that are safe in URLs and file names; pin_cats.json replaces
 * the eight built-in categories (docs/product/pins.md#pin-categories, without keywords) when present. A broken file is refused whole.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { CatalogFileError, readCatalogFiles } from "../../catalog/catalogFiles.ts";
import type { StorePin } from "../../store/storeCatalog.ts";
import { createTempCatalog, type TempCatalog } from "../../../tests/support/tempCatalog.ts";

let catalog: TempCatalog | undefined;
afterEach(async () => {
  await catalog?.remove();
  catalog = undefined;
});

async function withPins(edit: (pins: StorePin[]) => unknown): Promise<string> {
  catalog = await createTempCatalog({ images: false });
  await catalog.editJson<StorePin[]>("pins.json", (pins) => edit(pins) as StorePin[]);
  return catalog.dir;
}

async function refusal(dir: string): Promise<string> {
  const error = await readCatalogFiles(dir).then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CatalogFileError);
  return (error as Error).message;
}

// An id no real catalog uses, so every case is about the field it changes, never a repeated id.
const extra: StorePin = { i: "TEST-GLOBE-B", n: "Test Globe", cw: 2, ch: 2, c: 400, ca: ["TRA", "OBJ"], e: "3000-01-01", cd: "2026-11-20", kw: ["world", "map"] };

describe("pins.json", () => {
  test("a pin with keywords and a size up to 2x2 is read as written", async () => {
    const files = await readCatalogFiles(await withPins((pins) => [...pins, extra]));
    expect(files.store.pins.at(-1)).toEqual(extra);
  });

  test.each([
    ["a price that is not 100 per cell", { ...extra, c: 300 }, /pins\.json is invalid at \d+\.c/],
    ["an unknown category", { ...extra, ca: ["XYZ"] }, /unknown category "XYZ"/],
    ["an id that is not capitals and dashes", { ...extra, i: "test/../b" }, /pins\.json is invalid at \d+\.i/],
    ["a size beyond 2 cells", { ...extra, cw: 3, c: 600 }, /pins\.json is invalid at \d+\.cw/],
    ["no category", { ...extra, ca: [] }, /pins\.json is invalid at \d+\.ca/],
    ["an upper-case keyword", { ...extra, kw: ["World"] }, /pins\.json is invalid at \d+\.kw/],
  ])("%s is refused", async (_case, pin, message) => {
    expect(await refusal(await withPins((pins) => [...pins, pin]))).toMatch(message);
  });

  test("a repeated id is refused", async () => {
    expect(await refusal(await withPins((pins) => [...pins, extra, { ...extra, n: "Another Test Globe" }]))).toMatch(/repeats the pin id "TEST-GLOBE-B"/);
  });
});

describe("pin_cats.json", () => {
  test("when present it names the categories and their keywords; pins must use its ids", async () => {
    catalog = await createTempCatalog({ images: false });
    const categories = ["ACT", "ANI", "FOO", "NAT", "OBJ", "SEA", "SYM", "TRA"].map((id) => ({ id, name: `Name ${id}`, kw: [id.toLowerCase()] }));
    await catalog.write("pin_cats.json", JSON.stringify(categories));
    const { store } = await readCatalogFiles(catalog.dir);
    expect(store.pin_cats).toEqual(categories);
    await catalog.write("pin_cats.json", JSON.stringify(categories.filter((category) => category.id !== "SYM")));
    const firstSymbol = store.pins.find((pin) => pin.ca.includes("SYM"));
    expect(firstSymbol).toBeDefined();
    expect(await refusal(catalog.dir)).toBe(`Pin ${firstSymbol?.i} names the unknown category "SYM".`);
  });

  test("without it, spec 3's eight categories stand", async () => {
    catalog = await createTempCatalog({ images: false });
    await rm(path.join(catalog.dir, "pin_cats.json"), { force: true });
    expect((await readCatalogFiles(catalog.dir)).store.pin_cats.map((category) => category.name)).toEqual([
      "Activities", "Animals", "Food & Drink", "Nature", "Objects", "Seasonal", "Symbols/Emoji", "Travel",
    ]);
  });
});
