import type { ReactNode } from "react";
import { featuredGridCss } from "./featuredLayout.ts";

/**
 * A grid of `count` cards whose rows are always full at any width (featuredGridCss): the first
 * card spans two columns where that fills what would be a hole.
 */
export function FeaturedGrid({ count, children }: { count: number; children: ReactNode }) {
  return (
    <div className="featured-grid-frame">
      <style>{featuredGridCss(count)}</style>
      <div className="featured-grid">{children}</div>
    </div>
  );
}
