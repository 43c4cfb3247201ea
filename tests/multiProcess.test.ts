/**
 * Several portal processes behind one load balancer (design: Running it at scale): two real
 * processes of api/main.ts on one PostgreSQL and one real redis-server. A chat message posted on
 * one reaches a subscriber connected to the other, a rate limit reached on one holds on the other, and
 * the console's Dashboard on either sums the traffic of both.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer, type AddressInfo } from "node:net";
import { createClient, type Client } from "graphql-ws";
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, test } from "vitest";
import WebSocket from "ws";
import { ROOT_DIR } from "../api/config.ts";
import { MESSAGES_PER_WINDOW } from "../api/chat/chat.ts";
import { dashboardSnapshot } from "../api/admin/dashboard.ts";
import { createDatabaseClient } from "../api/database/prisma.ts";
import { createClusterTraffic } from "../api/metrics/clusterTraffic.ts";
import { createPortalMetrics } from "../api/metrics/metrics.ts";
import { HttpClient } from "./support/httpClient.ts";
import { stopChildren } from "./support/childProcesses.ts";
import { freePort } from "./support/freePort.ts";
import { TEST_ORIGIN } from "./support/testApp.ts";
import { createEmptyDatabase, type TestDatabase } from "./support/testDatabase.ts";

const children: ChildProcessWithoutNullStreams[] = [];
let database: TestDatabase;
let portals: string[] = [];
let redisPort: number;

/** Starts a program and waits for a line that says it is ready; fails with its output if it ends first. */
function startUntil(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<string> {
  const child = spawn(command, args, { cwd: ROOT_DIR, env });
  children.push(child);
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: string) => {
      output += chunk;
      const match = ready.exec(output);
      if (match) resolve(match[1] ?? match[0]);
    };
    child.stdout.setEncoding("utf8").on("data", onData);
    child.stderr.setEncoding("utf8").on("data", onData);
    child.once("close", (code) => reject(new Error(`${command} exited with ${code} before it was ready:\n${output}`)));
  });
}

beforeAll(async () => {
  redisPort = await freePort();
  await startUntil("redis-server", ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], process.env, /Ready to accept connections/);
  database = await createEmptyDatabase();
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(PORT|EMBEDDED_PG_DIR|DEBUG_PORTAL|VITEST.*|NODE_ENV)$/.test(name))),
    DATABASE_URL: database.url,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    BETTER_AUTH_SECRET: "one-secret-shared-by-every-portal-process-0123456789",
  };
  // One after the other: the first applies the migrations and loads the catalog.
  for (let i = 0; i < 2; i += 1) {
    const port = await freePort();
    portals.push(await startUntil(process.execPath, ["--import", "tsx", "api/main.ts"], { ...env, PORT: String(port) }, / is running at (http:\/\/\S+) /));
  }
}, 120_000);

afterAll(async () => {
  await stopChildren(children);
  portals = [];
  await database?.drop();
});

/** A tab on one process: the test's HttpClient pointed at that process's port. */
function tab(portal: string): HttpClient {
  return new HttpClient({
    request: (input, init) => {
      const headers = new Headers(init?.headers);
      if (headers.has("origin")) headers.set("origin", portal);
      return fetch(input.replace(TEST_ORIGIN, portal), { ...init, headers });
    },
  });
}

