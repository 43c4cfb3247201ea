import type { Database } from "../database/prisma.ts";
import type { ClusterTraffic, ProcessReading } from "../metrics/clusterTraffic.ts";
import type { TrafficReading } from "../metrics/metrics.ts";
import { allows, type Staff } from "./access.ts";

/**
 * The console's live Dashboard (issue 33): who is playing, the portal's traffic, games and the
 * day's money flows. Games, players and money come from the database; traffic and sockets from
 * every live portal process's metrics (api/metrics/clusterTraffic.ts), summed.
 */

/** A player counts as online with a portal page open, or when a game of theirs started, was saved or finished this recently. */
export const ONLINE_MINUTES = 5;
/** Traffic figures cover at least this much time (more only until the first read that long ago). */
export const TRAFFIC_WINDOW_SECONDS = 60;
/** The subscription's push interval, and the bounds a client may ask for. */
export const DASHBOARD_PUSH_SECONDS = { default: 5, min: 1, max: 60 } as const;

const HOUR_MS = 3_600_000;

export interface DashboardEnvironment {
  db: Database;
  traffic: ClusterTraffic;
  now: () => Date;
}

export interface CurrencyFlow {
  created: number;
  spent: number;
}

export interface DashboardSnapshot {
  at: Date;
  playersOnline: number;
  /** Open graphql-ws sockets, in every live process. */
  openSockets: number;
  /** The portal processes whose traffic is summed. */
  processes: number;
  /** Redis did not answer: the traffic and sockets are this process's alone. */
  otherProcessesUnreachable: boolean;
  /** The span the traffic figures cover, in seconds (the longest of the processes'). */
  windowSeconds: number;
  requestsPerSecond: number;
  /** Null without any request in the window. */
  latencyP50Ms: number | null;
  latencyP95Ms: number | null;
  /** The share of requests answered with a 5xx (0 to 1); null without any request in the window. */
  errorRate: number | null;
  gamesStartedLastHour: number;
  gamesWonLastHour: number;
  /** Today's (UTC) flows; null unless the role reads money. */
  tokensToday: CurrencyFlow | null;
  gemsToday: CurrencyFlow | null;
}

/** A reading of the traffic counters, and when it was taken. */
type Reading = TrafficReading & { at: Date };

/** Each process's readings, oldest first, per cluster view: rates are differences between two of them. */
const readings = new WeakMap<ClusterTraffic, Map<string, Reading[]>>();

/**
 * The reading to measure a process's `now` from: the newest at least the window old, else the
 * counters' start (every count 0). Older readings are dropped, so a ring holds about a window's
 * reads; the rings of processes no longer reading are dropped too.
 */
function baselinesOf(traffic: ClusterTraffic, current: ProcessReading[]): Map<string, Reading> {
  const rings = readings.get(traffic) ?? new Map<string, Reading[]>();
  const next = new Map<string, Reading[]>();
  const baselines = new Map<string, Reading>();
  for (const { process, at, reading } of current) {
    const now: Reading = { ...reading, at };
    const ring = (rings.get(process) ?? []).filter((earlier) => earlier.at.getTime() < at.getTime());
    const cutoff = at.getTime() - TRAFFIC_WINDOW_SECONDS * 1000;
    const index = ring.findLastIndex((earlier) => earlier.at.getTime() <= cutoff);
    next.set(process, [...ring.slice(Math.max(index, 0)), now]);
    baselines.set(process, index !== -1 ? ring[index]! : { ...now, at: reading.since, requests: 0, serverErrors: 0, durations: reading.durations.map(({ le }) => ({ le, count: 0 })) });
  }
  readings.set(traffic, next);
  return baselines;
}

/** The per-bucket counts of requests answered between two cumulative histograms, summed over processes. */
function addDurations(sum: Map<number, number>, before: TrafficReading["durations"], after: TrafficReading["durations"]) {
  for (const { le, count } of after) sum.set(le, (sum.get(le) ?? 0) + count - (before.find((bucket) => bucket.le === le)?.count ?? 0));
}

