/**
 * An interactive card table for solitaire games: it places the cards a game's layout gives,
 * and turns mouse, touch and keyboard input into the game's moves. Drag a stack (a drop near a
 * legal pile snaps there, anything else slides back), tap to pick up and tap to place,
 * double-click or double-tap to send a card home, and Tab / arrows / Enter / Space / Escape
 * between piles. The game decides which moves exist (`moveFor`); the table only asks.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState, type AnimationEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { useElementSize } from "../grid/useElementSize.ts";
import { CardBack, CardFace, type BackStyle } from "./CardArt.tsx";
import { CardCascade } from "./CardCascade.tsx";
import { draggedTo, type CardDrag } from "./cardDrag.ts";
import { useCardLook, type CardFaceStyle } from "./cardLook.tsx";
import type { Card } from "./cards.ts";
import { useCardFlips } from "./useCardFlips.ts";
import { useDealFlight } from "./useDealFlight.ts";
import { playSound } from "../shell/sound/soundService.ts";
import { useLatest, type Latest } from "../shell/useLatest.ts";
import "./cardTable.css";

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TableSlot {
  id: string;
  rect: Rect;
  /** What a screen reader says for the pile ("Column 3: 7 of Hearts, 6 of Spades"). */
  label: string;
  /** Drawn in the empty slot (a suit, a K). */
  mark?: ReactNode;
  /** Whether a tap on the slot itself does something (the stock deals). */
  action?: () => void;
}

export interface PlacedCard {
  /** Unique on the table (two-deck games hold each card twice). */
  id: number;
  card: Card;
  x: number;
  y: number;
  z: number;
  faceUp: boolean;
  pile: string;
  /** How many cards lifting this one takes with it (0: it cannot be lifted). */
  lift: number;
}

export interface TableLayout {
  cardWidth: number;
  cardHeight: number;
  /** In keyboard (Tab) order. */
  slots: readonly TableSlot[];
  cards: readonly PlacedCard[];
  /** Rows of slot ids for arrow keys (left/right within a row, up/down to the nearest slot). */
  rows: readonly (readonly string[])[];
}

export interface CardTableProps<Move> {
  /** The game's class for its colours (the table's own classes start with "ct-"). */
  className: string;
  /** Where everything goes on a board of this size. */
  layout(width: number, height: number): TableLayout;
  /** The legal move of `n` cards (null: whatever count fits) from one pile to another, or null. */
  moveFor(from: string, to: string, n: number | null): Move | null;
  /** The move that sends the top card of `from` home (double-click), or null. */
  homeMoveFor(from: string): Move | null;
  onMove(move: Move): void;
  /**
   * A drop (dragged, or tapped onto an empty pile) the game has no legal move for: the game says why
   * in its refused-move line, usually by playing the move and letting its rules refuse it.
   */
  onRefused?(from: string, to: string, n: number | null): void;
  disabled: boolean;
  /** Cards (by id) and slots to make glow (a hint). */
  hinted?: { cards: ReadonlySet<number>; slots: ReadonlySet<string> };
  /** Changes whenever the table changes: ends any selection or drag. */
  revision: unknown;
  /** The card back's colours and motif (each game its own). */
  back?: BackStyle;
  /** Extra attributes on the board (data-deal for tests). A new data-deal deals the cards out from the stock (the slot with an action). */
  data?: Record<`data-${string}`, string | number>;
  /** After a win: the cards that leap away in the celebration (the foundations' cards); the table shows them again after. */
  celebrate?: (placed: PlacedCard) => boolean;
  /** Drawn over the cards (counters, badges). */
  children?: ReactNode;
}

interface Selection {
  from: string;
  /** Cards lifted; null lets the drop choose (keyboard). */
  n: number | null;
}

interface Drag extends CardDrag {
  from: string;
  n: number;
}

const DOUBLE_TAP_MS = 400;

function overlap(a: Rect, b: Rect): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** What a card hands its table: the table's latest handlers, read at the event through a holder that stays the same from render to render. */
interface CardEvents {
  down(event: PointerEvent<HTMLDivElement>, id: number): void;
  move(event: PointerEvent<HTMLDivElement>): void;
  up(event: PointerEvent<HTMLDivElement>, id: number): void;
  cancel(): void;
  animationEnd(id: number, event: AnimationEvent<HTMLDivElement>): void;
}

