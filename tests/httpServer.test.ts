/**
 * Issue 8, what only a real listening server shows: WebSocket upgrades from other origins, and
 * keep-alive connections after an early answer to a body the server did not read.
 */
import { execFile } from "node:child_process";
import net from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
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

/** Opens a graphql-ws connection with the given Origin and says whether the server accepted it. */
function upgrade(origin: string | undefined): Promise<"open" | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://localhost:${portal.port}/graphql`, "graphql-transport-ws", origin ? { origin } : {});
    socket.once("open", () => {
      socket.close();
      resolve("open");
    });
    socket.once("unexpected-response", (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once("error", (error) => reject(error));
  });
}

describe("graphql-ws upgrades", () => {
  test("a page of another origin (same site) cannot open one", async () => {
    expect(await upgrade("http://127.0.0.1:9999")).toBeGreaterThanOrEqual(400);
    expect(await upgrade(`https://localhost:${portal.port}`)).toBeGreaterThanOrEqual(400);
  });

  test("the portal's own pages, and programs that send no Origin, can", async () => {
    expect(await upgrade(`http://localhost:${portal.port}`)).toBe("open");
    expect(await upgrade(undefined)).toBe("open");
  });

  test("subscriptions get the same limits as HTTP operations", async () => {
    const client = createClient({ url: `ws://localhost:${portal.port}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      const deep = `subscription { dataDate ${"{".repeat(100)} }`;
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe({ query: deep }, { next: () => {}, error: resolve, complete: () => resolve(null) });
      });
      expect(JSON.stringify(errors)).toContain("nested more than");
    } finally {
      await client.dispose();
    }
  });

  test("an operation's cost counts its variables over graphql-ws too: a page of 100 is refused before it runs, one of 2 is answered", async () => {
    const client = createClient({ url: `ws://localhost:${portal.port}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    const query = "query($first: Int) { categories { games(first: $first) { edges { node { id category { games(first: 25) { edges { node { id } } } } } } } } }";
    const answer = (first: number) =>
      new Promise<{ data?: unknown; errors?: readonly { message: string }[] }>((resolve, reject) => {
        client.subscribe({ query, variables: { first } }, { next: resolve, error: reject, complete: () => {} });
      });
    try {
      const refused = await answer(100);
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors?.[0]?.message).toMatch(/^The query costs \d+, more than the limit of 100000\.$/);
      expect((await answer(2)).errors).toBeUndefined();
    } finally {
      await client.dispose();
    }
  });
});

/**
 * Sends a request with a body the server will not read, then a second request on the same
 * socket, as a keep-alive client does. Returns the first status, whether the server said it would
 * close the connection, and whether the second request was answered.
 */
async function bodyThenNextRequest(path: string, type: string, size: number) {
  const socket = net.connect(portal.port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.on("error", () => {});
  const closed = new Promise((resolve) => socket.once("close", resolve));
  const origin = `http://localhost:${portal.port}`;
  socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost:${portal.port}\r\nOrigin: ${origin}\r\nContent-Type: ${type}\r\nContent-Length: ${size}\r\n\r\n`);
  socket.write(Buffer.alloc(size, "a"));
  await new Promise((resolve) => setTimeout(resolve, 300));
  socket.write(`GET /api/user-data?a=tm HTTP/1.1\r\nHost: localhost:${portal.port}\r\n\r\n`);
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1500))]);
  socket.destroy();
  const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
  const firstHead = received.split("\r\n\r\n")[0] ?? "";
  return { first: statuses[0], announcedClose: /^connection: close$/im.test(firstHead), nextAnswered: statuses.length > 1 };
}

describe("early answers to bodies that were not read", () => {
  test.each([
    ["a 415 to a large text body", "/graphql", "text/plain", 200_000, 415],
    ["a 413 to a body over the limit", "/api/purch-g", "application/json", 1_000_000, 413],
    ["a 401 to a signed-out visitor's payment call", "/api/payment/stripe-ci", "application/json", 120_000, 401],
  ])("%s: the server says it closes, or answers the next request", async (_name, path, type, size, status) => {
    const outcome = await bodyThenNextRequest(path, type, size);
    expect(outcome.first).toBe(status);
    expect(outcome.announcedClose || outcome.nextAnswered).toBe(true);
  });

  test("a small request whose body was read keeps the connection open", async () => {
    const outcome = await bodyThenNextRequest("/api/user-data", "application/json", 0);
    expect(outcome).toMatchObject({ announcedClose: false, nextAnswered: true });
  });
});

/** What a client in a process of its own got for each of `times` uploads (tests/support/uploads.ts). */
async function uploads(path: string, bytes: number, mode: "length" | "chunked", times: number): Promise<unknown> {
  const script = fileURLToPath(new URL("./support/uploads.ts", import.meta.url));
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", script, `http://127.0.0.1:${portal.port}${path}`, String(bytes), mode, String(times)]);
  return JSON.parse(stdout);
}

describe("a refused upload gets its answer, not a reset", () => {
  test.each([
    ["REST, with Content-Length", "/api/purch-g", "length"],
    ["REST, chunked", "/api/purch-g", "chunked"],
    ["GraphQL, with Content-Length", "/graphql", "length"],
    ["GraphQL, chunked", "/graphql", "chunked"],
  ] as const)("2 MB to %s: a 413, 20 times out of 20", async (_name, path, mode) => {
    expect(await uploads(path, 2 * 1024 * 1024, mode, 20)).toEqual(Array.from({ length: 20 }, () => 413));
  });
});
