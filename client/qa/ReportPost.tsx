import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useReportQaPost } from "./useQaMutations.ts";

/**
 * A question's or answer's Report action: asks to confirm, with an optional reason (its length is
 * the API's), then shows the server's words, its thanks or why not. Escape or Cancel backs out.
 */
export function ReportPost({ postId, what, reasonMax, canReport, onSignIn }: { postId: string; what: "question" | "answer"; reasonMax: number; canReport: boolean; onSignIn: () => void }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [report, busy] = useReportQaPost();
  const reasonId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const reasonBox = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (asking) reasonBox.current?.focus();
  }, [asking]);

  const close = () => {
    setAsking(false);
    setReason("");
    // The opener is back once the form is gone: focus returns to where the player was.
    requestAnimationFrame(() => opener.current?.focus());
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await report({ input: { post: postId, reason } });
    setResult(outcome);
    if (outcome.ok) setAsking(false);
  };

  if (result?.ok) {
    return (
      <p className="qa-report__result" role="status">
        {result.message}
      </p>
    );
  }
  if (!asking) {
    return (
      <>
        <button ref={opener} type="button" className="link-button qa-report__open" aria-label={`Report this ${what}`} onClick={() => (canReport ? setAsking(true) : onSignIn())}>
          Report
        </button>
        {result && (
          <p className="qa-report__result" role="status">
            {result.message}
          </p>
        )}
      </>
    );
  }
  return (
    <form
      className="qa-report"
      aria-label={`Report this ${what}`}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
    >
      <p className="qa-report__question">Report this {what} to the moderators?</p>
      <label htmlFor={reasonId} className="qa-form__label">
        Reason (optional)
      </label>
      <textarea ref={reasonBox} id={reasonId} value={reason} maxLength={reasonMax} rows={2} onChange={(event) => setReason(event.target.value)} />
      <div className="qa-form__bar">
        <small className="muted">
          {[...reason].length}/{reasonMax}
        </small>
        <button type="button" className="button button--secondary" onClick={close}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Sending…" : "Send report"}
        </button>
      </div>
      {result && (
        <p className="qa-report__result" role="status">
          {result.message}
        </p>
      )}
    </form>
  );
}
