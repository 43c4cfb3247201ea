/**
 * Where every pile and card sits on a board of a given size: free cells and foundations in the
 * top row, eight columns below; the card width follows the board, and tall columns squeeze.
 */
import { CARD_INDEX_SHARE, SuitIcon } from "../engines/cards/CardArt.tsx";
import { cardLabel, cardOf, SUITS, suitLabel } from "../engines/cards/cards.ts";
import { buildsDownAlternating } from "../engines/cards/piles.ts";
import type { PlacedCard, Rect, TableLayout, TableSlot } from "../engines/cards/CardTable.tsx";
import { tableSpacing } from "../engines/cards/columnFit.ts";
import { CELL_PILES, COLUMN_PILES, maxRunLength, type FreeCellState } from "./rules.ts";

export const FOUNDATION_SLOTS = ["f0", "f1", "f2", "f3"] as const;

/** Lifting the card at `index` of a column takes the cards above it, if they form a run that may move. */
function liftCounts(state: FreeCellState, column: readonly number[]): number[] {
  const counts = column.map(() => 0);
  const limit = maxRunLength(state, false);
  for (let index = column.length - 1; index >= 0; index--) {
    const n = column.length - index;
    if (n > limit) break;
    if (n > 1) {
      if (!buildsDownAlternating(column[index + 1]!, column[index]!)) break;
    }
    counts[index] = n;
  }
  return counts;
}

export function computeLayout(state: FreeCellState, width: number, height: number): TableLayout {
  const { phone, padX, gap, padTop } = tableSpacing(width);
  const byWidth = Math.floor((width - 2 * padX - 7 * gap) / 8);
  const byHeight = Math.floor((height - padTop - 12) / (1.4 * 2 + 1.4 * CARD_INDEX_SHARE * 6));
  const cardWidth = Math.max(30, Math.min(110, byWidth, byHeight));
  const cardHeight = Math.round(cardWidth * 1.4);
  const left = Math.max(padX, Math.floor((width - (8 * cardWidth + 7 * gap)) / 2));
  const columnX = (index: number) => left + index * (cardWidth + gap);
  const columnsTop = padTop + cardHeight + Math.max(12, Math.round(cardWidth * 0.22));
  const bottom = height - 12;
  const card = (x: number, y: number): Rect => ({ x, y, width: cardWidth, height: cardHeight });

  const slots: TableSlot[] = [];
  const cards: PlacedCard[] = [];

  state.cells.forEach((held, index) => {
    const id = CELL_PILES[index]!;
    slots.push({ id, rect: card(columnX(index), padTop), label: `Free cell ${index + 1}: ${held === null ? "empty" : cardLabel(held)}` });
    if (held !== null) cards.push({ id: held, card: held, x: columnX(index), y: padTop, z: 0, faceUp: true, pile: id, lift: 1 });
  });

  SUITS.forEach((suit, index) => {
    const id = FOUNDATION_SLOTS[index]!;
    const rank = state.home[index]!;
    const x = columnX(4 + index);
    slots.push({
      id,
      rect: card(x, padTop),
      label: `${suitLabel(suit)} foundation: ${rank === 0 ? "empty" : cardLabel(cardOf(suit, rank))}`,
      mark: <SuitIcon suit={suit} color="currentColor" />,
    });
    for (let position = 1; position <= rank; position++) {
      const home = cardOf(suit, position);
      cards.push({ id: home, card: home, x, y: padTop, z: position, faceUp: true, pile: id, lift: 0 });
    }
  });

  state.columns.forEach((column, index) => {
    const id = COLUMN_PILES[index]!;
    const x = columnX(index);
    const space = bottom - columnsTop - cardHeight;
    const steps = Math.max(1, column.length - 1);
    // A tall phone's columns have room to fan wider: each card shows more of itself to read and to tap.
    const fan = phone && height > width ? 0.42 : CARD_INDEX_SHARE + 0.02;
    const step = Math.max(Math.round(cardHeight * 0.16), Math.min(Math.round(cardHeight * fan), Math.floor(space / steps)));
    const lifts = liftCounts(state, column);
    column.forEach((held, position) => {
      cards.push({ id: held, card: held, x, y: columnsTop + position * step, z: position, faceUp: true, pile: id, lift: lifts[position]! });
    });
    const last = column.length > 0 ? columnsTop + (column.length - 1) * step : columnsTop;
    const label = column.length === 0 ? "empty" : column.map(cardLabel).join(", ");
    slots.push({ id, rect: { x, y: columnsTop, width: cardWidth, height: last + cardHeight - columnsTop }, label: `Column ${index + 1}: ${label}` });
  });

  return {
    cardWidth,
    cardHeight,
    slots,
    cards,
    rows: [[...CELL_PILES, ...FOUNDATION_SLOTS], [...COLUMN_PILES]],
  };
}
