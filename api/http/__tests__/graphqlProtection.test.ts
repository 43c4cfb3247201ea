/**
 * Issue 8: no query, however built, crashes the server or makes it do unbounded work, and the
 * GraphQL door answers malformed requests with 400s instead of 500s.
 */
import { createSchema, createYoga } from "graphql-yoga";
import { describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { capturedLogger, createTestApp, TEST_ORIGIN, useTestApp } from "../../../tests/support/testApp.ts";
import { operations as sdkOperations } from "../../../games/sdk/operations.ts";
import { z } from "zod";
import { createDatabaseClient } from "../../database/prisma.ts";
import { MAX_NODE_IDS } from "../../schema/builder.ts";
import { bracketNesting, GRAPHQL_LIMITS, graphqlProtection } from "../graphqlProtection.ts";
import { LONE_SURROGATE_MESSAGE, NUL_CHARACTER_MESSAGE } from "../nulCharacters.ts";

const { app, database } = useTestApp();

/** A line of the portal's JSON log, as far as these tests read it. */
const LoggedLine = z.object({ level: z.number(), reqId: z.string().optional(), err: z.object({ message: z.string(), stack: z.string() }).optional() });

type GraphQLAnswer = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };

async function post(body: unknown, headers: Record<string, string> = {}, to = app) {
  const response = await to.request(`${TEST_ORIGIN}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as GraphQLAnswer };
}

/** The query: each level re-enters the category's games, doubling the work per level. */
function categoryLoop(levels: number): string {
  let query = "id";
  for (let level = 0; level < levels; level++) query = `category { games(first: 1) { edges { node { ${query} } } } }`;
  return `{ game(slug: "word-hunch") { ${query} } }`;
}

function aliasBomb(count: number): string {
  return `{ ${Array.from({ length: count }, (_, i) => `a${i}: games { edges { node { storeItems { key } } } }`).join(" ")} }`;
}

describe("cost limits", () => {
  test("the 25-level query and the 1,000-alias bomb are refused with a clear error, executing nothing, and memory stays flat", async () => {
    const heapBefore = process.memoryUsage().heapUsed;
    for (let round = 0; round < 10; round++) {
      for (const query of [categoryLoop(25), aliasBomb(1000)]) {
        const started = performance.now();
        const answer = await post({ query });
        expect(performance.now() - started).toBeLessThan(1000);
        expect(answer.body.data).toBeUndefined();
        expect(answer.body.errors?.[0]?.message).toMatch(/depth|alias|token|cost|nested/i);
        expect(answer.text.length).toBeLessThan(2000);
      }
    }
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
  });

  test("a loop shallow enough to pass the bracket check is stopped by the depth and cost limits", async () => {
    for (const levels of [4, 6, 8]) {
      const answer = await post({ query: categoryLoop(levels) });
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors?.[0]?.message).toMatch(/depth|cost/i);
    }
  });

  test("21 aliases are refused, by the alias limit", async () => {
    const answer = await post({ query: aliasBomb(21) });
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors?.[0]?.message).toMatch(/alias/i);
  });

  test("a modest nesting of the same shape still works (limits a real client never reaches)", async () => {
    const answer = await post({ query: categoryLoop(2) });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toMatchObject({ game: { category: { games: { edges: [{ node: { category: expect.any(Object) } }] } } } });
  });

  test("every operation the portal's client sends passes the limits", async () => {
    type Params = { text?: string | null; name: string; operationKind: string };
    const artifacts = import.meta.glob<{ default: { params?: Params } }>("../../../client/__generated__/*.graphql.ts", { eager: true });
    // Subscriptions are checked over graphql-ws (tests/httpServer.test.ts); over HTTP they would stream.
    const operations = Object.values(artifacts).flatMap((module) =>
      module.default.params?.text && module.default.params.operationKind !== "subscription" ? [module.default.params] : [],
    );
    expect(operations.length).toBeGreaterThan(5);
    // The Game SDK's operations, which game frames send by hash, pass the same limits.
    for (const [name, text] of Object.entries(sdkOperations)) operations.push({ name, text, operationKind: text.startsWith("query") ? "query" : "mutation" });
    for (const operation of operations) {
      // Mutations need input we don't have here: validation (where the limits run) comes first,
      // so a limit error would show whatever the variables.
      const answer = await post({ query: operation.text, variables: {} });
      for (const error of answer.body.errors ?? []) expect(`${operation.name}: ${error.message}`).not.toMatch(/depth|alias|token|cost|nested|directive/i);
    }
  });

  test("GraphiQL's introspection query passes", async () => {
    const { getIntrospectionQuery } = await import("graphql");
    const answer = await post({ query: getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, inputValueDeprecation: true }) });
    expect(answer.body.errors).toBeUndefined();
  });
});

describe("nodes(ids:) is bounded and counted in the cost", () => {
  const gameIds = async () => {
    const answer = await post({ query: "{ games(first: 5) { edges { node { id } } } }" });
    const games = answer.body.data as { games: { edges: { node: { id: string } }[] } };
    return games.games.edges.map((edge) => edge.node.id);
  };
  /** A selection costing about 2,200 per id: within the limit once, past it 100 times. */
  const heavySelection = "id ... on Game { category { games(first: 50) { edges { node { id } } } } }";

  test(`15,000 ids are refused, with the limit in the message; ${MAX_NODE_IDS} are answered`, async () => {
    const ids = await gameIds();
    const many = Array.from({ length: 15_000 }, (_, i) => ids[i % ids.length]);
    const refused = await post({ query: "query($ids: [ID!]!) { nodes(ids: $ids) { id } }", variables: { ids: many } });
    expect(refused.body.data ?? null).toBeNull();
    expect(refused.body.errors?.[0]).toMatchObject({ message: `nodes takes at most ${MAX_NODE_IDS} ids; 15000 were sent.`, extensions: { code: "BAD_USER_INPUT" } });

    const allowed = many.slice(0, MAX_NODE_IDS);
    const answer = await post({ query: "query($ids: [ID!]!) { nodes(ids: $ids) { id } }", variables: { ids: allowed } });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual({ nodes: allowed.map((id) => ({ id })) });
  });

  test("each id counts in the cost, in a literal list and in a variable alike", async () => {
    const [id = ""] = await gameIds();
    const literal = (count: number) => `{ nodes(ids: ${JSON.stringify(Array.from({ length: count }, () => id))}) { ${heavySelection} } }`;
    const variable = `query($ids: [ID!]!) { nodes(ids: $ids) { ${heavySelection} } }`;
    expect((await post({ query: literal(1) })).body.errors).toBeUndefined();
    expect((await post({ query: variable, variables: { ids: [id] } })).body.errors).toBeUndefined();
    for (const [query, variables] of [[literal(50), undefined], [variable, { ids: Array.from({ length: 50 }, () => id) }]] as const) {
      await expectTooCostly(query, variables);
    }
  });
});

async function expectTooCostly(query: string, variables?: Record<string, unknown>): Promise<void> {
  const answer = await post({ query, variables });
  expect(answer.body.data).toBeUndefined();
  expect(answer.body.errors?.[0]?.message).toMatch(new RegExp(`^The query costs \\d+, more than the limit of ${GRAPHQL_LIMITS.maxCost}\\.$`));
}

describe("a connection's page size counts in the cost", () => {
  // About 2,500 for each game of a page: a page of 100 is past the limit, one of 2 is not.
  const games = (first: string) => `{ categories { games(first: ${first}) { edges { node { id category { games(first: 25) { edges { node { id } } } } } } } } }`;
  const withVariable = `query($first: Int) ${games("$first")}`;

  test("first counts as written or as its variable was sent, over HTTP", async () => {
    expect((await post({ query: games("2") })).body.errors).toBeUndefined();
    expect((await post({ query: withVariable, variables: { first: 2 } })).body.errors).toBeUndefined();
    await expectTooCostly(games("100"));
    await expectTooCostly(withVariable, { first: 100 });
  });
});

describe("input that used to overflow the parser", () => {
  test.each([
    ["a selection nested 4,000 deep", `{ ${"a { ".repeat(4000)}b${" }".repeat(4000)} }`],
    ["a list literal nested 5,000 deep", `{ game(slug: ${"[".repeat(5000)}1${"]".repeat(5000)}) { id } }`],
  ])("%s is a 400 before parsing", async (_name, query) => {
    const answer = await post({ query });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toBe(`The query is nested more than ${GRAPHQL_LIMITS.maxNesting} levels deep.`);
  });

  test("bracket nesting ignores brackets in strings, block strings and comments", () => {
    expect(bracketNesting('{ a(b: "{{{[[[(((") { c } }')).toBe(2);
    expect(bracketNesting('{ a(b: """ {{{ \n [[[ """) }')).toBe(2);
    expect(bracketNesting("{ # {{{{{{\n a }")).toBe(1);
    expect(bracketNesting('{ a(b: "\\"{{{") }')).toBe(2);
  });
});

describe("malformed HTTP requests are 400s", () => {
  test("HEAD /graphql", async () => {
    const response = await app.request(`${TEST_ORIGIN}/graphql`, { method: "HEAD" });
    expect(response.status).toBe(400);
  });

  test("a request without a query is a 400 with the request id; GraphiQL still answers a browser", async () => {
    const requests: [string, RequestInit][] = [
      ["/graphql", {}],
      ["/graphql", { headers: { accept: "application/json" } }],
      ["/graphql?variables=%7B%7D", { headers: { accept: "application/graphql-response+json" } }],
      ["/graphql", { method: "POST", headers: { "content-type": "application/json", origin: TEST_ORIGIN }, body: "{}" }],
    ];
    for (const [path, init] of requests) {
      const response = await app.request(`${TEST_ORIGIN}${path}`, init);
      expect(response.status).toBe(400);
      expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(((await response.json()) as GraphQLAnswer).errors?.[0]).toMatchObject({ message: "Must provide query string.", extensions: { code: "BAD_REQUEST" } });
    }
    const graphiql = await app.request(`${TEST_ORIGIN}/graphql`, { headers: { accept: "text/html" } });
    expect(graphiql.status).toBe(200);
    expect(graphiql.headers.get("content-type")).toMatch(/^text\/html/);
    expect(graphiql.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("every answer carries the request id, the client's own when it sent a usable one", async () => {
    const asked: [string, RequestInit][] = [
      ["/graphql", { method: "POST", headers: { "content-type": "application/json", origin: TEST_ORIGIN }, body: JSON.stringify({ query: "{ nope }" }) }],
      ["/graphql?query=%7B__typename%7D", {}],
      ["/api/auth/get-session", {}],
      ["/api/nothing-here", {}],
    ];
    for (const [path, init] of asked) {
      const response = await app.request(`${TEST_ORIGIN}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), "x-request-id": "trace-29" } });
      expect(`${path}: ${response.headers.get("x-request-id")}`).toBe(`${path}: trace-29`);
    }
  });

  test("GET with unparseable variables is a 400 with a clear message", async () => {
    for (const extra of ["variables=x", "extensions=x"]) {
      const response = await app.request(`${TEST_ORIGIN}/graphql?query=%7B__typename%7D&${extra}`, { headers: { accept: "application/json" } });
      expect(response.status).toBe(400);
      expect(((await response.json()) as GraphQLAnswer).errors?.[0]?.message).toMatch(/not valid JSON/);
    }
  });
});

