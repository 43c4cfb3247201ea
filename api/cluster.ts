import cluster, { type Worker } from "node:cluster";
import { parseArgs } from "node:util";
import type { PortalConfig } from "./config.ts";
import { ConfigError } from "./configError.ts";
import type { Logger } from "./logger.ts";
import { connectRedis } from "./redis.ts";
import { prepareDatabase, StartupError } from "./server.ts";

/** How long before replacing a worker that died before it listened: a start failing over and over must not spin. */
const RESTART_DELAY_MS = 1_000;

/** The number of portal processes `--workers N` asks for; 1 without the flag. */
export function readWorkerCount(args: string[]): number {
  let workers: string | undefined;
  try {
    workers = parseArgs({ args, options: { workers: { type: "string" } } }).values.workers;
  } catch (error) {
    throw new ConfigError(`${(error as Error).message}; the portal takes one option, --workers N.`);
  }
  if (workers === undefined) return 1;
  const count = Number(workers);
  if (!Number.isInteger(count) || count < 1) throw new ConfigError(`--workers must be a whole number of at least 1, not "${workers}".`);
  return count;
}

/**
 * The primary of `--workers N` (N > 1): prepares the database once, forks N workers that each run
 * a full portal on the same port (node:cluster hands them the connections), replaces a worker that
 * dies, and stops them all on SIGTERM or SIGINT. A worker that fails before every worker listened
 * is a failed start: the others are stopped and the primary exits non-zero (the worker has said why).
 */
export async function runCluster(config: PortalConfig, logger: Logger, workers: number): Promise<void> {
  if (!config.redisUrl) {
    throw new ConfigError(`--workers ${workers} needs REDIS_URL, so that the workers share events and rate limits; set it (for example redis://127.0.0.1:6379) or run a single worker.`);
  }
  // Checked once here rather than by each worker, which would all fail with the same sentence.
  const redis = await connectRedis(config.redisUrl, (line) => logger.warn(line)).catch((error: Error) => Promise.reject(new StartupError(error.message)));
  await redis.close();
  logger.info(config.databaseUrl ? "Connecting to DATABASE_URL..." : `Starting the embedded PostgreSQL (data in ${config.embeddedDataDir})...`);
  const database = await prepareDatabase(config, (line) => logger.debug(line.trimEnd()));

  const listened = new Set<Worker>();
  let alive = 0;
  let started = false;
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    alive += 1;
    cluster.fork({ DATABASE_URL: database.url });
  };
  const finish = () => {
    database.stop().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        logger.error({ err: error }, "Stopping the database failed");
        process.exit(1);
      },
    );
  };
  const stop = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    logger.info(`${reason}: stopping the workers...`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    if (alive === 0) finish();
  };

  cluster.on("listening", (worker, address) => {
    listened.add(worker);
    if (started || listened.size < workers) return;
    started = true;
    const url = `http://localhost:${address.port}`;
    logger.info(`${config.portalName} is running at ${url} with ${workers} workers (GraphQL at ${url}/graphql). Press Ctrl-C to stop.`);
  });
  cluster.on("exit", (worker, code, signal) => {
    alive -= 1;
    const hadListened = listened.delete(worker);
    if (stopping) {
      if (alive === 0) finish();
      return;
    }
    if (!started) {
      stop(`A worker failed to start (exit code ${code ?? signal})`, 1);
      return;
    }
    logger.error({ workerPid: worker.process.pid, code, signal }, "A worker died unexpectedly; starting another");
    setTimeout(() => stopping || fork(), hadListened ? 0 : RESTART_DELAY_MS);
  });
  process.on("SIGINT", () => stop("SIGINT received", 0));
  process.on("SIGTERM", () => stop("SIGTERM received", 0));
  for (let i = 0; i < workers; i += 1) fork();
}
