import type { BrowserContext, FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { fiveLetterWords } from "../../games/engines/words/fiveLetters.ts";
import { rules } from "../../games/word-hunch/rules.ts";
import { settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";

/**
 * The host side of play: the load page, the game's frame under the portal header, the SDK's
 * bridge (store dialog, sign-in, wallet), resume after a reload, the no-game-confirm preference
 * and phone-sized screens. Word Hunch is the game in the frame.
 */
const harness = useBrowserHarness();

const LOAD = "/game/word-hunch/load";

async function signUp(page: Page): Promise<string> {
  await page.goto("/");
  return signUpInBrowser(page, "frame");
}

/** The load page, then Play; resolves with the game's frame once the game is ready. */
async function play(page: Page, options: { click?: boolean } = {}): Promise<FrameLocator> {
  await page.goto(LOAD);
  if (options.click !== false) {
    await page.getByRole("heading", { name: "Word Hunch", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Play", exact: true }).click();
  }
  await page.locator("iframe.play-frame").waitFor();
  const frame = page.frameLocator("iframe.play-frame");
  await frame.locator(".wh-grid").waitFor();
  await frame.locator(".gs-loading").waitFor({ state: "detached" });
  return frame;
}

async function newestSession(): Promise<{ id: string; answer: string; saveMode: number }> {
  const rows = await harness.database.sql<{ id: string; secretSeed: string; saveMode: number }>(
    `SELECT id, "secretSeed", "saveMode" FROM "GameSession" WHERE "gameId" = 'WOR' ORDER BY "startedAt" DESC LIMIT 1`,
  );
  const row = rows[0];
  if (!row) throw new Error("No Word Hunch session.");
  return { id: row.id, answer: rules.hidden.secret(row.secretSeed, {}).answer, saveMode: row.saveMode };
}

const guessRows = (frame: FrameLocator) => frame.locator(".wh-grid .wh-row[aria-label^='Guess']:not(.wh-typing)");

async function guess(page: Page, frame: FrameLocator, word: string): Promise<void> {
  const before = await guessRows(frame).count();
  // Keys go to the focused frame, as for a player who clicked into the game.
  await frame.locator(".wh-grid").click();
  await page.keyboard.type(word, { delay: 30 });
  await page.keyboard.press("Enter");
  await expect.poll(() => guessRows(frame).count(), { timeout: 20_000 }).toBe(before + 1);
}

const wallet = async (page: Page) => {
  const [gems, tokens] = await Promise.all([page.locator(".play-wallet__gems").textContent(), page.locator(".play-wallet__tokens").textContent()]);
  return { gems: Number(gems?.replace(/\D/g, "")), tokens: Number(tokens?.replace(/\D/g, "")) };
};

/**
 * The frame fills the play area under the portal header, down to the bottom and the right edge;
 * the play bar sits above it, or at its left on a short landscape screen.
 */
async function expectFrameFillsPlayArea(page: Page, bar: "above" | "left" = "above"): Promise<void> {
  const viewport = page.viewportSize()!;
  // The play area follows the header's measured height a frame or two after a resize: what counts is where it settles.
  const misfits = async () => {
    const header = (await page.locator("header.header").boundingBox())!;
    const playBar = (await page.locator(".play-bar").boundingBox())!;
    const frame = (await page.locator("iframe.play-frame").boundingBox())!;
    const below = Math.round(header.y + header.height);
    const wanted: [string, number, number][] = [
      ["play bar top", Math.round(playBar.y), below],
      ["frame top", Math.round(frame.y), bar === "above" ? Math.round(playBar.y + playBar.height) : below],
      ["frame left", Math.round(frame.x), bar === "above" ? 0 : Math.round(playBar.width)],
      ["frame right", Math.round(frame.x + frame.width), viewport.width],
      ["frame bottom", Math.round(frame.y + frame.height), viewport.height],
    ];
    return wanted.filter(([, actual, expected]) => actual !== expected).map(([what, actual, expected]) => `${what} ${actual}, not ${expected}`);
  };
  await expect.poll(misfits).toEqual([]);
}

async function cookieNamed(context: BrowserContext, name: string) {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}

describe("playing in the portal", () => {
  test("Play opens the game in a frame; a powerup that ran out opens the store; buying and winning move the wallet", async () => {
    const page = await harness.newPage();
    await signUp(page);
    await page.goto(LOAD);
    await page.getByRole("heading", { level: 1, name: "Word Hunch" }).waitFor();
    await harness.screenshot(page, "play-load-page", { fullPage: false });

    const frame = await play(page);
    await expect(page.locator("iframe.play-frame").getAttribute("src")).resolves.toBe("/play/word-hunch/");
    await expectFrameFillsPlayArea(page);
    // The game-start cookie (docs/product/play.md#game-start-cookie) is set once the game has started.
    await expect.poll(async () => (await cookieNamed(page.context(), "pd_gs"))?.value).toMatch(/^WOR\.\d+$/);
    expect(await wallet(page)).toEqual({ gems: 100, tokens: 500 });
    await harness.screenshot(page, "play-frame", { fullPage: false });

    // No Hints owned: the game asks the portal, which opens Confirm Purchase for the Hint pack.
    await frame.getByRole("button", { name: /^Hint \(0 left\)/ }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm Purchase" });
    await dialog.getByText("Get 5 Hints").waitFor();
    await harness.screenshot(page, "play-store-dialog", { fullPage: false });
    const price = Number((await dialog.getByRole("button", { name: /^Buy for \d+ Tokens/ }).textContent())?.match(/\d+/)?.[0]);
    await dialog.getByRole("button", { name: /^Buy for \d+ Tokens/ }).click();
    await page.getByRole("dialog", { name: "Success" }).getByRole("button", { name: "Close", exact: true }).click();
    // Bought, so the game spends one at once: 5 - 1 left, and a letter of the word shows.
    await frame.getByRole("button", { name: /^Hint \(4 left\)/ }).waitFor();
    await expect.poll(() => wallet(page)).toEqual({ gems: 100, tokens: 500 - price });
    const [inventory] = await harness.database.sql<{ count: number }>(
      `SELECT count FROM "InventoryItem" WHERE kind = 'POWERUP' AND "gameId" = 'WOR' AND "itemId" = 'HI' ORDER BY "updatedAt" DESC LIMIT 1`,
    );
    expect(inventory?.count).toBe(4);

    const { answer } = await newestSession();
    // The Hint and the guess: no faster than a person.
    await backdateToHumanPace(harness.database, rules, 2);
    await guess(page, frame, answer);
    await frame.getByRole("heading", { name: "You won!" }).waitFor();
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    // The win's 10 tokens reach the wallet chip through the bridge and the walletChanged subscription.
    await expect.poll(() => wallet(page)).toEqual({ gems: 100, tokens: 500 - price + 10 });
    await expect(page.getByTestId("gem-balance").textContent()).resolves.toBe("100");
    await page.waitForTimeout(1_000);
    await harness.screenshot(page, "play-won", { fullPage: false });
  }, 90_000);

  test("a signed-in player's game resumes after a reload (database save)", async () => {
    const page = await harness.newPage();
    await signUp(page);
    let frame = await play(page);
    const session = await newestSession();
    expect(session.saveMode).toBe(2);
    const wrong = fiveLetterWords.answers.find((word) => word !== session.answer)!;
    await guess(page, frame, wrong);
    await page.reload();
    frame = await play(page);
    await expect.poll(() => guessRows(frame).count()).toBe(1);
    await expect(guessRows(frame).first().getAttribute("aria-label")).resolves.toBe(`Guess 1: ${wrong.toUpperCase()}`);
    expect((await newestSession()).id).toBe(session.id);
  }, 60_000);

  test("a temporary player's game resumes after a reload (kept in the browser); the store asks them to sign in", async () => {
    const page = await harness.newPage();
    let frame = await play(page);
    const session = await newestSession();
    expect(session.saveMode).toBe(1);
    const wrong = fiveLetterWords.answers.find((word) => word !== session.answer)!;
    await guess(page, frame, wrong);
    await page.reload();
    frame = await play(page);
    await expect.poll(() => guessRows(frame).count()).toBe(1);
    expect((await newestSession()).id).toBe(session.id);

    // Buying is for signed-in players (docs/product/accounts.md#who-can-do-what): the bridge opens the portal's sign-in dialog.
    await frame.getByRole("button", { name: /^More Guesses \(0 left\)/ }).click();
    // The dialog says why it opened.
    await page.getByRole("dialog", { name: /Sign in to/ }).getByText("Sign in to use powerups: they are kept with your account.").waitFor();
    await harness.screenshot(page, "play-sign-in-from-game", { fullPage: false });
  }, 60_000);

  test("the no-game-confirm preference skips the Play step, and is saved", async () => {
    const page = await harness.newPage();
    const email = await signUp(page);
    await page.goto(LOAD);
    const toggle = page.getByRole("checkbox", { name: /Start games at once/ });
    await toggle.check();
    const preference = async () =>
      (await harness.database.sql<{ noGameConfirm: boolean }>(`SELECT p."noGameConfirm" FROM "Player" p JOIN "user" u ON u.id = p."userId" WHERE u.email = $1`, [email]))[0]?.noGameConfirm;
    await expect.poll(preference).toBe(true);
    await page.reload();
    await play(page, { click: false });
    await expect(page.getByRole("button", { name: "Play", exact: true }).count()).resolves.toBe(0);
    await page.getByRole("checkbox", { name: "Start at once" }).uncheck();
    await expect.poll(preference).toBe(false);
  }, 60_000);

  test("full screen covers the page and comes back; the play bar shows the wallet only there, where the header's is hidden", async () => {
    const page = await harness.newPage();
    await play(page);
    const playBarWallet = page.locator(".play-bar .play-wallet");
    expect(await playBarWallet.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Full screen" }).click();
    await expect.poll(async () => Math.round((await page.locator(".play-area").boundingBox())!.y)).toBe(0);
    expect(await playBarWallet.isVisible()).toBe(true);
    await page.getByRole("button", { name: "Exit full screen" }).click();
    await expectFrameFillsPlayArea(page);
    expect(await playBarWallet.isVisible()).toBe(false);
  }, 60_000);

  test("on a phone, portrait and landscape: the frame fills the screen under the header", async () => {
    const page = await harness.newPage({ width: 390, height: 844 });
    await page.goto(LOAD);
    await page.getByRole("button", { name: "Play", exact: true }).waitFor();
    await harness.screenshot(page, "play-phone-load", { fullPage: false });
    const frame = await play(page);
    await expectFrameFillsPlayArea(page);
    // The game's keyboard fits inside the frame.
    const frameBox = await settledBox(page.locator("iframe.play-frame"));
    const keys = await settledBox(frame.locator("[data-keyboard]"));
    expect(keys.y + keys.height).toBeLessThanOrEqual(frameBox.y + frameBox.height + 1);
    await harness.screenshot(page, "play-phone-portrait", { fullPage: false });

    await page.setViewportSize({ width: 844, height: 390 });
    await expect.poll(async () => Math.round((await page.locator("iframe.play-frame").boundingBox())!.height)).toBeGreaterThan(300);
    await expectFrameFillsPlayArea(page, "left");
    // Full screen gives the whole screen to the game.
    await page.getByRole("button", { name: "Full screen" }).click();
    await expect.poll(async () => (await page.locator("iframe.play-frame").boundingBox())!.y).toBe(0);
    await harness.screenshot(page, "play-phone-landscape-full", { fullPage: false });
    await page.getByRole("button", { name: "Exit full screen" }).click();
    await expectFrameFillsPlayArea(page, "left");
    await harness.screenshot(page, "play-phone-landscape", { fullPage: false });
  }, 60_000);

  test("Rivers of Gold Solitaire plays in the frame too, on a desktop and on a phone", async () => {
    const page = await harness.newPage();
    await page.goto("/game/rivers-of-gold-solitaire/load");
    await page.getByRole("button", { name: "Play", exact: true }).click();
    const frame = page.frameLocator("iframe.play-frame");
    await frame.getByRole("heading", { name: "Rivers of Gold Solitaire" }).waitFor();
    await frame.locator(".gs-loading").waitFor({ state: "detached" });
    await expectFrameFillsPlayArea(page);
    await harness.screenshot(page, "play-klondike", { fullPage: false });
    for (const [name, viewport, bar] of [
      ["portrait", { width: 390, height: 844 }, "above"],
      ["landscape", { width: 844, height: 390 }, "left"],
    ] as const) {
      await page.setViewportSize(viewport);
      await expect.poll(async () => Math.round((await page.locator("iframe.play-frame").boundingBox())!.width), { timeout: 20_000 }).toBeLessThanOrEqual(viewport.width);
      await expectFrameFillsPlayArea(page, bar);
      // The game lays its table out again for the new size; the picture is of the settled table.
      await page.waitForTimeout(500);
      await harness.screenshot(page, `play-klondike-phone-${name}`, { fullPage: false });
    }
  }, 60_000);
});
