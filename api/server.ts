import type { Server } from "node:http";
import path from "node:path";
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ExecutionArgs, GraphQLError } from "graphql";
import type { Context, SubscribePayload } from "graphql-ws";
import { useServer, type Extra } from "graphql-ws/use/ws";
import pg from "pg";
import { WebSocketServer, type WebSocket } from "ws";
import { createAuth, type Auth } from "./auth/auth.ts";
import { resolveViewer } from "./auth/session.ts";
import { resolveAuthSecret } from "./auth/authSecret.ts";
import { readCatalogFiles, useCatalogFiles, type CatalogFiles } from "./catalog/catalogFiles.ts";
import { watchCatalog } from "./catalog/catalogWatcher.ts";
import { loadCatalog } from "./catalog/loadCatalog.ts";
import { ROOT_DIR, type PortalConfig } from "./config.ts";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "./database/embeddedDatabase.ts";
import { applyMigrations } from "./database/migrations.ts";
import { createDatabaseClient, type Database } from "./database/prisma.ts";
import { createPortalEvents } from "./events.ts";
import { createLogger, type Logger } from "./logger.ts";
import { inPortalScope, type PortalScope } from "./portalScope.ts";
import { createPaymentServices } from "./payments/paymentServices.ts";
import { loadQaSeed, readQaSeed } from "./qa/qaSeed.ts";
import { buildStoreCatalog, createLiveStoreCatalog } from "./store/storeCatalog.ts";
import { gameRegistry } from "../games/registry.ts";
import { createApp } from "./http/app.ts";
import { connectRedis, type RedisConnections } from "./redis.ts";
import { answerKeptFirst } from "./http/fastAnswers.ts";
import { nodeRequestHeaders, type GraphQLHandler } from "./http/graphql.ts";
import { hostOrigin, ownOrigin } from "./http/guards.ts";
import { checkOperationParams, isGraphQLError } from "./http/graphqlProtection.ts";

/** How long a stopping portal waits for closed sockets' subscriptions to finish their cleanup. */
const SUBSCRIPTION_CLEANUP_MS = 5_000;

/** A failure at start whose message tells the operator what to do. */
export class StartupError extends Error {}

export interface RunningPortal {
  url: string;
  port: number;
  databaseUrl: string;
  db: Database;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** The portal's logger; default: JSON lines on stdout at the configured LOG_LEVEL. */
  logger?: Logger;
  /** Debug lines (the embedded database's output, catalog reloads); default: the logger's debug level. */
  log?: (line: string) => void;
  /** Problems the operator must see while the server keeps running; default: the logger's warn level. */
  warn?: (line: string) => void;
  /**
   * The database was migrated and the catalog loaded before this start (by a cluster's primary,
   * `prepareDatabase`), so this process does neither: workers started together would only queue on the locks.
   */
  databasePrepared?: boolean;
}

