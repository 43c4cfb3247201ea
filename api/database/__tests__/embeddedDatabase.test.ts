import { execFileSync, spawn, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startEmbeddedDatabase } from "../embeddedDatabase.ts";

let dataDir: string;
/** postmaster.pid as the server wrote it while running: its first line is the server's pid. */
let lockWhileRunning: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "embedded-db-test-"));
  const database = await startEmbeddedDatabase(dataDir);
  lockWhileRunning = readFileSync(lockFile(), "utf8");
  await database.stop();
}, 60_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function lockFile(): string {
  return path.join(dataDir, "cluster", "postmaster.pid");
}

/** The user the server runs as: `postgres` when we are root, otherwise ourselves. */
function serverUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
  return { uid: id("-u"), gid: id("-g") };
}

/** Starts the database on `dataDir` and checks that it answers. */
async function startAndQuery(): Promise<void> {
  const database = await startEmbeddedDatabase(dataDir);
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ answer: number }>("SELECT 42 AS answer");
    await client.end();
    expect(rows).toEqual([{ answer: 42 }]);
  } finally {
    await database.stop();
  }
}

describe("a postmaster.pid left behind by a server that is gone does not block the start", () => {
  test("when its pid belongs to no process", async () => {
    const exited = spawnSync("true").pid;
    writeFileSync(lockFile(), lockWhileRunning.replace(/^\d+/, String(exited)));

    await startAndQuery();
  }, 30_000);

  test("when its pid now belongs to another program of the server's user, which is left running", async () => {
    // After a reboot the old pid may be any live process; PostgreSQL alone refuses to start when
    // that process is one it could signal, i.e. runs as the same user.
    const other = spawn("sleep", ["60"], serverUser());
    try {
      writeFileSync(lockFile(), lockWhileRunning.replace(/^\d+/, String(other.pid)));

      await startAndQuery();
      expect(other.exitCode).toBeNull();
      expect(other.signalCode).toBeNull();
    } finally {
      other.kill();
    }
  }, 30_000);
});
