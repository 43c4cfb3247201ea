/**
 * The console's live Dashboard (issue 33): games started and won and the day's ledger flows from
 * real rows, the traffic of a process alone from its metrics (of several: tests/multiProcess.test.ts), who may read it (admin, moderator; not a
 * player, a temporary user or a visitor), and the adminDashboard subscription over graphql-ws:
 * snapshots pushed to an admin, refused to a player and a visitor, and held to the query limits.
 */
import { randomUUID } from "node:crypto";
import { createClient, type ExecutionResult } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import WebSocket from "ws";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { createTestApp } from "../../../tests/support/testApp.ts";
import { createCatalogDatabase, createMigratedDatabase, type TestDatabase } from "../../../tests/support/testDatabase.ts";
import { readConfig } from "../../config.ts";
import type { Database } from "../../database/prisma.ts";
import { createClusterTraffic } from "../../metrics/clusterTraffic.ts";
import { createPortalMetrics } from "../../metrics/metrics.ts";
import { startPortal, type RunningPortal } from "../../server.ts";
import { dashboardSnapshot } from "../dashboard.ts";
import { setRole } from "../roles.ts";

type Flow = { created: number; spent: number };
interface Dashboard {
  playersOnline: number;
  openSockets: number;
  windowSeconds: number;
  requestsPerSecond: number;
  latencyP50Ms: number | null;
  latencyP95Ms: number | null;
  errorRate: number | null;
  gamesStartedLastHour: number;
  gamesWonLastHour: number;
  tokensToday: Flow | null;
  gemsToday: Flow | null;
}
const DASHBOARD = `{ admin { dashboard { playersOnline openSockets windowSeconds requestsPerSecond latencyP50Ms latencyP95Ms errorRate
  gamesStartedLastHour gamesWonLastHour tokensToday { created spent } gemsToday { created spent } } } }`;

describe("the snapshot and who may read it", () => {
  let database: TestDatabase & { db: Database };
  let app: ReturnType<typeof createTestApp>["app"];
  let admin: HttpClient;
  let moderator: HttpClient;
  let player: HttpClient;
  let playerId: string;
  let temporary: HttpClient;

  async function account(name: string, role?: "ADMIN" | "MODERATOR"): Promise<{ client: HttpClient; userId: string }> {
    const client = new HttpClient(app);
    const email = `${name}-${randomUUID().slice(0, 8)}@example.test`;
    const response = await client.signUp(email, "correct-horse-battery", name);
    expect(response.status).toBe(200);
    if (role) await setRole(database.db, email, role);
    return { client, userId: response.body.user!.id };
  }

  beforeAll(async () => {
    database = await createCatalogDatabase();
    ({ app } = createTestApp(database.db));
    const accounts = await Promise.all([account("ada", "ADMIN"), account("mo", "MODERATOR"), account("pat")]);
    [admin, moderator] = accounts.map(({ client }) => client) as [HttpClient, HttpClient];
    ({ client: player, userId: playerId } = accounts[2]!);
    temporary = new HttpClient(app);
    expect((await temporary.json("/api/user-data", { a: "tp" })).status).toBe(200);
  });
  afterAll(() => database.drop());

  const dashboard = async (client: HttpClient): Promise<Dashboard | null | undefined> => {
    const response = await client.graphql<{ admin: { dashboard: Dashboard | null } | null }>(DASHBOARD);
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
    return response.body.data!.admin?.dashboard;
  };

  test("games started and won in the last hour, players online and today's (UTC) ledger flows come from the rows", async () => {
    const before = (await dashboard(admin))!;
    const minutesAgo = (minutes: number) => `now() AT TIME ZONE 'UTC' - interval '${minutes} minutes'`;
    const session = (id: string, started: number, phase: string, finished: number | null) =>
      database.sql(
        `INSERT INTO "GameSession" (id, "userId", "gameId", options, seed, "rulesVersion", "saveMode", "startedAt", phase, "finishedAt")
         VALUES ('${id}', '${playerId}', 'KLO', '{}', 's', 1, 0, ${minutesAgo(started)}, '${phase}', ${finished === null ? "NULL" : minutesAgo(finished)})`,
      );
    await session("dash-playing", 2, "PLAYING", null);
    await session("dash-won", 30, "WON", 20);
    await session("dash-lost", 40, "LOST", 35);
    // Out of the hour: started, and won, before it.
    await session("dash-old", 180, "PLAYING", null);
    await session("dash-old-won", 200, "WON", 90);
    const entry = (currency: string, delta: number, reference: string | null, createdAt = "now() AT TIME ZONE 'UTC'") =>
      database.sql(
        `INSERT INTO "LedgerEntry" ("userId", currency, delta, "balanceAfter", reason, reference, "createdAt")
         VALUES ('${playerId}', '${currency}', ${delta}, 0, 'test', ${reference === null ? "NULL" : `'${reference}'`}, ${createdAt})`,
      );
    await entry("TOKENS", 50, null);
    await entry("TOKENS", -20, "bill:1");
    await entry("GEMS", 100, "order:1");
    await entry("GEMS", -30, null);
    // A temporary user's balance moving to its account creates nothing, and yesterday is not today.
    await entry("GEMS", 1000, "merge:someone");
    await entry("TOKENS", 7, null, `date_trunc('day', now() AT TIME ZONE 'UTC') - interval '1 minute'`);

    const after = (await dashboard(admin))!;
    expect(after.gamesStartedLastHour - before.gamesStartedLastHour).toBe(3);
    expect(after.gamesWonLastHour - before.gamesWonLastHour).toBe(1);
    // The player's games of the last 5 minutes make them online (one player, whatever their games).
    expect(after.playersOnline).toBe(before.playersOnline + 1);
    expect({ created: after.tokensToday!.created - before.tokensToday!.created, spent: after.tokensToday!.spent - before.tokensToday!.spent }).toEqual({ created: 50, spent: 20 });
    expect({ created: after.gemsToday!.created - before.gemsToday!.created, spent: after.gemsToday!.spent - before.gemsToday!.spent }).toEqual({ created: 100, spent: 30 });
    // The requests just answered were counted by this app's metrics.
    expect(after.requestsPerSecond).toBeGreaterThan(0);
    expect(after.latencyP50Ms).toBeGreaterThan(0);
    expect(after.errorRate).toBe(0);
  });

  test("a moderator reads the Dashboard without its money; players, temporary users and visitors get no console", async () => {
    const seen = await dashboard(moderator);
    expect(seen).toMatchObject({ tokensToday: null, gemsToday: null });
    expect(seen!.gamesStartedLastHour).toBeGreaterThanOrEqual(0);
    for (const client of [player, temporary, new HttpClient(app)]) expect(await dashboard(client)).toBeUndefined();
    const permissions = await moderator.graphql<{ admin: { permissions: string[] } }>("{ admin { permissions } }");
    expect(permissions.body.data!.admin.permissions).toContain("VIEW_DASHBOARD");
  });
});

