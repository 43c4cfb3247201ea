import { useState, type FormEvent } from "react";
import "./auth.css";
import { graphql, useFragment } from "react-relay/hooks";
import type { SignInDialog_portal$key } from "../__generated__/SignInDialog_portal.graphql.ts";
import { Dialog } from "../dialogs/Dialog.tsx";
import { useRouter } from "../routing/router.tsx";
import { forgetInviteCode, pendingInviteCode } from "../invites/inviteLink.ts";
import { AuthError, PASSWORD_MIN_LENGTH, requestPasswordReset, signInWithEmail, signInWithProvider, signUpWithEmail } from "./authApi.ts";
import { useSession } from "./Session.tsx";
import { Notice } from "../notice/Notice.tsx";

type Mode = "signIn" | "signUp" | "forgot";

const TITLES: Record<Mode, (portalName: string) => string> = {
  signIn: (name) => `Sign in to ${name}`,
  signUp: () => "Create your free account",
  forgot: () => "Reset your password",
};

export function SignInDialog({ portal: portalKey }: { portal: SignInDialog_portal$key }) {
  const portal = useFragment(
    graphql`
      fragment SignInDialog_portal on Portal {
        name
        signInProviders {
          id
          name
        }
      }
    `,
    portalKey,
  );
  const { closeSignIn, refresh, signInReason } = useSession();
  const { navigate } = useRouter();
  const [inviteCode, setInviteCode] = useState(pendingInviteCode);
  const [mode, setMode] = useState<Mode>(inviteCode ? "signUp" : "signIn");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);

  const sendResetLink = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await requestPasswordReset(email.trim());
      setResetSentTo(email.trim());
    } catch (caught) {
      setError(caught instanceof AuthError ? caught.message : "Something went wrong. Please try again.");
    } finally {
      setSubmitting(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (mode === "signUp" && password.length < PASSWORD_MIN_LENGTH) {
      setError(`Passwords need at least ${PASSWORD_MIN_LENGTH} characters.`);
      return;
    }
    setSubmitting(true);
    try {
      if (mode === "signIn") await signInWithEmail(email.trim(), password);
      else await signUpWithEmail(email.trim(), password, inviteCode);
      if (mode === "signUp") forgetInviteCode();
      await refresh();
      closeSignIn();
      if (mode === "signUp") navigate("/auth/new-account");
    } catch (caught) {
      setError(caught instanceof AuthError ? caught.message : "Something went wrong. Please try again.");
    } finally {
      setSubmitting(false);
    }
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    setError(null);
    setResetSentTo(null);
  };

  if (mode === "forgot") {
    return (
      <Dialog title={TITLES.forgot(portal.name)} onClose={closeSignIn} className="sign-in">
        {resetSentTo ? (
          <Notice tone="success">
            If an account uses {resetSentTo}, we have sent it a link to choose a new password. Please check your inbox (and spam folder).
          </Notice>
        ) : (
          <form className="form" onSubmit={sendResetLink} noValidate>
            <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
            <label className="form__field">
              <span>Email</span>
              <input type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
            </label>
            {error && (
              <Notice tone="error">
                {error}
              </Notice>
            )}
            <button type="submit" className="button button--primary button--wide" disabled={submitting || !email.trim()}>
              {submitting ? "Please wait…" : "Send reset link"}
            </button>
          </form>
        )}
        <button type="button" className="link-button sign-in__back" onClick={() => switchMode("signIn")}>
          Back to sign in
        </button>
      </Dialog>
    );
  }

  return (
    <Dialog title={TITLES[mode](portal.name)} onClose={closeSignIn} className="sign-in">
      {signInReason ? <p className="sign-in__reason">{signInReason}</p> : null}
      <div className="tabs" role="tablist" aria-label="Sign in or create an account">
        <button type="button" role="tab" aria-selected={mode === "signIn"} onClick={() => switchMode("signIn")}>
          Sign in
        </button>
        <button type="button" role="tab" aria-selected={mode === "signUp"} onClick={() => switchMode("signUp")}>
          Create account
        </button>
      </div>
      <form className="form" onSubmit={submit} noValidate>
        <label className="form__field">
          <span>Email</span>
          <input type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
        </label>
        <label className="form__field">
          <span>Password</span>
          <input
            type="password"
            name="password"
            autoComplete={mode === "signIn" ? "current-password" : "new-password"}
            required
            minLength={mode === "signUp" ? PASSWORD_MIN_LENGTH : undefined}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {mode === "signUp" && <small>At least {PASSWORD_MIN_LENGTH} characters.</small>}
        </label>
        {mode === "signUp" && (
          <label className="form__field">
            <span>Invite code (optional)</span>
            <input name="inviteCode" autoComplete="off" maxLength={32} value={inviteCode} onChange={(e) => setInviteCode(e.target.value)} />
          </label>
        )}
        {mode === "signIn" && (
          <button type="button" className="link-button sign-in__forgot" onClick={() => switchMode("forgot")}>
            Forgot password?
          </button>
        )}
        {error && (
          <Notice tone="error">
            {error}
          </Notice>
        )}
        <button type="submit" className="button button--primary button--wide" disabled={submitting || !email || !password}>
          {submitting ? "Please wait…" : mode === "signIn" ? "Sign in" : "Create account"}
        </button>
      </form>
      {mode === "signUp" && <p className="sign-in__gift">New players get a welcome gift: 500 tokens, 100 gems and the Welcome Pin.</p>}
      {portal.signInProviders.length > 0 && (
        <div className="sign-in__providers">
          <p className="sign-in__or">or</p>
          {portal.signInProviders.map((provider) => (
            <button
              key={provider.id}
              type="button"
              className="button button--secondary button--wide"
              onClick={() => signInWithProvider(provider.id, window.location.pathname).catch((caught: Error) => setError(caught.message))}
            >
              Continue with {provider.name}
            </button>
          ))}
        </div>
      )}
    </Dialog>
  );
}
