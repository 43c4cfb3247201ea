import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { fiveLetterWords } from "../../games/engines/words/fiveLetters.ts";
import { markGuess, rules, STARTING_GUESSES } from "../../games/word-hunch/rules.ts";
import { jsonStringValues, recordGraphqlResponses, settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { openGame, startGame, type GameFrame } from "../support/gameFrame.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";
import { answerOfNewestWordHunch, WORD_HUNCH_TYPING } from "../support/wordHunch.ts";

const harness = useBrowserHarness();

const SLUG = "word-hunch";
const READY = WORD_HUNCH_TYPING;
// The server pays nothing for guesses faster than rules.minimumHumanMs allows: play like a person.
const GUESS_MS = 1_600;

type Game = FrameLocator;

/** Wrong guesses sharing no letter with the answer where possible, so the marks differ visibly. */
function wrongWords(answer: string, count: number): string[] {
  const words = fiveLetterWords.answers.filter((word) => word !== answer);
  const unlike = words.filter((word) => ![...word].some((letter) => answer.includes(letter)));
  const like = words.filter((word) => word[0] === answer[0]);
  return [...like.slice(0, 2), ...unlike].slice(0, count);
}

/**
 * The page's own texts and labels, as written, that have the word in capitals, as a row or the end
 * of the game shows it: a label styled in capitals ("Score") is no "SCORE" here, as it would be in innerText.
 */
function textsNaming(game: Game, word: string): Promise<string[]> {
  return game.locator("body").evaluate(
    (body, capitals) =>
      [...body.querySelectorAll("*")]
        .flatMap((element) => [element.getAttribute("aria-label") ?? "", ...[...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? "")])
        .filter((text) => new RegExp(`\\b${capitals}\\b`).test(text)),
    word.toUpperCase(),
  );
}

const rows = (game: Game) => game.locator(".wh-grid .wh-row[aria-label^='Guess']:not(.wh-typing)");

async function guessByTyping(page: Page, game: Game, word: string): Promise<void> {
  await game.locator(WORD_HUNCH_TYPING).waitFor();
  const before = await rows(game).count();
  await page.keyboard.type(word, { delay: 30 });
  await page.keyboard.press("Enter");
  await expect.poll(() => rows(game).count(), { timeout: 20_000 }).toBe(before + 1);
}

const tapKey = (game: Game, name: string) => game.locator("[data-keyboard]").getByRole("button", { name: new RegExp(`^${name}(,|$)`, "i") }).click();

async function tapWord(game: Game, word: string): Promise<void> {
  for (const letter of word) await tapKey(game, letter);
  await tapKey(game, "Enter");
}

async function guessByTapping(game: Game, word: string): Promise<void> {
  await game.locator(WORD_HUNCH_TYPING).waitFor();
  const before = await rows(game).count();
  await tapWord(game, word);
  await expect.poll(() => rows(game).count(), { timeout: 20_000 }).toBe(before + 1);
}

/** The game in the load page's frame, and the answer of its session. */
async function openWordHunch(page: Page): Promise<GameFrame & { answer: string }> {
  const opened = await openGame(page, SLUG, { ready: READY });
  return { ...opened, answer: await answerOfNewestWordHunch(harness.database) };
}

describe("Word Hunch in the browser", () => {
  test("a signed-up player in the load page's frame: a word refused, Hint and More Guesses used, a reload resumes, the word found, 10 tokens earned", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    const email = await signUpInBrowser(page, "hunch");
    // Powerups as the store would leave them: two Hints and one More Guesses.
    await harness.database.sql(
      `INSERT INTO "InventoryItem" ("userId", kind, "gameId", "itemId", count, "updatedAt")
       SELECT id, 'POWERUP', 'WOR', item, n, now() FROM "user", (VALUES ('HI', 2), ('MG', 1)) AS owned(item, n) WHERE email = $1`,
      [email],
    );
    const { game: frame, answer } = await openWordHunch(page);
    const tokens = async () => Number((await page.locator(".play-wallet__tokens").textContent())?.replace(/\D/g, ""));
    const tokensBefore = await tokens();
    await harness.screenshot(page, "word-hunch-start", { fullPage: false });

    // Not a word: refused at once with a message, and the row shakes; nothing is used up.
    await tapWord(frame, "qzxvw");
    await frame.getByText("QZXVW is not in our word list.").waitFor();
    await expect(frame.locator(".wh-shake").count()).resolves.toBe(1);
    for (let index = 0; index < 5; index++) await tapKey(frame, "Backspace");
    await expect(frame.locator(".wh-typing .wh-filled").count()).resolves.toBe(0);

    // Hint: the first letter of the word shows in its place, and one Hint is gone.
    await frame.getByRole("button", { name: /^Hint \(2 left\)/ }).click();
    await frame.getByRole("img", { name: `Hint: ${answer[0]!.toUpperCase()}` }).waitFor();
    await frame.getByRole("button", { name: /^Hint \(1 left\)/ }).waitFor();

    const [wrong] = wrongWords(answer, 1);
    await guessByTapping(frame, wrong!);
    const first = frame.locator(".wh-grid .wh-row").first().locator(".wh-tile");
    await expect(first.evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute("data-mark")))).resolves.toEqual(markGuess(wrong!, answer));
    // The keyboard shows what was learnt about the first letter.
    await frame.locator("[data-keyboard]").getByRole("button", { name: new RegExp(`^${wrong![0]},`, "i") }).waitFor();

    // More Guesses: 18 in all, so 17 left after one.
    await frame.getByRole("button", { name: /^More Guesses \(1 left\)/ }).click();
    await frame.getByText("17 left").waitFor();
    await frame.getByRole("button", { name: /^More Guesses \(0 left\)/ }).waitFor();
    await harness.screenshot(page, "word-hunch-powerups", { fullPage: false });

    // A reload resumes the game from the server: the guess, its marks, the hint and the extra guesses.
    await page.reload();
    await startGame(page, { ready: READY });
    await frame.getByText("17 left").waitFor();
    await expect(rows(frame).count()).resolves.toBe(1);
    await expect(first.evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute("data-mark")))).resolves.toEqual(markGuess(wrong!, answer));
    await expect(frame.locator(".wh-typing .wh-hinted").count()).resolves.toBe(1);
    // Hint, a guess, More Guesses and the last guess: no faster than a person.
    await backdateToHumanPace(harness.database, rules, 4);
    await guessByTapping(frame, answer);
    await frame.getByRole("heading", { name: "You won!" }).waitFor();
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await expect.poll(tokens).toBe(tokensBefore + 10);
    // Two guesses (900), less 100 for each powerup.
    await expect(frame.locator(".gs-result-stats dd").first().textContent()).resolves.toBe("700");
    await page.waitForTimeout(1_500);
    await harness.screenshot(page, "word-hunch-won", { fullPage: false });
  }, 90_000);

  test("played to a loss: six wrong guesses, the answer shown only at the end", async () => {
    const page = await harness.newPage();
    const responses = recordGraphqlResponses(page);
    const { game, answer } = await openWordHunch(page);
    const words = wrongWords(answer, STARTING_GUESSES);
    for (const [index, word] of words.entries()) {
      if (index === STARTING_GUESSES - 1) {
        await game.getByText("Last guess! More Guesses adds 12.").waitFor();
        // Nothing the server sent so far, and nothing on the page, names the answer. Only values
        // count: the answer may be a word such as "title" that is also a field's name.
        const named = responses.filter((body) => jsonStringValues(body).some((value) => value.toLowerCase().split(/[^a-z]+/).includes(answer)));
        expect(named).toEqual([]);
        await expect(textsNaming(game, answer)).resolves.toEqual([]);
      }
      await guessByTyping(page, game, word);
      await page.waitForTimeout(GUESS_MS);
    }
    await game.getByRole("heading", { name: "Game over" }).waitFor();
    await game.getByText(`No guesses left. The word was ${answer.toUpperCase()}.`).waitFor();
    await game.getByRole("group", { name: `The word was ${answer.toUpperCase()}` }).waitFor();
    await expect(textsNaming(game, answer)).resolves.toContain(`No guesses left. The word was ${answer.toUpperCase()}.`);
    // The keyboard no longer types.
    await page.keyboard.type("abc");
    await expect(game.locator(".wh-typing").count()).resolves.toBe(0);
    await harness.screenshot(page, "word-hunch-lost", { fullPage: false });
  }, 60_000);

  test("today's word is the default and the same for two visitors; free play is one tap away and remembered; Enter after the settings gear sends the guess", async () => {
    const latestSession = async () =>
      (
        await harness.database.sql<{ daily: boolean; secretSeed: string }>(
          `SELECT daily, "secretSeed" FROM "GameSession" WHERE "gameId" = 'WOR' ORDER BY "startedAt" DESC LIMIT 1`,
        )
      )[0];
    const dailyAnswers: string[] = [];
    for (const visitor of [1, 2]) {
      const page = await harness.newPage();
      const { game } = await openWordHunch(page);
      await expect(game.getByRole("button", { name: "Today's word" }).getAttribute("aria-pressed")).resolves.toBe("true");
      expect((await latestSession())?.daily, `visitor ${visitor} plays today's word`).toBe(true);
      dailyAnswers.push(rules.hidden.secret((await latestSession())!.secretSeed, {}).answer);
      if (visitor === 2) {
        // One tap to free play, remembered after a reload.
        await game.getByRole("button", { name: "Free play" }).click();
        await expect.poll(async () => (await latestSession())?.daily, { timeout: 20_000 }).toBe(false);
        await page.reload();
        await startGame(page, { ready: READY });
        await expect(game.getByRole("button", { name: "Free play" }).getAttribute("aria-pressed")).resolves.toBe("true");
        // The gear used, then a word typed: Enter sends the guess instead of pressing the gear again.
        await game.getByRole("button", { name: "Settings" }).click();
        await game.getByRole("button", { name: "Settings" }).click();
        await guessByTyping(page, game, wrongWords(await answerOfNewestWordHunch(harness.database), 1)[0]!);
        await expect(game.getByRole("button", { name: "Settings" }).getAttribute("aria-expanded")).resolves.toBe("false");
      }
      await page.close();
    }
    expect(dailyAnswers[0]).toBe(dailyAnswers[1]);
  }, 60_000);

  test("on a phone: the board and keyboard fit, keys are big enough, marks differ by shape", async () => {
    const page = await harness.newPage({ width: 390, height: 844 });
    const { game, frame, answer } = await openWordHunch(page);
    const [first, second] = wrongWords(answer, 2);
    await guessByTapping(game, first!);
    await page.waitForTimeout(GUESS_MS);
    await guessByTapping(game, second!);
    await page.keyboard.type("ab");
    await page.waitForTimeout(1_200);
    // The game's screen is the frame, under the portal's header and play bar.
    let screen = await frame.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    const boxes = await game.locator(".wh-tile, .wh-key").evaluateAll((items) =>
      items.map((item) => {
        const { left, right, bottom } = item.getBoundingClientRect();
        return { left, right, bottom };
      }),
    );
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(16);
      expect(box.right).toBeLessThanOrEqual(screen.width - 16);
      expect(box.bottom).toBeLessThanOrEqual(screen.height);
    }
    const key = await game.locator(".wh-key").first().boundingBox();
    expect(key!.height).toBeGreaterThanOrEqual(44);
    const tile = await game.locator(".wh-tile").first().boundingBox();
    expect(tile!.width).toBeGreaterThanOrEqual(44);
    await harness.screenshot(page, "word-hunch-phone", { fullPage: false });

    // High contrast from the settings menu: other colours, same shapes.
    await game.getByRole("button", { name: "Settings" }).click();
    await game.getByLabel("High-contrast colours").check();
    await page.keyboard.press("Escape");
    await expect(game.locator(".wh-contrast").count()).resolves.toBe(1);
    await harness.screenshot(page, "word-hunch-phone-contrast", { fullPage: false });

    // On its side, the board and the keyboard sit side by side and still fit.
    await page.setViewportSize({ width: 844, height: 390 });
    // The play area follows the header's measured height a frame or two after a resize: the frame settles down to the bottom.
    const frameBottom = async () => {
      const box = await page.locator("iframe.play-frame").boundingBox();
      return box ? Math.round(box.y + box.height) : null;
    };
    await expect.poll(frameBottom).toBe(390);
    await page.waitForTimeout(300);
    screen = await frame.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    for (const box of await game.locator(".wh-grid .wh-row, .wh-key").evaluateAll((items) => items.map((item) => item.getBoundingClientRect().bottom))) {
      expect(box).toBeLessThanOrEqual(screen.height);
    }
    await harness.screenshot(page, "word-hunch-phone-landscape", { fullPage: false });

    // Through the portal's load page, under its header, as a player on a phone sees it.
    await page.setViewportSize({ width: 390, height: 844 });
    const { game: hosted } = await openGame(page, SLUG, { ready: READY });
    const keyboard = await settledBox(hosted.locator("[data-keyboard]"));
    expect(keyboard.y + keyboard.height).toBeLessThanOrEqual(844);
    await harness.screenshot(page, "word-hunch-phone-load-page", { fullPage: false });
  }, 60_000);
});
