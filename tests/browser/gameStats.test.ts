/**
 * Statistics as a player meets them (issue 28): two Word Hunch wins and a loss in the portal's
 * frame; the second, faster win says "New best time!"; the shell's Statistics dialog, the load
 * page and My Account show played 3, won 2, 67% and the streaks, all from the server's verified games.
 */
import type { FrameLocator, Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { fiveLetterWords } from "../../games/engines/words/fiveLetters.ts";
import { rules, STARTING_GUESSES } from "../../games/word-hunch/rules.ts";
import { signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { keepGameStorage } from "../support/gameFrame.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";
import { answerOfNewestWordHunch } from "../support/wordHunch.ts";

const harness = useBrowserHarness();

const LOAD = "/game/word-hunch/load";

const wordHunchSessions = async () => Number((await harness.database.sql<{ n: string }>(`SELECT count(*) AS n FROM "GameSession" WHERE "gameId" = 'WOR'`))[0]!.n);

/** Waits for a new game the shell started (the previous one counted), and answers its word. */
async function nextGame(frame: FrameLocator, sessionsBefore: number): Promise<string> {
  await expect.poll(wordHunchSessions, { timeout: 15_000 }).toBe(sessionsBefore + 1);
  await frame.locator(".gs-loading").waitFor({ state: "detached" });
  await frame.locator(".wh-grid").waitFor();
  return answerOfNewestWordHunch(harness.database);
}

async function guess(page: Page, frame: FrameLocator, word: string) {
  const rows = frame.locator(".wh-grid .wh-row[aria-label^='Guess']:not(.wh-typing)");
  const before = await rows.count();
  await frame.locator(".gs-title").click();
  await page.keyboard.type(word, { delay: 20 });
  await page.keyboard.press("Enter");
  await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(before + 1);
}

/** A `<dl>`'s terms and values. */
const figures = (list: Locator) =>
  list.evaluate((dl) => Object.fromEntries([...dl.querySelectorAll("div")].map((pair) => [pair.querySelector("dt")?.textContent ?? "", pair.querySelector("dd")?.textContent ?? ""])));

describe("Statistics", () => {
  test("after two wins and a loss: New best time! on the faster win, and played 3, won 2, 67% in the Stats dialog, on the load page and in My Account", async () => {
    const page = await harness.newPage();
    // Free play (today's word can be played once a day).
    await keepGameStorage(page, "playden.word-hunch.settings", JSON.stringify({ daily: false, highContrast: false }));
    await page.goto("/");
    await signUpInBrowser(page, "stats");
    await page.goto(LOAD);
    await page.getByRole("button", { name: "Play", exact: true }).click();
    const frame = page.frameLocator("iframe.play-frame");
    let answer = await nextGame(frame, 0);

    // A first win, slowly: nothing to beat yet. The time counted is the frame's clock (held to at
    // least a person's pace and at most the server's span), so the wait must be real: 8 s is more
    // than the second win's span (one move's pace plus a second) on any loaded machine.
    await page.waitForTimeout(8_000);
    await backdateToHumanPace(harness.database, rules, 60);
    await guess(page, frame, answer);
    await frame.getByRole("heading", { name: "You won!" }).waitFor();
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await expect(frame.locator(".gs-new-best").count()).resolves.toBe(0);

    // A second win, faster: a new best time.
    await frame.getByRole("button", { name: "Play again" }).click();
    answer = await nextGame(frame, 1);
    await backdateToHumanPace(harness.database, rules, 1);
    await guess(page, frame, answer);
    await frame.getByText("New best time!").waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1_000);
    await harness.screenshot(page, "stats-new-best", { fullPage: false });

    // A loss: six wrong guesses, counted when the player moves on to a new game.
    await frame.getByRole("button", { name: "Play again" }).click();
    answer = await nextGame(frame, 2);
    for (const word of fiveLetterWords.answers.filter((word) => word !== answer).slice(0, STARTING_GUESSES)) await guess(page, frame, word);
    await frame.getByRole("heading", { name: "Game over" }).waitFor();
    await backdateToHumanPace(harness.database, rules, STARTING_GUESSES);
    await frame.getByRole("button", { name: "New game", exact: true }).click();
    await nextGame(frame, 3);

    await frame.getByRole("button", { name: "Statistics" }).click();
    const dialog = frame.getByRole("dialog", { name: "Word Hunch statistics" });
    const shown = dialog.locator(".gs-stats-figures");
    await shown.waitFor();
    const stats = await figures(shown);
    expect(stats).toMatchObject({ Played: "3", Won: "2", "Win rate": "67%", "Current streak": "0", "Best streak": "2", "Best score": expect.stringMatching(/^[\d,]+$/) });
    expect(stats["Best time"]).toMatch(/^\d+:\d\d$/);
    await harness.screenshot(page, "stats-dialog", { fullPage: false });
    await dialog.getByRole("button", { name: "Close statistics" }).click();
    await dialog.waitFor({ state: "detached" });

    // The load page shows the player's record; My Account the totals and each game played.
    await page.goto(LOAD);
    const record = page.getByRole("region", { name: "Your record" });
    await expect(figures(record.locator("dl"))).resolves.toMatchObject({ Played: "3", Won: "2 (67%)", Streak: "0 (best 2)", "Best time": stats["Best time"] });
    await harness.screenshot(page, "stats-load-page", { fullPage: false });
    await page.goto("/account");
    const account = page.getByRole("region", { name: "Statistics" });
    await expect(figures(account.locator("dl"))).resolves.toMatchObject({ "Game days": "1", "Challenges completed": "0", "Gems from invites": "0", "Tokens from invites": "0" });
    await expect(account.getByRole("row", { name: /Word Hunch/ }).getByRole("cell").allTextContents()).resolves.toEqual(["3", "2", "67%", "2", stats["Best time"], stats["Best score"]]);
    await account.scrollIntoViewIfNeeded();
    await harness.screenshot(page, "stats-account", { fullPage: false });
  }, 180_000);

  test("on a 360 px phone the bar has no room for its Statistics button: the settings menu offers it and it opens the same dialog", async () => {
    const page = await harness.newPage({ width: 360, height: 640 });
    await page.goto(LOAD);
    await page.getByRole("button", { name: "Play", exact: true }).click();
    const frame = page.frameLocator("iframe.play-frame");
    await frame.locator(".gs-loading").waitFor({ state: "detached" });
    const closeHowTo = frame.getByRole("button", { name: "Close how to play" });
    if (await closeHowTo.count()) await closeHowTo.click();
    await frame.locator(".wh-grid").waitFor();
    await expect(frame.getByRole("button", { name: "Statistics" }).count()).resolves.toBe(0);
    await frame.getByRole("button", { name: "Settings" }).click();
    const menu = frame.getByRole("group", { name: "Settings" });
    await menu.getByRole("button", { name: "Statistics" }).click();
    await frame.getByRole("dialog", { name: "Word Hunch statistics" }).waitFor();
    await expect(menu.count()).resolves.toBe(0);
  });
});
