import type { FrameLocator } from "playwright-core";
import { describe, expect, test } from "vitest";
import { ACE, cardSign, rankOf } from "../../games/engines/cards/cards.ts";
import { tilesMatch } from "../../games/engines/tiles/tiles.ts";
import { settledBox, useBrowserHarness } from "../support/browser.ts";
import { openGame, startGame } from "../support/gameFrame.ts";

const harness = useBrowserHarness();

type Root = FrameLocator;

/** What the top bar's countdown says ("Time left 5:00"). */
const timeLeft = async (root: Root) => (await root.getByLabel(/^Time left \d/).getAttribute("aria-label")) ?? "";

/** The refused-move line: a live region that is always there, so screen readers hear each reason. */
const refusalLine = (root: Root) => root.locator('.gs-refusal[role="status"]');

describe("How to play and refused moves, in every game's shell", () => {
  test("a timed game's first play shows its how-to over the board and holds the clock until it is closed; ? and the top bar open it again", async () => {
    const page = await harness.newPage({ width: 1366, height: 768 }, { howTo: true });
    let { game, frame } = await openGame(page, "daily-word-search");
    const dialog = game.getByRole("dialog", { name: "How to play Daily Word Search" });
    await dialog.waitFor();
    // Focus moves into the dialog (its close button, so a phone shows the top of the text).
    await expect.poll(() => frame.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Close how to play");
    await expect(dialog.getByRole("term").filter({ hasText: "Add Time" }).count()).resolves.toBe(1);
    await harness.screenshot(page, "help-word-search-1366", { fullPage: false });

    // The board is there, but the 5 minutes do not run while the player reads.
    expect(await timeLeft(game)).toBe("Time left 5:00");
    await page.waitForTimeout(2_500);
    expect(await timeLeft(game)).toBe("Time left 5:00");

    await dialog.getByRole("button", { name: "Play", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => timeLeft(game), { timeout: 8_000 }).not.toBe("Time left 5:00");

    // Seen once, it does not come back by itself on the next visit.
    await page.reload();
    ({ game, frame } = await startGame(page));
    await page.waitForTimeout(500);
    await expect(dialog.count()).resolves.toBe(0);

    // "?" opens it again, Escape closes it and focus goes back; so does the top bar's button.
    await page.keyboard.press("?");
    await dialog.waitFor();
    await expect(dialog.getByRole("button", { name: "Back to the game" }).count()).resolves.toBe(1);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    const help = game.getByRole("button", { name: "How to play (?)" });
    await help.click();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Close how to play" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => frame.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("How to play (?)");
  });

  test("the how-to fits a phone and scrolls inside itself", async () => {
    for (const [slug, name] of [
      ["rivers-of-gold-solitaire", "Rivers of Gold Solitaire"],
      ["mahjong-cruise", "Mahjong Cruise"],
      ["sudoku-relics", "Sudoku Relics"],
    ] as const) {
      const page = await harness.newPage({ width: 390, height: 844 }, { howTo: true });
      const { game } = await openGame(page, slug);
      const dialog = game.getByRole("dialog", { name: `How to play ${name}` });
      await dialog.waitFor();
      // Measured once the frame and the game have settled (settledBox throws if it is not on screen).
      const box = await settledBox(dialog);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      // The Play button stays in view under a body that scrolls.
      const play = await settledBox(dialog.getByRole("button", { name: "Play", exact: true }));
      expect(play.y + play.height).toBeLessThanOrEqual(844);
      await harness.screenshot(page, `help-${slug}-390`, { fullPage: false });
      if (slug === "rivers-of-gold-solitaire") {
        const desktop = await harness.newPage({ width: 1366, height: 768 }, { howTo: true });
        const { game: desktopGame } = await openGame(desktop, slug);
        await desktopGame.getByRole("dialog", { name: `How to play ${name}` }).waitFor();
        await harness.screenshot(desktop, `help-${slug}-1366`, { fullPage: false });
        await desktop.close();
      }
      await page.close();
    }
  }, 120_000);

  test("a goal picture with detail to read (Rail Rider's yard, its stations named) is drawn large above the goal, on a phone and a laptop", async () => {
    for (const [width, height] of [[390, 844], [1366, 768]] as const) {
      const page = await harness.newPage({ width, height }, { howTo: true });
      const { game } = await openGame(page, "rail-rider");
      const goal = game.getByRole("dialog", { name: "How to play Rail Rider" }).getByRole("region", { name: "Goal" });
      const picture = await settledBox(goal.getByRole("img"));
      const text = await settledBox(goal.locator("p"));
      // Four squares by two at 75 px or more a square (a 150 x 75 thumbnail before), the goal's sentence under it.
      expect(picture.width).toBeGreaterThanOrEqual(300);
      expect(picture.height).toBeGreaterThanOrEqual(150);
      expect(picture.y + picture.height).toBeLessThanOrEqual(text.y);
      await harness.screenshot(page, `help-rail-rider-${width}`, { fullPage: false });
      await page.close();
    }
  }, 60_000);

  test("the play bar's How to play opens the game's own how-to inside the frame, without leaving the game", async () => {
    const page = await harness.newPage({ width: 1366, height: 768 });
    const { game: frame } = await openGame(page, "rivers-of-gold-solitaire", { ready: ".klo-board .ct-card" });
    const dialog = frame.getByRole("dialog", { name: "How to play Rivers of Gold Solitaire" });
    await expect(dialog.count()).resolves.toBe(0);
    const url = page.url();
    await page.locator(".play-bar").getByRole("button", { name: "How to play" }).click();
    await dialog.waitFor();
    expect(page.url()).toBe(url);
    await harness.screenshot(page, "help-play-bar-klondike", { fullPage: false });
    await dialog.getByRole("button", { name: "Back to the game" }).click();
    await dialog.waitFor({ state: "detached" });
  });

  test("a card dropped where the rules refuse it slides back and the line by the board says why", async () => {
    const page = await harness.newPage({ width: 1366, height: 768 });
    let { game, frame } = await openGame(page, "rivers-of-gold-solitaire", { ready: ".klo-board .ct-card" });
    await expect(refusalLine(game).textContent()).resolves.toBe("");
    // The top card of a column that is not an Ace, dragged onto an empty foundation.
    const tops = await frame.evaluate(() =>
      Array.from({ length: 7 }, (_, column) => {
        const cards = document.querySelectorAll(`.ct-card[data-pile="t${column}"]`);
        return { pile: `t${column}`, card: Number(cards[cards.length - 1]?.getAttribute("data-card")) };
      }),
    );
    const lifted = tops.find((top) => rankOf(top.card) !== ACE);
    if (!lifted) throw new Error("Every column shows an Ace.");
    const card = game.locator(`.ct-card[data-card="${lifted.card}"]`);
    const from = await settledBox(card);
    const to = await settledBox(game.locator('[data-slot="f0"]'));
    await page.mouse.move(from.x + from.width / 2, from.y + from.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height * 0.2, { steps: 6 });
    await page.mouse.up();
    await expect
      .poll(() => refusalLine(game).textContent())
      .toBe(`The ${cardSign(lifted.card)} cannot go there yet: a foundation builds up in one suit, from the Ace.`);
    await expect(game.locator(`.ct-card[data-card="${lifted.card}"][data-pile="${lifted.pile}"]`).count()).resolves.toBe(1);
    await harness.screenshot(page, "help-refused-card", { fullPage: false });
    // It fades: the line empties by itself after a few seconds.
    await expect.poll(() => refusalLine(game).textContent(), { timeout: 8_000 }).toBe("");

    // A face-down card in the peaks says why it cannot be played.
    ({ game, frame } = await openGame(page, "sailing-seas-solitaire", { ready: '.clr-card[data-face="down"], [data-face="down"]' }));
    // Its top strip shows above the two cards that cover it.
    const down = game.locator('[data-face="down"]').first();
    const box = await settledBox(down);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.12);
    await expect.poll(() => refusalLine(game).textContent()).toBe("That card is face down: clear the cards that cover it first.");
  });

  test("two free mahjong tiles that do not match, and a tile that is not free, each say why", async () => {
    const page = await harness.newPage({ width: 1366, height: 768 });
    const { game } = await openGame(page, "mahjong-cruise", { ready: ".tb-tile.tb-free" });
    const free = await game.locator(".tb-tile.tb-free").evaluateAll((tiles) => tiles.map((tile) => ({ spot: tile.getAttribute("data-spot"), face: Number(tile.getAttribute("data-face")) })));
    const first = free[0]!;
    const other = free.find((tile) => !tilesMatch(first.face, tile.face));
    if (!other) throw new Error("Every free tile matches the first.");
    const click = async (spot: string | null) => {
      const box = await settledBox(game.locator(`.tb-tile[data-spot="${spot}"]`));
      await page.mouse.click(box.x + box.width * 0.45, box.y + box.height * 0.5);
    };
    await click(first.spot);
    await game.locator(`.tb-tile[data-spot="${first.spot}"].tb-selected`).waitFor();
    await click(other.spot);
    await expect.poll(() => refusalLine(game).textContent()).toMatch(/ do not match: pick two tiles that are the same\.$/);
    // The second tile is the new pick, as in every mahjong game.
    await game.locator(`.tb-tile[data-spot="${other.spot}"].tb-selected`).waitFor();

    // A shaded tile whose middle shows (only its sides are blocked).
    const blocked = await game.locator(".tb-tile:not(.tb-free)").evaluateAll((tiles) => {
      for (const tile of tiles) {
        const box = tile.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width * 0.45, box.y + box.height * 0.5);
        if (hit && tile.contains(hit)) return tile.getAttribute("data-spot");
      }
      return null;
    });
    if (blocked === null) throw new Error("No blocked tile shows its face.");
    await click(blocked);
    await expect.poll(() => refusalLine(game).textContent()).toBe("That tile is not free: it has a tile on top, or tiles on both sides.");
    await harness.screenshot(page, "help-refused-tile", { fullPage: false });
  });
});
