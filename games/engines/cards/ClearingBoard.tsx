/**
 * The table of a clearing solitaire (TriPeaks, Golf; see clearing.ts): the game lays its cards
 * out, this draws them and turns clicks, taps, drags onto the waste and keys into plays and draws.
 * Cards keep their element from layout to waste, so a play slides (CSS transition) and the
 * board stays answerable within a frame.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { useElementSize } from "../grid/useElementSize.ts";
import { CardBack, CardFace, type BackStyle } from "./CardArt.tsx";
import { useCardLook } from "./cardLook.tsx";
import { draggedTo, type CardDrag } from "./cardDrag.ts";
import { CardCascade } from "./CardCascade.tsx";
import { useCardFlips } from "./useCardFlips.ts";
import { useDealFlight } from "./useDealFlight.ts";
import { cardLabel, type Card } from "./cards.ts";
import { useFleeting } from "../shell/useFleeting.ts";
import "./clearing.css";

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedCard {
  card: Card;
  x: number;
  y: number;
  z: number;
  faceUp: boolean;
  /** The layout position, or the pile the card lies on. */
  place: number | "stock" | "waste";
}

export interface ClearingLayout {
  cardWidth: number;
  cardHeight: number;
  stock: Rect;
  waste: Rect;
  cards: PlacedCard[];
}

/** What a hint points at: a layout position to play, or the stock. */
export type ClearingHint = { readonly position: number } | { readonly draw: true };

export interface ClearingBoardProps {
  /** Where everything sits on a board of this size (a new function for each new table). */
  layoutFor(width: number, height: number): ClearingLayout;
  /** Positions whose card plays now. */
  playable: ReadonlySet<number>;
  stockCount: number;
  wasteTop: Card | undefined;
  onPlay(position: number): void;
  onDraw(): void;
  /** Said when a card that does not play is picked, or the stock is empty. */
  refusedText: string;
  emptyStockText: string;
  onNotice(message: string): void;
  /** Says why a card or a draw is refused, in the shell's refused-move line (`game.refuse`). */
  onRefuse(reason: string): void;
  disabled: boolean;
  won: boolean;
  /** Increments when the player asks for a hint; `findHint` answers it (null: say `noHintText`). */
  hintRequest: number;
  findHint(): ClearingHint | null;
  noHintText: string;
  /** A short badge beside the waste ("Streak ×4"); null for none. */
  badge?: string | null;
  cardBack: BackStyle;
  /** The game's class on the board (its background and colours). */
  className: string;
  /** Scenery behind the cards, and a celebration over them once won (after the waste's cards leap away). */
  backdrop?: ReactNode;
  celebration?: ReactNode;
  deal: string;
  /** How a layout position is named for screen readers ("Column 3"). */
  describePosition?(position: number): string;
}

interface Drag extends CardDrag {
  position: number;
}

const HINT_MS = 3000;
const REFUSED_MS = 400;

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Focus order for arrows: the face-up cards top to bottom, left to right, then the stock. */
function focusOrder(cards: readonly PlacedCard[]): (number | "stock")[] {
  const open = cards.filter((placed): placed is PlacedCard & { place: number } => typeof placed.place === "number" && placed.faceUp);
  return [...open.sort((a, b) => a.y - b.y || a.x - b.x).map((placed) => placed.place), "stock"];
}

