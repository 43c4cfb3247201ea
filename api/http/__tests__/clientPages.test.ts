import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SLUGS_BY_ID } from "../../../tests/support/catalogFixtures.ts";
import { createTestApp } from "../../../tests/support/testApp.ts";
import { useCatalogDatabase } from "../../../tests/support/testDatabase.ts";

const database = useCatalogDatabase();
let clientDistDir: string;
let dataDate: Date;

// A stand-in for the built client: these tests are about statuses and files, not the app itself.
const PAGE_SCRIPT = `export const games = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `game ${index}`))};\n`;
// Level 1 and a comment in the header: bytes zlib's level 9 at serve time would never make.
const BUILD_GZIP = gzipSync(PAGE_SCRIPT, { level: 1 });
const INDEX_HTML = '<!doctype html><html><head><!--portal-head--></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  clientDistDir = await mkdtemp(path.join(os.tmpdir(), "portal-client-"));
  await writeFile(path.join(clientDistDir, "index.html"), INDEX_HTML);
  await mkdir(path.join(clientDistDir, "assets"));
  await writeFile(path.join(clientDistDir, "assets", "portal-Ab12Cd34.js"), "export {};\n");
  // Beside two scripts, gzip copies as the build writes them: one of its own file, one of another body.
  await writeFile(path.join(clientDistDir, "assets", "page-Ef56Gh78.js"), PAGE_SCRIPT);
  await writeFile(path.join(clientDistDir, "assets", "page-Ef56Gh78.js.gz"), BUILD_GZIP);
  await writeFile(path.join(clientDistDir, "assets", "stale-Ij90Kl12.js"), PAGE_SCRIPT);
  await writeFile(path.join(clientDistDir, "assets", "stale-Ij90Kl12.js.gz"), gzipSync(`${PAGE_SCRIPT}// another build\n`));
  dataDate = (await database.db.catalogState.findUniqueOrThrow({ where: { id: 1 } })).dataDate;
});
afterAll(() => rm(clientDistDir, { recursive: true, force: true }));

function appWith(publicUrl?: string) {
  return createTestApp(database.db, { clientDistDir, publicUrl }).app;
}

test("hashed assets are cached for a year, as immutable", async () => {
  const response = await appWith().request("http://localhost/assets/portal-Ab12Cd34.js");
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
});

describe("the build's gzip copies (<file>.gz)", () => {
  const get = (url: string, encoding: string) => appWith().request(url, { headers: { "accept-encoding": encoding } });

  test("are sent, as they are, to a client that accepts gzip but not brotli", async () => {
    const response = await get("http://localhost/assets/page-Ef56Gh78.js", "gzip");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(Buffer.from(await response.arrayBuffer()).equals(BUILD_GZIP)).toBe(true);
    const brotli = await get("http://localhost/assets/page-Ef56Gh78.js", "gzip, br");
    expect(brotli.headers.get("content-encoding")).toBe("br");
    const plain = await get("http://localhost/assets/page-Ef56Gh78.js", "identity");
    expect(await plain.text()).toBe(PAGE_SCRIPT);
  });

  test("of another body are left aside: the server's own gzip is sent", async () => {
    const response = await get("http://localhost/assets/stale-Ij90Kl12.js", "gzip");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(PAGE_SCRIPT);
  });

  test("are not files of their own at any URL", async () => {
    const response = await get("http://localhost/assets/page-Ef56Gh78.js.gz", "gzip");
    expect(response.status).toBe(404);
  });
});

describe("page statuses", () => {
  const PAGES = [
    "/",
    "/games-all",
    "/account",
    "/redeem",
    "/auth/new-account",
    "/game/KLO/load",
    "/game/klo/load",
    "/game/rivers-of-gold-solitaire/load",
    "/game-about/KLO",
    "/game-about/rivers-of-gold-solitaire",
    "/games-all/",
  ];
  const NOT_PAGES = [
    "/nope",
    "/games-all/more",
    "/game/XYZ/load",
    "/game/no-such-game/load",
    "/game-about/no-such-game",
    "/game-about/ZZZ",
    "/game/KLO",
    "/auth/elsewhere",
    "/assets/missing.js",
    "/index.html",
  ];

  test.each(PAGES)("%s answers 200 with the app", async (page) => {
    const response = await appWith().request(page);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  test.each(NOT_PAGES)("%s answers 404 with the app, which shows its not-found page", async (page) => {
    const response = await appWith().request(page);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain("<title>Playden</title>");
  });
});

describe("/robots.txt", () => {
  test("allows the public pages, keeps crawlers out of the API and the player's pages, and names the sitemap", async () => {
    const response = await appWith("https://games.example").request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /account",
        "Disallow: /redeem",
        "Disallow: /auth/",
        "",
        "Sitemap: https://games.example/sitemap.xml",
        "",
      ].join("\n"),
    );
  });

  test("without PUBLIC_URL the sitemap's URL uses the request's origin", async () => {
    const text = await (await appWith().request("http://portal.test:8080/robots.txt")).text();
    expect(text).toContain("Sitemap: http://portal.test:8080/sitemap.xml\n");
  });
});

describe("/sitemap.xml", () => {
  async function sitemapUrls(publicUrl: string | undefined, requestUrl: string): Promise<{ loc: string; lastmod: string }[]> {
    const response = await appWith(publicUrl).request(requestUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    return [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map(([, loc = "", lastmod = ""]) => ({ loc, lastmod }));
  }

  test("lists home, All Games and each game's about and load pages by slug, with absolute URLs", async () => {
    const urls = await sitemapUrls("https://games.example", "/sitemap.xml");
    const slugs = Object.values(SLUGS_BY_ID);
    expect(urls.map((url) => url.loc)).toEqual([
      "https://games.example/",
      "https://games.example/games-all",
      ...slugs.flatMap((slug) => [`https://games.example/game-about/${slug}`, `https://games.example/game/${slug}/load`]),
    ]);
    expect(new Set(urls.map((url) => url.lastmod))).toEqual(new Set([dataDate.toISOString()]));
  });

  test("every listed page answers 200", async () => {
    const app = appWith();
    for (const { loc } of await sitemapUrls(undefined, "http://portal.test/sitemap.xml")) {
      expect(loc.startsWith("http://portal.test/")).toBe(true);
      expect((await app.request(loc)).status, loc).toBe(200);
    }
  });
});
