import type { IncomingMessage } from "node:http";
import path from "node:path";
import type { HttpBindings } from "@hono/node-server";
import { Hono, type MiddlewareHandler } from "hono";
import type { Redis } from "ioredis";
import { contextStorage } from "hono/context-storage";
import type { RequestIdVariables } from "hono/request-id";
import { routePath } from "hono/route";
import type { Auth } from "../auth/auth.ts";
import { createCatalogCache } from "../catalog/catalogCache.ts";
import { createCatalogReloadStatus, type CatalogReloadStatus } from "../catalog/catalogWatcher.ts";
import type { PortalConfig } from "../config.ts";
import { poolOf, type Database } from "../database/prisma.ts";
import type { PortalEvents } from "../events.ts";
import { createLogger, type Logger } from "../logger.ts";
import { createClusterTraffic } from "../metrics/clusterTraffic.ts";
import { createPortalMetrics } from "../metrics/metrics.ts";
import type { PaymentServices } from "../payments/paymentServices.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";
import { withClientAddress } from "./clientAddress.ts";
import { challengeRoute } from "./challengeRoute.ts";
import { chatRoute } from "./chatRoute.ts";
import { clientPagesRoute } from "./clientPages.ts";
import { dataFilesRoute } from "./dataFilesRoute.ts";
import { createFastAnswers } from "./fastAnswers.ts";
import { createGraphQLHandler } from "./graphql.ts";
import { doorGuards, requestIds } from "./guards.ts";
import { imagesRoute } from "./imagesRoute.ts";
import { monitoringRoute } from "./monitoringRoute.ts";
import { observeRequests, requestObserver } from "./observeRequests.ts";
import { paymentRoute } from "./paymentRoute.ts";
import { pinImagesRoutes } from "./pinImagesRoute.ts";
import { pinsRoute } from "./pinsRoute.ts";
import { offlineFramesDir, offlineFramesRoute, readOfflineFrames } from "./offlineFramesRoute.ts";
import { playDistDir, playRoute } from "./playRoute.ts";
import { webManifestRoute } from "./webManifestRoute.ts";
import { purchaseRoute } from "./purchaseRoute.ts";
import { qaRoute } from "./qaRoute.ts";
import { securityHeaders } from "./securityHeaders.ts";
import { createServerRenderer } from "./serverRendering.ts";
import { userDataRoute } from "./userDataRoute.ts";

export interface AppDependencies {
  db: Database;
  config: PortalConfig;
  events: PortalEvents;
  auth: Auth;
  store: StoreCatalog;
  payments: PaymentServices;
  /** REDIS_URL's client: rate limits shared by every portal process. */
  redis?: Redis | undefined;
  /** The portal's logger; default: JSON lines on stdout at the configured LOG_LEVEL. */
  logger?: Logger | undefined;
  /** What this process's catalog watcher last did (the console reads it); default: a record of its own, returned for the watcher. */
  catalogStatus?: CatalogReloadStatus | undefined;
}

/** Public GraphQL answers and catalog reads kept per data date (an answer is a few KB to a few tens). */
const GRAPHQL_CACHE_ENTRIES = 1000;

type AppEnv = { Bindings: Partial<HttpBindings>; Variables: RequestIdVariables };

/** The most of an unread body read and thrown away before an early answer, and for how long at most. */
const DISCARDED_BODY_BYTES = 4 * 1024 * 1024;
const DISCARDED_BODY_MS = 2_000;

/**
 * Reads and throws away the rest of `incoming`'s body, up to the bounds above; true when it was
 * all read.
 */
function discardBody(incoming: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let read = 0;
    // A body stream a refusal stopped reading (Hono's bodyLimit) pauses the request whenever its
    // queue is full: the request is resumed each time, until the bounds.
    const keepReading = () => incoming.resume();
    const finish = () => {
      clearTimeout(timer);
      incoming.off("data", count).off("pause", keepReading).off("end", finish).off("close", finish).off("error", finish);
      resolve(incoming.complete);
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DISCARDED_BODY_BYTES) finish();
    };
    const timer = setTimeout(finish, DISCARDED_BODY_MS);
    incoming.on("data", count).on("pause", keepReading).once("end", finish).once("close", finish).once("error", finish);
    incoming.resume();
  });
}

/**
 * A response sent before the request's body was read (a refusal) is sent once the rest of the body
 * is read (within bounds): a connection closed while the client is still sending is reset, and
 * the client loses the answer. A body past the bounds stays unread: the connection closes.
 */
function closeAfterUnreadBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const incoming = c.env?.incoming;
    if (incoming && !incoming.complete && !(await discardBody(incoming))) {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Connection", "close");
    }
  };
}

