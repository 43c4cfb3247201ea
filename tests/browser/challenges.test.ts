import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { gameRegistry } from "../../games/registry.ts";
import { rules } from "../../games/word-hunch/rules.ts";
import { challengeCatalog } from "../../api/challenges/catalog.ts";
import { isOffered, suggestions } from "../../api/challenges/challenges.ts";
import { signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { keepGameStorage, openGame } from "../support/gameFrame.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";
import { WORD_HUNCH_TYPING } from "../support/wordHunch.ts";

const harness = useBrowserHarness();

/**
 * A Word Hunch challenge open now, and a suggestion seed that offers it to a player with no
 * challenges yet (the page draws suggestions from the seed it keeps in localStorage).
 */
function wordHunchChallenge(): { id: string; target: number; seed: number } {
  const env = { catalog: challengeCatalog(), isPlayable: (gameId: string) => Object.hasOwn(gameRegistry, gameId) };
  const now = new Date();
  const candidates = env.catalog.challenges
    .filter((entry) => entry.g.length === 1 && entry.g[0]!.g === "WOR" && isOffered(env, entry, now))
    .sort((a, b) => a.g[0]!.t - b.g[0]!.t);
  const chosen = candidates[0];
  if (!chosen) throw new Error("The challenge pool offers no Word Hunch challenge this week: extend data/challenges.json.");
  for (let seed = 1; seed < 10_000; seed++) {
    if (suggestions(env, seed, new Set(), now).some((entry) => entry.i === chosen.i)) return { id: chosen.i, target: chosen.g[0]!.t, seed };
  }
  throw new Error(`No seed below 10,000 suggests ${chosen.i}.`);
}

const headerTokens = async (page: Page) => Number((await page.locator("header .token-chip").getAttribute("aria-label"))?.replace(/\D/g, ""));
const weeklyCount = (page: Page) => page.getByTestId("weekly-count").textContent();

/** Plays Word Hunch in its own tab, in the load page's frame, and wins it with one guess, at a person's pace. */
async function winWordHunch(game: Page): Promise<void> {
  const { game: frame } = await openGame(game, "word-hunch", { ready: WORD_HUNCH_TYPING });
  const [row] = await harness.database.sql<{ secretSeed: string }>(`SELECT "secretSeed" FROM "GameSession" WHERE "gameId" = 'WOR' ORDER BY "startedAt" DESC LIMIT 1`);
  const answer = rules.hidden.secret(row!.secretSeed, {}).answer;
  await backdateToHumanPace(harness.database, rules, 1);
  // Keys go to the focused frame, as for a player who clicked into the game.
  await frame.locator(".wh-grid").click();
  await game.keyboard.type(answer, { delay: 30 });
  await game.keyboard.press("Enter");
  await frame.getByRole("heading", { name: "You won!" }).waitFor();
}

describe("Challenges in the browser", () => {
  test("accept a Word Hunch challenge, win it in another tab, watch the progress, the reward and the weekly meter move live; buy a slot", async () => {
    const { id, target, seed } = wordHunchChallenge();
    const page = await harness.newPage();
    await page.goto("/");
    await signUpInBrowser(page, "challenger");
    await page.evaluate((value) => localStorage.setItem("playden.challengeSeed", String(value)), seed);
    await page.locator("header").getByRole("button", { name: "Challenges" }).click();
    await page.getByRole("link", { name: /See all challenges/ }).click();
    await page.getByRole("heading", { name: "Challenges", level: 1 }).waitFor();
    await page.getByText("0 of 3 slots").waitFor();
    await expect(weeklyCount(page)).resolves.toBe("0 / 14");
    await page.getByText("Challenges reset every Sunday at midnight Pacific time.").waitFor();
    await harness.screenshot(page, "challenges-empty");

    const suggestion = page.locator(`.challenge-card--suggestion[data-challenge="${id}"]`);
    await suggestion.getByRole("button", { name: /^Accept/ }).click();
    const slot = page.locator(`.challenge-card--active[data-challenge="${id}"]`);
    await slot.waitFor();
    await page.getByText("1 of 3 slots").waitFor();
    await expect(slot.getByRole("progressbar").getAttribute("aria-valuenow")).resolves.toBe("0");

    // The load page names the challenge the game advances.
    const game = await page.context().newPage();
    // Each win a new word: free play (today's word, the default, is won once a day).
    await keepGameStorage(game, "playden.word-hunch.settings", JSON.stringify({ daily: false, highContrast: false }));
    await game.goto("/game/word-hunch/load");
    await game.getByRole("heading", { name: "Challenges this game advances" }).waitFor();

    const tokensBefore = await headerTokens(page);
    for (let win = 1; win <= target; win++) {
      await winWordHunch(game);
      if (win < target) await expect.poll(() => slot.getByRole("progressbar").getAttribute("aria-valuenow"), { timeout: 15_000 }).toBe(String(win));
    }
    // Completed live on the open page: the slot says so, the weekly meter moved, the header shows the reward.
    const done = page.locator(`.challenge-card--completed[data-challenge="${id}"]`);
    await done.waitFor({ timeout: 15_000 });
    await expect.poll(() => weeklyCount(page), { timeout: 15_000 }).toBe("1 / 14");
    const reward = Number((await done.locator(".challenge-reward__tokens").textContent())?.replace(/\D/g, ""));
    await expect.poll(() => headerTokens(page), { timeout: 15_000 }).toBe(tokensBefore + reward + 10 * target);
    await harness.screenshot(page, "challenges-completed");

    // Buying a slot with tokens through the Confirm Purchase dialog.
    await page.getByRole("button", { name: /^Buy a challenge slot for \d+ tokens$/ }).click();
    await page.getByRole("dialog", { name: "Confirm Purchase" }).getByRole("button", { name: /^Buy for \d+ Tokens/ }).click();
    const success = page.getByRole("dialog", { name: "Success" });
    await success.waitFor();
    await success.getByRole("button", { name: "Close", exact: true }).click();
    await page.getByText(/of 4 slots/).waitFor();

    // A new visit frees the completed slot (docs/product/challenges.md#slots) and lists it as won.
    await page.reload();
    await page.getByText("0 of 4 slots").waitFor();
    await page.getByRole("heading", { name: "Won challenges" }).waitFor();
    await expect(page.locator(".won-list li").count()).resolves.toBe(1);
    await harness.screenshot(page, "challenges-desktop");

    const phone = await harness.newPage({ width: 390, height: 844 });
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto("/challenges");
    await phone.getByText("0 of 4 slots").waitFor();
    await harness.screenshot(phone, "challenges-phone");
  }, 180_000);

  test("a visitor is invited to sign in", async () => {
    const page = await harness.newPage({ width: 390, height: 844 });
    await page.goto("/challenges");
    await page.getByText(/Sign in to take on weekly and seasonal challenges/).waitFor();
    await harness.screenshot(page, "challenges-visitor");
  });
});
