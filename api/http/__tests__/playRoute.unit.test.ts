import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playDistDir, playRoute } from "../playRoute.ts";

/** A script long enough to be worth compressing. */
const SCRIPT = Array.from({ length: 200 }, (_, i) => `export const line${i} = "a game's code, line ${i}";`).join("\n");

describe("playRoute", () => {
  let dir: string;
  let route: ReturnType<typeof playRoute>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "play-route-"));
    await mkdir(path.join(dir, "word-hunch"));
    await mkdir(path.join(dir, "assets"));
    await writeFile(path.join(dir, "word-hunch", "index.html"), "<!doctype html><title>Word Hunch</title>");
    await writeFile(path.join(dir, "assets", "main-Ab12.js"), "console.log(1)");
    await writeFile(path.join(dir, "assets", "game-Cd34.js"), SCRIPT);
    await writeFile(path.join(dir, "secret.txt"), "not served");
    route = playRoute(dir, { publicUrl: "https://portal.example" });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("serves a game's page at its folder, revalidated", async () => {
    const response = await route.request("/word-hunch/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain("Word Hunch");
  });

  it("runs a game's page sandboxed, framed by the portal only, talking to the portal's API only", async () => {
    const policy = (await route.request("http://play.example/word-hunch/")).headers.get("content-security-policy") ?? "";
    const directives = new Map(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1).join(" ")]));
    expect(directives.get("sandbox")).toBe("allow-scripts allow-forms");
    expect(directives.get("frame-ancestors")).toBe("https://portal.example");
    expect(directives.get("connect-src")).toBe("https://portal.example");
    expect(directives.get("script-src")).toBe("http://play.example");
    expect(directives.get("default-src")).toBe("'none'");
  });

  it("lets the sandbox's opaque origin load the game's files", async () => {
    const response = await route.request("/assets/main-Ab12.js");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
  });

  it("sends a game's files and pages compressed to a browser that accepts it, and the same bytes to one that does not", async () => {
    const plain = await route.request("/assets/game-Cd34.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
    const brotli = await route.request("/assets/game-Cd34.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotli.headers.get("access-control-allow-origin")).toBe("*");
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(SCRIPT);
    const gzip = await route.request("/assets/game-Cd34.js", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT);
    // A page's policy comes with every representation of it.
    await writeFile(path.join(dir, "word-hunch", "index.html"), `<!doctype html><title>Word Hunch</title><style>${SCRIPT}</style>`);
    const page = await route.request("/word-hunch/", { headers: { "accept-encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    expect(page.headers.get("content-security-policy")).toContain("sandbox allow-scripts");
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toContain("Word Hunch");
  });

  it("answers a repeat with 304 by ETag, and shows a rebuilt page at once", async () => {
    const first = await route.request("/assets/game-Cd34.js");
    const again = await route.request("/assets/game-Cd34.js", { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    await writeFile(path.join(dir, "word-hunch", "index.html"), "<!doctype html><title>Word Hunch, rebuilt</title>");
    expect(await (await route.request("/word-hunch/")).text()).toContain("rebuilt");
  });

  it("sends the folder without its slash to the folder", async () => {
    const response = await route.request("/word-hunch");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/play/word-hunch/");
  });

  it("serves hashed assets as immutable with their type", async () => {
    const response = await route.request("/assets/main-Ab12.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/javascript");
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it.each(["/no-such-game/", "/assets/missing.js", "/assets/..%2Fsecret.txt", "/%2E%2E/secret.txt", "/word-hunch/index.html", "/word-hunch/../secret.txt", "/Word-Hunch/", "/assets/", "/Bad_Slug"])(
    "answers 404 for %s",
    async (url) => {
      const response = await route.request(url);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("not served");
    },
  );

  it("finds the build beside the portal's", () => {
    expect(playDistDir("/srv/app/dist/client")).toBe(path.join("/srv/app/dist", "play"));
  });
});
