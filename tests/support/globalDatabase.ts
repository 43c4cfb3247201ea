import path from "node:path";
import type { TestProject } from "vitest/node";
import { ROOT_DIR } from "../../api/config.ts";
import { startEmbeddedDatabase } from "../../api/database/embeddedDatabase.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the test run's PostgreSQL server, connected to its maintenance database. */
    adminDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const database = await startEmbeddedDatabase(path.join(ROOT_DIR, ".test-pgdata"));
  const url = new URL(database.url);
  url.pathname = "/postgres";
  project.provide("adminDatabaseUrl", url.toString());
  return async () => {
    await database.stop();
  };
}
