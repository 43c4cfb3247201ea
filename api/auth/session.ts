import { isAPIError } from "better-auth/api";
import type { Auth } from "./auth.ts";
import { ANONYMOUS_VIEWER, type Viewer } from "./viewer.ts";

/**
 * A missing, expired or forged session is anonymous; any other failure (the database unreachable)
 * fails the request, so a blip never signs a player out or makes a new temporary user.
 */
export async function resolveViewer(auth: Auth, headers: Headers): Promise<Viewer> {
  return (await resolveSession(auth, headers)).viewer;
}

/** The viewer and the token of the session it came from (null when anonymous), as resolveViewer decides. */
export async function resolveSession(auth: Auth, headers: Headers): Promise<{ viewer: Viewer; sessionToken: string | null }> {
  const session = await auth.api.getSession({ headers }).catch((error: unknown) => {
    if (isAPIError(error) && error.statusCode < 500) return null;
    throw error;
  });
  if (!session) return { viewer: ANONYMOUS_VIEWER, sessionToken: null };
  const user = session.user as typeof session.user & { isAnonymous?: boolean | null };
  const viewer: Viewer = user.isAnonymous
    ? { status: "TEMPORARY", userId: user.id, email: null, name: null }
    : { status: "LOGGED_IN", userId: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified };
  // Sign-in days cr (docs/product/accounts.md#sign-in-days): a signed-in request on a new Los Angeles day counts that day (no query otherwise).
  if (viewer.status === "LOGGED_IN") await auth.signInDays.note(user.id);
  return { viewer, sessionToken: session.session.token };
}
