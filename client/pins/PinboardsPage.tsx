import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from "react-relay/hooks";
import type { PinboardsPageQuery } from "../__generated__/PinboardsPageQuery.graphql.ts";
import { useSession } from "../auth/Session.tsx";
import { usePageMeta } from "../layout/PortalContext.tsx";
import { Notice } from "../notice/Notice.tsx";
import type { PageProps } from "../routing/page.tsx";
import { ConfirmPurchaseDialog } from "../store/ConfirmPurchaseDialog.tsx";
import "../store/store.css";
import { firstFreeSpot, isFree, snapToCell, stepSpot, type Spot } from "./boardGeometry.ts";
import { PinBoardView, type Landing, type PlacedTarget } from "./PinBoardView.tsx";
import { PinCollection, type PinToBuy } from "./PinCollection.tsx";
import { PinsTray, type HeldPin } from "./PinsTray.tsx";
import "./pins.css";
import { usePinMutations } from "./usePinMutations.ts";

const query = graphql`
  query PinboardsPageQuery {
    viewer {
      status
      player {
        gems
        tokens
      }
      pins {
        canPlace
        boards {
          boardId
        }
        placed {
          boardId
          x
          y
          width
          height
        }
        ...PinsTray_pins
        ...PinBoardView_pins
        ...PinCollection_pins
      }
    }
    pinBoards {
      id
      boardId
      name
      thumbnailUrl
      columns
      rows
      storeItem {
        unitPriceGems
        unitPriceTokens
        ...ConfirmPurchaseDialog_product
      }
      ...PinBoardView_board
    }
    ...PinCollection_query
  }
`;

/** A pin in the player's hand: from the tray (a new copy) or lifted off the board (`from`). */
interface Holding extends HeldPin {
  from: Spot | null;
  spot: Spot | null;
  /** Dragged with a pointer, or moved with the arrow keys. */
  by: "pointer" | "keyboard";
}

/** Pointer travel (px) before a press on a pin becomes a drag rather than a click. */
const DRAG_THRESHOLD = 6;

