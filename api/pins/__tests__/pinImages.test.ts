/**
 * Every pin and board of the catalog answers a valid image of the right type (-A pins an SVG,
 * other pins a PNG of their cells' size, boards a JPEG at twice the art's size and its small preview), on data/'s own art
 * and on a catalog with test art; unknown ids and wrong extensions are 404; answers revalidate by ETag.
 */
import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { catalogWith } from "../../store/__tests__/storeFixtures.ts";
import { createTempCatalog, type TempCatalog } from "../../../tests/support/tempCatalog.ts";
import { createTestApp, testStoreCatalog } from "../../../tests/support/testApp.ts";
import { useCatalogDatabase } from "../../../tests/support/testDatabase.ts";
import { pinBoardImageUrl, pinImageUrl, type StoreCatalog } from "../../store/storeCatalog.ts";

type App = ReturnType<typeof createTestApp>["app"];

/** Images rendered at once: one per core of the 2-core machine the tests share. */
const IMAGE_POOL = 2;
/**
 * Rendering every pin and board of the catalog (200+ images) is minutes of sharp's work on a shared
 * 2-core machine, beyond the default 30 s test timeout; the catalog only grows.
 */
const EVERY_IMAGE_TIMEOUT = 300_000;

const database = useCatalogDatabase();
let temp: TempCatalog;

beforeAll(async () => {
  temp = await createTempCatalog();
});
afterAll(() => temp.remove());

async function fetchImage(app: App, url: string) {
  const response = await app.request(`http://localhost${url}`);
  return { status: response.status, type: response.headers.get("content-type"), etag: response.headers.get("etag"), body: Buffer.from(await response.arrayBuffer()) };
}

/** Runs `check` on every item, `size` at a time: rendering is sharp's work, so a small pool keeps both cores busy. */
async function inPool<T>(items: readonly T[], size: number, check: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await check(items[next++]!);
  };
  await Promise.all(Array.from({ length: size }, worker));
}

/** Asks for every pin's and board's image and checks each is a real image of its type and size. */
async function expectEveryImage(app: App, store: StoreCatalog): Promise<void> {
  await inPool(store.files.pins, IMAGE_POOL, async (pin) => {
    const image = await fetchImage(app, pinImageUrl(pin.i));
    expect(image.status, `${pin.i}'s image`).toBe(200);
    const meta = await sharp(image.body).metadata();
    if (pin.i.endsWith("-A")) {
      expect(image.type, pin.i).toBe("image/svg+xml");
      expect(meta.format, pin.i).toBe("svg");
      expect(image.body.toString("utf8"), `${pin.i}'s viewBox`).toMatch(new RegExp(`viewBox="0 0 ${100 * pin.cw} ${100 * pin.ch}"`));
    } else {
      expect(image.type, pin.i).toBe("image/png");
      expect({ format: meta.format, width: meta.width, height: meta.height }, pin.i).toEqual({ format: "png", width: 200 * pin.cw, height: 200 * pin.ch });
    }
  });
  const boardImages = store.files.pinboards.flatMap((board) => ([["full", 2400, 1600], ["small", 300, 200]] as const).map(([size, width, height]) => ({ board, size, width, height })));
  await inPool(boardImages, IMAGE_POOL, async ({ board, size, width, height }) => {
    const image = await fetchImage(app, pinBoardImageUrl(board.id, size));
    expect(image.status, `${board.id}'s ${size} image`).toBe(200);
    expect(image.type, board.id).toBe("image/jpeg");
    const meta = await sharp(image.body).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }, `${board.id}'s ${size} image`).toEqual({ format: "jpeg", width, height });
  });
}

describe("data/'s art", () => {
  test("every pin and board of the catalog answers a valid image of the right type", async () => {
    const { app, store } = createTestApp(database.db);
    await expectEveryImage(app, store);
  }, EVERY_IMAGE_TIMEOUT);
});