describe("NUL characters never reach PostgreSQL", () => {
  test.each([
    ['{ game(slug: "\\u0000") { id } }'],
    ['{ games(category: "\\u0000") { edges { node { id } } } }'],
    ['{ viewer { inventory(game: "\\u0000") { key } } }'],
  ])("%s is refused as bad input", async (query) => {
    const answer = await post({ query });
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.errors?.[0]?.message).toBe(NUL_CHARACTER_MESSAGE);
  });

  test("in variables: a 400", async () => {
    const answer = await post({ query: "query($slug: String!) { game(slug: $slug) { id } }", variables: { slug: "a\u0000b" } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toBe(NUL_CHARACTER_MESSAGE);
  });

  test("in a global id (Bill:\\0): not found, as a client error", async () => {
    const answer = await post({ query: '{ node(id: "QmlsbDoA") { id } }' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ node: null });
    expect(answer.body.errors?.[0]).toMatchObject({ message: '"QmlsbDoA" is not a valid id.', extensions: { code: "BAD_USER_INPUT" } });
  });

  test("an id of a type that is not a node is not found either, not an unexpected error", async () => {
    const answer = await post({ query: `{ node(id: "${Buffer.from("User:abc").toString("base64")}") { id } }` });
    expect(answer.body.data).toEqual({ node: null });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
  });

  test("a sign-up name with NUL: 400, and no user", async () => {
    const client = new HttpClient(app);
    const answer = await client.signUp("nul@example.test", "correct-horse-battery", "Bad\u0000Name");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: NUL_CHARACTER_MESSAGE });
    expect(await database.db.user.count({ where: { email: "nul@example.test" } })).toBe(0);
  });
});

