import { spawn, execFileSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { ROOT_DIR } from "../api/config.ts";
import { startEmbeddedDatabase } from "../api/database/embeddedDatabase.ts";
import { freePort } from "./support/freePort.ts";
import { createMigratedDatabase, type TestDatabase } from "./support/testDatabase.ts";

/**
 * Runs api/main.ts as a real process, the way `npm start` does: one node process with tsx's loader
 * (tsx's CLI would relay signals and SIGKILL the portal if it did not answer within 30 ms, which
 * on a busy machine orphans its PostgreSQL).
 */
const TIMEOUT = 60_000;
/** For tests that start the portal twice on a fresh data folder. */
const TWO_STARTS_TIMEOUT = 120_000;

interface PortalProcess {
  child: ChildProcessWithoutNullStreams;
  stdout(): string;
  stderr(): string;
  /** Resolves with the URL of the "is running at" line; rejects if the process exits first. */
  running: Promise<string>;
  /** Resolves with the exit code once the process has exited and its output is read. */
  exited: Promise<number | null>;
}

const portals: PortalProcess[] = [];
const tmpDirs: string[] = [];
const databases: TestDatabase[] = [];

afterEach(async () => {
  // A failed test must not leave its portal (and its PostgreSQL) running: stop it the graceful way.
  for (const portal of portals.splice(0)) {
    if (portal.child.exitCode === null && portal.child.signalCode === null) {
      portal.child.kill("SIGTERM");
      await portal.exited;
    }
  }
});
afterAll(async () => {
  await Promise.all(databases.map((database) => database.drop()));
  await Promise.all(tmpDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "portal-startup-"));
  tmpDirs.push(dir);
  return dir;
}

/**
 * A data folder holding a new PostgreSQL cluster that no portal has used yet: a copy (owner and
 * modes kept) of one made once for this file, since initdb takes most of a first start. The
 * first test starts on a folder with nothing in it, as a first `npm start` does.
 */
let initialisedCluster: string;
beforeAll(async () => {
  initialisedCluster = await freshDataDir();
  await (await startEmbeddedDatabase(initialisedCluster)).stop();
}, TIMEOUT);

async function initialisedDataDir(): Promise<string> {
  const dir = await freshDataDir();
  execFileSync("cp", ["-a", `${initialisedCluster}/.`, dir]);
  return dir;
}

function startMain(env: Record<string, string>): PortalProcess {
  const baseEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(DATABASE_URL|PORT|EMBEDDED_PG_DIR|DEBUG_PORTAL|VITEST.*|NODE_ENV)$/.test(name)),
  );
  const child = spawn(process.execPath, ["--import", "tsx", "api/main.ts"], { cwd: ROOT_DIR, env: { ...baseEnv, ...env } });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  const running = new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = / is running at (http:\/\/\S+) /.exec(stdout);
      if (match?.[1]) {
        child.stdout.off("data", onData);
        resolve(match[1]);
      }
    };
    child.stdout.on("data", onData);
    void exited.then((code) => reject(new Error(`main.ts exited with ${code} before it was running.\n${stdout}\n${stderr}`)));
  });
  running.catch(() => {});
  const portal = { child, stdout: () => stdout, stderr: () => stderr, running, exited };
  portals.push(portal);
  return portal;
}

/** The postgres processes whose command line names `dataDir`. */
function postgresProcessesFor(dataDir: string): string[] {
  const lines = execFileSync("ps", ["-eo", "pid,args"], { encoding: "utf8" }).split("\n");
  return lines.filter((line) => line.includes("postgres") && line.includes(dataDir));
}

/** The PostgreSQL server named in the data folder's lock file. */
function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, "cluster", "postmaster.pid"), "utf8").split("\n")[0]);
}

/** Fields of /proc/<pid>/stat after the command name, which may itself hold spaces. */
function procStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

/** Running and not a zombie: a stopped orphan stays a zombie until its new parent (init) collects it. */
function isRunning(pid: number): boolean {
  const state = procStat(pid)?.[0];
  return state !== undefined && state !== "Z";
}

function parentPid(pid: number): number {
  return Number(procStat(pid)?.[1]);
}

async function graphql<Data>(baseUrl: string, query: string): Promise<Data> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: Data; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** One sentence on one line: what main.ts prints on stderr for a known start failure. */
function expectOneSentence(text: string): void {
  const message = text.trim();
  expect(message.split("\n")).toHaveLength(1);
  expect(message).toMatch(/^[A-Z].*\.$/);
}

