import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { pictureOf } from "../../games/playful-painter/pictures/index.ts";
import { labelSpots } from "../../games/playful-painter/pictures/labels.ts";
import { dailyOptionsOf, rules } from "../../games/playful-painter/rules.ts";
import { settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { buyOfferedPackWithTokens } from "../support/cardGames.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";

const harness = useBrowserHarness();

const LOAD = "/game/playful-painter/load";

async function openInFrame(page: Page) {
  await page.goto(LOAD, { timeout: 30_000 });
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const frame = page.frameLocator("iframe.play-frame");
  await frame.locator(".pp-board").waitFor();
  await frame.locator(".gs-loading").waitFor({ state: "detached" });
  return frame;
}

/** The picture on screen, its cells' colours and where each cell's number is. */
function pictureFacts(pack: string, index: number) {
  const picture = pictureOf(pack, index)!;
  return { picture, colours: picture.regions.map((region) => region.colour), spots: labelSpots(picture) };
}

/** The screen point of a cell's number with the whole picture in view, once the board has settled in the frame. */
async function pointOf(frame: FrameLocator, spots: ReturnType<typeof labelSpots>, cell: number) {
  const box = await settledBox(frame.locator(".pp-board"));
  const spot = spots[cell]!;
  return { x: box.x + (spot.x / 100) * box.width, y: box.y + (spot.y / 100) * box.height };
}

const paintedShown = (frame: FrameLocator, painted: readonly boolean[]) =>
  frame.locator(`.pp-board[data-painted="${painted.map((done) => (done ? 1 : 0)).join("")}"]`).waitFor({ timeout: 15_000 });

async function pickColour(frame: FrameLocator, colour: number) {
  await frame.getByRole("button", { name: new RegExp(`^Colour ${colour + 1},`) }).click();
}

/** Paints every open cell, colour by colour, tapping (or clicking) each number; the last once a person could have. */
async function paintRest(page: Page, frame: FrameLocator, facts: ReturnType<typeof pictureFacts>, painted: boolean[], touch: boolean, movesBefore: number) {
  const open = facts.colours.map((_, cell) => cell).filter((cell) => !painted[cell]);
  let moves = movesBefore;
  for (const colour of [...new Set(open.map((cell) => facts.colours[cell]!))]) {
    await pickColour(frame, colour);
    for (const cell of open.filter((candidate) => facts.colours[candidate] === colour)) {
      moves++;
      if (moves === movesBefore + open.length) {
        await paintedShown(frame, painted);
        await backdateToHumanPace(harness.database, rules, moves);
      }
      const point = await pointOf(frame, facts.spots, cell);
      if (touch) await page.touchscreen.tap(point.x, point.y);
      else await page.mouse.click(point.x, point.y);
      painted[cell] = true;
    }
  }
}

describe("Playful Painter in the browser", () => {
  test("a signed-up player picks a picture, paints by tap, drag and keyboard, uses Hint and Fill, and finishes it", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await signUpInBrowser(page, "painter");
    const frame = await openInFrame(page);
    await harness.screenshot(page, "painter-start", { fullPage: false });

    // The gallery: the free pack open, the others locked with their price.
    await frame.getByRole("button", { name: "Pictures" }).click();
    const gallery = frame.getByRole("dialog", { name: "Choose a picture" });
    await gallery.getByRole("button", { name: /^Tulip Pot/ }).waitFor();
    await gallery.getByRole("region", { name: "Flowers" }).getByRole("button", { name: /50 gems or 50 tokens/ }).waitFor();
    await harness.screenshot(page, "painter-gallery", { fullPage: false });
    await gallery.getByRole("button", { name: /^Tulip Pot/ }).click();
    await frame.getByText(/^Tulip Pot: \d+ cells to paint$/).waitFor();
    const facts = pictureFacts("PAI_STARTER", 5);
    const painted = facts.colours.map(() => false);

    // A wrong colour: a gentle word, nothing painted.
    const wrongCell = facts.colours.findIndex((colour) => colour !== 0);
    await pickColour(frame, 0);
    const wrongAt = await pointOf(frame, facts.spots, wrongCell);
    await page.mouse.click(wrongAt.x, wrongAt.y);
    await frame.getByText(new RegExp(`^That cell is number ${facts.colours[wrongCell]! + 1},`)).waitFor();
    await paintedShown(frame, painted);

    // A drag over two cells of colour 1 paints both.
    const [first, second] = facts.colours.flatMap((colour, cell) => (colour === 0 ? [cell] : []));
    const from = await pointOf(frame, facts.spots, first!);
    const to = await pointOf(frame, facts.spots, second!);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.up();
    painted[first!] = true;
    painted[second!] = true;
    await paintedShown(frame, painted);

    // Hint (bought in the store dialog) zooms to an open cell of the selected colour.
    await pickColour(frame, 2);
    await frame.getByRole("button", { name: /^Hint \(0 left\)/ }).click();
    await buyOfferedPackWithTokens(page, /Get 5 Hints/);
    await frame.locator(".pp-hint").waitFor();
    await harness.screenshot(page, "painter-hint", { fullPage: false });
    await frame.getByRole("button", { name: "Whole picture" }).click();

    // Fill paints every cell of colour 3.
    await frame.getByRole("button", { name: /^Fill \(0 left\)/ }).click();
    await buyOfferedPackWithTokens(page, /Get 5 Fills/);
    facts.colours.forEach((colour, cell) => {
      if (colour === 2) painted[cell] = true;
    });
    await paintedShown(frame, painted);
    await frame.getByRole("button", { name: /^Colour 3, .*, done$/ }).waitFor();

    // The keyboard: a number key picks colour 4 and goes to its first cell, Enter paints it.
    await frame.locator(".gs-title").click();
    await page.keyboard.press("4");
    await page.keyboard.press("Enter");
    painted[facts.colours.indexOf(3)] = true;
    await paintedShown(frame, painted);
    await harness.screenshot(page, "painter-midway", { fullPage: false });

    await paintRest(page, frame, facts, painted, false, 5);
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await frame.locator(".pp-bloom").waitFor();
    await harness.screenshot(page, "painter-won", { fullPage: false });
  }, 240_000);

  test("the daily picture: chosen in Settings, the date's free picture for everyone, painted; the gallery ticks it, and yesterday's is one choice away", async () => {
    const page = await harness.newPage();
    const frame = await openInFrame(page);
    await frame.getByRole("button", { name: "Settings" }).click();
    await frame.getByRole("radio", { name: "Daily: the same picture for everyone" }).check();
    const newestSeed = async () => (await harness.database.sql<{ seed: string }>(`SELECT seed FROM "GameSession" WHERE "gameId" = 'PAI' ORDER BY "startedAt" DESC LIMIT 1`))[0]!.seed;
    await expect.poll(newestSeed).toMatch(/^PAI:\d{4}-\d{2}-\d{2}$/);
    const today = (await newestSeed()).slice(4);
    await frame.getByRole("combobox", { name: "Day" }).waitFor();
    await harness.screenshot(page, "painter-daily-settings", { fullPage: false });
    await page.keyboard.press("Escape");
    const daily = dailyOptionsOf(today);
    const facts = pictureFacts(daily.pack, daily.picture);
    await frame.locator(".pp-day-long", { hasText: "Today's puzzle" }).waitFor();
    await frame.getByText(`${facts.picture.name}: ${facts.colours.length} cells to paint`).waitFor();
    await harness.screenshot(page, "painter-daily", { fullPage: false });

    await paintRest(page, frame, facts, facts.colours.map(() => false), false, 0);
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await frame.getByRole("button", { name: "Choose a picture" }).click();
    const gallery = frame.getByRole("dialog", { name: "Choose a picture" });
    await gallery.getByRole("button", { name: new RegExp(`^${facts.picture.name} \\(painted\\)`) }).waitFor();
    await gallery.getByRole("button", { name: "Close" }).click();

    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await frame.getByRole("button", { name: "Settings" }).click();
    await frame.getByRole("combobox", { name: "Day" }).selectOption(yesterday);
    await expect.poll(newestSeed).toBe(`PAI:${yesterday}`);
    await page.keyboard.press("Escape");
    await frame.locator(".pp-day-long", { hasText: /^Puzzle of \w+ \d+$/ }).waitFor();
    const before = dailyOptionsOf(yesterday);
    await frame.getByText(new RegExp(`^${pictureFacts(before.pack, before.picture).picture.name}: \\d+ cells to paint$`)).waitFor();
    // On a phone the day's name and the Pictures button share the top bar with the title.
    await page.setViewportSize({ width: 390, height: 844 });
    await harness.screenshot(page, "painter-daily-phone", { fullPage: false });
  }, 240_000);

  test("on a phone (390 x 844): the picture and palette fit, and a visitor paints a whole picture with a finger", async () => {
    const phone = await harness.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: harness.portal.url });
    phone.setDefaultTimeout(10_000);
    const mobile = await phone.newPage();
    const frame = await openInFrame(mobile);
    const board = await settledBox(frame.locator(".pp-board"));
    expect(board.width).toBeGreaterThanOrEqual(340);
    expect(board.x).toBeGreaterThanOrEqual(8);
    expect(board.x + board.width).toBeLessThanOrEqual(390 - 8);
    const palette = await settledBox(frame.locator(".pp-palette"));
    expect(palette.y).toBeGreaterThanOrEqual(board.y + board.height);
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The pots stand in one row that scrolls sideways, fading where more wait; a pot chosen off screen (key 0: colour 10) scrolls into full view.
    const pots = frame.locator(".pp-palette .pp-swatch");
    // (by their middles: the chosen pot is drawn a little larger)
    const rows = await pots.evaluateAll((buttons) => new Set(buttons.map((button) => Math.round((button.getBoundingClientRect().top + button.getBoundingClientRect().bottom) / 2))).size);
    expect(rows).toBe(1);
    await expect.poll(() => frame.locator(".pp-palette").getAttribute("data-more")).toBe("end");
    await pots.first().focus();
    await mobile.keyboard.press("0");
    await expect.poll(() => pots.nth(9).getAttribute("aria-pressed")).toBe("true");
    const inFullView = () =>
      frame.locator(".pp-palette").evaluate((row) => {
        const pot = row.children[9]!.getBoundingClientRect();
        const box = row.getBoundingClientRect();
        return pot.left >= box.left && pot.right <= box.right;
      });
    await expect.poll(inFullView).toBe(true);
    // Past the tenth pot more wait when the picture has more colours (the Happy Sun has 14).
    const facts = pictureFacts("PAI_STARTER", 0);
    await expect.poll(() => frame.locator(".pp-palette").getAttribute("data-more")).toBe(facts.picture.palette.length > 10 ? "start end" : "start");
    await pots.first().click();
    await harness.screenshot(mobile, "painter-phone", { fullPage: false });
    await paintRest(mobile, frame, facts, facts.colours.map(() => false), true, 0);
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await harness.screenshot(mobile, "painter-phone-won", { fullPage: false });
    await phone.close();
  }, 240_000);
});
