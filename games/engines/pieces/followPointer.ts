/**
 * Follows one pointer on the whole window from its press to its release or cancel (a piece may
 * leave the element it was grabbed on mid-drag). Called at the press itself rather than from the
 * next render's effect: on a busy device a quick tap's release can come before that render.
 * Returns what stops following (called by itself at the release).
 */
export function followPointer(pointerId: number, handlers: { move(event: PointerEvent): void; end(event: PointerEvent): void }): () => void {
  const move = (event: PointerEvent) => {
    if (event.pointerId === pointerId) handlers.move(event);
  };
  const end = (event: PointerEvent) => {
    if (event.pointerId !== pointerId) return;
    stop();
    handlers.end(event);
  };
  function stop() {
    window.removeEventListener("pointermove", move);
    window.removeEventListener("pointerup", end);
    window.removeEventListener("pointercancel", end);
  }
  window.addEventListener("pointermove", move);
  window.addEventListener("pointerup", end);
  window.addEventListener("pointercancel", end);
  return stop;
}

/** A pointer that moves less than this (CSS pixels) from where it was pressed is a tap, not a drag. */
const TAP_REACH_PX = 6;

/** Whether a pointer pressed at (startX, startY) is now beyond a tap's reach: a drag. One rule for every board. */
export function beyondTap(press: { startX: number; startY: number }, event: { clientX: number; clientY: number }): boolean {
  return Math.hypot(event.clientX - press.startX, event.clientY - press.startY) >= TAP_REACH_PX;
}
