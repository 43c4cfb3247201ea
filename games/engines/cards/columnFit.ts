import type { Column } from "./piles.ts";

/** How close a game's columns may squeeze their fans: face-down cards `down` px apart, face-up ones `upShare` of a card's height. */
export interface TightestFan {
  down: number;
  upShare: number;
}

/**
 * The largest card width, from `start` down to `min`, at which every column still fits above
 * `bottom` at its tightest fan (`columnsTop` says where columns start for a card width): cards
 * shrink rather than slide under the powerup bar when a column grows long.
 */
export function cardWidthFitting(columns: readonly Column[], start: number, min: number, columnsTop: (cardWidth: number) => number, bottom: number, tightest: TightestFan): number {
  const fits = (width: number) => {
    const height = Math.round(width * 1.4);
    return columns.every((column) => columnsTop(width) + height + column.down.length * tightest.down + Math.max(0, column.up.length - 1) * Math.round(height * tightest.upShare) <= bottom);
  };
  let width = start;
  while (width > min && !fits(width)) width--;
  return width;
}

/** Where a table's piles sit off its edges and each other. */
export interface TableSpacing {
  phone: boolean;
  padX: number;
  gap: number;
  padTop: number;
}

/** A phone keeps the outer 16 px clear (as every game's phone test holds) and 2 px between columns; larger screens get more air. */
export function tableSpacing(width: number): TableSpacing {
  const phone = width < 600;
  return phone ? { phone, padX: 16, gap: 2, padTop: 10 } : { phone, padX: 24, gap: 10, padTop: 16 };
}
