import { readFileSync } from "node:fs";
import autocannon from "autocannon";

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** USER_HZ: 100 on every Linux build that matters. */
const CLOCK_TICKS_PER_SECOND = 100;

/** A process's CPU so far, in ms (user and system, all its threads); 0 once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: state is the 1st, utime the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** One run of a load generator or a bare client: answers per second, and those that failed. */
export interface Rate {
  rate: number;
  errors: number;
  /** The measured process's CPU per successful answer, in ms (0 when not measured). */
  cpuMs: number;
}

/** What one run of autocannon against a server did: answers, 2xx among them, failures, and the server's CPU. */
export interface HttpLoad {
  answered: number;
  ok: number;
  errors: number;
  /** The measured process's CPU over the run, in ms (0 when not measured). */
  cpuMs: number;
}

/**
 * Sends `method` requests to `url` over `connections` keep-alive connections for `seconds`
 * (autocannon); connection i sends `headersOf(i)`. When `pid` is given, that process's CPU over the
 * run is measured too.
 */
export async function httpLoad(options: {
  url: string;
  method: "GET" | "POST";
  body?: string;
  connections: number;
  seconds: number;
  headersOf: (connection: number) => Record<string, string>;
  pid?: number;
}): Promise<HttpLoad> {
  let next = 0;
  const cpuBefore = options.pid === undefined ? 0 : processCpuMs(options.pid);
  const result = await autocannon({
    url: options.url,
    method: options.method,
    headers: options.headersOf(0),
    ...(options.body === undefined ? {} : { body: options.body }),
    connections: options.connections,
    duration: options.seconds,
    setupClient: (client) => client.setHeaders(options.headersOf(next++)),
  });
  return {
    answered: result.requests.total,
    ok: result["2xx"],
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMs: options.pid === undefined ? 0 : processCpuMs(options.pid) - cpuBefore,
  };
}

/** POSTs `body` as httpLoad does; the rate counts 2xx answers, the CPU is per 2xx answer. */
export async function postRate(options: {
  url: string;
  body: string;
  connections: number;
  seconds: number;
  headersOf: (connection: number) => Record<string, string>;
  pid?: number;
}): Promise<Rate> {
  const load = await httpLoad({ ...options, method: "POST" });
  return { rate: load.ok / options.seconds, errors: load.errors, cpuMs: load.ok > 0 ? load.cpuMs / load.ok : 0 };
}

/**
 * `concurrency` loops running `once(i)` (true: it succeeded) for `seconds`, as a bare client
 * beside the portal does: the rate is successes per second.
 */
export async function loopRate(concurrency: number, seconds: number, once: (loop: number) => Promise<boolean>): Promise<Rate> {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, loop) => {
      while (performance.now() < end) {
        if (await once(loop)) done++;
        else errors++;
      }
    }),
  );
  return { rate: done / seconds, errors, cpuMs: 0 };
}

/**
 * The machine is shared and its load changes from second to second: each side runs `rounds`
 * times, the sides taking turns and alternating which goes first, and each side's median is
 * kept. Each side runs once untimed first (`warmUp`).
 */
export async function alternately<Side extends string>(rounds: number, sides: Record<Side, (warmUp: boolean) => Promise<Rate>>): Promise<Record<Side, Rate>> {
  const names = Object.keys(sides) as Side[];
  for (const name of names) await sides[name](true);
  const runs = new Map<Side, Rate[]>(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const name of round % 2 === 0 ? names : [...names].reverse()) runs.get(name)!.push(await sides[name](false));
  }
  const result = {} as Record<Side, Rate>;
  for (const name of names) {
    const taken = runs.get(name)!;
    result[name] = {
      rate: median(taken.map((run) => run.rate)),
      errors: taken.reduce((sum, run) => sum + run.errors, 0),
      cpuMs: median(taken.map((run) => run.cpuMs)),
    };
  }
  return result;
}
