import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDatabaseClient, type Database } from "../../api/database/prisma.ts";
import { addInventory } from "../../api/inventory/inventory.ts";
import type { StorePin } from "../../api/store/storeCatalog.ts";
import { credit } from "../../api/wallet/wallet.ts";
import { expectNoSeriousViolations } from "../support/accessibility.ts";
import { signUpInBrowser, startBrowserHarness, type BrowserHarness } from "../support/browser.ts";
import { createTempCatalog, type TempCatalog } from "../support/tempCatalog.ts";

/**
 * Pins as a player meets them: the Welcome Pin on the default board of My Account after sign-up,
 * taken back and placed by dragging and by the keyboard, a board and a 2x2 pin bought (one with
 * gems, one with tokens) and placed, an overlapping drop refused, and a full board looked at on a
 * desktop and a phone.
 * The catalog is a copy of data/; where its art is missing (pins and boards drawn on another
 * branch) test art stands in, and a 2x2 pin is added when the catalog has none.
 */
let harness: BrowserHarness;
let catalog: TempCatalog;
let db: Database;
let bigPin: StorePin;

const FIXTURES = path.join(import.meta.dirname, "..", "..", "api", "pins", "__tests__", "fixtures");

async function withTestArt(dir: string): Promise<StorePin> {
  const pinsFile = path.join(dir, "pins.json");
  const pins = JSON.parse(await readFile(pinsFile, "utf8")) as StorePin[];
  let big = pins.find((pin) => pin.cw === 2 && pin.ch === 2);
  if (!big) {
    big = { i: "PICNIC-A", n: "Picnic Basket", cw: 2, ch: 2, c: 400, ca: ["FOO"], e: "3000-01-01", cd: "2026-11-20", kw: ["picnic"] };
    pins.push(big);
    await writeFile(pinsFile, JSON.stringify(pins, null, 2));
  }
  for (const [folder, ids, fixture] of [
    ["pins", pins.map((pin) => pin.i), "pin.svg"],
    ["pboards", (JSON.parse(await readFile(path.join(dir, "pinboards.json"), "utf8")) as { id: string }[]).map((board) => board.id), "board.svg"],
  ] as const) {
    const target = path.join(dir, "img", folder);
    await mkdir(target, { recursive: true });
    const drawn = new Set(await readdir(target));
    for (const id of ids) if (!drawn.has(`${id}.svg`)) await copyFile(path.join(FIXTURES, fixture), path.join(target, `${id}.svg`));
  }
  return big;
}

beforeAll(async () => {
  catalog = await createTempCatalog();
  bigPin = await withTestArt(catalog.dir);
  harness = await startBrowserHarness({ dataDir: catalog.dir });
  db = createDatabaseClient(harness.database.url);
});
afterAll(async () => {
  await db?.$disconnect();
  await harness?.close();
  await catalog?.remove();
});

/** A page with patience for a busy machine (two cores shared by many test runs). */
async function patientPage(viewport: { width: number; height: number }): Promise<Page> {
  const page = await harness.newPage(viewport);
  page.setDefaultTimeout(30_000);
  return page;
}

async function userIdOf(email: string): Promise<string> {
  return (await db.user.findUniqueOrThrow({ where: { email } })).id;
}

type PinsAnswer = { b: string[]; o: Record<string, number>; p: { b: string; i: string; x: number; y: number; w: number; h: number }[] };
async function serverPins(page: Page): Promise<PinsAnswer> {
  return (await (await page.request.get("/api/pins?a=l")).json()) as PinsAnswer;
}

/** The centre, in page pixels, of a board cell block (x, y, w, h in cells). */
async function cellCentre(board: Locator, x: number, y: number, w = 1, h = 1): Promise<{ x: number; y: number }> {
  const box = (await board.boundingBox())!;
  return { x: box.x + ((x + w / 2) / 12) * box.width, y: box.y + ((y + h / 2) / 8) * box.height };
}

/** Drags `source` so that a pin of w x h lands with its top-left cell at (x, y), as a mouse does: in small steps. */
async function dragOnto(page: Page, source: Locator, board: Locator, x: number, y: number, w = 1, h = 1): Promise<void> {
  const from = (await source.boundingBox())!;
  const to = await cellCentre(board, x, y, w, h);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await expect.poll(() => page.getByTestId("pin-landing").count()).toBe(1);
  await page.mouse.up();
}

