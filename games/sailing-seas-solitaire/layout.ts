/**
 * Where the peaks, the stock and the waste sit on a board of a given size. Ten cards span the
 * bottom row; on a narrow phone they overlap sideways a little, never so far as to hide the suit
 * in a card's top-right corner. Ten cards in a phone's width cannot be 44 px apart: a card's
 * target is all of it that shows (about 36 px on a 390 px phone), and a tap plays it at once.
 */
import type { ClearingLayout, PlacedCard, Rect } from "../engines/cards/ClearingBoard.tsx";
import { isFaceUp, LAYOUT_SIZE, positionOf, type SailingState } from "./rules.ts";

const MIN_CARD = 44;
/** The share of a card's width left in view when the bottom row overlaps: its corner suit stays whole. */
const SHOWN_WHEN_OVERLAPPED = 0.95;
const ROW_STEP = 0.5;
/** Waste cards drawn under the top one (older ones are hidden beneath). */
const WASTE_SHOWN = 3;

export function computeLayout(state: SailingState, width: number, height: number): ClearingLayout {
  const padX = width < 600 ? 16 : 24;
  const padTop = width < 600 ? 14 : 20;
  const gapRatio = 0.08;
  const usable = width - 2 * padX;
  // Peaks: one card and three half-card rows; then a gap and the stock row.
  const heightUnits = 1.4 * (1 + 3 * ROW_STEP) + 0.5 + 1.4;
  const byHeight = (height - padTop - 16) / heightUnits;
  const byWidth = usable / (10 + 9 * gapRatio);
  let cardWidth = Math.floor(Math.min(120, byWidth, byHeight));
  let step = cardWidth * (1 + gapRatio);
  if (cardWidth < MIN_CARD) {
    cardWidth = Math.floor(Math.min(MIN_CARD, byHeight, usable / (1 + 9 * SHOWN_WHEN_OVERLAPPED)));
    step = Math.min(cardWidth * (1 + gapRatio), (usable - cardWidth) / 9);
  }
  cardWidth = Math.max(30, cardWidth);
  const cardHeight = Math.round(cardWidth * 1.4);
  const spanWidth = cardWidth + 9 * step;
  const left = Math.max(padX, (width - spanWidth) / 2);
  const peaksHeight = cardHeight * (1 + 3 * ROW_STEP);
  // The table sits a little above the middle when there is room to spare.
  const spare = Math.max(0, height - padTop - 16 - cardHeight * heightUnits / 1.4);
  const top = padTop + spare * 0.35;

  const cards: PlacedCard[] = [];
  for (let index = 0; index < LAYOUT_SIZE; index++) {
    const card = state.layout[index];
    if (card === null || card === undefined) continue;
    const { column, row } = positionOf(index);
    cards.push({ card, x: left + column * step, y: top + row * cardHeight * ROW_STEP, z: 10 + row * 10 + index, faceUp: isFaceUp(state, index), place: index });
  }

  const rowY = top + peaksHeight + cardHeight * 0.36;
  const centre = width / 2;
  const pileGap = Math.max(12, cardWidth * 0.3);
  const stock: Rect = { x: centre - pileGap / 2 - cardWidth, y: rowY, width: cardWidth, height: cardHeight };
  const waste: Rect = { x: centre + pileGap / 2, y: rowY, width: cardWidth, height: cardHeight };
  state.stock.forEach((card, index) => {
    // A slight lean shows the pile's depth without taking room.
    const depth = Math.min(4, state.stock.length - 1 - index);
    cards.push({ card, x: stock.x - depth * 1.5, y: stock.y - depth * 1.5, z: index, faceUp: false, place: "stock" });
  });
  state.waste.forEach((card, index) => {
    const fromTop = state.waste.length - 1 - index;
    if (fromTop >= WASTE_SHOWN) return;
    cards.push({ card, x: waste.x, y: waste.y, z: 200 + index, faceUp: true, place: "waste" });
  });
  return { cardWidth, cardHeight, stock, waste, cards };
}
