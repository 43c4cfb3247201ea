import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, inject, onTestFinished } from "vitest";
import { getCurrentTest } from "vitest/suite";
import { ROOT_DIR, readConfig, type PortalConfig } from "../../api/config.ts";
import { startPortal, type RunningPortal } from "../../api/server.ts";
import { howToSeenKey } from "../../games/engines/shell/help/howToPlay.ts";
import { hostStorageKey } from "../../games/sdk/bridge.ts";
import { createMigratedDatabase, type TestDatabase } from "./testDatabase.ts";

const SCREENSHOT_DIR = path.join(ROOT_DIR, "test-results", "screenshots");
/**
 * Screenshots are for people to look at, so they are taken only on request (`SCREENSHOTS=1`):
 * a full-page one costs Chromium 0.2-0.7 s of CPU, about a twentieth of the browser tier.
 */
const TAKE_SCREENSHOTS = Boolean(process.env.SCREENSHOTS);

/** The storage keys that mark every catalog game's how-to as seen (games.json lists each game's code as `id`). */
function howToSeenKeys(): string[] {
  const games: unknown = JSON.parse(readFileSync(path.join(ROOT_DIR, "data", "games.json"), "utf8"));
  if (!Array.isArray(games)) throw new Error("data/games.json is not a list of games.");
  return games.map((game: unknown) => {
    const code = typeof game === "object" && game !== null && "id" in game ? game.id : undefined;
    if (typeof code !== "string") throw new Error("A game in data/games.json has no id.");
    return howToSeenKey(code);
  });
}

export interface BrowserHarness {
  portal: RunningPortal;
  database: TestDatabase;
  browser: Browser;
  /**
   * A page in a new context. It asks for reduced motion, as some players do: moves show at once,
   * which is what most tests wait for, at a fraction of the CPU; a test of motion asks for `motion`.
   * Every game's how-to counts as seen, as for a player who has played before; a test of the
   * first play asks for `howTo`. The portal's service worker is blocked unless `serviceWorker`.
   */
  newPage(viewport?: { width: number; height: number }, options?: { motion?: boolean; howTo?: boolean; serviceWorker?: boolean }): Promise<Page>;
  /** A context of the caller's own (a phone with touch), with reduced motion and every game's how-to seen unless it says otherwise, as in `newPage`. */
  newContext(options: BrowserContextOptions): Promise<BrowserContext>;
  /** Saves `test-results/screenshots/<name>.png` of a page (whole, unless `fullPage: false`) or of one element, when the run takes screenshots (`SCREENSHOTS=1`). */
  screenshot(target: Page | Locator, name: string, options?: { fullPage?: boolean }): Promise<void>;
  close(): Promise<void>;
}

/** Resolves once a service worker controls the page (the first visit's worker claims it). */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/**
 * Where the portal page keeps a game's stored value `key` (options, progress, how-to seen): tests
 * set a game's storage on the portal page, before or between plays, through this name.
 */
export function gameStorageKey(key: string): string {
  return hostStorageKey(key);
}

/** Marks every game's how-to as seen in the context's storage before any page of it loads. */
async function markHowToSeen(context: BrowserContext): Promise<void> {
  await context.addInitScript((keys) => {
    // about:blank and other opaque origins have no storage.
    try {
      for (const key of keys) localStorage.setItem(key, "seen");
    } catch {}
  }, howToSeenKeys().map(gameStorageKey));
}

/**
 * A context opened inside a test closes when the test ends: a page left open keeps its clocks,
 * sockets and frames running beside the file's later tests, on a machine with two cores. Contexts
 * opened in beforeAll live until the file ends.
 */
function closedAfterTest(context: BrowserContext): BrowserContext {
  if (getCurrentTest()) onTestFinished(() => context.close().catch(() => undefined));
  return context;
}

/**
 * The built portal on a fresh database (a copy of the run's catalog template), and the run's
 * Chromium to drive it (globalBrowser.ts); closing disconnects, which closes this file's contexts.
 */
