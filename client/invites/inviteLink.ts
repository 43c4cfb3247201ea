/**
 * An invite link is any portal page with `?invite=CODE`. The code is kept for the tab (a visitor
 * may look around before signing up) and fills the sign-up form's invite field.
 */
const KEY = "playden.invite";

function fromUrl(): string | null {
  if (typeof window === "undefined") return null;
  const code = new URLSearchParams(window.location.search).get("invite")?.trim();
  return code ? code.slice(0, 32) : null;
}

/** The invite code of this tab's link, or "" when it came without one. */
export function pendingInviteCode(): string {
  const code = fromUrl();
  try {
    if (code) sessionStorage.setItem(KEY, code);
    return code ?? sessionStorage.getItem(KEY) ?? "";
  } catch {
    // Storage may be off (private modes): the link's own code still fills the form.
    return code ?? "";
  }
}

/** Whether the page was opened from an invite link (the sign-up form then opens by itself). */
export function openedFromInviteLink(): boolean {
  return fromUrl() !== null;
}

export function forgetInviteCode(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
