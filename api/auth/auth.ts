import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { createAuthMiddleware } from "better-auth/api";
import { anonymous, genericOAuth } from "better-auth/plugins";
import type { PortalConfig } from "../config.ts";
import type { Database } from "../database/prisma.ts";
import { mergeTemporaryUser } from "../players/mergeTemporaryUser.ts";
import { ensurePlayer, grantWelcomeGift } from "../players/players.ts";
import { HINT_COOKIE_MAX_AGE, KNOWN_USER_COOKIE, TEMP_USER_COOKIE } from "./cookies.ts";

/** The header our HTTP layer sets from the socket, so rate limits count real client addresses. */
export const CLIENT_IP_HEADER = "x-portal-client-ip";

export const PASSWORD_MIN_LENGTH = 8;

export function createAuth(db: Database, config: PortalConfig, secret: string) {
  const secure = config.publicUrl?.startsWith("https://") ?? false;
  return betterAuth({
    appName: config.portalName,
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    // Warnings like "base URL is not set" are expected when the origin comes from each request.
    logger: { level: "error" },
    database: prismaAdapter(db, { provider: "postgresql" }),
    emailAndPassword: { enabled: true, minPasswordLength: PASSWORD_MIN_LENGTH, maxPasswordLength: 128, autoSignIn: true },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    rateLimit: {
      enabled: true,
      storage: "memory",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: 60, max: config.signInAttemptsPerMinute },
        "/sign-up/email": { window: 60, max: config.signInAttemptsPerMinute },
        "/sign-in/social": { window: 60, max: config.signInAttemptsPerMinute },
      },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            // Temporary users get a player (to earn tokens) but not the gift; real accounts get it once.
            if ((user as { isAnonymous?: boolean | null }).isAnonymous) await ensurePlayer(db, user.id);
            else await grantWelcomeGift(db, user.id);
          },
        },
      },
    },
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        const user = ctx.context.newSession?.user as { isAnonymous?: boolean | null } | undefined;
        if (!user) return;
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
}

export type Auth = ReturnType<typeof createAuth>;