export async function startBrowserHarness(overrides: Partial<PortalConfig> = {}): Promise<BrowserHarness> {
  const database = await createMigratedDatabase();
  const portal = await startPortal({ ...readConfig({}), port: 0, databaseUrl: database.url, ...overrides });
  const browser = await chromium.connect(inject("chromiumEndpoint"));
  if (TAKE_SCREENSHOTS) mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    portal,
    database,
    browser,
    newPage: async (viewport = { width: 1280, height: 900 }, { motion = false, howTo = false, serviceWorker = false } = {}) => {
      // The portal's service worker (issue 34) only where a test asks for it: Playwright's request
      // events miss what a page sends through a worker, which tests of requests sent rely on.
      const context = closedAfterTest(await browser.newContext({
        viewport,
        baseURL: portal.url,
        reducedMotion: motion ? "no-preference" : "reduce",
        serviceWorkers: serviceWorker ? "allow" : "block",
      }));
      // Fail on a missing element well before the test timeout, naming the element; 20 s because
      // two workers' Chromiums share two cores, and a page's lazy chunk can wait that long there.
      context.setDefaultTimeout(20_000);
      // A file's first page loads from a portal that just started, on a machine running another file.
      context.setDefaultNavigationTimeout(30_000);
      if (!howTo) await markHowToSeen(context);
      const page = await context.newPage();
      page.on("pageerror", (error) => {
        throw error;
      });
      // Every browser test also checks that the Content-Security-Policy blocks nothing of ours.
      page.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
          throw new Error(`The Content-Security-Policy blocked something on ${page.url()}: ${message.text()}`);
        }
      });
      return page;
    },
    newContext: async (options) => {
      // Reduced motion unless the caller asks otherwise, as in newPage.
      const context = closedAfterTest(await browser.newContext({ reducedMotion: "reduce", serviceWorkers: "block", ...options }));
      await markHowToSeen(context);
      return context;
    },
    screenshot: async (target, name, options = {}) => {
      if (!TAKE_SCREENSHOTS) return;
      const file = path.join(SCREENSHOT_DIR, `${name}.png`);
      if ("goto" in target) await target.screenshot({ path: file, fullPage: options.fullPage ?? true });
      else await target.screenshot({ path: file });
    },
    close: async () => {
      await browser.close();
      await portal.stop();
      await database.drop();
    },
  };
}

/**
 * A browser harness for the test file: started before its tests, closed after them. The object
 * answers once the tests run (reading it at the top level of the file is an error).
 */
export function useBrowserHarness(overrides: Partial<PortalConfig> = {}): BrowserHarness {
  let started: BrowserHarness | undefined;
  beforeAll(async () => {
    started = await startBrowserHarness(overrides);
  });
  afterAll(() => started?.close());
  const current = (): BrowserHarness => {
    if (!started) throw new Error("The browser harness starts in beforeAll: use it inside a test or hook.");
    return started;
  };
  return {
    get portal() {
      return current().portal;
    },
    get database() {
      return current().database;
    },
    get browser() {
      return current().browser;
    },
    newPage: (viewport, options) => current().newPage(viewport, options),
    newContext: (options) => current().newContext(options),
    screenshot: (target, name, options) => current().screenshot(target, name, options),
    close: () => current().close(),
  };
}

export const TEST_PASSWORD = "correct-horse-battery";
let accountsMade = 0;

/**
 * Creates an account through the Sign In dialog, as a player would, from the page the browser is
 * on; resolves with its (unique) email once the new-account page greets the player.
 */
/**
 * Resolves once React has hydrated `element` of a server-rendered page (it keeps its props on the
 * element): before that a key or a click reaches no handler, which a loaded machine may take seconds to attach.
 */
export async function hydrated(page: Page, element: Locator): Promise<void> {
  await page.waitForFunction((node) => Object.keys(node).some((key) => key.startsWith("__reactProps")), await element.elementHandle());
}

/**
 * `element`'s box once it has stayed put over two animation frames: boards and trays that fit
 * themselves to the frame (a ResizeObserver, then a frame) may still be moving when they first show,
 * and a loaded machine stretches that out. Aim pointers from this, not from a first reading.
 * A page whose clock is paused (`page.clock.pauseAt`) draws no frames: read its boxes directly.
 */
export async function settledBox(element: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let before = await element.boundingBox();
  for (let reading = 0; reading < 100; reading++) {
    await element.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const now = await element.boundingBox();
    if (before && now && now.x === before.x && now.y === before.y && now.width === before.width && now.height === before.height) return now;
    before = now;
  }
  throw new Error(`${String(element)} kept moving (or was not on screen) for 100 readings.`);
}

export async function signUpInBrowser(page: Page, emailPrefix = "player"): Promise<string> {
  const email = `${emailPrefix}${Date.now()}${accountsMade++}@example.com`;
  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByRole("dialog", { name: /Sign in to/ }).getByRole("tab", { name: "Create account" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Create account", exact: true }).click();
  await page.getByRole("heading", { name: "Welcome to Playden!", level: 1 }).waitFor();
  return email;
}

/** Every GraphQL answer the page (and its frames) received, as sent. */
export function recordGraphqlResponses(page: Page): string[] {
  const bodies: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/graphql")) void response.text().then((text) => bodies.push(text), () => undefined);
  });
  return bodies;
}

/** The string values (not the keys) of a JSON text, at any depth; a secret is looked for among these. */
export function jsonStringValues(text: string): string[] {
  const values: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") values.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === "object") Object.values(value).forEach(walk);
  };
  try {
    walk(JSON.parse(text));
  } catch {
    values.push(text);
  }
  return values;
}
