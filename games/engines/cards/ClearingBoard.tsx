import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { CardBack, CardFace } from "../engines/cards/CardArt.tsx";
import { cardLabel } from "../engines/cards/cards.ts";
import { findHint } from "./hint.ts";
import { computeLayout, type PlacedCard, type Rect } from "./layout.ts";
import { playable, rules, type SailingMove, type SailingState } from "./rules.ts";

export interface BoardProps {
  state: SailingState;
  /** Plays a move; resolves false when the rules refused it. */
  onMove(move: SailingMove): Promise<boolean>;
  onNotice(message: string): void;
  disabled: boolean;
  /** Increments when the player asks for a hint (H or the hint button). */
  hintRequest: number;
}

interface Drag {
  index: number;
  pointerId: number;
  startX: number;
  startY: number;
  dx: number;
  dy: number;
  moved: boolean;
}

const DRAG_THRESHOLD = 6;
const CARD_BACK = { field: "#1f4e8c", ink: "#f4d58d" };

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Focus order for arrows: the face-up cards left to right, bottom row last, then the stock. */
function focusOrder(cards: readonly PlacedCard[]): (number | "stock")[] {
  const open = cards.filter((placed) => typeof placed.place === "number" && placed.faceUp).sort((a, b) => a.y - b.y || a.x - b.x);
  return [...open.map((placed) => placed.place as number), "stock"];
}

