/**
 * The magnifying lens: a brass-rimmed glass showing the scene around a point enlarged. It is drawn
 * in the scene's own SVG and shows the scene through a `<use>` of it, so what it shows is the
 * scene itself (same drawing, same placements), only bigger; it takes no clicks, so a click lands
 * on the scene exactly as without it.
 */
import { clamp } from "./viewport.ts";

/** The glass's radius in screen pixels, and how much it enlarges what the scene shows. */
const RADIUS_PX = 72;
/** How far the rim reaches beyond the glass. */
const RIM_PX = 8;
const MAGNIFY = 2.5;
/** How far (px) a finger's lens sits from the finger, so the finger does not cover it. */
const FINGER_GAP_PX = 40;

export interface LensPoint {
  /** The scene point the lens looks at (the search point). */
  x: number;
  y: number;
  /** Above a finger (touch), or on the pointer (mouse, keyboard). */
  aboveFinger: boolean;
}

export interface LensProps {
  at: LensPoint;
  /** The scene's element in scene units (its viewBox and any room around it), and the screen pixels per scene unit. */
  visible: { x: number; y: number; width: number; height: number };
  scale: number;
  /** The id of the group it enlarges (the scene, its hint and marks); unique ids of its own derive from it. */
  of: string;
}

/**
 * Where the glass goes: on the pointer, or above the finger (below it near the top); always whole
 * in the element, so an object at the scene's edge is seen as well as one in the middle.
 */
function glassCentre({ at, visible, scale }: Pick<LensProps, "at" | "visible" | "scale">): { x: number; y: number } {
  const reach = (RADIUS_PX + RIM_PX) / scale;
  const gap = (RADIUS_PX + FINGER_GAP_PX) / scale;
  const y = !at.aboveFinger ? at.y : at.y - gap - reach >= visible.y ? at.y - gap : at.y + gap;
  return { x: clamp(at.x, visible.x + reach, visible.x + visible.width - reach), y: clamp(y, visible.y + reach, visible.y + visible.height - reach) };
}

export function Lens({ at, visible, scale, of }: LensProps) {
  const centre = glassCentre({ at, visible, scale });
  // Off the point it shows (above a finger, or pushed in from an edge), the glass marks that point.
  const displaced = centre.x !== at.x || centre.y !== at.y;
  const r = RADIUS_PX;
  // Drawn in screen pixels around the glass's centre, so the rim is as crisp and thick at any zoom.
  return (
    <g className="bca-lens" transform={`translate(${centre.x} ${centre.y}) scale(${1 / scale})`} pointerEvents="none" data-x={at.x} data-y={at.y}>
      <defs>
        <clipPath id={`${of}-glass`}>
          <circle r={r} />
        </clipPath>
        <filter id={`${of}-shadow`} x="-50%" y="-50%" width="200%" height="200%">
          <feGaussianBlur stdDeviation="6" />
        </filter>
        <linearGradient id={`${of}-brass`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1b8" />
          <stop offset="0.45" stopColor="#d9a441" />
          <stop offset="1" stopColor="#7a4f12" />
        </linearGradient>
      </defs>
      {/* On the point it shows, a magnifying glass held over it: with its handle. */}
      {displaced ? null : (
        <path d={`M${r * 0.72} ${r * 0.72}l${r * 0.5} ${r * 0.5}`} stroke="#4a2f1b" strokeWidth="14" strokeLinecap="round" />
      )}
      <circle r={r + 4} cy="5" fill="rgba(0, 0, 0, 0.45)" filter={`url(#${of}-shadow)`} />
      <g clipPath={`url(#${of}-glass)`}>
        {/* Beyond the scene's edges, the sky the scene's element shows there. */}
        <rect x={-r} y={-r} width={2 * r} height={2 * r} fill="#7ec3ea" />
        <use href={`#${of}`} transform={`scale(${scale * MAGNIFY}) translate(${-at.x} ${-at.y})`} />
        <path d={`M${-r * 0.62} ${-r * 0.2}a${r * 0.66} ${r * 0.66} 0 0 1 ${r * 0.42} ${-r * 0.42}`} fill="none" stroke="#fff" strokeOpacity="0.55" strokeWidth="6" strokeLinecap="round" />
      </g>
      {displaced ? (
        <>
          <path d="M-11 0h7M4 0h7M0-11v7M0 4v7" stroke="#1d2a3a" strokeWidth="5" strokeLinecap="round" />
          <path d="M-11 0h7M4 0h7M0-11v7M0 4v7" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        </>
      ) : null}
      <circle className="bca-lens-rim" r={r + 3} fill="none" stroke="#2b2118" strokeWidth="9" />
      <circle r={r + 3} fill="none" stroke={`url(#${of}-brass)`} strokeWidth="5" />
    </g>
  );
}
