/**
 * Where every pile and card sits on a board of a given size, for the shared CardTable: the card
 * width follows the board's width (seven columns) and height, and columns squeeze their fans when
 * they grow tall. Also what each pile says to a screen reader and shows when empty.
 */
import { CARD_INDEX_SHARE } from "../engines/cards/CardArt.tsx";
import { cardLabel } from "../engines/cards/cards.ts";
import type { PlacedCard, Rect, TableLayout, TableSlot } from "../engines/cards/CardTable.tsx";
import { cardWidthFitting, type TightestFan } from "../engines/cards/columnFit.ts";
import { foundationPile, MAX_RECYCLES, tableauPile, type KlondikeState, type PileId } from "./rules.ts";

export type SlotId = PileId | "stock";

/** Every pile but the stock: the ones cards are lifted from. */
export function isPile(slot: string): slot is PileId {
  return slot === "w" || /^[ft]\d$/.test(slot);
}

/** The top row (stock, waste, foundations) over the seven columns, for the arrow keys. */
const TOP_ROW: readonly SlotId[] = ["stock", "w", "f0", "f1", "f2", "f3"];
const COLUMNS: readonly SlotId[] = ["t0", "t1", "t2", "t3", "t4", "t5", "t6"];

/**
 * The table stacks a card at 100 + z: the stock and the foundations sit lowest and the waste
 * above them, so a card dealt to the waste or played to a column slides over them.
 */
const STACKED_FROM = { stock: -90, foundation: -90, waste: -50, column: 0 } as const;
/** Face-up cards never closer than the top of their index. */
const TIGHTEST: TightestFan = { down: 4, upShare: 0.19 };

function columnLabel(state: KlondikeState, index: number): string {
  const column = state.tableau[index]!;
  if (column.up.length === 0) return `Column ${index + 1}: empty`;
  const down = column.down.length ? `${column.down.length} face down, ` : "";
  return `Column ${index + 1}: ${down}${column.up.map(cardLabel).join(", ")}`;
}

/** `onStock`: a tap on the stock (deal, redeal, or say why not). */
export function computeLayout(state: KlondikeState, width: number, height: number, onStock: () => void): TableLayout {
  // Phones keep the outer 16 px clear; larger screens get a little more air.
  const padX = width < 600 ? 16 : 24;
  const gap = width < 600 ? 4 : 10;
  const padTop = width < 600 ? 10 : 16;
  const byWidth = Math.floor((width - 2 * padX - 6 * gap) / 7);
  const byHeight = Math.floor((height - padTop - 12) / (1.4 * 2 + 1.4 * CARD_INDEX_SHARE * 5));
  const topOfColumns = (width: number) => padTop + Math.round(width * 1.4) + Math.max(12, Math.round(width * 0.22));
  const cardWidth = cardWidthFitting(state.tableau, Math.max(30, Math.min(110, byWidth, byHeight)), 30, topOfColumns, height - 12, TIGHTEST);
  const cardHeight = Math.round(cardWidth * 1.4);
  // Centre the seven columns when the height limits the card size.
  const left = Math.max(padX, Math.floor((width - (7 * cardWidth + 6 * gap)) / 2));
  const columnX = (index: number) => left + index * (cardWidth + gap);
  const tableauTop = topOfColumns(cardWidth);
  const bottom = height - 12;

  const cards: PlacedCard[] = [];
  const slots: TableSlot[] = [];
  const slot = (x: number, y: number): Rect => ({ x, y, width: cardWidth, height: cardHeight });
  const recyclesLeft = MAX_RECYCLES - state.recycles;

  slots.push({
    id: "stock",
    rect: slot(columnX(0), padTop),
    label: `Stock: ${state.stock.length} cards${state.stock.length === 0 ? `, ${recyclesLeft} redeal${recyclesLeft === 1 ? "" : "s"} left` : ""}`,
    mark: (
      <>
        <span className="klo-redeal">{recyclesLeft > 0 ? "↻" : "✕"}</span>
        {state.stock.length > 0 ? <span className="klo-stock-count">{state.stock.length}</span> : null}
      </>
    ),
    action: onStock,
  });
  state.stock.forEach((card, index) => {
    cards.push({ id: card, card, x: columnX(0), y: padTop, z: STACKED_FROM.stock + index, faceUp: false, pile: "stock", lift: 0 });
  });

  const fanStep = Math.round(cardWidth * 0.24);
  const fanned = state.options.draw === 3 ? 3 : 1;
  state.waste.forEach((card, index) => {
    const fromTop = state.waste.length - 1 - index;
    const shift = fromTop < fanned ? fanned - 1 - fromTop : 0;
    const fanCount = Math.min(fanned, state.waste.length);
    const x = columnX(1) + Math.max(0, shift - (fanned - fanCount)) * fanStep;
    cards.push({ id: card, card, x, y: padTop, z: STACKED_FROM.waste + index, faceUp: true, pile: "w", lift: fromTop === 0 ? 1 : 0 });
  });
  const wasteTop = state.waste.at(-1);
  slots.push({
    id: "w",
    rect: { ...slot(columnX(1), padTop), width: cardWidth + (fanned - 1) * fanStep },
    label: `Waste: ${wasteTop === undefined ? "empty" : cardLabel(wasteTop)}`,
  });

  state.foundations.forEach((pile, index) => {
    const id = foundationPile(index);
    const top = pile.at(-1);
    slots.push({
      id,
      rect: slot(columnX(3 + index), padTop),
      label: `Foundation ${index + 1}: ${top === undefined ? "empty" : cardLabel(top)}`,
      mark: <span className="klo-king">A</span>,
    });
    pile.forEach((card, position) => {
      cards.push({ id: card, card, x: columnX(3 + index), y: padTop, z: STACKED_FROM.foundation + position, faceUp: true, pile: id, lift: position === pile.length - 1 ? 1 : 0 });
    });
  });

  state.tableau.forEach((column, index) => {
    const id = tableauPile(index);
    const x = columnX(index);
    const space = bottom - tableauTop - cardHeight;
    let downStep = Math.round(cardHeight * 0.11);
    let upStep = Math.round(cardHeight * (CARD_INDEX_SHARE + 0.02));
    const ups = Math.max(0, column.up.length - 1);
    const need = () => column.down.length * downStep + ups * upStep;
    if (need() > space && ups > 0) upStep = Math.max(Math.round(cardHeight * TIGHTEST.upShare), Math.floor((space - column.down.length * downStep) / ups));
    if (need() > space && column.down.length > 0) downStep = Math.max(TIGHTEST.down, Math.floor((space - ups * upStep) / column.down.length));
    let y = tableauTop;
    let z = STACKED_FROM.column;
    column.down.forEach((card) => {
      cards.push({ id: card, card, x, y, z: z++, faceUp: false, pile: id, lift: 0 });
      y += downStep;
    });
    column.up.forEach((card, position) => {
      cards.push({ id: card, card, x, y, z: z++, faceUp: true, pile: id, lift: column.up.length - position });
      y += upStep;
    });
    const last = column.up.length > 0 ? y - upStep : tableauTop;
    slots.push({
      id,
      rect: { x, y: tableauTop, width: cardWidth, height: Math.max(cardHeight, last + cardHeight - tableauTop) },
      label: columnLabel(state, index),
      mark: <span className="klo-king">K</span>,
    });
  });

  return { cardWidth, cardHeight, slots, cards, rows: [TOP_ROW, COLUMNS] };
}
