import { useEffect, useId, useRef, type ReactNode } from "react";

/** Open dialogs, newest last: only the one on top keeps focus (a dialog may open another). */
const openDialogs: HTMLDialogElement[] = [];

const FOCUSABLE = "a[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable='true']";

/** What Tab stops at inside `root`, in document order: enabled, shown, and one radio per group. */
function tabStops(root: HTMLElement): HTMLElement[] {
  const candidates = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.matches(":disabled") && element.closest("[inert]") === null && element.getClientRects().length > 0,
  );
  return candidates.filter((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== "radio" || element.name === "") return true;
    const group = candidates.filter((other): other is HTMLInputElement => other instanceof HTMLInputElement && other.type === "radio" && other.name === element.name && other.form === element.form);
    return element === (group.find((radio) => radio.checked) ?? group[0]);
  });
}

/** Focus is nowhere: its element was removed or disabled (a view switched, a button waits). */
const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * A modal dialog on the native <dialog> element: focus stays inside, Escape and the close button
 * close it, and focus returns to where it was.
 */
export function Dialog({
  title,
  onClose,
  children,
  className,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    openDialogs.push(dialog);
    const onTop = () => openDialogs.at(-1) === dialog;

    // A modal <dialog> alone lets Tab leave the page past its last control (and Shift+Tab past its
    // first), which leaves focus on the body: Tab wraps around instead, and a Tab pressed while
    // focus is lost starts again inside.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey || !onTop()) return;
      const inside = dialog.contains(document.activeElement);
      if (!inside && !focusLost()) return;
      const stops = tabStops(dialog);
      const first = stops[0];
      const last = stops.at(-1);
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const atEdge = event.shiftKey ? document.activeElement === first || document.activeElement === dialog : document.activeElement === last;
      if (!inside || atEdge) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    // Content changing under the focus (a view switched, a button disabled while it waits, an error
    // shown) would drop focus on the body: it is taken back to the dialog itself.
    let pending = 0;
    const recover = () => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(() => {
        if (dialog.open && onTop() && focusLost()) dialog.focus();
      });
    };
    const observer = new MutationObserver(recover);
    observer.observe(dialog, { subtree: true, childList: true, attributes: true, attributeFilter: ["disabled", "hidden", "inert"] });
    document.addEventListener("keydown", onKeyDown, true);
    dialog.addEventListener("focusout", recover);
    return () => {
      cancelAnimationFrame(pending);
      observer.disconnect();
      document.removeEventListener("keydown", onKeyDown, true);
      dialog.removeEventListener("focusout", recover);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      dialog.close();
      previous?.focus?.();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ""}`}
      aria-labelledby={titleId}
      // Focusable by script only: where focus goes when the control holding it disappears.
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="dialog__content">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label="Close dialog" onClick={onClose}>
            ×
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}
