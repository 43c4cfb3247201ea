import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { startMailCatcher, type MailCatcher } from "../../../tests/support/mailCatcher.ts";
import { createTestApp, TEST_ORIGIN } from "../../../tests/support/testApp.ts";
import { useCatalogDatabase } from "../../../tests/support/testDatabase.ts";
import { createMailer } from "../../mail/mailer.ts";
import { MAIL_LIMIT_MESSAGE, MAIL_LIMITS } from "../auth.ts";

/**
 * better-auth's per-client-address limits count the whole file's requests: each client
 * here comes from an address of its own (the app trusts one proxy's X-Forwarded-For).
 */
let nextAddress = 1;
class Client extends HttpClient {
  private readonly address = `198.51.100.${nextAddress++}`;
  override send(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", this.address);
    return super.send(path, { ...init, headers });
  }
}

const database = useCatalogDatabase();
let mail: MailCatcher;
let app: ReturnType<typeof createTestApp>["app"];

beforeAll(async () => {
  mail = await startMailCatcher();
  // The mailer's address is the catcher's, known once it listens.
  ({ app } = createTestApp(database.db, { trustedProxies: 1, mail: { smtpUrl: mail.smtpUrl, from: "Playden <no-reply@playden.test>" } }));
});
afterAll(() => mail.stop());

function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/** The path (and query) of a link the portal mailed, to send to the in-process app. */
function pathOf(link: string): string {
  const url = new URL(link);
  expect(url.origin).toBe(TEST_ORIGIN);
  return url.pathname + url.search;
}

/** Follows a mailed link as a browser would and returns where the portal redirects. */
async function follow(client: Client, link: string): Promise<URL> {
  const response = await client.send(pathOf(link));
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location") ?? "", TEST_ORIGIN);
}

async function signedUp(prefix: string, password = "correct-horse-battery") {
  const email = uniqueEmail(prefix);
  const client = new Client(app);
  expect((await client.signUp(email, password)).status).toBe(200);
  // Sign-up sends the verification mail; take it so later waits see only newer mail.
  await mail.next(email);
  return { email, client };
}

async function emailVerified(client: Client): Promise<boolean | undefined> {
  const answer = await client.graphql<{ viewer: { emailVerified: boolean } }>("{ viewer { emailVerified } }");
  return answer.body.data?.viewer.emailVerified;
}

describe("email verification", () => {
  test("sign-up mails a signed link; following it verifies the address", async () => {
    const email = uniqueEmail("verify");
    const client = new Client(app);
    expect((await client.json("/api/auth/sign-up/email", { email, password: "correct-horse-battery", name: "V", callbackURL: "/auth/verify-email" })).status).toBe(200);
    const message = await mail.next(email);
    expect(message.subject).toBe("Confirm your email address for Playden");
    expect(message.text).toContain(`Please confirm that ${email} is the email address of your Playden account.`);
    expect(await emailVerified(client)).toBe(false);

    const landing = await follow(client, message.link);
    expect(landing.pathname).toBe("/auth/verify-email");
    expect(landing.searchParams.get("error")).toBeNull();
    expect(await emailVerified(client)).toBe(true);
  });

  test("a forged or altered link verifies nothing and says why", async () => {
    const { email, client } = await signedUp("forged");
    expect((await client.json("/api/auth/send-verification-email", { email, callbackURL: "/auth/verify-email" })).status).toBe(200);
    const message = await mail.next(email);
    const landing = await follow(client, message.link.replace(/token=([^&]+)/, (_all, token: string) => `token=${token.slice(0, -3)}abc`));
    expect(landing.searchParams.get("error")).toBe("INVALID_TOKEN");
    expect(await emailVerified(client)).toBe(false);
  });

  test("an expired link says it expired", async () => {
    const { email, client } = await signedUp("expired");
    expect((await client.json("/api/auth/send-verification-email", { email, callbackURL: "/auth/verify-email" })).status).toBe(200);
    const message = await mail.next(email);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 25 * 60 * 60 * 1000 });
    try {
      expect((await follow(client, message.link)).searchParams.get("error")).toBe("TOKEN_EXPIRED");
    } finally {
      vi.useRealTimers();
    }
    expect(await emailVerified(client)).toBe(false);
  });
});

describe("password reset", () => {
  test("the mailed link lets the player choose a new password once; other devices are signed out", async () => {
    const { email, client: otherDevice } = await signedUp("reset");
    const visitor = new Client(app);
    const request = await visitor.json("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" });
    expect(request.status).toBe(200);
    const message = await mail.next(email);
    expect(message.subject).toBe("Reset your Playden password");
    expect(message.text).toContain("The link works once, for 60 minutes.");

    const landing = await follow(visitor, message.link);
    expect(landing.pathname).toBe("/auth/reset-password");
    const token = landing.searchParams.get("token");
    expect(token).toBeTruthy();
    expect((await visitor.json("/api/auth/reset-password", { token, newPassword: "a-brand-new-secret" })).status).toBe(200);

    expect((await new Client(app).signIn(email, "correct-horse-battery")).status).toBe(401);
    expect((await new Client(app).signIn(email, "a-brand-new-secret")).status).toBe(200);
    const stale = await otherDevice.graphql<{ viewer: { status: string } }>("{ viewer { status } }");
    expect(stale.body.data?.viewer.status).toBe("ANONYMOUS");

    // The link is used up: following it again, or posting its token again, is refused.
    expect((await follow(visitor, message.link)).searchParams.get("error")).toBe("INVALID_TOKEN");
    const again = await visitor.json<{ code?: string }>("/api/auth/reset-password", { token, newPassword: "yet-another-secret" });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("INVALID_TOKEN");
  });

  test("an expired link is refused", async () => {
    const { email } = await signedUp("reset-expired");
    const visitor = new Client(app);
    await visitor.json("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" });
    const message = await mail.next(email);
    await database.db.verification.updateMany({ where: { identifier: { startsWith: "reset-password:" } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await follow(visitor, message.link)).searchParams.get("error")).toBe("INVALID_TOKEN");
  });

  test("an unknown address gets the same answer and no mail", async () => {
    const email = uniqueEmail("nobody");
    const answer = await new Client(app).json("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" });
    expect(answer.status).toBe(200);
    // A known address's mail is sent before the answer; so would this one's have been.
    expect(mail.pending(email)).toEqual([]);
  });
});

