import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { CardBack, CardFace } from "../engines/cards/CardArt.tsx";
import { cardLabel, type Card } from "../engines/cards/cards.ts";
import { findHint } from "./hint.ts";
import { COLUMN_UNDER, COLUMNS, computeLayout, isPile, SLOTS, TOP_ROW, type PlacedCard, type Rect, type SlotId } from "./layout.ts";
import {
  autoCompleteMove,
  foundationMoveFrom,
  isTableauFaceUp,
  MAX_RECYCLES,
  rules,
  type KlondikeMove,
  type KlondikeState,
  type PileId,
} from "./rules.ts";

export interface BoardProps {
  state: KlondikeState;
  /** Plays a move; resolves false when the rules refused it. */
  onMove(move: KlondikeMove): Promise<boolean>;
  /** Tells the player something (a refused stock click, no hint left). */
  onNotice(message: string): void;
  /** Moves are paused (waiting for the server, game over). */
  disabled: boolean;
  /** Increments when the player asks for a hint (H or the hint button). */
  hintRequest: number;
}

interface Selection {
  from: PileId;
  /** Cards lifted; null lets the drop choose (keyboard). */
  n: number | null;
}

interface Drag {
  from: PileId;
  n: number;
  pointerId: number;
  startX: number;
  startY: number;
  dx: number;
  dy: number;
  moved: boolean;
}

const DRAG_THRESHOLD = 5;
const DOUBLE_TAP_MS = 400;
const AUTO_STEP_MS = 160;

const SLOT_NAMES: Record<SlotId, string> = {
  stock: "Stock",
  w: "Waste",
  f0: "Foundation 1",
  f1: "Foundation 2",
  f2: "Foundation 3",
  f3: "Foundation 4",
  t0: "Column 1",
  t1: "Column 2",
  t2: "Column 3",
  t3: "Column 4",
  t4: "Column 5",
  t5: "Column 6",
  t6: "Column 7",
};

/** The legal move from one pile to another, preferring `n` cards, else whichever count fits. */
function moveBetween(state: KlondikeState, from: PileId, to: SlotId, n: number | null): KlondikeMove | null {
  if (to === "stock" || to === "w" || from === to) return null;
  const candidates = rules
    .legalMoves(state)
    .filter((move): move is Extract<KlondikeMove, { t: "move" }> => move.t === "move" && move.from === from && move.to === to);
  return candidates.find((move) => move.n === n) ?? candidates[0] ?? null;
}

function overlap(a: Rect, b: Rect): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

function describeSlot(state: KlondikeState, slot: SlotId): string {
  if (slot === "stock") {
    const passes = MAX_RECYCLES - state.recycles;
    return `Stock: ${state.stock.length} cards${state.stock.length === 0 ? `, ${passes} redeal${passes === 1 ? "" : "s"} left` : ""}`;
  }
  if (slot === "w") return `Waste: ${state.waste.length ? cardLabel(state.waste.at(-1)!) : "empty"}`;
  if (slot.startsWith("f")) {
    const top = state.foundations[Number(slot.slice(1))]!.at(-1);
    return `${SLOT_NAMES[slot]}: ${top === undefined ? "empty" : cardLabel(top)}`;
  }
  const column = state.tableau[Number(slot.slice(1))]!;
  if (column.up.length === 0) return `${SLOT_NAMES[slot]}: empty`;
  const down = column.down.length ? `${column.down.length} face down, ` : "";
  return `${SLOT_NAMES[slot]}: ${down}${column.up.map(cardLabel).join(", ")}`;
}

function hintTargets(move: KlondikeMove | null): { from: SlotId | null; to: SlotId | null; n: number } {
  if (!move) return { from: null, to: null, n: 0 };
  if (move.t === "move") return { from: move.from, to: move.to, n: move.n };
  if (move.t === "draw" || move.t === "recycle") return { from: "stock", to: null, n: 0 };
  return { from: null, to: null, n: 0 };
}

