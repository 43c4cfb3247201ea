import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startBrowserHarness, type BrowserHarness } from "../support/browser.ts";

let harness: BrowserHarness;
beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(() => harness?.close());

/** What another engineer's Content-Security-Policy will allow at least; the page must work under it. */
const CSP = "script-src 'self'; worker-src 'self' blob:";

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
 * Opens GraphiQL with every request that is not for the portal aborted and, with `csp`, the page
 * served under that Content-Security-Policy. (A page answered by the test rather than the network
 * may not open a WebSocket to localhost in Chromium, so subscriptions are tried without `csp`.)
 */
async function openOfflineGraphiQL(csp?: string): Promise<OfflineGraphiQL> {
  const page = await harness.newPage();
  const portalOrigin = new URL(harness.portal.url).origin;
  const refused: string[] = [];
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (!request.url().startsWith(`${portalOrigin}/`)) {
      refused.push(request.url());
      return route.abort();
    }
    if (!csp || request.resourceType() !== "document") return route.continue();
    const response = await route.fetch();
    return route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": csp } });
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

  await page.goto("/graphql");
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

test("GraphiQL works offline under script-src 'self': the editor knows the schema and runs a query", async () => {
  const graphiql = await openOfflineGraphiQL(CSP);
  await graphiql.run("{ portal { name } }");
  await expect.poll(() => graphiql.result.textContent(), { timeout: 15_000 }).toMatch(/"name":\s*"Playden"/);
  // Monaco's GraphQL worker has the schema: hovering a field shows its type and description.
  await graphiql.page.locator(".graphiql-query-editor").getByText("name", { exact: true }).hover();
  await graphiql.page.locator(".monaco-hover").getByText("Portal.name: String!").waitFor();
  expect(graphiql.workers.some((url) => url.endsWith("/graphql.worker..bundle.js"))).toBe(true);
  await harness.screenshot(graphiql.page, "graphiql-offline", { fullPage: false });
  expect(graphiql.refused).toEqual([]);
  expect(graphiql.violations).toEqual([]);
});

test("GraphiQL runs subscriptions over graphql-ws on /graphql", async () => {
  const graphiql = await openOfflineGraphiQL();
  const [state] = await harness.database.sql<{ dataDate: Date }>(`SELECT "dataDate" FROM "CatalogState"`);
  await graphiql.run("subscription { dataDate }");
  await expect.poll(() => graphiql.result.textContent(), { timeout: 15_000 }).toContain(state!.dataDate.toISOString());
  expect(graphiql.refused).toEqual([]);
});

test("GraphiQL's page has no inline script and its files are cached for a long time", async () => {
  const response = await fetch(`${harness.portal.url}/graphql`, { headers: { accept: "text/html" } });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain("<title>Playden GraphQL</title>");
  expect(html).not.toContain("unpkg.com");
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  for (const [, attributes = "", body = ""] of scripts) {
    // Either a file of our own origin or a JSON data block, which a CSP does not treat as script.
    if (/type="application\/json"/.test(attributes)) continue;
    expect(attributes).toMatch(/src="\/graphiql\//);
    expect(body.trim()).toBe("");
  }
  const sources = [...html.matchAll(/(?:src|href)="(\/graphiql\/[^"]+)"/g)].map((match) => match[1]!);
  expect(sources).toHaveLength(3);
  for (const source of sources) {
    const asset = await fetch(`${harness.portal.url}${source}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-type")).toMatch(/^text\/(css|javascript)/);
  }
  expect((await fetch(`${harness.portal.url}/graphiql/4.5.0/package.json`)).status).toBe(404);
});
