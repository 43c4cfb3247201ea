import type { Frame, FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { generatePuzzle, GRID } from "../../games/daily-word-search/puzzle.ts";
import { columnOf, rowOf } from "../../games/engines/words/letterGrid.ts";
import { cutPuzzle, PICTURE_WIDTH } from "../../games/jigsaw-joy/cut.ts";
import { gridOf } from "../../games/jigsaw-joy/rules.ts";
import { rules as getaway } from "../../games/mahjong-getaway/rules.ts";
import { rules as aquarium } from "../../games/quinns-aquarium/rules.ts";
import { findCommonWords } from "../../games/shell-spell/board.ts";
import { settledBox, useBrowserHarness } from "../support/browser.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";
import { keepGameStorage, openGame, type GameFrame } from "../support/gameFrame.ts";
import { openClearingGame, playClearingLine, SAILING } from "../support/clearingGames.ts";
import { facesOf, shownFaces, takePair, type MahjongRules } from "../support/mahjong.ts";
import { SHELL_SPELL_TAKES_TAPS } from "../support/shellSpell.ts";

const harness = useBrowserHarness();

const mahjong: MahjongRules = getaway;

/**
 * Animations that move something now in the game's frame, named by what runs and where. Finished ones that hold their
 * last frame do not count, nor the 1 ms ones the shell's reduced-motion rule leaves of a CSS
 * animation (they are over within the frame, however late a loaded machine draws it).
 */
const running = (frame: Frame) =>
  frame.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running" && Number(animation.effect?.getComputedTiming().activeDuration ?? 0) > 1)
      .map((animation) => {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        const name = animation instanceof CSSAnimation ? animation.animationName : animation instanceof CSSTransition ? animation.transitionProperty : animation.id || "script";
        return `${name} on ${target instanceof Element ? `${target.tagName.toLowerCase()}.${[...target.classList].join(".")}` : "?"}`;
      }),
  );

/** Two frames after a change: what reduced motion shows is settled by then. */
const settled = (frame: Frame) => frame.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Holds every animation of the game at `ms` for a screenshot of that frame, then lets them go on. */
async function frameAt(page: Page, frame: Frame, ms: number, shot: string): Promise<void> {
  await frame.evaluate((at) => document.getAnimations().forEach((animation) => {
    animation.pause();
    animation.currentTime = at;
  }), ms);
  await harness.screenshot(page, shot, { fullPage: false });
  await frame.evaluate(() => document.getAnimations().forEach((animation) => animation.play()));
}

/** What a motion check waits for: every part given must hold at once. */
interface Motion {
  /** Only the animations of this element and its descendants count (and it must be there). */
  within?: string;
  /** A CSS animation of these keyframes runs (moves.css), or any CSS animation for "*". */
  keyframes?: string;
  /** The `within` element itself has a CSS transition running. */
  transition?: boolean;
  /** At least this many animations run. */
  atLeast?: number;
}

/**
 * Does `act` and holds every animation of the game the moment `motion` runs: a watcher put in
 * the frame first looks at each change of the page as it happens (a MutationObserver runs before
 * the next frame is drawn), so a loaded machine cannot finish a short animation before it is
 * seen. Returns what was running then; frameAt lets them go on.
 */
