/** Calls to the auth endpoints (better-auth under /api/auth) and the temporary-user action. */
import { PAGE_PATHS } from "../../shared/pagePaths.ts";

export class AuthError extends Error {}

const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "That email and password don't match an account.",
  USER_ALREADY_EXISTS: "An account with this email already exists. Sign in instead.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "An account with this email already exists. Sign in instead.",
  PASSWORD_TOO_SHORT: "Passwords need at least 8 characters.",
  PASSWORD_TOO_LONG: "Passwords can be at most 128 characters.",
  INVALID_EMAIL: "Please enter a valid email address.",
  VALIDATION_ERROR: "Please enter a valid email address.",
  INVALID_PASSWORD: "That is not your current password.",
  INVALID_TOKEN: "This link has expired or was already used. Please ask for a new one.",
  TOKEN_EXPIRED: "This link has expired. Please ask for a new one.",
  SESSION_EXPIRED: "For your safety, please enter your password (or sign in again) to do this.",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Your account signs in with an external provider, so it has no password here.",
};

async function post(path: string, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
  } catch {
    throw new AuthError("We couldn't reach the server. Check your connection and try again.");
  }
  const data = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  // The mail limit per address explains itself; the limit per client address is the generic one.
  if (response.status === 429) throw new AuthError(data.code === "MAIL_LIMIT" && data.message ? data.message : "Too many attempts. Please wait a minute and try again.");
  if (!response.ok) throw new AuthError((data.code && MESSAGES[data.code]) || data.message || "Something went wrong. Please try again.");
  return data;
}

export function signInWithEmail(email: string, password: string) {
  return post("/api/auth/sign-in/email", { email, password });
}

// Where the links in verification and reset mail land (those pages say how it went).
const VERIFY_EMAIL_PATH = PAGE_PATHS.verifyEmail;
const RESET_PASSWORD_PATH = PAGE_PATHS.resetPassword;

export function signUpWithEmail(email: string, password: string, inviteCode = "") {
  // The display name is the username chosen right after sign-up; the email's first part stands in.
  const invite = inviteCode.trim() ? { inviteCode: inviteCode.trim() } : {};
  return post("/api/auth/sign-up/email", { email, password, name: email.split("@")[0] || "Player", callbackURL: VERIFY_EMAIL_PATH, ...invite });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await post("/api/auth/request-password-reset", { email, redirectTo: RESET_PASSWORD_PATH });
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await post("/api/auth/reset-password", { token, newPassword });
}

export async function resendVerificationEmail(email: string): Promise<void> {
  await post("/api/auth/send-verification-email", { email, callbackURL: VERIFY_EMAIL_PATH });
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  // Other devices are signed out: whoever knew the old password is out too.
  await post("/api/auth/change-password", { currentPassword, newPassword, revokeOtherSessions: true });
}

export async function changeEmail(newEmail: string): Promise<void> {
  await post("/api/auth/change-email", { newEmail, callbackURL: VERIFY_EMAIL_PATH });
}

/** Closes the account (api/players/closeAccount.ts); the password is checked when the account has one. */
export async function deleteAccount(password: string): Promise<void> {
  await post("/api/auth/delete-user", password ? { password } : {});
}

/** What better-auth put on the landing URL of a mailed link: ?token=... or ?error=CODE. */
export function linkOutcome(search: string): { token: string | null; error: string | null } {
  const params = new URLSearchParams(search);
  const error = params.get("error");
  return { token: params.get("token"), error: error ? (MESSAGES[error] ?? MESSAGES.INVALID_TOKEN!) : null };
}

export async function signInWithProvider(providerId: string, callbackURL: string) {
  const data = (await post("/api/auth/sign-in/social", { provider: providerId, callbackURL, newUserCallbackURL: "/auth/new-account" })) as {
    url?: string;
  };
  if (!data.url) throw new AuthError("The sign-in provider is not available right now.");
  window.location.assign(data.url);
}

export async function signOut() {
  await post("/api/auth/sign-out", {});
}

/** A brand-new visitor gets a temporary user, once (docs/product/accounts.md#temporary-users). */
export async function createTemporaryUser(): Promise<void> {
  const response = await fetch("/api/user-data", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({ a: "tp" }),
  });
  if (!response.ok) throw new AuthError("Could not create a temporary user.");
}

export const PASSWORD_MIN_LENGTH = 8;
