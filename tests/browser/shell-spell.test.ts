import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { CELLS, findAllWords, findCommonWords } from "../../games/shell-spell/board.ts";
import { bestWords, DAILY_TARGET, rules, targetFor, wordPoints } from "../../games/shell-spell/rules.ts";
import { expectNoSeriousViolations } from "../support/accessibility.ts";
import { settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { buyOfferedPackWithTokens, type GameRoot } from "../support/cardGames.ts";
import { openGame } from "../support/gameFrame.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";
import { SHELL_SPELL_TAKES_TAPS } from "../support/shellSpell.ts";

const harness = useBrowserHarness();

const SLUG = "shell-spell";

async function newestSession(): Promise<{ seed: string; daily: boolean; options: { level?: number } }> {
  const rows = await harness.database.sql<{ seed: string; daily: boolean; options: { level?: number } }>(
    `SELECT seed, daily, options FROM "GameSession" WHERE "gameId" = 'SHE' ORDER BY "startedAt" DESC LIMIT 1`,
  );
  if (!rows[0]) throw new Error("No Shell Spell session has started.");
  return rows[0];
}

async function newestSeed(): Promise<string> {
  return (await newestSession()).seed;
}

async function sessionCount(): Promise<number> {
  const rows = await harness.database.sql<{ count: string }>(`SELECT count(*) FROM "GameSession" WHERE "gameId" = 'SHE'`);
  return Number(rows[0]?.count);
}

/** The letters on the shells as the player sees them. */
async function shownLetters(root: GameRoot): Promise<string[]> {
  const letters = await root.locator(".ss-letter").allTextContents();
  expect(letters).toHaveLength(CELLS);
  return letters.map((letter) => letter.toLowerCase());
}

async function foundWords(root: GameRoot): Promise<string[]> {
  return (await root.locator(".ss-found .ss-chip").allTextContents()).map((word) => word.toLowerCase());
}

/** Common words the shown board holds and the player has not found, shortest first (quick to trace). */
async function wordsToPlay(root: GameRoot): Promise<{ word: string; path: number[] }[]> {
  const found = new Set(await foundWords(root));
  return [...findCommonWords(await shownLetters(root))]
    .filter(([word]) => !found.has(word))
    .map(([word, path]) => ({ word, path }))
    .sort((a, b) => a.word.length - b.word.length || (a.word < b.word ? -1 : 1));
}

const shell = (root: GameRoot, cell: number) => root.locator(`.ss-shell[data-cell="${cell}"]`);

/** A shell's centre on the page, once the board has settled in the frame. */
async function centreOf(root: GameRoot, cell: number): Promise<{ x: number; y: number }> {
  const box = await settledBox(shell(root, cell));
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Traces a path with the mouse held down, shell to shell, and lets go. */
async function drag(page: Page, root: GameRoot, path: readonly number[]): Promise<void> {
  await root.locator(SHELL_SPELL_TAKES_TAPS).waitFor();
  const start = await centreOf(root, path[0]!);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const cell of path.slice(1)) {
    const point = await centreOf(root, cell);
    await page.mouse.move(point.x, point.y, { steps: 4 });
  }
  await page.mouse.up();
}

/** Taps each shell, then the last one again to play the word. */
async function tap(root: GameRoot, path: readonly number[]): Promise<void> {
  await root.locator(SHELL_SPELL_TAKES_TAPS).waitFor();
  for (const cell of path) await shell(root, cell).click();
  await shell(root, path.at(-1)!).click();
}

async function expectFound(root: GameRoot, word: string): Promise<void> {
  await expect.poll(() => foundWords(root)).toContain(word);
}

async function score(root: GameRoot): Promise<number> {
  return Number((await root.locator(".ss-progress b").textContent())?.split("/")[0]?.trim());
}

/** The points the round needs, as its points bar shows them ("3 / 20 points"). */
async function target(root: GameRoot): Promise<number> {
  return Number(/\/\s*(\d+) points/.exec((await root.locator(".ss-progress b").textContent()) ?? "")?.[1]);
}

/** Drags the shortest words left until the target is reached; returns how many it played. */
async function reachTarget(page: Page, root: GameRoot): Promise<number> {
  let played = 0;
  const needed = await target(root);
  while ((await score(root)) < needed) {
    const before = await score(root);
    const [next] = await wordsToPlay(root);
    await drag(page, root, next!.path);
    await expect.poll(() => score(root)).toBe(before + wordPoints(next!.word));
    played++;
  }
  return played;
}

async function openFrame(page: Page): Promise<FrameLocator> {
  return (await openGame(page, SLUG, { ready: ".ss-grid" })).game;
}

/** Every shell inside the screen's safe area and at least 44 px wide. */
async function expectShellsFit(root: GameRoot, width: number, height: number): Promise<void> {
  const boxes = await root.locator(".ss-shell").evaluateAll((shells) =>
    shells.map((item) => {
      const { left, right, bottom, width: shellWidth } = item.getBoundingClientRect();
      return { left, right, bottom, shellWidth };
    }),
  );
  expect(boxes).toHaveLength(CELLS);
  for (const box of boxes) {
    expect(box.shellWidth).toBeGreaterThanOrEqual(44);
    expect(box.left).toBeGreaterThanOrEqual(16);
    expect(box.right).toBeLessThanOrEqual(width - 16);
    expect(box.bottom).toBeLessThanOrEqual(height);
  }
}

describe("Shell Spell in the browser", () => {
  test("a signed-up player in the load page's frame: drag, tap and type words, a refusal, Hint, Shuffle, Add Time from the store, the target, Finish, 10 tokens", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    const email = await signUpInBrowser(page, "shells");
    await harness.database.sql(
      `INSERT INTO "InventoryItem" ("userId", kind, "gameId", "itemId", count, "updatedAt")
       SELECT id, 'POWERUP', 'SHE', item, 1, now() FROM "user", (VALUES ('HI'), ('SH')) AS owned(item) WHERE email = $1`,
      [email],
    );
    const frame = await openFrame(page);
    // The frame deals the board the server's replay will deal from the same seed.
    expect(await shownLetters(frame)).toEqual(rules.newGame(await newestSeed(), {}).letters);
    await expect(frame.locator(".gs-timer").getAttribute("title")).resolves.toBe("Time left");
    await harness.screenshot(page, "shell-spell-start", { fullPage: false });
    let moves = 0;

    // A drag, taps, and typing (the path is found for the typed letters).
    const [first, second, third] = await wordsToPlay(frame);
    await drag(page, frame, first!.path);
    await expectFound(frame, first!.word);
    await tap(frame, second!.path);
    await expectFound(frame, second!.word);
    await page.keyboard.type(third!.word.slice(0, -1));
    await expect.poll(() => frame.locator(".ss-word").textContent()).toBe(third!.word.slice(0, -1).toUpperCase());
    await harness.screenshot(page, "shell-spell-typing", { fullPage: false });
    await page.keyboard.type(third!.word.slice(-1));
    await page.keyboard.press("Enter");
    await expectFound(frame, third!.word);
    moves += 3;

    // The same word again is refused, costs nothing and says why.
    await drag(page, frame, first!.path);
    await frame.getByText(`You already found ${first!.word.toUpperCase()}.`).waitFor();

    // Hint: the shells of a word glow, numbered; tracing them scores it.
    await frame.getByRole("button", { name: /^Hint \(1 left\)/ }).click();
    await expect.poll(() => frame.locator(".ss-shell.ss-hinted").count()).toBeGreaterThanOrEqual(3);
    await harness.screenshot(page, "shell-spell-hint", { fullPage: false });
    const hinted = await frame.locator(".ss-shell.ss-hinted").evaluateAll((shells) =>
      shells
        .map((item) => ({ cell: Number(item.getAttribute("data-cell")), step: Number(item.querySelector(".ss-hint-step")?.textContent) }))
        .sort((a, b) => a.step - b.step)
        .map(({ cell }) => cell),
    );
    await drag(page, frame, hinted);
    await expect.poll(() => frame.locator(".ss-shell.ss-hinted").count()).toBe(0);
    moves += 2;

    // Shuffle: the same letters in new places.
    const before = await shownLetters(frame);
    await frame.getByRole("button", { name: /^Shuffle \(1 left\)/ }).click();
    await expect.poll(() => shownLetters(frame)).not.toEqual(before);
    expect([...(await shownLetters(frame))].sort()).toEqual([...before].sort());
    moves++;

    // Add Time with none left opens the store; bought, the round has 30 more seconds.
    const timeLeft = async () => ((await frame.locator(".gs-timer .gs-stat-value").textContent()) ?? "").split(":").reduce((total, part) => total * 60 + Number(part), 0);
    await frame.getByRole("button", { name: /^Add Time \(0 left\)/ }).click();
    await buyOfferedPackWithTokens(page, /^Get 5 Add Times/);
    await expect.poll(timeLeft).toBeGreaterThan(120);
    moves++;
    const tokens = async () => Number((await page.locator(".play-wallet__tokens").textContent())?.replace(/\D/g, ""));
    const tokensBefore = await tokens();

    moves += await reachTarget(page, frame);
    await frame.getByText("Target reached! Keep going, or finish the round.").waitFor();
    await harness.screenshot(page, "shell-spell-target", { fullPage: false });
    await backdateToHumanPace(harness.database, rules, moves + 1);
    await frame.getByRole("button", { name: "Finish round" }).click();
    await frame.getByRole("heading", { name: "You won!" }).waitFor();
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await expect.poll(tokens).toBe(tokensBefore + 10);
    await frame.getByText(/^You found \d+ words$/).waitFor();
    await frame.getByText("Some words you missed").waitFor();
    await page.waitForTimeout(800);
    await harness.screenshot(page, "shell-spell-won", { fullPage: false });
  }, 120_000);

  test("on a phone: the shells fit 390x844 at 44 px or more; a visitor wins when the time runs out past the target, and loses short of it", async () => {
    const page = await harness.newPage({ width: 390, height: 844 });
    await page.clock.install();
    // A visitor with no session, as the game's own page had: a returning player who signed out (the
    // portal makes a brand-new visitor a temporary user, who is paid like a player).
    await page.context().addCookies([{ name: "pd_known", value: "1", url: harness.portal.url }]);
    // In the load page's frame, under the portal's header: the frame is the game's screen.
    const game = await openFrame(page);
    // The play area sits under the header, whose height it measures: read once it has settled.
    const gameBox = await settledBox(page.locator("iframe.play-frame"));
    await expectShellsFit(game, 390, 844 - gameBox.y);
    await harness.screenshot(page, "shell-spell-phone", { fullPage: false });
    await expectNoSeriousViolations(page, "shell-spell (phone)");
    const played = await reachTarget(page, game);
    await backdateToHumanPace(harness.database, rules, played + 1);
    await page.clock.fastForward("02:01");
    await game.getByRole("heading", { name: "You won!" }).waitFor();
    await game.locator(".gs-result-note", { hasText: "Sign in to earn tokens for your wins." }).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(800);
    await harness.screenshot(page, "shell-spell-phone-won", { fullPage: false });

    // A new round left to run out after one word: the loss says why, shows the words, offers Add Time.
    const sessions = await sessionCount();
    await game.getByRole("button", { name: "Play again" }).click();
    await expect.poll(sessionCount).toBe(sessions + 1);
    await game.locator(".gs-loading").waitFor({ state: "detached" });
    const [word] = await wordsToPlay(game);
    await tap(game, word!.path);
    await expectFound(game, word!.word);
    await page.clock.fastForward("02:01");
    await game.getByRole("heading", { name: "Game over" }).waitFor();
    await game.getByText(`Time is up: ${wordPoints(word!.word)} of the 15 points you needed.`).waitFor();
    await game.getByRole("button", { name: "Add 30 seconds" }).waitFor();
    await page.waitForTimeout(400);
    await harness.screenshot(page, "shell-spell-phone-lost", { fullPage: false });

    // Through the portal's load page, under its header, the shells still fit.
    await page.goto("/");
    const frame = await openFrame(page);
    const frameBox = await settledBox(page.locator("iframe.play-frame"));
    await expectShellsFit(frame, 390, 844 - frameBox.y);
    await harness.screenshot(page, "shell-spell-phone-load-page", { fullPage: false });
  }, 120_000);

  test("levels and the daily board: a win opens level 2 (20 points); the settings' daily board has the server's letters for the day and 30 points; today's end keeps its words, a past day's shows its best words", async () => {
    const page = await harness.newPage({ width: 390, height: 844 });
    await page.clock.install();
    await page.context().addCookies([{ name: "pd_known", value: "1", url: harness.portal.url }]);
    const game = await openFrame(page);
    const sessions = async (): Promise<number> => sessionCount();

    // Level 1: 15 points; the win offers the next level, which asks 5 more.
    await game.getByText("Level 1", { exact: true }).waitFor();
    expect(await target(game)).toBe(targetFor(1));
    const played = await reachTarget(page, game);
    await backdateToHumanPace(harness.database, rules, played + 1);
    await game.getByRole("button", { name: "Finish round" }).click();
    await game.getByRole("heading", { name: "You won!" }).waitFor();
    await game.getByText("Some words you missed").waitFor();
    // The server's verdict first (a verdict that arrives after the next game began shows its score there).
    await game.locator(".gs-result-note", { hasText: "Sign in to earn tokens for your wins." }).waitFor({ timeout: 15_000 });
    let count = await sessions();
    await game.getByRole("button", { name: "Next level" }).click();
    await expect.poll(sessions).toBe(count + 1);
    await game.locator(".gs-loading").waitFor({ state: "detached" });
    await game.getByText("Level 2", { exact: true }).waitFor();
    expect(await target(game)).toBe(20);
    expect(await score(game)).toBe(0);
    const levelTwo = await newestSession();
    expect(levelTwo).toMatchObject({ daily: false, options: { level: 2 } });
    expect(await shownLetters(game)).toEqual(rules.newGame(levelTwo.seed, { level: 2 }).letters);
    // The settings offer the levels opened, each with its points.
    await game.getByRole("button", { name: "Settings" }).click();
    expect(await game.getByRole("combobox", { name: "Level" }).locator("option").allTextContents()).toEqual(["Level 1 · 15 points", "Level 2 · 20 points"]);
    await harness.screenshot(page, "shell-spell-phone-level-settings", { fullPage: false });
    await page.keyboard.press("Escape");

    // The daily board, from the settings: the server's seed for the Los Angeles date, the letters the rules deal for it.
    count = await sessions();
    await game.getByRole("button", { name: "Settings" }).click();
    await game.getByLabel("Daily: the same letters for everyone").check();
    await expect.poll(sessions).toBe(count + 1);
    await game.locator(".gs-loading").waitFor({ state: "detached" });
    const daily = await newestSession();
    expect(daily.daily).toBe(true);
    expect(daily.seed).toMatch(/^SHE:\d{4}-\d{2}-\d{2}$/);
    const today = daily.seed.slice(4);
    expect(await shownLetters(game)).toEqual(rules.newGame(daily.seed, {}).letters);
    expect(await target(game)).toBe(DAILY_TARGET);
    await game.getByText("Today's board", { exact: true }).waitFor();
    await harness.screenshot(page, "shell-spell-phone-daily-settings", { fullPage: false });
    await page.keyboard.press("Escape");

    // Today's round ends with the player's words only: everyone has these letters until the day is over.
    const [word] = await wordsToPlay(game);
    await tap(game, word!.path);
    await expectFound(game, word!.word);
    await page.clock.fastForward("02:01");
    await game.getByRole("heading", { name: "Game over" }).waitFor();
    await game.getByText(`Time is up: ${wordPoints(word!.word)} of the ${DAILY_TARGET} points you needed.`).waitFor();
    await game.getByText("Everyone has these letters today: the board's best words are shown here tomorrow.").waitFor();
    expect(await game.getByText("Some words you missed").count()).toBe(0);
    expect(await game.locator(".ss-chip-best").count()).toBe(0);
    await page.waitForTimeout(400);
    await harness.screenshot(page, "shell-spell-phone-daily-today-over", { fullPage: false });

    // Yesterday's board, chosen in the settings: played and over, it shows its best words, the solver's.
    count = await sessions();
    await game.getByRole("button", { name: "Settings" }).click();
    const days = game.locator(".gs-day select");
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await days.selectOption(yesterday);
    await expect.poll(sessions).toBe(count + 1);
    await game.locator(".gs-loading").waitFor({ state: "detached" });
    await page.keyboard.press("Escape");
    const past = await newestSession();
    expect(past).toMatchObject({ daily: true, seed: `SHE:${yesterday}` });
    const pastLetters = rules.newGame(past.seed, {}).letters;
    expect(await shownLetters(game)).toEqual(pastLetters);
    await game.getByText(`Board of ${new Date(`${yesterday}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" })}`, { exact: true }).waitFor();
    // The day's best word, played: the reveal marks it as the player's.
    const best = bestWords(pastLetters);
    const top = best[0]!.word;
    await tap(game, findAllWords(pastLetters).get(top)!);
    await expectFound(game, top);
    await page.clock.fastForward("02:01");
    await game.getByRole("heading", { name: /^(Game over|You won!)$/ }).waitFor();
    await expect.poll(async () => (await game.locator(".ss-chip-best").allTextContents()).map((text) => text.replace(/[^a-z]/g, ""))).toEqual(best.slice(0, 10).map(({ word }) => word));
    expect(await game.locator(".ss-chip-best.ss-chip-yours").allTextContents()).toEqual([`${top}✓ ${best[0]!.points}`]);
    await game.getByText(new RegExp(`^The board held ${best.length} words worth \\d+ points; you found 1\\.$`)).waitFor();
    await page.waitForTimeout(400);
    await harness.screenshot(page, "shell-spell-phone-daily-past-best-words", { fullPage: false });

    // Back to the levels from the panel: the player's level 2.
    count = await sessions();
    await game.getByRole("button", { name: "Play level 2" }).click();
    await expect.poll(sessions).toBe(count + 1);
    expect(await newestSession()).toMatchObject({ daily: false, options: { level: 2 } });
    await game.getByText("Level 2", { exact: true }).waitFor();
  }, 150_000);
});
