import { CatalogFileError } from "./catalog/catalogFiles.ts";
import { readConfig } from "./config.ts";
import { ConfigError } from "./configError.ts";
import { EmbeddedDatabaseError } from "./database/embeddedDatabase.ts";
import { MigrationError } from "./database/migrations.ts";
import { StartupError, startPortal } from "./server.ts";

const KNOWN_FAILURES = [StartupError, MigrationError, ConfigError, CatalogFileError, EmbeddedDatabaseError];

async function main(): Promise<void> {
  const config = readConfig();
  console.log(config.databaseUrl ? "Connecting to DATABASE_URL..." : `Starting the embedded PostgreSQL (data in ${config.embeddedDataDir})...`);
  const portal = await startPortal(config, { log: (line) => process.env.DEBUG_PORTAL && console.log(line.trimEnd()) });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: stopping...`);
    portal.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Stopping failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  // A crash must not leave the embedded database running.
  process.on("uncaughtException", (error) => {
    console.error(`Unexpected error: ${error.stack ?? error.message}`);
    portal.stop().finally(() => process.exit(1));
  });
  // Announced only once the handlers are in place: a Ctrl-C right after this line stops cleanly.
  console.log(`${config.portalName} is running at ${portal.url} (GraphQL at ${portal.url}/graphql). Press Ctrl-C to stop.`);
}

main().catch((error: unknown) => {
  const known = KNOWN_FAILURES.some((kind) => error instanceof kind);
  console.error(known ? (error as Error).message : `The portal could not start: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
