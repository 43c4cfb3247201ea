export interface HoleFreeLayout {
  columns: number;
  /** 2 when the first card spans two columns to fill what would otherwise be a hole. */
  leadSpan: 1 | 2;
}

/**
 * How many columns a grid of `count` cards gets so that every row is full: as many as fit at
 * `minCard` px each (with `gap` between), fewer when that would leave a hole, or a first card two
 * columns wide when that fills the hole (a prime count, for instance).
 */
export function holeFreeLayout(count: number, width: number, minCard: number, gap: number): HoleFreeLayout {
  const fit = Math.max(1, Math.floor((width + gap) / (minCard + gap)));
  for (let columns = Math.min(fit, count + 1); columns >= 2; columns -= 1) {
    if (count % columns === 0) return { columns, leadSpan: 1 };
    if ((count + 1) % columns === 0) return { columns, leadSpan: 2 };
  }
  return { columns: 1, leadSpan: 1 };
}

export interface CardSizes {
  /** The narrowest a card may be, px. */
  minCard: number;
  /** Between cards, px. */
  gap: number;
}

/** The featured grid's card sizes: a phone's (up to `phoneUpTo` px of viewport) are smaller. */
export const FEATURED_GRID_SIZES = { wide: { minCard: 220, gap: 20 }, phone: { minCard: 150, gap: 14 }, phoneUpTo: 720 } as const;

/** The rules for one set of sizes: from each width where the layout changes, the columns and the first card's span. */
function layoutRules(count: number, { minCard, gap }: CardSizes): string {
  const rules: string[] = [];
  let previous: HoleFreeLayout | null = null;
  for (let fit = 1; fit <= count + 1; fit += 1) {
    // The narrowest width at which `fit` cards fit (any narrower one for the first).
    const from = fit * (minCard + gap) - gap;
    const layout = holeFreeLayout(count, from, minCard, gap);
    if (previous && previous.columns === layout.columns && previous.leadSpan === layout.leadSpan) continue;
    previous = layout;
    const body =
      `.featured-grid{gap:${gap}px;grid-template-columns:repeat(${layout.columns},minmax(0,1fr))}` +
      `.featured-grid .game-card:first-child{grid-column:${layout.leadSpan === 2 ? "span 2" : "auto"}}`;
    rules.push(fit === 1 ? body : `@container featured-grid (min-width:${from}px){${body}}`);
  }
  return rules.join("");
}

/**
 * The featured grid's stylesheet for `count` cards: the hole-free layout at every width, as
 * container queries on the grid's frame. Being CSS, it lays out a page the server rendered the way
 * the app will, from the first paint: nothing moves when the app takes over (a click then lands
 * where it was aimed) or when the window is resized.
 */
export function featuredGridCss(count: number): string {
  return `${layoutRules(count, FEATURED_GRID_SIZES.wide)}@media (max-width:${FEATURED_GRID_SIZES.phoneUpTo}px){${layoutRules(count, FEATURED_GRID_SIZES.phone)}}`;
}
