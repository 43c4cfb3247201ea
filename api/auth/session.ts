import { isAPIError } from "better-auth/api";
import type { Auth } from "./auth.ts";
import type { LiveSession } from "./sessionCache.ts";
import { ANONYMOUS_VIEWER, type Viewer } from "./viewer.ts";

/**
 * A missing, expired or forged session is anonymous; any other failure (the database unreachable)
 * fails the request, so a blip never signs a player out or makes a new temporary user.
 */
export async function resolveViewer(auth: Auth, headers: Headers): Promise<Viewer> {
  return (await resolveSession(auth, headers)).viewer;
}

/**
 * The viewer and the token of the session it came from (null when anonymous), as resolveViewer
 * decides: from the process's session cache (api/auth/sessionCache.ts) when this Cookie header
 * was looked up in the last few seconds, else from better-auth.
 */
export async function resolveSession(auth: Auth, headers: Headers): Promise<{ viewer: Viewer; sessionToken: string | null }> {
  const cookie = headers.get("cookie");
  const live = (cookie === null ? null : auth.sessions.get(cookie)) ?? (await lookUpSession(auth, headers, cookie));
  if (live === null) return { viewer: ANONYMOUS_VIEWER, sessionToken: null };
  // Sign-in days cr (docs/product/accounts.md#sign-in-days): a signed-in request on a new Los Angeles day counts that day (no query otherwise).
  if (live.viewer.status === "LOGGED_IN") await auth.signInDays.note(live.viewer.userId);
  return live;
}

/** Asks better-auth (the session and user rows) and remembers a live session under its Cookie header. */
async function lookUpSession(auth: Auth, headers: Headers, cookie: string | null): Promise<LiveSession | null> {
  const session = await auth.api.getSession({ headers }).catch((error: unknown) => {
    if (isAPIError(error) && error.statusCode < 500) return null;
    throw error;
  });
  if (!session) return null;
  const user = session.user as typeof session.user & { isAnonymous?: boolean | null };
  const viewer: LiveSession["viewer"] = user.isAnonymous
    ? { status: "TEMPORARY", userId: user.id, email: null, name: null, authSessionId: session.session.id }
    : { status: "LOGGED_IN", userId: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified, authSessionId: session.session.id };
  const live = { viewer, sessionToken: session.session.token };
  if (cookie !== null) auth.sessions.remember(cookie, live, session.session.expiresAt);
  return live;
}
