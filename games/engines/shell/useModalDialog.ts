import { useEffect, useRef, type RefObject } from "react";
import { useLatest } from "./useLatest.ts";

/**
 * Opens a `<dialog>` as a modal over the game while the component is mounted: focus moves in and
 * goes back where it was, Escape calls `onClose`, and keys typed in it never reach the game's
 * shortcuts (N, Z, arrows).
 */
export function useModalDialog(onClose: () => void): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  const latestClose = useLatest(onClose);
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const before = document.activeElement;
    node.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      latestClose.current();
    };
    const onKey = (event: KeyboardEvent) => event.stopPropagation();
    node.addEventListener("cancel", onCancel);
    node.addEventListener("keydown", onKey);
    return () => {
      node.removeEventListener("cancel", onCancel);
      node.removeEventListener("keydown", onKey);
      if (node.open) node.close();
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);
  return dialog;
}