async function caught(frame: Frame, motion: Motion, act: () => Promise<unknown>): Promise<string[]> {
  await frame.evaluate((wanted) => {
    const watched = window as unknown as { motionSeen?: Promise<string[]> };
    watched.motionSeen = new Promise<string[]>((resolve, reject) => {
      const look = (): boolean => {
        const root = wanted.within === undefined ? document : document.querySelector(wanted.within);
        if (root === null) return false;
        // getAnimations() brings styles up to date, which starts the animations of this change.
        const all = root instanceof Document ? root.getAnimations() : root.getAnimations({ subtree: true });
        const now = all.filter((animation) => animation.playState === "running" && Number(animation.effect?.getComputedTiming().activeDuration ?? 0) > 1);
        if (now.length === 0 || now.length < (wanted.atLeast ?? 0)) return false;
        if (wanted.keyframes !== undefined && !now.some((animation) => animation instanceof CSSAnimation && (wanted.keyframes === "*" || animation.animationName === wanted.keyframes))) return false;
        if (wanted.transition && !(root instanceof Element && root.getAnimations().some((animation) => animation instanceof CSSTransition))) return false;
        document.getAnimations().forEach((animation) => animation.pause());
        // Named as `running` names them.
        resolve(
          now.map((animation) => {
            const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
            const label = animation instanceof CSSAnimation ? animation.animationName : animation instanceof CSSTransition ? animation.transitionProperty : animation.id || "script";
            return `${label} on ${target instanceof Element ? `${target.tagName.toLowerCase()}.${[...target.classList].join(".")}` : "?"}`;
          }),
        );
        return true;
      };
      const observer = new MutationObserver(() => {
        if (look()) observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["class", "data-deal"] });
      setTimeout(() => {
        observer.disconnect();
        reject(new Error(`Nothing like ${JSON.stringify(wanted)} ran within 20 s.`));
      }, 20_000);
    });
    // Unhandled until caught() asks for it.
    watched.motionSeen.catch(() => undefined);
  }, motion);
  await act();
  return frame.evaluate(() => (window as unknown as { motionSeen: Promise<string[]> }).motionSeen);
}

/**
 * Does `act` and expects `selector` to match at some moment meanwhile: watched as the page changes,
 * since a short-lived mark (a 600 ms flash) can come and go before a locator next looks.
 */
