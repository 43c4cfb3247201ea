/**
 * Where the seven columns, the stock and the discard pile sit on a board of a given size: each
 * column fans its five cards downwards, showing every card's rank and suit.
 */
import { CARD_INDEX_SHARE } from "../engines/cards/CardArt.tsx";
import type { ClearingLayout, PlacedCard, Rect } from "../engines/cards/ClearingBoard.tsx";
import { COLUMNS, DEPTH, type GardensState } from "./rules.ts";

const FAN = CARD_INDEX_SHARE + 0.05;
/** Waste cards drawn under the top one (older ones are hidden beneath). */
const WASTE_SHOWN = 3;
/** Room under the stock and discard row: the stock's count badge hangs below its card. */
const PAD_BOTTOM = 30;

export function computeLayout(state: GardensState, width: number, height: number): ClearingLayout {
  const padX = width < 600 ? 16 : 24;
  const padTop = width < 600 ? 14 : 20;
  const gapRatio = 0.12;
  const heightUnits = 1.4 * (1 + (DEPTH - 1) * FAN) + 0.45 + 1.4;
  const byHeight = (height - padTop - PAD_BOTTOM) / heightUnits;
  const byWidth = (width - 2 * padX) / (COLUMNS + (COLUMNS - 1) * gapRatio);
  const cardWidth = Math.max(30, Math.floor(Math.min(120, byWidth, byHeight)));
  const cardHeight = Math.round(cardWidth * 1.4);
  const step = cardWidth * (1 + gapRatio);
  const left = Math.max(padX, (width - (cardWidth + (COLUMNS - 1) * step)) / 2);
  const spare = Math.max(0, height - padTop - PAD_BOTTOM - cardWidth * heightUnits);
  const top = padTop + spare * 0.3;
  const fan = cardHeight * FAN;

  const cards: PlacedCard[] = [];
  state.layout.forEach((card, position) => {
    if (card === null) return;
    const column = Math.floor(position / DEPTH);
    const depth = position % DEPTH;
    cards.push({ card, x: left + column * step, y: top + depth * fan, z: 10 + position, faceUp: true, place: position });
  });

  const rowY = top + cardHeight + (DEPTH - 1) * fan + cardHeight * 0.45;
  const centre = width / 2;
  const pileGap = Math.max(12, cardWidth * 0.3);
  const stock: Rect = { x: centre - pileGap / 2 - cardWidth, y: rowY, width: cardWidth, height: cardHeight };
  const waste: Rect = { x: centre + pileGap / 2, y: rowY, width: cardWidth, height: cardHeight };
  state.stock.forEach((card, index) => {
    const depth = Math.min(4, state.stock.length - 1 - index);
    cards.push({ card, x: stock.x - depth * 1.5, y: stock.y - depth * 1.5, z: index, faceUp: false, place: "stock" });
  });
  state.waste.forEach((card, index) => {
    if (state.waste.length - 1 - index >= WASTE_SHOWN) return;
    cards.push({ card, x: waste.x, y: waste.y, z: 200 + index, faceUp: true, place: "waste" });
  });
  return { cardWidth, cardHeight, stock, waste, cards };
}
