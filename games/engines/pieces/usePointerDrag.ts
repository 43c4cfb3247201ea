import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { playSound } from "../shell/sound/soundService.ts";

/** A piece held by the pointer: what was grabbed, where the pointer went down and where it is. */
export interface PointerDrag<T> {
  held: T;
  startX: number;
  startY: number;
  x: number;
  y: number;
  /** False until the pointer has moved far enough to be a drag rather than a tap. */
  moving: boolean;
}

/** A pointer that moves less than this is a tap, not a drag. */
const DRAG_PX = 6;

/**
 * Drag with pointer events (mouse, touch, pen): `start` on a piece's pointerdown; while it is held
 * the whole window follows the pointer; on release `onRelease` gets the drag (moving false for a tap).
 */
export function usePointerDrag<T>(onRelease: (drag: PointerDrag<T>, event: PointerEvent) => void) {
  const [drag, setDrag] = useState<PointerDrag<T> | null>(null);
  const latest = useRef({ drag, onRelease });
  latest.current = { drag, onRelease };
  const holding = drag !== null;
  useEffect(() => {
    if (!holding) return;
    const move = (event: PointerEvent) => {
      const current = latest.current.drag;
      if (!current) return;
      const moving = current.moving || Math.hypot(event.clientX - current.startX, event.clientY - current.startY) > DRAG_PX;
      // A piece lifted (a drag, not a tap) ticks once; the tap's own move has its cue.
      if (moving && !current.moving) playSound("select");
      setDrag({ ...current, x: event.clientX, y: event.clientY, moving });
    };
    const up = (event: PointerEvent) => {
      const current = latest.current.drag;
      setDrag(null);
      if (current) latest.current.onRelease(current, event);
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", up);
    window.addEventListener("pointercancel", up);
    return () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      window.removeEventListener("pointercancel", up);
    };
  }, [holding]);
  const start = useCallback((held: T, event: ReactPointerEvent<Element>) => {
    event.preventDefault();
    setDrag({ held, startX: event.clientX, startY: event.clientY, x: event.clientX, y: event.clientY, moving: false });
  }, []);
  return { drag, start };
}
