import cluster from "node:cluster";
import { CatalogFileError } from "./catalog/catalogFiles.ts";
import { readWorkerCount, runCluster } from "./cluster.ts";
import { readConfig } from "./config.ts";
import { ConfigError } from "./configError.ts";
import { EmbeddedDatabaseError } from "./database/embeddedDatabase.ts";
import { createLogger } from "./logger.ts";
import { MigrationError } from "./database/migrations.ts";
import { StartupError, startPortal } from "./server.ts";

const KNOWN_FAILURES = [StartupError, MigrationError, ConfigError, CatalogFileError, EmbeddedDatabaseError];

async function main(): Promise<void> {
  // A cluster's workers run this same file with the primary's arguments: each is one portal.
  const workers = cluster.isPrimary ? readWorkerCount(process.argv.slice(2)) : 1;
  const config = readConfig();
  // DEBUG_PORTAL also prints the debug lines (the embedded database's log, catalog reloads).
  const logger = createLogger(process.env.DEBUG_PORTAL ? "debug" : config.logLevel);
  if (workers > 1) return runCluster(config, logger, workers);
  if (cluster.isPrimary) {
    logger.info(config.databaseUrl ? "Connecting to DATABASE_URL..." : `Starting the embedded PostgreSQL (data in ${config.embeddedDataDir})...`);
  }
  const portal = await startPortal(config, { logger, databasePrepared: cluster.isWorker });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: stopping...`);
    portal.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "Stopping failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  // A crash must not leave the embedded database running.
  process.on("uncaughtException", (error) => {
    logger.fatal({ err: error }, "Unexpected error");
    portal.stop().finally(() => process.exit(1));
  });
  // Announced only once the handlers are in place: a Ctrl-C right after this line stops cleanly.
  if (cluster.isWorker) logger.info(`Worker ${process.pid} is serving ${portal.url}`);
  else logger.info(`${config.portalName} is running at ${portal.url} (GraphQL at ${portal.url}/graphql). Press Ctrl-C to stop.`);
}

main().catch((error: unknown) => {
  const known = KNOWN_FAILURES.some((kind) => error instanceof kind);
  // Plain text: the one sentence an operator reads when the start fails, possibly before a logger exists (a bad LOG_LEVEL).
  console.error(known ? (error as Error).message : `The portal could not start: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
