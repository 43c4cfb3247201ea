import type { Frame, Page } from "playwright-core";
import { expect, test } from "vitest";
import { operationHash } from "../../games/sdk/operations.ts";
import { signUpInBrowser, useBrowserHarness } from "../support/browser.ts";

/**
 * A hostile game (issue 29): code running in a real game frame of the load page tries everything a
 * game could to act as the signed-in player beyond its own game. The frame is sandboxed (an opaque
 * origin), holds no session, and its capability reaches only its own game and session: every try
 * is refused, and the player's ledger does not move.
 */
const harness = useBrowserHarness();

async function framedGame(page: Page): Promise<Frame> {
  await page.goto("/game/word-hunch/load");
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const handle = await page.locator("iframe.play-frame").elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error("The game's frame did not load.");
  await frame.locator(".wh-grid").waitFor();
  return frame;
}

async function ledgerOf(userId: string): Promise<{ rows: number; gems: number; tokens: number }> {
  const [ledger] = await harness.database.sql<{ rows: string }>(`SELECT count(*)::text AS rows FROM "LedgerEntry" WHERE "userId" = $1`, [userId]);
  const [player] = await harness.database.sql<{ gems: number; tokens: number }>(`SELECT gems, tokens FROM "Player" WHERE "userId" = $1`, [userId]);
  return { rows: Number(ledger?.rows), gems: player?.gems ?? -1, tokens: player?.tokens ?? -1 };
}

