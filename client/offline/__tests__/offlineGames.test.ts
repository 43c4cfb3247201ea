import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OfflineFrames } from "../../../shared/offlineFrames.ts";

const frame = (name: string) => ({ slug: name, script: `${name}.0123456789ab.js`, style: `${name}.0123456789ab.css`, scriptHash: `sha256-${"A".repeat(43)}=` });
const FRAMES: OfflineFrames = { KLO: frame("klondike"), SPI: frame("spider") };
const MANIFEST_URL = "/play-offline/manifest.json";

/** A fetch that answers the manifest with each of `answers` in turn (the last one after that), and any file with its name. */
function serve(...answers: Array<() => Response>) {
  const manifestReads = { count: 0 };
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url !== MANIFEST_URL) return new Response(url);
    const answer = answers[Math.min(manifestReads.count, answers.length - 1)]!;
    manifestReads.count++;
    return answer();
  });
  vi.stubGlobal("fetch", fetch);
  return manifestReads;
}

const manifest = () => Response.json(FRAMES);
const refused = () => new Response("down", { status: 503 });
const unreachable = (): Response => {
  throw new TypeError("Failed to fetch");
};

/** The module afresh: it reads the manifest once a page, and each test is a page. */
async function freshModule() {
  vi.resetModules();
  return import("../offlineGames.ts");
}

beforeEach(() => {
  const kept = new Map<string, Response>();
  vi.stubGlobal("caches", {
    open: async () => ({
      match: async (url: string) => kept.get(url),
      add: async (url: string) => void kept.set(url, new Response(url)),
    }),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("keepOfflineFrame", () => {
  it("reads the manifest once a page, whatever the number of games started", async () => {
    const reads = serve(manifest);
    const { keepOfflineFrame } = await freshModule();
    expect(await Promise.all([keepOfflineFrame("KLO"), keepOfflineFrame("SPI")])).toEqual([
      { script: "/play-offline/klondike.0123456789ab.js", style: "/play-offline/klondike.0123456789ab.css" },
      { script: "/play-offline/spider.0123456789ab.js", style: "/play-offline/spider.0123456789ab.css" },
    ]);
    expect(await keepOfflineFrame("KLO")).not.toBeNull();
    // A game without an offline frame is none, from the same manifest.
    expect(await keepOfflineFrame("WRD")).toBeNull();
    expect(reads.count).toBe(1);
  });

  it("reads it again at the next start after a refusal", async () => {
    const reads = serve(refused, manifest);
    const { keepOfflineFrame } = await freshModule();
    expect(await keepOfflineFrame("KLO")).toBeNull();
    expect(await keepOfflineFrame("KLO")).not.toBeNull();
    expect(await keepOfflineFrame("SPI")).not.toBeNull();
    expect(reads.count).toBe(2);
  });

  it("reads it again at the next start after a lost connection or a manifest it cannot read", async () => {
    const reads = serve(unreachable, () => Response.json({ KLO: { slug: "broken" } }), manifest);
    const { keepOfflineFrame } = await freshModule();
    await expect(keepOfflineFrame("KLO")).rejects.toThrow("Failed to fetch");
    expect(await keepOfflineFrame("KLO")).toBeNull();
    expect(await keepOfflineFrame("KLO")).not.toBeNull();
    expect(await keepOfflineFrame("KLO")).not.toBeNull();
    expect(reads.count).toBe(3);
  });
});