/** The same browser on the other process (the load balancer sent its next request there). */
function sameBrowserOn(client: HttpClient, portal: string): HttpClient {
  const other = tab(portal);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

async function signedIn(portal: string, name: string): Promise<HttpClient> {
  const client = tab(portal);
  expect((await client.signUp(`${name}-${randomUUID().slice(0, 8)}@example.test`)).status).toBe(200);
  return client;
}

function subscribeWithCookies(portal: string, client: HttpClient): Client {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  return createClient({ url: `${portal.replace("http", "ws")}/graphql`, webSocketImpl: CookieSocket, retryAttempts: 0 });
}

const POST = `mutation ($room: ID!, $body: String!) {
  postChatMessage(input: { roomId: $room, body: $body }) { __typename ... on ChatError { code message } }
}`;
type Posted = { postChatMessage: { __typename: string; code?: string } };

test("a message posted on one process reaches a subscriber connected to the other", async () => {
  const [one, two] = portals as [string, string];
  const alice = await signedIn(one, "alice");
  const bob = await signedIn(two, "bob");
  const ws = subscribeWithCookies(two, bob);
  try {
    const arrived = new Promise<unknown>((resolve, reject) => {
      ws.subscribe(
        { query: 'subscription { chatRoom(roomId: "R7") { posted { body mine } } }' },
        { next: (value) => resolve(value), error: reject, complete: () => reject(new Error("The subscription ended.")) },
      );
    });
    // The subscriber counts in the room once it is open; then Alice posts on the other process.
    await expect.poll(async () => (await alice.json<{ rm: Record<string, number> }>("/api/chat", { a: "cc" })).body.rm.R7, { timeout: 10_000 }).toBe(1);
    const posted = await alice.graphql<Posted>(POST, { room: "R7", body: "hello from process one" });
    expect(posted.body.data?.postChatMessage.__typename).toBe("PostChatMessageSuccess");
    expect(await arrived).toEqual({ data: { chatRoom: { posted: { body: "hello from process one", mine: false } } } });
  } finally {
    await ws.dispose();
  }
});

test("a chat rate limit reached on one process holds on the other", async () => {
  const [one, two] = portals as [string, string];
  const carol = await signedIn(one, "carol");
  for (let i = 0; i < MESSAGES_PER_WINDOW; i += 1) {
    const posted = await carol.graphql<Posted>(POST, { room: "R9", body: `message ${i}` });
    expect(posted.body.data?.postChatMessage.__typename).toBe("PostChatMessageSuccess");
  }
  const onTwo = sameBrowserOn(carol, two);
  const refused = await onTwo.graphql<Posted>(POST, { room: "R9", body: "one too many" });
  expect(refused.body.data?.postChatMessage).toMatchObject({ __typename: "ChatError", code: "TOO_FAST" });
});

test("the console's Dashboard on either process counts both: two live processes, the sockets open on each, and their player once", async () => {
  const [one, two] = portals as [string, string];
  const admin = tab(one);
  const email = `ada-${randomUUID().slice(0, 8)}@example.test`;
  expect((await admin.signUp(email)).status).toBe(200);
  await database.sql(`INSERT INTO "StaffRole" ("userId", role) SELECT id, 'ADMIN' FROM "user" WHERE email = $1`, [email]);
  type Figures = { processes: number; openSockets: number; playersOnline: number };
  const read = async () => (await admin.graphql<{ admin: { dashboard: Figures } }>("{ admin { dashboard { processes openSockets playersOnline } } }")).body.data?.admin.dashboard;
  const bob = await signedIn(two, "bob");
  // An earlier test's socket stays in process two's shared reading until its next share (every 5 s): start from none open.
  await expect.poll(async () => (await read())?.openSockets, { timeout: 20_000 }).toBe(0);
  const before = await read();
  // A page of Bob's held open on process two: process one's Dashboard counts its socket, and Bob.
  const onTwo = subscribeWithCookies(two, bob);
  const onOne = subscribeWithCookies(one, bob);
  const follow = (ws: Client) => ws.subscribe({ query: 'subscription { chatRoom(roomId: "R7") { posted { body } } }' }, { next: () => {}, error: () => {}, complete: () => {} });
  try {
    follow(onTwo);
    await expect.poll(read, { timeout: 20_000 }).toMatchObject({ processes: 2, openSockets: 1, playersOnline: before!.playersOnline + 1 });
    // A second page of his, on the other process: two sockets, one player.
    follow(onOne);
    await expect.poll(read, { timeout: 20_000 }).toMatchObject({ processes: 2, openSockets: 2, playersOnline: before!.playersOnline + 1 });
  } finally {
    await Promise.all([onTwo.dispose(), onOne.dispose()]);
  }
});

test("the Dashboard sums each process's traffic over its own window, skips a reading it cannot parse, and forgets a process that stopped", async () => {
  // A database of Redis's own, away from the two portals' readings.
  const redis = new Redis(`redis://127.0.0.1:${redisPort}/3`);
  const db = createDatabaseClient(database.url);
  try {
    const metricsOne = createPortalMetrics(undefined);
    const metricsTwo = createPortalMetrics(undefined);
    const trafficOne = createClusterTraffic(metricsOne, redis);
    const trafficTwo = createClusterTraffic(metricsTwo, redis);
    const { since } = await metricsOne.traffic();
    const at = (seconds: number) => new Date(since.getTime() + seconds * 1000);
    for (let i = 0; i < 8; i++) metricsOne.request("GET", "/", 200, 0.008);
    metricsTwo.request("POST", "/graphql", 200, 0.2);
    metricsTwo.request("POST", "/graphql", 500, 0.2);
    await trafficTwo.readings(at(10));
    await redis.set("playden:traffic:garbled", "{ not json", "EX", 20);
    const staff = { userId: "ada", role: "ADMIN" } as const;

    const both = (await dashboardSnapshot({ db, traffic: trafficOne, now: () => at(10) }, staff))!;
    expect(both).toMatchObject({ processes: 2, windowSeconds: 10, errorRate: 0.1 });
    expect(both.requestsPerSecond).toBeCloseTo(1, 2);
    // One histogram of both processes: the 5th of 10 requests lies in (5 ms, 10 ms], the 9.5th in (100 ms, 250 ms].
    expect(both.latencyP50Ms).toBeCloseTo(8.125, 6);
    expect(both.latencyP95Ms).toBeCloseTo(212.5, 6);

    // Process two stops: its reading is withdrawn, and the next figures are process one's alone.
    await trafficTwo.startSharing()();
    const alone = (await dashboardSnapshot({ db, traffic: trafficOne, now: () => at(20) }, staff))!;
    expect(alone).toMatchObject({ processes: 1, errorRate: 0 });
    expect(alone.requestsPerSecond).toBeCloseTo(0.4, 6);
  } finally {
    await redis.flushdb();
    redis.disconnect();
    await db.$disconnect();
  }
});

test("with Redis down, the Dashboard shows this process's figures and says the others cannot be read, instead of failing", async () => {
  const downPort = await freePort();
  // Nothing listens there, and the client gives up at once instead of retrying.
  const redis = new Redis(`redis://127.0.0.1:${downPort}`, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  const db = createDatabaseClient(database.url);
  try {
    const metrics = createPortalMetrics(undefined);
    metrics.request("GET", "/", 200, 0.008);
    const traffic = createClusterTraffic(metrics, redis);
    const { since } = await metrics.traffic();
    const snapshot = (await dashboardSnapshot({ db, traffic, now: () => new Date(since.getTime() + 10_000) }, { userId: "ada", role: "ADMIN" }))!;
    expect(snapshot).toMatchObject({ processes: 1, otherProcessesUnreachable: true, errorRate: 0 });
    expect(snapshot.requestsPerSecond).toBeCloseTo(0.1, 6);
  } finally {
    redis.disconnect();
    await db.$disconnect();
  }
});

test("a Redis that takes the connection but never answers costs a Dashboard read the other processes, not an answer", async () => {
  // Without the read's own deadline this would wait for good: ioredis sets no command timeout.
  const silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const { port } = silent.address() as AddressInfo;
  const redis = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    const metrics = createPortalMetrics(undefined);
    const { readings, othersUnreachable } = await createClusterTraffic(metrics, redis).readings(new Date());
    expect(othersUnreachable).toBe(true);
    expect(readings).toHaveLength(1);
  } finally {
    redis.disconnect();
    silent.close();
  }
});