test("without Redis, traffic is measured from this process's counters over the window: requests per second, p50/p95 and the 5xx share", async () => {
  const metrics = createPortalMetrics(undefined);
  const traffic = createClusterTraffic(metrics, undefined);
  const { since } = await metrics.traffic();
  for (let i = 0; i < 8; i++) metrics.request("GET", "/", 200, 0.008);
  metrics.request("POST", "/graphql", 200, 0.2);
  metrics.request("POST", "/graphql", 500, 0.2);
  // The database's figures do not matter here: an empty one answers them.
  const database = await createCatalogDatabase();
  onTestFinished(() => database.drop());
  const { db } = database;
  const staff = { userId: "ada", role: "ADMIN" } as const;
  const at = (seconds: number) => () => new Date(since.getTime() + seconds * 1000);

  const first = (await dashboardSnapshot({ db, traffic, now: at(10) }, staff))!;
  expect(first).toMatchObject({ windowSeconds: 10, requestsPerSecond: 1, errorRate: 0.1 });
  // Linear within the buckets: the 5th of 10 lies in (5 ms, 10 ms], the 9.5th in (100 ms, 250 ms].
  expect(first.latencyP50Ms).toBeCloseTo(8.125, 6);
  expect(first.latencyP95Ms).toBeCloseTo(212.5, 6);

  // A minute after that read, the figures are measured from it: only the requests since count.
  for (let i = 0; i < 7; i++) metrics.request("GET", "/", 200, 0.004);
  const second = (await dashboardSnapshot({ db, traffic, now: at(80) }, staff))!;
  expect(second).toMatchObject({ windowSeconds: 70, requestsPerSecond: 0.1, errorRate: 0 });
  expect(second.latencyP95Ms).toBeLessThanOrEqual(5);

  const quiet = (await dashboardSnapshot({ db, traffic, now: at(200) }, staff))!;
  expect(quiet).toMatchObject({ requestsPerSecond: 0, latencyP50Ms: null, latencyP95Ms: null, errorRate: null });
});

