import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "./logger.ts";
import type { PortalMetrics } from "./metrics/metrics.ts";

/**
 * The portal a request (or a graphql-ws operation) runs in: its metrics, and its logger bound to
 * the request's id. The domain records what it does here (a game started, a balance changed)
 * from the one function where it happens, instead of every caller passing the portal down.
 */
export interface PortalScope {
  metrics: PortalMetrics;
  logger: Logger;
}

const scopes = new AsyncLocalStorage<PortalScope>();

/** Runs `work`, and everything it awaits, in `scope`. */
export function inPortalScope<T>(scope: PortalScope, work: () => T): T {
  return scopes.run(scope, work);
}

/** The scope of the running request; undefined outside one (a script, a test calling the domain itself). */
export function portalScope(): PortalScope | undefined {
  return scopes.getStore();
}
