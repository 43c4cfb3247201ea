import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { losAngelesToday } from "../../games/engines/daily/days.ts";
import { FACES } from "../../games/starscape-memories/faces.tsx";
import { CARDS, PAIRS, rules } from "../../games/starscape-memories/rules.ts";
import { expectNoSeriousViolations } from "../support/accessibility.ts";
import { recordGraphqlResponses, settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { buyOfferedPackWithTokens, type GameRoot } from "../support/cardGames.ts";
import { openGame } from "../support/gameFrame.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";

const harness = useBrowserHarness();

const SLUG = "starscape-memories";

/** The newest session's server-only seed, read from the database as only the server can. */
async function secretSeedOfNewestSession(): Promise<string> {
  const rows = await harness.database.sql<{ secretSeed: string | null }>(
    `SELECT "secretSeed" FROM "GameSession" WHERE "gameId" = 'STA' ORDER BY "startedAt" DESC LIMIT 1`,
  );
  const secretSeed = rows[0]?.secretSeed;
  if (!secretSeed) throw new Error("No Starscape Memories session with a secret seed.");
  return secretSeed;
}

/**
 * Where each face lies in the newest session, from its secret seed: the test knows the layout as
 * only the server does; the page holds a face only once the server revealed it.
 */
async function layoutOfNewestSession(): Promise<number[]> {
  return rules.hidden.secret(await secretSeedOfNewestSession(), {}).layout;
}

/** The two cards of each face, in face order. */
function pairsOf(layout: readonly number[]): [number, number][] {
  return Array.from({ length: PAIRS }, (_, face) => {
    const [first, second] = layout.flatMap((shown, card) => (shown === face ? [card] : []));
    return [first!, second!];
  });
}

async function sessionCount(): Promise<number> {
  const rows = await harness.database.sql<{ count: string }>(`SELECT count(*) FROM "GameSession" WHERE "gameId" = 'STA'`);
  return Number(rows[0]?.count);
}

const card = (root: GameRoot, index: number) => root.locator(`.sm-card[data-card="${index}"]`);
const faceUpCount = (root: GameRoot) => root.locator(".sm-card.sm-up").count();

async function flipPair(root: GameRoot, [first, second]: [number, number]): Promise<void> {
  await card(root, first).click();
  await root.locator(`.sm-card[data-card="${first}"].sm-up`).waitFor();
  await card(root, second).click();
  await root.locator(`.sm-card[data-card="${second}"].sm-found`).waitFor();
}

async function openFrame(page: Page): Promise<FrameLocator> {
  return (await openGame(page, SLUG, { ready: ".sm-grid" })).game;
}

/** Every card inside the screen's safe area and at least 44 px wide. */
async function expectCardsFit(root: GameRoot, width: number, height: number): Promise<void> {
  const boxes = await root.locator(".sm-card").evaluateAll((cards) =>
    cards.map((item) => {
      const { left, right, bottom, width: cardWidth } = item.getBoundingClientRect();
      return { left, right, bottom, cardWidth };
    }),
  );
  expect(boxes).toHaveLength(CARDS);
  for (const box of boxes) {
    expect(box.cardWidth).toBeGreaterThanOrEqual(44);
    expect(box.left).toBeGreaterThanOrEqual(16);
    expect(box.right).toBeLessThanOrEqual(width - 16);
    expect(box.bottom).toBeLessThanOrEqual(height);
  }
}

describe("Starscape Memories in the browser", () => {
  test("a signed-up player in the load page's frame: Reveal, a miss, keys, Freeze, Add Time bought from the store, every pair found, 10 tokens earned", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    const email = await signUpInBrowser(page, "stars");
    // One Reveal and one Freeze in the inventory; Add Time is bought when the game offers the store.
    await harness.database.sql(
      `INSERT INTO "InventoryItem" ("userId", kind, "gameId", "itemId", count, "updatedAt")
       SELECT id, 'POWERUP', 'STA', item, 1, now() FROM "user", (VALUES ('RV'), ('FR')) AS owned(item) WHERE email = $1`,
      [email],
    );
    const responses = recordGraphqlResponses(page);
    const frame = await openFrame(page);
    const secretSeed = await secretSeedOfNewestSession();
    const layout = rules.hidden.secret(secretSeed, {}).layout;
    const pairs = pairsOf(layout);
    const tokens = async () => Number((await page.locator(".play-wallet__tokens").textContent())?.replace(/\D/g, ""));
    // Nothing on the page names a picture before the server shows one, and the secret never leaves the server.
    await expect(frame.locator(".sm-face-art").count()).resolves.toBe(0);
    expect(responses.filter((body) => body.includes('"face"') || body.includes(secretSeed))).toEqual([]);
    await expect(frame.locator(".gs-timer").getAttribute("title")).resolves.toBe("Time left");
    await harness.screenshot(page, "starscape-start", { fullPage: false });

    // Reveal: every face shows for a peek, then all turn back.
    await frame.getByRole("button", { name: /^Reveal \(1 left\)/ }).click();
    await expect.poll(() => frame.locator(".sm-card.sm-peek").count()).toBe(CARDS);
    const shown = await frame.locator(".sm-card").evaluateAll((cards) => cards.map((item) => item.getAttribute("aria-label")));
    expect(shown).toEqual(layout.map((face, index) => `Card ${index + 1}, ${FACES[face]!.name}`));
    await harness.screenshot(page, "starscape-reveal", { fullPage: false });
    await expect.poll(() => faceUpCount(frame), { timeout: 6_000 }).toBe(0);

    // A miss by keyboard: the first card, then arrows to a card of another face; both show, then turn back.
    const other = layout.findIndex((face) => face !== layout[0]);
    await card(frame, 0).focus();
    await page.keyboard.press("Enter");
    await frame.locator('.sm-card[data-card="0"].sm-up').waitFor();
    for (let step = 0; step < other; step++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press(" ");
    await expect.poll(() => faceUpCount(frame)).toBe(2);
    await harness.screenshot(page, "starscape-miss", { fullPage: false });
    await expect.poll(() => faceUpCount(frame), { timeout: 5_000 }).toBe(0);

    // Freeze holds the clock; Add Time, with none left, opens the store, and once bought adds 30 seconds.
    await frame.getByRole("button", { name: /^Freeze \(1 left\)/ }).click();
    await frame.locator(".gs-timer-frozen").waitFor();
    const timeLeft = async () => (await frame.locator(".gs-timer .gs-stat-value").textContent()) ?? "";
    const seconds = (text: string) => text.split(":").reduce((total, part) => total * 60 + Number(part), 0);
    const before = seconds(await timeLeft());
    await frame.getByRole("button", { name: /^Add Time \(0 left\)/ }).click();
    await buyOfferedPackWithTokens(page, /^Get 5 Add Times/);
    await expect.poll(async () => seconds(await timeLeft())).toBe(before + 30);
    const tokensBefore = await tokens();
    await harness.screenshot(page, "starscape-powerups", { fullPage: false });

    // Every pair, half of them picked by touch-sized clicks on the cards, at a person's pace.
    for (const [index, pair] of pairs.entries()) {
      if (index === PAIRS - 1) await backdateToHumanPace(harness.database, rules, 2 + 2 + CARDS + 2);
      await flipPair(frame, pair);
      if (index === 11) await harness.screenshot(page, "starscape-half", { fullPage: false });
    }
    await frame.getByRole("heading", { name: "You won!" }).waitFor();
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await expect.poll(tokens).toBe(tokensBefore + 10);
    // 50 flips: 24 pairs (2,400), 1,500 - 15 x 2 for the flips, and 10 a second left.
    const score = Number((await frame.locator(".gs-result-stats dd").first().textContent())?.replace(/\D/g, ""));
    expect(score).toBeGreaterThan(2_400 + 1_470);
    expect((score - 3_870) % 10).toBe(0);
    expect(responses.filter((body) => body.includes(secretSeed))).toEqual([]);
    await page.waitForTimeout(1_200);
    await harness.screenshot(page, "starscape-won", { fullPage: false });

    // One score: the top bar shows the score paid, and the win panel's parts add up to it.
    await expect(frame.locator('.gs-topbar [title="Score"] .gs-stat-value').textContent()).resolves.toBe(score.toLocaleString("en-US"));
    const parts = frame.getByLabel("How the score adds up");
    await expect(parts.locator("dt").allTextContents()).resolves.toEqual(["Points", "Flips and time bonus"]);
    const [points = 0, bonus = 0] = (await parts.locator("dd").allTextContents()).map((text) => Number(text.replace(/\D/g, "")));
    expect(points).toBe(2_400);
    expect(points + bonus).toBe(score);
    // The panel closes to show the finished board, and comes back.
    await frame.getByRole("button", { name: "Close and look at the board" }).click();
    await expect(frame.getByRole("heading", { name: "You won!" }).count()).resolves.toBe(0);
    await expect(frame.locator(".sm-card").count()).resolves.toBe(CARDS);
    await frame.getByRole("button", { name: "Show result" }).click();
    await frame.getByRole("heading", { name: "You won!" }).waitFor();
    // Back to games leaves the game for the list of all games.
    await frame.getByRole("button", { name: "Back to games" }).click();
    await page.waitForURL("**/games-all");
  }, 120_000);

  test("on a phone: 48 cards fit 390x844 at 44 px or more, a visitor wins, time running out loses, and the daily deals today's layout", async () => {
    const page = await harness.newPage({ width: 390, height: 844 });
    await page.clock.install();
    // A visitor with no session, as the game's own page had: a returning player who signed out (the
    // portal makes a brand-new visitor a temporary user, who is paid like a player).
    await page.context().addCookies([{ name: "pd_known", value: "1", url: harness.portal.url }]);
    // In the load page's frame, under the portal's header: the frame is the game's screen.
    const game = await openFrame(page);
    // The play area sits under the header, whose height it measures: read once it has settled.
    const gameBox = await settledBox(page.locator("iframe.play-frame"));
    await expectCardsFit(game, 390, 844 - gameBox.y);
    const layout = await layoutOfNewestSession();
    const pairs = pairsOf(layout);
    for (const [index, pair] of pairs.entries()) {
      if (index === PAIRS - 1) await backdateToHumanPace(harness.database, rules, CARDS);
      await flipPair(game, pair);
      if (index === 5) {
        await harness.screenshot(page, "starscape-phone", { fullPage: false });
        await expectNoSeriousViolations(page, "starscape-memories (phone)");
      }
    }
    await game.getByRole("heading", { name: "You won!" }).waitFor();
    await game.locator(".gs-result-note", { hasText: "Sign in to earn tokens for your wins." }).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1_200);
    await harness.screenshot(page, "starscape-phone-won", { fullPage: false });

    // A new game, left to run out: the loss says why and offers Add Time.
    const sessions = await sessionCount();
    await game.getByRole("button", { name: "Play again" }).click();
    await expect.poll(sessionCount).toBe(sessions + 1);
    await game.locator(".gs-loading").waitFor({ state: "detached" });
    const next = pairsOf(await layoutOfNewestSession());
    await flipPair(game, next[0]!);
    await page.clock.fastForward("04:01");
    await game.getByRole("heading", { name: "Game over" }).waitFor();
    await game.getByText("Time's up! You found 1 of 24 pairs.").waitFor();
    await game.getByRole("button", { name: "Add 30 seconds" }).waitFor();
    await page.waitForTimeout(400);
    await harness.screenshot(page, "starscape-phone-lost", { fullPage: false });

    // Through the portal's load page, under its header, the cards still fit.
    await page.goto("/");
    const frame = await openFrame(page);
    const frameBox = await settledBox(page.locator("iframe.play-frame"));
    await expectCardsFit(frame, 390, 844 - frameBox.y);
    await harness.screenshot(page, "starscape-phone-load-page", { fullPage: false });

    // The daily game, chosen in the settings: the server deals today's layout, and its answers are that layout's faces.
    await frame.getByRole("button", { name: "Settings" }).click();
    await frame.getByLabel("Daily: the same sky for everyone").check();
    await frame.getByLabel("Day").waitFor();
    const newestSeed = async () => (await harness.database.sql<{ seed: string }>(`SELECT seed FROM "GameSession" WHERE "gameId" = 'STA' ORDER BY "startedAt" DESC LIMIT 1`))[0]?.seed;
    await expect.poll(newestSeed).toBe(`STA:${losAngelesToday(new Date())}`);
    await frame.locator(".gs-loading").waitFor({ state: "detached" });
    await harness.screenshot(page, "starscape-phone-daily", { fullPage: false });
    await page.keyboard.press("Escape");
    await flipPair(frame, pairsOf(await layoutOfNewestSession())[0]!);
  }, 120_000);
});
