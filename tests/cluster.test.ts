/**
 * `npm run serve -- --workers N` (api/cluster.ts): a real primary and its two workers on one port,
 * one PostgreSQL and one redis-server. A purchase answered by one worker reaches a wallet
 * subscription held by the other, and a worker killed in a burst of purchases loses none that
 * were answered, is replaced, and the port keeps answering. SIGTERM stops them all gracefully.
 *
 * Which worker serves a connection is node:cluster's choice. The test learns it from the portal's
 * own log: each request line carries the worker's pid and the X-Request-Id the test sent, and
 * /metrics tells how many graphql-ws sockets the worker that answered holds.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { randomUUID } from "node:crypto";
import http from "node:http";
import { createClient, type Client } from "graphql-ws";
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, test } from "vitest";
import WebSocket from "ws";
import { ROOT_DIR } from "../api/config.ts";
import { createDatabaseClient } from "../api/database/prisma.ts";
import { credit } from "../api/wallet/wallet.ts";
import { stopChildren } from "./support/childProcesses.ts";
import { freePort } from "./support/freePort.ts";
import { HttpClient } from "./support/httpClient.ts";
import { TEST_ORIGIN } from "./support/testApp.ts";
import { createEmptyDatabase, type TestDatabase } from "./support/testDatabase.ts";

const children: ChildProcessWithoutNullStreams[] = [];
let database: TestDatabase;
let primary: ChildProcessWithoutNullStreams;
let redisUrl: string;
let portal: string;
let port: number;
/** The primary's stdout: its own log lines and its workers' (they share it). */
let log = "";

const baseEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(PORT|REDIS_URL|DATABASE_URL|EMBEDDED_PG_DIR|DEBUG_PORTAL|VITEST.*|NODE_ENV)$/.test(name)));

function start(args: string[], env: NodeJS.ProcessEnv): ChildProcessWithoutNullStreams {
  const child = spawn(process.execPath, ["--import", "tsx", "api/main.ts", ...args], { cwd: ROOT_DIR, env });
  children.push(child);
  return child;
}

beforeAll(async () => {
  const redisPort = await freePort();
  const redis = spawn("redis-server", ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { cwd: ROOT_DIR });
  children.push(redis);
  await new Promise<void>((resolve, reject) => {
    let output = "";
    redis.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
      if (output.includes("Ready to accept connections")) resolve();
    });
    redis.once("close", (code) => reject(new Error(`redis-server exited with ${code}:\n${output}`)));
  });
  redisUrl = `redis://127.0.0.1:${redisPort}`;
  // Empty: the primary migrates it and loads the catalog before it forks.
  database = await createEmptyDatabase();
  port = await freePort();
  primary = start(["--workers", "2"], {
    ...baseEnv,
    PORT: String(port),
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    LOG_LEVEL: "info",
    BETTER_AUTH_SECRET: "one-secret-shared-by-every-portal-process-0123456789",
  });
  portal = await new Promise<string>((resolve, reject) => {
    let errors = "";
    primary.stderr.setEncoding("utf8").on("data", (chunk: string) => (errors += chunk));
    primary.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      log += chunk;
      const match = / is running at (http:\/\/\S+) with 2 workers/.exec(log);
      if (match?.[1]) resolve(match[1]);
    });
    primary.once("close", (code) => reject(new Error(`The primary exited with ${code} before it was ready:\n${log}${errors}`)));
  });
}, 120_000);

afterAll(async () => {
  await stopChildren(children);
  await database?.drop();
});

interface LogLine {
  pid: number;
  msg: string;
  reqId: string | undefined;
  workerPid: number | undefined;
}

/** The complete JSON lines logged so far. */
function logLines(): LogLine[] {
  return log
    .split("\n")
    .slice(0, -1)
    .flatMap((text) => {
      const value: unknown = text.startsWith("{") ? JSON.parse(text) : null;
      if (typeof value !== "object" || value === null) return [];
      if (!("pid" in value) || typeof value.pid !== "number" || !("msg" in value) || typeof value.msg !== "string") return [];
      return [
        {
          pid: value.pid,
          msg: value.msg,
          reqId: "reqId" in value && typeof value.reqId === "string" ? value.reqId : undefined,
          workerPid: "workerPid" in value && typeof value.workerPid === "number" ? value.workerPid : undefined,
        },
      ];
    });
}

/** The pids of the workers that said they serve, in order. */
function servingWorkers(): number[] {
  return logLines()
    .filter((line) => /^Worker \d+ is serving /.test(line.msg))
    .map((line) => line.pid);
}

