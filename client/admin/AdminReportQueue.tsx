import { useState, type ReactNode } from "react";
import { Notice } from "../notice/Notice.tsx";

/**
 * What the console's report queues (Q&A, chat) share: the page with its states, one reported item
 * with its open reports and Hide and Keep, and the settling of it (one action at a time, the API's
 * answer as a notice, the queue read again after a success).
 */

type Outcome = { tone: "error" | "success"; text: string };

/** Settles reported items: `settle(id, success, commit)` runs `commit`, which calls back with the API's refusal or null. */
export function useSettle(refetch: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Outcome | null>(null);
  const settle = (id: string, success: string, commit: (done: (refusal: string | null) => void) => void) => {
    setBusy(id);
    commit((refusal) => {
      setBusy(null);
      setNotice(refusal === null ? { tone: "success", text: success } : { tone: "error", text: refusal });
      if (refusal === null) refetch();
    });
  };
  return { busy, notice, settle };
}

/** What a mutation's failure to reach the server reads as. */
export const UNREACHABLE = "We couldn't reach the server. Please try again.";

export function ReportedItem({
  label,
  where,
  context,
  body,
  reports,
  what,
  disabled,
  onHide,
  onKeep,
}: {
  /** The item's accessible name, e.g. "Reported answer by Quinn". */
  label: string;
  where: ReactNode;
  /** A line under `where` (the question an answer answers), if any. */
  context?: ReactNode;
  body: string;
  reports: readonly { reason: string; createdAt: string }[];
  /** What the buttons name: "question", "message". */
  what: string;
  disabled: boolean;
  onHide: () => void;
  onKeep: () => void;
}) {
  const reasons = reports.filter((report) => report.reason !== "");
  return (
    <li className="admin-report" aria-label={label}>
      <p className="admin-report__where">{where}</p>
      {context && <p className="admin-report__context">{context}</p>}
      <blockquote className="admin-report__body">{body}</blockquote>
      <p className="admin-report__count">
        Reported {reports.length} {reports.length === 1 ? "time" : "times"}
      </p>
      {reasons.length > 0 && (
        <ul className="admin-report__reasons" aria-label="Reasons given">
          {reasons.map((report, index) => (
            <li key={`${report.createdAt}-${index}`}>{report.reason}</li>
          ))}
        </ul>
      )}
      <div className="admin-report__actions">
        <button type="button" className="button button--primary" disabled={disabled} onClick={onHide}>
          Hide {what}
        </button>
        <button type="button" className="button button--secondary" disabled={disabled} onClick={onKeep}>
          Keep {what}
        </button>
      </div>
    </li>
  );
}

/** A queue's page: its title, what it is, the last action's notice, the items or the empty line, and More reports. */
export function AdminReportQueue({
  id,
  title,
  lead,
  empty,
  notice,
  busy,
  children,
  more,
}: {
  id: string;
  title: string;
  lead: string;
  /** Shown when no item waits. */
  empty: string;
  notice: Outcome | null;
  busy: boolean;
  /** The ReportedItems, none when the queue is empty. */
  children: ReactNode[];
  more: { hasNext: boolean; isLoadingNext: boolean; loadNext: () => void };
}) {
  return (
    <section className="panel admin-reports" aria-labelledby={id} aria-busy={more.isLoadingNext || busy}>
      <h2 id={id}>{title}</h2>
      <p className="muted">{lead}</p>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {children.length === 0 ? <p className="muted">{empty}</p> : <ul className="admin-reports__list">{children}</ul>}
      {more.hasNext && (
        <button type="button" className="button button--secondary" disabled={more.isLoadingNext} onClick={more.loadNext}>
          {more.isLoadingNext ? "Loading..." : "More reports"}
        </button>
      )}
    </section>
  );
}
