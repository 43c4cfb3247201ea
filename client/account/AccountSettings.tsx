import { useId, useState, type FormEvent, type ReactNode } from "react";
import { commitLocalUpdate, graphql, useFragment, useRelayEnvironment } from "react-relay/hooks";
import type { AccountSettings_viewer$key } from "../__generated__/AccountSettings_viewer.graphql.ts";
import "../auth/auth.css";
import { AuthError, changeEmail, changePassword, deleteAccount, PASSWORD_MIN_LENGTH, resendVerificationEmail } from "../auth/authApi.ts";
import { useSession } from "../auth/Session.tsx";
import { Dialog } from "../dialogs/Dialog.tsx";
import { useRouter } from "../routing/router.tsx";
import { Notice } from "../notice/Notice.tsx";

type Feedback = { kind: "ok" | "error"; text: string } | null;

function messageOf(caught: unknown): string {
  return caught instanceof AuthError ? caught.message : "Something went wrong. Please try again.";
}

/** Runs an auth call and turns its outcome into a message for the form. */
function useAction(): [Feedback, boolean, (work: () => Promise<string>) => Promise<boolean>] {
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<string>) => {
    setFeedback(null);
    setBusy(true);
    try {
      setFeedback({ kind: "ok", text: await work() });
      return true;
    } catch (caught) {
      setFeedback({ kind: "error", text: messageOf(caught) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return [feedback, busy, run];
}

function FeedbackLine({ feedback }: { feedback: Feedback }): ReactNode {
  if (!feedback) return null;
  return (
    <Notice tone={feedback.kind === "error" ? "error" : "success"}>
      {feedback.text}
    </Notice>
  );
}

/** My Account's sign-in and security section: email verification, new email, new password, deleting the account. */
export function AccountSettings({ viewer: viewerKey }: { viewer: AccountSettings_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment AccountSettings_viewer on Viewer {
        email
        emailVerified
        accountDeletionTerms
        player {
          username
        }
      }
    `,
    viewerKey,
  );
  const email = viewer.email ?? "";
  const [resendFeedback, resending, runResend] = useAction();
  const [emailFeedback, savingEmail, runEmail] = useAction();
  const [passwordFeedback, savingPassword, runPassword] = useAction();
  const [newEmail, setNewEmail] = useState("");
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [deleting, setDeleting] = useState(false);
  const hintId = useId();

  const environment = useRelayEnvironment();
  const submitEmail = async (event: FormEvent) => {
    event.preventDefault();
    const address = newEmail.trim();
    const changed = await runEmail(async () => {
      await changeEmail(address);
      // A verified address is replaced only when the new one is proven; an unverified one at once.
      if (viewer.emailVerified) return `We sent a link to ${address}. Your email address changes when you follow it.`;
      commitLocalUpdate(environment, (store) => store.getRoot().getLinkedRecord("viewer")?.setValue(address.toLowerCase(), "email"));
      return `Your email address is now ${address.toLowerCase()}. We sent it a link to verify it.`;
    });
    if (changed) setNewEmail("");
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    const changed = await runPassword(async () => {
      if (newPassword.length < PASSWORD_MIN_LENGTH) throw new AuthError(`Passwords need at least ${PASSWORD_MIN_LENGTH} characters.`);
      await changePassword(currentPassword, newPassword);
      return "Your password is changed. Other devices are signed out.";
    });
    if (changed) {
      setCurrentPassword("");
      setNewPassword("");
    }
  };

  return (
    <section className="panel settings" aria-labelledby="settings-heading">
      <h2 id="settings-heading">Sign-in and security</h2>
      <p className="settings__email">
        <span>{email}</span>
        {viewer.emailVerified ? (
          <span className="status-badge status-badge--ok">Verified</span>
        ) : (
          <>
            <span className="status-badge status-badge--warn">Not verified</span>
            <button
              type="button"
              className="button button--secondary"
              disabled={resending}
              onClick={() => runResend(async () => (await resendVerificationEmail(email), `We sent a new verification link to ${email}.`))}
            >
              Resend
            </button>
          </>
        )}
      </p>
      <FeedbackLine feedback={resendFeedback} />
      <div className="settings__grid">
        <form className="form" onSubmit={submitEmail} noValidate aria-labelledby="change-email-heading">
          <h3 id="change-email-heading">Change email</h3>
          <label className="form__field">
            <span>New email address</span>
            <input type="email" name="new-email" autoComplete="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} />
          </label>
          <FeedbackLine feedback={emailFeedback} />
          <button type="submit" className="button button--primary" disabled={savingEmail || !newEmail.trim()}>
            {savingEmail ? "Sending…" : "Send verification link"}
          </button>
        </form>
        <form className="form" onSubmit={submitPassword} noValidate aria-labelledby="change-password-heading">
          <h3 id="change-password-heading">Change password</h3>
          <label className="form__field">
            <span>Current password</span>
            <input type="password" name="current-password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrentPassword(e.target.value)} />
          </label>
          <div className="form__field">
            <label htmlFor={`${hintId}-input`}>New password</label>
            <input
              id={`${hintId}-input`}
              type="password"
              name="new-password"
              autoComplete="new-password"
              aria-describedby={hintId}
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
            />
            <small id={hintId}>At least {PASSWORD_MIN_LENGTH} characters.</small>
          </div>
          <FeedbackLine feedback={passwordFeedback} />
          <button type="submit" className="button button--primary" disabled={savingPassword || !currentPassword || !newPassword}>
            {savingPassword ? "Saving…" : "Change password"}
          </button>
        </form>
      </div>
      <div className="settings__danger">
        <h3>Delete account</h3>
        <p>Deleting your account cannot be undone.</p>
        <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
          Delete my account…
        </button>
      </div>
      {deleting && <DeleteAccountDialog terms={viewer.accountDeletionTerms} username={viewer.player?.username ?? null} onClose={() => setDeleting(false)} />}
    </section>
  );
}

const CONFIRM_WORD = "DELETE";

function DeleteAccountDialog({ terms, username, onClose }: { terms: readonly string[]; username: string | null; onClose: () => void }) {
  const { refresh } = useSession();
  const { navigate } = useRouter();
  const [confirmation, setConfirmation] = useState("");
  const [password, setPassword] = useState("");
  const [feedback, busy, run] = useAction();
  const hintId = useId();
  const typed = confirmation.trim();
  const confirmed = typed === CONFIRM_WORD || (username !== null && typed.toLowerCase() === username.toLowerCase());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    if (await run(async () => (await deleteAccount(password), "Your account is deleted."))) {
      onClose();
      navigate("/");
      await refresh();
    }
  };

  return (
    <Dialog title="Delete your account?" onClose={onClose} className="delete-account">
      <p>This is what happens:</p>
      <ul className="delete-account__terms">
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <form className="form" onSubmit={submit} noValidate>
        <label className="form__field">
          <span>
            Type {CONFIRM_WORD}
            {username ? ` or your username (${username})` : ""} to confirm
          </span>
          <input name="confirmation" autoComplete="off" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} autoFocus />
        </label>
        <label className="form__field">
          <span>Your password</span>
          <input type="password" name="password" autoComplete="current-password" aria-describedby={hintId} value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <small id={hintId}>Not needed if you signed in with an external provider in the last 24 hours.</small>
        <FeedbackLine feedback={feedback} />
        <div className="page-actions">
          <button type="submit" className="button button--danger" disabled={!confirmed || busy}>
            {busy ? "Deleting…" : "Delete my account"}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Keep my account
          </button>
        </div>
      </form>
    </Dialog>
  );
}