async function checkDatabaseReachable(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    let where = "the configured database";
    try {
      const url = new URL(databaseUrl);
      where = `${url.hostname}:${url.port || 5432}${url.pathname}`;
    } catch {
      // A URL we cannot parse is reported without its location.
    }
    throw new StartupError(
      `Cannot connect to the database at ${where} (${(error as Error).message}); check that PostgreSQL is running and DATABASE_URL is right, or unset DATABASE_URL to use the embedded database.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "EADDRINUSE"
          ? new StartupError(`Port ${port} is already in use; stop the program using it or set PORT to a free port.`)
          : error,
      );
    };
    server.once("error", onError);
    server.listen(port, () => {
      server.off("error", onError);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

/**
 * graphql-ws on the same path as HTTP GraphQL, running operations through Yoga's envelope (the same
 * limits apply). A browser names the page's origin on every upgrade and sends the player's cookie
 * whatever page opened the socket, so only the portal's own pages may open one.
 */
/** The subscription endpoint, and how to close it once every socket's subscriptions have ended. */
interface Subscriptions {
  /** Closes every socket and waits (up to `patienceMs`) until each socket's subscriptions have finished their cleanup. */
  close(patienceMs: number): Promise<void>;
}

function isAsyncIterator(value: unknown): value is AsyncIterator<unknown> & AsyncIterable<unknown> {
  return typeof value === "object" && value !== null && Symbol.asyncIterator in value && "next" in value && typeof value.next === "function";
}

function attachSubscriptions(server: Server, graphql: GraphQLHandler, auth: Auth, publicUrl: string | undefined, scope: PortalScope): Subscriptions {
  // A socket's subscriptions clean up after it closes (a chat page leaves its room with a query):
  // the portal stops its database client only once they have, or that query would reconnect it.
  const cleanedUp = new Map<WebSocket, { done: Promise<void>; finish: () => void }>();
  // graphql-ws forgets an operation still starting when its socket closes: the operation goes on,
  // and what it starts is returned later without being waited for (a chat page entering its room
  // meanwhile leaves it with a query). So that work is counted here too, for the stop to wait on.
  const unfinished = new Set<Promise<unknown>>();
  const counted = <T,>(work: Promise<T>): Promise<T> => {
    unfinished.add(work);
    const forget = () => unfinished.delete(work);
    work.then(forget, forget);
    return work;
  };
  // Whose each socket is, for the Dashboard's players online: every portal page holds one socket,
  // opened with the player's cookie and reopened when the page gets another player.
  const players = new Map<WebSocket, string>();
  const wsServer = new WebSocketServer({
    server,
    path: "/graphql",
    verifyClient: ({ origin, req }: { origin?: string; req: { headers: { host?: string } } }) =>
      !origin || origin === ownOrigin(publicUrl, hostOrigin(req.headers.host)),
  });
  scope.metrics.countSockets(() => ({ count: wsServer.clients.size, players: [...new Set(players.values())] }));
  wsServer.on("connection", (socket, request) => {
    let finish = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    cleanedUp.set(socket, { done, finish });
    socket.once("close", () => players.delete(socket));
    // A socket whose player cannot be read (the database unreachable) is simply not counted.
    resolveViewer(auth, nodeRequestHeaders(request.headers)).then(
      ({ userId }) => {
        if (userId !== null && wsServer.clients.has(socket)) players.set(socket, userId);
      },
      () => undefined,
    );
  });
  type Runner = { execute: (args: ExecutionArgs) => unknown; subscribe: (args: ExecutionArgs) => unknown };
  useServer(
    {
      // graphql-ws calls this once every subscription of the socket has returned.
      onClose: (ctx) => {
        cleanedUp.get(ctx.extra.socket)?.finish();
        cleanedUp.delete(ctx.extra.socket);
      },
      // In the portal's scope, as HTTP requests run: the domain counts what these operations do.
      execute: (args) => counted(Promise.resolve(inPortalScope(scope, () => (args.rootValue as Runner).execute(args)))) as never,
      subscribe: (args) => counted(Promise.resolve(inPortalScope(scope, () => (args.rootValue as Runner).subscribe(args)))).then(withCountedReturn) as never,
      onSubscribe: (ctx, _id, params) => counted(startOperation(ctx, params)),
    },
    wsServer,
  );

  /** The subscription's events, its return (the cleanup) counted as unfinished work while it runs. */
  function withCountedReturn(result: unknown): unknown {
    if (!isAsyncIterator(result)) return result;
    let returned: Promise<IteratorResult<unknown>> | undefined;
    return {
      next: (value?: unknown) => result.next(value),
      throw: (error?: unknown) => (result.throw ? result.throw(error) : Promise.reject(error)),
      return: (value?: unknown) => (returned ??= counted(result.return ? result.return(value) : Promise.resolve({ done: true as const, value }))),
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  /** The execution of one subscribed operation (parsed, checked and validated here), or its errors. */
  async function startOperation(ctx: Context<Record<string, unknown> | undefined, Extra>, params: SubscribePayload) {
    const { schema, execute, subscribe, contextFactory, parse, validate } = graphql.getEnveloped({
      ...ctx,
      req: ctx.extra.request,
      socket: ctx.extra.socket,
      params,
    });
    let document: ReturnType<typeof parse>;
    let errors: readonly GraphQLError[];
    try {
      checkOperationParams(params);
      document = parse(params.query);
      // graphql-armor's limits (aliases, depth, tokens) throw from validation rather than report.
      errors = validate(schema, document);
    } catch (error) {
      // Refusals and syntax errors go back to the client as errors of this operation.
      if (isGraphQLError(error)) return [error];
      throw error;
    }
    if (errors.length > 0) return errors;
    return {
      schema,
      operationName: params.operationName,
      document,
      variableValues: params.variables,
      contextValue: await contextFactory(),
      rootValue: { execute, subscribe },
    };
  }

  return {
    close: async (patienceMs) => {
      const pending = [...cleanedUp.values()].map((socket) => socket.done);
      for (const client of wsServer.clients) client.terminate();
      let timer: NodeJS.Timeout | undefined;
      const settled = async () => {
        await Promise.all(pending);
        // Then what was still starting, and the cleanups graphql-ws calls on it once it has
        // started: those calls come in the microtasks after it, so a macrotask later they are counted.
        while (unfinished.size > 0) {
          await Promise.allSettled([...unfinished]);
          await new Promise((resolve) => setImmediate(resolve));
        }
      };
      await Promise.race([settled(), new Promise((resolve) => (timer = setTimeout(resolve, patienceMs)))]);
      clearTimeout(timer);
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}

/** The database to use, checked to answer: DATABASE_URL's, or an embedded PostgreSQL started now. */
async function openDatabase(config: PortalConfig, log: (line: string) => void): Promise<{ url: string; embedded: EmbeddedDatabase | undefined }> {
  if (config.databaseUrl) {
    await checkDatabaseReachable(config.databaseUrl);
    return { url: config.databaseUrl, embedded: undefined };
  }
  const embedded = await startEmbeddedDatabase(config.embeddedDataDir, log);
  try {
    await checkDatabaseReachable(embedded.url);
  } catch (error) {
    await embedded.stop().catch(() => {});
    throw error;
  }
  return { url: embedded.url, embedded };
}

async function migrate(databaseUrl: string, log: (line: string) => void): Promise<void> {
  const applied = await applyMigrations(databaseUrl, path.join(ROOT_DIR, "prisma", "migrations"));
  if (applied.length > 0) log(`Applied migrations: ${applied.join(", ")}`);
}

async function loadCatalogAndSeed(db: Database, files: CatalogFiles, dataDir: string): Promise<void> {
  await loadCatalog(db, files);
  await loadQaSeed(db, await readQaSeed(dataDir));
}

/** A database made ready for a cluster's workers; `stop` stops the embedded PostgreSQL, if one was started. */
export interface PreparedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * What `startPortal` does to the database before it serves, done once for a cluster's workers:
 * starts the embedded PostgreSQL without DATABASE_URL, applies pending migrations, loads the
 * catalog and the Q&A seed. Workers then start with `databasePrepared` on the returned URL.
 */
export async function prepareDatabase(config: PortalConfig, log: (line: string) => void): Promise<PreparedDatabase> {
  const { url, embedded } = await openDatabase(config, log);
  try {
    await migrate(url, log);
    const db = createDatabaseClient(url);
    try {
      await loadCatalogAndSeed(db, await readCatalogFiles(config.dataDir), config.dataDir);
    } finally {
      await db.$disconnect();
    }
    return { url, stop: async () => await embedded?.stop() };
  } catch (error) {
    await embedded?.stop().catch(() => {});
    throw error;
  }
}

export async function startPortal(config: PortalConfig, options: StartOptions = {}): Promise<RunningPortal> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const log = options.log ?? ((line: string) => logger.debug(line.trimEnd()));
  const warn = options.warn ?? ((line: string) => logger.warn(line));
  let embedded: EmbeddedDatabase | undefined;
  let db: Database | undefined;
  let redis: RedisConnections | undefined;
  try {
    const opened = await openDatabase(config, log);
    embedded = opened.embedded;
    const databaseUrl = opened.url;
    if (!options.databasePrepared) await migrate(databaseUrl, log);

    db = createDatabaseClient(databaseUrl);
    // With REDIS_URL, events and rate limits are shared by every portal process on this database.
    redis = config.redisUrl ? await connectRedis(config.redisUrl, warn).catch((error: Error) => Promise.reject(new StartupError(error.message))) : undefined;
    const events = createPortalEvents(redis);
    const files = await readCatalogFiles(config.dataDir);
    if (!options.databasePrepared) await loadCatalogAndSeed(db, files, config.dataDir);
    useCatalogFiles(config.dataDir, files);
    const store = createLiveStoreCatalog(buildStoreCatalog(files.store, files.games, gameRegistry));

    const auth = createAuth(db, config, resolveAuthSecret(config), store, { redis: redis?.publish, logger });
    const { app, graphql, fastAnswers, metrics, traffic, catalogStatus } = createApp({ db, config, events, auth, store, payments: createPaymentServices(config), redis: redis?.publish, logger });
    const server = createServer(answerKeptFirst(fastAnswers, getRequestListener(app.fetch)));
    const port = await listen(server, config.port);
    // Attached only once listening, so a port in use is reported once, by listen().
    const subscriptions = attachSubscriptions(server, graphql, auth, config.publicUrl, { metrics, logger });
    // With REDIS_URL, every process's Dashboard sums this one's traffic too.
    const stopSharingTraffic = traffic.startSharing();
    const catalogWatcher = watchCatalog({ dataDir: config.dataDir, db, store, events, log, warn, status: catalogStatus });
    const database = db;
    const stopDatabase = embedded;
    const stopRedis = redis;
    return {
      url: `http://localhost:${port}`,
      port,
      databaseUrl,
      db: database,
      stop: async () => {
        await catalogWatcher.close();
        await stopSharingTraffic();
        await subscriptions.close(SUBSCRIPTION_CLEANUP_MS);
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await stopRedis?.close();
        await database.$disconnect();
        await stopDatabase?.stop();
      },
    };
  } catch (error) {
    await redis?.close().catch(() => {});
    await db?.$disconnect().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw error;
  }
}