/** The pid of the worker that answered the request sent with this X-Request-Id. */
async function workerOf(requestId: string): Promise<number> {
  let pid: number | undefined;
  await expect.poll(() => (pid = logLines().find((line) => line.reqId === requestId && line.msg === "request")?.pid), { timeout: 5_000 }).toBeDefined();
  return pid ?? 0;
}

/** A GET on a connection of its own, so node:cluster hands each one to the next worker. */
function getOnNewConnection(path: string, requestId: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, agent: false, headers: { "x-request-id": requestId } }, (response) => {
      let body = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
}

/** How many graphql-ws sockets each live worker holds (read from /metrics, which the loopback address may read). */
async function socketsByWorker(workers: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (let attempt = 0; workers.some((pid) => !counts.has(pid)); attempt += 1) {
    if (attempt === 20) throw new Error(`/metrics was answered by ${[...counts.keys()].join(", ")} only, not by every worker of ${workers.join(", ")}.`);
    const requestId = `metrics-${randomUUID()}`;
    const { body } = await getOnNewConnection("/metrics", requestId);
    counts.set(await workerOf(requestId), Number(/^graphql_ws_sockets (\d+)$/m.exec(body)?.[1]));
  }
  return counts;
}

/**
 * A request not answered within this time counts as cut: a connection handed to a worker just as
 * it is killed may get no answer and no close, and a tab would give up on it too.
 */
const ANSWER_WAIT_MS = 20_000;

/** A browser's tab on the cluster's port, with a request id of the test's choosing on each request. */
function tab(): HttpClient {
  return new HttpClient({
    request: (input, init) => {
      const headers = new Headers(init?.headers);
      if (headers.has("origin")) headers.set("origin", portal);
      return fetch(input.replace(TEST_ORIGIN, portal), { ...init, headers, signal: AbortSignal.timeout(ANSWER_WAIT_MS) });
    },
  });
}

async function signedIn(name: string): Promise<{ client: HttpClient; userId: string }> {
  const client = tab();
  const signUp = await client.signUp(`${name}-${randomUUID().slice(0, 8)}@example.test`);
  expect(signUp.status).toBe(200);
  return { client, userId: signUp.body.user?.id ?? "" };
}

function subscribeWithCookies(client: HttpClient): Client {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  return createClient({ url: `${portal.replace("http", "ws")}/graphql`, webSocketImpl: CookieSocket, retryAttempts: 0 });
}

const BUY_HINTS = `mutation ($input: PurchaseInput!) {
  purchaseWithGems(input: $input) { __typename ... on PurchaseSuccess { balance } }
}`;
const HINTS = { kind: "POWERUP", gameCode: "bca", itemId: "HI", count: 5, quantity: 1, unitPrice: 10 };
type Bought = { data?: { purchaseWithGems: { __typename: string; balance?: number } } };

function buyHints(client: HttpClient, requestId: string) {
  return client.json<Bought>("/graphql", { query: BUY_HINTS, variables: { input: HINTS } }, { headers: { "x-request-id": requestId } });
}

test("--workers 2 without REDIS_URL refuses to start, in one sentence", async () => {
  const child = start(["--workers", "2"], { ...baseEnv, DATABASE_URL: database.url, PORT: String(await freePort()) });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
  expect(code).toBe(1);
  expect(stdout).toBe("");
  expect(stderr).toBe(
    "--workers 2 needs REDIS_URL, so that the workers share events and rate limits; set it (for example redis://127.0.0.1:6379) or run a single worker.\n",
  );
});

test("a purchase answered by one worker reaches the wallet subscription held by the other", async () => {
  const workers = servingWorkers();
  expect(workers).toHaveLength(2);
  const { client, userId } = await signedIn("alice");

  // Sockets are opened one at a time until each worker holds one; /metrics tells where each landed.
  const sockets: { ws: Client; worker: number; gems: number[] }[] = [];
  let before = await socketsByWorker(workers);
  try {
    while (new Set(sockets.map((socket) => socket.worker)).size < 2) {
      if (sockets.length === 8) throw new Error("Eight sockets all landed on one worker.");
      const ws = subscribeWithCookies(client);
      const gems: number[] = [];
      await new Promise<void>((resolve, reject) => {
        ws.subscribe<{ walletChanged: { gems: number } | null }>(
          { query: "subscription { walletChanged { gems } }" },
          {
            next: (value) => {
              gems.push(value.data?.walletChanged?.gems ?? -1);
              resolve();
            },
            error: reject,
            complete: () => reject(new Error("The subscription ended.")),
          },
        );
      });
      const after = await socketsByWorker(workers);
      const worker = workers.find((pid) => (after.get(pid) ?? 0) > (before.get(pid) ?? 0));
      if (worker === undefined) throw new Error(`No worker counts one socket more: ${JSON.stringify([...after])}.`);
      sockets.push({ ws, worker, gems });
      before = after;
    }
    // Each worker follows the player's wallet through Redis once it has subscribed to its channel.
    const redis = new Redis(redisUrl);
    try {
      await expect.poll(async () => (await redis.pubsub("NUMSUB", `walletChanged:${userId}`))[1], { timeout: 10_000 }).toBe(2);
    } finally {
      redis.disconnect();
    }

    const requestId = `buy-${randomUUID()}`;
    const bought = await buyHints(client, requestId);
    expect(bought.body.data?.purchaseWithGems).toEqual({ __typename: "PurchaseSuccess", balance: 90 });
    const buyer = await workerOf(requestId);
    const elsewhere = sockets.find((socket) => socket.worker !== buyer);
    expect(elsewhere).toBeDefined();
    await expect.poll(() => elsewhere?.gems, { timeout: 10_000 }).toEqual([100, 90]);
  } finally {
    await Promise.all(sockets.map((socket) => socket.ws.dispose()));
  }
});