export function ClearingBoard(props: ClearingBoardProps) {
  const { layoutFor, playable, disabled, onPlay, onDraw, onNotice, onRefuse, findHint } = props;
  const board = useElementSize<HTMLDivElement>();
  const look = useCardLook();
  const [drag, setDrag] = useState<Drag | null>(null);
  const [hint, showHint] = useFleeting<ClearingHint>(HINT_MS);
  // A refused card shakes for a moment.
  const [refused, setRefused] = useFleeting<number>(REFUSED_MS);
  const targetRefs = useRef(new Map<number | "stock", HTMLElement>());

  const layout = useMemo(() => layoutFor(board.width, board.height), [layoutFor, board.width, board.height]);
  // A card is its own id here: each is on the table once.
  const motionCards = useMemo(() => layout.cards.map((placed) => ({ ...placed, id: placed.card })), [layout]);
  const { flipping, flipped } = useCardFlips(motionCards, props.deal);
  const landDeal = useDealFlight(board.width > 0 ? board.element : null, motionCards, layout.stock, props.deal);

  // A new table ends a drag and a shown hint.
  useEffect(() => {
    setDrag(null);
    showHint(null);
  }, [layoutFor, showHint]);

  useEffect(() => {
    if (props.hintRequest === 0) return;
    const found = findHint();
    if (!found) {
      onNotice(props.noHintText);
      return;
    }
    showHint(found);
  }, [props.hintRequest]);

  const draw = useCallback(() => {
    if (disabled) return;
    landDeal();
    if (props.stockCount === 0) onRefuse(props.emptyStockText);
    else onDraw();
  }, [disabled, props.stockCount, props.emptyStockText, onDraw, onRefuse, landDeal]);

  const play = useCallback(
    (position: number) => {
      if (disabled) return;
      landDeal();
      if (!playable.has(position)) {
        setRefused(position);
        onRefuse(props.refusedText);
        return;
      }
      onPlay(position);
    },
    [disabled, playable, onPlay, onRefuse, props.refusedText, setRefused, landDeal],
  );

  const onCardPointerDown = (event: PointerEvent<HTMLDivElement>, placed: PlacedCard) => {
    if (event.button !== 0 || disabled || typeof placed.place !== "number") return;
    if (!placed.faceUp) return onRefuse("That card is face down: clear the cards that cover it first.");
    landDeal();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ position: placed.place, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, dx: 0, dy: 0, moved: false });
  };

  const onCardPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    const next = draggedTo(drag, event);
    if (next !== drag) setDrag(next);
  };

  const onCardPointerUp = (event: PointerEvent<HTMLDivElement>, placed: PlacedCard) => {
    if (typeof placed.place !== "number" || !placed.faceUp) return;
    const current = drag && drag.pointerId === event.pointerId ? draggedTo(drag, event) : null;
    setDrag(null);
    if (current?.moved) {
      // A drop on (or near) the waste plays the card; anywhere else it slides back.
      const dropped: Rect = { x: placed.x + current.dx, y: placed.y + current.dy, width: layout.cardWidth, height: layout.cardHeight };
      const { waste, cardWidth, cardHeight } = layout;
      const near: Rect = { x: waste.x - cardWidth * 0.3, y: waste.y - cardHeight * 0.3, width: cardWidth * 1.6, height: cardHeight * 1.6 };
      if (overlaps(dropped, near)) play(placed.place);
      return;
    }
    play(placed.place);
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
        if (target === "stock") draw();
        else play(target);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const remember = (key: number | "stock") => (element: HTMLElement | null) => {
    if (element) targetRefs.current.set(key, element);
    else targetRefs.current.delete(key);
  };
  const hintedPosition = hint && "position" in hint ? hint.position : null;
  const { stock, waste, cardWidth, cardHeight } = layout;

  return (
    <div
      ref={board.ref}
      className={`clr-board ${props.className}${props.won ? " clr-won" : ""}`}
      data-deal={props.deal}
      style={{ ["--card-w" as string]: `${cardWidth}px`, ["--card-h" as string]: `${cardHeight}px` }}
    >
      {props.backdrop}
      {board.width > 0 ? (
        <>
          <div
            ref={remember("stock")}
            className={`clr-slot clr-stock${hint && "draw" in hint ? " clr-hint" : ""}`}
            role="button"
            tabIndex={0}
            aria-label={`Stock: ${props.stockCount} card${props.stockCount === 1 ? "" : "s"}. Turn one over.`}
            data-slot="stock"
            style={{ left: stock.x, top: stock.y, width: cardWidth, height: cardHeight }}
            // Stock cards let taps through to here (CSS), so one tap is one click is one draw.
            onClick={draw}
            onKeyDown={(event) => onKeyDown(event, "stock")}
          >
            <span className="clr-slot-mark" aria-hidden="true">
              {props.stockCount === 0 ? "✕" : ""}
            </span>
          </div>
          <div
            className="clr-slot clr-waste"
            data-slot="waste"
            role="status"
            aria-label={`Waste card: ${props.wasteTop === undefined ? "none" : cardLabel(props.wasteTop)}`}
            style={{ left: waste.x, top: waste.y, width: cardWidth, height: cardHeight }}
          />
          {layout.cards.map((placed) => {
            const position = typeof placed.place === "number" ? placed.place : null;
            const dragging = drag !== null && drag.moved && position !== null && drag.position === position;
            const x = placed.x + (dragging ? drag.dx : 0);
            const y = placed.y + (dragging ? drag.dy : 0);
            const live = position !== null && placed.faceUp;
            const classes = [
              "clr-card",
              live ? "clr-card-live" : "",
              dragging ? "clr-dragging" : "",
              position !== null && position === hintedPosition ? "clr-hint" : "",
              position !== null && position === refused ? "clr-refused" : "",
              placed.place === "stock" ? "clr-card-stock" : "",
              placed.faceUp && flipping.has(placed.card) ? "ct-flipping" : "",
            ].join(" ");
            const where = position !== null && props.describePosition ? `${props.describePosition(position)}: ` : "";
            return (
              <div
                key={placed.card}
                ref={live && position !== null ? remember(position) : undefined}
                className={classes}
                data-card={placed.card}
                data-place={String(placed.place)}
                data-face={placed.faceUp ? "up" : "down"}
                role={live ? "button" : undefined}
                tabIndex={live ? 0 : -1}
                aria-label={live ? `${where}${cardLabel(placed.card)}${position !== null && playable.has(position) ? ", plays now" : ""}` : undefined}
                aria-hidden={live ? undefined : true}
                style={{ transform: `translate(${x}px, ${y}px)`, zIndex: dragging ? 1000 : placed.z }}
                onPointerDown={(event) => onCardPointerDown(event, placed)}
                onPointerMove={onCardPointerMove}
                onPointerUp={(event) => onCardPointerUp(event, placed)}
                onPointerCancel={() => setDrag(null)}
                onKeyDown={live && position !== null ? (event) => onKeyDown(event, position) : undefined}
                onAnimationEnd={(event) => flipped(placed.card, event)}
              >
                {placed.faceUp ? <CardFace card={placed.card} look={look.face} /> : <CardBack {...props.cardBack} />}
                {placed.faceUp && flipping.has(placed.card) ? (
                  <div className="ct-flip-back">
                    <CardBack {...props.cardBack} />
                  </div>
                ) : null}
              </div>
            );
          })}
          {props.stockCount > 0 ? (
            <span className="clr-count" style={{ left: stock.x + cardWidth, top: stock.y + cardHeight }} aria-hidden="true">
              {props.stockCount}
            </span>
          ) : null}
          {props.badge ? (
            <span key={props.badge} className="clr-badge" style={{ left: waste.x + cardWidth + 10, top: waste.y + cardHeight * 0.3 }} aria-live="polite">
              {props.badge}
            </span>
          ) : null}
        </>
      ) : null}
      {props.won && board.width > 0 ? <CardCascade cards={motionCards.filter((placed) => placed.place === "waste")} /> : null}
      {props.won ? props.celebration : null}
    </div>
  );
}
