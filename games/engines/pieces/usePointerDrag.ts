import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { playSound } from "../shell/sound/soundService.ts";
import { useLatest } from "../shell/useLatest.ts";
import { beyondTap, followPointer } from "./followPointer.ts";

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

function movedTo<T>(drag: PointerDrag<T>, event: PointerEvent): PointerDrag<T> {
  return { ...drag, x: event.clientX, y: event.clientY, moving: drag.moving || beyondTap(drag, event) };
}

/**
 * Drag with pointer events (mouse, touch, pen): `start` on a piece's pointerdown; while it is held
 * the whole window follows the pointer; on release `onRelease` gets the drag (moving false for a tap).
 */
export function usePointerDrag<T>(onRelease: (drag: PointerDrag<T>, event: PointerEvent) => void) {
  const [drag, setDrag] = useState<PointerDrag<T> | null>(null);
  // The drag as the pointer's handlers see it, set at the press: a release may come before a render.
  const held = useRef<PointerDrag<T> | null>(null);
  const latestRelease = useLatest(onRelease);
  const stopFollowing = useRef(() => {});
  useEffect(() => () => stopFollowing.current(), []);
  const start = useCallback((piece: T, event: ReactPointerEvent<Element>) => {
    event.preventDefault();
    held.current = { held: piece, startX: event.clientX, startY: event.clientY, x: event.clientX, y: event.clientY, moving: false };
    setDrag(held.current);
    stopFollowing.current();
    stopFollowing.current = followPointer(event.pointerId, {
      move: (moved) => {
        const current = held.current;
        if (!current) return;
        const next = movedTo(current, moved);
        // A piece lifted (a drag, not a tap) ticks once; the tap's own move has its cue.
        if (next.moving && !current.moving) playSound("select");
        held.current = next;
        setDrag(next);
      },
      end: (released) => {
        const current = held.current;
        held.current = null;
        setDrag(null);
        // Released where the pointer is, not where the last drawn move left it: on a busy device the
        // moves' render (a lower priority than the release) may still be pending.
        if (current) latestRelease.current(movedTo(current, released), released);
      },
    });
  }, []);
  return { drag, start };
}
