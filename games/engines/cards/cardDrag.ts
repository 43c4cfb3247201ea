import { beyondTap } from "../pieces/followPointer.ts";

/** A card (or a stack) held by the pointer: where the pointer went down and how far it has taken the card. */
export interface CardDrag {
  pointerId: number;
  startX: number;
  startY: number;
  dx: number;
  dy: number;
  /** False until the pointer has gone far enough to be a drag rather than a tap. */
  moved: boolean;
}

/**
 * The drag with the card where the pointer is now; the same drag while the pointer is still within
 * a tap's reach. A release uses it too: on a busy device the last moves may not have been drawn
 * yet (pointer moves render at a lower priority than the release), and the drop is where the
 * pointer was let go.
 */
export function draggedTo<Drag extends CardDrag>(drag: Drag, event: { clientX: number; clientY: number }): Drag {
  if (!drag.moved && !beyondTap(drag, event)) return drag;
  return { ...drag, dx: event.clientX - drag.startX, dy: event.clientY - drag.startY, moved: true };
}