async function expectAppears(frame: Frame, selector: string, act: () => Promise<unknown>): Promise<void> {
  await frame.evaluate((wanted) => {
    const watched = window as unknown as { markSeen?: boolean };
    watched.markSeen = false;
    const observer = new MutationObserver(() => {
      if (document.querySelector(wanted) === null) return;
      watched.markSeen = true;
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
  }, selector);
  await act();
  await expect.poll(() => frame.evaluate(() => (window as unknown as { markSeen: boolean }).markSeen)).toBe(true);
}

/** `act`, holding the game's animations the moment the motion engine's keyframes `name` (moves.css) run. */
const runs = (frame: Frame, name: string, act: () => Promise<unknown>) => caught(frame, { keyframes: name }, act);

/** How long each of `selectors`' first `name` animation waits before it starts, in order (null: none). */
const delaysOf = (frame: Frame, selectors: readonly string[], name: string) =>
  frame.evaluate(
    ({ wanted, all }) =>
      all.map((selector) => {
        const animation = document.querySelector(selector)?.getAnimations().find((each) => each instanceof CSSAnimation && each.animationName === wanted);
        return animation ? Number(animation.effect?.getTiming().delay ?? 0) : null;
      }),
    { wanted: name, all: selectors },
  );

/** A word's letters light one after another along its path, all within half a second. */
function expectLitInTurn(delays: readonly (number | null)[], duration: number): void {
  expect(delays.every((delay) => delay !== null)).toBe(true);
  const times = delays as number[];
  for (const [index, delay] of times.entries()) if (index > 0) expect(delay).toBeGreaterThan(times[index - 1]!);
  expect(times.at(-1)! + duration).toBeLessThanOrEqual(500);
}

/** Everything settled and nothing from the motion engine left on the game's elements. */
async function expectStill(frame: Frame, game: FrameLocator, marks: string): Promise<void> {
  await settled(frame);
  expect(await running(frame)).toEqual([]);
  expect(await game.locator(marks).count()).toBe(0);
}

async function openKlondike(page: Page): Promise<GameFrame> {
  await keepGameStorage(page, "playden.klo.options", JSON.stringify({ draw: 1, winnable: false }));
  return openGame(page, "rivers-of-gold-solitaire", { ready: ".klo-board .ct-card" });
}

async function drawCard(page: Page, game: FrameLocator) {
  // The stock's top card covers its slot: press where a player would. Read at once, not settled:
  // one draw is meant to land while the deal still flies.
  const box = await game.locator('[data-slot="stock"]').boundingBox();
  if (!box) throw new Error("The stock is not on screen.");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const wasteCount = (game: FrameLocator) => game.locator('.ct-card[data-pile="w"]').count();

async function openGetaway(page: Page) {
  const opened = await openGame(page, "mahjong-getaway", { ready: ".tb-tile" });
  // The level alone decides the board (Kyoto 1 for a newcomer).
  return { ...opened, state: mahjong.newGame("any", { city: 0, level: 1 }) };
}

/** Taps each Shell Spell shell of a word, then the last again to play it, once the shells take taps. */
async function tapShells(game: FrameLocator, path: readonly number[]) {
  await game.locator(SHELL_SPELL_TAKES_TAPS).waitFor();
  for (const cell of path) await game.locator(`.ss-shell[data-cell="${cell}"]`).click();
  await game.locator(`.ss-shell[data-cell="${path.at(-1)}"]`).click();
}

describe("Motion in the games", () => {
  test("cards: a new deal flies from the stock, a drawn card slides and flips; none of it under reduced motion (bench/gameMotion.ts measures long tasks on a 4x slower CPU)", async () => {
    const page = await harness.newPage({ width: 1280, height: 800 }, { motion: true });
    const { game, frame } = await openKlondike(page);
    await frame.waitForFunction(() => document.getAnimations().length === 0, undefined, { timeout: 20_000 });

    // Drawing from the stock: the card slides to the waste (a transition of its own) while its face turns in.
    await caught(frame, { within: '.ct-card.ct-flipping[data-pile="w"]', transition: true, keyframes: "*" }, () => drawCard(page, game));
    await frameAt(page, frame, 90, "motion-klondike-flip");
    await expect.poll(() => game.locator(".ct-flip-back").count()).toBe(0);

    // A new game deals the cards out from the stock, and a draw during the deal lands it at once.
    const deal = await game.locator(".klo-board").getAttribute("data-deal");
    await caught(frame, { atLeast: 21 }, () => page.keyboard.press("n"));
    expect(await game.locator(".klo-board").getAttribute("data-deal")).not.toBe(deal);
    await frameAt(page, frame, 160, "motion-klondike-deal");
    await drawCard(page, game);
    await expect.poll(() => wasteCount(game)).toBe(1);

    const still = await harness.newPage({ width: 1280, height: 800 });
    const stillGame = await openKlondike(still);
    await settled(stillGame.frame);
    expect(await running(stillGame.frame)).toEqual([]);
    await drawCard(still, stillGame.game);
    await expect.poll(() => wasteCount(stillGame.game)).toBe(1);
    await settled(stillGame.frame);
    expect(await running(stillGame.frame)).toEqual([]);
    expect(await stillGame.game.locator(".ct-flipping, .ct-flip-back").count()).toBe(0);
    await still.keyboard.press("n");
    await expect.poll(() => wasteCount(stillGame.game)).toBe(0);
    await settled(stillGame.frame);
    expect(await running(stillGame.frame)).toEqual([]);
  }, 90_000);

  test("cards: a won table sends its cards leaping off one after another (the cascade), over the table and never in a player's way; none under reduced motion (the Sailing Seas phone test)", async () => {
    const page = await harness.newPage({ width: 1280, height: 800 }, { motion: true });
    const root = await openClearingGame(page, SAILING);
    const frame = (await (await page.locator("iframe.play-frame").elementHandle())!.contentFrame())!;
    // The deal's flight over first: the line is checked card by card.
    await frame.waitForFunction(() => document.getAnimations().length === 0, undefined, { timeout: 20_000 });
    await playClearingLine(harness, page, root, SAILING, { tap: false, shot: "motion-sailing-midgame", shotAt: 19, movesBefore: 0 });
    await root.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    // Finished leaps keep their last frame, so they still count once over: the test need not catch them in flight.
    const cascade = await frame.evaluate(() => {
      const layer = document.querySelector('[data-celebration="cascade"]');
      if (!layer) return null;
      const leaps = layer.getAnimations({ subtree: true }).filter((animation) => animation instanceof CSSAnimation && animation.animationName === "ct-leap");
      return {
        shown: getComputedStyle(layer).display !== "none",
        pointerEvents: getComputedStyle(layer).pointerEvents,
        leaps: leaps.length,
        delays: leaps.map((animation) => Number(animation.effect?.getTiming().delay ?? 0)),
      };
    });
    expect(cascade).toMatchObject({ shown: true, pointerEvents: "none" });
    // The waste's cards that show (its top few) leap.
    expect(cascade!.leaps).toBeGreaterThanOrEqual(3);
    // One after another: no two cards leap at once.
    expect(new Set(cascade!.delays).size).toBe(cascade!.leaps);
    await harness.screenshot(page, "motion-sailing-won", { fullPage: false });
  }, 180_000);

  test("tiles: a taken pair lifts and vanishes while the next is taken at once, and the win bursts tiles behind the panel; all still under reduced motion", async () => {
    const page = await harness.newPage({ width: 1280, height: 800 }, { motion: true });
    const { game, frame, state: start } = await openGetaway(page);
    let state = start;
    await caught(frame, { within: ".tb-vanish" }, async () => (state = await takePair(page, game, mahjong, start, false)));
    await frameAt(page, frame, 120, "motion-mahjong-vanish");

    // The next pair is taken while the last still vanishes.
    state = await takePair(page, game, mahjong, state, false);
    expect(await shownFaces(game)).toBe(facesOf(state));

    let pairs = 2;
    while (state.faces.filter((face) => face !== null).length > 2) {
      state = await takePair(page, game, mahjong, state, false);
      pairs++;
    }
    // The last pair wins: played at a person's pace, so the server verifies it.
    await backdateToHumanPace(harness.database, mahjong, pairs + 1);
    await caught(frame, { within: '[data-celebration="tiles"]' }, async () => (state = await takePair(page, game, mahjong, state, false)));
    expect(mahjong.status(state).phase).toBe("won");
    expect(await game.locator('[data-celebration="tiles"]').evaluate((layer) => getComputedStyle(layer).pointerEvents)).toBe("none");
    await frameAt(page, frame, 600, "motion-mahjong-win");
    // Brief: the layer is gone within a few seconds.
    await game.locator("[data-celebration]").waitFor({ state: "detached", timeout: 6_000 });

    const still = await harness.newPage({ width: 1280, height: 800 });
    const stillGame = await openGetaway(still);
    let quiet = stillGame.state;
    let quietPairs = 0;
    while (mahjong.status(quiet).phase === "playing") {
      if (quiet.faces.filter((face) => face !== null).length === 2) await backdateToHumanPace(harness.database, mahjong, quietPairs + 1);
      quiet = await takePair(still, stillGame.game, mahjong, quiet, false);
      quietPairs++;
      await settled(stillGame.frame);
      expect(await running(stillGame.frame)).toEqual([]);
      expect(await stillGame.game.locator(".tb-vanish").count()).toBe(0);
    }
    await stillGame.game.getByRole("heading", { name: "You won!" }).waitFor();
    await settled(stillGame.frame);
    expect(await running(stillGame.frame)).toEqual([]);
    expect(await stillGame.game.locator("[data-celebration]").count()).toBe(0);
  }, 150_000);

  test("words: a found word's letters light one after another along its path in Shell Spell and Daily Word Search; at once under reduced motion", async () => {
    /** Taps a Shell Spell word the board holds (each shell, then the last again) and returns its path. */
    const playShellWord = async ({ game }: GameFrame) => {
      const letters = (await game.locator(".ss-letter").allTextContents()).map((letter) => letter.toLowerCase());
      const [, path] = [...findCommonWords(letters)].sort(([a], [b]) => b.length - a.length).find(([word]) => word.length >= 4 && word.length <= 6)!;
      await tapShells(game, path);
      return path;
    };
    const page = await harness.newPage({ width: 1280, height: 800 }, { motion: true });
    const shells = await openGame(page, "shell-spell", { ready: ".ss-shell" });
    let path: number[] = [];
    expect(await runs(shells.frame, "mo-light", async () => (path = await playShellWord(shells)))).toContain("mo-light-glow on span.ss-glow.mo-light-glow");
    expectLitInTurn(await delaysOf(shells.frame, path.map((cell) => `.ss-shell[data-cell="${cell}"] .ss-shell-art`), "mo-light"), 240);
    await frameAt(page, shells.frame, 150, "motion-shell-spell-word");

    const still = await harness.newPage({ width: 1280, height: 800 });
    const stillShells = await openGame(still, "shell-spell", { ready: ".ss-shell" });
    await expectAppears(stillShells.frame, ".ss-flash", () => playShellWord(stillShells));
    await settled(stillShells.frame);
    expect(await running(stillShells.frame)).toEqual([]);

    /** Circles the puzzle's first word, first letter to last, and returns its cells. */
    const findWord = async (on: Page, { game }: GameFrame) => {
      const [row] = await harness.database.sql<{ seed: string }>(`SELECT seed FROM "GameSession" WHERE "gameId" = 'WOS' ORDER BY "startedAt" DESC LIMIT 1`);
      const word = generatePuzzle(row!.seed).words[0]!;
      const box = await settledBox(game.locator(".ws-board"));
      const unit = box.width / (GRID.columns + 0.2);
      const at = (cell: number) => ({ x: box.x + (columnOf(GRID, cell) + 0.6) * unit, y: box.y + (rowOf(GRID, cell) + 0.6) * unit });
      await on.mouse.click(at(word.cells[0]!).x, at(word.cells[0]!).y);
      await on.mouse.click(at(word.cells.at(-1)!).x, at(word.cells.at(-1)!).y);
      return word.cells;
    };
    const search = await openGame(page, "daily-word-search", { ready: ".ws-board" });
    let cells: readonly number[] = [];
    await runs(search.frame, "mo-light", async () => (cells = await findWord(page, search)));
    expectLitInTurn(await delaysOf(search.frame, cells.map((cell) => `.ws-letter[data-cell="${cell}"]`), "mo-light"), 240);
    expect(await search.game.locator("circle.ws-light").count()).toBe(cells.length);
    await frameAt(page, search.frame, 160, "motion-word-search-word");
    // Then it settles: the glows go and the letters are plain again on the word's band.
    await search.game.locator(".mo-light, .mo-light-glow").first().waitFor({ state: "detached", timeout: 5_000 });
    expect(await search.game.locator('.ws-board[data-found="1"]').count()).toBe(1);

    const stillSearch = await openGame(still, "daily-word-search", { ready: ".ws-board" });
    await findWord(still, stillSearch);
    await stillSearch.game.locator('.ws-board[data-found="1"]').waitFor();
    await expectStill(stillSearch.frame, stillSearch.game, ".mo-light, .mo-light-glow");
  }, 120_000);

  test("Shell Spell: a shell of the next word, found while the last word's light is still on it, lights up anew", async () => {
    const page = await harness.newPage({ width: 1280, height: 800 }, { motion: true });
    await page.clock.install();
    const { frame, game } = await openGame(page, "shell-spell", { ready: ".ss-shell" });
    const letters = (await game.locator(".ss-letter").allTextContents()).map((letter) => letter.toLowerCase());
    const words = [...findCommonWords(letters).values()].filter((path) => path.length >= 3);
    const pair = words.flatMap((first) => words.filter((second) => second !== first && second.some((cell) => first.includes(cell))).map((second) => [first, second] as const))[0];
    if (!pair) throw new Error(`No two words share a shell on ${letters.join("")}.`);
    const [first, second] = pair;
    const shared = second.find((cell) => first.includes(cell))!;
    const tap = (path: readonly number[]) => tapShells(game, path);
    // The game's clock stands still: the first word's light stays on however long the taps take.
    await page.clock.pauseAt((await frame.evaluate(() => Date.now())) + 1_000);
    await tap(first);
    await expect.poll(() => game.locator(".ss-flash").count()).toBe(first.length);
    await frame.evaluate((cell) => document.querySelector(`.ss-shell[data-cell="${cell}"] .ss-glow`)?.setAttribute("data-first-light", ""), shared);
    await tap(second);
    await expect.poll(() => game.locator(".ss-flash").evaluateAll((shells) => shells.map((shell) => Number(shell.getAttribute("data-cell"))).sort((a, b) => a - b))).toEqual([...second].sort((a, b) => a - b));
    // A new glow (its animation from the start), not the first word's carried over.
    const glow = game.locator(`.ss-shell[data-cell="${shared}"] .ss-glow`);
    expect(await glow.count()).toBe(1);
    expect(await glow.getAttribute("data-first-light")).toBeNull();
  });

  test("Quinn's Aquarium: a swap refused again while its tiles still shake shakes them anew", async () => {
    const page = await harness.newPage({ width: 1280, height: 800 }, { motion: true });
    await page.clock.install();
    const { frame, game } = await openGame(page, "quinns-aquarium", { ready: ".qua-board .qua-tile" });
    const start = aquarium.newGame("", { level: 1 });
    const { a, b } = [0, 1, 8].flatMap((from) => [from + 1, from + 8].map((to) => ({ a: from, b: to }))).find(({ a, b }) => !aquarium.legalMoves(start).some((move) => move.t === "swap" && move.a === a && move.b === b))!;
    // The tank takes the pointer for its creatures: press where each one is, as a player does.
    // (Read at once: the page's clock is paused below, so it draws no frames for settledBox.)
    const press = async (cell: number) => {
      const box = await game.locator(`.qua-tile[data-cell="${cell}"]`).boundingBox();
      if (!box) throw new Error(`No tile on screen at cell ${cell}.`);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    };
    const refuse = async () => {
      await press(a);
      await press(b);
    };
    // The game's clock stands still: the first refusal's shake class stays on however long the clicks take.
    await page.clock.pauseAt((await frame.evaluate(() => Date.now())) + 1_000);
    expect(await caught(frame, { within: `.qua-tile[data-cell="${a}"]`, keyframes: "*" }, refuse)).toEqual([expect.stringMatching(/^qua-shake on div\.qua-tile/)]);
    // caught() held the shake: let it play out, while the tiles keep their class.
    await frame.evaluate(() => document.getAnimations().forEach((animation) => animation.play()));
    await expect.poll(async () => (await running(frame)).filter((name) => name.startsWith("qua-shake"))).toEqual([]);
    expect(await game.locator(".qua-shake").count()).toBe(2);
    const again = await caught(frame, { within: `.qua-tile[data-cell="${a}"]`, keyframes: "*" }, refuse);
    expect(again).toEqual([expect.stringMatching(/^qua-shake-again on div\.qua-tile/)]);
  });

  test("Rail Rider: a turned tile snaps into place; at once under reduced motion", async () => {
    const turnFirstTile = async (on: Page, { game }: GameFrame) => {
      const cell = await game.locator(".rr-tile").first().evaluate((tile) => tile.closest("[data-cell]")!.getAttribute("data-cell"));
      const box = await settledBox(game.locator(`.rr-cell[data-cell="${cell}"] > rect`).first());
      const turn = await game.locator(`.rr-cell[data-cell="${cell}"] .rr-tile`).getAttribute("data-r");
      await on.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await game.locator(`.rr-cell[data-cell="${cell}"] .rr-tile:not([data-r="${turn}"])`).waitFor();
    };
    const page = await harness.newPage({ width: 1280, height: 800 }, { motion: true });
    const rails = await openGame(page, "rail-rider", { ready: ".rr-tile" });
    expect(await runs(rails.frame, "mo-snap", () => turnFirstTile(page, rails))).toEqual(["mo-snap on g.rr-tile.mo-snap"]);
    await frameAt(page, rails.frame, 70, "motion-rail-rider-snap");
    await rails.game.locator(".mo-snap").waitFor({ state: "detached", timeout: 5_000 });

    const still = await harness.newPage({ width: 1280, height: 800 });
    const stillRails = await openGame(still, "rail-rider", { ready: ".rr-tile" });
    await turnFirstTile(still, stillRails);
    await expectStill(stillRails.frame, stillRails.game, ".mo-snap");
  }, 90_000);

  test("Jigsaw Joy: a piece dropped on its place settles, and the board glows when two groups join and when a joined group lands; at once under reduced motion", async () => {
    const { cols, rows } = gridOf(24);
    const { cellWidth, cellHeight, margin } = cutPuzzle("any", cols, rows);
    const pagePoint = async (game: FrameLocator, x: number, y: number) => {
      const box = await settledBox(game.locator(".jig-board"));
      const scale = box.width / (PICTURE_WIDTH + 2 * margin);
      return { x: box.x + (x + margin) * scale, y: box.y + (y + margin) * scale };
    };
    /** Drags a tray piece to (x, y) of the picture. */
    const dragPiece = async (on: Page, game: FrameLocator, piece: number, x: number, y: number) => {
      const button = game.locator(`.jig-tray-piece[data-piece="${piece}"]`);
      await button.scrollIntoViewIfNeeded();
      // Aimed at once it stands still: the game fits itself to the frame, and the tray closes up behind each piece taken.
      const box = await settledBox(button);
      const to = await pagePoint(game, x, y);
      await on.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await on.mouse.down();
      await on.mouse.move(to.x, to.y, { steps: 5 });
      await on.mouse.up();
    };
    const centre = (piece: number) => ({ x: (piece % cols) * cellWidth + cellWidth / 2, y: Math.floor(piece / cols) * cellHeight + cellHeight / 2 });
    /** Two neighbours dropped loose the same way off their spots: in line, so they join. */
    const joinTwo = async (on: Page, game: FrameLocator) => {
      const loose = await game.locator(".jig-tray-piece").evaluateAll((buttons) => buttons.map((button) => Number(button.getAttribute("data-piece"))));
      const left = loose.find((piece) => piece % cols < cols - 2 && piece < cols * (rows - 1) && loose.includes(piece + 1))!;
      for (const piece of [left, left + 1]) await dragPiece(on, game, piece, centre(piece).x + cellWidth * 0.6, centre(piece).y + cellHeight * 0.6);
      await game.locator(`.jig-group[data-group="${left},${left + 1}"]`).waitFor();
      return left;
    };
    /** Drags the joined pair from where joinTwo left it onto its place. */
    const pairHome = async (on: Page, game: FrameLocator, left: number) => {
      const from = await pagePoint(game, centre(left).x + cellWidth * 0.6, centre(left).y + cellHeight * 0.6);
      const to = await pagePoint(game, centre(left).x, centre(left).y);
      await on.mouse.move(from.x, from.y);
      await on.mouse.down();
      await on.mouse.move(to.x, to.y, { steps: 5 });
      await on.mouse.up();
      for (const piece of [left, left + 1]) await game.locator(`.jig-placed[data-piece="${piece}"]`).waitFor();
    };
    const dropHome = async (on: Page, game: FrameLocator) => {
      const piece = Number(await game.locator(".jig-tray-piece").first().getAttribute("data-piece"));
      await dragPiece(on, game, piece, centre(piece).x, centre(piece).y);
      await game.locator(`.jig-placed[data-piece="${piece}"]`).waitFor();
    };

    const page = await harness.newPage({ width: 1280, height: 800 }, { motion: true });
    const jigsaw = await openGame(page, "jigsaw-joy", { ready: ".jig-tray-piece" });
    expect((await runs(jigsaw.frame, "mo-drop", () => dropHome(page, jigsaw.game))).sort()).toEqual(["mo-drop on path.jig-placed.mo-drop", "mo-drop-shadow on path.jig-drop-shadow.mo-drop-shadow"]);
    await frameAt(page, jigsaw.frame, 60, "motion-jigsaw-drop");
    await jigsaw.game.locator(".mo-drop, .mo-drop-shadow").first().waitFor({ state: "detached", timeout: 5_000 });
    let left = 0;
    await runs(jigsaw.frame, "mo-glow", async () => (left = await joinTwo(page, jigsaw.game)));
    await frameAt(page, jigsaw.frame, 180, "motion-jigsaw-join");
    await jigsaw.game.locator(".jig-join").waitFor({ state: "detached", timeout: 5_000 });
    // The pair dropped on its place lands together, and the board glows for it as for a join.
    await runs(jigsaw.frame, "mo-glow", () => pairHome(page, jigsaw.game, left));
    await frameAt(page, jigsaw.frame, 180, "motion-jigsaw-pair-landed");
    await jigsaw.game.locator(".jig-join").waitFor({ state: "detached", timeout: 5_000 });

    const still = await harness.newPage({ width: 1280, height: 800 });
    const stillJigsaw = await openGame(still, "jigsaw-joy", { ready: ".jig-tray-piece" });
    await dropHome(still, stillJigsaw.game);
    await expectStill(stillJigsaw.frame, stillJigsaw.game, ".mo-drop, .mo-drop-shadow");
    const stillLeft = await joinTwo(still, stillJigsaw.game);
    await expectStill(stillJigsaw.frame, stillJigsaw.game, ".jig-join");
    await pairHome(still, stillJigsaw.game, stillLeft);
    await expectStill(stillJigsaw.frame, stillJigsaw.game, ".jig-join, .mo-drop, .mo-drop-shadow");
  }, 120_000);

  test("Playful Painter: a painted region fills with a ripple of its colour from where it was tapped; at once under reduced motion", async () => {
    /** Taps the first number of the selected colour (its cell is under it) and waits until it is painted. */
    const paintOne = async (on: Page, { game }: GameFrame) => {
      const before = await game.locator(".pp-cell.pp-done").count();
      const box = await settledBox(game.locator(".pp-label-on").first());
      await on.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(() => game.locator(".pp-cell.pp-done").count()).toBe(before + 1);
    };
    const page = await harness.newPage({ width: 1280, height: 800 }, { motion: true });
    const painter = await openGame(page, "playful-painter", { ready: ".pp-cell" });
    // The sun's yellow: a colour that shows the ripple well in the screenshot.
    await painter.game.getByRole("button", { name: /^Colour 3,/ }).click();
    expect(await runs(painter.frame, "mo-ripple", () => paintOne(page, painter))).toContain("mo-ripple on circle.mo-ripple");
    await frameAt(page, painter.frame, 120, "motion-painter-ripple");
    // Once the colour covers the region the cell takes it and the ripple goes.
    await painter.game.locator(".pp-ripple").waitFor({ state: "detached", timeout: 5_000 });
    // The next region paints while nothing waits on the last.
    await paintOne(page, painter);

    const still = await harness.newPage({ width: 1280, height: 800 });
    const stillPainter = await openGame(still, "playful-painter", { ready: ".pp-cell" });
    await paintOne(still, stillPainter);
    await expectStill(stillPainter.frame, stillPainter.game, ".pp-ripple, .mo-ripple");
  }, 90_000);
});
