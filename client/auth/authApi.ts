/** Calls to the auth endpoints (better-auth under /api/auth) and the temporary-user action. */

export class AuthError extends Error {}

const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "That email and password don't match an account.",
  USER_ALREADY_EXISTS: "An account with this email already exists. Sign in instead.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "An account with this email already exists. Sign in instead.",
  PASSWORD_TOO_SHORT: "Passwords need at least 8 characters.",
  PASSWORD_TOO_LONG: "Passwords can be at most 128 characters.",
  INVALID_EMAIL: "Please enter a valid email address.",
  VALIDATION_ERROR: "Please enter a valid email address.",
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
  if (response.status === 429) throw new AuthError("Too many attempts. Please wait a minute and try again.");
  if (!response.ok) throw new AuthError((data.code && MESSAGES[data.code]) || data.message || "Something went wrong. Please try again.");
  return data;
}

export function signInWithEmail(email: string, password: string) {
  return post("/api/auth/sign-in/email", { email, password });
}

export function signUpWithEmail(email: string, password: string) {
  // The display name is the username chosen right after sign-up; the email's first part stands in.
  return post("/api/auth/sign-up/email", { email, password, name: email.split("@")[0] || "Player" });
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

/** Spec 4: a brand-new visitor gets a temporary user, once. */
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
