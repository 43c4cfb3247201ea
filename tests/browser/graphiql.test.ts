import type { Locator, Page } from "playwright-core";
import { expect, test } from "vitest";
import { operations } from "../../games/sdk/operations.ts";
import { allViolations, describeViolations, type Violation } from "../support/accessibility.ts";
import { useBrowserHarness } from "../support/browser.ts";

const harness = useBrowserHarness();

interface OfflineGraphiQL {
  page: Page;
  /** Requests for anything but the portal, all aborted. */
  refused: string[];
  /** CSP violations the page reported. */
  violations: string[];
  workers: string[];
  /** Replaces the query editor's text and runs it. */
  run(operation: string): Promise<void>;
  result: Locator;
}

/**
 * Opens GraphiQL, under the portal's own Content-Security-Policy, with every request that is not
 * for the portal aborted.
 */
async function openOfflineGraphiQL(): Promise<OfflineGraphiQL> {
  const page = await harness.newPage();
  const portalOrigin = new URL(harness.portal.url).origin;
  const refused: string[] = [];
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (request.url().startsWith(`${portalOrigin}/`)) return route.continue();
    refused.push(request.url());
    return route.abort();
  });
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));

  const response = await page.goto("/graphql");
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'/);
  const editor = page.locator(".graphiql-query-editor .monaco-editor").first();
  await editor.waitFor({ timeout: 20_000 });
  return {
    page,
    refused,
    violations,
    workers,
    result: page.locator(".graphiql-response"),
    run: async (operation) => {
      await editor.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.press("Delete");
      await page.keyboard.type(operation);
      await page.getByRole("button", { name: /execute query/i }).click();
    },
  };
}

test("GraphiQL works offline under the portal's CSP: the editor knows the schema and runs a query", async () => {
  const graphiql = await openOfflineGraphiQL();
  await graphiql.run("{ portal { name } }");
  await expect.poll(() => graphiql.result.textContent(), { timeout: 15_000 }).toMatch(/"name":\s*"Playden"/);
  // Monaco's GraphQL worker has the schema: hovering a field shows its type and description.
  await graphiql.page.locator(".graphiql-query-editor").getByText("name", { exact: true }).hover();
  await graphiql.page.locator(".monaco-hover").getByText("Portal.name: String!").waitFor();
  // Monaco's workers are files of our own build, not blob: URLs.
  expect(graphiql.workers.some((url) => /\/assets\/graphql\.worker-[\w-]+\.js$/.test(url))).toBe(true);
  expect(graphiql.workers.every((url) => url.startsWith(`${harness.portal.url}/assets/`))).toBe(true);
  await harness.screenshot(graphiql.page, "graphiql-offline", { fullPage: false });
  expect(graphiql.refused).toEqual([]);
  expect(graphiql.violations).toEqual([]);
}, 120_000);

test("GraphiQL runs subscriptions over graphql-ws on /graphql", async () => {
  const graphiql = await openOfflineGraphiQL();
  const [state] = await harness.database.sql<{ dataDate: Date }>(`SELECT "dataDate" FROM "CatalogState"`);
  await graphiql.run("subscription { dataDate }");
  await expect.poll(() => graphiql.result.textContent(), { timeout: 15_000 }).toContain(state!.dataDate.toISOString());
  expect(graphiql.refused).toEqual([]);
}, 120_000);

