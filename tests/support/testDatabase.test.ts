import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { expect, inject, test } from "vitest";
import { createEmptyDatabase } from "./testDatabase.ts";

async function databaseExists(name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: inject("adminDatabaseUrl") });
  await admin.connect();
  try {
    return (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1;
  } finally {
    await admin.end();
  }
}

test("drop() lets the connections its pool just closed end on their own instead of terminating them", async () => {
  const database = await createEmptyDatabase();
  // Two queries at once open both of the pool's connections.
  const rows = await Promise.all([1, 2].map(() => database.sql<{ pid: number }>("SELECT pg_backend_pid() AS pid, pg_sleep(0.05)")));
  const backends = rows.map(([row]) => row!.pid);
  expect(new Set(backends).size).toBe(2);
  // pool.end() resolves before the backends have exited; on a busy machine they are still there
  // when the DROP runs. Freeze them to make that certain.
  for (const pid of backends) process.kill(pid, "SIGSTOP");
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);
  process.on("uncaughtException", record);
  try {
    const dropped = database.drop();
    await sleep(300);
    for (const pid of backends) process.kill(pid, "SIGCONT");
    await dropped;
    // A forced termination would reach the pool's clients as a 57P01 error event soon after.
    await sleep(300);
  } finally {
    process.off("uncaughtException", record);
  }

  expect(uncaught).toEqual([]);
  expect(await databaseExists(database.name)).toBe(false);
});

test("drop() refuses while a client is still connected, names it, and leaves it working", async () => {
  const database = await createEmptyDatabase();
  const client = new pg.Client({ connectionString: database.url, application_name: "forgotten-client" });
  const errors: Error[] = [];
  client.on("error", (error) => errors.push(error));
  await client.connect();
  try {
    await expect(database.drop()).rejects.toThrow(/forgotten-client/);
    expect((await client.query<{ one: number }>("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    expect(errors).toEqual([]);
  } finally {
    await client.end();
  }

  await database.drop();
  expect(await databaseExists(database.name)).toBe(false);
}, 20_000);
