import type { Frame, FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { fiveLetterWords } from "../../games/engines/words/fiveLetters.ts";
import { hintPair } from "../../games/engines/tiles/mahjong.ts";
import { rules as cruise } from "../../games/mahjong-cruise/rules.ts";
import { gameStorageKey, settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { openGame, startGame } from "../support/gameFrame.ts";
import { afterCardMove, cardTable, clickSlot } from "../support/cardGames.ts";
import { openMahjong, pickTile, sessionBoard, takePair } from "../support/mahjong.ts";
import { WORD_HUNCH_TYPING } from "../support/wordHunch.ts";

const harness = useBrowserHarness();

/** What the page did with Web Audio: AudioContexts made, and sounds (oscillators, noise buffers) started. */
interface AudioCounts {
  contexts: number;
  starts: number;
}

type Root = FrameLocator;

/**
 * Spies on the audio node graph in every frame: counts each AudioContext made and each source node
 * started (every cue starts at least one), leaving Web Audio working as before.
 */
async function spyOnAudio(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = { contexts: 0, starts: 0 };
    Object.defineProperty(window, "__audioCounts", { value: counts });
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        counts.contexts += 1;
      }
    };
    // Oscillators start through AudioScheduledSourceNode's start; buffer sources (noise) have their own.
    for (const prototype of [AudioScheduledSourceNode.prototype, AudioBufferSourceNode.prototype]) {
      if (!Object.hasOwn(prototype, "start")) continue;
      const start: Function = prototype.start;
      Object.defineProperty(prototype, "start", {
        configurable: true,
        writable: true,
        value: function (this: AudioScheduledSourceNode, ...args: unknown[]) {
          counts.starts += 1;
          Reflect.apply(start, this, args);
        },
      });
    }
  });
}

function audioIn(where: Page | Frame): Promise<AudioCounts> {
  return where.evaluate(() => (window as unknown as { __audioCounts: AudioCounts }).__audioCounts);
}

/** The game's frame on the portal's play page. */
function gameFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().includes("/play/"));
  if (!frame) throw new Error("No game frame on the page.");
  return frame;
}

const soundBox = (root: Root) => root.getByRole("checkbox", { name: "Sound effects" });
const volume = (root: Root) => root.getByRole("slider", { name: "Volume" });
const musicBox = (root: Root) => root.getByRole("checkbox", { name: "Music" });

async function openSettings(root: Root): Promise<void> {
  await root.getByRole("button", { name: "Settings", exact: true }).click();
  await soundBox(root).waitFor();
}

/** Sets sound off (or on) in the game's settings menu, and closes the menu. */
async function setSound(page: Page, root: Root, on: boolean): Promise<void> {
  await openSettings(root);
  await soundBox(root).setChecked(on);
  await page.keyboard.press("Escape");
  await soundBox(root).waitFor({ state: "detached" });
}

/** Sets music on (or off) in the game's settings menu, and closes the menu. */
async function setMusic(page: Page, root: Root, on: boolean): Promise<void> {
  await openSettings(root);
  await musicBox(root).setChecked(on);
  await page.keyboard.press("Escape");
  await soundBox(root).waitFor({ state: "detached" });
}

/** Music plays: notes keep starting, a tick of the scheduler after another. */
async function expectMusic(where: Frame): Promise<void> {
  const before = (await audioIn(where)).starts;
  await expect.poll(async () => (await audioIn(where)).starts, { timeout: 5_000 }).toBeGreaterThan(before + 3);
  const later = (await audioIn(where)).starts;
  await expect.poll(async () => (await audioIn(where)).starts, { timeout: 5_000 }).toBeGreaterThan(later);
}

/** The frame's page hidden (another tab) or shown again, as the browser tells it. */
async function setHidden(where: Frame, hidden: boolean): Promise<void> {
  await where.evaluate(
    (state) => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
      document.dispatchEvent(new Event("visibilitychange"));
    },
    hidden ? "hidden" : "visible",
  );
}