test("a hostile game frame can neither spend nor read the player's things, by any way a page has", async () => {
  // A context without the harness's watch for blocked content: this frame's policy is meant to block it.
  const context = await harness.newContext({ baseURL: harness.portal.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto("/");
  const email = await signUpInBrowser(page, "hostile");
  const [user] = await harness.database.sql<{ id: string }>(`SELECT id FROM "user" WHERE email = $1`, [email]);
  const userId = user!.id;
  const frame = await framedGame(page);
  const before = await ledgerOf(userId);

  const report = await frame.evaluate(
    async ({ portal, hashes }) => {
      const tries: Record<string, string> = {};
      const attempt = async (name: string, work: () => Promise<string>) => {
        try {
          tries[name] = await work();
        } catch (error) {
          tries[name] = `threw ${error instanceof Error ? error.name : String(error)}`;
        }
      };
      const post = async (body: unknown, init: RequestInit = {}) => {
        const response = await fetch(`${portal}/graphql`, {
          ...init,
          method: "POST",
          headers: { "content-type": "application/json", ...(init.headers as Record<string, string> | undefined) },
          body: JSON.stringify(body),
        });
        return `${response.status} ${await response.text()}`;
      };
      const purchase = { query: `mutation { purchaseWithTokens(input: { itemId: "HG", count: 1 }) { __typename } }` };
      const viewer = { query: "{ viewer { email player { gems tokens } } }" };
      for (const referrerPolicy of ["no-referrer", "origin", "unsafe-url", "same-origin", "strict-origin-when-cross-origin"] as const) {
        await attempt(`purchase, ${referrerPolicy}`, () => post(purchase, { credentials: "include", referrerPolicy }));
        await attempt(`viewer, ${referrerPolicy}`, () => post(viewer, { credentials: "include", referrerPolicy }));
      }
      await attempt("purchase over REST", async () => {
        const response = await fetch(`${portal}/api/purchase`, { method: "POST", credentials: "include", headers: { "content-type": "application/json" }, body: "{}" });
        return `${response.status} ${await response.text()}`;
      });
      // The frame's own capability, asked of the host as the SDK does.
      const capability = await new Promise<string>((resolve) => {
        const onMessage = (event: MessageEvent) => {
          const data = event.data as { type?: string; token?: string | null; session?: string | null };
          if (event.source === window.parent && data?.type === "capability" && data.session === null && data.token) {
            window.removeEventListener("message", onMessage);
            resolve(data.token);
          }
        };
        window.addEventListener("message", onMessage);
        window.parent.postMessage({ channel: "playden-game", type: "capabilityRequest", session: null }, portal);
      });
      const sdk = (name: string, variables: unknown, token: string) =>
        post(
          { operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hashes[name] } } },
          { headers: { authorization: `Bearer ${token}` } },
        );
      await attempt("own game's powerups", () => sdk("SdkPowerups", { game: "WOR" }, capability));
      await attempt("another game's powerups", () => sdk("SdkPowerups", { game: "KLO" }, capability));
      await attempt("another game's start", () => sdk("SdkStartGame", { input: { game: "KLO" } }, capability));
      await attempt("a session it was not given", () => sdk("SdkFinishGame", { input: { session: btoa("GameSession:not-its-own"), moves: [] } }, capability));
      await attempt("a purchase with its capability", () => post(purchase, { headers: { authorization: `Bearer ${capability}` } }));
      const [prefix, payload, signature] = capability.split(".");
      const claims = JSON.parse(atob(payload!.replace(/-/g, "+").replace(/_/g, "/"))) as Record<string, unknown>;
      const reencode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
      await attempt("a token it made longer-lived", () => sdk("SdkPowerups", { game: "WOR" }, `${prefix}.${reencode({ ...claims, exp: Date.now() + 1e9 })}.${signature}`));
      await attempt("a token it changed to expire", () => sdk("SdkPowerups", { game: "WOR" }, `${prefix}.${reencode({ ...claims, exp: 1 })}.${signature}`));
      await attempt("a token of its own", () => sdk("SdkPowerups", { game: "WOR" }, `gc1.${reencode(claims)}.AAAA`));
      await attempt("graphql-ws", () => {
        const socket = new WebSocket(`${portal.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
        return new Promise<string>((resolve) => {
          socket.onopen = () => socket.send(JSON.stringify({ type: "connection_init" }));
          socket.onmessage = (event) => resolve(`message ${String(event.data)}`);
          socket.onerror = () => resolve("error");
          socket.onclose = (event) => resolve(`closed ${event.code}`);
        });
      });
      await attempt("parent's document", async () => String(window.parent.document.cookie));
      await attempt("parent's storage", async () => String(window.parent.localStorage.length));
      await attempt("own cookies", async () => String(document.cookie));
      await attempt("own storage", async () => String(window.localStorage.length));
      await attempt("origin", async () => window.origin);
      return tries;
    },
    {
      portal: harness.portal.url,
      hashes: { SdkPowerups: operationHash("SdkPowerups"), SdkStartGame: operationHash("SdkStartGame"), SdkFinishGame: operationHash("SdkFinishGame") } as Record<string, string>,
    },
  );

  // The sandbox: an opaque origin, nothing of the portal's reachable from the page.
  expect(report.origin).toBe("null");
  for (const name of ["parent's document", "parent's storage", "own cookies", "own storage"]) expect(report[name], name).toMatch(/^threw SecurityError/);
  // No cookie goes with the frame's requests and no operation but the SDK's runs: the answers cannot even be read.
  for (const [name, outcome] of Object.entries(report).filter(([name]) => /^(purchase|viewer)/.test(name))) {
    expect(outcome, name).not.toContain(email);
    expect(outcome, name).not.toMatch(/PurchaseSuccess|"gems"/);
    expect(outcome, name).toMatch(/^threw TypeError|^40[03] /);
  }
  expect(report["own game's powerups"]).toMatch(/^200 .*"powerups"/);
  for (const name of ["another game's powerups", "another game's start", "a session it was not given"]) expect(report[name], name).toMatch(/^401 .*CAPABILITY_SCOPE/);
  expect(report["a purchase with its capability"]).toMatch(/^400 .*PERSISTED_QUERY_ONLY/);
  expect(report["a token it made longer-lived"]).toMatch(/^401 .*CAPABILITY_INVALID/);
  expect(report["a token it changed to expire"]).toMatch(/^401 .*CAPABILITY_INVALID/);
  expect(report["a token of its own"]).toMatch(/^401 .*CAPABILITY_INVALID/);
  // The frame's policy lets it connect to the portal's API over HTTP only: graphql-ws never opens.
  expect(report["graphql-ws"]).toMatch(/^(error|closed|threw)/);
  expect(blocked.some((text) => text.includes("ws://"))).toBe(true);
  expect(await ledgerOf(userId)).toEqual(before);
  await context.close();
}, 120_000);
