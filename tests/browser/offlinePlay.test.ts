import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { AnyGameRules } from "../../games/engines/gameRules.ts";
import { decodeMove, isTableauFaceUp, rules as klondikeRules } from "../../games/rivers-of-gold-solitaire/rules.ts";
import winnableSolutions from "../../games/rivers-of-gold-solitaire/winnableSolutions.json";
import { rules as sudokuRules } from "../../games/sudoku-relics/rules.ts";
import { gridText, parseGridText, solve } from "../../games/sudoku-relics/sudoku.ts";
import { afterCardMove, cardTable, clickSlot, dragCards } from "../support/cardGames.ts";
import { controlledByServiceWorker, settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { keepGameStorage, openGame } from "../support/gameFrame.ts";

const harness = useBrowserHarness();

/** The page's kept offline store (client/offline/offlineGames.ts), as JSON. */
const OFFLINE_STORE = "playden.offline";

interface KeptStore {
  player: string | null;
  players: Record<string, { seeds: Record<string, unknown[]>; queue: Array<{ token: string; moves: unknown[] }> }>;
}

async function keptStore(page: Page): Promise<KeptStore> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{"player":null,"players":{}}') as KeptStore, OFFLINE_STORE);
}

async function changeKeptStore(page: Page, change: (store: KeptStore) => KeptStore): Promise<void> {
  const store = change(await keptStore(page));
  await page.evaluate(([key, text]) => localStorage.setItem(key!, text!), [OFFLINE_STORE, JSON.stringify(store)]);
}

/** Resolves once the game played online is ready offline: its seeds kept and its frame's files cached. */
async function readyOffline(page: Page, code: string): Promise<void> {
  await expect
    .poll(async () => {
      const store = await keptStore(page);
      return store.player ? (store.players[store.player]?.seeds[code]?.length ?? 0) : 0;
    }, { timeout: 20_000 })
    .toBeGreaterThan(0);
}

async function viewerTokens(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const reply = await fetch("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ viewer { player { tokens } } }" }) });
    const body = (await reply.json()) as { data: { viewer: { player: { tokens: number } } } };
    return body.data.viewer.player.tokens;
  });
}

/** The server's clock rules count from the seed's issue: a test plays faster than a person, so its seeds were issued earlier. */
async function issueSeedsEarlier(rules: AnyGameRules, moves: number): Promise<void> {
  await harness.database.sql(`UPDATE "OfflineSeed" SET "issuedAt" = "issuedAt" - make_interval(secs => $2::double precision / 1000) WHERE "gameId" = $1 AND "redeemedAt" IS NULL`, [
    rules.code,
    rules.minimumHumanMs(moves) + 1_000,
  ]);
}

/** Opens the game's load page with the network cut: the portal's kept shell plays it in its offline frame. */
async function openOffline(page: Page, slug: string, ready: string): Promise<FrameLocator> {
  await page.context().setOffline(true);
  await page.goto(`/game/${slug}/load`);
  await page.getByText("Playing offline: your result is checked when you are back online.").waitFor();
  const game = page.frameLocator("iframe.play-frame");
  await game.locator(ready).first().waitFor();
  await game.locator(".gs-loading").waitFor({ state: "detached" });
  return game;
}

/** Solves the Sudoku on screen with the keyboard. */
async function solveSudoku(page: Page, game: FrameLocator): Promise<void> {
  const board = game.locator(".sud-board");
  const givens = parseGridText((await board.getAttribute("data-puzzle")) ?? "");
  const solution = solve(givens);
  if (!solution) throw new Error("The puzzle on screen has no solution.");
  const digits = [...givens];
  const open = givens.flatMap((given, cell) => (given === 0 ? [cell] : []));
  await issueSeedsEarlier(sudokuRules, open.length);
  for (const [index, cell] of open.entries()) {
    const box = await settledBox(game.locator(`.sud-cell[data-cell="${cell}"] rect`));
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await game.locator(`.sud-cell[data-cell="${cell}"][aria-selected="true"]`).waitFor();
    await page.keyboard.press(String(solution[cell]));
    digits[cell] = solution[cell]!;
    if (index < open.length - 1) await game.locator(`.sud-board[data-digits="${gridText(digits)}"]`).waitFor();
  }
}

/** Signs a player up, plays Sudoku Relics online once (which makes it ready offline), then opens it offline. */
async function sudokuOffline(name: string): Promise<{ page: Page; game: FrameLocator }> {
  const page = await harness.newPage(undefined, { serviceWorker: true });
  await page.goto("/");
  await signUpInBrowser(page, name);
  await controlledByServiceWorker(page);
  await openGame(page, "sudoku-relics", { ready: ".sud-board" });
  await readyOffline(page, sudokuRules.code);
  const game = await openOffline(page, "sudoku-relics", ".sud-board");
  return { page, game };
}

