import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { anonymous, genericOAuth } from "better-auth/plugins";
import type { PortalConfig } from "../config.ts";
import type { Database } from "../database/prisma.ts";
import type { Redis } from "ioredis";
import { createRateLimiter, createRuleLimitStorage } from "../limits/rateLimiter.ts";
import { createLogger, type Logger } from "../logger.ts";
import { createMailer, type Mailer, type MailMessage } from "../mail/mailer.ts";
import { passwordResetMessage, verificationMessage } from "../mail/messages.ts";
import { acceptInvite, findInviter, InviteError } from "../invites/invites.ts";
import { closeAccount } from "../players/closeAccount.ts";
import { BANNED_MESSAGE, isBanned } from "../admin/players.ts";
import { mergeTemporaryUser } from "../players/mergeTemporaryUser.ts";
import { ensurePlayer, grantWelcomeGift } from "../players/players.ts";
import { createSignInDayCounter } from "../players/signInDays.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";
import { HINT_COOKIE_MAX_AGE, KNOWN_USER_COOKIE, TEMP_USER_COOKIE } from "./cookies.ts";
import { createSessionCache } from "./sessionCache.ts";

/** The header our HTTP layer sets from the socket, so rate limits count real client addresses. */
export const CLIENT_IP_HEADER = "x-portal-client-ip";

export const PASSWORD_MIN_LENGTH = 8;

/** How long the links in mail work (better-auth signs and checks them). */
export const RESET_LINK_MINUTES = 60;
export const VERIFICATION_LINK_HOURS = 24;

/**
 * Mail-sending endpoints, limited per client address (better-auth's limiter) and per email address
 * (ours, below), so nobody can flood an inbox or use the portal to send mail in bulk.
 */
const MAIL_PATHS = ["/request-password-reset", "/send-verification-email", "/change-email"] as const;
export const MAIL_LIMITS = {
  perClientAddress: { windowSeconds: 15 * 60, max: 10 },
  perEmailAddress: { windowSeconds: 15 * 60, max: 3 },
} as const;
export const MAIL_LIMIT_MESSAGE = "We already sent several emails to this address. Please check your inbox (and spam folder), or wait 15 minutes and try again.";

export interface AuthOptions {
  /** Where reset and verification mail goes; by default the configured SMTP server or the log. */
  mailer?: Mailer;
  /** The clock sign-in days follow (tests move it across a Los Angeles midnight). */
  now?: () => Date;
  /** REDIS_URL's client: the per-address mail limit is shared by every portal process. */
  redis?: Redis | undefined;
  /** Where mail trouble (and, without SMTP, each mail's link) is logged; default: a logger at the configured LOG_LEVEL. */
  logger?: Logger;
}

function emailOfMailRequest(path: string, body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const value = path === "/change-email" ? (body as { newEmail?: unknown }).newEmail : (body as { email?: unknown }).email;
  return typeof value === "string" ? value.trim().toLowerCase() : null;
}

const SIGN_UP_PATH = "/sign-up/email";

/** The optional invite code the sign-up form sends beside email and password (api/invites/). */
function inviteCodeOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const code = (body as { inviteCode?: unknown }).inviteCode;
  return typeof code === "string" && code.trim() !== "" ? code : null;
}

/** An unknown invite code refuses the sign-up before the account exists, so the player can fix it. */
async function checkInviteCode(db: Database, body: unknown): Promise<void> {
  const code = inviteCodeOf(body);
  if (code === null) return;
  try {
    await findInviter(db, code);
  } catch (error) {
    if (error instanceof InviteError) throw new APIError("BAD_REQUEST", { message: error.message, code: "INVITE_CODE" });
    throw error;
  }
}

async function linkInvite(db: Database, userId: string, body: unknown): Promise<void> {
  const code = inviteCodeOf(body);
  if (code === null) return;
  // The inviter may have closed the account since the check: the sign-up stands without the link.
  await acceptInvite(db, userId, code).catch((error: unknown) => {
    if (!(error instanceof InviteError)) throw error;
  });
}

/**
 * The SMTP client's code for a failed send (ECONNECTION, EAUTH, EENVELOPE...): its message is not
 * logged, since a refused recipient's names the address.
 */
function smtpErrorCode(error: unknown): string {
  return error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : "unknown";
}

