import type { ReactNode } from "react";
import "./notice.css";

export type NoticeTone = "success" | "warning" | "error" | "info";

/** One simple icon per tone, drawn on a 20x20 grid, so the tone does not rest on colour alone. */
const ICONS: Record<NoticeTone, ReactNode> = {
  success: <path d="M5 10.5l3.2 3.2L15 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />,
  warning: (
    <>
      <path d="M10 2.5L18.5 17.5H1.5Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M10 8v4.2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="10" cy="14.8" r="1.1" fill="currentColor" />
    </>
  ),
  error: (
    <>
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M7 7l6 6M13 7l-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  info: (
    <>
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M10 9v5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="10" cy="6.2" r="1.1" fill="currentColor" />
    </>
  ),
};

/**
 * A message box: success, warning (a refusal the player can do nothing about right now), error
 * (something went wrong or must be fixed) or info. Errors interrupt screen readers (role alert);
 * the others are read when the reader is idle (role status).
 */
export function Notice({ tone, children, id, className }: { tone: NoticeTone; children: ReactNode; id?: string; className?: string }) {
  return (
    <div id={id} className={`notice notice--${tone}${className ? ` ${className}` : ""}`} role={tone === "error" ? "alert" : "status"}>
      <svg className="notice__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        {ICONS[tone]}
      </svg>
      <div className="notice__text">{children}</div>
    </div>
  );
}
