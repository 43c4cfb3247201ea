/**
 * Where every pile and card sits on a board of a given size: the stock and the cleared runs in
 * the top row, ten columns below; the card width follows the board, and tall columns squeeze.
 */
import { CARD_INDEX_SHARE } from "../engines/cards/CardArt.tsx";
import { cardLabel } from "../engines/cards/cards.ts";
import type { PlacedCard, Rect, TableLayout, TableSlot } from "../engines/cards/CardTable.tsx";
import { cardWidthFitting, tableSpacing, type TightestFan } from "../engines/cards/columnFit.ts";
import { COLUMN_PILES, COLUMNS, faceOf, RUNS, runLength, type SpiderState } from "./rules.ts";

export const STOCK = "stock";
/** Face-up cards never closer than the top of their index. */
const TIGHTEST: TightestFan = { down: 3, upShare: 0.17 };
export const RUN_SLOTS = Array.from({ length: RUNS }, (_, index) => `f${index}`);

export function computeLayout(state: SpiderState, width: number, height: number, onDeal: () => void): TableLayout {
  // Ten columns in a phone's width make cards about 34 px wide, under the 44 px a touch target
  // should have: a column's target is its whole height (tap a card, then tap the column to put it
  // on), and on a tall phone the face-up cards fan wider, so each shows more of itself to read and to tap.
  const { phone, padX, gap, padTop } = tableSpacing(width);
  const byWidth = Math.floor((width - 2 * padX - (COLUMNS - 1) * gap) / COLUMNS);
  const byHeight = Math.floor((height - padTop - 12) / (1.4 * 2 + 1.4 * CARD_INDEX_SHARE * 8));
  const topOfColumns = (width: number) => padTop + Math.round(width * 1.4) + Math.max(12, Math.round(width * 0.22));
  const cardWidth = cardWidthFitting(state.columns, Math.max(28, Math.min(100, byWidth, byHeight)), 28, topOfColumns, height - 12, TIGHTEST);
  const cardHeight = Math.round(cardWidth * 1.4);
  const left = Math.max(padX, Math.floor((width - (COLUMNS * cardWidth + (COLUMNS - 1) * gap)) / 2));
  const columnX = (index: number) => left + index * (cardWidth + gap);
  const columnsTop = topOfColumns(cardWidth);
  const bottom = height - 12;
  const card = (x: number, y: number): Rect => ({ x, y, width: cardWidth, height: cardHeight });
  const slots: TableSlot[] = [];
  const cards: PlacedCard[] = [];

  const deals = Math.ceil(state.stock.length / COLUMNS);
  slots.push({
    id: STOCK,
    rect: card(columnX(0), padTop),
    label: `Stock: ${deals === 0 ? "empty" : `${deals} deal${deals === 1 ? "" : "s"} left, press to deal a card onto every column`}`,
    mark: "✕",
    action: onDeal,
  });
  // The stock shows one back per deal left, fanned a little.
  const fan = Math.round(cardWidth * 0.12);
  state.stock.forEach((id, index) => {
    const deal = Math.floor(index / COLUMNS);
    cards.push({ id, card: faceOf(id), x: columnX(0) + deal * fan, y: padTop, z: index, faceUp: false, pile: STOCK, lift: 0 });
  });

  // Cleared runs: each shows its King, overlapping from the right edge.
  const runStep = Math.min(cardWidth + gap, Math.round(cardWidth * 0.45));
  const runsLeft = columnX(COLUMNS - 1) - (RUNS - 1) * runStep;
  RUN_SLOTS.forEach((id, index) => {
    const king = state.cleared[index];
    slots.push({ id, rect: card(runsLeft + index * runStep, padTop), label: king === undefined ? `Run ${index + 1}: not yet` : `Run ${index + 1}: ${cardLabel(faceOf(king))} to Ace, cleared` });
    if (king !== undefined) cards.push({ id: king, card: faceOf(king), x: runsLeft + index * runStep, y: padTop, z: index, faceUp: true, pile: id, lift: 0 });
  });

  state.columns.forEach((column, index) => {
    const id = COLUMN_PILES[index]!;
    const x = columnX(index);
    const space = bottom - columnsTop - cardHeight;
    let downStep = Math.round(cardHeight * 0.11);
    let upStep = Math.round(cardHeight * (phone && height > width ? 0.45 : CARD_INDEX_SHARE + 0.02));
    const ups = Math.max(0, column.up.length - 1);
    const need = () => column.down.length * downStep + ups * upStep;
    if (need() > space && ups > 0) upStep = Math.max(Math.round(cardHeight * TIGHTEST.upShare), Math.floor((space - column.down.length * downStep) / ups));
    if (need() > space && column.down.length > 0) downStep = Math.max(TIGHTEST.down, Math.floor((space - ups * upStep) / column.down.length));
    const movable = runLength(column);
    let y = columnsTop;
    let z = 0;
    column.down.forEach((held) => {
      cards.push({ id: held, card: faceOf(held), x, y, z: z++, faceUp: false, pile: id, lift: 0 });
      y += downStep;
    });
    column.up.forEach((held, position) => {
      const lift = column.up.length - position;
      cards.push({ id: held, card: faceOf(held), x, y, z: z++, faceUp: true, pile: id, lift: lift <= movable ? lift : 0 });
      y += upStep;
    });
    const last = column.up.length > 0 ? y - upStep : columnsTop;
    const hidden = column.down.length > 0 ? `${column.down.length} face down, ` : "";
    const label = column.up.length === 0 ? "empty" : `${hidden}${column.up.map((held) => cardLabel(faceOf(held))).join(", ")}`;
    slots.push({ id, rect: { x, y: columnsTop, width: cardWidth, height: Math.max(cardHeight, last + cardHeight - columnsTop) }, label: `Column ${index + 1}: ${label}` });
  });

  return { cardWidth, cardHeight, slots, cards, rows: [[STOCK, ...RUN_SLOTS], [...COLUMN_PILES]] };
}