describe("lone surrogates (no UTF-8 form) never reach PostgreSQL either", () => {
  test("in variables: a 400", async () => {
    const answer = await post({ query: "query($slug: String!) { game(slug: $slug) { id } }", variables: { slug: "a\uD800b" } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toBe(LONE_SURROGATE_MESSAGE);
  });

  test("in a string literal: a syntax error", async () => {
    const answer = await post({ query: '{ game(slug: "\\uDC00") { id } }' });
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.errors?.[0]?.message).toMatch(/Invalid Unicode escape/);
  });

  test("a pair is text like any other", async () => {
    const answer = await post({ query: "query($slug: String!) { game(slug: $slug) { id } }", variables: { slug: "\u{1F600}" } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { game: null } });
  });

  test("in a REST body: a 400, and no user", async () => {
    const client = new HttpClient(app);
    const answer = await client.signUp("surrogate@example.test", "correct-horse-battery", "Bad\uDBFFName");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: LONE_SURROGATE_MESSAGE });
    expect(await database.db.user.count({ where: { email: "surrogate@example.test" } })).toBe(0);
  });
});

describe("timeouts and unexpected errors", () => {
  test("an operation running past the timeout is answered with a TIMEOUT error", async () => {
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: "type Query { slow: String }",
        resolvers: { Query: { slow: () => new Promise((resolve) => setTimeout(() => resolve("late"), 2000)) } },
      }),
      plugins: graphqlProtection({ timeoutMs: 100 }),
      logging: false,
    });
    const started = performance.now();
    const response = await yoga.fetch("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ slow }" }),
    });
    const body = (await response.json()) as GraphQLAnswer;
    expect(performance.now() - started).toBeLessThan(1500);
    expect(body.errors?.[0]).toMatchObject({ message: "The operation took longer than 0.1 seconds and was stopped.", extensions: { code: "TIMEOUT" } });
  });

  test("a client's mistakes are not logged at the default level; an unexpected error is logged once, with its stack and the request id", async () => {
    const mistakes = [
      { query: "{ games(first: -1) { edges { node { id } } } }" },
      { query: "{ nope }" },
      { query: "{ games(" },
      { query: "query($slug: String!) { game(slug: $slug) { id } }", variables: { slug: 5 } },
      { query: '{ node(id: "not-an-id") { id } }' },
      { query: "query($ids: [ID!]!) { nodes(ids: $ids) { id } }", variables: { ids: Array.from({ length: MAX_NODE_IDS + 1 }, () => "R2FtZTox") } },
      {},
    ];
    const broken = createDatabaseClient("postgresql://nobody:nothing@127.0.0.1:1/none");
    const log = capturedLogger();
    const { app: mistakesApp } = createTestApp(database.db, {}, {}, undefined, log.logger);
    const { app: downApp } = createTestApp(broken, {}, {}, undefined, log.logger);
    const problems = () => log.problems().map((line) => LoggedLine.parse(JSON.parse(line)));
    try {
      for (const mistake of mistakes) {
        const answer = await post(mistake, {}, mistakesApp);
        expect(answer.body.errors?.length).toBeGreaterThan(0);
      }
      expect(problems()).toEqual([]);

      const response = await downApp.request(`${TEST_ORIGIN}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_ORIGIN, "x-request-id": "trace-29-log" },
        body: JSON.stringify({ query: '{ game(slug: "word-hunch") { id } }' }),
      });
      expect(response.headers.get("x-request-id")).toBe("trace-29-log");
      const error = ((await response.json()) as GraphQLAnswer).errors?.[0];
      expect(error?.extensions).toMatchObject({ code: "INTERNAL_SERVER_ERROR", reference: "trace-29-log" });
      const [logged, ...others] = problems();
      expect(others).toEqual([]);
      expect(logged?.reqId).toBe("trace-29-log");
      expect(logged?.err?.stack).toMatch(/\n\s+at /);
    } finally {
      await broken.$disconnect();
    }
  });

  test("a database outage: the viewer is not taken for anonymous, the client gets a reference, the log has the cause with it", async () => {
    const broken = createDatabaseClient("postgresql://nobody:nothing@127.0.0.1:1/none");
    const log = capturedLogger();
    const { app: downApp } = createTestApp(broken, {}, {}, undefined, log.logger);
    try {
      // A real, validly signed session cookie, so the session lookup has to reach the database.
      const player = new HttpClient(app);
      expect((await player.signUp("outage@example.test")).status).toBe(200);
      const client = new HttpClient(downApp);
      for (const [name, value] of player.cookies) client.cookies.set(name, value);
      const answer = await client.graphql("{ viewer { status } }");
      expect(answer.body.data ?? null).toBeNull();
      const error = answer.body.errors?.[0];
      const reference = String(error?.extensions?.reference);
      expect(error?.message).toBe(`Unexpected error. Reference: ${reference}.`);
      const logged = log.problems().map((line) => LoggedLine.parse(JSON.parse(line))).find((line) => line.reqId === reference && line.level >= 50);
      expect(logged?.err?.message).toMatch(/\S/);
    } finally {
      await broken.$disconnect();
    }
  });
});
