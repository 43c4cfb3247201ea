/** Who is asking (docs/product/accounts.md#kinds-of-user): a signed-in player, a temporary user, or nobody. */
export type ViewerStatus = "LOGGED_IN" | "TEMPORARY" | "ANONYMOUS";

export interface Viewer {
  status: ViewerStatus;
  userId: string | null;
  email: string | null;
  name: string | null;
  /** Whether a signed-in account's email address is verified, as the session read it. */
  emailVerified?: boolean;
  /** The id of the sign-in session the viewer came with (a game frame's capability ends with it). */
  authSessionId?: string;
}

export const ANONYMOUS_VIEWER: Viewer = { status: "ANONYMOUS", userId: null, email: null, name: null };

/** What only signed-in players may have (docs/product/accounts.md#who-can-do-what) (bills, friends, pins, challenges, chat counts). */
export function isLoggedIn(viewer: Viewer): viewer is Viewer & { userId: string } {
  return viewer.status === "LOGGED_IN" && viewer.userId !== null;
}

/** A viewer with a player of its own: signed in or temporary. */
export function hasPlayer(viewer: Viewer): viewer is Viewer & { userId: string } {
  return viewer.userId !== null;
}
