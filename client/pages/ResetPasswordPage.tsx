import { useId, useState, type FormEvent } from "react";
import "../auth/auth.css";
import { AuthError, linkOutcome, PASSWORD_MIN_LENGTH, resetPassword } from "../auth/authApi.ts";
import { useSession } from "../auth/Session.tsx";
import { usePageMeta } from "../layout/PortalContext.tsx";
import { Link, useRouter } from "../routing/router.tsx";
import { Notice } from "../notice/Notice.tsx";

/** Where the link of a password-reset mail lands: with a valid token, the player chooses a new password. */
function ResetPasswordPage() {
  usePageMeta("Reset your password");
  const { location } = useRouter();
  const { openSignIn, status } = useSession();
  const { token, error: linkError } = linkOutcome(location.search);
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const hintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password.length < PASSWORD_MIN_LENGTH) return setError(`Passwords need at least ${PASSWORD_MIN_LENGTH} characters.`);
    if (password !== repeat) return setError("The two passwords are not the same.");
    setSubmitting(true);
    try {
      await resetPassword(token ?? "", password);
      setDone(true);
    } catch (caught) {
      setError(caught instanceof AuthError ? caught.message : "Something went wrong. Please try again.");
    } finally {
      setSubmitting(false);
    }
  };

  const askAgain =
    status === "loggedIn" ? (
      <p>
        You are signed in: you can change your password in <Link to="/account">My Account</Link>.
      </p>
    ) : (
      <p>
        To get a new link, open{" "}
        <button type="button" className="link-button" onClick={openSignIn}>
          Sign in
        </button>{" "}
        and choose “Forgot password?”.
      </p>
    );

  return (
    <section className="narrow">
      <h1>Reset your password</h1>
      {done ? (
        <>
          <Notice tone="success">
            Your password is changed, and every other device is signed out. Sign in with your new password.
          </Notice>
          <button type="button" className="button button--primary" onClick={openSignIn}>
            Sign in
          </button>
        </>
      ) : linkError || !token ? (
        <>
          <Notice tone="warning">
            {linkError ?? "This page needs the link from your password-reset email."}
          </Notice>
          {askAgain}
        </>
      ) : (
        <form className="form panel" onSubmit={submit} noValidate>
          <div className="form__field">
            <label htmlFor={`${hintId}-input`}>New password</label>
            <input
              id={`${hintId}-input`}
              type="password"
              name="new-password"
              autoComplete="new-password"
              required
              aria-describedby={hintId}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoFocus
            />
            <small id={hintId}>At least {PASSWORD_MIN_LENGTH} characters.</small>
          </div>
          <label className="form__field">
            <span>New password again</span>
            <input type="password" name="repeat-password" autoComplete="new-password" required value={repeat} onChange={(e) => setRepeat(e.target.value)} />
          </label>
          {error && (
            <Notice tone="error">
              {error}
            </Notice>
          )}
          <button type="submit" className="button button--primary" disabled={submitting || !password || !repeat}>
            {submitting ? "Saving…" : "Save new password"}
          </button>
          {error && askAgain}
        </form>
      )}
    </section>
  );
}

export default ResetPasswordPage;