interface TableCardProps {
  id: number;
  card: Card;
  pile: string;
  faceUp: boolean;
  flipping: boolean;
  x: number;
  y: number;
  zIndex: number;
  className: string;
  look: CardFaceStyle;
  back: BackStyle | undefined;
  events: Latest<CardEvents>;
}

/**
 * One card on the table. Memoised on plain values: a move re-renders and updates only the cards
 * it moved, turned or marked, not all 52 (issue 28: a phone's move was mostly React going over
 * every card).
 */
const TableCard = memo(function TableCard({ id, card, pile, faceUp, flipping, x, y, zIndex, className, look, back, events }: TableCardProps) {
  return (
    <div
      className={className}
      data-card={id}
      data-pile={pile}
      data-face={faceUp ? "up" : "down"}
      aria-hidden="true"
      style={{ transform: `translate(${x}px, ${y}px)`, zIndex }}
      onPointerDown={(event) => events.current.down(event, id)}
      onPointerMove={(event) => events.current.move(event)}
      onPointerUp={(event) => events.current.up(event, id)}
      onPointerCancel={() => events.current.cancel()}
      onAnimationEnd={(event) => events.current.animationEnd(id, event)}
    >
      {faceUp ? <CardFace card={card} look={look} /> : <CardBack {...back} />}
      {faceUp && flipping ? (
        <div className="ct-flip-back">
          <CardBack {...back} />
        </div>
      ) : null}
    </div>
  );
});