test("GraphiQL's page is our own build: no inline script, files from /assets", async () => {
  const response = await fetch(`${harness.portal.url}/graphql`, { headers: { accept: "text/html" } });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain("<title>Playden GraphQL</title>");
  expect(html).not.toMatch(/https?:\/\//);
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  for (const [, attributes = "", body = ""] of scripts) {
    expect(attributes).toMatch(/src="\/assets\/graphiql-[\w-]+\.js"/);
    expect(body.trim()).toBe("");
  }
  const sources = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  expect(sources.some((source) => source.endsWith(".css"))).toBe(true);
  for (const source of sources) {
    const asset = await fetch(`${harness.portal.url}${source}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toMatch(/^text\/(css|javascript)/);
  }
  // The portal's own page does not load GraphiQL.
  const portalPage = await (await fetch(harness.portal.url)).text();
  expect(portalPage).not.toMatch(/graphiql|monaco/i);
  // A query asked for JSON still runs on GET.
  const query = await fetch(`${harness.portal.url}/graphql?query=${encodeURIComponent("{ portal { name } }")}`, {
    headers: { accept: "application/json" },
  });
  expect(await query.json()).toEqual({ data: { portal: { name: "Playden" } } });
});

test("GraphiQL passes axe and offers the Game SDK's operations as examples that open in a tab of their own", async () => {
  const graphiql = await openOfflineGraphiQL();
  const { page } = graphiql;
  const found: Violation[] = [];
  found.push(...(await allViolations(page, "GraphiQL")));

  await page.getByRole("button", { name: "Show Game SDK operations" }).click();
  const panel = page.getByRole("region", { name: "Game SDK operations" });
  await panel.waitFor();
  // Every document the SDK may send, by its operation name, and nothing else.
  const offered = await panel.getByRole("listitem").getByRole("button").allTextContents();
  expect(offered.sort()).toEqual(Object.keys(operations).sort());

  // One opens in a new tab, named after it, with its variables to fill in; it runs as it is.
  await panel.getByRole("button", { name: "SdkOwnedPacks", exact: true }).click();
  const current = page.locator(".graphiql-tab-button[aria-current='true']");
  await expect.poll(() => current.textContent()).toBe("SdkOwnedPacks");
  await expect.poll(() => page.locator(".graphiql-tab-button").count()).toBe(2);
  // Monaco draws spaces as no-break spaces.
  const editorText = (selector: string) => async () => ((await page.locator(selector).first().textContent()) ?? "").replace(/\u00a0/g, " ");
  await expect.poll(editorText(".graphiql-query-editor .view-lines")).toContain("query SdkOwnedPacks($game: String!)");
  await expect.poll(editorText(".graphiql-editor-tool .view-lines")).toMatch(/"game": ""/);
  const sent = page.waitForRequest((request) => request.method() === "POST" && (request.postData() ?? "").includes("SdkOwnedPacks"));
  await page.getByRole("button", { name: /execute query/i }).click();
  expect((await sent).postDataJSON()).toMatchObject({ query: operations.SdkOwnedPacks, variables: { game: "" } });
  await expect.poll(() => graphiql.result.textContent(), { timeout: 15_000 }).toMatch(/"ownedPacks"|"viewer":\s*null|"errors"/);
  await harness.screenshot(page, "graphiql-sdk-operations", { fullPage: false });
  // Opening it again goes back to its tab.
  await panel.getByRole("button", { name: "SdkSavedGame", exact: true }).click();
  await expect.poll(() => current.textContent()).toBe("SdkSavedGame");
  await panel.getByRole("button", { name: "SdkOwnedPacks", exact: true }).click();
  await expect.poll(() => current.textContent()).toBe("SdkOwnedPacks");
  expect(await page.locator(".graphiql-tab-button").count()).toBe(3);
  found.push(...(await allViolations(page, "GraphiQL, the SDK's operations and three tabs")));

  // The dark theme, GraphiQL's choice when the system prefers it (on load: GraphiQL does not follow a later change).
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await page.locator(".graphiql-query-editor .monaco-editor").first().waitFor({ timeout: 20_000 });
  // GraphiQL keeps the open panel in this browser's storage.
  if (!(await panel.isVisible())) await page.getByRole("button", { name: "Show Game SDK operations" }).click();
  await panel.waitFor();
  found.push(...(await allViolations(page, "GraphiQL, dark")));
  await harness.screenshot(page, "graphiql-sdk-operations-dark", { fullPage: false });
  expect(found, describeViolations(found)).toEqual([]);
  expect(graphiql.refused).toEqual([]);
}, 240_000);
