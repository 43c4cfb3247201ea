import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedDatabase } from "../../api/database/embeddedDatabase.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the test run's PostgreSQL server, connected to its maintenance database. */
    adminDatabaseUrl: string;
  }
}

/** One fresh embedded PostgreSQL per test run (its own folder, so runs never share a server). */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-test-pg-"));
  const database = await startEmbeddedDatabase(dataDir);
  const url = new URL(database.url);
  url.pathname = "/postgres";
  project.provide("adminDatabaseUrl", url.toString());
  return async () => {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