function PinboardsPage({ queryRef }: PageProps<PinboardsPageQuery>) {
  const data = usePreloadedQuery<PinboardsPageQuery>(query, queryRef);
  usePageMeta("Pinboards", "Collect pins and arrange them on your pinboards.");
  const environment = useRelayEnvironment();
  const { openSignIn } = useSession();
  const { viewer, pinBoards } = data;
  const pins = viewer.pins;
  const ownedBoards = new Set(pins.boards.map((board) => board.boardId));
  const [boardId, setBoardId] = useState(pins.boards[0]?.boardId ?? pinBoards[0]?.boardId ?? "");
  const board = pinBoards.find((candidate) => candidate.boardId === boardId) ?? pinBoards[0];
  const [holding, setHolding] = useState<Holding | null>(null);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [buying, setBuying] = useState<PinToBuy | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const { placePin, movePin, removePin, busy } = usePinMutations();
  const grid = { columns: board?.columns ?? 12, rows: board?.rows ?? 8 };
  const onBoard = pins.placed.filter((pin) => pin.boardId === board?.boardId);

  const refresh = useCallback(() => fetchQuery(environment, query, {}, { fetchPolicy: "network-only" }).toPromise(), [environment]);

  const drop = useCallback(
    async (held: Holding, spot: Spot) => {
      if (!board) return;
      setHolding(null);
      const outcome = held.from
        ? await movePin({ boardId: board.boardId, x: held.from.x, y: held.from.y, toX: spot.x, toY: spot.y })
        : await placePin({ pinId: held.pinId, boardId: board.boardId, x: spot.x, y: spot.y });
      setMessage(outcome.ok ? { tone: "success", text: `${held.name} ${held.from ? "moved" : "placed"}.` } : { tone: "error", text: outcome.message });
      boardRef.current?.focus();
    },
    [board, movePin, placePin],
  );

  const takeBack = useCallback(
    async (held: Holding) => {
      if (!board || !held.from) return;
      setHolding(null);
      const outcome = await removePin({ boardId: board.boardId, x: held.from.x, y: held.from.y });
      setMessage(outcome.ok ? { tone: "success", text: `${held.name} is back in your pins.` } : { tone: "error", text: outcome.message });
    },
    [board, removePin],
  );

  /** The cell under the pointer for the held pin, or null when the pointer is off the board. */
  const spotUnder = useCallback(
    (clientX: number, clientY: number, held: HeldPin): Spot | null => {
      const rect = boardRef.current?.getBoundingClientRect();
      if (!rect || clientX < rect.left || clientX > rect.right || clientY < rect.top || clientY > rect.bottom) return null;
      return snapToCell(clientX - rect.left, clientY - rect.top, rect.width, rect.height, grid, held.width, held.height);
    },
    [grid.columns, grid.rows],
  );

  // A drag may end in a click on the pin it started from: that click must not also pick the pin up.
  const dragged = useRef(false);
  // A press on a pin becomes a drag once the pointer travels; mouse, pen and touch alike.
  const press = useRef<{ held: Holding; startX: number; startY: number; dragging: boolean } | null>(null);
  useEffect(() => {
    const move = (event: globalThis.PointerEvent) => {
      const current = press.current;
      if (!current) return;
      if (!current.dragging && Math.hypot(event.clientX - current.startX, event.clientY - current.startY) < DRAG_THRESHOLD) return;
      current.dragging = true;
      event.preventDefault();
      const spot = spotUnder(event.clientX, event.clientY, current.held);
      setHolding({ ...current.held, spot, by: "pointer" });
    };
    const up = (event: globalThis.PointerEvent) => {
      const current = press.current;
      press.current = null;
      if (!current?.dragging) return;
      // The click that follows this pointerup (same task) must not pick the pin up again.
      dragged.current = true;
      setTimeout(() => {
        dragged.current = false;
      }, 0);
      const spot = spotUnder(event.clientX, event.clientY, current.held);
      if (spot) void drop(current.held, spot);
      else setHolding(null);
    };
    window.addEventListener("pointermove", move, { passive: false });
    window.addEventListener("pointerup", up);
    window.addEventListener("pointercancel", up);
    return () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      window.removeEventListener("pointercancel", up);
    };
  }, [drop, spotUnder]);

  const startPress = (event: PointerEvent<HTMLElement>, held: HeldPin, from: Spot | null) => {
    if (event.button !== 0 || busy) return;
    press.current = { held: { ...held, from, spot: null, by: "pointer" }, startX: event.clientX, startY: event.clientY, dragging: false };
  };
  const choose = (held: HeldPin, from: Spot | null) => {
    if (press.current?.dragging || dragged.current) return;
    setMessage(null);
    setHolding({ ...held, from, spot: from ?? firstFreeSpot(held.width, held.height, onBoard, grid), by: "keyboard" });
    boardRef.current?.focus();
  };
  const onBoardKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!holding || holding.by !== "keyboard" || !holding.spot) return;
    const next = stepSpot(holding.spot, event.key, grid, holding.width, holding.height);
    if (next) {
      event.preventDefault();
      setHolding({ ...holding, spot: next });
    } else if (event.key === "Enter") {
      event.preventDefault();
      void drop(holding, holding.spot);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setHolding(null);
    } else if ((event.key === "Delete" || event.key === "Backspace") && holding.from) {
      event.preventDefault();
      void takeBack(holding);
    }
  };

  if (viewer.status !== "LOGGED_IN" || !pins.canPlace) {
    return (
      <section className="narrow">
        <h1>Pinboards</h1>
        <p>Collect pins by playing, completing challenges and in the store, and arrange them on your pinboards. Sign in to start with the Welcome Pin.</p>
        <button type="button" className="button button--primary" onClick={openSignIn}>
          Sign in
        </button>
      </section>
    );
  }
  if (!board) return null;

  const landing: Landing | null =
    holding?.spot && board
      ? { ...holding.spot, width: holding.width, height: holding.height, imageUrl: holding.imageUrl, name: holding.name, free: isFree({ ...holding.spot, width: holding.width, height: holding.height }, onBoard, holding.from) }
      : null;
  const buyBoard = (product: PinToBuy["product"], currency: PinToBuy["currency"]) => setBuying({ product, currency });

  return (
    <div className="pinboards">
      <h1 className="page-title">Pinboards</h1>
      <section className="board-chooser" aria-labelledby="board-chooser-heading">
        <h2 id="board-chooser-heading" className="visually-hidden">
          Choose a board
        </h2>
        <ul className="board-chooser__list">
          {pinBoards.map((option) => {
            const owned = ownedBoards.has(option.boardId);
            const chosen = option.boardId === board.boardId;
            return (
              <li key={option.id} className={`board-option${chosen ? " board-option--chosen" : ""}${owned ? "" : " board-option--locked"}`} data-board={option.boardId}>
                <button type="button" className="board-option__pick" disabled={!owned} aria-pressed={chosen} onClick={() => setBoardId(option.boardId)}>
                  <img src={option.thumbnailUrl} alt="" width={150} height={100} loading="lazy" />
                  <span>{option.name}</span>
                </button>
                {!owned && option.storeItem && (
                  <div className="store-item__prices">
                    {option.storeItem.unitPriceGems !== null && (
                      <button type="button" className="price-button price-button--gems" aria-label={`Buy the ${option.name} board for ${option.storeItem.unitPriceGems} gems`} onClick={() => option.storeItem && buyBoard(option.storeItem, "GEMS")}>
                        ◆ {option.storeItem.unitPriceGems}
                      </button>
                    )}
                    {option.storeItem.unitPriceTokens !== null && (
                      <button type="button" className="price-button price-button--tokens" aria-label={`Buy the ${option.name} board for ${option.storeItem.unitPriceTokens} tokens`} onClick={() => option.storeItem && buyBoard(option.storeItem, "TOKENS")}>
                        ● {option.storeItem.unitPriceTokens}
                      </button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <div className="pinboards__work">
        <div className="pinboards__board">
          <PinBoardView
            board={board}
            pins={pins}
            interaction={{
              boardRef,
              landing,
              lifted: holding?.from ?? null,
              label: holding
                ? `${board.name} board. ${holding.name} at column ${(holding.spot?.x ?? 0) + 1}, row ${(holding.spot?.y ?? 0) + 1}: arrow keys move it, Enter ${holding.from ? "moves" : "places"} it${holding.from ? ", Delete takes it back" : ""}, Escape cancels.`
                : `${board.name} board. Choose a pin to place or move it.`,
              onKeyDown: onBoardKey,
              onPinPointerDown: (event, pin: PlacedTarget) => startPress(event, pin, { x: pin.x, y: pin.y }),
              onPinChoose: (pin: PlacedTarget) => choose(pin, { x: pin.x, y: pin.y }),
            }}
          />
          <div className="pinboards__actions">
            {holding?.by === "keyboard" ? (
              <>
                <span className="muted">
                  {holding.name}: arrow keys to move, Enter to {holding.from ? "move" : "place"}, Esc to cancel.
                </span>
                <button type="button" className="button button--primary" onClick={() => holding.spot && void drop(holding, holding.spot)} disabled={busy}>
                  {holding.from ? "Move here" : "Place here"}
                </button>
                {holding.from && (
                  <button type="button" className="button button--secondary" onClick={() => void takeBack(holding)} disabled={busy}>
                    Take back
                  </button>
                )}
                <button type="button" className="button button--secondary" onClick={() => setHolding(null)}>
                  Cancel
                </button>
              </>
            ) : (
              <span className="muted">Drag a pin onto the board, or choose one and use the arrow keys. Choose a placed pin to move it or take it back.</span>
            )}
          </div>
          <div aria-live="polite" className="pinboards__message">
            {message && (
              <Notice tone={message.tone} className="pinboards__notice">
                {message.text}
              </Notice>
            )}
          </div>
        </div>
        <PinsTray
          pins={pins}
          holding={holding && !holding.from ? holding.pinId : null}
          onPointerDown={(event, pin) => startPress(event, pin, null)}
          onChoose={(pin) => choose(pin, null)}
        />
      </div>
      <PinCollection query={data} pins={pins} onBuy={setBuying} />
      {buying && (
        <ConfirmPurchaseDialog
          product={buying.product}
          currency={buying.currency}
          balances={{ gems: viewer.player?.gems ?? 0, tokens: viewer.player?.tokens ?? 0 }}
          onClose={() => setBuying(null)}
          onPurchased={() => void refresh()}
        />
      )}
    </div>
  );
}

export default PinboardsPage;
