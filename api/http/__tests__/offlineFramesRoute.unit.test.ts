import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OfflineFrames } from "../../../shared/offlineFrames.ts";
import { offlineFramesRoute, readOfflineFrames } from "../offlineFramesRoute.ts";
import { securityHeaders } from "../securityHeaders.ts";

const HASH = `sha256-${"A".repeat(43)}=`;
const FRAMES: OfflineFrames = { SUD: { slug: "sudoku-relics", script: "sudoku-relics.0123456789ab.js", style: "sudoku-relics.ba9876543210.css", scriptHash: HASH } };

describe("offlineFramesRoute", () => {
  let dir: string;
  let route: Hono;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "offline-frames-"));
    await writeFile(path.join(dir, "manifest.json"), JSON.stringify(FRAMES));
    await writeFile(path.join(dir, FRAMES.SUD!.script), "console.log('sudoku')");
    await writeFile(path.join(dir, FRAMES.SUD!.style), "body{}");
    await writeFile(path.join(dir, "unlisted.0123456789ab.js"), "not served");
    route = offlineFramesRoute(dir, readOfflineFrames(dir));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("reads the build's manifest, and takes a missing or malformed one as no offline frame", async () => {
    expect(readOfflineFrames(dir)).toEqual(FRAMES);
    expect(readOfflineFrames(path.join(dir, "nowhere"))).toEqual({});
    const bad = await mkdtemp(path.join(tmpdir(), "offline-frames-bad-"));
    await writeFile(path.join(bad, "manifest.json"), JSON.stringify({ SUD: { slug: "x", script: "../../etc/passwd", style: "a.css", scriptHash: "no" } }));
    expect(readOfflineFrames(bad)).toEqual({});
    await rm(bad, { recursive: true, force: true });
  });

  it("serves the manifest revalidated, and the listed files cached for good", async () => {
    const manifest = await route.request("/manifest.json");
    expect(manifest.headers.get("cache-control")).toBe("no-cache");
    expect(await manifest.json()).toEqual(FRAMES);
    const script = await route.request(`/${FRAMES.SUD!.script}`);
    expect(script.status).toBe(200);
    expect(script.headers.get("cache-control")).toContain("immutable");
    expect(script.headers.get("content-type")).toContain("javascript");
    expect(await script.text()).toBe("console.log('sudoku')");
  });

  it("answers 404 to any other name: unlisted files, other folders, encoded traversal, odd methods", async () => {
    for (const name of ["/unlisted.0123456789ab.js", "/..%2Fmanifest.json", "/%2e%2e/%2e%2e/etc/passwd", "/sub/dir.js", "/", `/${FRAMES.SUD!.script}%00`, `/${"a".repeat(5000)}.js`]) {
      expect((await route.request(name)).status, name).toBe(404);
    }
    expect((await route.request("/manifest.json", { method: "POST" })).status).toBe(404);
  });

  it("the portal's policy lets exactly the offline frames' scripts run inline", async () => {
    const app = new Hono();
    app.use(securityHeaders(undefined, undefined, [HASH]));
    app.get("/", (c) => c.text("page"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const policy = (await app.request("/")).headers.get("content-security-policy") ?? "";
    const scriptSrc = policy.split(";").map((directive) => directive.trim()).find((directive) => directive.startsWith("script-src")) ?? "";
    expect(scriptSrc).toContain(`'${HASH}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});
