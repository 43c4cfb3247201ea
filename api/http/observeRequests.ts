import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "../logger.ts";
import type { PortalMetrics } from "../metrics/metrics.ts";
import { inPortalScope } from "../portalScope.ts";

/** Counts and logs one answered request; `started` is its `performance.now()` on arrival. */
export type RequestObserver = (method: string, route: string, status: number, started: number, requestId: string) => void;

/**
 * The one place a request is counted and logged, for Hono's answers and the listener's kept ones
 * alike. The log line names the route's pattern, never the path: a path or query may carry a
 * token (a password-reset link's), and an id in it would be noise to the metrics.
 */
export function requestObserver(metrics: PortalMetrics, logger: Logger): RequestObserver {
  return (method, route, status, started, requestId) => {
    const ms = performance.now() - started;
    metrics.request(method, route, status, ms / 1000);
    logger.info({ reqId: requestId, method, route, status, ms: Math.round(ms * 10) / 10 }, "request");
  };
}

/**
 * Runs the request in its portal's scope (api/portalScope.ts: the metrics, a logger bound to the
 * request id) and observes its answer. After the chain, Hono's route index is the handler that
 * answered: a route's pattern, or a middleware's ("*") for a request refused before any route.
 */
export function observeRequests(metrics: PortalMetrics, logger: Logger, observe: RequestObserver): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = c.get("requestId");
    await inPortalScope({ metrics, logger: logger.child({ reqId: requestId }) }, next);
    observe(c.req.method, routePath(c), c.res.status, started, requestId);
  };
}