/** A quantile of the requests of a cumulative histogram, linear within its bucket (as Prometheus' histogram_quantile). */
function quantileMs(counts: TrafficReading["durations"], quantile: number): number | null {
  const total = counts.at(-1)?.count ?? 0;
  if (total <= 0) return null;
  const rank = quantile * total;
  let lower = 0;
  let below = 0;
  for (const { le, count } of counts) {
    if (count >= rank) {
      // Past the last finite bound there is no upper edge: the answer is that bound.
      if (le === Infinity) return lower * 1000;
      // An earlier bucket would have held the rank were it not past `below`: this one is not empty.
      return (lower + ((le - lower) * (rank - below)) / (count - below)) * 1000;
    }
    lower = le;
    below = count;
  }
  return lower * 1000;
}

/** The Dashboard now; null unless the role may view it. Each call also records a traffic reading. */
export async function dashboardSnapshot(env: DashboardEnvironment, staff: Staff): Promise<DashboardSnapshot | null> {
  if (!allows(staff, "VIEW_DASHBOARD")) return null;
  const at = env.now();
  const hourAgo = new Date(at.getTime() - HOUR_MS);
  const onlineSince = new Date(at.getTime() - ONLINE_MINUTES * 60_000);
  const dayStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const readsMoney = allows(staff, "READ_MONEY");
  const { readings: current, othersUnreachable } = await env.traffic.readings(at);
  // A player with pages open in two processes is one player.
  const withPagesOpen = [...new Set(current.flatMap(({ reading }) => reading.playersWithOpenPages))];
  const [online, started, won, flows] = await Promise.all([
    env.db.$queryRaw<{ players: bigint }[]>`
      SELECT COUNT(DISTINCT "userId") AS players FROM "GameSession"
       WHERE "userId" IS NOT NULL AND NOT ("userId" = ANY(${withPagesOpen}::text[]))
         AND ("startedAt" >= ${onlineSince} OR "savedAt" >= ${onlineSince} OR "finishedAt" >= ${onlineSince})`,
    env.db.gameSession.count({ where: { startedAt: { gte: hourAgo } } }),
    env.db.gameSession.count({ where: { phase: "WON", finishedAt: { gte: hourAgo } } }),
    readsMoney
      ? env.db.$queryRaw<{ currency: "GEMS" | "TOKENS"; created: bigint; spent: bigint }[]>`
          SELECT currency::text AS currency,
                 COALESCE(SUM(delta) FILTER (WHERE delta > 0), 0) AS created, COALESCE(-SUM(delta) FILTER (WHERE delta < 0), 0) AS spent
            FROM "LedgerEntry"
           WHERE "createdAt" >= ${dayStart} AND (reference IS NULL OR reference NOT LIKE 'merge:%')
           GROUP BY 1`
      : null,
  ]);
  const baselines = baselinesOf(env.traffic, current);
  let requests = 0;
  let requestsPerSecond = 0;
  let serverErrors = 0;
  let openSockets = 0;
  let windowSeconds = 0;
  const durations = new Map<number, number>();
  for (const { process, at: readAt, reading } of current) {
    const baseline = baselines.get(process)!;
    const seconds = Math.max((readAt.getTime() - baseline.at.getTime()) / 1000, 1);
    requests += reading.requests - baseline.requests;
    requestsPerSecond += (reading.requests - baseline.requests) / seconds;
    serverErrors += reading.serverErrors - baseline.serverErrors;
    openSockets += reading.openSockets;
    windowSeconds = Math.max(windowSeconds, seconds);
    addDurations(durations, baseline.durations, reading.durations);
  }
  const counts = [...durations].sort(([a], [b]) => a - b).map(([le, count]) => ({ le, count }));
  const flow = (currency: "GEMS" | "TOKENS"): CurrencyFlow | null => {
    if (!flows) return null;
    const row = flows.find((entry) => entry.currency === currency);
    return { created: Number(row?.created ?? 0), spent: Number(row?.spent ?? 0) };
  };
  return {
    at,
    playersOnline: withPagesOpen.length + Number(online[0]?.players ?? 0),
    openSockets,
    processes: current.length,
    otherProcessesUnreachable: othersUnreachable,
    windowSeconds: Math.round(windowSeconds),
    requestsPerSecond,
    latencyP50Ms: quantileMs(counts, 0.5),
    latencyP95Ms: quantileMs(counts, 0.95),
    errorRate: requests > 0 ? serverErrors / requests : null,
    gamesStartedLastHour: started,
    gamesWonLastHour: won,
    tokensToday: flow("TOKENS"),
    gemsToday: flow("GEMS"),
  };
}
