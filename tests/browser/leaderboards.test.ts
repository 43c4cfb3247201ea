/**
 * Leaderboards as a player meets them (issue 30): a Word Hunch win in the portal's frame shows the
 * player's rank today and the day's best in the win panel; the load page shows today's and this
 * week's top 10; the Leaderboards page, reached from the header, switches between days and weeks,
 * everyone and friends.
 */
import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { rules } from "../../games/word-hunch/rules.ts";
import { signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { keepGameStorage } from "../support/gameFrame.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";
import { answerOfNewestWordHunch } from "../support/wordHunch.ts";

const harness = useBrowserHarness();

const LOAD = "/game/word-hunch/load";

/** A player who already won today with a score no first guess reaches, straight in the table a win fills. */
async function seedRival(): Promise<void> {
  await harness.database.sql(`INSERT INTO "user" (id, name, email, "updatedAt") VALUES ('rival', 'Rival', 'rival@example.com', now())`);
  await harness.database.sql(`INSERT INTO "Player" ("userId", username, "inviteCode") VALUES ('rival', 'Rival Rita', 'RIVAL1')`);
  for (const [board, period] of [
    ["DAY", "to_char(now() AT TIME ZONE 'America/Los_Angeles', 'YYYY-MM-DD')"],
    // The Sunday starting this week in Los Angeles.
    ["WEEK", "to_char((now() AT TIME ZONE 'America/Los_Angeles')::date - extract(dow FROM now() AT TIME ZONE 'America/Los_Angeles')::int, 'YYYY-MM-DD')"],
  ] as const) {
    await harness.database.sql(
      `INSERT INTO "LeaderboardEntry" ("gameId", board, period, "userId", "rankKey", score, "timeMs", "finishedAt", "sessionId")
       VALUES ('WOR', '${board}', ${period}, 'rival', -5000, 5000, 30000, now(), 'rival-session')`,
    );
  }
}

async function winWordHunch(page: Page, frame: FrameLocator): Promise<void> {
  await frame.locator(".gs-loading").waitFor({ state: "detached" });
  await frame.locator(".wh-grid").waitFor();
  const answer = await answerOfNewestWordHunch(harness.database);
  await backdateToHumanPace(harness.database, rules, 60);
  await frame.locator(".gs-title").click();
  await page.keyboard.type(answer, { delay: 20 });
  await page.keyboard.press("Enter");
  await frame.getByRole("heading", { name: "You won!" }).waitFor();
}

describe("Leaderboards", () => {
  test("a win shows today's rank in the win panel, then the load page and the Leaderboards page list it", async () => {
    await seedRival();
    const page = await harness.newPage();
    // Free play (today's word can be played once a day).
    await keepGameStorage(page, "playden.word-hunch.settings", JSON.stringify({ daily: false, highContrast: false }));
    await page.goto("/");
    const email = await signUpInBrowser(page, "leader");
    await harness.database.sql(`UPDATE "Player" SET username = 'Lea Leader' WHERE "userId" = (SELECT id FROM "user" WHERE email = $1)`, [email]);

    await page.goto(LOAD);
    await page.getByRole("button", { name: "Play", exact: true }).click();
    const frame = page.frameLocator("iframe.play-frame");
    await winWordHunch(page, frame);
    const panel = frame.getByRole("region", { name: "Today's leaderboard" });
    await panel.getByText("Today's rank: #2").waitFor({ timeout: 15_000 });
    await expect(panel.locator("li").allTextContents()).resolves.toEqual([expect.stringContaining("Rival Rita"), expect.stringContaining("Lea Leader")]);
    await harness.screenshot(page, "leaderboards-win-panel", { fullPage: false });

    // The load page: today's and this week's top 10, the player's own line marked.
    await page.goto(LOAD);
    const boards = page.getByRole("region", { name: "Leaderboards" });
    const today = boards.getByRole("table", { name: "Today" });
    await today.getByRole("row", { name: /Lea Leader \(you\)/ }).waitFor();
    await expect(today.getByRole("row").nth(1).textContent()).resolves.toContain("Rival Rita");
    await boards.getByRole("table", { name: "This week" }).getByRole("row", { name: /Lea Leader/ }).waitFor();

    // The Leaderboards page, from the header.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Leaderboards" }).click();
    await page.getByRole("heading", { name: "Leaderboards", level: 1 }).waitFor();
    await page.getByLabel("Game", { exact: true }).selectOption("WOR");
    const table = page.locator("main table.leaderboard--page");
    await table.getByRole("row", { name: /Lea Leader/ }).waitFor();
    await expect(table.getByRole("row").allTextContents()).resolves.toEqual(["RankPlayerScore", expect.stringMatching(/^1Rival Rita5,000$/), expect.stringMatching(/^2Lea Leader \(you\)[\d,]+$/)]);
    await page.getByRole("radio", { name: "This week" }).click();
    await expect.poll(() => page.url()).toContain("period=WEEKLY");
    await expect.poll(() => page.getByRole("radio", { name: "This week" }).isChecked()).toBe(true);
    await table.getByRole("row", { name: /Rival Rita/ }).waitFor();
    // Friends: the player has none yet, so only their own line.
    await page.getByRole("radio", { name: "Friends" }).click();
    await expect.poll(() => page.getByRole("radio", { name: "Friends" }).isChecked()).toBe(true);
    await expect.poll(() => table.getByRole("row").count()).toBe(2);
    await table.getByRole("row", { name: /Lea Leader/ }).waitFor();
    await harness.screenshot(page, "leaderboards-page", { fullPage: true });
  }, 120_000);
});
