import type { Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { gameManifests } from "../../games/registry.ts";
import { useBrowserHarness } from "../support/browser.ts";

/**
 * Every game at the seven sizes players use (laptops, a big screen, a tablet, phones upright and
 * on their side): nothing a player can press is covered, cut off under the powerup bar or the
 * portal's bars, or pushed out of the frame sideways. One page plays each game and is resized
 * from size to size, as a player turns a phone or resizes a window.
 */
const harness = useBrowserHarness();

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
  { width: 360, height: 640 },
  { width: 844, height: 390 },
] as const;

/** What a player can press, type into or pick up. */
const INTERACTIVE = [
  "button",
  "input",
  "select",
  "textarea",
  "a[href]",
  "[role=button]",
  "[role=gridcell]",
  "[role=checkbox]",
  "[role=radio]",
  "[role=tab]",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

interface Problem {
  element: string;
  problem: string;
}

/**
 * Runs in the game's frame: every visible interactive element whose centre is not hit by itself
 * (or what it holds), and any sideways overflow. An element scrolled out of its own scrolling list
 * is reachable by scrolling that list and is not counted; one clipped by a box that cannot scroll is.
 */
function findProblems(selector: string): Problem[] {
  const name = (element: Element): string => {
    const label = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30) ?? "";
    const classes = typeof element.className === "string" ? element.className.trim().split(/\s+/).slice(0, 2).join(".") : "";
    return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}${label ? ` "${label}"` : ""}`;
  };
  const problems: Problem[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) problems.push({ element: "document", problem: `scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}` });
  // A modal dialog (how to play, the world map) is all a player can press while it is open.
  const scope = document.querySelector("dialog:modal, [aria-modal='true']") ?? document;
  for (const element of scope.querySelectorAll<HTMLElement | SVGElement>(selector)) {
    if (element.closest("[hidden], [inert], details:not([open]) > :not(summary)")) continue;
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    const style = getComputedStyle(element);
    if (style.visibility !== "visible" || Number(style.opacity) === 0 || style.pointerEvents === "none") continue;
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    let scrolledAway = false;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const overflow = getComputedStyle(parent);
      const scrolls = /auto|scroll/.test(overflow.overflowX + overflow.overflowY) && (parent.scrollHeight > parent.clientHeight + 1 || parent.scrollWidth > parent.clientWidth + 1);
      if (!scrolls) continue;
      const clip = parent.getBoundingClientRect();
      if (x < clip.left || x > clip.right || y < clip.top || y > clip.bottom) scrolledAway = true;
    }
    if (scrolledAway) continue;
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) {
      problems.push({ element: name(element), problem: `centre (${Math.round(x)}, ${Math.round(y)}) is outside the frame (${window.innerWidth}x${window.innerHeight})` });
      continue;
    }
    const hit = document.elementFromPoint(x, y);
    if (!hit || element === hit || element.contains(hit)) continue;
    // A card pile's slot lies under its own cards.
    const slot = element.getAttribute("data-slot");
    if (slot !== null && hit.closest("[data-pile]")?.getAttribute("data-pile") === slot) continue;
    // Pieces lie on pieces of the same board (a blocked mahjong tile, a buried card); controls never lie on controls.
    const control = /^(BUTTON|INPUT|SELECT|TEXTAREA|A)$/;
    const over = hit.closest(selector);
    if (over && !control.test(element.tagName) && !control.test(over.tagName) && over.parentElement === element.parentElement) continue;
    problems.push({ element: name(element), problem: `covered by ${name(hit)}` });
  }
  return problems;
}

let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  page = await harness.newPage(SIZES[0]);
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
});

afterAll(() => page?.close());

async function openGame(slug: string): Promise<Frame> {
  await page.setViewportSize(SIZES[0]);
  await page.goto(`/game/${slug}/load`);
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await page.locator("iframe.play-frame").waitFor();
  const frame = page.frameLocator("iframe.play-frame");
  await frame.locator(".gs-root").waitFor();
  await frame.locator(".gs-loading").waitFor({ state: "detached" });
  const handle = await page.locator("iframe.play-frame").elementHandle();
  const found = await handle?.contentFrame();
  if (!found) throw new Error(`No frame for ${slug}.`);
  return found;
}

/** The portal's bars never lie over the frame, and the frame lies inside the window. */
function frameCovered(): string | null {
  const frame = document.querySelector("iframe.play-frame");
  if (!frame) return "no frame";
  const box = frame.getBoundingClientRect();
  if (box.left < 0 || box.top < 0 || box.right > window.innerWidth + 0.5 || box.bottom > window.innerHeight + 0.5) return `the frame (${box.left}, ${box.top}, ${box.right}, ${box.bottom}) leaves the window`;
  for (const [x, y] of [[box.left + 2, box.top + 2], [box.right - 2, box.top + 2], [box.left + 2, box.bottom - 2], [box.right - 2, box.bottom - 2]] as const) {
    const hit = document.elementFromPoint(x, y);
    if (hit !== frame) return `the frame's corner (${x}, ${y}) is covered by ${hit?.tagName.toLowerCase()}.${hit?.className}`;
  }
  return null;
}

