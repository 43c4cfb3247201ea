/**
 * The two hint cookies (docs/product/accounts.md#user-states) that tell the client which of the four user states it is in
 * before it asks the server: a temporary user exists on this browser, or a real account has signed
 * in here before. They hold no identity (the session cookie does) and are readable by scripts.
 */
export const TEMP_USER_COOKIE = "pd_tmp";
export const KNOWN_USER_COOKIE = "pd_known";
export const HINT_COOKIE_MAX_AGE = 60 * 60 * 24 * 400;
