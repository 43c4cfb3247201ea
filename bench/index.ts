import { startBenchPortal } from "./benchPortal.ts";
import { bundleSizes } from "./bundles.ts";
import { benchChat } from "./chat.ts";
import { benchGameMotion } from "./gameMotion.ts";
import { benchHttp } from "./http.ts";
import { benchLeaderboards } from "./leaderboards.ts";
import { LIGHTHOUSE_FRAMES, runLighthouseBench, type LighthouseRow } from "./lighthouse.ts";
import { benchPlay } from "./play.ts";
import { benchPlayDoor } from "./playDoor.ts";
import { benchPurchases } from "./purchases.ts";
import { benchSignedInReads } from "./signedInReads.ts";

/**
 * `npm run bench`: every figure of issue 9, printed as Markdown tables (paste them into
 * bench/RESULTS.md). `npm run bench -- http purchases` runs only the named parts. Each part that
 * fails is reported and the others still run; the exit code says whether all of them ran.
 */
const PARTS: Record<string, () => Promise<void>> = {
  http: async () => {
    await benchHttp((line) => console.log(line));
  },
  signedin: async () => {
    await benchSignedInReads((line) => console.log(line));
  },
  purchases: async () => {
    await benchPurchases((line) => console.log(line));
  },
  play: async () => {
    const rows = await benchPlay((line) => console.log(line));
    const replay = rows.at(-1)!.cpuMs;
    console.log("| call | portal CPU per call (median) | goal | the replay's share | SQL statements |\n|---|---|---|---|---|");
    const goals: Record<string, string> = { startGame: "<= 3 ms", finishGame: "<= 5 ms" };
    for (const row of rows) {
      const goal = goals[row.call.split(" ")[0]!] ?? "";
      console.log(`| ${row.call} | ${row.cpuMs.toFixed(2)} ms | ${goal} | ${row.call.startsWith("finishGame") ? `${Math.round((replay / row.cpuMs) * 100)}%` : ""} | ${row.statements ?? ""} |`);
    }
    const doors = await benchPlayDoor((line) => console.log(line));
    console.log("| request | portal process CPU per request (mean) | calls timed |\n|---|---|---|");
    for (const row of doors) console.log(`| ${row.call} | ${row.cpuMs.toFixed(2)} ms | ${row.calls} |`);
  },
  leaderboards: async () => {
    const rows = await benchLeaderboards((line) => console.log(line));
    console.log("| read | portal (domain, Prisma) | bare pg | ratio (bare / portal) |\n|---|---|---|---|");
    for (const row of rows) console.log(`| ${row.read} | ${row.portal.toFixed(2)} ms | ${row.bare.toFixed(2)} ms | ${Math.round(row.ratio * 100)}% |`);
  },
  chat: async () => {
    console.log("Chat: one room's open pages, a burst of 20 messages through postChatMessage (deliveries per second, and each page's delay from the post), against a bare `ws` server sending the same frames:");
    console.log("| pages | portal deliveries/s | p50 | p99 | bare deliveries/s | p50 | p99 | ratio (portal / bare) | portal RSS per idle page |\n|---|---|---|---|---|---|---|---|---|");
    for (const row of await benchChat()) {
      console.log(
        `| ${row.readers} | ${row.portal.perSecond} | ${row.portal.p50Ms} ms | ${row.portal.p99Ms} ms | ${row.bare.perSecond} | ${row.bare.p50Ms} ms | ${row.bare.p99Ms} ms | ${((row.portal.perSecond / row.bare.perSecond) * 100).toFixed(1)}% | ${row.portalKbPerSocket} KB |`,
      );
    }
  },
  bundles: async () => {
    console.log("Client bundles (gzip, from dist/client/.vite/manifest.json):");
    console.log("| bundle | files | JS gzip | CSS gzip |\n|---|---|---|---|");
    for (const row of bundleSizes()) console.log(`| ${row.bundle} | ${row.files} | ${row.jsGzipKB} KB | ${row.cssGzipKB} KB |`);
  },
  motion: async () => {
    console.log("Long tasks during one move on Chromium's 4x CPU throttle (the longest task of each of 5 rounds, ms; 0: none over 50 ms):");
    console.log("| move | motion | longest tasks | median | rounds over 50 ms |\n|---|---|---|---|---|");
    for (const row of await benchGameMotion()) {
      const sorted = [...row.longest].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
      console.log(`| ${row.move} | ${row.motion} | ${row.longest.join(", ")} | ${median} | ${row.longest.filter((ms) => ms > 50).length} of ${row.longest.length} |`);
    }
  },
  lighthouse: async () => {
    await lighthouseTable();
  },
  frames: async () => {
    await lighthouseTable(LIGHTHOUSE_FRAMES);
  },
};

/** Lighthouse on the portal's pages (or on the given ones), printed as a table. */
async function lighthouseTable(pages?: readonly { name: string; path: string }[]): Promise<void> {
  const portal = await startBenchPortal();
  try {
    console.log("Lighthouse, default mobile preset, median of 3 runs by performance (the runs' scores in brackets):");
    console.log("| page | performance | accessibility | SEO | best practices | LCP | FCP | TBT | CLS |\n|---|---|---|---|---|---|---|---|---|");
    const rows: LighthouseRow[] = await runLighthouseBench(portal.url, pages);
    for (const row of rows) {
      console.log(
        `| ${row.page} | ${row.performance} (${row.performanceRuns.join(", ")}) | ${row.accessibility} | ${row.seo} | ${row.bestPractices} | ${row.lcpMs} ms | ${row.fcpMs} ms | ${row.tbtMs} ms | ${row.cls} |` +
          (row.failing.length ? ` failing: ${row.failing.join(", ")}` : ""),
      );
    }
  } finally {
    await portal.stop();
  }
}

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !Object.hasOwn(PARTS, name));
if (unknown.length > 0) {
  console.error(`Unknown bench part(s): ${unknown.join(", ")}. Parts: ${Object.keys(PARTS).join(", ")}.`);
  process.exit(2);
}

console.log(`Bench of ${new Date().toISOString()}, Node ${process.version}.`);
let failed = 0;
for (const name of asked.length > 0 ? asked : Object.keys(PARTS)) {
  console.log(`\n## ${name}\n`);
  try {
    await PARTS[name]!();
  } catch (error) {
    failed++;
    console.error(`The ${name} bench failed: ${(error as Error).stack ?? String(error)}`);
  }
}
process.exit(failed > 0 ? 1 : 0);
