/**
 * axe (WCAG 2.1 A/AA and best practices) on every page path of client/routing and every dialog and
 * menu, signed out and signed in, on a desktop and on a phone: no serious or critical violation.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { PAGE_PATHS } from "../../shared/pagePaths.ts";
import { allViolations, describeViolations, seriousViolations, type Violation } from "../support/accessibility.ts";
import { signUpInBrowser, useBrowserHarness } from "../support/browser.ts";

const harness = useBrowserHarness();

/** The pages visited for each page path with parameters (paths without any are visited as they are). */
const EXAMPLES: Partial<Record<keyof typeof PAGE_PATHS, string[]>> = {
  allGames: ["/games-all", "/games-all#sol"],
  gameAbout: ["/game-about/big-city-adventure", "/game-about/word-hunch", "/game-about/no-such-game"],
  gameLoad: ["/game/word-hunch/load", "/game/BCA/load"],
  chatRoom: ["/chat/R1"],
  leaderboards: ["/leaderboards?game=WOR&period=PUZZLE&scope=FRIENDS"],
};

function pagesToVisit(): string[] {
  return [
    ...Object.entries(PAGE_PATHS).flatMap(([name, path]) => {
      if (!path.includes(":")) return EXAMPLES[name as keyof typeof PAGE_PATHS] ?? [path];
      const examples = EXAMPLES[name as keyof typeof PAGE_PATHS];
      if (!examples) throw new Error(`Add example pages for ${name} (${path}) to the accessibility test.`);
      return examples;
    }),
    "/no-such-page",
  ];
}

const VIEWPORTS = [
  { name: "desktop", size: { width: 1280, height: 800 } },
  { name: "phone", size: { width: 390, height: 844 } },
] as const;

/** The requests each page has in flight, counted from its first request on (see `visit`). */
const inFlight = new WeakMap<Page, { count: number; changed: number }>();
/** How long no request may be in flight before a page counts as loaded. */
const QUIET_MS = 150;

function countRequests(page: Page) {
  const counter = { count: 0, changed: Date.now() };
  inFlight.set(page, counter);
  const change = (by: number) => () => {
    counter.count += by;
    counter.changed = Date.now();
  };
  page.on("request", change(1));
  page.on("requestfinished", change(-1));
  page.on("requestfailed", change(-1));
  return counter;
}

/**
 * Opens a page and waits until it shows its heading and has loaded what it shows: no request in
 * flight for QUIET_MS. Playwright's "networkidle" waits a fixed 500 ms after the last one, which
 * over the sweeps' 150 visits was a minute of waiting on nothing.
 */
async function visit(page: Page, path: string) {
  const requests = inFlight.get(page) ?? countRequests(page);
  await page.goto(path);
  await page.locator("main h1").first().waitFor();
  await expect.poll(() => requests.count === 0 && Date.now() - requests.changed >= QUIET_MS, { interval: 25 }).toBe(true);
}

async function signUp(page: Page): Promise<string> {
  await visit(page, "/");
  return signUpInBrowser(page, "axe");
}

async function closeWithEscape(page: Page, dialogName: string) {
  await page.keyboard.press("Escape");
  await page.getByRole("dialog", { name: dialogName }).waitFor({ state: "detached" });
}

test("the check finds what it is there to find, on a page and inside a sandboxed frame", async () => {
  const page = await harness.newPage();
  const faults = `<main><h1>Faults</h1><img src="/favicon.ico"><button></button></main>`;
  await page.setContent(`<!doctype html><html lang="en"><title>Faults</title><body>${faults}</body></html>`);
  const onPage = await allViolations(page, "page");
  expect(onPage.map((v) => v.id)).toEqual(expect.arrayContaining(["image-alt", "button-name"]));

  await page.setContent(
    `<!doctype html><html lang="en"><title>Frame</title><body><main><h1>Frame</h1><iframe title="game" sandbox="allow-scripts" srcdoc='<!doctype html><html lang="en"><title>Inner</title><body>${faults}</body></html>'></iframe></main></body></html>`,
  );
  await expect.poll(() => page.frames().length).toBe(2);
  const inFrame = await allViolations(page, "frame");
  expect(inFrame.map((v) => v.id)).toEqual(expect.arrayContaining(["image-alt", "button-name"]));
});

