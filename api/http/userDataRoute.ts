import { Hono } from "hono";
import type { Redis } from "ioredis";
import { challengeCatalog, type ChallengeCatalog } from "../challenges/catalog.ts";
import { CLIENT_IP_HEADER, type Auth } from "../auth/auth.ts";
import { resolveViewer } from "../auth/session.ts";
import { hasPlayer, isLoggedIn } from "../auth/viewer.ts";
import type { Database } from "../database/prisma.ts";
import { listBills, listInvitedFriends } from "../players/players.ts";
import { readUserData } from "../players/userData.ts";
import { billToShortKeys } from "../players/shortKeys.ts";
import { createRateLimiter } from "../limits/rateLimiter.ts";
import { readAction } from "./requestBody.ts";

// Temporary users are created once per visitor; more than this per address and minute is a runaway client.
const TEMP_USERS_PER_MINUTE = 30;

/**
 * /api/user-data with action `a`: tp (create a temporary user), g (user data), tm (server time),
 * b (bills, newest first), i (invited friends); docs/product/calls.md#user-data. Bills and friends are for signed-in
 * players only; everyone else gets the empty defaults.
 */
export function userDataRoute(db: Database, auth: Auth, dataDir: string, redis?: Redis): Hono {
  const route = new Hono();
  const challenges = (): ChallengeCatalog => challengeCatalog(dataDir);
  const allowTempUser = createRateLimiter({ name: "temp-users", redis, windowMs: 60_000, max: TEMP_USERS_PER_MINUTE });
  route.on(["GET", "POST"], "/", async (c) => {
    const action = await readAction(c.req.raw);
    const viewer = await resolveViewer(auth, c.req.raw.headers);
    switch (action) {
      case "tm":
        return c.json({ tm: Date.now() });
      case "tp": {
        if (hasPlayer(viewer)) return c.json(await readUserData(db, viewer.userId, challenges()));
        // Creating a user is a write: POST only (a cross-site GET must not create users).
        if (c.req.method !== "POST") return c.json({ error: "method_not_allowed", message: "Use POST to create a temporary user." }, 405);
        if (!(await allowTempUser(c.req.header(CLIENT_IP_HEADER) ?? "local"))) {
          return c.json({ error: "rate_limited", message: "Too many new visitors from this address. Please try again in a minute." }, 429);
        }
        // better-auth creates the user and its session cookie; we answer with the new user's data.
        const created = await auth.api.signInAnonymous({ headers: c.req.raw.headers, asResponse: true });
        if (!created.ok) return c.json({ error: "temp_user_failed", message: "Could not create a temporary user." }, 500);
        const body = (await created.json()) as { user: { id: string } };
        const response = c.json(await readUserData(db, body.user.id, challenges()));
        for (const cookie of created.headers.getSetCookie()) response.headers.append("Set-Cookie", cookie);
        return response;
      }
      case "g":
        if (!hasPlayer(viewer)) return c.json({ error: "not_signed_in", message: "User not defined" }, 401);
        return c.json(await readUserData(db, viewer.userId, challenges()));
      case "b":
        return c.json({ a: isLoggedIn(viewer) ? (await listBills(db, viewer.userId)).map(billToShortKeys) : [] });
      case "i":
        return c.json({
          a: isLoggedIn(viewer)
            ? (await listInvitedFriends(db, viewer.userId)).map((f) => ({ un: f.username, ui: f.userIcon, r1: f.challengeReward1, r2: f.challengeReward2, pr: f.purchaseReward }))
            : [],
        });
      default:
        return c.json({ error: "bad_action", message: `Unknown user-data action "${action ?? ""}"; use tp, g, tm, b or i.` }, 400);
    }
  });
  return route;
}
