import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { createTestApp } from "../../../tests/support/testApp.ts";
import { useCatalogDatabase } from "../../../tests/support/testDatabase.ts";

/**
 * What is computed once and answered from memory: data files, the built client, the HTML shell
 * and public GraphQL answers, each negotiated (brotli, gzip, none) and revalidated by ETag; and
 * what never is: answers that depend on the viewer.
 */

const database = useCatalogDatabase();
let clientDistDir: string;
let app: ReturnType<typeof createTestApp>["app"];

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `word${i}`))};\n`;

beforeAll(async () => {
  clientDistDir = await mkdtemp(path.join(os.tmpdir(), "portal-client-"));
  // Large enough to be worth compressing, as the real shell is.
  const noscript = `<noscript>${"This portal needs JavaScript. ".repeat(40)}</noscript>`;
  await writeFile(path.join(clientDistDir, "index.html"), `<!doctype html><html><head><!--portal-head--></head><body><div id="root"></div>${noscript}</body></html>`);
  await mkdir(path.join(clientDistDir, "assets"));
  await writeFile(path.join(clientDistDir, "assets", "portal-Ab12Cd34.js"), SCRIPT);
  ({ app } = createTestApp(database.db, { clientDistDir }));
});
afterAll(() => rm(clientDistDir, { recursive: true, force: true }));

function decode(response: Response, bytes: Buffer): string {
  const encoding = response.headers.get("content-encoding");
  return (encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes).toString("utf8");
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await app.request(url, { headers });
  return { response, text: decode(response, Buffer.from(await response.arrayBuffer())) };
}

describe.each(["/.data/games.dat", "/assets/portal-Ab12Cd34.js", "/games-all"])("%s", (url) => {
  test("brotli, gzip or none as the client accepts, the same content each way, each with its own ETag", async () => {
    const plain = await get(url);
    const brotli = await get(url, { "accept-encoding": "gzip, deflate, br" });
    const gzipped = await get(url, { "accept-encoding": "gzip;q=1, br;q=0.5" });
    const refused = await get(url, { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(brotli.response.headers.get("content-encoding")).toBe("br");
    expect(gzipped.response.headers.get("content-encoding")).toBe("gzip");
    expect(refused.response.headers.get("content-encoding")).toBeNull();
    expect(brotli.text).toBe(plain.text);
    expect(gzipped.text).toBe(plain.text);
    // A page path's answer also depends on cookies: a first visit gets the page rendered.
    expect(brotli.response.headers.get("vary")).toBe(url === "/games-all" ? "Cookie, Accept-Encoding" : "Accept-Encoding");
    const etags = new Set([plain, brotli, gzipped].map(({ response }) => response.headers.get("etag")));
    expect(etags.size).toBe(3);
    // Security headers still come with answers made in advance.
    expect(brotli.response.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  test("304 with no body when the client holds any of its representations; 200 for another tag", async () => {
    for (const accept of ["", "br", "gzip"]) {
      const { response } = await get(url, { "accept-encoding": accept });
      const etag = response.headers.get("etag")!;
      const revalidated = await app.request(url, { headers: { "accept-encoding": "gzip, br", "if-none-match": `"other", ${etag}` } });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe("");
    }
    expect((await app.request(url, { headers: { "if-none-match": '"other"' } })).status).toBe(200);
  });
});

test("hashed assets are immutable; the HTML shell is always revalidated", async () => {
  expect((await get("/assets/portal-Ab12Cd34.js")).response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect((await get("/games-all")).response.headers.get("cache-control")).toBe("no-cache");
  expect((await get("/assets/portal-Ab12Cd34.js")).text).toBe(SCRIPT);
});

test("a 404 page carries no ETag and is never a 304", async () => {
  const { response } = await get("/no-such-page");
  expect(response.status).toBe(404);
  expect(response.headers.get("etag")).toBeNull();
  expect((await app.request("/no-such-page", { headers: { "if-none-match": "*" } })).status).toBe(404);
});

describe("GraphQL answers", () => {
  const GAMES = "{ games(first: 19) { edges { node { code name short } } } }";

  test("a public catalog answer is the same kept or not, compressed when accepted, with CORS for our own origin", async () => {
    const ask = (headers: Record<string, string> = {}) =>
      app.request("/graphql", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query: GAMES }) });
    const first = await ask();
    const firstText = await first.text();
    expect(JSON.parse(firstText)).toMatchObject({ data: { games: { edges: expect.arrayContaining([{ node: expect.objectContaining({ code: "BCA" }) }]) } } });
    const kept = await ask({ "accept-encoding": "br", origin: "http://localhost" });
    expect(kept.headers.get("content-encoding")).toBe("br");
    expect(decode(kept, Buffer.from(await kept.arrayBuffer()))).toBe(firstText);
    expect(kept.headers.get("access-control-allow-origin")).toBe("http://localhost");
    expect(kept.headers.get("access-control-allow-credentials")).toBe("true");
    expect(kept.headers.get("content-type")).toBe(first.headers.get("content-type"));
  });

  test("answers that depend on the viewer are never shared, even for the same request bytes", async () => {
    const query = "{ viewer { status email } }";
    const alice = new HttpClient(app);
    const bob = new HttpClient(app);
    const visitor = new HttpClient(app);
    expect((await alice.signUp("alice@example.test")).status).toBe(200);
    expect((await bob.signUp("bob@example.test")).status).toBe(200);
    for (let round = 0; round < 2; round++) {
      expect((await alice.graphql(query)).body.data).toEqual({ viewer: { status: "LOGGED_IN", email: "alice@example.test" } });
      expect((await bob.graphql(query)).body.data).toEqual({ viewer: { status: "LOGGED_IN", email: "bob@example.test" } });
      expect((await visitor.graphql(query)).body.data).toEqual({ viewer: { status: "ANONYMOUS", email: null } });
    }
  });

  test("an operation mixing public fields with the viewer is answered for each viewer", async () => {
    const query = "{ portal { name } viewer { email } }";
    const carol = new HttpClient(app);
    expect((await carol.signUp("carol@example.test")).status).toBe(200);
    expect((await new HttpClient(app).graphql(query)).body.data).toMatchObject({ viewer: { email: null } });
    expect((await carol.graphql(query)).body.data).toMatchObject({ viewer: { email: "carol@example.test" } });
  });
});
