import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { FEATURED_GRID_SIZES, featuredGridCss, holeFreeLayout } from "../featuredLayout.ts";

describe("holeFreeLayout", () => {
  test("the six featured games: two columns on a phone, three on wider screens", () => {
    expect(holeFreeLayout(6, 332, 150, 14)).toEqual({ columns: 2, leadSpan: 1 });
    expect(holeFreeLayout(6, 728, 220, 20)).toEqual({ columns: 3, leadSpan: 1 });
    expect(holeFreeLayout(6, 1140, 220, 20)).toEqual({ columns: 3, leadSpan: 1 });
  });

  test("a prime count gets a wide first card instead of a hole", () => {
    expect(holeFreeLayout(7, 1140, 230, 20)).toEqual({ columns: 4, leadSpan: 2 });
    expect(holeFreeLayout(1, 1140, 230, 20)).toEqual({ columns: 2, leadSpan: 2 });
  });

  test("every row is full and no card is narrower than asked, at any count and width", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 200, max: 2400 }), fc.integer({ min: 100, max: 300 }), fc.integer({ min: 0, max: 32 }), (count, width, minCard, gap) => {
        const { columns, leadSpan } = holeFreeLayout(count, width, minCard, gap);
        const cells = count + leadSpan - 1;
        expect(count === 0 || cells % columns === 0).toBe(true);
        if (columns > 1) expect(columns * minCard + (columns - 1) * gap).toBeLessThanOrEqual(width);
        expect(leadSpan).toBeLessThanOrEqual(columns);
      }),
    );
  });
});

/** The layout featuredGridCss gives a frame `width` px wide, on a phone or not: its last rule whose width condition holds. */
function layoutFromCss(css: string, width: number, phone: boolean) {
  const [wide = "", phoneRules = ""] = css.split(`@media (max-width:${FEATURED_GRID_SIZES.phoneUpTo}px){`);
  const rules = [...(phone ? phoneRules : wide).matchAll(/(?:@container featured-grid \(min-width:(\d+)px\)\{)?\.featured-grid\{gap:\d+px;grid-template-columns:repeat\((\d+),[^}]*\}\.featured-grid \.game-card:first-child\{grid-column:(span 2|auto)\}/g)];
  const applying = rules.filter(([, from]) => from === undefined || Number(from) <= width).at(-1);
  if (!applying) throw new Error("No rule applies.");
  return { columns: Number(applying[2]), leadSpan: applying[3] === "span 2" ? 2 : 1 };
}

describe("featuredGridCss", () => {
  test("at every width, on a phone and not, its rules give holeFreeLayout's columns and lead span", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 200, max: 2600 }), fc.boolean(), (count, width, phone) => {
        const { minCard, gap } = phone ? FEATURED_GRID_SIZES.phone : FEATURED_GRID_SIZES.wide;
        expect(layoutFromCss(featuredGridCss(count), width, phone)).toEqual(holeFreeLayout(count, width, minCard, gap));
      }),
    );
  });
});