describe("with the embedded database", () => {
  test(
    "starts, serves GraphQL and .dat files, and stops cleanly on SIGTERM",
    async () => {
      const dataDir = await freshDataDir();
      const portal = startMain({ PORT: String(await freePort()), EMBEDDED_PG_DIR: dataDir });
      const url = await portal.running;

      const data = await graphql<{ games: { edges: { node: { code: string } }[] }; dataDate: string }>(
        url,
        `{ games(first: 3) { edges { node { code } } } dataDate }`,
      );
      expect(data.games.edges.map((edge) => edge.node.code)).toEqual(["BCA", "FRE", "JIG"]);
      const games = await fetch(`${url}/.data/games.dat`);
      expect(games.status).toBe(200);
      const body = (await games.json()) as { d: number; v: unknown[] };
      expect(body.v).toHaveLength(19);
      expect(body.d).toBe(Date.parse(data.dataDate));
      expect(postgresProcessesFor(dataDir)).not.toEqual([]);

      portal.child.kill("SIGTERM");
      expect(await portal.exited).toBe(0);
      expect(portal.stdout()).toContain("SIGTERM received: stopping...");
      expect(postgresProcessesFor(dataDir)).toEqual([]);
    },
    TIMEOUT,
  );

  test(
    "a second start on the same data dir keeps the catalog and applies no migrations",
    async () => {
      const dataDir = await initialisedDataDir();
      const env = { EMBEDDED_PG_DIR: dataDir, DEBUG_PORTAL: "1" };
      const DATA_DATE = `{ dataDate games(first: 50) { edges { node { code } } } }`;
      type DataDate = { dataDate: string; games: { edges: unknown[] } };

      const first = startMain({ ...env, PORT: String(await freePort()) });
      const before = await graphql<DataDate>(await first.running, DATA_DATE);
      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);
      expect(first.stdout()).toContain("Applied migrations:");

      const second = startMain({ ...env, PORT: String(await freePort()) });
      const after = await graphql<DataDate>(await second.running, DATA_DATE);
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);

      expect(second.stdout()).not.toContain("Applied migrations:");
      expect(after.games.edges).toHaveLength(19);
      // Had the catalog been lost and loaded again, it would carry a new data date.
      expect(after.dataDate).toBe(before.dataDate);
      expect(postgresProcessesFor(dataDir)).toEqual([]);
    },
    // Two starts and stops, each given what one start is given elsewhere.
    2 * TIMEOUT,
  );

  test(
    "SIGINT also stops it cleanly",
    async () => {
      const dataDir = await initialisedDataDir();
      const portal = startMain({ PORT: String(await freePort()), EMBEDDED_PG_DIR: dataDir });
      await portal.running;

      portal.child.kill("SIGINT");
      expect(await portal.exited).toBe(0);
      expect(portal.stdout()).toContain("SIGINT received: stopping...");
      expect(postgresProcessesFor(dataDir)).toEqual([]);
    },
    TIMEOUT,
  );
});