export function Board({ state, onMove, onNotice, disabled, hintRequest }: BoardProps) {
  const boardRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [selection, setSelection] = useState<Selection | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [hint, setHint] = useState<KlondikeMove | null>(null);
  const lastTap = useRef<{ card: Card; at: number } | null>(null);
  const slotRefs = useRef(new Map<SlotId, HTMLDivElement>());

  useLayoutEffect(() => {
    const element = boardRef.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const layout = useMemo(() => computeLayout(state, size.width, size.height), [state, size]);
  const won = rules.status(state).phase === "won";

  // Any change of the table ends a selection, a drag and a shown hint.
  useEffect(() => {
    setSelection(null);
    setDrag(null);
    setHint(null);
  }, [state]);

  // Only a new request asks for a hint (a new table clears the shown one instead).
  useEffect(() => {
    if (hintRequest === 0) return;
    const found = findHint(state);
    if (!found) {
      onNotice("No useful moves left. Try More Cards, Undo or a new game.");
      return;
    }
    setHint(found.move);
    const timer = setTimeout(() => setHint(null), 3000);
    return () => clearTimeout(timer);
  }, [hintRequest]);

  // Auto-complete: once every tableau card is face up, the cards go home one by one (drawing
  // what the stock still holds when the solver sees the way).
  useEffect(() => {
    if (disabled || !isTableauFaceUp(state)) return;
    const direct = autoCompleteMove(state);
    const hint = direct ? null : findHint(state);
    const next = direct ?? (hint?.winning ? hint.move : null);
    if (!next) return;
    const timer = setTimeout(() => void onMove(next), AUTO_STEP_MS);
    return () => clearTimeout(timer);
  }, [state, disabled, onMove]);

  const play = useCallback(
    (move: KlondikeMove | null) => {
      setSelection(null);
      if (move && !disabled) void onMove(move);
    },
    [onMove, disabled],
  );

  const clickStock = useCallback(() => {
    setSelection(null);
    if (disabled) return;
    if (state.stock.length > 0) play({ t: "draw" });
    else if (state.waste.length === 0) onNotice("The stock and the waste are empty.");
    else if (state.recycles < MAX_RECYCLES) play({ t: "recycle" });
    else onNotice("No redeals left. More Cards puts 10 cards back into the stock.");
  }, [state, disabled, play, onNotice]);

  /** A tap (or Enter) on a pile: select what it offers, or drop the selection there. */
  const activate = useCallback(
    (slot: SlotId, n: number | null) => {
      if (disabled) return;
      if (!isPile(slot)) return clickStock();
      const liftable = slot === "w" ? state.waste.length > 0 : slot.startsWith("f") ? state.foundations[Number(slot.slice(1))]!.length > 0 : state.tableau[Number(slot.slice(1))]!.up.length > 0;
      if (selection && selection.from !== slot) {
        const move = moveBetween(state, selection.from, slot, selection.n);
        if (move) return play(move);
      }
      if (selection && selection.from === slot && (n === null || n === selection.n)) return setSelection(null);
      setSelection(liftable ? { from: slot, n } : null);
    },
    [disabled, state, selection, play, clickStock],
  );

  const cardsOf = useCallback((pile: SlotId, n: number) => layout.cards.filter((placed) => placed.pile === pile).slice(-n), [layout]);

  /** Where a dragged stack lands: the legal target it overlaps most, or a near one. */
  const dropTarget = useCallback(
    (current: Drag): KlondikeMove | null => {
      const lead = cardsOf(current.from, current.n)[0];
      if (!lead) return null;
      const dragged: Rect = { x: lead.x + current.dx, y: lead.y + current.dy, width: layout.cardWidth, height: layout.cardHeight };
      const centre = { x: dragged.x + dragged.width / 2, y: dragged.y + dragged.height / 2 };
      const targets = SLOTS.filter((slot) => slot.startsWith("t") || slot.startsWith("f"))
        .map((slot) => {
          const rect = layout.slots.get(slot)!;
          const dx = centre.x - Math.max(rect.x, Math.min(centre.x, rect.x + rect.width));
          const dy = centre.y - Math.max(rect.y, Math.min(centre.y, rect.y + rect.height));
          return { slot, area: overlap(dragged, rect), distance: Math.hypot(dx, dy) };
        })
        .filter((target) => target.area > 0 || target.distance < layout.cardWidth * 0.6)
        .sort((a, b) => b.area - a.area || a.distance - b.distance);
      for (const target of targets) {
        const move = moveBetween(state, current.from, target.slot, current.n);
        if (move && move.t === "move" && move.n === current.n) return move;
      }
      return null;
    },
    [cardsOf, layout, state],
  );

  const onCardPointerDown = (event: PointerEvent<HTMLDivElement>, placed: PlacedCard) => {
    if (event.button !== 0 || disabled) return;
    if (!isPile(placed.pile)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    if (placed.lift === 0) return;
    setDrag({ from: placed.pile, n: placed.lift, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, dx: 0, dy: 0, moved: false });
  };

  const onCardPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    if (!drag.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    setDrag({ ...drag, dx, dy, moved: true });
  };

  const onCardPointerUp = (event: PointerEvent<HTMLDivElement>, placed: PlacedCard) => {
    const pile = placed.pile;
    if (!isPile(pile)) return clickStock();
    if (drag && drag.pointerId === event.pointerId && drag.moved) {
      const move = dropTarget(drag);
      setDrag(null);
      if (move) play(move);
      return;
    }
    setDrag(null);
    const now = event.timeStamp;
    const previous = lastTap.current;
    lastTap.current = { card: placed.card, at: now };
    // Double-click or double-tap: send the card home when it can go.
    if (previous && previous.card === placed.card && now - previous.at < DOUBLE_TAP_MS && placed.lift === 1) {
      lastTap.current = null;
      const home = foundationMoveFrom(state, pile);
      if (home) return play(home);
    }
    activate(pile, placed.lift === 0 ? null : placed.lift);
  };

  const focusSlot = (slot: SlotId) => slotRefs.current.get(slot)?.focus();

  const onSlotKeyDown = (event: KeyboardEvent<HTMLDivElement>, slot: SlotId) => {
    const inTop = TOP_ROW.includes(slot);
    const row = inTop ? TOP_ROW : COLUMNS;
    const index = row.indexOf(slot);
    switch (event.key) {
      case "ArrowLeft":
        focusSlot(row[(index + row.length - 1) % row.length]!);
        break;
      case "ArrowRight":
        focusSlot(row[(index + 1) % row.length]!);
        break;
      case "ArrowDown":
      case "ArrowUp": {
        if (inTop) focusSlot(COLUMNS[COLUMN_UNDER[slot]!]!);
        else {
          const above = TOP_ROW.find((top) => COLUMN_UNDER[top] === index) ?? (index === 2 ? "w" : "stock");
          focusSlot(above);
        }
        break;
      }
      case "Enter":
      case " ":
        activate(slot, null);
        break;
      case "Escape":
        setSelection(null);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const hinted = hintTargets(hint);
  const selectedCards = new Set<Card>();
  if (selection) {
    const pileCards = layout.cards.filter((placed) => placed.pile === selection.from && placed.faceUp);
    const count = selection.n ?? (selection.from.startsWith("t") ? pileCards.length : 1);
    pileCards.slice(-count).forEach((placed) => selectedCards.add(placed.card));
  }
  // The hinted cards glow, and so does the card they go onto.
  const hintedCards = new Set<Card>(
    [...(hinted.from ? cardsOf(hinted.from, Math.max(1, hinted.n)) : []), ...(hinted.to ? cardsOf(hinted.to, 1) : [])].map((placed) => placed.card),
  );
  const draggedCards = new Set<Card>(drag?.moved ? cardsOf(drag.from, drag.n).map((placed) => placed.card) : []);
  const recyclesLeft = MAX_RECYCLES - state.recycles;

  return (
    <div
      ref={boardRef}
      className={`klo-board${won ? " klo-won" : ""}`}
      data-deal={state.deal}
      data-draw={state.options.draw}
      style={{ ["--card-w" as string]: `${layout.cardWidth}px`, ["--card-h" as string]: `${layout.cardHeight}px` }}
    >
      {size.width > 0
        ? SLOTS.map((slot) => {
            const rect = layout.slots.get(slot)!;
            return (
              <div
                key={slot}
                ref={(element) => {
                  if (element) slotRefs.current.set(slot, element);
                  else slotRefs.current.delete(slot);
                }}
                role="button"
                tabIndex={0}
                aria-label={describeSlot(state, slot)}
                data-slot={slot}
                className={[
                  "klo-slot",
                  slot.startsWith("t") ? "klo-slot-column" : "",
                  selection?.from === slot ? "klo-slot-selected" : "",
                  hinted.to === slot || (hinted.from === "stock" && slot === "stock") ? "klo-hint" : "",
                ].join(" ")}
                style={{ left: rect.x, top: rect.y, width: rect.width, height: rect.height }}
                onKeyDown={(event) => onSlotKeyDown(event, slot)}
                onClick={(event) => {
                  // Taps on cards are handled by the cards; this answers taps on the empty slot.
                  if (event.target === event.currentTarget && event.detail > 0) activate(slot, null);
                }}
              >
                <span className="klo-slot-mark" aria-hidden="true" style={{ width: layout.cardWidth, height: layout.cardHeight }}>
                  {slot === "stock" ? (
                    <span className="klo-redeal">{recyclesLeft > 0 ? "↻" : "✕"}</span>
                  ) : slot.startsWith("f") ? (
                    <span className="klo-king">A</span>
                  ) : slot.startsWith("t") ? (
                    <span className="klo-king">K</span>
                  ) : null}
                </span>
              </div>
            );
          })
        : null}
      {size.width > 0
        ? // Once won, the foundations' cards belong to the cascade.
          layout.cards.filter((placed) => !(won && placed.pile.startsWith("f"))).map((placed) => {
            const lifted = draggedCards.has(placed.card);
            const x = placed.x + (lifted && drag ? drag.dx : 0);
            const y = placed.y + (lifted && drag ? drag.dy : 0);
            const classes = [
              "klo-card",
              lifted ? "klo-dragging" : "",
              selectedCards.has(placed.card) ? "klo-selected" : "",
              hintedCards.has(placed.card) ? "klo-hint" : "",
              placed.lift > 0 || placed.pile === "stock" ? "klo-card-live" : "",
            ].join(" ");
            const zBase = placed.pile.startsWith("t") ? 100 : placed.pile === "w" ? 50 : 10;
            return (
              <div
                key={placed.card}
                className={classes}
                data-card={placed.card}
                data-pile={placed.pile}
                data-face={placed.faceUp ? "up" : "down"}
                aria-hidden="true"
                style={{
                  transform: `translate(${x}px, ${y}px)`,
                  zIndex: lifted ? 1000 + placed.z : zBase + placed.z,
                }}
                onPointerDown={(event) => onCardPointerDown(event, placed)}
                onPointerMove={onCardPointerMove}
                onPointerUp={(event) => onCardPointerUp(event, placed)}
                onPointerCancel={() => setDrag(null)}
              >
                {placed.faceUp ? <CardFace card={placed.card} /> : <CardBack />}
              </div>
            );
          })
        : null}
      {state.stock.length > 0 ? (
        <span className="klo-stock-count" style={{ left: layout.slots.get("stock")!.x + layout.cardWidth, top: layout.slots.get("stock")!.y + layout.cardHeight }} aria-hidden="true">
          {state.stock.length}
        </span>
      ) : null}
      {won ? <Cascade layoutCards={layout.cards} /> : null}
    </div>
  );
}

/** The classic win: every card leaps off its foundation and bounces away. Off for reduced motion (CSS). */
function Cascade({ layoutCards }: { layoutCards: readonly PlacedCard[] }) {
  const home = layoutCards.filter((placed) => placed.pile.startsWith("f"));
  // Kings first, as the foundations are emptied from the top.
  const order = [...home].sort((a, b) => b.z - a.z || a.x - b.x);
  return (
    <div className="klo-cascade" aria-hidden="true">
      {order.map((placed, index) => (
        <div
          key={placed.card}
          className="klo-cascade-card"
          style={{
            left: placed.x,
            top: placed.y,
            // The next to leap lies on top while it waits.
            zIndex: order.length - index,
            ["--delay" as string]: `${index * 70}ms`,
            ["--drift" as string]: `${(index % 2 === 0 ? -1 : 1) * (160 + (index * 37) % 240)}px`,
          }}
        >
          <CardFace card={placed.card} />
        </div>
      ))}
    </div>
  );
}
