import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { contains, hintTarget, objectById, rules, type BcaState } from "../../games/big-city-adventure/rules.ts";
import { settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";
import { buyAndUse } from "../support/mahjong.ts";

const harness = useBrowserHarness();

// Taps keep clear of the browser's double-tap window (300 ms), as a person's do.
const TAP_MS = 450;

/** The newest session's round, rebuilt from its seed and options with the rules. */
async function sessionRound(): Promise<BcaState> {
  const [session] = await harness.database.sql<{ seed: string; options: unknown }>(
    `SELECT seed, options FROM "GameSession" WHERE "gameId" = 'BCA' ORDER BY "startedAt" DESC LIMIT 1`,
  );
  return rules.newGame(session!.seed, rules.parseOptions(session!.options));
}

async function openGame(page: Page): Promise<FrameLocator> {
  await page.goto("/game/big-city-adventure/load");
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const frame = page.frameLocator("iframe.play-frame");
  await frame.locator("svg.bca-scene").waitFor();
  await frame.locator(".gs-loading").waitFor({ state: "detached" });
  return frame;
}

/**
 * Where a scene point is drawn on the page, through the scene's own transform, whatever the zoom and
 * pan; read once the scene has settled (it measures itself, and the list beside it changes size).
 */
async function onPage(frame: FrameLocator, point: { x: number; y: number }): Promise<{ x: number; y: number }> {
  const scene = frame.locator("svg.bca-scene");
  const box = await settledBox(scene);
  const offset = await scene.evaluate((svg: SVGSVGElement, { x, y }) => {
    const drawn = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!);
    const rect = svg.getBoundingClientRect();
    return { x: drawn.x - rect.left, y: drawn.y - rect.top };
  }, point);
  return { x: box.x + offset.x, y: box.y + offset.y };
}

/** The scene's viewBox, as numbers. */
async function viewBox(frame: FrameLocator): Promise<{ x: number; y: number; width: number; height: number }> {
  const [x, y, width, height] = (await frame.locator("svg.bca-scene").getAttribute("viewBox"))!.split(" ").map(Number);
  return { x: x!, y: y!, width: width!, height: height! };
}

/** Clicks (or taps) the middle of the listed object, which is in view. */
async function find(page: Page, frame: FrameLocator, state: BcaState, index: number, tap: boolean): Promise<BcaState> {
  const placed = state.placed[index]!;
  const { x, y } = await onPage(frame, placed);
  const started = Date.now();
  if (tap) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await frame.locator(`.bca-list li.bca-found[data-object="${placed.object}"]`).waitFor();
  const left = TAP_MS - (Date.now() - started);
  if (tap && left > 0) await page.waitForTimeout(left);
  return { ...state, found: state.found.map((done, at) => done || at === index) };
}

/** Picks how the list names the objects, from the game's settings menu (`shot` names a screenshot of the open menu). */
async function chooseListMode(page: Page, frame: FrameLocator, mode: "Words" | "Silhouettes" | "Riddles", tap: boolean, shot?: string): Promise<void> {
  const settings = frame.getByRole("button", { name: "Settings" });
  const radio = frame.getByRole("radio", { name: mode });
  if (tap) {
    await settings.tap();
    await radio.tap();
  } else {
    await settings.click();
    await radio.click();
  }
  expect(await radio.isChecked()).toBe(true);
  await frame.locator(`.bca-list-${mode.toLowerCase()}`).waitFor();
  if (shot) await harness.screenshot(page, shot, { fullPage: false });
  if (tap) await settings.tap();
  else await settings.click();
  await frame.locator(".gs-menu-panel").waitFor({ state: "detached" });
}

/** Every object still to find is shown as its dark silhouette, and every found one in colour. */
async function expectSilhouettes(frame: FrameLocator, state: BcaState): Promise<void> {
  for (const [index, placed] of state.placed.slice(0, state.listCount).entries()) {
    const item = frame.locator(`.bca-list li[data-object="${placed.object}"]`);
    expect(await item.locator(state.found[index] ? "svg.bca-drawing" : "svg.bca-silhouette").count()).toBe(1);
  }
}

/** Every object still to find is named by its riddle, and every found one by its name. */
async function expectRiddles(frame: FrameLocator, state: BcaState): Promise<void> {
  for (const [index, placed] of state.placed.slice(0, state.listCount).entries()) {
    const object = objectById(placed.object);
    const text = await frame.locator(`.bca-list li[data-object="${placed.object}"]`).textContent();
    expect(text).toBe(state.found[index] ? `✓ ${object.name}` : object.riddle);
  }
}

