/**
 * `npm run screenshots`: every game of games/registry.ts as a player sees it, at 1366x768 (a
 * laptop) and 390x844 (a phone), in test-results/contact-sheet/: a PNG of each, `index.html`
 * laying them all out, and `contact-sheet.png` of that page. The portal runs in this process as
 * `npm start` runs it (DATABASE_URL, else the embedded PostgreSQL, or the one a running portal
 * holds), on a free port; the package.json script builds first when a source changed.
 * Exits 1, naming them, when a game did not load, after writing the sheet of the rest.
 * `npm run screenshots -- <slug>...` shoots only those games.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { readCatalogFiles } from "../api/catalog/catalogFiles.ts";
import { ROOT_DIR, readConfig } from "../api/config.ts";
import { runningEmbeddedDatabaseUrl } from "../api/database/embeddedDatabase.ts";
import { createLogger } from "../api/logger.ts";
import { startPortal } from "../api/server.ts";
import { howToSeenKey } from "../games/engines/shell/help/howToPlay.ts";
import { gameManifests } from "../games/registry.ts";
import { hostStorageKey } from "../games/sdk/bridge.ts";
import { CHROMIUM, CHROMIUM_ARGS } from "../tests/support/chromium.ts";
import { contactSheetHtml, sizeLabel, type SheetGame, type Shot, type ShotSize } from "./contactSheet.ts";

const OUT_DIR = path.join(ROOT_DIR, "test-results", "contact-sheet");
const SIZES: readonly ShotSize[] = [
  { width: 1366, height: 768, phone: false },
  { width: 390, height: 844, phone: true },
];
/** Two cards of the sheet side by side (each is about 920 px wide). */
const SHEET_WIDTH = 1920;

/**
 * A page at one size, kept for every game as a player's tab is: each game's how-to counts as seen
 * (the board, not the first play's dialog, is the game at its best) and motion is reduced, so
 * the shot shows the dealt board rather than cards in flight.
 */
async function pageAt(browser: Browser, baseURL: string, size: ShotSize): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: size.width, height: size.height },
    // A phone's twice-the-pixels screen shows what a game draws blurred or too thin there.
    deviceScaleFactor: size.phone ? 2 : 1,
    isMobile: size.phone,
    hasTouch: size.phone,
    reducedMotion: "reduce",
    // The portal's service worker would cache pages across a rebuild; a shot is of this build.
    serviceWorkers: "block",
  });
  context.setDefaultTimeout(30_000);
  await context.addInitScript((keys) => {
    // Opaque origins (the sandboxed frame) have no storage; the portal page keeps the games' keys.
    try {
      for (const key of keys) localStorage.setItem(key, "seen");
    } catch {}
  }, gameManifests.map((game) => hostStorageKey(howToSeenKey(game.code))));
  return context.newPage();
}

/**
 * Opens the game's load page, presses Play and waits until the game has drawn: the shell's board
 * is up and its loading overlay gone (as the browser tests wait), the frame's requests, images
 * and fonts are done, and two frames have been painted since.
 */
