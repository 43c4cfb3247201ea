/**
 * Issue 8, cross-origin access: only the portal's own pages may act with a player's cookie, and
 * every response carries the security headers.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { createTestApp, TEST_ORIGIN, useTestApp } from "../../../tests/support/testApp.ts";
import { readConfig } from "../../config.ts";
import { ConfigError } from "../../configError.ts";

const { app, database } = useTestApp();
const player = new HttpClient(app);
beforeAll(async () => {
  expect((await player.signUp("cross-origin@example.test")).status).toBe(200);
});

const cookie = () => [...player.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
const PURCHASE = JSON.stringify({ t: 0, x: "BCA", p: 10, q: 1, i: "HI", c: 5 });

async function gems(): Promise<number> {
  const answer = await player.graphql<{ viewer: { player: { gems: number } } }>("{ viewer { player { gems } } }");
  return answer.body.data!.viewer.player.gems;
}

describe("writes with the player's cookie", () => {
  test.each([
    ["another origin of the same site", { origin: "http://127.0.0.1:9999" }],
    ["the same host over https on the http site", { origin: "https://localhost" }],
    ["the same host on another port", { origin: "http://localhost:9999" }],
    ["no Origin, Sec-Fetch-Site: same-site", { "sec-fetch-site": "same-site" }],
    ["neither Origin nor Sec-Fetch-Site", {}],
  ])("from %s: 403, nothing bought", async (_name, headers) => {
    const before = await gems();
    for (const path of ["/api/purch-g", "/graphql"]) {
      const body = path === "/graphql" ? JSON.stringify({ query: "mutation { __typename }" }) : PURCHASE;
      const response = await app.request(`${TEST_ORIGIN}${path}`, { method: "POST", headers: { ...headers, cookie: cookie(), "content-type": "application/json" }, body });
      expect(response.status, path).toBe(403);
    }
    expect(await gems()).toBe(before);
  });

  test("from the portal's own page (Origin or Sec-Fetch-Site: same-origin): accepted", async () => {
    const before = await gems();
    const pages: Record<string, string>[] = [{ origin: TEST_ORIGIN }, { "sec-fetch-site": "same-origin" }];
    for (const headers of pages) {
      const response = await app.request(`${TEST_ORIGIN}/api/purch-g`, { method: "POST", headers: { ...headers, cookie: cookie(), "content-type": "application/json" }, body: PURCHASE });
      expect(response.status).toBe(200);
    }
    expect(await gems()).toBe(before - 20);
  });

  test("a program without cookies needs no Origin (webhooks, game teams' tools)", async () => {
    const response = await app.request(`${TEST_ORIGIN}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ __typename }" }) });
    expect(response.status).toBe(200);
  });

  test.each([
    ["/api/purch-t", "text/plain", PURCHASE],
    ["/api/purch-g", "application/x-www-form-urlencoded", "t=0&x=BCA&p=10&q=1&i=HI&c=5"],
    ["/graphql", "application/x-www-form-urlencoded", "query=mutation%7B__typename%7D"],
    ["/graphql", "multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"mutation{__typename}"}\r\n--x--\r\n'],
    ["/graphql", "text/plain", JSON.stringify({ query: "mutation { __typename }" })],
  ])("%s with %s: 415, even from our own origin", async (path, type, body) => {
    const before = await gems();
    const response = await app.request(`${TEST_ORIGIN}${path}`, { method: "POST", headers: { origin: TEST_ORIGIN, cookie: cookie(), "content-type": type }, body });
    expect(response.status).toBe(415);
    expect(await gems()).toBe(before);
  });
});

describe("CORS on /graphql", () => {
  test("another origin gets no credentialed access to the viewer", async () => {
    const preflight = await app.request(`${TEST_ORIGIN}/graphql`, {
      method: "OPTIONS",
      headers: { origin: "http://127.0.0.1:9999", "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).not.toBe("http://127.0.0.1:9999");
    const read = await app.request(`${TEST_ORIGIN}/graphql?query=${encodeURIComponent("{ viewer { email } }")}`, {
      headers: { origin: "http://127.0.0.1:9999", cookie: cookie(), accept: "application/json" },
    });
    const allowed = read.headers.get("access-control-allow-origin");
    expect(allowed === null || allowed === TEST_ORIGIN).toBe(true);
  });

  test("our own origin is allowed", async () => {
    const response = await app.request(`${TEST_ORIGIN}/graphql`, {
      method: "OPTIONS",
      headers: { origin: TEST_ORIGIN, "access-control-request-method": "POST" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBe(TEST_ORIGIN);
  });
});

describe("security headers", () => {
  test.each(["/", "/games-all", "/graphql?query=%7B__typename%7D", "/api/user-data?a=tm", "/.data/games.dat", "/favicon.svg", "/no-such-page"])("%s", async (path) => {
    const response = await app.request(`${TEST_ORIGIN}${path}`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  test("HSTS when the public URL is https", async () => {
    const { app: secure } = createTestApp(database.db, { publicUrl: "https://portal.example" });
    const response = await secure.request("https://portal.example/");
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
  });
});

describe("the client's address", () => {
  async function sessionAddressAfterTempUser(appUnderTest: typeof app, headers: Record<string, string>) {
    const response = await appUnderTest.request(`${TEST_ORIGIN}/api/user-data`, {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json", ...headers },
      body: JSON.stringify({ a: "tp" }),
    });
    expect(response.status).toBe(200);
    const token = decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "").split(".")[0]!;
    return (await database.db.session.findUniqueOrThrow({ where: { token } })).ipAddress;
  }

  test("a client's own X-Portal-Client-Ip is never stored as the session's address", async () => {
    expect(await sessionAddressAfterTempUser(app, { "x-portal-client-ip": "6.6.6.6" })).not.toBe("6.6.6.6");
  });

  test("X-Forwarded-For is ignored unless proxies are trusted, and then only the proxy's entry counts", async () => {
    expect(await sessionAddressAfterTempUser(app, { "x-forwarded-for": "7.7.7.7" })).not.toBe("7.7.7.7");
    const { app: proxied } = createTestApp(database.db, { trustedProxies: 1 });
    expect(await sessionAddressAfterTempUser(proxied, { "x-forwarded-for": "6.6.6.6, 203.0.113.9", "x-portal-client-ip": "6.6.6.6" })).toBe("203.0.113.9");
  });
});

describe("configuration", () => {
  test("an https PUBLIC_URL without BETTER_AUTH_SECRET refuses to start, in one sentence", () => {
    expect(() => readConfig({ PUBLIC_URL: "https://games.example" })).toThrow(ConfigError);
    expect(() => readConfig({ PUBLIC_URL: "https://games.example" })).toThrow(/BETTER_AUTH_SECRET must be set/);
    expect(readConfig({ PUBLIC_URL: "https://games.example", BETTER_AUTH_SECRET: "s".repeat(32) }).publicUrl).toBe("https://games.example");
    expect(readConfig({ PUBLIC_URL: "http://localhost:4000" }).authSecret).toBeUndefined();
  });

  test("TRUSTED_PROXIES is a whole number", () => {
    expect(readConfig({}).trustedProxies).toBe(0);
    expect(readConfig({ TRUSTED_PROXIES: "2" }).trustedProxies).toBe(2);
    expect(() => readConfig({ TRUSTED_PROXIES: "-1" })).toThrow(ConfigError);
  });
});