/** Nothing more plays: a quiet moment after the move shows, the count still stands. */
async function expectNoMoreSound(where: Page | Frame, before: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect((await audioIn(where)).starts).toBe(before);
}

describe("Game sound", () => {
  test("Klondike: silent before the first gesture, a draw sounds, sound off in settings silences it, and the choice holds after a reload", async () => {
    const page = await harness.newPage();
    await spyOnAudio(page);
    const READY = ".klo-board .ct-card";
    let { game, frame } = await openGame(page, "rivers-of-gold-solitaire", { ready: READY });
    const draw = async () => {
      const before = await cardTable(game);
      await clickSlot(page, game, "stock");
      await afterCardMove(game, ".klo-board", before);
    };

    // A new deal was dealt, but no one has touched the game (Play was a tap on the host page): the browser would refuse, and nothing tries.
    await page.waitForTimeout(300);
    expect(await audioIn(frame)).toEqual({ contexts: 0, starts: 0 });

    await draw();
    await expect.poll(async () => (await audioIn(frame)).starts).toBeGreaterThan(0);
    expect((await audioIn(frame)).contexts).toBe(1);

    await openSettings(game);
    await harness.screenshot(page, "sound-settings-klondike", { fullPage: false });
    expect(await soundBox(game).isChecked()).toBe(true);
    expect(await volume(game).inputValue()).toBe("60");
    await page.keyboard.press("Escape");
    await setSound(page, game, false);
    const muted = (await audioIn(frame)).starts;
    await draw();
    await expectNoMoreSound(frame, muted);

    // Remembered in this browser: after a reload it is still off, and no AudioContext is even made.
    await page.reload();
    ({ game, frame } = await startGame(page, { ready: READY }));
    await draw();
    await expectNoMoreSound(frame, 0);
    expect((await audioIn(frame)).contexts).toBe(0);
    await openSettings(game);
    expect(await soundBox(game).isChecked()).toBe(false);
    expect(await volume(game).isDisabled()).toBe(true);

    // Turned on again: that tap is the gesture, and the next move sounds.
    await soundBox(game).setChecked(true);
    await page.keyboard.press("Escape");
    await draw();
    await expect.poll(async () => (await audioIn(frame)).starts).toBeGreaterThan(0);
  }, 60_000);

  test("Mahjong Cruise in the load page's frame: the Play button (a tap on the host page) starts nothing; a pair taken chimes, and not once sound is off", async () => {
    const page = await harness.newPage();
    await spyOnAudio(page);
    const frame = await openMahjong(page, "mahjong-cruise");
    const game = gameFrame(page);
    let state = await sessionBoard(harness, cruise);
    await page.waitForTimeout(300);
    expect(await audioIn(game)).toEqual({ contexts: 0, starts: 0 });

    state = await takePair(page, frame, cruise, state, false);
    await expect.poll(async () => (await audioIn(game)).starts).toBeGreaterThan(0);

    await setSound(page, frame, false);
    const muted = (await audioIn(game)).starts;
    await takePair(page, frame, cruise, state, false);
    await expectNoMoreSound(game, muted);
  }, 90_000);

  test("Mahjong Cruise: a tile picked up ticks once; music is off until turned on, then plays, and stops while sound is off or the page hidden", async () => {
    const page = await harness.newPage();
    await spyOnAudio(page);
    const frame = await openMahjong(page, "mahjong-cruise");
    const game = gameFrame(page);
    const state = await sessionBoard(harness, cruise);
    const [first] = hintPair(state)!;

    // The select cue is one soft tone: exactly one sound started, and nothing more (no move was made, no music plays).
    await pickTile(page, frame, first, false);
    await frame.locator(`.tb-tile[data-spot="${first}"].tb-selected`).waitFor();
    await expect.poll(async () => (await audioIn(game)).starts).toBe(1);
    await page.waitForTimeout(1_500);
    expect((await audioIn(game)).starts).toBe(1);

    await openSettings(frame);
    expect(await musicBox(frame).isChecked()).toBe(false);
    await page.keyboard.press("Escape");
    await setMusic(page, frame, true);
    await expectMusic(game);

    await setSound(page, frame, false);
    await expectNoMoreSound(game, (await audioIn(game)).starts);
    // Sound on again: the music (still chosen) comes back with it.
    await setSound(page, frame, true);
    await expectMusic(game);

    await setHidden(game, true);
    await expectNoMoreSound(game, (await audioIn(game)).starts);
    await setHidden(game, false);
    await expectMusic(game);

    // Remembered with the other sound settings.
    await openSettings(frame);
    expect(await musicBox(frame).isChecked()).toBe(true);
  }, 90_000);

  test("Rail Rider: the departure board's last ten seconds tick aloud, once a second, and nothing ticks before them", async () => {
    const page = await harness.newPage({ width: 1280, height: 800 });
    await spyOnAudio(page);
    // The page's time is the test's to move: no waiting through a level's minute.
    await page.clock.install();
    const { game, frame } = await openGame(page, "rail-rider", { ready: ".rr-tile" });
    // A tile turned: the gesture that lets sound start.
    const cell = await game
      .locator(".rr-tile")
      .first()
      .evaluate((tile) => tile.closest("[data-cell]")!.getAttribute("data-cell"));
    // The clock is installed but still runs, so the page draws frames: the yard is read once it has settled.
    const box = await settledBox(game.locator(`.rr-cell[data-cell="${cell}"] > rect`).first());
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(async () => (await audioIn(frame)).starts).toBeGreaterThan(0);

    // From here only runFor moves time. The board shows whole seconds, rounded down.
    await page.clock.pauseAt((await frame.evaluate(() => Date.now())) + 1_000);
    const departs = () => game.getByRole("timer").getAttribute("aria-label");
    const [minutes, seconds] = (/(\d+):(\d\d)$/.exec((await departs()) ?? "") ?? []).slice(1).map(Number);
    if (minutes === undefined || seconds === undefined) throw new Error(`The departure board reads "${await departs()}".`);
    expect(minutes * 60 + seconds).toBeGreaterThan(20);

    // About 13 s left, then a quarter second at a time: silence until the last ten seconds begin.
    await page.clock.runFor((minutes * 60 + seconds - 13) * 1_000);
    const quiet = (await audioIn(frame)).starts;
    let silentSteps = 0;
    while ((await audioIn(frame)).starts === quiet) {
      expect(silentSteps, "no tick by 7 s after 13 s were left").toBeLessThan(28);
      await page.clock.runFor(250);
      silentSteps++;
    }
    expect(silentSteps).toBeGreaterThanOrEqual(8);
    await expect(departs()).resolves.toMatch(/0:(09|10)$/);
    const tick = (await audioIn(frame)).starts - quiet;
    // Four seconds more, four ticks more (9, 8, 7 and 6), each sounding like the first.
    await page.clock.runFor(4_000);
    expect((await audioIn(frame)).starts - quiet).toBe(5 * tick);
    await expect(game.getByRole("timer").getAttribute("aria-label")).resolves.toMatch(/0:0[56]$/);
  }, 60_000);

  test("Word Hunch: a typed guess sounds (a key is a gesture too), and not once sound is off", async () => {
    const page = await harness.newPage();
    await spyOnAudio(page);
    // No click into the game: the frame has the focus once it loads, and the first key is the first gesture.
    const { game, frame } = await openGame(page, "word-hunch", { ready: WORD_HUNCH_TYPING });
    await page.waitForTimeout(300);
    expect(await audioIn(frame)).toEqual({ contexts: 0, starts: 0 });
    const rows = game.locator(".wh-grid .wh-row[aria-label^='Guess']:not(.wh-typing)");
    const guess = async (word: string) => {
      await game.locator(WORD_HUNCH_TYPING).waitFor();
      const before = await rows.count();
      await page.keyboard.type(word, { delay: 30 });
      await page.keyboard.press("Enter");
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(before + 1);
    };
    const [first, second] = fiveLetterWords.answers.slice(0, 2);

    await guess(first!);
    await expect.poll(async () => (await audioIn(frame)).starts).toBeGreaterThan(0);

    await setSound(page, game, false);
    const muted = (await audioIn(frame)).starts;
    // On the game's own keyboard this time.
    await game.locator(WORD_HUNCH_TYPING).waitFor();
    const before = await rows.count();
    for (const key of [...second!, "Enter"])
      await game
        .locator("[data-keyboard]")
        .getByRole("button", { name: new RegExp(`^${key}(,|$)`, "i") })
        .click();
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(before + 1);
    await expectNoMoreSound(frame, muted);
  }, 60_000);

  test("Word Hunch: the music fades out under the result panel and comes back with the next game", async () => {
    const page = await harness.newPage();
    await spyOnAudio(page);
    const { game, frame } = await openGame(page, "word-hunch", { ready: ".wh-grid" });
    await setMusic(page, game, true);
    await expectMusic(frame);
    const rows = game.locator(".wh-grid .wh-row[aria-label^='Guess']:not(.wh-typing)");
    const panel = game.getByRole("dialog").filter({ has: game.locator("#gs-result-title") });
    // Six guesses end the game, won or lost: either panel holds the music.
    for (const word of fiveLetterWords.answers.slice(0, 6)) {
      if (await panel.count()) break;
      const before = await rows.count();
      await page.keyboard.type(word, { delay: 30 });
      await page.keyboard.press("Enter");
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(before + 1);
    }
    await panel.waitFor();
    // The panel's own cue has sounded by now; then no note more while it shows (two of the music's ticks).
    await page.waitForTimeout(600);
    const held = (await audioIn(frame)).starts;
    await page.waitForTimeout(1_200);
    expect((await audioIn(frame)).starts).toBe(held);
    await panel
      .getByRole("button", { name: /^(Play again|New game)$/ })
      .first()
      .click();
    await panel.waitFor({ state: "detached" });
    await expectMusic(frame);
  }, 90_000);

  test("a signed-in player's sound settings are saved with the account and come back on a browser that never saw them", async () => {
    const page = await harness.newPage();
    await spyOnAudio(page);
    await page.goto("/");
    const email = await signUpInBrowser(page, "sound");
    const saved = async () => {
      const [row] = await harness.database.sql<{ soundOn: boolean | null; soundVolume: number | null; soundMusic: boolean | null }>(
        `SELECT p."soundOn", p."soundVolume", p."soundMusic" FROM "Player" p JOIN "user" u ON u.id = p."userId" WHERE u.email = $1`,
        [email],
      );
      return row ? { on: row.soundOn, volume: row.soundVolume, music: row.soundMusic } : null;
    };
    expect(await saved()).toEqual({ on: null, volume: null, music: null });

    const open = async () => (await openGame(page, "rivers-of-gold-solitaire", { ready: ".klo-board .ct-card" })).game;
    let frame = await open();
    await openSettings(frame);
    // Two steps down by keyboard (5 each), then off.
    await volume(frame).focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await volume(frame).inputValue()).toBe("50");
    await musicBox(frame).setChecked(true);
    await soundBox(frame).setChecked(false);
    await expect.poll(saved).toEqual({ on: false, volume: 50, music: true });

    // Another browser (no local choice kept): the account's settings arrive from the host page.
    await page.evaluate((key) => localStorage.removeItem(key), gameStorageKey("playden.sound"));
    frame = await open();
    await openSettings(frame);
    await expect.poll(() => soundBox(frame).isChecked()).toBe(false);
    expect(await volume(frame).inputValue()).toBe("50");
    expect(await musicBox(frame).isChecked()).toBe(true);
    await harness.screenshot(page, "sound-settings-signed-in", { fullPage: false });
  }, 90_000);
});