export function Board({ state, onMove, onNotice, disabled, hintRequest }: BoardProps) {
  const boardRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [drag, setDrag] = useState<Drag | null>(null);
  const [hint, setHint] = useState<SailingMove | null>(null);
  const [refused, setRefused] = useState<number | null>(null);
  const targetRefs = useRef(new Map<number | "stock", HTMLElement>());

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
  const canPlay = useMemo(() => new Set(playable(state)), [state]);

  useEffect(() => {
    setDrag(null);
    setHint(null);
  }, [state]);

  useEffect(() => {
    if (hintRequest === 0) return;
    const found = findHint(state);
    if (!found) {
      onNotice("No moves left. Try More Cards, Undo or a new game.");
      return;
    }
    setHint(found.move);
    const timer = setTimeout(() => setHint(null), 3000);
    return () => clearTimeout(timer);
  }, [hintRequest]);

  useEffect(() => {
    if (refused === null) return;
    const timer = setTimeout(() => setRefused(null), 400);
    return () => clearTimeout(timer);
  }, [refused]);

  const drawCard = useCallback(() => {
    if (disabled) return;
    if (state.stock.length === 0) {
      onNotice(state.waste.length > 1 ? "The stock is empty. More Cards puts 10 cards back into it." : "The stock is empty.");
      return;
    }
    void onMove({ t: "draw" });
  }, [disabled, state, onMove, onNotice]);

  const playCard = useCallback(
    (index: number) => {
      if (disabled) return;
      if (!canPlay.has(index)) {
        setRefused(index);
        onNotice("Play a card one rank above or below the waste card (King and Ace connect).");
        return;
      }
      void onMove({ t: "play", i: index });
    },
    [disabled, canPlay, onMove, onNotice],
  );

  const onCardPointerDown = (event: PointerEvent<HTMLDivElement>, placed: PlacedCard) => {
    if (event.button !== 0 || disabled || typeof placed.place !== "number" || !placed.faceUp) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ index: placed.place, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, dx: 0, dy: 0, moved: false });
  };

  const onCardPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    if (!drag.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    setDrag({ ...drag, dx, dy, moved: true });
  };

  const onCardPointerUp = (event: PointerEvent<HTMLDivElement>, placed: PlacedCard) => {
    if (placed.place === "stock") return drawCard();
    if (typeof placed.place !== "number" || !placed.faceUp) return;
    const current = drag;
    setDrag(null);
    if (current && current.pointerId === event.pointerId && current.moved) {
      // A drop on (or near) the waste plays the card; anywhere else it slides back.
      const dropped: Rect = { x: placed.x + current.dx, y: placed.y + current.dy, width: layout.cardWidth, height: layout.cardHeight };
      const near: Rect = { ...layout.waste, x: layout.waste.x - layout.cardWidth * 0.3, y: layout.waste.y - layout.cardHeight * 0.3, width: layout.cardWidth * 1.6, height: layout.cardHeight * 1.6 };
      if (overlaps(dropped, near)) playCard(placed.place);
      return;
    }
    playCard(placed.place);
  };

  const order = focusOrder(layout.cards);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, target: number | "stock") => {
    const at = order.indexOf(target);
    const focus = (next: number | "stock" | undefined) => next !== undefined && targetRefs.current.get(next)?.focus();
    switch (event.key) {
      case "ArrowRight":
      case "ArrowDown":
        focus(order[(at + 1) % order.length]);
        break;
      case "ArrowLeft":
      case "ArrowUp":
        focus(order[(at + order.length - 1) % order.length]);
        break;
      case "Enter":
      case " ":
        if (target === "stock") drawCard();
        else playCard(target);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const hintedIndex = hint?.t === "play" ? hint.i : null;
  const wasteTop = state.waste.at(-1);

  return (
    <div
      ref={boardRef}
      className={`sai-board${won ? " sai-won" : ""}`}
      data-deal={state.deal}
      style={{ ["--card-w" as string]: `${layout.cardWidth}px`, ["--card-h" as string]: `${layout.cardHeight}px` }}
    >
      <Sea />
      {size.width > 0 ? (
        <>
          <div
            ref={(element) => {
              if (element) targetRefs.current.set("stock", element);
              else targetRefs.current.delete("stock");
            }}
            className={`sai-slot sai-stock${hint?.t === "draw" ? " sai-hint" : ""}`}
            role="button"
            tabIndex={0}
            aria-label={`Stock: ${state.stock.length} card${state.stock.length === 1 ? "" : "s"}. Turn one over.`}
            data-slot="stock"
            style={{ left: layout.stock.x, top: layout.stock.y, width: layout.cardWidth, height: layout.cardHeight }}
            onClick={drawCard}
            onKeyDown={(event) => onKeyDown(event, "stock")}
          >
            <span className="sai-slot-mark" aria-hidden="true">
              {state.stock.length === 0 ? "✕" : ""}
            </span>
          </div>
          <div
            className="sai-slot sai-waste"
            data-slot="waste"
            role="status"
            aria-label={`Waste card: ${wasteTop === undefined ? "none" : cardLabel(wasteTop)}`}
            style={{ left: layout.waste.x, top: layout.waste.y, width: layout.cardWidth, height: layout.cardHeight }}
          />
          {layout.cards.map((placed) => {
            const index = typeof placed.place === "number" ? placed.place : null;
            const dragging = drag?.moved && index !== null && drag.index === index;
            const x = placed.x + (dragging ? drag.dx : 0);
            const y = placed.y + (dragging ? drag.dy : 0);
            const live = index !== null && placed.faceUp;
            const classes = [
              "sai-card",
              live ? "sai-card-live" : "",
              dragging ? "sai-dragging" : "",
              index !== null && index === hintedIndex ? "sai-hint" : "",
              index !== null && index === refused ? "sai-refused" : "",
              placed.place === "stock" ? "sai-card-stock" : "",
            ].join(" ");
            return (
              <div
                key={placed.card}
                ref={(element) => {
                  if (!live || index === null) return;
                  if (element) targetRefs.current.set(index, element);
                  else targetRefs.current.delete(index);
                }}
                className={classes}
                data-card={placed.card}
                data-place={String(placed.place)}
                data-face={placed.faceUp ? "up" : "down"}
                role={live ? "button" : undefined}
                tabIndex={live ? 0 : -1}
                aria-label={live ? `${cardLabel(placed.card)}${canPlay.has(index!) ? ", plays now" : ""}` : undefined}
                aria-hidden={live ? undefined : true}
                style={{ transform: `translate(${x}px, ${y}px)`, zIndex: dragging ? 1000 : placed.z }}
                onPointerDown={(event) => onCardPointerDown(event, placed)}
                onPointerMove={onCardPointerMove}
                onPointerUp={(event) => onCardPointerUp(event, placed)}
                onPointerCancel={() => setDrag(null)}
                onKeyDown={live && index !== null ? (event) => onKeyDown(event, index) : undefined}
              >
                {placed.faceUp ? <CardFace card={placed.card} /> : <CardBack field={CARD_BACK.field} ink={CARD_BACK.ink} />}
              </div>
            );
          })}
          {state.stock.length > 0 ? (
            <span className="sai-count" style={{ left: layout.stock.x + layout.cardWidth, top: layout.stock.y + layout.cardHeight }} aria-hidden="true">
              {state.stock.length}
            </span>
          ) : null}
          {state.streak > 1 ? (
            <span key={state.streak} className="sai-streak" style={{ left: layout.waste.x + layout.cardWidth + 10, top: layout.waste.y + layout.cardHeight * 0.3 }} aria-live="polite">
              Streak ×{state.streak}
            </span>
          ) : null}
        </>
      ) : null}
      {won ? <Ship /> : null}
    </div>
  );
}

/** The calm sea behind the table: waves near the bottom and a sunny island far off. */
function Sea() {
  return (
    <svg className="sai-sea" viewBox="0 0 400 300" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      <circle cx="340" cy="60" r="26" fill="#f4d58d" opacity="0.35" />
      <path d="M250 214c14-18 40-22 58-8c10-8 26-8 34 2H250Z" fill="#2f6d3a" opacity="0.35" />
      <path d="M262 214c20-6 60-6 80 0Z" fill="#e8d3a0" opacity="0.3" />
      {[222, 246, 270, 294].map((y, row) => (
        <path
          key={y}
          d={`M0 ${y}${` q12 -${6 - row} 25 0 t25 0`.repeat(9)}`}
          fill="none"
          stroke="#cfe6ff"
          strokeWidth="2"
          opacity={0.1 + row * 0.04}
        />
      ))}
    </svg>
  );
}

/** The win: a sailing ship crosses the sea. Hidden under reduced motion (CSS). */
function Ship() {
  return (
    <svg className="sai-ship" viewBox="0 0 120 100" aria-hidden="true" focusable="false">
      <path d="M58 8V72" stroke="#6b4a2b" strokeWidth="4" />
      <path d="M62 12C88 24 94 46 92 64H62Z" fill="#fffaf0" stroke="#d9c59a" strokeWidth="2" />
      <path d="M54 18C36 30 30 48 32 64H54Z" fill="#fffaf0" stroke="#d9c59a" strokeWidth="2" />
      <path d="M58 8L76 4L58 0Z" fill="#e4572e" />
      <path d="M14 70H106L92 90H28Z" fill="#8a5a33" stroke="#5b3a1f" strokeWidth="2" />
      <path d="M8 94c10-6 20-6 30 0s20 6 30 0s20-6 30 0s14 4 20 0" fill="none" stroke="#cfe6ff" strokeWidth="3" />
    </svg>
  );
}