describe("after the portal process dies without stopping its database", () => {
  async function authRequest(url: string, route: "sign-up" | "sign-in", body: Record<string, string>) {
    const response = await fetch(`${url}/api/auth/${route}/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { user: { id: string } }).user.id;
  }

  test(
    "the next start stops the orphaned PostgreSQL, comes up on the same data and leaves nothing running",
    async () => {
      const dataDir = await initialisedDataDir();
      const account = { email: "survivor@example.test", password: "correct-horse-battery", name: "Survivor" };
      const first = startMain({ PORT: String(await freePort()), EMBEDDED_PG_DIR: dataDir });
      const userId = await authRequest(await first.running, "sign-up", account);

      // Kill the node process that runs main.ts (the server's parent), as the
      // out-of-memory killer would: no handler runs, so its PostgreSQL is left behind.
      const orphan = postmasterPid(dataDir);
      process.kill(parentPid(orphan), "SIGKILL");
      await first.exited;
      try {
        expect(isRunning(orphan)).toBe(true);

        const second = startMain({ PORT: String(await freePort()), EMBEDDED_PG_DIR: dataDir });
        const url = await second.running;
        expect(isRunning(orphan)).toBe(false);
        expect(await authRequest(url, "sign-in", account)).toBe(userId);

        second.child.kill("SIGTERM");
        expect(await second.exited).toBe(0);
        expect(postgresProcessesFor(dataDir)).toEqual([]);
      } finally {
        // Without the fix the orphan outlives the test: stop it (fast shutdown) before its folder goes.
        if (isRunning(orphan)) process.kill(orphan, "SIGINT");
      }
    },
    TWO_STARTS_TIMEOUT,
  );

  test(
    "a second portal on a data folder whose portal is still running leaves it alone and says which process holds it",
    async () => {
      const dataDir = await initialisedDataDir();
      const running = startMain({ PORT: String(await freePort()), EMBEDDED_PG_DIR: dataDir });
      const url = await running.running;
      const holder = parentPid(postmasterPid(dataDir));

      const second = startMain({ PORT: String(await freePort()), EMBEDDED_PG_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expectOneSentence(second.stderr());
      expect(second.stderr()).toContain(`process ${holder}`);
      expect(second.stderr()).not.toMatch(/delete|remove/i);

      const data = await graphql<{ games: { edges: unknown[] } }>(url, `{ games(first: 3) { edges { node { code } } } }`);
      expect(data.games.edges).toHaveLength(3);
    },
    TWO_STARTS_TIMEOUT,
  );
});

describe("start failures exit 1 with one sentence on stderr", () => {
  /** Starts main.ts on a port that a net server holds, against a real (empty) test database. */
  async function startOnBusyPort(): Promise<{ portal: PortalProcess; port: number }> {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const database = await createMigratedDatabase();
      databases.push(database);
      const portal = startMain({ PORT: String(port), DATABASE_URL: database.url });
      await portal.exited;
      return { portal, port };
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }

  test(
    "a port already in use: stderr is that one sentence and nothing else",
    async () => {
      const { portal, port } = await startOnBusyPort();

      expect(await portal.exited).toBe(1);
      expectOneSentence(portal.stderr());
      expect(portal.stderr()).toContain(`Port ${port} is already in use`);
    },
    TIMEOUT,
  );

  test(
    "an unreachable DATABASE_URL",
    async () => {
      const portal = startMain({ PORT: String(await freePort()), DATABASE_URL: "postgresql://x:y@127.0.0.1:1/nope" });

      expect(await portal.exited).toBe(1);
      expectOneSentence(portal.stderr());
      expect(portal.stderr()).toContain("Cannot connect to the database at 127.0.0.1:1/nope");
    },
    TIMEOUT,
  );
});

describe("the README's start command", () => {
  test(
    "`npm start` on an unchanged tree serves the build it has, and Ctrl-C leaves nothing running",
    async () => {
      const dataDir = await initialisedDataDir();
      // A copy of the build the test command has just made (or found up to date), so that this
      // start's folder is its own while other test files serve dist/.
      execFileSync("cp", ["-a", path.join(ROOT_DIR, "dist"), path.join(dataDir, "dist")]);
      const baseEnv = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !/^(DATABASE_URL|PORT|EMBEDDED_PG_DIR|CLIENT_DIST_DIR|VITEST.*|NODE_ENV)$/.test(name)),
      );
      // Its own process group, like a terminal session: Ctrl-C signals the whole group.
      const child = spawn("npm", ["start"], {
        cwd: ROOT_DIR,
        detached: true,
        env: { ...baseEnv, PORT: String(await freePort()), EMBEDDED_PG_DIR: dataDir, CLIENT_DIST_DIR: path.join(dataDir, "dist", "client") },
      });
      let stdout = "";
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
      child.stderr.resume();
      const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const match = / is running at (http:\/\/\S+) /.exec(stdout);
          if (match?.[1]) {
            clearInterval(timer);
            resolve(match[1]);
          }
        }, 100);
        void exited.then(() => {
          clearInterval(timer);
          reject(new Error(`npm start exited early:\n${stdout}`));
        });
      });
      try {
        expect(stdout, "npm start rebuilt a build that the test command had just made: were sources edited meanwhile?").toContain("is up to date with the sources");
        const page = await fetch(url);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain("<title>Playden</title>");
      } finally {
        process.kill(-child.pid!, "SIGINT");
        await exited;
      }
      // Give the group's last processes a moment to go, then check none is left.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(postgresProcessesFor(dataDir)).toEqual([]);
      const group = execFileSync("ps", ["-eo", "pgid,args"], { encoding: "utf8" })
        .split("\n")
        .filter((line) => line.trim().startsWith(`${child.pid} `));
      expect(group).toEqual([]);
    },
    120_000,
  );
});