async function shoot(page: Page, slug: string, file: string): Promise<void> {
  await page.goto(`/game/${slug}/load`);
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const game = page.frameLocator("iframe.play-frame");
  await game.locator(".gs-root").waitFor();
  await game.locator(".gs-loading").waitFor({ state: "detached" });
  const host = await page.locator("iframe.play-frame").elementHandle();
  const frame = await host.contentFrame();
  await host.dispose();
  if (!frame) throw new Error("the play page's frame has no document");
  await frame.evaluate(async () => {
    // The frame's own network idle: half a second in which no request finished, within 10 s
    // (Playwright's "networkidle" for the game's frame now and then never came).
    const deadline = Date.now() + 10_000;
    for (let seen = -1; seen !== performance.getEntriesByType("resource").length && Date.now() < deadline; ) {
      seen = performance.getEntriesByType("resource").length;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
  await page.screenshot({ path: file });
}

/** Tries a game twice: on a loaded machine a page can miss a wait that it makes on the next load. */
const ATTEMPTS = 2;

/**
 * Every game at one size, one after another on one page. A game that does not load keeps its
 * reason, and a shot of what the page showed instead when one can be taken.
 */
async function shootAll(browser: Browser, baseURL: string, size: ShotSize, slugs: readonly string[]): Promise<Map<string, Shot>> {
  const page = await pageAt(browser, baseURL, size);
  const shots = new Map<string, Shot>();
  for (const slug of slugs) {
    const file = `${slug}-${sizeLabel(size)}.png`;
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    page.on("pageerror", onError);
    for (let attempt = 1; !shots.has(slug); attempt++) {
      errors.length = 0;
      try {
        await shoot(page, slug, path.join(OUT_DIR, file));
        shots.set(slug, { size, file });
        if (errors.length > 0) console.warn(`${slug} at ${sizeLabel(size)} drew, with errors: ${errors.join("; ")}`);
      } catch (error) {
        // Playwright's first line says what it waited for; the rest is its call log.
        const reason = [(error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "", ...errors].join("; ");
        if (attempt < ATTEMPTS) {
          console.warn(`${slug} at ${sizeLabel(size)}: ${reason}; trying again.`);
          continue;
        }
        const shown = await page.screenshot({ path: path.join(OUT_DIR, file) }).then(() => true, () => false);
        shots.set(slug, shown ? { size, file, error: reason } : { size, error: reason });
      }
    }
    page.off("pageerror", onError);
  }
  await page.context().close();
  return shots;
}

async function writeSheet(browser: Browser, games: readonly SheetGame[]): Promise<string> {
  const html = path.join(OUT_DIR, "index.html");
  writeFileSync(html, contactSheetHtml(`Playden: every game at ${SIZES.map(sizeLabel).join(" and ")}`, games));
  const page = await browser.newPage({ viewport: { width: SHEET_WIDTH, height: 900 } });
  await page.goto(pathToFileURL(html).href);
  await page.screenshot({ path: path.join(OUT_DIR, "contact-sheet.png"), fullPage: true });
  await page.close();
  return html;
}

/** The games named on the command line (`npm run screenshots -- <slug>...`), else every game. */
function chosenSlugs(args: readonly string[]): string[] {
  const all = gameManifests.map((game) => game.slug);
  const unknown = args.filter((slug) => !all.includes(slug));
  if (unknown.length > 0) throw new Error(`No such game: ${unknown.join(", ")}. The games are ${all.join(", ")}.`);
  return args.length > 0 ? [...args] : all;
}

async function main(): Promise<number> {
  const slugs = chosenSlugs(process.argv.slice(2));
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const config = readConfig();
  const names = new Map((await readCatalogFiles(config.dataDir)).games.map((entry) => [entry.url, entry.desc]));
  console.log("Starting the portal...");
  const portal = await startPortal(
    {
      ...config,
      port: 0,
      // Beside a running `npm start`, its embedded database rather than a second server on the same folder.
      databaseUrl: config.databaseUrl ?? runningEmbeddedDatabaseUrl(config.embeddedDataDir) ?? undefined,
      // The frames must load from this portal, whatever origin the environment names for production.
      publicUrl: undefined,
      playOrigin: undefined,
    },
    // Requests are not worth a line each here; warnings and errors still show.
    { logger: createLogger(process.env.LOG_LEVEL ? config.logLevel : "warn") },
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  // Ctrl-C still stops the embedded database.
  process.once("SIGINT", () => void browser.close().finally(() => portal.stop().finally(() => process.exit(130))));
  try {
    console.log(`Shooting ${slugs.length} games at ${SIZES.map(sizeLabel).join(" and ")} from ${portal.url}...`);
    // The sizes run side by side, a page each: much of a game's load is waiting (the portal's answers, the quiet half seconds).
    const bySize = await Promise.all(SIZES.map((size) => shootAll(browser, portal.url, size, slugs)));
    const games: SheetGame[] = slugs.map((slug) => ({
      slug,
      name: names.get(slug) ?? slug,
      shots: bySize.flatMap((shots) => shots.get(slug) ?? []),
    }));
    const html = await writeSheet(browser, games);
    console.log(`Wrote the contact sheet: ${path.relative(process.cwd(), html)} and contact-sheet.png beside it, with every shot.`);
    const failed = games.flatMap((game) => game.shots.flatMap((shot) => (shot.error === undefined ? [] : [`${game.name} (${game.slug}) at ${sizeLabel(shot.size)}: ${shot.error}`])));
    for (const line of failed) console.error(`Did not load: ${line}`);
    return failed.length > 0 ? 1 : 0;
  } finally {
    await browser.close();
    await portal.stop();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A portal that cannot start says why in one sentence (a database folder in use, a bad setting).
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