test("a worker killed in a burst of purchases loses none that were answered; it is replaced and the port keeps answering", async () => {
  const [victim, survivor] = servingWorkers();
  const { client, userId } = await signedIn("bob");
  const db = createDatabaseClient(database.url);
  try {
    await db.$transaction((tx) => credit(tx, { userId, currency: "GEMS", amount: 1_000, reason: "Test grant" }));
  } finally {
    await db.$disconnect();
  }

  // 40 purchases, 4 at a time; the victim is killed once 10 have been answered, others in flight.
  const PURCHASES = 40;
  const IN_FLIGHT = 4;
  const balances: number[] = [];
  const refused: unknown[] = [];
  const cut: string[] = [];
  let sent = 0;
  let settled = 0;
  const buyer = async () => {
    while (sent < PURCHASES) {
      sent += 1;
      try {
        const bought = await buyHints(client, `burst-${randomUUID()}`);
        const result = bought.body.data?.purchaseWithGems;
        if (bought.status === 200 && result?.__typename === "PurchaseSuccess" && result.balance !== undefined) balances.push(result.balance);
        else refused.push(bought);
      } catch (error) {
        // A request on a connection the kill cut gets no answer at all.
        cut.push(String(error));
      }
      settled += 1;
      if (settled === 10) process.kill(victim ?? 0, "SIGKILL");
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, buyer));

  expect(refused).toEqual([]);
  expect(cut.length).toBeLessThanOrEqual(IN_FLIGHT);
  expect(balances.length + cut.length).toBe(PURCHASES);
  // Every answered purchase is in the ledger, at the balance its answer gave.
  const rows = await database.sql<{ balanceAfter: number }>(
    `SELECT "balanceAfter" FROM "LedgerEntry" WHERE "userId" = $1 AND currency = 'GEMS' AND delta = -10`,
    [userId],
  );
  expect(new Set(balances).size).toBe(balances.length);
  expect(rows.map((row) => row.balanceAfter)).toEqual(expect.arrayContaining(balances));

  // The primary logged the death and started another worker, which answers on the same port.
  await expect.poll(() => logLines().some((line) => line.msg.startsWith("A worker died unexpectedly") && line.workerPid === victim), { timeout: 10_000 }).toBe(true);
  let replacement: number | undefined;
  // A new worker compiles and starts the whole portal: on two busy cores that can take a minute.
  await expect.poll(() => (replacement = servingWorkers().find((pid) => pid !== victim && pid !== survivor)), { timeout: 90_000 }).toBeDefined();
  const answeredBy = new Set<number>();
  for (let attempt = 0; attempt < 10 && !answeredBy.has(replacement ?? 0); attempt += 1) {
    const requestId = `health-${randomUUID()}`;
    expect(await getOnNewConnection("/healthz", requestId)).toEqual({ status: 200, body: "ok" });
    answeredBy.add(await workerOf(requestId));
  }
  expect(answeredBy).toContain(replacement);
  expect(answeredBy).not.toContain(victim);
}, 150_000);

test("SIGTERM stops the workers, then the primary, which exits with 0", async () => {
  const workers = servingWorkers();
  const exited = new Promise<number | null>((resolve) => primary.once("close", resolve));
  primary.kill("SIGTERM");
  expect(await exited).toBe(0);
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  expect(workers.filter(alive)).toEqual([]);
  // Both live workers stopped the graceful way (the portal's own stop), not by the primary's exit.
  const stopped = logLines().filter((line) => line.msg === "SIGTERM received: stopping...").map((line) => line.pid);
  expect(new Set(stopped).size).toBe(2);
  expect(workers).toEqual(expect.arrayContaining(stopped));
  expect(logLines().some((line) => line.pid === primary.pid && line.msg === "SIGTERM received: stopping the workers...")).toBe(true);
});
