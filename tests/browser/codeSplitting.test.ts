import { readdirSync, readFileSync } from "node:fs";
import { get, type IncomingHttpHeaders } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import type { Page, Request } from "playwright-core";
import { describe, expect, test } from "vitest";
import { importingEachHook, OWN_MODULE_NAMES, relayRuntimeNames } from "../../client/relay/relaySubset.ts";
import { hydrated, useBrowserHarness } from "../support/browser.ts";

const CLIENT_DIST = path.resolve(import.meta.dirname, "../../dist/client");

/** A GET whose body is as sent: fetch() would undo the Content-Encoding. */
function rawGet(url: URL, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(parts) }));
      response.on("error", reject);
    }).on("error", reject);
  });
}

const harness = useBrowserHarness();

/** The chunks (by name, before Vite's hash) the page has asked for so far. */
function chunkLog(page: Page): string[] {
  const chunks: string[] = [];
  page.on("request", (request) => {
    const chunk = /\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (chunk) chunks.push(chunk);
  });
  return chunks;
}

const isQuery = (request: Request, name: string) => request.method() === "POST" && new URL(request.url()).pathname === "/graphql" && (request.postData() ?? "").includes(`query ${name}`);

/**
 * Holds back the page's chunk until its query has gone out: a router that started the query only
 * once the code had rendered would never send it, and the page would not appear.
 */
async function holdChunkUntilQuery(page: Page, chunk: string, query: string): Promise<{ querySentFirst: () => boolean }> {
  let querySent = false;
  let released: () => void = () => {};
  const sent = new Promise<void>((resolve) => (released = resolve));
  page.on("request", (request) => {
    if (isQuery(request, query)) {
      querySent = true;
      released();
    }
  });
  let querySentFirst = false;
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    await Promise.race([sent, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    querySentFirst = querySent;
    await route.continue();
  });
  return { querySentFirst: () => querySentFirst };
}

