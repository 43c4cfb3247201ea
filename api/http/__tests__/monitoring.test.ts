/**
 * Issue 33, observability: /metrics (loopback or METRICS_TOKEN), /healthz, /readyz and the JSON
 * logs, against a real listening portal whose log lines the test reads.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { readConfig } from "../../config.ts";
import { createDatabaseClient } from "../../database/prisma.ts";
import { createLogger } from "../../logger.ts";
import { startPortal, type RunningPortal } from "../../server.ts";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { createTestApp, TEST_ORIGIN } from "../../../tests/support/testApp.ts";
import { createMigratedDatabase, type TestDatabase, unreachableDatabaseClient } from "../../../tests/support/testDatabase.ts";

const METRICS_TOKEN = "metrics-token-for-the-test";
const EMAIL = "watched.player@example.test";

let database: TestDatabase;
let portal: RunningPortal;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createMigratedDatabase();
  // PUBLIC_URL is the test client's origin, so its writes count as the portal's own pages; one
  // trusted proxy, so a test can say (in X-Forwarded-For) that a request came from elsewhere.
  portal = await startPortal(
    { ...readConfig({}), port: 0, databaseUrl: database.url, publicUrl: TEST_ORIGIN, trustedProxies: 1, metricsToken: METRICS_TOKEN },
    { logger: createLogger("info", { write: (line: string) => void logLines.push(line) }) },
  );
});
afterAll(async () => {
  await portal?.stop();
  await database?.drop();
});

/** A browser's worth of cookies against the listening portal. */
function client(): HttpClient {
  return new HttpClient({ request: (input, init) => fetch(`${portal.url}${input.slice(TEST_ORIGIN.length)}`, init) });
}

const metrics = (headers: Record<string, string> = {}) => fetch(`${portal.url}/metrics`, { headers });

test("/metrics from loopback: the HTTP, GraphQL, socket, pool, event loop, games and money metrics", async () => {
  const player = client();
  expect((await player.signUp(EMAIL)).status).toBe(200);
  const typename = await player.graphql<{ __typename: string }>("query Probe { __typename }");
  expect(typename.body.data?.__typename).toBe("Query");
  const started = await player.graphql<{ startGame: { session?: { id: string } } }>(
    "mutation Start($game: String!) { startGame(input: { game: $game }) { ... on StartGameSuccess { session { id } } } }",
    { game: "KLO" },
  );
  expect(started.body.data?.startGame.session?.id).toBeTruthy();
  await player.graphql("query Broken { noSuchField }");
  // Twice: the second is a kept answer sent before Hono, and must be counted all the same.
  for (let i = 0; i < 2; i++) expect((await fetch(`${portal.url}/.data/games.dat`)).status).toBe(200);

  const response = await metrics();
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  const text = await response.text();
  expect(text).toMatch(/^http_requests_total\{method="POST",route="\/graphql",status="200"\} \d+$/m);
  expect(text).toMatch(/^http_requests_total\{method="GET",route="\/\.data\/[^"]*",status="200"\} 2$/m);
  expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.001",method="POST",route="\/graphql"\} \d+$/m);
  expect(text).toMatch(/^graphql_operations_total\{operation="Probe",type="query",outcome="ok"\} 1$/m);
  expect(text).toMatch(/^graphql_operations_total\{operation="Start",type="mutation",outcome="ok"\} 1$/m);
  expect(text).toMatch(/^graphql_operations_total\{operation="Broken",type="unknown",outcome="invalid"\} 1$/m);
  expect(text).toMatch(/^graphql_errors_total\{code="GRAPHQL_VALIDATION_FAILED"\} 1$/m);
  expect(text).toMatch(/^games_started_total\{game="KLO"\} 1$/m);
  expect(text).toContain("# TYPE games_won_total counter");
  // The welcome gift: both currencies credited through the wallet.
  expect(text).toMatch(/^wallet_credited_total\{currency="tokens"\} [1-9]\d*$/m);
  expect(text).toMatch(/^wallet_credited_total\{currency="gems"\} [1-9]\d*$/m);
  expect(text).toContain("# TYPE wallet_debited_total counter");
  expect(text).toMatch(/^graphql_ws_sockets 0$/m);
  expect(text).toMatch(/^players_with_open_pages 0$/m);
  expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  // No raw path becomes a label.
  expect(text).not.toContain("games.dat");
});

test("/metrics: refused from another address; the bearer token opens it; a wrong one does not", async () => {
  const elsewhere = { "X-Forwarded-For": "203.0.113.9" };
  const refused = await metrics(elsewhere);
  expect(refused.status).toBe(403);
  expect(await refused.text()).not.toContain("http_requests_total");
  expect((await metrics({ ...elsewhere, Authorization: `Bearer ${METRICS_TOKEN}` })).status).toBe(200);
  expect((await metrics({ ...elsewhere, Authorization: `Bearer ${METRICS_TOKEN}x` })).status).toBe(403);
  expect((await metrics({ ...elsewhere, Authorization: "Bearer" })).status).toBe(403);
  expect((await metrics({ ...elsewhere, Authorization: METRICS_TOKEN })).status).toBe(403);
});

test("/metrics in-process (no socket, so no loopback address) is refused", async () => {
  const app = createTestApp(createDatabaseClient(database.url));
  expect((await app.app.request("/metrics")).status).toBe(403);
  expect((await app.app.request("/metrics", { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(403);
});

test("/healthz is alive; /readyz is ready, and names the database when it cannot be reached", async () => {
  const health = await fetch(`${portal.url}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.text()).toBe("ok");
  const ready = await fetch(`${portal.url}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready" });

  const unreachable = await unreachableDatabaseClient(database.url);
  try {
    const { app } = createTestApp(unreachable);
    const answer = await app.request("/readyz");
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: "unavailable", failed: ["database"] });
  } finally {
    await unreachable.$disconnect();
  }
});

test("logs are JSON lines with the request id of the answer, and no email or cookie", async () => {
  const player = client();
  expect((await player.signUp("logged.player@example.test")).status).toBe(200);
  const answer = await player.send("/graphql?query=%7B__typename%7D", { headers: { "X-Request-Id": "trace-me-42" } });
  expect(answer.headers.get("x-request-id")).toBe("trace-me-42");
  const fresh = await player.send("/healthz");
  const freshId = fresh.headers.get("x-request-id");
  expect(freshId).toMatch(/^[0-9a-f-]{36}$/);

  await expect.poll(() => logLines.some((line) => line.includes(freshId!))).toBe(true);
  const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(entries.find((entry) => entry.reqId === "trace-me-42")).toMatchObject({ level: 30, msg: "request", method: "GET", route: "/graphql", status: 200 });
  expect(entries.find((entry) => entry.reqId === freshId)).toMatchObject({ msg: "request", route: "/healthz", status: 200 });
  const everything = logLines.join("\n");
  expect(player.cookies.size).toBeGreaterThan(0);
  // The session's and other cookies' values (flags such as "1" aside).
  for (const value of player.cookies.values()) if (value.length > 8) expect(everything).not.toContain(value);
  for (const email of [EMAIL, "logged.player@example.test"]) expect(everything).not.toContain(email);
  expect(everything).not.toMatch(/cookie/i);
});
