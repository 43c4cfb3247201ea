import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { cutPuzzle, PICTURE_WIDTH } from "../../games/jigsaw-joy/cut.ts";
import { packById } from "../../games/jigsaw-joy/catalog.ts";
import { dailyOptionsOf, gridOf, rules } from "../../games/jigsaw-joy/rules.ts";
import { settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { buyOfferedPackWithTokens } from "../support/cardGames.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";

const harness = useBrowserHarness();

const LOAD = "/game/jigsaw-joy/load";
const { cols, rows } = gridOf(24);
// The tabs' reach does not depend on the seed: the board's frame around the picture.
const { cellWidth, cellHeight, margin } = cutPuzzle("any", cols, rows);

async function openInFrame(page: Page) {
  await page.goto(LOAD, { timeout: 30_000 });
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const frame = page.frameLocator("iframe.play-frame");
  await frame.locator(".jig-board").waitFor();
  await frame.locator(".gs-loading").waitFor({ state: "detached" });
  await frame.locator(".jig-tray-piece").first().waitFor();
  return frame;
}

/** A new game with Turned pieces, chosen in Settings. */
async function openTurned(page: Page) {
  const frame = await openInFrame(page);
  await frame.getByRole("button", { name: "Settings" }).click();
  await frame.getByRole("checkbox", { name: /Turned pieces/ }).check();
  await page.keyboard.press("Escape");
  await frame.locator(".jig-name", { hasText: /· turned$/ }).waitFor();
  return frame;
}

const placedCount = (frame: FrameLocator) => frame.locator(".jig-placed").count();
const waitPlaced = (frame: FrameLocator, count: number) => frame.locator(".jig-placed").nth(count - 1).waitFor({ timeout: 20_000 });

/** Where on the page a point of the picture is, once the board has settled in the frame. */
async function pagePoint(frame: FrameLocator, x: number, y: number) {
  const box = await settledBox(frame.locator(".jig-board"));
  const scale = box.width / (PICTURE_WIDTH + 2 * margin);
  return { x: box.x + (x + margin) * scale, y: box.y + (y + margin) * scale };
}

const slotCentre = (frame: FrameLocator, piece: number) => pagePoint(frame, (piece % cols) * cellWidth + cellWidth / 2, Math.floor(piece / cols) * cellHeight + cellHeight / 2);

async function firstTrayPiece(frame: FrameLocator) {
  const button = frame.locator(".jig-tray-piece").first();
  await button.scrollIntoViewIfNeeded();
  const piece = Number(await button.getAttribute("data-piece"));
  const box = await settledBox(button);
  return { piece, from: { x: box.x + box.width / 2, y: box.y + box.height / 2 } };
}

/** With the mouse a drag; with a finger a tap on the piece, then a tap on its spot. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, touch: boolean) {
  if (touch) {
    await page.touchscreen.tap(from.x, from.y);
    await page.touchscreen.tap(to.x, to.y);
    return;
  }
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
}

/**
 * Clicks the loose piece lying at `spot` and waits for it to lie a quarter turn further on. On a
 * busy machine such a click is now and then not seen (CI lost one in about three runs; alone it
 * never failed, and its cause is not found): while the piece still lies as it did, a person
 * clicks again, at most twice more. Any other state fails at once, naming what the board shows.
 */
async function clickToTurn(page: Page, frame: FrameLocator, spot: { x: number; y: number }, piece: number, from: number) {
  const turnOf = () => frame.locator(".jig-group").evaluateAll((groups, wanted) => groups.filter((group) => group.getAttribute("data-group") === wanted).map((group) => Number(group.getAttribute("data-turn"))), String(piece));
  const next = (from + 1) % 4;
  for (let tries = 0; tries < 3; tries++) {
    await page.mouse.click(spot.x, spot.y);
    const turned = await frame.locator(`.jig-group[data-group="${piece}"][data-turn="${next}"]`).waitFor({ timeout: 6_000 }).then(() => true, () => false);
    if (turned) return;
    const now = await turnOf();
    if (now.length === 1 && now[0] === next) return;
    if (now.length !== 1 || now[0] !== from) throw new Error(`Piece ${piece} was to turn from ${from} to ${next}; the board's loose groups of it lie at ${JSON.stringify(now)}.`);
  }
  throw new Error(`Three clicks did not turn piece ${piece} from ${from}.`);
}

/** With the keyboard (R on the focused piece), turns the tray's first piece upright. */
async function turnUpright(page: Page, frame: FrameLocator) {
  const button = frame.locator(".jig-tray-piece").first();
  const piece = await button.getAttribute("data-piece");
  const turn = Number(await button.getAttribute("data-turn"));
  if (turn === 0) return;
  await button.focus();
  for (let step = turn; step < 4; step++) await page.keyboard.press("r");
  await frame.locator(`.jig-tray-piece[data-piece="${piece}"][data-turn="0"]`).waitFor();
}

/** Drags the tray's pieces home one by one (turned upright first with rotation); the last once a person could have played them all. */
async function dragRest(page: Page, frame: FrameLocator, touch: boolean, movesBefore: number, rotate = false) {
  let placed = await placedCount(frame);
  const total = cols * rows;
  // With rotation, up to three turns a piece: a person's pace for the most moves there could be.
  const moves = movesBefore + (total - placed) * (rotate ? 4 : 1);
  // Each piece gets a few tries: a synthetic finger drag on a busy machine is sometimes dropped.
  for (let tries = 0; placed < total; tries++) {
    if (tries > 3 * total) throw new Error(`Only ${placed} of ${total} pieces could be dragged home.`);
    if (placed === total - 1) await backdateToHumanPace(harness.database, rules, moves);
    if (rotate) await turnUpright(page, frame);
    const { piece, from } = await firstTrayPiece(frame);
    await drag(page, from, await slotCentre(frame, piece), touch);
    const shown = await waitPlaced(frame, placed + 1).then(() => true, () => false);
    // A synthetic finger drag on a busy machine is sometimes dropped: the piece then lies loose or in the tray.
    if (!shown) continue;
    placed++;
  }
}

describe("Jigsaw Joy in the browser", () => {
  test("a signed-up player sorts the edges, takes a Hint, places a piece with the keyboard, joins two loose pieces and finishes the picture", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await signUpInBrowser(page, "jigsaw");
    const frame = await openInFrame(page);
    expect(await frame.locator(".jig-tray-piece").count()).toBe(24);
    await harness.screenshot(page, "jigsaw-start", { fullPage: false });

    // Edge Sort: the tray starts with the 16 edge pieces.
    await frame.getByRole("button", { name: /^Edge Sort \(0 left\)/ }).click();
    await buyOfferedPackWithTokens(page, /Get 5 Edge Sorts/);
    await frame.locator(".jig-tray-piece").first().waitFor();
    await expect.poll(async () => {
      const pieces = await frame.locator(".jig-tray-piece").evaluateAll((buttons) => buttons.map((button) => Number(button.getAttribute("data-piece"))));
      return pieces.slice(0, 16).every((p) => p < cols || p >= cols * (rows - 1) || p % cols === 0 || p % cols === cols - 1);
    }).toBe(true);

    // Hint places one piece.
    await frame.getByRole("button", { name: /^Hint \(0 left\)/ }).click();
    await buyOfferedPackWithTokens(page, /Get 5 Hints/);
    await waitPlaced(frame, 1);

    // The keyboard: pick the first tray piece with Enter, walk the arrows to its slot, Enter drops it.
    const { piece } = await firstTrayPiece(frame);
    await frame.locator(".jig-tray-piece").first().focus();
    await page.keyboard.press("Enter");
    for (let step = 0; step < Math.floor(piece / cols); step++) await page.keyboard.press("ArrowDown");
    for (let step = 0; step < piece % cols; step++) await page.keyboard.press("ArrowRight");
    await harness.screenshot(page, "jigsaw-keyboard", { fullPage: false });
    await page.keyboard.press("Enter");
    await waitPlaced(frame, 2);

    // Two neighbours dropped loose side by side join and then go home together with one drag.
    const loose = await frame.locator(".jig-tray-piece").evaluateAll((buttons) => buttons.map((button) => Number(button.getAttribute("data-piece"))));
    const left = loose.find((p) => p % cols < cols - 2 && p < cols * (rows - 1) && loose.includes(p + 1))!;
    // Both lie the same way off their spots (too far to snap home): in line, so they join.
    const off = (p: number) => ({ x: (p % cols) * cellWidth + cellWidth * 1.1, y: Math.floor(p / cols) * cellHeight + cellHeight * 1.1 });
    for (const p of [left, left + 1]) {
      const button = frame.locator(`.jig-tray-piece[data-piece="${p}"]`);
      await button.scrollIntoViewIfNeeded();
      const box = await settledBox(button);
      const target = off(p);
      await drag(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, await pagePoint(frame, target.x, target.y), false);
    }
    await frame.locator(`.jig-group[data-group="${left},${left + 1}"]`).waitFor();
    await harness.screenshot(page, "jigsaw-joined", { fullPage: false });
    const grab = off(left);
    await drag(page, await pagePoint(frame, grab.x, grab.y), await slotCentre(frame, left), false);
    await waitPlaced(frame, 4);
    await harness.screenshot(page, "jigsaw-midgame", { fullPage: false });

    await dragRest(page, frame, false, 5);
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await harness.screenshot(page, "jigsaw-won", { fullPage: false });

    // The gallery: the free pack open, the others locked with their price (opening the store).
    await frame.getByRole("button", { name: "Choose another picture" }).click();
    await frame.getByRole("button", { name: /^Mountain Lake, completed$/ }).waitFor();
    await frame.getByRole("button", { name: /^Unlock for 50 gems/ }).first().waitFor();
    // The locks are drawn (an emoji lock is an empty box on a system without an emoji font).
    expect(await frame.getByRole("button", { name: /^Unlock for 50 gems/ }).first().locator("svg").count()).toBe(1);
    expect(await frame.locator("body").textContent()).not.toContain("🔒");
    await harness.screenshot(page, "jigsaw-gallery", { fullPage: false });
    await frame.getByRole("button", { name: /^Sea Turtle, locked/ }).click();
    await page.getByRole("dialog", { name: "Confirm Purchase" }).getByText(/Ocean Life/).waitFor();
    await harness.screenshot(page, "jigsaw-locked-pack", { fullPage: false });
  }, 180_000);

  test("the daily picture: chosen in Settings, the date's free picture for everyone, finished; the gallery marks that picture done, and yesterday's is one choice away", async () => {
    const page = await harness.newPage();
    const frame = await openInFrame(page);
    await frame.getByRole("button", { name: "Settings" }).click();
    await frame.getByRole("radio", { name: "Daily: the same picture for everyone" }).check();
    const newestSeed = async () => (await harness.database.sql<{ seed: string }>(`SELECT seed FROM "GameSession" WHERE "gameId" = 'JIG' ORDER BY "startedAt" DESC LIMIT 1`))[0]!.seed;
    await expect.poll(newestSeed).toMatch(/^JIG:\d{4}-\d{2}-\d{2}$/);
    const today = (await newestSeed()).slice(4);
    await frame.getByRole("combobox", { name: "Day" }).waitFor();
    await harness.screenshot(page, "jigsaw-daily-settings", { fullPage: false });
    await page.keyboard.press("Escape");
    const daily = dailyOptionsOf(today);
    const name = packById(daily.pack)!.items[daily.picture]!;
    await frame.locator(".jig-name", { hasText: `Today's puzzle · ${name}` }).waitFor();
    await frame.locator(".jig-tray-piece").nth(daily.pieces - 1).waitFor();
    await harness.screenshot(page, "jigsaw-daily", { fullPage: false });

    await dragRest(page, frame, false, 0);
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await frame.getByRole("button", { name: "Choose another picture" }).click();
    await frame.getByRole("button", { name: `${name}, completed` }).waitFor();
    await frame.getByRole("dialog", { name: "Picture gallery" }).getByRole("button", { name: "Close" }).click();

    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await frame.getByRole("button", { name: "Settings" }).click();
    await frame.getByRole("combobox", { name: "Day" }).selectOption(yesterday);
    await expect.poll(newestSeed).toBe(`JIG:${yesterday}`);
    await page.keyboard.press("Escape");
    const before = dailyOptionsOf(yesterday);
    await frame.locator(".jig-name", { hasText: new RegExp(`^Puzzle of \\w+ \\d+ · ${packById(before.pack)!.items[before.picture]!}$`) }).waitFor();
  }, 180_000);

  test("with Turned pieces (Settings): pieces come turned, a turned one does not fit, a click turns it on the board, R turns it in the tray, and the picture is finished", async () => {
    const page = await harness.newPage();
    const frame = await openTurned(page);
    const turned = frame.locator('.jig-tray-piece:not([data-turn="0"])').first();
    await turned.waitFor();
    await harness.screenshot(page, "jigsaw-turned-start", { fullPage: false });

    // A turned piece dropped on its spot stays loose; each click on it turns it a quarter, about its centre.
    const piece = Number(await turned.getAttribute("data-piece"));
    const turn = Number(await turned.getAttribute("data-turn"));
    await turned.scrollIntoViewIfNeeded();
    const box = await settledBox(turned);
    const spot = await slotCentre(frame, piece);
    await drag(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, spot, false);
    const group = frame.locator(`.jig-group[data-group="${piece}"]`);
    // Dropped (not still held), it lies loose, and the player is told why.
    await frame.locator(`.jig-group:not(.jig-dragging)[data-group="${piece}"][data-turn="${turn}"]`).waitFor();
    await frame.getByText("Turn the piece upright first: tap it to turn it.").waitFor();
    expect(await placedCount(frame)).toBe(0);
    await harness.screenshot(page, "jigsaw-turned-loose", { fullPage: false });
    for (let step = turn; step < 4; step++) await clickToTurn(page, frame, spot, piece, step % 4);
    // Upright now: picked up and put down where it lies (a drag, not a tap, which would turn it), it snaps home.
    await page.mouse.move(spot.x, spot.y);
    await page.mouse.down();
    await page.mouse.move(spot.x + 30, spot.y + 30, { steps: 3 });
    await page.mouse.move(spot.x + 2, spot.y + 2, { steps: 3 });
    await page.mouse.up();
    await waitPlaced(frame, 1);
    expect(await group.count()).toBe(0);

    await dragRest(page, frame, false, 4 - turn + 2, true);
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await harness.screenshot(page, "jigsaw-turned-won", { fullPage: false });
  }, 180_000);

  test("with Turned pieces, two joined pieces turn together where they lie, about their middle", async () => {
    const page = await harness.newPage();
    const frame = await openTurned(page);
    await frame.locator(".jig-tray-piece").nth(cols * rows - 1).waitFor();

    // Two neighbours, each turned a quarter in the tray (R), dropped in line as they lie: the right
    // one a cell below the left one, away from their spots.
    const left = 1;
    for (const piece of [left, left + 1]) {
      const button = frame.locator(`.jig-tray-piece[data-piece="${piece}"]`);
      await button.focus();
      for (let turn = Number(await button.getAttribute("data-turn")); turn !== 1; turn = (turn + 1) % 4) await page.keyboard.press("r");
      await frame.locator(`.jig-tray-piece[data-piece="${piece}"][data-turn="1"]`).waitFor();
    }
    const at = { x: cellWidth * 2.5, y: cellHeight * 1.5 };
    for (const [piece, to] of [[left, at], [left + 1, { x: at.x, y: at.y + cellWidth }]] as const) {
      const button = frame.locator(`.jig-tray-piece[data-piece="${piece}"]`);
      await button.scrollIntoViewIfNeeded();
      const box = await settledBox(button);
      await drag(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, await pagePoint(frame, to.x, to.y), false);
    }
    const group = frame.locator(`.jig-group[data-group="${left},${left + 1}"]`);
    await group.waitFor();
    // Where the two pieces' centres are drawn (the group's own transform, on the board's pixels):
    // a bounding box would take in the tabs, which differ from seed to seed.
    const homeCentres = [left, left + 1].map((piece) => [((piece % cols) + 0.5) * cellWidth, (Math.floor(piece / cols) + 0.5) * cellHeight] as const);
    const centres = () =>
      group.evaluate((element, points) => {
        const matrix = (element as SVGGraphicsElement).getCTM()!;
        return points.map(([x, y]) => new DOMPoint(x, y).matrixTransform(matrix)).map(({ x, y }) => ({ x, y }));
      }, homeCentres);
    const cellOnBoard = await group.evaluate((element, width) => (element as SVGGraphicsElement).ownerSVGElement!.getCTM()!.a * width, cellWidth);
    const [aboveBefore, belowBefore] = await centres();
    // Turned a quarter, the right-hand piece lies a cell below the left-hand one.
    expect(Math.abs(belowBefore!.x - aboveBefore!.x)).toBeLessThan(1);
    expect(belowBefore!.y - aboveBefore!.y).toBeCloseTo(cellOnBoard, 0);

    // A tap turns both a quarter more: side by side now (the right-hand piece on the left), their middle where it was.
    const tapAt = await pagePoint(frame, at.x, at.y);
    await page.mouse.click(tapAt.x, tapAt.y);
    await frame.locator(`.jig-group[data-group="${left},${left + 1}"][data-turn="2"]`).waitFor();
    // The group's turn attribute can come a frame before its drawn transform (run N read the old one): wait for the drawing.
    const apartInHeight = async () => {
      const [one, two] = await centres();
      return Math.abs(two!.y - one!.y);
    };
    await expect.poll(apartInHeight, { timeout: 10_000 }).toBeLessThan(1);
    const [leftAfter, rightAfter] = await centres();
    expect(leftAfter!.x - rightAfter!.x).toBeCloseTo(cellOnBoard, 0);
    const middle = (one: { x: number; y: number }, two: { x: number; y: number }) => ({ x: (one.x + two.x) / 2, y: (one.y + two.y) / 2 });
    const moved = Math.hypot(middle(leftAfter!, rightAfter!).x - middle(aboveBefore!, belowBefore!).x, middle(leftAfter!, rightAfter!).y - middle(aboveBefore!, belowBefore!).y);
    expect(moved).toBeLessThan(1);
    await harness.screenshot(page, "jigsaw-group-turned", { fullPage: false });
  }, 120_000);

  test("on a phone (390 x 844): board and tray fit and a visitor finishes the picture with taps (piece, then its spot)", async () => {
    const phone = await harness.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: harness.portal.url });
    phone.setDefaultTimeout(10_000);
    const mobile = await phone.newPage();
    const frame = await openInFrame(mobile);
    const board = await settledBox(frame.locator(".jig-board"));
    const tray = await settledBox(frame.locator(".jig-tray"));
    expect(board.width).toBeGreaterThanOrEqual(340);
    expect(tray.y).toBeGreaterThanOrEqual(board.y + board.height - 2);
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await harness.screenshot(mobile, "jigsaw-phone", { fullPage: false });
    await dragRest(mobile, frame, true, 0);
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await harness.screenshot(mobile, "jigsaw-phone-won", { fullPage: false });
    await phone.close();
  }, 180_000);
});