describe.each(VIEWPORTS)("accessibility on a $name", ({ name, size }) => {
  test("every page, signed out", async () => {
    const page = await harness.newPage(size);
    const found: Violation[] = [];
    for (const path of pagesToVisit()) {
      await visit(page, path);
      found.push(...(await seriousViolations(page, `${path} signed out (${name})`)));
    }
    expect(found, describeViolations(found)).toEqual([]);
  }, 240_000);

  /** On a phone the header's navigation is behind its Menu button. */
  async function openGamesMenu(page: Page, viewport: string) {
    if (viewport === "phone") await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("button", { name: "Games", exact: true }).click();
    await page.getByRole("navigation", { name: "Games" }).waitFor();
  }

  test("every dialog and menu, signed out: sign in, gem prompt, games menu", async () => {
    const page = await harness.newPage(size);
    const found: Violation[] = [];
    await visit(page, "/");
    await page.getByRole("link", { name: "Sign in" }).click();
    await page.getByRole("dialog", { name: "Sign in to Playden" }).waitFor();
    found.push(...(await seriousViolations(page, `sign-in dialog (${name})`)));
    await page.getByRole("tab", { name: "Create account" }).click();
    found.push(...(await seriousViolations(page, `create-account dialog (${name})`)));
    await closeWithEscape(page, "Create your free account");

    await page.getByRole("button", { name: "Get more gems" }).click();
    await page.getByRole("dialog", { name: "Sign in to buy gems" }).waitFor();
    found.push(...(await seriousViolations(page, `gem sign-in prompt (${name})`)));
    await page.getByRole("button", { name: "Get more gems" }).click();

    await openGamesMenu(page, name);
    found.push(...(await seriousViolations(page, `games menu (${name})`)));
    expect(found, describeViolations(found)).toEqual([]);
  }, 240_000);

  test("every page, signed in", async () => {
    const page = await harness.newPage(size);
    await signUp(page);
    const found: Violation[] = [];
    for (const path of pagesToVisit()) {
      await visit(page, path);
      found.push(...(await seriousViolations(page, `${path} signed in (${name})`)));
    }
    expect(found, describeViolations(found)).toEqual([]);
  }, 240_000);

  test("every dialog and menu, signed in: user menu, gem store, confirm purchase, not enough gems, games menu", async () => {
    const page = await harness.newPage(size);
    const email = await signUp(page);
    const found: Violation[] = [];
    await page.getByRole("button", { name: /^Account menu for / }).click();
    await page.getByRole("link", { name: "My Account" }).waitFor();
    found.push(...(await seriousViolations(page, `user menu (${name})`)));
    // Escape closes the menu and hands focus back to the button that opened it.
    await page.getByRole("link", { name: "My Account" }).focus();
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "My Account" }).waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "")).toMatch(/^Account menu for /);

    await page.getByRole("button", { name: "Get more gems" }).click();
    await page.getByRole("dialog", { name: "Gem Store" }).getByText("Current Balance:").waitFor();
    found.push(...(await seriousViolations(page, `gem store (${name})`)));
    await closeWithEscape(page, "Gem Store");

    await visit(page, "/game-about/big-city-adventure");
    await page.getByRole("button", { name: "Buy Hint ×5 for 10 gems" }).click();
    await page.getByRole("dialog", { name: "Confirm Purchase" }).waitFor();
    found.push(...(await seriousViolations(page, `confirm purchase (${name})`)));
    await closeWithEscape(page, "Confirm Purchase");

    // Short of gems only, the dialog would open on tokens: spend them (a guarded debit with its ledger row).
    await harness.database.sql(
      `SELECT wallet_debit(p."userId", 'TOKENS', p.tokens, 'test', 'test') FROM "Player" p JOIN "user" u ON u.id = p."userId" WHERE u.email = $1`,
      [email],
    );
    await visit(page, "/game-about/big-city-adventure");
    await page.getByRole("button", { name: /^Buy Rome for \d+ gems$/ }).click();
    await page.getByRole("dialog", { name: "Not Enough Gems" }).waitFor();
    found.push(...(await seriousViolations(page, `not enough gems (${name})`)));
    await closeWithEscape(page, "Not Enough Gems");

    await openGamesMenu(page, name);
    found.push(...(await seriousViolations(page, `games menu signed in (${name})`)));
    expect(found, describeViolations(found)).toEqual([]);
  }, 240_000);
});
