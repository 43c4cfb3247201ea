import { fork, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { ROOT_DIR } from "../api/config.ts";
import type { RecordedResponse } from "./httpServers.ts";
import { httpLoad, median } from "./measures.ts";

/**
 * The portal's hot HTTP paths against a bare node:http server answering the same bytes, measured
 * in the same run with autocannon: the ratio is what counts (the machine is shared, absolute
 * figures are noisy). Also the portal's peak RSS under each load, and each server's CPU time per answer
 * (read from /proc), which moves less than rates when other processes share the cores.
 */

/** Measured seconds per path and server, in alternating one-second rounds (see `measure`). */
const DURATION_S = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 50);
const WARMUP_S = 1;
/** Only the paths whose label contains this text (e.g. BENCH_HTTP_ONLY=GraphQL). */
const ONLY = process.env.BENCH_HTTP_ONLY;
/** What a browser sends on every request, so compression is negotiated as it would be. */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "*/*", "user-agent": "bench" };

const GAMES_QUERY = "query HomeGames { games(first: 19) { edges { node { id code slug name short category { name } thumbnailUrl } } } }";

interface BenchCase {
  label: string;
  goal: number;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A check of the recorded answer, so a fast error is never measured as success. */
  expect: (status: number, body: Buffer) => boolean;
}

export interface HttpBenchRow {
  label: string;
  portal: number;
  bare: number;
  ratio: number;
  /** Server CPU time per answer (user + system), in microseconds: steadier than rates on a shared machine. */
  portalCpuUs: number;
  bareCpuUs: number;
  goal: number;
  peakRssMb: number;
  errors: number;
}

const graphqlPost = (query: string) => ({
  method: "POST" as const,
  path: "/graphql",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ query }),
});

const isOk = (status: number) => status === 200;

/** The entry script index.html loads: a hashed asset, served as immutable. */
function entryAsset(): string {
  const html = readFileSync(path.join(ROOT_DIR, "dist", "client", "index.html"), "utf8");
  const match = /src="(\/assets\/[^"]+\.js)"/.exec(html);
  if (!match?.[1]) throw new Error("dist/client/index.html names no script: run `npm run build` first.");
  return match[1];
}

function benchCases(): BenchCase[] {
  return [
    { label: "GraphQL games(first:19), POST", goal: 0.3, ...graphqlPost(GAMES_QUERY), expect: (s, b) => isOk(s) && b.includes('"edges"') },
    {
      label: "GraphQL games(first:19), GET",
      goal: 0.3,
      method: "GET",
      path: `/graphql?query=${encodeURIComponent(GAMES_QUERY)}`,
      expect: (s, b) => isOk(s) && b.includes('"edges"'),
    },
    { label: "GraphQL { __typename }", goal: 0.3, ...graphqlPost("{ __typename }"), expect: (s, b) => isOk(s) && b.includes('"Query"') },
    { label: "GET /.data/games.dat", goal: 0.5, method: "GET", path: "/.data/games.dat", expect: isOk },
    { label: "GET /favicon.svg", goal: 0.5, method: "GET", path: "/favicon.svg", expect: isOk },
    { label: "GET /assets/ (entry script)", goal: 0.5, method: "GET", path: entryAsset(), expect: isOk },
    { label: "GET /games-all (HTML shell)", goal: 0.5, method: "GET", path: "/games-all", expect: (s, b) => isOk(s) && b.length > 0 },
  ];
}

const CHILD = fileURLToPath(new URL("./httpServers.ts", import.meta.url));

async function startChild(role: "portal" | "bare"): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(CHILD, [role], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`The ${role} server exited (code ${code}) before listening.`)));
    child.on("message", (message: { port?: number }) => {
      if (message.port !== undefined) resolve(message.port);
    });
  });
  return { child, port };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.disconnect();
  });
}

/** One raw request (no decompression, unlike fetch), to record exactly what the portal sends. */
function rawRequest(port: number, bench: BenchCase): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, method: bench.method, path: bench.path, headers: { ...BROWSER_HEADERS, ...bench.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value === undefined || ["date", "connection", "keep-alive", "transfer-encoding", "content-length"].includes(name)) continue;
          headers[name] = Array.isArray(value) ? value.join(", ") : value;
        }
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end(bench.body);
  });
}

function peakRssSampler(pid: number): { stop(): number } {
  let peak = 0;
  const sample = () => {
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
      if (kb) peak = Math.max(peak, Number(kb) * 1024);
    } catch {
      // Not Linux, or the process is gone: no figure.
    }
  };
  sample();
  const timer = setInterval(sample, 200);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

/** CPU time (user + system) a process has used so far, in microseconds; 0 off Linux. */
interface Server {
  port: number;
  pid: number;
}

interface Load {
  rate: number;
  errors: number;
  /** The server's CPU time per answer, in microseconds. */
  cpuUs: number;
}