describe("the adminDashboard subscription over graphql-ws", () => {
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

  /** A signed-up account's cookie (made an admin when asked). */
  async function cookieOf(name: string, role?: "ADMIN"): Promise<string> {
    const email = `${name}-${randomUUID().slice(0, 8)}@example.test`;
    const response = await fetch(`${portal.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: portal.url },
      body: JSON.stringify({ email, password: "correct-horse-battery", name }),
    });
    expect(response.status).toBe(200);
    if (role) await setRole(portal.db, email, role);
    return response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
  }

  function socketClient(cookie: string | undefined) {
    class Socket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, cookie ? { headers: { cookie } } : {});
      }
    }
    return createClient({ url: `ws://localhost:${portal.port}/graphql`, webSocketImpl: Socket, retryAttempts: 0 });
  }

  /** The first `count` results of a subscription, or what ended it first (an error, or completion). */
  async function results(cookie: string | undefined, query: string, count: number): Promise<{ results: ExecutionResult[]; error?: unknown }> {
    const client = socketClient(cookie);
    const received: ExecutionResult[] = [];
    try {
      return await new Promise((resolve) => {
        const unsubscribe = client.subscribe(
          { query },
          {
            next: (value) => {
              received.push(value as ExecutionResult);
              if (value.errors || received.length === count) {
                unsubscribe();
                resolve({ results: received });
              }
            },
            error: (error) => resolve({ results: received, error }),
            complete: () => resolve({ results: received }),
          },
        );
      });
    } finally {
      await client.dispose();
    }
  }

  test("an admin gets a fresh snapshot every push, counting its own socket", async () => {
    const cookie = await cookieOf("ada", "ADMIN");
    const { results: pushed, error } = await results(cookie, "subscription { adminDashboard(seconds: 1) { at openSockets gamesStartedLastHour tokensToday { created } } }", 2);
    expect(error).toBeUndefined();
    expect(pushed).toHaveLength(2);
    const [first, second] = pushed.map((result) => (result.data as { adminDashboard: { at: string; openSockets: number; tokensToday: Flow | null } }).adminDashboard);
    expect(first!.openSockets).toBeGreaterThanOrEqual(1);
    expect(first!.tokensToday).not.toBeNull();
    expect(new Date(second!.at).getTime()).toBeGreaterThan(new Date(first!.at).getTime());
  });

  /** The Dashboard's sockets and players online, as the admin of `cookie` reads them over HTTP. */
  async function presence(cookie: string): Promise<{ openSockets: number; playersOnline: number }> {
    const response = await fetch(`${portal.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: portal.url, cookie },
      body: JSON.stringify({ query: "{ admin { dashboard { openSockets playersOnline } } }" }),
    });
    const body = (await response.json()) as { data: { admin: { dashboard: { openSockets: number; playersOnline: number } } } };
    return body.data.admin.dashboard;
  }

  test("a player with a page open is online until it closes, once however many pages; a visitor's page is a socket but no player", async () => {
    const admin = await cookieOf("ada", "ADMIN");
    const player = await cookieOf("pat");
    const before = await presence(admin);
    // Each portal page follows the catalog's data date over its socket (client/routing/CatalogDateFollower.tsx).
    const pages = [socketClient(player), socketClient(player), socketClient(undefined)];
    try {
      for (const page of pages) page.subscribe({ query: "subscription { dataDate }" }, { next: () => {}, error: () => {}, complete: () => {} });
      await expect.poll(() => presence(admin)).toEqual({ openSockets: before.openSockets + 3, playersOnline: before.playersOnline + 1 });
    } finally {
      await Promise.all(pages.map((page) => page.dispose()));
    }
    await expect.poll(() => presence(admin)).toEqual(before);
  });

  test("a player and a visitor are refused; a bad interval and too many aliases are refused before anything runs", async () => {
    const query = "subscription { adminDashboard(seconds: 1) { at } }";
    for (const cookie of [await cookieOf("pat"), undefined]) {
      const { results: answered } = await results(cookie, query, 1);
      expect(answered).toHaveLength(1);
      expect(answered[0]!.data ?? null).toBeNull();
      expect(answered[0]!.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    const admin = await cookieOf("ada", "ADMIN");
    const slow = await results(admin, "subscription { adminDashboard(seconds: 0) { at } }", 1);
    expect(slow.results[0]?.errors?.[0]?.extensions?.code ?? slow.error).toBe("BAD_USER_INPUT");
    const aliases = Array.from({ length: 25 }, (_, i) => `a${i}: at`).join(" ");
    const costly = await results(admin, `subscription { adminDashboard { ${aliases} } }`, 1);
    // As over HTTP: the operation's errors (graphql-ws's error message), not the socket closed as an internal error.
    expect(costly.error).toEqual([expect.objectContaining({ message: expect.stringMatching(/Aliases limit of 20 exceeded/) })]);
  });
});
