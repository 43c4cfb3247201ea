import { createHash, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import type { Redis } from "ioredis";
import type { Database } from "../database/prisma.ts";
import type { PortalMetrics } from "../metrics/metrics.ts";
import { clientAddress } from "./clientAddress.ts";

export interface MonitoringDependencies {
  db: Database;
  metrics: PortalMetrics;
  /** REDIS_URL's client, when configured: /readyz asks it too. */
  redis: Redis | undefined;
  trustedProxies: number;
  /** METRICS_TOKEN: opens /metrics to `Authorization: Bearer <token>` from anywhere. */
  metricsToken: string | undefined;
}

/** How long /readyz waits for the database or Redis before calling it failed. */
const READY_CHECK_MS = 2_000;

const NO_STORE = { "Cache-Control": "no-store" };

const METRICS_REFUSED = { error: "forbidden", message: "Metrics are answered to the loopback address, or with METRICS_TOKEN as a bearer token." };

function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const ip = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return ip === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/**
 * The loopback address asks for itself; with no trusted proxy, a forwarded request (a proxy on the
 * same machine, not configured in TRUSTED_PROXIES) comes from elsewhere whatever its socket says.
 */
function fromLoopback(c: Context, trustedProxies: number): boolean {
  const forwarded = c.req.header("x-forwarded-for") !== undefined || c.req.header("forwarded") !== undefined;
  return (trustedProxies > 0 || !forwarded) && isLoopback(clientAddress(c, trustedProxies));
}

/** Compared as digests, in constant time: neither the token's bytes nor its length show in the timing. */
function hasToken(authorization: string | undefined, token: string | undefined): boolean {
  if (token === undefined || authorization === undefined) return false;
  const match = /^Bearer (\S+)$/i.exec(authorization.trim());
  if (!match) return false;
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

/** What `work` resolves to within READY_CHECK_MS, else (a failure, or no answer in time) `fallback`. */
async function within<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), READY_CHECK_MS)));
  try {
    return await Promise.race([work.catch(() => fallback), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What keeps this process from serving: the database (or, when it answers, a catalog never loaded into it) and Redis. */
async function readinessFailures(db: Database, redis: Redis | undefined): Promise<string[]> {
  const [catalog, redisUp] = await Promise.all([
    within(db.catalogState.findUnique({ where: { id: 1 }, select: { id: true } }).then((state) => (state ? "loaded" : "missing")), "unreachable"),
    redis ? within(redis.ping().then(() => true), false) : true,
  ]);
  const failed: string[] = [];
  if (catalog === "unreachable") failed.push("database");
  if (catalog === "missing") failed.push("catalog");
  if (!redisUp) failed.push("redis");
  return failed;
}

/** `/healthz` (the process answers), `/readyz` (it can serve) and `/metrics` (Prometheus). */
export function monitoringRoute(deps: MonitoringDependencies) {
  const app = new Hono();
  app.get("/healthz", (c) => c.text("ok", 200, NO_STORE));
  app.get("/readyz", async (c) => {
    const failed = await readinessFailures(deps.db, deps.redis);
    return failed.length === 0 ? c.json({ status: "ready" }, 200, NO_STORE) : c.json({ status: "unavailable", failed }, 503, NO_STORE);
  });
  app.get("/metrics", async (c) => {
    if (!hasToken(c.req.header("authorization"), deps.metricsToken) && !fromLoopback(c, deps.trustedProxies)) return c.json(METRICS_REFUSED, 403, NO_STORE);
    return c.body(await deps.metrics.text(), 200, { ...NO_STORE, "Content-Type": deps.metrics.contentType });
  });
  return app;
}
