import { createClient } from "graphql-ws";
import { afterAll, beforeAll, expect, test } from "vitest";
import WebSocket from "ws";
import { readConfig } from "../api/config.ts";
import { startPortal, type RunningPortal } from "../api/server.ts";
import { createMigratedDatabase, type TestDatabase } from "./support/testDatabase.ts";

let database: TestDatabase;
let portal: RunningPortal;
beforeAll(async () => {
  database = await createMigratedDatabase();
  portal = await startPortal({ ...readConfig({}), port: 0, databaseUrl: database.url });
});
afterAll(async () => {
  await portal?.stop();
  await database?.drop();
});

test("graphql-ws subscriptions run on the /graphql path and deliver the data date", async () => {
  const client = createClient({ url: `ws://localhost:${portal.port}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
  try {
    const first = await new Promise<unknown>((resolve, reject) => {
      const unsubscribe = client.subscribe(
        { query: "subscription { dataDate }" },
        {
          next: (value) => {
            unsubscribe();
            resolve(value);
          },
          error: reject,
          complete: () => {},
        },
      );
    });
    const [state] = await database.sql<{ dataDate: Date }>(`SELECT "dataDate" FROM "CatalogState"`);
    expect(first).toEqual({ data: { dataDate: state!.dataDate.toISOString() } });
  } finally {
    await client.dispose();
  }
});

test("GraphiQL answers a browser at /graphql", async () => {
  const response = await fetch(`${portal.url}/graphql`, { headers: { accept: "text/html" } });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("GraphiQL");
});