/**
 * Runs in the game's frame: whether the top bar takes another row once the score reaches five
 * digits, which would move the board down in the middle of a game. The score's text node is
 * changed and put back in place (React keeps writing to that same node).
 */
function topBarGrowsWithScore(): string | null {
  const bar = document.querySelector(".gs-topbar");
  const score = bar?.querySelector(".gs-score .gs-stat-value")?.firstChild;
  if (!bar || !score) return null;
  const shown = score.nodeValue;
  const before = bar.getBoundingClientRect().height;
  score.nodeValue = "88,888";
  const after = bar.getBoundingClientRect().height;
  score.nodeValue = shown;
  return after > before ? `the top bar grows from ${before} to ${after} px with a five-digit score` : null;
}

/**
 * Runs in the game's frame: on a phone held upright the top bar is one row (its buttons beside the
 * stats, not under them), so the board keeps the height a second row would take.
 */
function topBarInTwoRows(): string | null {
  const stats = document.querySelector(".gs-topbar .gs-stats")?.getBoundingClientRect();
  const actions = document.querySelector(".gs-topbar .gs-actions")?.getBoundingClientRect();
  if (!stats || !actions) return null;
  return actions.top >= stats.bottom - 1 ? `the top bar takes two rows (its buttons start at ${actions.top} px, under the stats ending at ${stats.bottom} px)` : null;
}

/** Two frames after a resize: the games measure their board in a ResizeObserver and draw in the next frame. */
const settle = (frame: Frame) => frame.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

describe("the games' layout at every size", () => {
  for (const manifest of gameManifests) {
    test(manifest.slug, async () => {
      consoleErrors.length = 0;
      const frame = await openGame(manifest.slug);
      const found: string[] = [];
      const checkEverySize = async (what: string) => {
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await settle(frame);
          let covered = await page.evaluate(frameCovered);
          let problems = await frame.evaluate(findProblems, INTERACTIVE);
          // A loaded machine may draw the new size a few frames late: what a player sees is what stays.
          if (covered || problems.length > 0) {
            await page.waitForTimeout(750);
            await settle(frame);
            covered = await page.evaluate(frameCovered);
            problems = await frame.evaluate(findProblems, INTERACTIVE);
          }
          if (covered) found.push(`${size.width}x${size.height} ${covered}`);
          for (const problem of problems) found.push(`${what} ${size.width}x${size.height} ${problem.element}: ${problem.problem}`);
          const grows = what === "board" ? await frame.evaluate(topBarGrowsWithScore) : null;
          if (grows) found.push(`${size.width}x${size.height} ${grows}`);
          const twoRows = what === "board" && size.width <= 480 ? await frame.evaluate(topBarInTwoRows) : null;
          if (twoRows) found.push(`${size.width}x${size.height} ${twoRows}`);
          if (what === "board" && (size.width === 1366 || size.width === 390)) await harness.screenshot(page, `layout-${manifest.slug}-${size.width}x${size.height}`, { fullPage: false });
        }
      };
      // The first play opens how to play over the board: it fits too; then the board itself.
      const closeHowTo = page.frameLocator("iframe.play-frame").getByRole("button", { name: "Close how to play" });
      if (await closeHowTo.count()) {
        await checkEverySize("how to play");
        await page.setViewportSize(SIZES[0]);
        await closeHowTo.click();
      }
      await checkEverySize("board");
      expect(found).toEqual([]);
      expect(consoleErrors).toEqual([]);
    }, 60_000);
  }
});

describe("the board's room while the player's powerups load", () => {
  for (const size of [SIZES[0], SIZES[6]]) {
    test(`is the room it has once they show (${size.width}x${size.height})`, async () => {
      const slow = await harness.newPage(size);
      // The counts come after the board has drawn, as they may on a slow line.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await slow.route("**/graphql", async (route) => {
        if (route.request().postData()?.includes('"SdkPowerups"')) await held;
        await route.fallback();
      });
      await slow.goto("/game/rivers-of-gold-solitaire/load");
      await slow.getByRole("button", { name: "Play", exact: true }).click();
      const frame = slow.frameLocator("iframe.play-frame");
      await frame.locator(".gs-loading").waitFor({ state: "detached" });
      const board = () => frame.locator(".gs-board").evaluate((element) => JSON.stringify(element.getBoundingClientRect()));
      const before = await board();
      expect(await frame.getByRole("navigation", { name: "Powerups" }).getByRole("button").count()).toBe(0);
      release();
      await frame.getByRole("button", { name: /^Undo/ }).waitFor();
      expect(await board()).toBe(before);
      await slow.close();
    });
  }
});
