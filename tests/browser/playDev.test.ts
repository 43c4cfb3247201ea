import { spawn, type ChildProcess } from "node:child_process";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { ROOT_DIR } from "../../api/config.ts";
import { freePort } from "../support/freePort.ts";
import { createMigratedDatabase, type TestDatabase } from "../support/testDatabase.ts";

/**
 * A game team's local loop (issue 29): `npm run play:dev -- <slug>` plays the game inside the real
 * host page of a local portal, framed sandboxed from the games' dev server (the play origin, with
 * hot reload), and the host page lists every SDK call the game makes with its answer.
 */
const SLUG = "rivers-of-gold-solitaire";
const STARTUP_MS = 120_000;

let database: TestDatabase;
let devServers: ChildProcess | undefined;
let browser: Browser | undefined;
let output = "";
const ports = { api: 0, portal: 0, play: 0 };

beforeAll(async () => {
  database = await createMigratedDatabase();
  [ports.api, ports.portal, ports.play] = await Promise.all([freePort(), freePort(), freePort()]);
  // Vitest's own variables would make the servers think they run under test.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST") && name !== "NODE_ENV"));
  // A process group of its own: stopping it stops the API and Vite servers it started.
  devServers = spawn("npx", ["tsx", "scripts/play-dev.ts", SLUG], {
    cwd: ROOT_DIR,
    detached: true,
    env: { ...env, DATABASE_URL: database.url, API_PORT: String(ports.api), VITE_PORT: String(ports.portal), GAMES_VITE_PORT: String(ports.play) },
  });
  const started = devServers;
  await new Promise<void>((resolve, reject) => {
    const seen = () => output.includes(`open http://localhost:${ports.portal}/game/${SLUG}/load`) && output.includes("is running at");
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (seen()) resolve();
    };
    started.stdout?.on("data", read);
    started.stderr?.on("data", read);
    started.once("exit", (code) => reject(new Error(`play:dev ended (${code}) before it was ready:\n${output}`)));
  });
  browser = await chromium.connect(inject("chromiumEndpoint"));
}, STARTUP_MS);

afterAll(async () => {
  await browser?.close();
  const group = devServers?.pid;
  if (group !== undefined && devServers?.exitCode === null) {
    const exited = new Promise((resolve) => devServers?.once("exit", resolve));
    process.kill(-group, "SIGTERM");
    await exited;
  }
  await database?.drop();
}, 30_000);

test(`play:dev ${SLUG}: the game plays in the host page's sandboxed frame from the games' dev server, with hot reload and the panel of its SDK calls`, async () => {
  const context = await browser!.newContext({ viewport: { width: 1366, height: 768 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  const frameLog: string[] = [];
  page.on("console", (message) => {
    if (message.location().url.startsWith(`http://localhost:${ports.play}/`)) frameLog.push(message.text());
  });
  try {
    // A first start prebundles the packages and may reload the page once: Play is waited for.
    await page.goto(`http://localhost:${ports.portal}/game/${SLUG}/load`, { timeout: 60_000 });
    await page.getByRole("button", { name: "Play", exact: true }).click({ timeout: 60_000 });

    const frame = page.locator("iframe.play-frame");
    await expect.poll(() => frame.getAttribute("src"), { timeout: 20_000 }).toBe(`http://localhost:${ports.play}/play/${SLUG}/?host=${encodeURIComponent(`http://localhost:${ports.portal}`)}`);
    expect(await frame.getAttribute("sandbox")).toBe("allow-scripts allow-forms");
    // The game draws its table in the frame.
    await page.frameLocator("iframe.play-frame").getByRole("heading", { name: "Rivers of Gold Solitaire", exact: true }).waitFor({ timeout: 60_000 });

    const panel = page.getByRole("region", { name: "SDK calls" });
    const start = panel.locator("li", { hasText: "SdkStartGame" });
    await start.waitFor({ timeout: 30_000 });
    await expect.poll(() => start.locator("summary").innerText()).toMatch(/^SdkStartGame\s+200\s+\d+ ms$/);
    await start.locator("summary").click();
    const [variables, answer] = await start.locator("pre").allInnerTexts();
    expect(JSON.parse(variables!)).toMatchObject({ input: { game: "KLO" } });
    expect(JSON.parse(answer!)).toMatchObject({ data: { startGame: { __typename: "StartGameSuccess", session: { id: expect.any(String) } } } });

    // Clear empties the list.
    await panel.getByRole("button", { name: "Clear" }).click();
    await expect.poll(() => panel.locator("li").count()).toBe(0);
    await panel.getByText("No call yet").waitFor();

    // The frame's hot reload client is connected to the games' dev server.
    await expect.poll(() => frameLog.some((line) => line.includes("[vite] connected.")), { timeout: 30_000 }).toBe(true);
  } catch (error) {
    throw new Error(`${(error as Error).message}\nplay:dev said:\n${output.slice(-4000)}`);
  } finally {
    await context.close();
  }
}, STARTUP_MS);