describe("changing password and email", () => {
  test("change password needs the current one", async () => {
    const { email, client } = await signedUp("change-password");
    const wrong = await client.json<{ code?: string }>("/api/auth/change-password", { currentPassword: "not-my-password", newPassword: "another-secret-1" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_PASSWORD");
    expect((await client.json("/api/auth/change-password", { currentPassword: "correct-horse-battery", newPassword: "another-secret-1" })).status).toBe(200);
    expect((await new Client(app).signIn(email, "another-secret-1")).status).toBe(200);
  });

  test("a verified account's new email address takes effect once its mailed link is followed", async () => {
    const { email, client } = await signedUp("change-email");
    expect((await client.json("/api/auth/send-verification-email", { email, callbackURL: "/auth/verify-email" })).status).toBe(200);
    await follow(client, (await mail.next(email)).link);
    expect(await emailVerified(client)).toBe(true);
    const newEmail = uniqueEmail("changed");
    expect((await client.json("/api/auth/change-email", { newEmail, callbackURL: "/auth/verify-email" })).status).toBe(200);
    const message = await mail.next(newEmail);
    expect((await database.db.user.findUnique({ where: { email } }))?.email).toBe(email);
    const landing = await follow(client, message.link);
    expect(landing.pathname).toBe("/auth/verify-email");
    expect(landing.searchParams.get("error")).toBeNull();
    expect(await database.db.user.findUnique({ where: { email } })).toBeNull();
    expect((await new Client(app).signIn(newEmail)).status).toBe(200);
    expect(await emailVerified(client)).toBe(true);
  });

  test("an unverified account's email changes at once, and the new address gets the link to verify it", async () => {
    const { email, client } = await signedUp("change-unverified");
    const newEmail = uniqueEmail("unverified");
    expect((await client.json("/api/auth/change-email", { newEmail, callbackURL: "/auth/verify-email" })).status).toBe(200);
    expect(await database.db.user.findUnique({ where: { email } })).toBeNull();
    const viewer = await client.graphql<{ viewer: { email: string; emailVerified: boolean } }>("{ viewer { email emailVerified } }");
    expect(viewer.body.data?.viewer).toEqual({ email: newEmail, emailVerified: false });
    await follow(client, (await mail.next(newEmail)).link);
    expect(await emailVerified(client)).toBe(true);
  });

  test("an address another account uses is not taken, and its owner gets no mail", async () => {
    const { email: taken } = await signedUp("taken");
    const { email, client } = await signedUp("wants-taken");
    expect((await client.json("/api/auth/change-email", { newEmail: taken, callbackURL: "/auth/verify-email" })).status).toBe(200);
    expect((await database.db.user.findUnique({ where: { email } }))?.email).toBe(email);
    expect(mail.pending(taken)).toEqual([]);
  });
});

describe("mail limits", () => {
  test("an address gets at most a few mails per quarter hour, with a clear message", async () => {
    const { email } = await signedUp("limited");
    const visitor = new Client(app);
    for (let i = 0; i < MAIL_LIMITS.perEmailAddress.max; i++) {
      // From a new client address each time: the per-address limit is what stops the last one.
      expect((await new Client(app).json("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" })).status).toBe(200);
      await mail.next(email);
    }
    const refused = await visitor.json<{ message?: string }>("/api/auth/request-password-reset", { email: email.toUpperCase(), redirectTo: "/auth/reset-password" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MAIL_LIMIT_MESSAGE);
    expect(mail.pending(email)).toEqual([]);
  });

  test("one client address may ask for only so many mails, whatever the addresses", async () => {
    const visitor = new Client(app);
    const statuses: number[] = [];
    for (let i = 0; i <= MAIL_LIMITS.perClientAddress.max; i++) {
      statuses.push((await visitor.json("/api/auth/request-password-reset", { email: uniqueEmail("many"), redirectTo: "/auth/reset-password" })).status);
    }
    expect(statuses.slice(0, -1)).toEqual(Array(MAIL_LIMITS.perClientAddress.max).fill(200));
    expect(statuses.at(-1)).toBe(429);
  });
});

test("without SMTP the link is written to the server log", async () => {
  const lines: string[] = [];
  await createMailer(undefined, (line) => lines.push(line)).send({ to: "a@example.test", subject: "Reset your Playden password", text: "", html: "", link: "http://localhost/x?token=1" });
  expect(lines).toEqual(['[mail] No SMTP server is configured (SMTP_URL or SMTP_HOST): "Reset your Playden password": http://localhost/x?token=1']);
});
