import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gameManifests } from "../games/registry.ts";
import { CHROMIUM, CHROMIUM_ARGS } from "../tests/support/chromium.ts";
import { startBenchPortal } from "./benchPortal.ts";

/** The pages the issue sets Lighthouse goals for (performance >= 95, accessibility and SEO 100). */
export const LIGHTHOUSE_PAGES = [
  { name: "home", path: "/" },
  { name: "All Games", path: "/games-all" },
  { name: "game load", path: "/game/rivers-of-gold-solitaire/load" },
] as const;

/** Every game's frame page, /play/{slug}/, as the portal frames it (issue 31: performance >= 95 each). */
export const LIGHTHOUSE_FRAMES = gameManifests.map((game) => ({ name: `/play/${game.slug}/`, path: `/play/${game.slug}/` }));

export interface LighthouseRow {
  page: string;
  /** The median run's. */
  performance: number;
  /** Every run's, in order. */
  performanceRuns: number[];
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits below full marks in the accessibility, SEO and best-practices categories, by id. */
  failing: string[];
}

const CATEGORIES = ["performance", "accessibility", "seo", "best-practices"] as const;

/**
 * How many times each page is measured: Lighthouse's own guidance for variable machines is the
 * median of several runs (one run's TBT moved between 60 and 400 ms here on a shared machine).
 */
/** Runs per page (LIGHTHOUSE_RUNS, default 3): the score moves with the host, the median holds better. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** One Lighthouse run of a page, in a browser of its own. */
async function measure(url: string, name: string): Promise<LighthouseRow> {
  // A browser of its own for each run, as Lighthouse's command line does: each page is measured
  // as a first visit (no cookie from the page before), which is what the server renders.
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS, logLevel: "silent" });
  try {
    const run = () => lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: [...CATEGORIES] });
    // Chromium's trace recording occasionally fails (NO_NAVSTART on a busy machine): one more try.
    let result = await run();
    if (result?.lhr.runtimeError) result = await run();
    if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${result?.lhr.runtimeError?.message ?? "no result"}`);
    const { categories, audits } = result.lhr;
    // The whole report, for the audits' details (which element, which resource), when asked for.
    const reportDir = process.env.LIGHTHOUSE_JSON_DIR;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(path.join(reportDir, `${name.replace(/\W+/g, "-")}.json`), JSON.stringify(result.lhr, null, 1));
    }
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
    const millis = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    const failing = CATEGORIES.filter((id) => id !== "performance").flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    );
    const performance = score("performance");
    return {
      page: name,
      performance,
      performanceRuns: [performance],
      accessibility: score("accessibility"),
      seo: score("seo"),
      bestPractices: score("best-practices"),
      lcpMs: millis("largest-contentful-paint"),
      fcpMs: millis("first-contentful-paint"),
      tbtMs: millis("total-blocking-time"),
      cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN).toFixed(3)),
      failing,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's default (mobile) preset on each page of the portal at `baseUrl`: simulated slow 4G
 * and a mid-range phone's CPU, so the figures still depend on this machine's speed. Each page's
 * row is its median run by performance, with every run's performance score beside it.
 */
export async function runLighthouseBench(baseUrl: string, pages: readonly { name: string; path: string }[] = LIGHTHOUSE_PAGES): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const page of pages) {
    const runs: LighthouseRow[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(new URL(page.path, baseUrl).href, page.name));
    const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(RUNS / 2)]!;
    rows.push({ ...median, performanceRuns: runs.map((run) => run.performance) });
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const portal = await startBenchPortal();
  try {
    // Paths on the command line measure those pages instead (npx tsx bench/lighthouse.ts /games-all).
    const paths = process.argv.slice(2);
    const rows = await runLighthouseBench(portal.url, paths.length > 0 ? paths.map((path) => ({ name: path, path })) : LIGHTHOUSE_PAGES);
    console.table(rows.map(({ failing, performanceRuns, ...row }) => ({ ...row, runs: performanceRuns.join(" "), failing: failing.join(" ") })));
  } finally {
    await portal.stop();
  }
}
