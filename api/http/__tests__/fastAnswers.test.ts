import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAuth } from "../../auth/auth.ts";
import { readConfig } from "../../config.ts";
import { createPortalEvents } from "../../events.ts";
import { createPaymentServices } from "../../payments/paymentServices.ts";
import { testStoreCatalog } from "../../../tests/support/testApp.ts";
import { useCatalogDatabase } from "../../../tests/support/testDatabase.ts";
import { createApp } from "../app.ts";
import { answerKeptFirst } from "../fastAnswers.ts";

/**
 * Kept answers sent from the node:http listener must be the very answers Hono sends: each kind is
 * asked of a server that answers kept answers first and of one that only runs Hono, on one app.
 * Requests the guards refuse (guards.ts) get the same refusal both ways.
 */

const database = useCatalogDatabase();
let clientDistDir: string;
const events = createPortalEvents();
let fastServer: Server;
let honoServer: Server;
/** Requests the fast server passed on to Hono. */
let honoCalls = 0;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
}
let fastPort = 0;
let honoPort = 0;

beforeAll(async () => {
  clientDistDir = await mkdtemp(path.join(os.tmpdir(), "portal-client-"));
  const noscript = `<noscript>${"This portal needs JavaScript. ".repeat(40)}</noscript>`;
  await writeFile(path.join(clientDistDir, "index.html"), `<!doctype html><html><head><!--portal-head--></head><body><div id="root"></div>${noscript}</body></html>`);
  await writeFile(path.join(clientDistDir, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(60)}</svg>`);
  await mkdir(path.join(clientDistDir, "assets"));
  await writeFile(path.join(clientDistDir, "assets", ASSET.slice("/assets/".length)), `export const greeting = ${JSON.stringify("Hello, player. ".repeat(60))};\n`);
  const config = { ...readConfig({}), clientDistDir };
  const store = testStoreCatalog();
  const auth = createAuth(database.db, config, "test-secret-that-is-long-enough-0123456789", store);
  const { app, fastAnswers } = createApp({ db: database.db, config, events, auth, store, payments: createPaymentServices(config) });
  const hono = getRequestListener(app.fetch);
  fastServer = createServer(
    answerKeptFirst(fastAnswers, (req, res) => {
      honoCalls += 1;
      return hono(req, res);
    }),
  );
  honoServer = createServer(hono);
  [fastPort, honoPort] = await Promise.all([listen(fastServer), listen(honoServer)]);
});
afterAll(async () => {
  for (const server of [fastServer, honoServer]) {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  }
  await rm(clientDistDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function ask(port: number, url: string, headers: Record<string, string | string[]> = {}, method = "GET", body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ port, path: url, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Everything but what differs per response anyway. */
function comparable(answer: Answer) {
  const { date: _date, "x-request-id": _id, ...headers } = answer.headers;
  return { status: answer.status, headers, body: answer.body.toString("latin1") };
}

const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };
const GAMES = `/graphql?query=${encodeURIComponent("{ games(first: 19) { edges { node { id code slug name } } } }")}`;
const GAMES_BODY = JSON.stringify({ query: "query HomeGames { games(first: 19) { edges { node { id code slug name short category { name } thumbnailUrl } } } }" });
const TYPENAME_BODY = JSON.stringify({ query: "{ __typename }" });
const TYPENAME = `/graphql?query=${encodeURIComponent("{ __typename }")}`;
const ASSET = "/assets/greeting-3f9a1c.js";

/** Asks the fast server twice (Hono keeps the answer, then the listener sends it) and Hono once. */
async function askBoth(url: string, asked: Record<string, string | string[]>, method = "GET", body?: string) {
  // One Host for both servers: the CORS origin is the one the request was sent to.
  const headers = { host: "localhost", ...asked };
  await ask(fastPort, url, headers, method, body);
  const before = honoCalls;
  const fast = await ask(fastPort, url, headers, method, body);
  const hono = await ask(honoPort, url, headers, method, body);
  return { fast, hono, answeredByHono: honoCalls !== before };
}

describe("kept answers sent before Hono", () => {
  const kinds: [string, string, Record<string, string>][] = [
    ["a static file", "/favicon.svg", {}],
    ["a built asset", ASSET, {}],
    ["a data file", "/.data/games.dat", {}],
    ["the page shell", "/games-all", {}],
    ["the page shell for a request with cookies", "/games-all", { cookie: "seen=1" }],
    ["the page shell of an unknown page (404)", "/no-such-page", {}],
    ["a pin's SVG art", "/api/pin/ACORN-A", {}],
    ["a pin's PNG", "/api/pin/LION-B.png", {}],
    // Canyon's art has no filter: rendered in about a second, where the default board's grain and
    // blurs take 5-12 s of sharp's work at full size (pinImages.test.ts renders every board).
    ["a pinboard's picture", "/img/pboards/CAN.jpg", {}],
    ["a pinboard's small picture", "/img/pboards/WC1-sm.jpg", {}],
    ["a public GraphQL GET", GAMES, { accept: "application/graphql-response+json" }],
    ["{ __typename } by GET from another origin", TYPENAME, { origin: "https://elsewhere.example" }],
    ["a public GraphQL GET from the portal's own page", TYPENAME, { origin: "http://localhost" }],
  ];
  for (const [kind, url, headers] of kinds) {
    test(`${kind}: the same status, headers and body as Hono's, compressed or not`, async () => {
      for (const encoding of [BROWSER, { "accept-encoding": "gzip" }, {}]) {
        const { fast, hono, answeredByHono } = await askBoth(url, { ...headers, ...encoding });
        expect(answeredByHono).toBe(false);
        expect(comparable(fast)).toEqual(comparable(hono));
        expect(fast.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      }
    });
  }

  const posts: [string, string, Record<string, string>][] = [
    ["games(first:19) by POST from a program", GAMES_BODY, {}],
    ["{ __typename } by POST from the portal's page", TYPENAME_BODY, { origin: "http://localhost", "sec-fetch-site": "same-origin" }],
    ["{ __typename } by POST naming only Sec-Fetch-Site", TYPENAME_BODY, { "sec-fetch-site": "same-origin", cookie: "a=b" }],
  ];
  for (const [kind, body, headers] of posts) {
    test(`${kind}: the same answer as Hono's`, async () => {
      for (const encoding of [BROWSER, {}]) {
        const { fast, hono, answeredByHono } = await askBoth("/graphql", { "content-type": "application/json", ...headers, ...encoding }, "POST", body);
        expect(answeredByHono).toBe(false);
        expect(comparable(fast)).toEqual(comparable(hono));
        expect(fast.body.length).toBeGreaterThan(0);
      }
    });
  }

  test("a POST whose bytes differ from every kept one is read, then answered by Hono", async () => {
    const json = { "content-type": "application/json", host: "localhost" };
    await askBoth("/graphql", json, "POST", TYPENAME_BODY);
    const other = JSON.stringify({ query: "{ __typename }", variables: {} });
    const before = honoCalls;
    const fast = await ask(fastPort, "/graphql", json, "POST", other);
    expect(honoCalls).toBe(before + 1);
    const hono = await ask(honoPort, "/graphql", json, "POST", other);
    expect(fast.status).toBe(200);
    expect(fast.body.toString()).toBe('{"data":{"__typename":"Query"}}');
    // Read by Hono the first time it was asked of the fast server: kept since, as the Hono-only server's.
    expect(comparable(fast).body).toBe(comparable(hono).body);
  });

  test("a kept POST still passes the guards: what they refuse gets the same refusal both ways", async () => {
    const json = { "content-type": "application/json", host: "localhost" };
    await askBoth("/graphql", json, "POST", TYPENAME_BODY);
    const refused: [Record<string, string | string[]>, number][] = [
      [{ origin: "https://elsewhere.example" }, 403],
      [{ cookie: "a=b" }, 403],
      [{ "sec-fetch-site": "cross-site" }, 403],
      [{ "content-type": "text/plain" }, 415],
      // Node keeps the first of a repeated Content-Type; Hono sees both, which is no JSON.
      [{ "content-type": ["application/json", "text/plain"] }, 415],
    ];
    for (const [headers, status] of refused) {
      const before = honoCalls;
      const fast = await ask(fastPort, "/graphql", { ...json, ...headers }, "POST", TYPENAME_BODY);
      const hono = await ask(honoPort, "/graphql", { ...json, ...headers }, "POST", TYPENAME_BODY);
      expect(honoCalls, JSON.stringify(headers)).toBe(before + 1);
      expect(fast.status, JSON.stringify(headers)).toBe(status);
      expect(comparable(fast)).toEqual(comparable(hono));
    }
  });

  test("bodies the guards refuse (too large, text PostgreSQL cannot store) get the same refusal both ways", async () => {
    const json = { "content-type": "application/json", host: "localhost" };
    const bodies: [string, number][] = [
      [JSON.stringify({ query: "{ __typename }", variables: { padding: "x".repeat(300 * 1024) } }), 413],
      [JSON.stringify({ query: "{ __typename }", variables: { text: "a\u0000b" } }), 400],
    ];
    for (const [body, status] of bodies) {
      const fast = await ask(fastPort, "/graphql", json, "POST", body);
      const hono = await ask(honoPort, "/graphql", json, "POST", body);
      expect(fast.status).toBe(status);
      expect(comparable(fast)).toEqual(comparable(hono));
    }
  });

  test("a revalidation gets the same 304 in every encoding, and a client's request id is echoed as Hono does", async () => {
    for (const encoding of [BROWSER, { "accept-encoding": "gzip" }, {}]) {
      const first = await ask(fastPort, "/favicon.svg", encoding);
      const etag = String(first.headers.etag);
      const { fast, hono, answeredByHono } = await askBoth("/favicon.svg", { ...encoding, "if-none-match": etag, "x-request-id": "trace-42" });
      expect(answeredByHono).toBe(false);
      expect(fast.status).toBe(304);
      expect(comparable(fast)).toEqual(comparable(hono));
      expect(fast.headers["x-request-id"]).toBe("trace-42");
      expect(hono.headers["x-request-id"]).toBe("trace-42");
    }
  });

  test("each answer gets its own request id", async () => {
    const [a, b] = [await ask(fastPort, "/favicon.svg"), await ask(fastPort, "/favicon.svg")];
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
    // A client's id is never kept for the next request (answers share their header arrays).
    await ask(fastPort, "/favicon.svg", { "x-request-id": "trace-43" });
    expect((await ask(fastPort, "/favicon.svg")).headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("requests with a body, other methods and other Accept headers go to Hono", async () => {
    await ask(fastPort, GAMES);
    for (const [method, headers] of [
      ["GET", { "content-length": "0" }],
      ["HEAD", {}],
      ["GET", { accept: "text/event-stream" }],
    ] as const) {
      const before = honoCalls;
      await ask(fastPort, GAMES, headers, method);
      expect(honoCalls, `${method} ${JSON.stringify(headers)}`).toBe(before + 1);
    }
    const before = honoCalls;
    const refused = await ask(fastPort, "/graphql", { "content-type": "application/json", origin: "https://elsewhere.example" }, "POST", JSON.stringify({ query: "{ __typename }" }));
    expect(refused.status).toBe(403);
    expect(honoCalls).toBe(before + 1);
  });

  test("a catalog reload empties the table: the next request is Hono's again", async () => {
    await askBoth("/games-all", BROWSER);
    events.publish("dataDateChanged", new Date(Date.now() + 60_000));
    await new Promise((resolve) => setImmediate(resolve));
    const before = honoCalls;
    await ask(fastPort, "/games-all", BROWSER);
    expect(honoCalls).toBe(before + 1);
    await ask(fastPort, "/games-all", BROWSER);
    expect(honoCalls).toBe(before + 1);
  });
});
