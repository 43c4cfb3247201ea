import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { holeFreeLayout, type HoleFreeLayout } from "./featuredLayout.ts";

/**
 * A grid of cards whose rows are always full: the columns follow the grid's width (read before
 * the first paint and on every resize), the narrowest card width and the gap come from its CSS.
 * `children(leadSpan)` renders the cards; the first one spans `leadSpan` columns.
 */
export function FeaturedGrid({ count, children }: { count: number; children: (leadSpan: 1 | 2) => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState<HoleFreeLayout | null>(null);
  useLayoutEffect(() => {
    const grid = ref.current;
    if (!grid) return;
    const measure = () => {
      const style = getComputedStyle(grid);
      const minCard = Number.parseFloat(style.getPropertyValue("--min-card")) || 200;
      const gap = Number.parseFloat(style.columnGap) || 0;
      const next = holeFreeLayout(count, grid.clientWidth, minCard, gap);
      setLayout((current) => (current?.columns === next.columns && current.leadSpan === next.leadSpan ? current : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(grid);
    return () => observer.disconnect();
  }, [count]);
  return (
    <div ref={ref} className="featured-grid" style={layout ? { gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))` } : undefined}>
      {children(layout?.leadSpan ?? 1)}
    </div>
  );
}
