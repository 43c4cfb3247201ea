import { useId, useState, type FormEvent } from "react";
import { Notice } from "../notice/Notice.tsx";
import type { QaOutcome } from "./useQaMutations.ts";

/** A text box to ask, answer or respond, with the API's length limits; clears itself once posted. */
export function PostForm({
  label,
  submitLabel,
  limits,
  onSubmit,
  onCancel,
  autoFocus = false,
}: {
  label: string;
  submitLabel: string;
  limits: { readonly min: number; readonly max: number };
  onSubmit: (text: string) => Promise<QaOutcome>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = text.trim().length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    const outcome = await onSubmit(text);
    setBusy(false);
    if (outcome.ok) setText("");
    else setError(outcome.message);
  };

  return (
    <form className="qa-form" onSubmit={submit} noValidate>
      <label htmlFor={id} className="qa-form__label">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={limits.max}
        rows={3}
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && onCancel) onCancel();
        }}
      />
      <div className="qa-form__bar">
        <small className="muted">
          {length}/{limits.max}
          {length > 0 && length < limits.min ? ` (at least ${limits.min})` : ""}
        </small>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={busy || length < limits.min}>
          {busy ? "Posting…" : submitLabel}
        </button>
      </div>
      {error && <Notice tone="error">{error}</Notice>}
    </form>
  );
}
