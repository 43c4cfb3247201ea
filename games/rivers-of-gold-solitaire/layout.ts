/**
 * Where every pile and card sits on a board of a given size: the card width follows the
 * board's width (seven columns) and height, and columns squeeze their fans when they grow tall.
 */
import { CARD_INDEX_SHARE } from "../engines/cards/CardArt.tsx";
import type { Card } from "../engines/cards/cards.ts";
import { foundationPile, tableauPile, type KlondikeState, type PileId } from "./rules.ts";

export type SlotId = PileId | "stock";

/** Every pile but the stock: the ones cards are lifted from. */
export function isPile(slot: SlotId): slot is PileId {
  return slot !== "stock";
}

/** All slots in keyboard (Tab) order. */
export const SLOTS: readonly SlotId[] = ["stock", "w", "f0", "f1", "f2", "f3", "t0", "t1", "t2", "t3", "t4", "t5", "t6"];

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
  pile: SlotId;
  /** How many cards lifting this one takes with it (0: it cannot be lifted). */
  lift: number;
}

export interface BoardLayout {
  cardWidth: number;
  cardHeight: number;
  /** Each pile's slot (a column's reaches down to its last card). */
  slots: ReadonlyMap<SlotId, Rect>;
  cards: PlacedCard[];
}

export function computeLayout(state: KlondikeState, width: number, height: number): BoardLayout {
  // Phones keep the outer 16 px clear; larger screens get a little more air.
  const padX = width < 600 ? 16 : 24;
  const gap = width < 600 ? 4 : 10;
  const padTop = width < 600 ? 10 : 16;
  const byWidth = Math.floor((width - 2 * padX - 6 * gap) / 7);
  const byHeight = Math.floor((height - padTop - 12) / (1.4 * 2 + 1.4 * CARD_INDEX_SHARE * 5));
  const cardWidth = Math.max(30, Math.min(110, byWidth, byHeight));
  const cardHeight = Math.round(cardWidth * 1.4);
  // Centre the seven columns when the height limits the card size.
  const left = Math.max(padX, Math.floor((width - (7 * cardWidth + 6 * gap)) / 2));
  const columnX = (index: number) => left + index * (cardWidth + gap);
  const tableauTop = padTop + cardHeight + Math.max(12, Math.round(cardWidth * 0.22));
  const bottom = height - 12;

  const cards: PlacedCard[] = [];
  const slot = (x: number, y: number): Rect => ({ x, y, width: cardWidth, height: cardHeight });
  const slots = new Map<SlotId, Rect>();

  slots.set("stock", slot(columnX(0), padTop));
  state.stock.forEach((card, index) => {
    cards.push({ card, x: columnX(0), y: padTop, z: index, faceUp: false, pile: "stock", lift: 0 });
  });


  const fanStep = Math.round(cardWidth * 0.24);
  const fanned = state.options.draw === 3 ? 3 : 1;
  state.waste.forEach((card, index) => {
    const fromTop = state.waste.length - 1 - index;
    const shift = fromTop < fanned ? fanned - 1 - fromTop : 0;
    const fanCount = Math.min(fanned, state.waste.length);
    const x = columnX(1) + Math.max(0, shift - (fanned - fanCount)) * fanStep;
    cards.push({ card, x, y: padTop, z: index, faceUp: true, pile: "w", lift: fromTop === 0 ? 1 : 0 });
  });
  slots.set("w", { ...slot(columnX(1), padTop), width: cardWidth + (fanned - 1) * fanStep });

  state.foundations.forEach((pile, index) => {
    const id = foundationPile(index);
    slots.set(id, slot(columnX(3 + index), padTop));
    pile.forEach((card, position) => {
      cards.push({ card, x: columnX(3 + index), y: padTop, z: position, faceUp: true, pile: id, lift: position === pile.length - 1 ? 1 : 0 });
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
    if (need() > space && ups > 0) upStep = Math.max(Math.round(cardHeight * 0.19), Math.floor((space - column.down.length * downStep) / ups));
    if (need() > space && column.down.length > 0) downStep = Math.max(4, Math.floor((space - ups * upStep) / column.down.length));
    let y = tableauTop;
    let z = 0;
    column.down.forEach((card) => {
      cards.push({ card, x, y, z: z++, faceUp: false, pile: id, lift: 0 });
      y += downStep;
    });
    column.up.forEach((card, position) => {
      cards.push({ card, x, y, z: z++, faceUp: true, pile: id, lift: column.up.length - position });
      y += upStep;
    });
    const last = column.up.length > 0 ? y - upStep : tableauTop;
    slots.set(id, { x, y: tableauTop, width: cardWidth, height: Math.max(cardHeight, last + cardHeight - tableauTop) });
  });

  return { cardWidth, cardHeight, slots, cards };
}

/** Keyboard order and neighbours: the top row (stock, waste, foundations) over the seven columns. */
export const TOP_ROW: readonly SlotId[] = ["stock", "w", "f0", "f1", "f2", "f3"];
export const COLUMNS: readonly SlotId[] = ["t0", "t1", "t2", "t3", "t4", "t5", "t6"];
/** The column under each top-row pile (foundations sit over columns 3 to 6). */
export const COLUMN_UNDER: Record<string, number> = { stock: 0, w: 1, f0: 3, f1: 4, f2: 5, f3: 6 };
