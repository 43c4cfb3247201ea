import type pg from "pg";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Currency } from "../generated/prisma/client.ts";

/**
 * One portal's metrics, in a registry of its own (tests run several portals in one process, so
 * prom-client's global registry would mix them). `/metrics` answers them with the process's own.
 */
export interface PortalMetrics {
  /** One answered HTTP request; `route` is the route's pattern, never the raw path. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** One GraphQL operation run: named by its client (bounded, see `operationLabel`), with its outcome. */
  operation(name: string | undefined, type: string, outcome: "ok" | "error" | "invalid"): void;
  graphqlError(code: string): void;
  gameStarted(gameId: string): void;
  gameWon(gameId: string): void;
  /** A balance change that took effect (a ledger row). */
  moneyMoved(currency: Currency, direction: "credited" | "debited", amount: number): void;
  /** Reads the open graphql-ws sockets at each scrape and Dashboard read: how many, and whose. */
  countSockets(read: () => OpenSockets): void;
  /** The HTTP counters and open sockets now, for the console's Dashboard (api/admin/dashboard.ts). */
  traffic(): Promise<TrafficReading>;
  /** The Prometheus text of this portal and of the process it runs in. */
  text(): Promise<string>;
  contentType: string;
}

/** HTTP traffic since this portal's metrics were made, in this process. */
export interface TrafficReading {
  /** When the counters started (every count was 0 then). */
  since: Date;
  requests: number;
  /** Requests answered with a 5xx status. */
  serverErrors: number;
  /** The duration histogram summed over methods and routes: requests answered within each bound (cumulative), in seconds, the last bound Infinity. */
  durations: { le: number; count: number }[];
  openSockets: number;
  /** The players (signed in or temporary) with a socket open, each once: every portal page holds one. */
  playersWithOpenPages: string[];
}

/** This process's graphql-ws sockets now. */
export interface OpenSockets {
  count: number;
  /** Whose they are, each player once; visitors with no user are not among them. */
  players: string[];
}

/** Methods outside this list share one label, so a client cannot make up label values. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Operation names are the client's words: past this many distinct ones, the rest count as "other". */
const MAX_OPERATION_NAMES = 200;

/** Kept answers take well under a millisecond; a slow page or purchase, seconds. */
const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/** Event loop lag, memory, CPU and GC: facts of the process, collected once however many portals it runs. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** `pool` is the database client's connection pool, when the portal made it (its gauges read it at each scrape). */
export function createPortalMetrics(pool: pg.Pool | undefined): PortalMetrics {
  const since = new Date();
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({ name: "http_requests_total", help: "HTTP requests answered, by method, route pattern and status.", labelNames: ["method", "route", "status"], registers });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route pattern.",
    labelNames: ["method", "route"],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const operations = new Counter({
    name: "graphql_operations_total",
    help: "GraphQL operations run (HTTP and graphql-ws), by operation name, type and outcome (ok, error, invalid: refused before running).",
    labelNames: ["operation", "type", "outcome"],
    registers,
  });
  const errors = new Counter({ name: "graphql_errors_total", help: "Errors in GraphQL answers, by code.", labelNames: ["code"], registers });
  const started = new Counter({ name: "games_started_total", help: "Game sessions started, by game.", labelNames: ["game"], registers });
  const won = new Counter({ name: "games_won_total", help: "Games finished and won, by game.", labelNames: ["game"], registers });
  const credited = new Counter({ name: "wallet_credited_total", help: "Gems and tokens added to balances.", labelNames: ["currency"], registers });
  const debited = new Counter({ name: "wallet_debited_total", help: "Gems and tokens taken from balances.", labelNames: ["currency"], registers });
  let openSockets = (): OpenSockets => ({ count: 0, players: [] });
  new Gauge({
    name: "graphql_ws_sockets",
    help: "Open graphql-ws sockets.",
    registers,
    collect() {
      this.set(openSockets().count);
    },
  });
  new Gauge({
    name: "players_with_open_pages",
    help: "Players (signed in or temporary) with a portal page open in this process, each counted once.",
    registers,
    collect() {
      this.set(openSockets().players.length);
    },
  });
  if (pool) {
    new Gauge({
      name: "db_pool_connections",
      help: "The database pool's connections: total, idle, and queries waiting for one.",
      labelNames: ["state"],
      registers,
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
  }
  const operationNames = new Set<string>();
  const operationLabel = (name: string | undefined): string => {
    if (name === undefined) return "anonymous";
    if (operationNames.has(name)) return name;
    if (operationNames.size >= MAX_OPERATION_NAMES) return "other";
    operationNames.add(name);
    return name;
  };
  return {
    request: (method, route, status, seconds) => {
      const methodLabel = METHODS.has(method) ? method : "other";
      requests.inc({ method: methodLabel, route, status });
      durations.observe({ method: methodLabel, route }, seconds);
    },
    operation: (name, type, outcome) => operations.inc({ operation: operationLabel(name), type, outcome }),
    graphqlError: (code) => errors.inc({ code }),
    gameStarted: (gameId) => started.inc({ game: gameId }),
    gameWon: (gameId) => won.inc({ game: gameId }),
    moneyMoved: (currency, direction, amount) => (direction === "credited" ? credited : debited).inc({ currency: currency.toLowerCase() }, amount),
    countSockets: (read) => {
      openSockets = read;
    },
    traffic: async () => {
      const sockets = openSockets();
      const counted = (await requests.get()).values;
      const byBound = new Map<number, number>();
      for (const { labels, value, metricName } of (await durations.get()).values) {
        if (metricName !== "http_request_duration_seconds_bucket") continue;
        // Bucket values carry the bound as an "le" label the histogram's own label names leave out.
        const bound = "le" in labels ? String(labels.le) : "+Inf";
        const le = bound === "+Inf" ? Infinity : Number(bound);
        byBound.set(le, (byBound.get(le) ?? 0) + value);
      }
      return {
        since,
        requests: counted.reduce((sum, { value }) => sum + value, 0),
        serverErrors: counted.reduce((sum, { labels, value }) => (String(labels.status).startsWith("5") ? sum + value : sum), 0),
        durations: [...byBound].map(([le, count]) => ({ le, count })).sort((a, b) => a.le - b.le),
        openSockets: sockets.count,
        playersWithOpenPages: sockets.players,
      };
    },
    text: async () => `${await registry.metrics()}\n${await processMetrics().metrics()}`,
    contentType: registry.contentType,
  };
}