describe("Games played offline, verified back online", () => {
  test("Sudoku Relics played offline to a win is checked and paid once when the connection returns; sent again, it pays nothing", async () => {
    const { page, game } = await sudokuOffline("offline-sudoku");
    await harness.screenshot(page, "offline-play-sudoku-start", { fullPage: false });
    await expect(page.getByTestId("offline-indicator").textContent()).resolves.toContain("Ready to play offline: Sudoku Relics.");
    const tokensBefore = await (async () => {
      await page.context().setOffline(false);
      const tokens = await viewerTokens(page);
      await page.context().setOffline(true);
      return tokens;
    })();

    await solveSudoku(page, game);
    await game.getByText("Played offline: your game is sent to be checked when you are back online, and a win pays then.").first().waitFor();
    await expect(page.getByTestId("offline-waiting").textContent()).resolves.toContain("1 game played offline will be checked and paid when you are back online.");
    await harness.screenshot(page, "offline-play-sudoku-won", { fullPage: false });
    const [queued] = await (async () => {
      const store = await keptStore(page);
      return store.players[store.player!]!.queue;
    })();
    expect(queued).toBeDefined();

    await page.context().setOffline(false);
    const sent = page.getByTestId("offline-sent");
    await sent.getByText("Sudoku Relics played offline: win verified: +10 tokens.").waitFor();
    await page.getByTestId("offline-waiting").waitFor({ state: "detached" });
    await harness.screenshot(page, "offline-play-sudoku-verified", { fullPage: false });
    expect(await viewerTokens(page)).toBe(tokensBefore + 10);

    // The same game queued again (another tab, a restored copy): the seed is spent, nothing more is paid.
    await sent.getByRole("button", { name: "Dismiss" }).click();
    await changeKeptStore(page, (store) => {
      store.players[store.player!]!.queue.push(queued!);
      return store;
    });
    await page.reload();
    await page.getByTestId("offline-sent").getByText(/Sudoku Relics played offline: not accepted:/).waitFor();
    expect(await viewerTokens(page)).toBe(tokensBefore + 10);
  }, 240_000);

  test("a game played offline whose kept log was tampered with pays nothing", async () => {
    const { page, game } = await sudokuOffline("offline-tamper");
    await page.context().setOffline(false);
    const tokensBefore = await viewerTokens(page);
    await page.context().setOffline(true);
    await solveSudoku(page, game);
    await page.getByTestId("offline-waiting").waitFor();
    // The last digit is taken out of the log: it no longer wins.
    await changeKeptStore(page, (store) => {
      const queue = store.players[store.player!]!.queue;
      queue[0]!.moves = queue[0]!.moves.slice(0, -1);
      return store;
    });
    // The page reads the store it was changed behind its back, still offline; then the connection returns.
    await page.reload();
    await page.getByTestId("offline-waiting").waitFor();
    await page.context().setOffline(false);
    const said = page.getByTestId("offline-sent").getByText(/^Sudoku Relics played offline:/);
    await said.waitFor();
    expect(await said.textContent()).not.toContain("verified");
    await harness.screenshot(page, "offline-play-tampered", { fullPage: false });
    expect(await viewerTokens(page)).toBe(tokensBefore);
  }, 240_000);

  test("Rivers of Gold Solitaire played offline to a win by dragging cards is paid once back online", async () => {
    const page = await harness.newPage(undefined, { serviceWorker: true });
    await page.goto("/");
    await signUpInBrowser(page, "offline-klondike");
    await controlledByServiceWorker(page);
    await keepGameStorage(page, "playden.klo.options", JSON.stringify({ draw: 1, winnable: true }));
    await openGame(page, "rivers-of-gold-solitaire", { ready: ".klo-board .ct-card" });
    await readyOffline(page, klondikeRules.code);
    const tokensBefore = await viewerTokens(page);

    const game = await openOffline(page, "rivers-of-gold-solitaire", ".klo-board .ct-card");
    const deal = await game.locator(".klo-board").getAttribute("data-deal");
    const solutions: Record<string, string> = winnableSolutions.draw1;
    const solution = solutions[deal ?? ""];
    expect(solution, `a stored solution for ${deal}`).toBeTruthy();
    const moves = solution!.split(" ").map(decodeMove);
    await issueSeedsEarlier(klondikeRules, moves.length + 52);
    let dealt = klondikeRules.newGame(deal!, { draw: 1, winnable: false });
    for (const move of moves) {
      // Every tableau card face up: the game sorts the rest home by itself.
      if (isTableauFaceUp(dealt)) break;
      const before = await cardTable(game);
      if (move.t === "move") await dragCards(page, game, ".klo-board", move);
      else await clickSlot(page, game, "stock");
      await afterCardMove(game, ".klo-board", before);
      dealt = klondikeRules.apply(dealt, move);
    }
    await game.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await page.getByTestId("offline-waiting").waitFor();
    await harness.screenshot(page, "offline-play-klondike-won", { fullPage: false });

    await page.context().setOffline(false);
    await page.getByTestId("offline-sent").getByText("Rivers of Gold Solitaire played offline: win verified: +10 tokens.").waitFor({ timeout: 30_000 });
    expect(await viewerTokens(page)).toBe(tokensBefore + 10);
  }, 300_000);
});