/** Composes every door of the portal into one fetch handler. */
export function createApp(deps: AppDependencies) {
  const logger = deps.logger ?? createLogger(deps.config.logLevel);
  const metrics = createPortalMetrics(poolOf(deps.db));
  const catalogStatus = deps.catalogStatus ?? createCatalogReloadStatus();
  const observe = requestObserver(metrics, logger);
  const catalogCache = createCatalogCache(deps.db, deps.store, deps.events);
  const fastAnswers = createFastAnswers(deps.events, deps.store, deps.config.publicUrl, observe);
  // GraphQL keeps answers to whatever clients ask: a cache of its own, so a flood of distinct
  // operations never pushes the data files and pages out.
  const traffic = createClusterTraffic(metrics, deps.redis);
  const graphql = createGraphQLHandler({ ...deps, logger, metrics, traffic, fastAnswers, catalogStatus, catalogCache: createCatalogCache(deps.db, deps.store, deps.events, GRAPHQL_CACHE_ENTRIES) });
  const offlineFrameDir = offlineFramesDir(deps.config.clientDistDir);
  const offlineFrames = readOfflineFrames(offlineFrameDir);
  const app = new Hono<AppEnv>();
  // Every request to /graphql or /api/* passes doorGuards before a route sees it.
  app.use(
    requestIds(),
    observeRequests(metrics, logger, observe),
    closeAfterUnreadBody(),
    securityHeaders(deps.config.publicUrl, deps.config.playOrigin, Object.values(offlineFrames).map((frame) => frame.scriptHash)),
    doorGuards(deps.config.publicUrl, deps.config.playOrigin),
  );
  app.use("/graphql", contextStorage());
  // GraphQL sets the address itself, for the operations that look up the session.
  app.use("/api/*", withClientAddress(deps.config.trustedProxies));
  app.route("/", monitoringRoute({ db: deps.db, metrics, redis: deps.redis, trustedProxies: deps.config.trustedProxies, metricsToken: deps.config.metricsToken }));
  // Hono sends HEAD to GET routes; a GraphQL operation has no HEAD form.
  app.on(["GET", "POST", "OPTIONS"], "/graphql", (c) => (c.req.method === "HEAD" ? c.body(null, 400) : graphql.answerHttp(c)));
  app.on(["GET", "POST"], "/api/auth/*", (c) => deps.auth.handler(c.req.raw));
  app.route("/api/user-data", userDataRoute(deps.db, deps.auth, deps.config.dataDir, deps.redis));
  app.route("/api/chat", chatRoute(deps.db, deps.auth, deps.config.dataDir));
  app.route("/api/challenge", challengeRoute(deps.db, deps.auth, deps.events, deps.config.dataDir));
  app.route("/api", purchaseRoute(deps.db, deps.auth, deps.store, deps.events));
  app.route("/api/payment", paymentRoute(deps.db, deps.auth, deps.store, deps.payments, deps.events));
  app.route("/api/pins", pinsRoute(deps.db, deps.auth, deps.store));
  const pinImages = pinImagesRoutes(path.join(deps.config.dataDir, "img"), deps.store, catalogCache, fastAnswers);
  app.route("/api/pin", pinImages.pins);
  app.route("/img/pboards", pinImages.boards);
  app.all("/api/*", (c) => c.json({ error: "not_found", message: `Unknown API call ${c.req.path}.` }, 404));
  app.route("/.data", dataFilesRoute({ ...deps, catalogCache, dataDir: deps.config.dataDir }, fastAnswers));
  app.all("/.data/*", (c) => c.json({ error: "not_found", message: `There is no data file at ${c.req.path}.` }, 404));
  app.route("/qa", qaRoute(deps.db));
  app.route("/play-offline", offlineFramesRoute(offlineFrameDir, offlineFrames));
  app.route("/play", playRoute(playDistDir(deps.config.clientDistDir), deps.config));
  app.route("/", webManifestRoute(deps.db, deps.auth, deps.config));
  app.route("/", imagesRoute(path.join(deps.config.dataDir, "img"), catalogCache));
  app.route("/", clientPagesRoute(deps.db, deps.config, catalogCache, fastAnswers, createServerRenderer(deps.config.clientDistDir, graphql, logger)));
  app.onError((error, c) => {
    const reference = c.get("requestId");
    // The route's pattern, not the path: a path may carry a token.
    logger.error({ err: error, reqId: reference, method: c.req.method, route: routePath(c) }, "request failed");
    return c.json({ error: "internal", message: `Something went wrong on our side. Please try again later. Reference: ${reference}.`, reference }, 500);
  });
  return { app, graphql, fastAnswers, metrics, traffic, logger, catalogStatus };
}