async function load(server: Server, bench: BenchCase, seconds: number): Promise<Load> {
  const run = await httpLoad({
    url: `http://localhost:${server.port}${bench.path}`,
    method: bench.method,
    ...(bench.body === undefined ? {} : { body: bench.body }),
    connections: CONNECTIONS,
    seconds,
    headersOf: () => ({ ...BROWSER_HEADERS, ...bench.headers }),
    pid: server.pid,
  });
  return { rate: run.answered / seconds, errors: run.errors, cpuUs: run.answered > 0 ? (run.cpuMs * 1000) / run.answered : 0 };
}

/**
 * The machine is shared, so its load changes from second to second: the portal and the bare
 * server take turns in one-second rounds, and the ratio is the median of the rounds' ratios.
 */
async function measure(portal: Server, bare: Server, bench: BenchCase): Promise<Omit<HttpBenchRow, "label" | "goal" | "peakRssMb">> {
  const portalLoads: Load[] = [];
  const bareLoads: Load[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < Math.max(1, DURATION_S); round++) {
    const portalFirst = round % 2 === 0;
    const a = await load(portalFirst ? portal : bare, bench, 1);
    const b = await load(portalFirst ? bare : portal, bench, 1);
    const [portalLoad, bareLoad] = portalFirst ? [a, b] : [b, a];
    portalLoads.push(portalLoad);
    bareLoads.push(bareLoad);
    ratios.push(bareLoad.rate > 0 ? portalLoad.rate / bareLoad.rate : 0);
  }
  return {
    portal: median(portalLoads.map((l) => l.rate)),
    bare: median(bareLoads.map((l) => l.rate)),
    ratio: median(ratios),
    portalCpuUs: median(portalLoads.map((l) => l.cpuUs)),
    bareCpuUs: median(bareLoads.map((l) => l.cpuUs)),
    errors: [...portalLoads, ...bareLoads].reduce((sum, l) => sum + l.errors, 0),
  };
}

export async function benchHttp(log: (line: string) => void = console.log): Promise<HttpBenchRow[]> {
  const cases = benchCases().filter((bench) => !ONLY || bench.label.includes(ONLY));
  log(
    `HTTP: autocannon, ${CONNECTIONS} connections; portal and bare node:http in separate processes, taking turns in ${DURATION_S} one-second rounds each after ${WARMUP_S} s of warm-up; medians, ratio = median of the rounds' ratios.`,
  );
  log(HTTP_TABLE_HEADER);
  const portalChild = await startChild("portal");
  const bareChild = await startChild("bare");
  const portal: Server = { port: portalChild.port, pid: portalChild.child.pid ?? 0 };
  const bare: Server = { port: bareChild.port, pid: bareChild.child.pid ?? 0 };
  try {
    const recorded: RecordedResponse[] = [];
    for (const bench of cases) {
      const response = await rawRequest(portal.port, bench);
      const encoding = response.headers["content-encoding"];
      const decoded = encoding === "br" ? brotliDecompressSync(response.body) : encoding === "gzip" ? gunzipSync(response.body) : response.body;
      if (!bench.expect(response.status, decoded)) {
        throw new Error(`${bench.label}: the portal answered ${response.status} ${decoded.toString("utf8", 0, 300)}`);
      }
      const headers = { ...response.headers, "content-length": String(response.body.length) };
      recorded.push({ key: `${bench.method} ${bench.path}`, status: response.status, headers, bodyBase64: response.body.toString("base64") });
    }
    await new Promise<void>((resolve) => {
      bareChild.child.once("message", () => resolve());
      bareChild.child.send({ responses: recorded });
    });

    // Right after its start the portal is still settling (JIT, the database's first plans): every
    // path is exercised once before anything is measured.
    for (const bench of cases) await load(portal, bench, 2);
    const rows: HttpBenchRow[] = [];
    for (const bench of cases) {
      await load(portal, bench, WARMUP_S);
      await load(bare, bench, WARMUP_S);
      const sampler = peakRssSampler(portal.pid);
      const measured = await measure(portal, bare, bench);
      const row = { label: bench.label, ...measured, goal: bench.goal, peakRssMb: sampler.stop() / 1e6 };
      log(formatHttpRow(row));
      rows.push(row);
    }
    return rows;
  } finally {
    await Promise.all([stopChild(portalChild.child), stopChild(bareChild.child)]);
  }
}

export function formatHttpRow(row: HttpBenchRow): string {
  const verdict = row.ratio >= row.goal ? "ok" : "BELOW GOAL";
  const cpuRatio = row.portalCpuUs > 0 ? `${((row.bareCpuUs / row.portalCpuUs) * 100).toFixed(0)}%` : "n/a";
  return `| ${row.label} | ${row.portal.toFixed(0)} req/s | ${row.bare.toFixed(0)} req/s | ${(row.ratio * 100).toFixed(1)}% (goal ${row.goal * 100}%, ${verdict}) | ${row.portalCpuUs.toFixed(0)} µs / ${row.bareCpuUs.toFixed(0)} µs (${cpuRatio}) | ${row.peakRssMb.toFixed(0)} MB |${row.errors ? ` ${row.errors} errors` : ""}`;
}

export const HTTP_TABLE_HEADER = "| path | portal | bare node:http | ratio | server CPU per answer, portal / bare (bare ÷ portal) | portal peak RSS |\n|---|---|---|---|---|---|";

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchHttp((line) => console.log(line));
}
