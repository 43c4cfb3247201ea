import { useEffect, type RefObject } from "react";

/**
 * How an open popup (a menu, a panel, a prompt) is dismissed: a press outside `inside` or Escape
 * calls `close`; Escape puts focus back on `button` when focus was inside, never stealing it from
 * elsewhere. A popup within another (the Games menu within the phone's folding menu) takes Escape
 * first (`nested`: in the capture phase); an Escape already handled closes nothing more.
 */
export function usePopupDismiss(
  open: boolean,
  close: () => void,
  { inside, button, nested = false }: { inside: RefObject<HTMLElement | null>[]; button: RefObject<HTMLElement | null>; nested?: boolean },
): void {
  useEffect(() => {
    if (!open) return;
    const within = (target: EventTarget | null) => target instanceof Node && inside.some((ref) => ref.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (!within(event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      const focusInside = within(document.activeElement);
      close();
      if (focusInside) button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown, nested);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown, nested);
    };
    // Listens while open: refs are stable, and every `close` given here only sets state.
  }, [open]);
}
