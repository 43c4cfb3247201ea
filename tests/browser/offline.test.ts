import { appendFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { ROOT_DIR } from "../../api/config.ts";
import { MANIFEST_ICONS } from "../../shared/appManifest.ts";
import { parseGridText, solve } from "../../games/sudoku-relics/sudoku.ts";
import { controlledByServiceWorker, settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";

// This file's portal serves a copy of the build, so that a test can deploy a new version beside it.
const distCopy = mkdtempSync(path.join(tmpdir(), "playden-offline-"));
cpSync(path.join(ROOT_DIR, "dist"), distCopy, { recursive: true });
afterAll(() => rmSync(distCopy, { recursive: true, force: true }));
const harness = useBrowserHarness({ clientDistDir: path.join(distCopy, "client") });

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("Installable, and opens offline", () => {
  test("the manifest, its icons and a controlling service worker meet the install criteria, and Chromium finds no installability error", async () => {
    const page = await harness.newPage(undefined, { serviceWorker: true });
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const reply = await page.request.get(href!);
    expect(reply.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await reply.json()) as Record<string, unknown> & { icons: Array<{ src: string; sizes: string; type: string; purpose: string }> };
    expect(manifest).toMatchObject({ name: "Playden", short_name: "Playden", start_url: "/?source=app", display: "standalone", theme_color: "#23395b", id: "/" });
    expect(typeof manifest.background_color).toBe("string");
    // A visitor has played nothing: no shortcuts.
    expect(manifest.shortcuts).toEqual([]);
    expect(manifest.icons).toEqual(MANIFEST_ICONS);
    for (const size of [192, 512]) expect(manifest.icons.some((icon) => icon.sizes === `${size}x${size}` && icon.purpose === "any")).toBe(true);
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.headers()["content-type"]).toBe("image/png");
      const [width] = icon.sizes.split("x").map(Number);
      expect(pngSize(await image.body())).toEqual({ width, height: width });
    }

    await controlledByServiceWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: Array<{ errorId: string }> };
    // A test context is an incognito profile, which Chromium never installs to: every other criterion holds.
    expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
    await harness.screenshot(page, "offline-installable-home", { fullPage: false });
  }, 90_000);

  test("the app icon at 512 pixels and the maskable one are drawn art, not a blank tile", async () => {
    const page = await harness.newPage({ width: 700, height: 600 });
    await page.goto("/icons/icon-512.png");
    await harness.screenshot(page, "offline-icon-512", { fullPage: false });
    await page.goto("/icons/maskable-192.png");
    await harness.screenshot(page, "offline-icon-maskable-192", { fullPage: false });
  });

  test("a signed-in player's manifest offers the last played games as shortcuts", async () => {
    const page = await harness.newPage(undefined, { serviceWorker: true });
    await page.goto("/");
    await signUpInBrowser(page, "shortcuts");
    await page.goto("/game/sudoku-relics/load");
    await page.getByRole("button", { name: "Play", exact: true }).click();
    await page.frameLocator("iframe.play-frame").locator(".gs-loading").waitFor({ state: "detached" });
    // As the browser asks for it: the page links it with crossorigin="use-credentials".
    const shortcuts = () =>
      page.evaluate(async () => {
        const reply = await fetch("/manifest.webmanifest", { credentials: "include", cache: "no-store" });
        return ((await reply.json()) as { shortcuts: Array<{ name: string; url: string }> }).shortcuts;
      });
    await expect.poll(shortcuts, { timeout: 20_000 }).toEqual([expect.objectContaining({ name: "Play Sudoku Relics", url: "/game/sudoku-relics/load" })]);
  }, 90_000);

  test("with the network cut the portal still opens from the kept shell and says it is offline; back online the bar goes", async () => {
    const page = await harness.newPage(undefined, { serviceWorker: true });
    await page.goto("/");
    await controlledByServiceWorker(page);
    // The worker has kept the shell once it controls the page (its install precached it).
    await page.context().setOffline(true);
    await page.getByTestId("offline-indicator").waitFor();
    await page.reload();
    await expect(page.getByTestId("offline-indicator").textContent()).resolves.toContain("You are offline.");
    // The header bar holds the portal's name (as the kept shell names it) and says it is offline.
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Playden" }).getAttribute("href")).resolves.toBe("/");
    await expect(header.textContent()).resolves.toContain("You are offline");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" }).evaluate((link) => link === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Tab");
    await expect(header.getByRole("link", { name: "Playden" }).evaluate((link) => link === document.activeElement)).resolves.toBe(true);
    await harness.screenshot(page, "offline-portal-offline", { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await harness.screenshot(page, "offline-portal-offline-phone", { fullPage: false });
    // The shell is the portal's own page (its data waits for the connection), not the browser's error.
    await page.getByRole("button", { name: "Try again" }).waitFor();
    await page.context().setOffline(false);
    await page.getByTestId("offline-indicator").waitFor({ state: "detached" });
  }, 60_000);

  test("a new version while a game is open waits for the player's Reload, and the game resumes where it was", async () => {
    const page = await harness.newPage(undefined, { serviceWorker: true });
    await page.goto("/");
    await signUpInBrowser(page, "updater");
    await controlledByServiceWorker(page);
    await page.goto("/game/sudoku-relics/load");
    await page.getByRole("button", { name: "Play", exact: true }).click();
    const frame = page.frameLocator("iframe.play-frame");
    await frame.locator(".gs-loading").waitFor({ state: "detached" });
    const board = frame.locator(".sud-board");
    const givens = parseGridText((await board.getAttribute("data-puzzle")) ?? "");
    const solution = solve(givens);
    if (!solution) throw new Error("The puzzle on screen has no solution.");
    const cell = givens.findIndex((digit) => digit === 0);
    // The board fits itself to the frame: its cell is aimed at once it has settled.
    const box = await settledBox(frame.locator(`.sud-cell[data-cell="${cell}"] rect`));
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.press(String(solution[cell]));
    const played = await board.getAttribute("data-digits");
    expect(played).not.toBe(await board.getAttribute("data-puzzle"));

    // A deploy: the server's worker script now differs from the one installed.
    appendFileSync(path.join(distCopy, "client", "sw.js"), "\n// the next version\n");
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByTestId("update-prompt");
    await prompt.waitFor();
    await expect(prompt.textContent()).resolves.toContain("New version:");
    await harness.screenshot(page, "offline-update-prompt", { fullPage: false });
    // Nothing reloads by itself: the game is as the player left it.
    await expect(board.getAttribute("data-digits")).resolves.toBe(played);

    await prompt.getByRole("button", { name: "Reload" }).click();
    // The page comes back under the new version: at once, or after a second load when the new
    // version took over only once the first reload had ended the old one's work (a loaded machine).
    const updated = () =>
      page
        .evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return document.readyState === "complete" && !registration?.waiting && navigator.serviceWorker.controller !== null && sessionStorage.getItem("playden.update-asked") === null;
        })
        .catch(() => false);
    await expect.poll(updated, { timeout: 30_000 }).toBe(true);
    await prompt.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Play", exact: true }).click();
    await frame.locator(".gs-loading").waitFor({ state: "detached" });
    await frame.locator(`.sud-board[data-digits="${played}"]`).waitFor();
  }, 90_000);
});