describe("on a catalog with test art", () => {
  let app: App;
  let store: StoreCatalog;

  beforeAll(async () => {
    // A 2x2 pin without the -A suffix, served as a PNG made from its SVG; its id is one no real catalog uses.
    store = catalogWith(testStoreCatalog(), (files) => {
      files.pins.push({ i: "TEST-GLOBE-B", n: "Globe", cw: 2, ch: 2, c: 400, ca: ["TRA"], e: "3000-01-01", cd: "2026-11-20", kw: ["world"] });
    });
    const fixtures = path.join(import.meta.dirname, "fixtures");
    await mkdir(path.join(temp.dir, "img", "pins"), { recursive: true });
    await mkdir(path.join(temp.dir, "img", "pboards"), { recursive: true });
    for (const pin of store.files.pins) await copyFile(path.join(fixtures, "pin.svg"), path.join(temp.dir, "img", "pins", `${pin.i}.svg`));
    for (const board of store.files.pinboards) await copyFile(path.join(fixtures, "board.svg"), path.join(temp.dir, "img", "pboards", `${board.id}.svg`));
    ({ app } = createTestApp(database.db, { dataDir: temp.dir }, {}, store));
  });

  test("every pin and board answers a valid image: SVG as written, PNG and JPEG rendered", async () => {
    const pinsOfTestArt = catalogWith(store, (files) => {
      // The test art is one 1x1 drawing; only the PNG's size follows the pin's cells.
      const drawn = files.pins.filter((pin) => !pin.i.endsWith("-A") || (pin.cw === 1 && pin.ch === 1));
      files.pins.splice(0, files.pins.length, ...drawn);
    });
    await expectEveryImage(app, pinsOfTestArt);
    const globe = await fetchImage(app, "/api/pin/TEST-GLOBE-B");
    expect(globe.type).toBe("image/png");
    expect(await sharp(globe.body).metadata()).toMatchObject({ width: 400, height: 400 });
  }, EVERY_IMAGE_TIMEOUT);

  test("the default board is the first one; ids without the extension their type implies are served as that type", async () => {
    const first = await fetchImage(app, "/img/pboards/WC1.jpg");
    expect((await fetchImage(app, "/img/pboards/default.jpg")).body.equals(first.body)).toBe(true);
    expect((await fetchImage(app, "/img/pboards/default-sm.jpg")).status).toBe(200);
    expect((await fetchImage(app, "/api/pin/SUN-A")).type).toBe("image/svg+xml");
  });

  test("unknown ids, wrong extensions and odd names are 404", async () => {
    for (const url of ["/api/pin/NOPE-A.svg", "/api/pin/SUN-A.png", "/api/pin/TEST-GLOBE-B.svg", "/api/pin/sun-a.svg", "/api/pin/..%2Fpins.json", "/img/pboards/NOPE.jpg", "/img/pboards/WC1.png", "/img/pboards/WC1-SM.jpg", "/img/pboards/wc1.jpg"]) {
      expect((await fetchImage(app, url)).status, url).toBe(404);
    }
  });

  test("a pin whose art is missing is 404, not an error", async () => {
    const missing = catalogWith(store, (files) => {
      files.pins.push({ i: "NOART-A", n: "No Art", cw: 1, ch: 1, c: 100, ca: ["SYM"], e: "3000-01-01", cd: "2026-11-20" });
    });
    const { app: other } = createTestApp(database.db, { dataDir: temp.dir }, {}, missing);
    expect((await fetchImage(other, "/api/pin/NOART-A.svg")).status).toBe(404);
  });

  test("answers carry an ETag and a cache lifetime, and a repeat with the ETag is 304", async () => {
    for (const url of ["/api/pin/TEST-GLOBE-B.png", "/img/pboards/CHE-sm.jpg", "/api/pin/SUN-A.svg"]) {
      const first = await app.request(`http://localhost${url}`);
      const etag = first.headers.get("etag");
      expect(etag).toMatch(/^"/);
      expect(first.headers.get("cache-control")).toContain("max-age=");
      const again = await app.request(`http://localhost${url}`, { headers: { "if-none-match": etag! } });
      expect(again.status).toBe(304);
    }
    const svg = await app.request("http://localhost/api/pin/SUN-A.svg");
    expect(svg.headers.get("content-security-policy")).toContain("default-src 'none'");
  });
});
