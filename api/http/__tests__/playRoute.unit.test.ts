import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playDistDir, playRoute } from "../playRoute.ts";

describe("playRoute", () => {
  let dir: string;
  let route: ReturnType<typeof playRoute>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "play-route-"));
    await mkdir(path.join(dir, "word-hunch"));
    await mkdir(path.join(dir, "assets"));
    await writeFile(path.join(dir, "word-hunch", "index.html"), "<!doctype html><title>Word Hunch</title>");
    await writeFile(path.join(dir, "assets", "main-Ab12.js"), "console.log(1)");
    await writeFile(path.join(dir, "secret.txt"), "not served");
    route = playRoute(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("serves a game's page at its folder, revalidated", async () => {
    const response = await route.request("/word-hunch/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain("Word Hunch");
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
