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
