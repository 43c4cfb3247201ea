import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { startFakeOidcProvider, type FakeOidcProvider } from "../../../tests/support/fakeOidcProvider.ts";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { createTestApp, TEST_ORIGIN, useTestApp } from "../../../tests/support/testApp.ts";
import { credit, findLedgerMismatches } from "../../wallet/wallet.ts";

const SESSION_COOKIE = "better-auth.session_token";
const SECURE_SESSION_COOKIE = "__Secure-better-auth.session_token";
const PUBLIC_URL = "https://portal.example";
const EVIL_ORIGIN = "https://evil.example";

const { app, database } = useTestApp();
let provider: FakeOidcProvider;

beforeAll(async () => {
  provider = await startFakeOidcProvider({
    clientId: "portal-client",
    clientSecret: "portal-secret",
    user: { sub: "sso-user-1", email: "sso.user@example.test", name: "Sso User" },
  });
});
afterAll(async () => {
  await provider.stop();
});

function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/** The Set-Cookie line for one cookie name, if the response set it. */
function setCookie(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

function attributes(line: string | undefined): string[] {
  return (line ?? "").split(";").slice(1).map((a) => a.trim().toLowerCase());
}

function postJson(client: HttpClient, path: string, body: unknown, headers: Record<string, string> = {}) {
  return client.send(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
}

type ViewerData = { viewer: { status: string; email: string | null; player: { tokens: number; gems: number } | null } };
const VIEWER = "{ viewer { status email player { tokens gems } } }";

async function viewerOf(client: HttpClient, headers: Record<string, string> = {}) {
  const response = await client.json<{ data?: ViewerData }>("/graphql", { query: VIEWER }, { headers });
  expect(response.status).toBe(200);
  return response.body.data?.viewer;
}

async function userByEmail(email: string) {
  return database.db.user.findUnique({ where: { email }, include: { player: true } });
}

// Runs first: better-auth keeps its in-memory rate-limit counters per process (one bucket per client
// address and path, shared by every auth instance in this file), so no other test may have signed in yet
// in this minute. Moving the clock an hour on makes that hold even if tests are reordered.
describe("sign-in rate limit", () => {
  test("the 4th sign-in attempt within a minute is refused with 429, even with the right password", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60 * 60 * 1000 });
    try {
      const limited = createTestApp(database.db, { signInAttemptsPerMinute: 3 });
      const email = uniqueEmail("limited");
      const owner = new HttpClient(limited.app);
      // Sign-up has its own bucket (same limit); one sign-up is fine.
      expect((await owner.signUp(email)).status).toBe(200);

      const client = new HttpClient(limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await client.signIn(email, "wrong-password")).status);
      expect(statuses).toEqual([401, 401, 401]);
      const fourth = await client.send("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "correct-horse-battery" }),
      });
      expect(fourth.status).toBe(429);
      expect(Number(fourth.headers.get("x-retry-after"))).toBeGreaterThan(0);
      expect(setCookie(fourth, SESSION_COOKIE)).toBeUndefined();
      expect(client.cookies.has(SESSION_COOKIE)).toBe(false);

      // A minute later the address may try again.
      vi.setSystemTime(Date.now() + 61 * 1000);
      expect((await client.signIn(email)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  test("sign-up is limited the same way, and a refused sign-up creates no user", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3 * 60 * 60 * 1000 });
    try {
      const limited = createTestApp(database.db, { signInAttemptsPerMinute: 3 });
      const emails = Array.from({ length: 4 }, (_, i) => uniqueEmail(`limited-up-${i}`));
      const statuses: number[] = [];
      for (const email of emails) statuses.push((await new HttpClient(limited.app).signUp(email)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(await userByEmail(emails[3]!)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("email and password", () => {
  test("sign up, sign out, sign in: sessions come and go, the gift is given once", async () => {
    const email = uniqueEmail("cycle");
    const client = new HttpClient(app);
    const signUp = await client.signUp(email);
    expect(signUp.status).toBe(200);
    expect(await viewerOf(client)).toEqual({ status: "LOGGED_IN", email, player: { tokens: 500, gems: 100 } });
    const oldCookie = client.cookies.get(SESSION_COOKIE);
    expect(oldCookie).toBeTruthy();

    const signOut = await client.send("/api/auth/sign-out", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(signOut.status).toBe(200);
    expect(attributes(setCookie(signOut, SESSION_COOKIE))).toContain("max-age=0");
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    // The "logged out" state (docs/product/accounts.md#user-states): the known-user hint stays, there is no temporary user.
    expect(client.cookies.get("pd_known")).toBe("1");
    expect(client.cookies.has("pd_tmp")).toBe(false);
    expect(await viewerOf(client)).toEqual({ status: "ANONYMOUS", email: null, player: null });
    // The old session is dead on the server too, not just forgotten by the browser.
    const replay = new HttpClient(app);
    replay.cookies.set(SESSION_COOKIE, oldCookie ?? "");
    expect((await viewerOf(replay))?.status).toBe("ANONYMOUS");

    // Emails are matched ignoring case.
    const signIn = await client.signIn(email.toUpperCase());
    expect(signIn.status).toBe(200);
    expect(signIn.body.user?.id).toBe(signUp.body.user?.id);
    expect(await viewerOf(client)).toEqual({ status: "LOGGED_IN", email, player: { tokens: 500, gems: 100 } });
    expect(client.cookies.get("pd_known")).toBe("1");

    const user = await userByEmail(email);
    expect(await database.db.ledgerEntry.count({ where: { userId: user!.id } })).toBe(2);
  });

  test("the session cookie is HttpOnly and SameSite=Lax, and not Secure on http://localhost", async () => {
    const client = new HttpClient(app);
    const response = await postJson(client, "/api/auth/sign-up/email", { email: uniqueEmail("cookie"), password: "correct-horse-battery", name: "C" });
    expect(response.status).toBe(200);
    const session = attributes(setCookie(response, SESSION_COOKIE));
    expect(session).toContain("httponly");
    expect(session).toContain("samesite=lax");
    expect(session).toContain("path=/");
    expect(session).not.toContain("secure");
    expect(setCookie(response, SECURE_SESSION_COOKIE)).toBeUndefined();
    // The hint cookie is for scripts to read, and holds no identity.
    const known = setCookie(response, "pd_known");
    expect(known).toMatch(/^pd_known=1;/);
    expect(attributes(known)).not.toContain("httponly");
    expect(attributes(known)).toContain("samesite=lax");
  });

  test("with an https public URL the session cookie is Secure (and __Secure- named), and works", async () => {
    const secure = createTestApp(database.db, { publicUrl: PUBLIC_URL });
    const client = new HttpClient(secure.app);
    const headers = { origin: PUBLIC_URL };
    const email = uniqueEmail("secure");
    const response = await postJson(client, "/api/auth/sign-up/email", { email, password: "correct-horse-battery", name: "S" }, headers);
    expect(response.status).toBe(200);
    expect(setCookie(response, SESSION_COOKIE)).toBeUndefined();
    const session = attributes(setCookie(response, SECURE_SESSION_COOKIE));
    expect(session).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=lax"]));
    expect(attributes(setCookie(response, "pd_known"))).toContain("secure");
    expect(await viewerOf(client, headers)).toEqual({ status: "LOGGED_IN", email, player: { tokens: 500, gems: 100 } });

    // Temporary users' cookies are Secure too.
    const visitor = new HttpClient(secure.app);
    const tp = await visitor.send("/api/user-data", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: '{"a":"tp"}' });
    expect(tp.status).toBe(200);
    expect(attributes(setCookie(tp, SECURE_SESSION_COOKIE))).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=lax"]));
    expect(attributes(setCookie(tp, "pd_tmp"))).toContain("secure");
  });

  test("a wrong password gives 401 and no session", async () => {
    const email = uniqueEmail("wrong");
    expect((await new HttpClient(app).signUp(email)).status).toBe(200);
    const client = new HttpClient(app);
    const response = await postJson(client, "/api/auth/sign-in/email", { email, password: "not-my-password" });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
    expect(setCookie(response, SESSION_COOKIE)).toBeUndefined();
    expect(setCookie(response, "pd_known")).toBeUndefined();
    expect(client.cookies.size).toBe(0);
    expect((await viewerOf(client))?.status).toBe("ANONYMOUS");

    // An unknown email is answered exactly the same way (no account probing).
    const unknown = await new HttpClient(app).signIn(uniqueEmail("nobody"), "whatever-password");
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  test("invalid sign-ups are refused with a 4xx and create nothing", async () => {
    const usersBefore = await database.db.user.count();
    const client = new HttpClient(app);
    const short = await client.signUp(uniqueEmail("short"), "seven77");
    expect(short.status).toBe(400);
    expect(short.body.code).toBe("PASSWORD_TOO_SHORT");
    const long = await client.signUp(uniqueEmail("long"), "x".repeat(129));
    expect(long.status).toBe(400);
    expect(long.body.code).toBe("PASSWORD_TOO_LONG");
    const badEmail = await client.signUp("not-an-email");
    expect(badEmail.status).toBe(400);
    // Caught by the body schema before better-auth's own check, hence VALIDATION_ERROR rather than INVALID_EMAIL.
    expect(["INVALID_EMAIL", "VALIDATION_ERROR"]).toContain(badEmail.body.code);
    const missing = await client.json("/api/auth/sign-up/email", { email: uniqueEmail("missing") });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.status).toBeLessThan(500);
    expect(await database.db.user.count()).toBe(usersBefore);
    expect(client.cookies.size).toBe(0);
  });

  test("signing up with an existing email is refused and gives no second gift", async () => {
    const email = uniqueEmail("dup");
    expect((await new HttpClient(app).signUp(email)).status).toBe(200);
    const again = await new HttpClient(app).signUp(email.toUpperCase(), "another-password-123");
    expect(again.status).toBe(422);
    expect(again.body.code).toBe("USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL");
    const user = await userByEmail(email);
    expect(user?.player?.tokens).toBe(500);
    // The original password still works, the new one does not.
    expect((await new HttpClient(app).signIn(email, "another-password-123")).status).toBe(401);
    expect((await new HttpClient(app).signIn(email)).status).toBe(200);
  });

  test.each([2, 3, 5])("the same email signed up %i times at once: one user, one player, one gift; the rest get a clean 4xx", async (times) => {
    const email = uniqueEmail(`race${times}`);
    // Mixed case, as different browsers might send it.
    const variants = [email, email.toUpperCase(), email.replace(/^./, (c) => c.toUpperCase())];
    // The losers' unique-constraint failures are logged by better-auth; expected here, so kept out of the output.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const results = await Promise.all(Array.from({ length: times }, (_, i) => new HttpClient(app).signUp(variants[i % variants.length]!))).finally(
      () => logged.mockRestore(),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const status of statuses.filter((s) => s !== 200)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    const users = await database.db.user.findMany({ where: { email: { equals: email, mode: "insensitive" } } });
    expect(users).toHaveLength(1);
    const userId = users[0]!.id;
    expect(await database.db.player.count({ where: { userId } })).toBe(1);
    expect(await database.db.account.count({ where: { userId } })).toBe(1);
    expect(await database.db.ledgerEntry.count({ where: { userId, reason: "Welcome gift" } })).toBe(2);
    expect(await database.db.inventoryItem.findMany({ where: { userId }, select: { itemId: true, count: true } })).toEqual([
      { itemId: "WELCOME-A", count: 1 },
    ]);
    expect(await database.db.pinPlacement.findMany({ where: { userId }, select: { boardId: true, pinId: true, x: true, y: true } })).toEqual([
      { boardId: "WC1", pinId: "WELCOME-A", x: 5, y: 3 },
    ]);
    expect((await database.db.player.findUniqueOrThrow({ where: { userId } })).tokens).toBe(500);
    expect(await findLedgerMismatches(database.db, userId)).toEqual([]);
  });
});

describe("cross-site requests (CSRF)", () => {
  async function signedIn() {
    const client = new HttpClient(app);
    const email = uniqueEmail("csrf");
    const signUp = await client.signUp(email);
    expect(signUp.status).toBe(200);
    await client.graphql(`mutation { updateProfile(input: { username: "Csrf_${randomUUID().slice(0, 6)}" }) { __typename } }`);
    const userId = signUp.body.user?.id ?? "";
    const player = await database.db.player.findUniqueOrThrow({ where: { userId } });
    return { client, userId, username: player.username };
  }

  /** A request with the client's cookies but headers exactly as given (no Origin added). */
  function raw(client: HttpClient, path: string, init: RequestInit & { headers: Record<string, string> }) {
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return app.request(`${TEST_ORIGIN}${path}`, { ...init, headers: { ...init.headers, ...(cookie ? { cookie } : {}) } });
  }

  const RENAME = 'mutation { updateProfile(input: { username: "Hijacked", userIcon: 9 }) { __typename } }';

  test("a POST to /graphql from another origin is refused with 403 and changes nothing", async () => {
    const { client, userId, username } = await signedIn();
    const response = await client.send("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", origin: EVIL_ORIGIN },
      body: JSON.stringify({ query: RENAME }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: "forbidden" });
    expect(await database.db.player.findUniqueOrThrow({ where: { userId } })).toMatchObject({ username, userIcon: 1 });
  });

  test("a POST to /api/user-data from another origin is refused with 403 and creates no user", async () => {
    const { client } = await signedIn();
    const g = await client.send("/api/user-data", { method: "POST", headers: { "content-type": "application/json", origin: EVIL_ORIGIN }, body: '{"a":"g"}' });
    expect(g.status).toBe(403);

    const usersBefore = await database.db.user.count();
    const visitor = new HttpClient(app);
    const tp = await visitor.send("/api/user-data", { method: "POST", headers: { "content-type": "application/json", origin: EVIL_ORIGIN }, body: '{"a":"tp"}' });
    expect(tp.status).toBe(403);
    expect(tp.headers.getSetCookie()).toEqual([]);
    expect(await database.db.user.count()).toBe(usersBefore);
  });

  test("cross-site auth calls are refused: no sign-out, no sign-up", async () => {
    const { client } = await signedIn();
    const signOut = await client.send("/api/auth/sign-out", { method: "POST", headers: { "content-type": "application/json", origin: EVIL_ORIGIN }, body: "{}" });
    expect(signOut.status).toBe(403);
    expect((await viewerOf(client))?.status).toBe("LOGGED_IN");

    const email = uniqueEmail("evil-signup");
    const signUp = await postJson(new HttpClient(app), "/api/auth/sign-up/email", { email, password: "correct-horse-battery", name: "E" }, { origin: EVIL_ORIGIN });
    expect(signUp.status).toBe(403);
    expect(await userByEmail(email)).toBeNull();
  });

  test("Origin null and Sec-Fetch-Site: cross-site are refused too", async () => {
    const { client, userId, username } = await signedIn();
    const body = JSON.stringify({ query: RENAME });
    // Origin null is a sandboxed game frame's: it never acts on the cookies and runs only the SDK's operations.
    const nullOrigin = await raw(client, "/graphql", { method: "POST", headers: { "content-type": "application/json", origin: "null" }, body });
    expect(nullOrigin.status).toBe(400);
    expect(await nullOrigin.json()).toMatchObject({ errors: [{ extensions: { code: "PERSISTED_QUERY_ONLY" } }] });
    const nullOriginRest = await raw(client, "/api/user-data", { method: "POST", headers: { "content-type": "application/json", origin: "null" }, body: "{}" });
    expect(nullOriginRest.status).toBe(403);
    const crossSite = await raw(client, "/graphql", { method: "POST", headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" }, body });
    expect(crossSite.status).toBe(403);
    const lookalike = await raw(client, "/graphql", { method: "POST", headers: { "content-type": "application/json", origin: "http://localhost.evil.example" }, body });
    expect(lookalike.status).toBe(403);
    expect(await database.db.player.findUniqueOrThrow({ where: { userId } })).toMatchObject({ username, userIcon: 1 });
  });

  test("a mutation sent as a GET (a link or an image) is not executed", async () => {
    const { client, userId, username } = await signedIn();
    const response = await client.send(`/graphql?query=${encodeURIComponent(RENAME)}`, { headers: { accept: "application/json" } });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await database.db.player.findUniqueOrThrow({ where: { userId } })).toMatchObject({ username, userIcon: 1 });
  });

  test("the same requests from the portal's own origin work (control)", async () => {
    const { client, userId } = await signedIn();
    const response = await client.graphql<{ updateProfile: { __typename: string } }>(RENAME.replace("Hijacked", "Owner_Ok"));
    expect(response.status).toBe(200);
    expect(response.body.data?.updateProfile.__typename).toBe("UpdateProfileSuccess");
    expect(await database.db.player.findUniqueOrThrow({ where: { userId } })).toMatchObject({ username: "Owner_Ok", userIcon: 9 });
  });
});

describe("OAuth / OpenID Connect", () => {
  let oauthApp: ReturnType<typeof createTestApp>["app"];

  beforeAll(() => {
    ({ app: oauthApp } = createTestApp(database.db, {
      oauth: {
        providerId: "oidc",
        name: "Test SSO",
        discoveryUrl: provider.discoveryUrl,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
      },
    }));
  });

  /**
   * Starts a sign-in at `startPath`, lets the fake provider approve it, and sends its redirect back to
   * the app with the same cookie jar. Returns the app's answer to the callback.
   */
  async function runOAuth(client: HttpClient, startPath: string, body: Record<string, unknown>) {
    const start = await client.json<{ url?: string; redirect?: boolean }>(startPath, body);
    expect(start.status, `POST ${startPath}`).toBe(200);
    const authorizeUrl = new URL(start.body.url ?? "");
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${provider.issuer}/authorize`);
    expect(authorizeUrl.searchParams.get("client_id")).toBe(provider.clientId);
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");

    const approved = await fetch(authorizeUrl, { redirect: "manual" });
    expect(approved.status).toBe(302);
    const callback = new URL(approved.headers.get("location") ?? "");
    expect(callback.origin).toBe(TEST_ORIGIN);
    expect(callback.searchParams.get("code")).toBeTruthy();
    expect(callback.searchParams.get("state")).toBe(authorizeUrl.searchParams.get("state"));
    return client.send(`${callback.pathname}${callback.search}`);
  }

  // The call the sign-in dialog's "Continue with ..." button makes (client/auth/authApi.ts).
  test("POST /api/auth/sign-in/social { provider } returns the provider's authorize URL", async () => {
    const client = new HttpClient(oauthApp);
    const start = await client.json<{ url?: string }>("/api/auth/sign-in/social", {
      provider: "oidc",
      callbackURL: "/",
      newUserCallbackURL: "/auth/new-account",
    });
    expect(start.status).toBe(200);
    expect(start.body.url?.startsWith(`${provider.issuer}/authorize?`)).toBe(true);
  });

  test("end to end: the provider's user gets an account, a session and the welcome gift", async () => {
    const email = `sso-${randomUUID().slice(0, 8)}@example.test`;
    provider.setUser({ sub: `sub-${email}`, email, name: "Sso Person", emailVerified: true });
    const client = new HttpClient(oauthApp);
    const callback = await runOAuth(client, "/api/auth/sign-in/social", { provider: "oidc", callbackURL: "/" });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/");
    expect(client.cookies.get(SESSION_COOKIE)).toBeTruthy();
    expect(attributes(setCookie(callback, SESSION_COOKIE))).toEqual(expect.arrayContaining(["httponly", "samesite=lax"]));
    expect(client.cookies.get("pd_known")).toBe("1");

    expect(await viewerOf(client)).toEqual({ status: "LOGGED_IN", email, player: { tokens: 500, gems: 100 } });
    const user = await userByEmail(email);
    expect(user?.name).toBe("Sso Person");
    expect(await database.db.account.findMany({ where: { userId: user!.id }, select: { providerId: true, accountId: true } })).toEqual([
      { providerId: "oidc", accountId: `sub-${email}` },
    ]);
    expect(await database.db.inventoryItem.count({ where: { userId: user!.id, itemId: "WELCOME-A" } })).toBe(1);
    expect(provider.requests.map((r) => r.path)).toEqual(expect.arrayContaining(["/authorize", "/token"]));

    // Signing in again with the provider finds the same account, and gives no second gift.
    const again = new HttpClient(oauthApp);
    const second = await runOAuth(again, "/api/auth/sign-in/social", { provider: "oidc", callbackURL: "/" });
    expect(second.status).toBe(302);
    expect(await viewerOf(again)).toEqual({ status: "LOGGED_IN", email, player: { tokens: 500, gems: 100 } });
    expect(await database.db.user.count({ where: { email } })).toBe(1);
  });

  test("a temporary user who signs in with the provider brings its tokens along", async () => {
    const email = `sso-temp-${randomUUID().slice(0, 8)}@example.test`;
    provider.setUser({ sub: `sub-${email}`, email, name: "Sso Temp", emailVerified: true });
    const client = new HttpClient(oauthApp);
    expect((await client.json("/api/user-data", { a: "tp" })).status).toBe(200);
    const tempUser = await database.db.user.findFirstOrThrow({ where: { isAnonymous: true, sessions: { some: {} } }, orderBy: { createdAt: "desc" } });
    await database.db.$transaction((tx) => credit(tx, { userId: tempUser.id, currency: "TOKENS", amount: 70, reason: "Game reward" }));

    const callback = await runOAuth(client, "/api/auth/sign-in/social", { provider: "oidc", callbackURL: "/" });
    expect(callback.status).toBe(302);
    expect(await viewerOf(client)).toEqual({ status: "LOGGED_IN", email, player: { tokens: 570, gems: 100 } });
    expect(await database.db.user.findUnique({ where: { id: tempUser.id } })).toBeNull();
    expect(client.cookies.has("pd_tmp")).toBe(false);
    expect(await findLedgerMismatches(database.db)).toEqual([]);
  });

  test("portal.signInProviders lists the configured provider, and nothing when OAuth is unset", async () => {
    const query = "{ portal { signInProviders { id name } } }";
    const configured = await new HttpClient(oauthApp).graphql<{ portal: { signInProviders: unknown[] } }>(query);
    expect(configured.body.data?.portal.signInProviders).toEqual([{ id: "oidc", name: "Test SSO" }]);
    const unset = await new HttpClient(app).graphql<{ portal: { signInProviders: unknown[] } }>(query);
    expect(unset.body.data?.portal.signInProviders).toEqual([]);
  });
});
