/**
 * Where the tea table's props lie: each in its corner of the play area, as large as it can be up
 * to its best width, clear of every part of the board (the note, the chest, the towel, the Turn
 * button) and of the props placed before it, or not shown at all. Pure, so it is tested over the
 * frames and boards a player meets.
 */

/** A rectangle in the play area's pixels, from its top left corner. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PropSpec {
  /** Its widest and narrowest widths (px): narrower than `least` it would not read, so it goes. */
  best: number;
  least: number;
  /** Height over width, as the prop's viewBox draws it. */
  aspect: number;
  side: "left" | "right";
  end: "top" | "bottom";
  /** How far from its end of the frame, as a share of the frame's height. */
  inset: number;
}

/** The props, each in its corner (Scene.tsx draws them at the widths laid out). */
export const TABLE_PROPS = {
  teapot: { best: 210, least: 120, aspect: 170 / 220, side: "left", end: "bottom", inset: 0.03 },
  cup: { best: 180, least: 110, aspect: 170 / 200, side: "right", end: "top", inset: 0.03 },
  leavesA: { best: 140, least: 80, aspect: 80 / 120, side: "left", end: "top", inset: 0.05 },
  leavesB: { best: 110, least: 70, aspect: 80 / 120, side: "right", end: "bottom", inset: 0.06 },
} as const satisfies Record<string, PropSpec>;

/** From the frame's side edge. */
const EDGE = 12;
/** Kept clear around the board's parts and the other props, so nothing even touches. */
export const CLEAR = 12;
const STEP = 10;

export const intersects = (a: Rect, b: Rect, gap = 0) =>
  a.left < b.left + b.width + gap && b.left < a.left + a.width + gap && a.top < b.top + b.height + gap && b.top < a.top + a.height + gap;

/** The widths a prop is tried at, best first, down to its least. */
function widthsOf({ best, least }: PropSpec): number[] {
  const widths: number[] = [];
  for (let width = best; width > least; width -= STEP) widths.push(width);
  return [...widths, least];
}

/** Each prop's rectangle, or null where it does not fit whole; in `props`' order, earlier ones first served. */
export function layoutProps(frame: { width: number; height: number }, parts: readonly Rect[], props: readonly PropSpec[]): (Rect | null)[] {
  const placed: Rect[] = [];
  return props.map((prop) => {
    for (const width of widthsOf(prop)) {
      const height = width * prop.aspect;
      const rect = {
        left: prop.side === "left" ? EDGE : frame.width - EDGE - width,
        top: prop.end === "top" ? prop.inset * frame.height : frame.height - prop.inset * frame.height - height,
        width,
        height,
      };
      const inside = rect.left >= 0 && rect.left + width <= frame.width && rect.top >= 0 && rect.top + height <= frame.height;
      if (inside && ![...parts, ...placed].some((other) => intersects(rect, other, CLEAR))) {
        placed.push(rect);
        return rect;
      }
    }
    return null;
  });
}
