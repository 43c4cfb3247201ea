import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Redis } from "ioredis";
import { z } from "zod";
import type { PortalMetrics, TrafficReading } from "./metrics.ts";

/**
 * The traffic of every portal process, for the console's Dashboard. Each process counts only what
 * it answered; with REDIS_URL each shares its latest reading under a key of its own that expires,
 * so the Dashboard of any process sums the live ones and forgets a process that stopped.
 */

/** How often a process shares its reading (a Dashboard read shares one too). */
export const SHARE_EVERY_MS = 5_000;
/** A process that has not shared for this long has stopped: its reading expires. */
export const READING_TTL_SECONDS = 20;
const KEY_PREFIX = "playden:traffic:";
/** How long a Dashboard read waits for Redis before it shows this process's figures alone. */
export const REDIS_READ_LIMIT_MS = 2_000;

/** One process's counters, and when they were read. */
export interface ProcessReading {
  /** Which portal process: its host, pid and a per-portal suffix (tests run several portals in one process). */
  process: string;
  at: Date;
  reading: TrafficReading;
}

/** What a Dashboard read gathered. */
export interface ClusterReadings {
  /** This portal's reading taken now, then the latest of every other live process that could be read. */
  readings: ProcessReading[];
  /** Redis did not answer (in time): the readings are this process's alone, whatever else runs. */
  othersUnreachable: boolean;
}

export interface ClusterTraffic {
  readings(now: Date): Promise<ClusterReadings>;
  /** Shares this portal's reading every SHARE_EVERY_MS until the returned function is called (which also withdraws it). */
  startSharing(): () => Promise<void>;
}

// JSON has no Infinity: the last bucket's bound travels as null.
const SharedReading = z.object({
  at: z.coerce.date(),
  reading: z.object({
    since: z.coerce.date(),
    requests: z.number().nonnegative(),
    serverErrors: z.number().nonnegative(),
    durations: z.array(z.object({ le: z.number().nullable(), count: z.number().nonnegative() })),
    openSockets: z.number().int().nonnegative(),
    playersWithOpenPages: z.array(z.string().min(1).max(100)),
  }),
});

function shared(at: Date, reading: TrafficReading): string {
  return JSON.stringify({ at, reading: { ...reading, durations: reading.durations.map(({ le, count }) => ({ le: Number.isFinite(le) ? le : null, count })) } });
}

function parsed(process: string, text: string | null): ProcessReading | null {
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const result = SharedReading.safeParse(json);
  if (!result.success) return null;
  const { at, reading } = result.data;
  return { process, at, reading: { ...reading, durations: reading.durations.map(({ le, count }) => ({ le: le ?? Infinity, count })) } };
}

/** Without Redis, the cluster is this process. */
export function createClusterTraffic(metrics: PortalMetrics, redis: Redis | undefined): ClusterTraffic {
  const process = `${hostname()}:${globalThis.process.pid}:${randomUUID().slice(0, 8)}`;
  const key = KEY_PREFIX + process;
  const own = async (at: Date): Promise<ProcessReading> => ({ process, at, reading: await metrics.traffic() });
  const share = async (reading: ProcessReading) => {
    await redis?.set(key, shared(reading.at, reading.reading), "EX", READING_TTL_SECONDS);
  };
  const others = async (redis: Redis): Promise<ProcessReading[]> => {
    const keys = new Set<string>();
    let cursor = "0";
    do {
      const [next, found] = await redis.scan(cursor, "MATCH", `${KEY_PREFIX}*`, "COUNT", 100);
      for (const name of found) if (name !== key) keys.add(name);
      cursor = next;
    } while (cursor !== "0");
    const names = [...keys];
    const texts = names.length > 0 ? await redis.mget(names) : [];
    return names.map((name, index) => parsed(name.slice(KEY_PREFIX.length), texts[index] ?? null)).filter((reading) => reading !== null);
  };
  return {
    async readings(now) {
      const mine = await own(now);
      if (!redis) return { readings: [mine], othersUnreachable: false };
      // A Redis that fails or hangs costs the Dashboard the other processes' figures, never its own.
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("Redis did not answer in time")), REDIS_READ_LIMIT_MS);
      });
      try {
        const gathered = share(mine).then(() => others(redis));
        gathered.catch(() => {});
        return { readings: [mine, ...(await Promise.race([gathered, deadline]))], othersUnreachable: false };
      } catch {
        return { readings: [mine], othersUnreachable: true };
      } finally {
        clearTimeout(timer);
      }
    },
    startSharing() {
      if (!redis) return async () => {};
      // A failed share is retried at the next tick; Redis's own errors are logged by its client.
      let last = Promise.resolve();
      const tick = () => {
        last = own(new Date())
          .then(share)
          .catch(() => {});
      };
      tick();
      const timer = setInterval(tick, SHARE_EVERY_MS);
      timer.unref();
      return async () => {
        clearInterval(timer);
        // A share still on its way would bring the reading back after the withdrawal.
        await last;
        await redis.del(key).catch(() => {});
      };
    },
  };
}