export function CardTable<Move>(props: CardTableProps<Move>) {
  const { moveFor, homeMoveFor, onMove, disabled, revision } = props;
  const board = useElementSize<HTMLDivElement>();
  const look = useCardLook();
  const [selection, setSelection] = useState<Selection | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  // A press that has not moved yet changes nothing on screen: it waits here, not in state, so a
  // tap renders the table once (for its move), not three times.
  const pressed = useRef<Drag | null>(null);
  const lastTap = useRef<{ id: number; at: number } | null>(null);
  const slotRefs = useRef(new Map<string, HTMLDivElement>());

  const layout = useMemo(() => props.layout(board.width, board.height), [props.layout, board.width, board.height]);
  const slotById = useMemo(() => new Map(layout.slots.map((slot) => [slot.id, slot])), [layout]);

  useEffect(() => {
    setSelection(null);
    setDrag(null);
    pressed.current = null;
  }, [revision]);

  const deal = props.data?.["data-deal"];
  const { flipping: flippingCards, flipped } = useCardFlips(layout.cards, deal);
  // A new deal flies out from the stock (the slot with an action), or from above the table.
  const stock = layout.slots.find((slot) => slot.action)?.rect ?? { x: (board.width - layout.cardWidth) / 2, y: -layout.cardHeight };
  const landDeal = useDealFlight(board.width > 0 ? board.element : null, layout.cards, stock, deal);

  const play = useCallback(
    (move: Move | null) => {
      landDeal();
      setSelection(null);
      if (move !== null && !disabled) onMove(move);
    },
    [onMove, disabled, landDeal],
  );

  const cardsOf = useCallback((pile: string) => layout.cards.filter((placed) => placed.pile === pile), [layout]);

  /** A tap (or Enter) on a pile: drop the selection there, or select what the pile offers. */
  const activate = useCallback(
    (slotId: string, n: number | null) => {
      if (disabled) return;
      if (selection && selection.from !== slotId) {
        const move = moveFor(selection.from, slotId, selection.n);
        if (move !== null) return play(move);
        // Onto a pile with nothing to pick up (an empty column, a free cell): the player meant to put it there.
        if (!cardsOf(slotId).some((placed) => placed.lift > 0) && !slotById.get(slotId)?.action) {
          setSelection(null);
          return props.onRefused?.(selection.from, slotId, selection.n);
        }
      }
      if (selection && selection.from === slotId && (n === null || n === selection.n)) return setSelection(null);
      const liftable = cardsOf(slotId).some((placed) => placed.lift > 0);
      if (liftable) {
        // Picked up, not yet moved: a light tick, distinct from the move's swish.
        playSound("select");
        return setSelection({ from: slotId, n });
      }
      setSelection(null);
      slotById.get(slotId)?.action?.();
    },
    [disabled, selection, moveFor, play, cardsOf, slotById],
  );

  /** The piles a dragged stack is over: the one it overlaps most first, then those near its centre. */
  const dropTargets = (current: Drag): string[] => {
    const pile = cardsOf(current.from);
    const lead = pile[pile.length - current.n];
    if (!lead) return [];
    const dragged: Rect = { x: lead.x + current.dx, y: lead.y + current.dy, width: layout.cardWidth, height: layout.cardHeight };
    const centre = { x: dragged.x + dragged.width / 2, y: dragged.y + dragged.height / 2 };
    const targets = layout.slots
      .filter((slot) => slot.id !== current.from)
      .map((slot) => {
        const rect = slot.rect;
        const dx = centre.x - Math.max(rect.x, Math.min(centre.x, rect.x + rect.width));
        const dy = centre.y - Math.max(rect.y, Math.min(centre.y, rect.y + rect.height));
        return { slot: slot.id, area: overlap(dragged, rect), distance: Math.hypot(dx, dy) };
      })
      .filter((target) => target.area > 0 || target.distance < layout.cardWidth * 0.6)
      .sort((a, b) => b.area - a.area || a.distance - b.distance);
    return targets.map((target) => target.slot);
  };

  /** Where a dragged stack lands: the first pile it is over that takes it. */
  const dropMove = (current: Drag): Move | null => {
    for (const target of dropTargets(current)) {
      const move = moveFor(current.from, target, current.n);
      if (move !== null) return move;
    }
    return null;
  };

  const onCardPointerDown = (event: PointerEvent<HTMLDivElement>, placed: PlacedCard) => {
    if (event.button !== 0 || disabled) return;
    landDeal();
    event.currentTarget.setPointerCapture(event.pointerId);
    if (placed.lift === 0) return;
    pressed.current = { from: placed.pile, n: placed.lift, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, dx: 0, dy: 0, moved: false };
  };

  /** The press or drag of this pointer, if any. */
  const heldBy = (pointerId: number): Drag | null => {
    const held = drag ?? pressed.current;
    return held !== null && held.pointerId === pointerId ? held : null;
  };

  const letGo = () => {
    pressed.current = null;
    if (drag !== null) setDrag(null);
  };

  const onCardPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const held = heldBy(event.pointerId);
    if (held === null) return;
    const next = draggedTo(held, event);
    if (next === held) return;
    if (!held.moved) playSound("select");
    pressed.current = null;
    setDrag(next);
  };

  const onCardPointerUp = (event: PointerEvent<HTMLDivElement>, placed: PlacedCard) => {
    const held = heldBy(event.pointerId);
    const released = held !== null ? draggedTo(held, event) : null;
    letGo();
    if (released?.moved) {
      const move = dropMove(released);
      if (move !== null) play(move);
      else {
        // Dropped on a pile that does not take it: it slides back, and the game says why.
        const [target] = dropTargets(released);
        if (target !== undefined && !disabled) props.onRefused?.(released.from, target, released.n);
      }
      return;
    }
    if (disabled) return;
    const previous = lastTap.current;
    lastTap.current = { id: placed.id, at: event.timeStamp };
    // Double-click or double-tap: send the card home when it can go.
    if (previous && previous.id === placed.id && event.timeStamp - previous.at < DOUBLE_TAP_MS && placed.lift === 1) {
      lastTap.current = null;
      const home = homeMoveFor(placed.pile);
      if (home !== null) return play(home);
    }
    activate(placed.pile, placed.lift === 0 ? null : placed.lift);
  };

  // The cards get one unchanging holder of this render's handlers, so a card's props change only
  // when the card itself does.
  const placedOf = (id: number) => layout.cards.find((placed) => placed.id === id);
  const cardEvents = useLatest<CardEvents>({
    down: (event, id) => {
      const placed = placedOf(id);
      if (placed) onCardPointerDown(event, placed);
    },
    move: onCardPointerMove,
    up: (event, id) => {
      const placed = placedOf(id);
      if (placed) onCardPointerUp(event, placed);
    },
    cancel: letGo,
    animationEnd: (id, event) => flipped(id, event),
  });

  const focusSlot = (id: string | undefined) => {
    if (id !== undefined) slotRefs.current.get(id)?.focus();
  };

  /** The slot in the next row up or down whose centre is nearest across. */
  const nearestInRow = (rowIndex: number, x: number): string | undefined => {
    const row = layout.rows[(rowIndex + layout.rows.length) % layout.rows.length] ?? [];
    let best: string | undefined;
    let distance = Infinity;
    for (const id of row) {
      const rect = slotById.get(id)?.rect;
      if (!rect) continue;
      const gap = Math.abs(rect.x + rect.width / 2 - x);
      if (gap < distance) [best, distance] = [id, gap];
    }
    return best;
  };

  const onSlotKeyDown = (event: KeyboardEvent<HTMLDivElement>, slot: TableSlot) => {
    const rowIndex = layout.rows.findIndex((row) => row.includes(slot.id));
    const row = layout.rows[rowIndex] ?? [slot.id];
    const index = row.indexOf(slot.id);
    const centre = slot.rect.x + slot.rect.width / 2;
    switch (event.key) {
      case "ArrowLeft":
        focusSlot(row[(index + row.length - 1) % row.length]);
        break;
      case "ArrowRight":
        focusSlot(row[(index + 1) % row.length]);
        break;
      case "ArrowDown":
        focusSlot(nearestInRow(rowIndex + 1, centre));
        break;
      case "ArrowUp":
        focusSlot(nearestInRow(rowIndex - 1, centre));
        break;
      case "Enter":
      case " ":
        activate(slot.id, null);
        break;
      case "Escape":
        setSelection(null);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const selectedCards = new Set<number>();
  if (selection) {
    const live = cardsOf(selection.from).filter((placed) => placed.lift > 0);
    const count = selection.n ?? live.length;
    live.slice(-count).forEach((placed) => selectedCards.add(placed.id));
  }
  const dragged = new Set<number>(drag?.moved ? cardsOf(drag.from).slice(-drag.n).map((placed) => placed.id) : []);
  const hintedCards = props.hinted?.cards ?? new Set<number>();
  const hintedSlots = props.hinted?.slots ?? new Set<string>();

  return (
    <div
      ref={board.ref}
      className={`ct-board ${props.className}`}
      data-table={look.table}
      {...props.data}
      style={{ ["--card-w" as string]: `${layout.cardWidth}px`, ["--card-h" as string]: `${layout.cardHeight}px` }}
    >
      {board.width > 0
        ? layout.slots.map((slot) => (
            <div
              key={slot.id}
              ref={(element) => {
                if (element) slotRefs.current.set(slot.id, element);
                else slotRefs.current.delete(slot.id);
              }}
              role="button"
              tabIndex={0}
              aria-label={slot.label}
              data-slot={slot.id}
              className={["ct-slot", selection?.from === slot.id ? "ct-slot-selected" : "", hintedSlots.has(slot.id) ? "ct-hint" : "", slot.action ? "ct-slot-action" : ""].join(" ")}
              style={{ left: slot.rect.x, top: slot.rect.y, width: slot.rect.width, height: slot.rect.height }}
              onKeyDown={(event) => onSlotKeyDown(event, slot)}
              onClick={(event) => {
                // Taps on cards are the cards' own; this answers taps on the empty slot.
                if (event.target === event.currentTarget && event.detail > 0) activate(slot.id, null);
              }}
            >
              <span className="ct-slot-mark" aria-hidden="true" style={{ width: layout.cardWidth, height: layout.cardHeight }}>
                {slot.mark}
              </span>
            </div>
          ))
        : null}
      {board.width > 0
        ? layout.cards.map((placed) => {
            const lifted = dragged.has(placed.id);
            const flipping = placed.faceUp && flippingCards.has(placed.id);
            const classes = [
              "ct-card",
              lifted ? "ct-dragging" : "",
              selectedCards.has(placed.id) ? "ct-selected" : "",
              hintedCards.has(placed.id) ? "ct-hint" : "",
              placed.lift > 0 ? "ct-card-live" : "",
              flipping ? "ct-flipping" : "",
            ].join(" ");
            return (
              <TableCard
                key={placed.id}
                id={placed.id}
                card={placed.card}
                pile={placed.pile}
                faceUp={placed.faceUp}
                flipping={flipping}
                x={placed.x + (lifted && drag ? drag.dx : 0)}
                y={placed.y + (lifted && drag ? drag.dy : 0)}
                zIndex={(lifted ? 1000 : 100) + placed.z}
                className={classes}
                look={look.face}
                back={props.back}
                events={cardEvents}
              />
            );
          })
        : null}
      {props.children}
      {props.celebrate && board.width > 0 ? <CardCascade cards={layout.cards.filter(props.celebrate)} /> : null}
    </div>
  );
}
