import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Notice } from "../notice/Notice.tsx";
import { useAdjustBalance, useBanPlayer, useClosePlayer, useExportPlayer, useMutePlayer, type AdminOutcome } from "./useAdminActions.ts";

type Permission = "ADJUST_BALANCES" | "MUTE_PLAYERS" | "BAN_PLAYERS" | "CLOSE_ACCOUNTS" | "EXPORT_PLAYERS";

/** One console action's form: a title, its fields, a button, and the answer under it (announced to screen readers). */
export function ActionForm({ title, button, onSubmit, children }: { title: string; button: string; onSubmit: () => Promise<string | AdminOutcome<unknown>>; children?: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const headingId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await onSubmit();
    setBusy(false);
    setResult(typeof outcome === "string" ? { ok: true, text: outcome } : outcome.ok ? { ok: true, text: "Done." } : { ok: false, text: outcome.message });
  };
  return (
    <form className="admin-action form" onSubmit={submit} aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-section__title">
        {title}
      </h3>
      {children}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Working..." : button}
        </button>
      </div>
      <div aria-live="polite">{result && <Notice tone={result.ok ? "success" : "error"}>{result.text}</Notice>}</div>
    </form>
  );
}

function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <label className="form__field">
      <span>Reason</span>
      <input value={value} onChange={(event) => onChange(event.target.value)} required minLength={3} maxLength={200} />
      <small>Kept in the audit log; at least 3 characters.</small>
    </label>
  );
}

/** The console's actions on one player, each shown only when the viewer's role allows it. */
export function AdminActions({ userId, permissions, banned, closed, onChanged }: { userId: string; permissions: readonly string[]; banned: boolean; closed: boolean; onChanged: () => void }) {
  const can = (permission: Permission) => permissions.includes(permission);
  const adjust = useAdjustBalance();
  const mute = useMutePlayer();
  const ban = useBanPlayer();
  const exportPlayer = useExportPlayer();
  const close = useClosePlayer();
  const [closeReason, setCloseReason] = useState("");
  const [closeConfirmed, setCloseConfirmed] = useState(false);
  // Every action writes an audit row (and some a ledger row): the history below is read again.
  const changed = async <T,>(outcome: Promise<AdminOutcome<T>>) => {
    const done = await outcome;
    if (done.ok) onChanged();
    return done;
  };
  const [direction, setDirection] = useState<"grant" | "take">("grant");
  const [currency, setCurrency] = useState<"TOKENS" | "GEMS">("TOKENS");
  const [amount, setAmount] = useState("");
  const [adjustReason, setAdjustReason] = useState("");
  const [minutes, setMinutes] = useState("60");
  const [muteReason, setMuteReason] = useState("");
  const [banReason, setBanReason] = useState("");
  const names = { direction: useId(), currency: useId() };
  return (
    <div className="admin-actions">
      {closed && <p className="muted">The account is closed: nothing can change it now. Its data can still be exported.</p>}
      {can("ADJUST_BALANCES") && !closed && (
        <ActionForm
          title="Grant or take currency"
          button={direction === "grant" ? "Grant" : "Take"}
          onSubmit={async () => {
            const outcome = await changed(adjust({ input: { userId, currency, amount: (direction === "grant" ? 1 : -1) * Number(amount), reason: adjustReason } }));
            if (!outcome.ok) return outcome;
            setAmount("");
            setAdjustReason("");
            const what = currency === "GEMS" ? "gems" : "tokens";
            return `${direction === "grant" ? "Granted" : "Took"} ${amount} ${what}.`;
          }}
        >
          <fieldset className="form__field admin-choice">
            <legend>Action</legend>
            {(["grant", "take"] as const).map((value) => (
              <label key={value}>
                <input type="radio" name={names.direction} value={value} checked={direction === value} onChange={() => setDirection(value)} /> {value === "grant" ? "Grant" : "Take"}
              </label>
            ))}
          </fieldset>
          <fieldset className="form__field admin-choice">
            <legend>Currency</legend>
            {(["TOKENS", "GEMS"] as const).map((value) => (
              <label key={value}>
                <input type="radio" name={names.currency} value={value} checked={currency === value} onChange={() => setCurrency(value)} /> {value === "GEMS" ? "Gems" : "Tokens"}
              </label>
            ))}
          </fieldset>
          <label className="form__field">
            <span>Amount</span>
            <input type="number" inputMode="numeric" min={1} max={100000} step={1} value={amount} onChange={(event) => setAmount(event.target.value)} required />
          </label>
          <ReasonField value={adjustReason} onChange={setAdjustReason} />
        </ActionForm>
      )}
      {can("MUTE_PLAYERS") && !closed && (
        <ActionForm title="Mute in chat" button="Mute" onSubmit={() => changed(mute({ input: { userId, minutes: Number(minutes), reason: muteReason } }))}>
          <label className="form__field">
            <span>Minutes (0 lifts a mute)</span>
            <input type="number" inputMode="numeric" min={0} step={1} value={minutes} onChange={(event) => setMinutes(event.target.value)} required />
          </label>
          <ReasonField value={muteReason} onChange={setMuteReason} />
        </ActionForm>
      )}
      {can("BAN_PLAYERS") && !closed && (
        <ActionForm
          title={banned ? "Lift the ban" : "Ban"}
          button={banned ? "Lift the ban" : "Ban and sign out everywhere"}
          onSubmit={() => changed(ban({ input: { userId, banned: !banned, reason: banReason } }))}
        >
          <ReasonField value={banReason} onChange={setBanReason} />
        </ActionForm>
      )}
      {can("EXPORT_PLAYERS") && (
        <ActionForm
          title="Data request"
          button="Export as JSON"
          onSubmit={async () => {
            const outcome = await changed(exportPlayer({ input: { userId } }));
            if (!outcome.ok || outcome.answer.__typename !== "AdminPlayerExport") return outcome.ok ? "Nothing to export." : outcome;
            // The file is made in the browser from the answer: the export is not kept anywhere else.
            const link = document.createElement("a");
            link.href = URL.createObjectURL(new Blob([JSON.stringify(outcome.answer.data, null, 2)], { type: "application/json" }));
            link.download = outcome.answer.fileName;
            link.click();
            URL.revokeObjectURL(link.href);
            return `Saved ${outcome.answer.fileName}.`;
          }}
        />
      )}
      {can("CLOSE_ACCOUNTS") && !closed && (
        <ActionForm title="Close the account" button="Close the account" onSubmit={() => changed(close({ input: { userId, reason: closeReason } }))}>
          <p className="muted">As the player's own deletion: balances to zero, what they own and played erased, signed out everywhere. It cannot be undone.</p>
          <ReasonField value={closeReason} onChange={setCloseReason} />
          <label className="admin-confirm">
            <input type="checkbox" checked={closeConfirmed} onChange={(event) => setCloseConfirmed(event.target.checked)} required /> I understand this cannot be undone
          </label>
        </ActionForm>
      )}
    </div>
  );
}
