/**
 * The four user states (docs/product/accounts.md#user-states). The server knows signed-in and temporary sessions; the two hint
 * cookies tell a returning, signed-out player (known-user cookie) from a brand-new visitor.
 */
export type UserStatus = "loading" | "loggedIn" | "temporary" | "loggedOut" | "new";

export const TEMP_USER_COOKIE = "pd_tmp";
export const KNOWN_USER_COOKIE = "pd_known";

// The server renders pages only for requests without cookies (api/http/clientPages.ts).
function hasCookie(name: string): boolean {
  return typeof document !== "undefined" && document.cookie.split(";").some((part) => part.trim().startsWith(`${name}=`));
}

export function userStatusFrom(serverStatus: "LOGGED_IN" | "TEMPORARY" | "ANONYMOUS" | "%future added value"): UserStatus {
  if (serverStatus === "LOGGED_IN") return "loggedIn";
  if (serverStatus === "TEMPORARY") return "temporary";
  const temp = hasCookie(TEMP_USER_COOKIE);
  const known = hasCookie(KNOWN_USER_COOKIE);
  if (known && !temp) return "loggedOut";
  if (!known && !temp) return "new";
  // A temp cookie whose session is gone: treated as signed out rather than creating users repeatedly.
  return "loggedOut";
}

/** Sign Out is disabled while the player is finishing a new account (docs/product/accounts.md#signing-in-and-out). */
export function isNewAccountPath(pathname: string): boolean {
  return pathname.startsWith("/auth/new");
}

/** "player@example.com" → "pl•••@example.com" for display in menus. */
export function maskEmail(email: string): string {
  const at = email.indexOf("@");
  if (at < 1) return email;
  const name = email.slice(0, at);
  return `${name.slice(0, Math.min(2, name.length))}•••${email.slice(at)}`;
}