describe("each page loads its own code, and its query does not wait for it", () => {
  test("the home page downloads its own chunk and no other page's, nor the gem store's or the user menu's", async () => {
    const page = await harness.newPage();
    const chunks = chunkLog(page);
    await page.goto("/");
    await page.getByRole("heading", { name: "Featured games" }).waitFor();
    expect(chunks).toContain("HomePage");
    for (const other of ["AllGamesPage", "GameAboutPage", "GameLoadPage", "AccountPage", "NewAccountPage", "RedeemPage", "GemStoreDialog", "UserMenu", "graphiql"]) {
      expect(chunks).not.toContain(other);
    }
  });

  test("the first page's libraries are two scripts, React's and Relay's, and scripts go out as the build's Zopfli gzip", async () => {
    // The first page as bench/bundles.ts counts it: the entry and the home page, with what they import.
    const manifest = JSON.parse(readFileSync(path.join(CLIENT_DIST, ".vite", "manifest.json"), "utf8")) as Record<string, { file: string; imports?: string[] }>;
    const keys = new Set<string>();
    const visit = (key: string) => {
      if (keys.has(key)) return;
      keys.add(key);
      manifest[key]?.imports?.forEach(visit);
    };
    ["index.html", "pages/HomePage.tsx"].forEach(visit);
    const files = [...keys].map((key) => manifest[key]!.file);
    const names = files.map((file) => /^assets\/(.+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file);
    expect(names).toEqual(expect.arrayContaining(["portal", "react", "relay", "HomePage"]));
    // The rest are the portal's own components, named after them: no chunk cut out of a library.
    expect(names.filter((name) => !["portal", "react", "relay", "rolldown-runtime"].includes(name) && !/^[A-Z]/.test(name))).toEqual([]);
    // Relay's pagination and subscriptions stay with the pages that use them.
    const relayCode = readFileSync(path.join(CLIENT_DIST, files[names.indexOf("relay")]!), "utf8");
    expect(relayCode).not.toContain("usePaginationFragment");
    expect(relayCode).not.toContain("requestSubscription");
    for (const file of files) {
      const sent = await rawGet(new URL(`/${file}`, harness.portal.url), { "accept-encoding": "gzip" });
      expect(sent.headers["content-encoding"]).toBe("gzip");
      expect(sent.body.equals(readFileSync(path.join(CLIENT_DIST, `${file}.gz`)))).toBe(true);
    }
  });

  test("opening a page directly sends its query while its code is still downloading", async () => {
    const page = await harness.newPage();
    // A returning visitor: the server renders only a first visit's page, the browser draws this one.
    await page.context().addCookies([{ name: "pd_known", value: "1", url: harness.portal.url }]);
    const hold = await holdChunkUntilQuery(page, "AllGamesPage", "AllGamesPageQuery");
    await page.goto("/games-all");
    await page.getByRole("heading", { name: "All Games", level: 1 }).waitFor();
    expect(hold.querySentFirst()).toBe(true);
  });

  test("navigating sends the next page's query while its code is still downloading", async () => {
    const page = await harness.newPage();
    const chunks = chunkLog(page);
    await page.goto("/");
    await page.getByRole("heading", { name: "Featured games" }).waitFor();
    expect(chunks).not.toContain("GameAboutPage");
    const hold = await holdChunkUntilQuery(page, "GameAboutPage", "GameAboutPageQuery");
    const link = page.locator(".game-card").filter({ hasText: "Word Hunch" }).getByRole("link", { name: "Word Hunch: about the game" });
    // The server rendered the page: the link navigates in the page once React has hydrated it.
    await hydrated(page, link);
    await link.click();
    await page.getByRole("heading", { name: "Word Hunch", level: 1 }).waitFor();
    expect(hold.querySentFirst()).toBe(true);
    expect(chunks).toContain("GameAboutPage");
  });
});

describe("the part of Relay the portal bundles (client/relay/relaySubset.ts)", () => {
  const require = createRequire(import.meta.url);
  const hooksDir = path.dirname(require.resolve("react-relay/lib/relay-hooks/useFragment.js"));
  const hooksCode = readdirSync(hooksDir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(path.join(hooksDir, file), "utf8"))
    .join("\n");

  test("relayRuntime.js or OWN_MODULE_NAMES has every name of relay-runtime that react-relay's hooks read", async () => {
    // A plain JavaScript module without types: only its names are looked at.
    const shimPath = "../../client/relay/relayRuntime.js";
    const relayRuntime: { __internal?: object } = await import(shimPath);
    const full: Record<string, unknown> = require("relay-runtime");
    const read = Object.keys(full).filter((name) => new RegExp(`\\b${name}\\b`).test(hooksCode));
    expect(read.length).toBeGreaterThan(10);
    expect(read.filter((name) => !(name in relayRuntime) && !(name in OWN_MODULE_NAMES))).toEqual([]);
    const internal = new Set([...hooksCode.matchAll(/__internal\)?\.(\w+)|\$__internal\.(\w+)/g)].map((match) => match[1] ?? match[2] ?? ""));
    expect([...internal].filter((name) => !(name in (relayRuntime.__internal ?? {})))).toEqual([]);
  });

  test("imports from react-relay/hooks become imports of each hook's own module, on the same line", () => {
    const code = 'import { graphql, useFragment as useIt, type PreloadedQuery, loadQuery, fetchQuery } from "react-relay/hooks";\nuseIt();';
    const rewritten = importingEachHook(code, (message) => {
      throw new Error(message);
    });
    expect(rewritten.split("\n")).toHaveLength(2);
    expect(rewritten).toContain('import { graphql as graphql } from "relay-runtime/lib/query/GraphQLTag.js";');
    expect(rewritten).toContain('import { default as fetchQuery } from "relay-runtime/lib/query/fetchQuery.js";');
    expect(rewritten).toContain('import { default as useIt } from "\0react-relay-hook:useFragment";');
    expect(rewritten).toContain('import { loadQuery as loadQuery } from "\0react-relay-hook:loadQuery";');
    expect(rewritten).not.toContain("PreloadedQuery");
    const multiline = 'import {\n  graphql,\n  useMutation,\n} from "react-relay/hooks";\nuseMutation();';
    expect(importingEachHook(multiline, (message) => {
      throw new Error(message);
    }).split("\n")).toHaveLength(5);
    expect(() => importingEachHook('import { useEntryPointLoader } from "react-relay/hooks";', (message) => {
      throw new Error(message);
    })).toThrow(/useEntryPointLoader is not in REACT_RELAY_HOOKS/);
  });

  test("react-relay's require('relay-runtime') asks only for the names the module reads of it", () => {
    const code = [
      "var _require = require('relay-runtime'),",
      "  getRequest = _require.getRequest,",
      "  createOperationDescriptor = _require.createOperationDescriptor;",
      "function later() {",
      "  var _require2 = require('relay-runtime'),",
      "    commitMutation = _require2.commitMutation;",
      "}",
    ].join("\n");
    const rewritten = relayRuntimeNames(code);
    expect(rewritten).not.toContain("require('relay-runtime')");
    expect(rewritten?.match(/require\("\\u0000relay-runtime-names:commitMutation,createOperationDescriptor,getRequest"\)/g)).toHaveLength(2);
    expect(rewritten?.split("\n")).toHaveLength(7);
    // A module that passes relay-runtime around whole keeps it whole.
    expect(relayRuntimeNames("var RelayRuntime = require('relay-runtime');\nuse(RelayRuntime);")).toBeNull();
    expect(relayRuntimeNames("var x = require('react');")).toBeNull();
    // Every react-relay module that requires relay-runtime is rewritten (none passes it around whole).
    const requiring = readdirSync(hooksDir)
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(path.join(hooksDir, file), "utf8"))
      .filter((source) => source.includes("require('relay-runtime')"));
    expect(requiring.length).toBeGreaterThan(10);
    expect(requiring.filter((source) => relayRuntimeNames(source) === null)).toEqual([]);
  });
});