async function buy(page: Page, button: string, confirm: RegExp): Promise<void> {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Purchase" });
  await dialog.getByRole("button", { name: confirm }).click();
  const success = page.getByRole("dialog", { name: "Success" });
  await success.getByRole("button", { name: "Close", exact: true }).click();
}

async function imageLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0);
}

describe("pins and pinboards", () => {
  test("Welcome Pin on the first board after sign-up; taken back, placed by drag and by keyboard; a board and a 2x2 pin bought and placed; an overlap refused", async () => {
    const page = await patientPage({ width: 1280, height: 900 });
    await page.goto("/");
    const email = await signUpInBrowser(page, "pins");
    const userId = await userIdOf(email);

    await page.goto("/account");
    const welcome = page.locator('.account-pinboard__pins [data-pin="WELCOME-A"]');
    await expect.poll(() => welcome.isVisible()).toBe(true);
    expect(await imageLoaded(welcome.locator("img"))).toBe(true);
    // The welcome gift put it in the middle of the first board: My Pinboard is never empty.
    const firstBoard = page.getByRole("img", { name: /Green Watercolor pinboard with 1 pin$/ });
    await firstBoard.waitFor();
    expect(await imageLoaded(firstBoard.locator('[data-pin="WELCOME-A"] img'))).toBe(true);

    // Taken back with the keyboard (choose it, Delete), then placed by drag: from the tray to column 3, row 2.
    await page.goto("/pinboards");
    const board = page.getByTestId("pinboard");
    await board.waitFor();
    expect((await serverPins(page)).p).toEqual([{ b: "WC1", i: "WELCOME-A", x: 5, y: 3, w: 1, h: 1 }]);
    await board.locator('[data-pin="WELCOME-A"]').focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Delete");
    await page.getByText("Welcome is back in your pins.").waitFor();
    await dragOnto(page, page.locator('.pins-tray [data-pin="WELCOME-A"]'), board, 2, 1);
    await board.locator('[data-pin="WELCOME-A"]').waitFor();
    expect((await serverPins(page)).p).toEqual([{ b: "WC1", i: "WELCOME-A", x: 2, y: 1, w: 1, h: 1 }]);

    // Taken back with the keyboard (choose it, Delete), then placed by keyboard: choose, arrows, Enter.
    await board.locator('[data-pin="WELCOME-A"]').focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Delete");
    await page.getByText("Welcome is back in your pins.").waitFor();
    await page.locator('.pins-tray [data-pin="WELCOME-A"]').focus();
    await page.keyboard.press("Enter");
    for (const key of ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowDown", "ArrowDown"]) await page.keyboard.press(key);
    await page.keyboard.press("Enter");
    await page.getByText("Welcome placed.").waitFor();
    expect((await serverPins(page)).p).toEqual([{ b: "WC1", i: "WELCOME-A", x: 3, y: 2, w: 1, h: 1 }]);

    // A board with gems (the welcome gift's 100), a 2x2 pin with tokens.
    await db.$transaction((tx) => credit(tx, { userId, currency: "TOKENS", amount: bigPin.c, reason: "browser test" }));
    await buy(page, "Buy the Cherry Blossoms board for 100 gems", /100/);
    await page.getByLabel("Search pins").fill(bigPin.n);
    await buy(page, `Buy ${bigPin.n} for ${bigPin.c} tokens`, new RegExp(String(bigPin.c)));
    await page.locator(`.pins-tray [data-pin="${bigPin.i}"]`).waitFor();
    await page.locator('[data-board="CHE"] .board-option__pick').click();
    await expect.poll(() => board.getAttribute("data-board")).toBe("CHE");
    await dragOnto(page, page.locator(`.pins-tray [data-pin="${bigPin.i}"]`), board, 4, 3, 2, 2);
    await board.locator(`[data-pin="${bigPin.i}"]`).waitFor();

    // The Welcome Pin back from the green board and dropped onto the 2x2 pin: refused, nothing moves.
    await page.locator('[data-board="WC1"] .board-option__pick').click();
    await board.locator('[data-pin="WELCOME-A"]').focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Delete");
    await page.getByText("Welcome is back in your pins.").waitFor();
    await page.locator('[data-board="CHE"] .board-option__pick').click();
    await dragOnto(page, page.locator('.pins-tray [data-pin="WELCOME-A"]'), board, 5, 4);
    await page.getByText("Another pin is already there: pins cannot overlap.").waitFor();
    expect((await serverPins(page)).p).toEqual([{ b: "CHE", i: bigPin.i, x: 4, y: 3, w: 2, h: 2 }]);
    await dragOnto(page, page.locator('.pins-tray [data-pin="WELCOME-A"]'), board, 6, 4);
    await page.getByText("Welcome placed.").waitFor();
    expect((await serverPins(page)).p).toHaveLength(2);
    expect((await serverPins(page)).b).toEqual(["WC1", "CHE"]);
    await harness.screenshot(page, "pins-board-bought", { fullPage: false });
    await expectNoSeriousViolations(page, "pinboards, signed in");
    await page.goto("/account");
    await page.getByRole("img", { name: /Cherry Blossoms pinboard with 2 pins/ }).waitFor();
    await harness.screenshot(page, "pins-account");
  }, 180_000);

  test("a full board on a desktop and on a phone, where a pin is placed by tapping", async () => {
    const page = await patientPage({ width: 1280, height: 900 });
    await page.goto("/");
    const email = await signUpInBrowser(page, "collector");
    const userId = await userIdOf(email);
    const pins = JSON.parse(await readFile(path.join(catalog.dir, "pins.json"), "utf8")) as StorePin[];
    await db.$transaction(async (tx) => {
      // Copies enough to fill a board even with the few pins of a catalog without its art.
      for (const pin of pins) await addInventory(tx, userId, { kind: "PIN", gameId: "", itemId: pin.i, count: 6 });
    });
    // The welcome gift's pin goes back into the tray first: the phone places it by tapping.
    const takeBack = await page.request.post("/graphql", { data: { query: 'mutation { removePin(input: { boardId: "WC1", x: 5, y: 3 }) { __typename } }' }, headers: { origin: harness.portal.url } });
    expect(((await takeBack.json()) as { data: { removePin: { __typename: string } } }).data.removePin.__typename).toBe("PinsChanged");
    // Fill the board row by row through the API, as placing each by hand would.
    const taken = new Set<string>();
    const free = (x: number, y: number, pin: StorePin) => {
      for (let dy = 0; dy < pin.ch; dy++) for (let dx = 0; dx < pin.cw; dx++) if (x + dx >= 12 || y + dy >= 8 || taken.has(`${x + dx},${y + dy}`)) return false;
      return true;
    };
    const mutation = "mutation ($input: PlacePinInput!) { placePin(input: $input) { __typename } }";
    let left = 12 * 8 - 4;
    const copies = [...pins].sort((a, b) => a.n.localeCompare(b.n)).flatMap((pin) => Array.from({ length: pins.length > 60 ? 1 : 6 }, () => pin));
    for (const pin of copies) {
      if (left <= 0) break;
      const spot = Array.from({ length: 96 }, (_, index) => ({ x: index % 12, y: Math.floor(index / 12) })).find(({ x, y }) => free(x, y, pin));
      if (!spot || pin.i === "WELCOME-A") continue;
      const answer = await page.request.post("/graphql", { data: { query: mutation, variables: { input: { pinId: pin.i, boardId: "WC1", ...spot } } }, headers: { origin: harness.portal.url } });
      expect(((await answer.json()) as { data: { placePin: { __typename: string } } }).data.placePin.__typename).toBe("PinsChanged");
      for (let dy = 0; dy < pin.ch; dy++) for (let dx = 0; dx < pin.cw; dx++) taken.add(`${spot.x + dx},${spot.y + dy}`);
      left -= pin.cw * pin.ch;
    }
    await page.goto("/pinboards");
    await page.getByTestId("pinboard").waitFor();
    await page.waitForLoadState("networkidle");
    await harness.screenshot(page, "pins-full-board-desktop", { fullPage: false });

    const phone = await harness.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: harness.portal.url, storageState: await page.context().storageState() });
    const mobile = await phone.newPage();
    mobile.setDefaultTimeout(30_000);
    await mobile.goto("/pinboards");
    const board = mobile.getByTestId("pinboard");
    await board.waitFor();
    await mobile.locator('.pins-tray [data-pin="WELCOME-A"]').tap();
    await mobile.getByTestId("pin-landing").waitFor();
    await mobile.getByRole("button", { name: "Place here" }).tap();
    await mobile.getByText("Welcome placed.").waitFor();
    expect((await serverPins(mobile)).p.some((pin) => pin.i === "WELCOME-A")).toBe(true);
    await mobile.waitForLoadState("networkidle");
    await harness.screenshot(mobile, "pins-full-board-phone", { fullPage: false });
    await phone.close();
  }, 180_000);
});