/** Finds the rest of the list; before the last click the session is backdated to a person's pace for the moves so far. */
async function findRest(page: Page, frame: FrameLocator, start: BcaState, movesBefore: number, tap: boolean, shot: string): Promise<void> {
  let state = start;
  let moves = movesBefore;
  while (state.found.includes(false)) {
    if (state.found.filter((done) => !done).length === 1) await backdateToHumanPace(harness.database, rules, moves + 1);
    state = await find(page, frame, state, hintTarget(state)!, tap);
    moves++;
    if (moves === movesBefore + 3) await harness.screenshot(page, shot, { fullPage: false });
  }
}

describe("Big City Adventure in the browser", () => {
  test("a signed-up player (1366 x 768) finds Paris's list with Hint, Freeze Frame, a wild click, the keyboard magnifier, silhouettes, riddles and the lens, wins, sees the star on the world map, and finds the list as they left it on the next visit", async () => {
    const page = await harness.newPage({ width: 1366, height: 768 });
    await page.goto("/");
    await signUpInBrowser(page, "bigcity");
    const frame = await openGame(page);
    await frame.getByText("Paris: Eiffel Tower Gardens").waitFor();
    let state = await sessionRound();
    expect(await frame.locator(".bca-list li").count()).toBe(state.listCount);
    await harness.screenshot(page, "bca-start", { fullPage: false });

    // Hint rings the first object on the list.
    await buyAndUse(page, frame, "Hint", /Get 5 Hints/);
    await frame.locator(`circle.bca-hint[data-hint="${state.placed[0]!.object}"]`).waitFor();
    await buyAndUse(page, frame, "Freeze Frame", /Get 5 Freeze Frames/);
    await frame.locator(".gs-freeze-left").waitFor();
    await harness.screenshot(page, "bca-hint-freeze", { fullPage: false });

    // A miss in the empty sky marks the spot and finds nothing.
    const box = await settledBox(frame.locator("svg.bca-scene"));
    await page.mouse.click(box.x + box.width * 0.02, box.y + box.height * 0.02);
    await frame.locator(".bca-mark-miss").first().waitFor({ state: "attached" });
    let moves = 3;

    // The keyboard: the magnifier starts in the middle and moves 20 units a press.
    const reachable = state.placed.slice(0, state.listCount).flatMap((placed, index) => {
      const steps = { x: Math.round((placed.x - 500) / 20), y: Math.round((placed.y - 320) / 20) };
      return contains(placed, 500 + steps.x * 20, 320 + steps.y * 20) ? [{ index, steps }] : [];
    });
    expect(reachable.length).toBeGreaterThan(0);
    const { index, steps } = reachable[0]!;
    await frame.locator("svg.bca-scene").focus();
    for (let press = 0; press < Math.abs(steps.x); press++) await page.keyboard.press(steps.x > 0 ? "ArrowRight" : "ArrowLeft");
    for (let press = 0; press < Math.abs(steps.y); press++) await page.keyboard.press(steps.y > 0 ? "ArrowDown" : "ArrowUp");
    await frame.locator(".bca-magnifier").waitFor();
    await harness.screenshot(page, "bca-magnifier", { fullPage: false });
    await page.keyboard.press("Enter");
    await frame.locator(`.bca-list li.bca-found[data-object="${state.placed[index]!.object}"]`).waitFor();
    state = { ...state, found: state.found.map((done, at) => done || at === index) };
    moves++;

    // Silhouettes: the list shows each object's own drawing, dark; a found one comes back in colour.
    await chooseListMode(page, frame, "Silhouettes", false, "bca-settings");
    await expectSilhouettes(frame, state);
    await harness.screenshot(page, "bca-silhouettes", { fullPage: false });
    state = await find(page, frame, state, hintTarget(state)!, false);
    moves++;
    await expectSilhouettes(frame, state);

    // Riddles: each object still to find is named by its riddle, a found one by its name.
    await chooseListMode(page, frame, "Riddles", false);
    await expectRiddles(frame, state);
    await harness.screenshot(page, "bca-riddles", { fullPage: false });
    state = await find(page, frame, state, hintTarget(state)!, false);
    moves++;
    await expectRiddles(frame, state);

    // The lens: L turns it on, it follows the mouse, and a click through it finds what is under the pointer.
    const lensButton = frame.getByRole("button", { name: "Magnifying lens (L)" });
    expect(await lensButton.getAttribute("aria-pressed")).toBe("false");
    await page.keyboard.press("l");
    await expect.poll(() => lensButton.getAttribute("aria-pressed")).toBe("true");
    const target = state.placed[hintTarget(state)!]!;
    const under = await onPage(frame, target);
    await page.mouse.move(under.x - 40, under.y - 30);
    await page.mouse.move(under.x, under.y, { steps: 4 });
    const lens = frame.locator(".bca-lens");
    await expect.poll(async () => Math.abs(Number(await lens.getAttribute("data-x")) - target.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(Number(await lens.getAttribute("data-y")) - target.y)).toBeLessThanOrEqual(1);
    await harness.screenshot(page, "bca-lens", { fullPage: false });
    // From the keyboard, the lens is the magnifier: it looks where the arrows put it.
    await frame.locator("svg.bca-scene").focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => lens.getAttribute("data-x")).toBe(String(500 + steps.x * 20));
    expect(await lens.getAttribute("data-y")).toBe(String(320 + steps.y * 20));
    expect(await frame.locator(".bca-magnifier").count()).toBe(0);
    await harness.screenshot(page, "bca-lens-keyboard", { fullPage: false });
    // The rest, with the lens on: clicks land as without it.
    await findRest(page, frame, state, moves, false, "bca-midgame");
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await harness.screenshot(page, "bca-won", { fullPage: false });

    // The map opened from the top bar while the win panel shows lies over the panel.
    await frame.getByRole("button", { name: "World map (M)" }).click();
    const mapTitle = frame.getByRole("heading", { name: "World map" });
    await mapTitle.waitFor();
    expect(await mapTitle.evaluate((title) => {
      const box = title.getBoundingClientRect();
      return title.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    })).toBe(true);
    await frame.getByRole("button", { name: "Back to the scene" }).click();

    // The world map: Paris has its first star, the next scene is open, Rome is locked with its price.
    await frame.getByRole("button", { name: "Next scene" }).click();
    await frame.getByText("Paris: Montmartre Cafe").waitFor();
    await frame.getByRole("button", { name: "World map (M)" }).click();
    await frame.getByRole("heading", { name: "World map" }).waitFor();
    await frame.getByRole("button", { name: "Paris: 1 of 3 scenes won" }).waitFor();
    await frame.getByRole("button", { name: "Eiffel Tower Gardens, won" }).waitFor();
    expect(await frame.getByRole("button", { name: "Seine Bookstalls, locked: win the scene before" }).isDisabled()).toBe(true);
    await frame.getByRole("button", { name: "Rome: locked, 200 gems" }).focus();
    await page.keyboard.press("Enter");
    await frame.getByRole("button", { name: "Get Rome · 200 gems" }).waitFor();
    await harness.screenshot(page, "bca-map", { fullPage: false });

    // The next visit keeps the riddles and the lens.
    const again = await openGame(page);
    await again.locator(".bca-list-riddles").waitFor();
    expect(await again.getByRole("button", { name: "Magnifying lens (L)" }).getAttribute("aria-pressed")).toBe("true");
  }, 240_000);

  test("on a phone (390 x 844): the scene fills the screen's width and starts zoomed to fill the room under it, pans, zooms with its buttons, and a visitor finds the list by tapping, through the lens, by silhouettes and by riddles", async () => {
    const phone = await harness.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: harness.portal.url });
    phone.setDefaultTimeout(10_000);
    const mobile = await phone.newPage();
    const frame = await openGame(mobile);
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Edge to edge, and taller than the whole picture at that width would be (390 x 250): the
    // scene starts zoomed so its full height fills the element, the sides a drag away.
    const scene = await settledBox(frame.locator("svg.bca-scene"));
    expect(scene.width).toBeGreaterThanOrEqual(389);
    expect(scene.height).toBeGreaterThan(380);
    const start = await viewBox(frame);
    expect(start.height).toBe(640);
    expect(start.width).toBeLessThan(700);
    expect(start.width / start.height).toBeCloseTo(scene.width / scene.height, 2);
    await harness.screenshot(mobile, "bca-phone", { fullPage: false });

    // A drag brings the first object on the list to the middle (as far as the scene goes), and a
    // tap on it there finds it: taps are mapped through the zoomed, panned view.
    let state = await sessionRound();
    const first = state.placed[0]!;
    const drag = (start.x + start.width / 2 - first.x) * (scene.width / start.width);
    // A shorter press would be a tap, not a drag: the object is in the middle already.
    if (Math.abs(drag) > 20) {
      const from = { x: scene.x + scene.width / 2, y: scene.y + scene.height / 2 };
      await mobile.mouse.move(from.x, from.y);
      await mobile.mouse.down();
      await mobile.mouse.move(from.x + drag, from.y, { steps: 8 });
      await mobile.mouse.up();
      await expect.poll(async () => (await viewBox(frame)).x).not.toBe(start.x);
    }
    const panned = await viewBox(frame);
    expect(panned.width).toBeCloseTo(start.width, 6);
    expect(first.x).toBeGreaterThan(panned.x);
    expect(first.x).toBeLessThan(panned.x + panned.width);
    state = await find(mobile, frame, state, 0, true);

    const zoomIn = frame.getByRole("button", { name: "Zoom in" });
    expect((await zoomIn.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await zoomIn.tap();
    await expect.poll(async () => (await viewBox(frame)).width).toBeLessThan(panned.width);
    await harness.screenshot(mobile, "bca-phone-zoomed", { fullPage: false });
    // Zooming out as far as it goes shows the whole scene.
    const zoomOut = frame.getByRole("button", { name: "Zoom out" });
    while (!(await zoomOut.isDisabled())) {
      await zoomOut.tap();
      await mobile.waitForTimeout(TAP_MS);
    }
    await expect.poll(() => frame.locator("svg.bca-scene").getAttribute("viewBox")).toBe("0 0 1000 640");
    await harness.screenshot(mobile, "bca-phone-whole", { fullPage: false });

    // The lens on a phone: its button turns it on; a finger held on an object brings it up above
    // the finger, showing what is under it; lifting the finger finds the object.
    const lensButton = frame.getByRole("button", { name: "Magnifying lens (L)" });
    expect((await lensButton.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await lensButton.tap();
    await expect.poll(() => lensButton.getAttribute("aria-pressed")).toBe("true");
    const held = hintTarget(state)!;
    const finger = await onPage(frame, state.placed[held]!);
    const touch = await phone.newCDPSession(mobile);
    await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: finger.x, y: finger.y }] });
    const lens = frame.locator(".bca-lens");
    await lens.waitFor();
    expect(Number(await lens.getAttribute("data-x"))).toBeCloseTo(state.placed[held]!.x, -1);
    const glass = await settledBox(lens.locator(".bca-lens-rim"));
    expect(glass.y + glass.height < finger.y || glass.y > finger.y).toBe(true);
    expect(glass.width).toBeGreaterThan(120);
    await harness.screenshot(mobile, "bca-phone-lens", { fullPage: false });
    await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await frame.locator(`.bca-list li.bca-found[data-object="${state.placed[held]!.object}"]`).waitFor();
    await lens.waitFor({ state: "detached" });
    state = { ...state, found: state.found.map((done, at) => done || at === held) };
    await mobile.waitForTimeout(TAP_MS);

    await chooseListMode(mobile, frame, "Silhouettes", true, "bca-phone-settings");
    await expectSilhouettes(frame, state);
    await harness.screenshot(mobile, "bca-phone-silhouettes", { fullPage: false });
    state = await find(mobile, frame, state, hintTarget(state)!, true);
    await chooseListMode(mobile, frame, "Riddles", true);
    await expectRiddles(frame, state);
    await harness.screenshot(mobile, "bca-phone-riddles", { fullPage: false });
    // On the smallest phone the riddles' long lines scroll in their strip instead of leaving the scene a sliver.
    await mobile.setViewportSize({ width: 360, height: 640 });
    // Both read once settled, so a reading taken while the page still lays out the new size cannot pass for it.
    await expect.poll(async () => (await settledBox(frame.locator("svg.bca-scene"))).height - (await settledBox(frame.locator(".bca-list"))).height).toBeGreaterThan(0);
    await mobile.setViewportSize({ width: 390, height: 844 });
    state = await find(mobile, frame, state, hintTarget(state)!, true);
    await findRest(mobile, frame, state, 4, true, "bca-phone-midgame");
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await harness.screenshot(mobile, "bca-phone-won", { fullPage: false });
    await phone.close();
  }, 180_000);
});