export function createAuth(db: Database, config: PortalConfig, secret: string, store: StoreCatalog, options: AuthOptions = {}) {
  const secure = config.publicUrl?.startsWith("https://") ?? false;
  const logger = options.logger ?? createLogger(config.logLevel);
  // Without SMTP the link is what a developer needs, at info level; the address is not logged.
  const mailer = options.mailer ?? createMailer(config.mail, (line) => logger.info(line));
  // A mail that cannot be sent is logged, not thrown: the request's answer must not depend on it
  // (a reset request answers alike whether or not the account exists).
  const send = (message: MailMessage) =>
    mailer.send(message).catch((error: unknown) => logger.error({ code: smtpErrorCode(error) }, `[mail] Could not send "${message.subject}"`));
  const allowMailTo = createRateLimiter({ name: "mail-to", redis: options.redis, windowMs: MAIL_LIMITS.perEmailAddress.windowSeconds * 1000, max: MAIL_LIMITS.perEmailAddress.max });
  const mailRule = { window: MAIL_LIMITS.perClientAddress.windowSeconds, max: MAIL_LIMITS.perClientAddress.max };
  const sessions = createSessionCache();
  const auth = betterAuth({
    appName: config.portalName,
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    // Warnings like "base URL is not set" are expected when the origin comes from each request.
    // Its errors go to the portal's log as JSON, with the error itself (never the request's data).
    logger: {
      level: "error",
      log: (level, message, ...details: unknown[]) => {
        const err = details.find((detail) => detail instanceof Error);
        logger[level]({ err }, `[Better Auth] ${message}`);
      },
    },
    database: prismaAdapter(db, { provider: "postgresql" }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      // A new password signs out every other device: whoever knew the old one is out.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => send(passwordResetMessage(config.portalName, user.email, url, RESET_LINK_MINUTES)),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_HOURS * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => send(verificationMessage(config.portalName, user.email, url, VERIFICATION_LINK_HOURS)),
    },
    user: {
      // A verified account's new address gets a verification link and changes when it is followed;
      // an unverified one changes at once (there is nothing proven to protect) and gets the link to verify.
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
      deleteUser: {
        enabled: true,
        // The account is closed (api/players/closeAccount.ts), and the user.delete hook below keeps the row.
        beforeDelete: async (user) => {
          await closeAccount(db, user.id);
          // closeAccount deleted the sessions itself, past the session hooks below.
          sessions.forgetUser(user.id);
        },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    rateLimit: {
      enabled: true,
      customStorage: createRuleLimitStorage("auth", options.redis),
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: 60, max: config.signInAttemptsPerMinute },
        "/sign-up/email": { window: 60, max: config.signInAttemptsPerMinute },
        "/sign-in/social": { window: 60, max: config.signInAttemptsPerMinute },
        ...Object.fromEntries(MAIL_PATHS.map((path) => [path, mailRule])),
      },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            // Temporary users get a player (to earn tokens) but not the gift; real accounts get it once.
            if ((user as { isAnonymous?: boolean | null }).isAnonymous) await ensurePlayer(db, user.id);
            else await grantWelcomeGift(db, store, user.id);
          },
        },
        // The session cache (api/auth/sessionCache.ts) holds each session's user as it was read.
        update: {
          after: async (user) => sessions.forgetUser(user.id),
        },
        // Real accounts are closed, never erased: their bills, ledger and payments must stay.
        // Temporary users are erased once merged into the account they became.
        delete: {
          before: async (user) => (user as { isAnonymous?: boolean | null }).isAnonymous === true,
          after: async (user) => sessions.forgetUser(user.id),
        },
      },
      // Signed out, revoked, or ended by a password reset: no request of this process believes it any longer.
      session: {
        // A player an admin banned (api/admin/players.ts) gets no session, whichever way they sign in.
        create: {
          before: async (session) => {
            if (await isBanned(db, session.userId)) throw new APIError("FORBIDDEN", { message: BANNED_MESSAGE, code: "BANNED" });
          },
        },
        delete: {
          after: async (session) => sessions.forgetSession(session.token),
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === SIGN_UP_PATH) await checkInviteCode(db, ctx.body);
        if (!(MAIL_PATHS as readonly string[]).includes(ctx.path)) return;
        const email = emailOfMailRequest(ctx.path, ctx.body);
        if (email && !(await allowMailTo(email))) throw new APIError("TOO_MANY_REQUESTS", { message: MAIL_LIMIT_MESSAGE, code: "MAIL_LIMIT" });
      }),
      after: createAuthMiddleware(async (ctx) => {
        const user = ctx.context.newSession?.user as { id: string; isAnonymous?: boolean | null } | undefined;
        if (!user) return;
        if (ctx.path === SIGN_UP_PATH) await linkInvite(db, user.id, ctx.body);
        if (user.isAnonymous) {
          ctx.setCookie(TEMP_USER_COOKIE, "1", { path: "/", maxAge: HINT_COOKIE_MAX_AGE, sameSite: "lax", httpOnly: false, secure });
        } else {
          ctx.setCookie(KNOWN_USER_COOKIE, "1", { path: "/", maxAge: HINT_COOKIE_MAX_AGE, sameSite: "lax", httpOnly: false, secure });
          ctx.setCookie(TEMP_USER_COOKIE, "", { path: "/", maxAge: 0 });
        }
      }),
    },
    plugins: [
      anonymous({
        generateName: () => "Guest",
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          await mergeTemporaryUser(db, anonymousUser.user.id, newUser.user.id);
        },
      }),
      ...(config.oauth
        ? [
            genericOAuth({
              config: [
                {
                  providerId: config.oauth.providerId,
                  discoveryUrl: config.oauth.discoveryUrl,
                  clientId: config.oauth.clientId,
                  clientSecret: config.oauth.clientSecret,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
  return Object.assign(auth, { signInDays: createSignInDayCounter(db, options.now), sessions });
}

export type Auth = ReturnType<typeof createAuth>;
