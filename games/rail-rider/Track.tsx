import { memo } from "react";
import { seededRandom } from "../engines/random.ts";

/**
 * Rail Rider's art, drawn in cell units (a square is 1 x 1): track on ballast, tiles to pick up,
 * stations with their buildings, rocks, the meadow, and the locomotive.
 */

const RAIL = "#59606a";
const RAIL_SHINE = "#d5dbe2";
const LIT = "#f2c14e";
const LIT_SHINE = "#fff4c2";
/** The lit line's bed glows warm, so the finished stretch reads from across the yard. */
const LIT_GLOW = "#ffd866";
const SLEEPER = "#7a5534";
const SLEEPER_DARK = "#4e3420";
const BALLAST = "#a39a8b";
const GRASS = "#73a04c";

/** The gauge: the rails lie this far either side of the track's centre line. */
const HALF_GAUGE = 0.14;
const BED = 0.27;

/** The centre of a cell side: 0 north, 1 east, 2 south, 3 west. */
const SIDE: readonly (readonly [number, number])[] = [
  [0.5, 0],
  [1, 0.5],
  [0.5, 1],
  [0, 0.5],
];

/** Shared patterns: gravel for the ballast, paving for platforms. Drawn once in the yard's defs. */
export function TrackDefs() {
  return (
    <defs>
      <pattern id="rr-gravel" width={0.2} height={0.2} patternUnits="userSpaceOnUse">
        <rect width={0.2} height={0.2} fill={BALLAST} />
        <circle cx={0.03} cy={0.04} r={0.018} fill="#8b8273" />
        <circle cx={0.12} cy={0.02} r={0.014} fill="#c2baa9" />
        <circle cx={0.17} cy={0.11} r={0.02} fill="#8b8273" />
        <circle cx={0.07} cy={0.13} r={0.015} fill="#c2baa9" />
        <circle cx={0.14} cy={0.17} r={0.013} fill="#7c7466" />
        <circle cx={0.02} cy={0.18} r={0.012} fill="#b5ad9c" />
        <circle cx={0.1} cy={0.08} r={0.01} fill="#756d60" />
      </pattern>
      {/* Cool grey flagstones: a station is fixed ground, unlike the sand-coloured tiles that move. */}
      <pattern id="rr-paving" width={0.25} height={0.2} patternUnits="userSpaceOnUse">
        <rect width={0.25} height={0.2} fill="#cfd2cc" />
        <rect x={0.13} y={0.1} width={0.12} height={0.1} fill="#c4c8c1" />
        <path d="M0 0.1H0.25M0 0.2H0.25M0.125 0V0.1M0 0.1V0.2M0.25 0.1V0.2" stroke="#a3a8a0" strokeWidth={0.01} />
      </pattern>
      {/* Light from the top left: each turf square and each tile's face is a little brighter there. */}
      <linearGradient id="rr-turf" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#7fae56" />
        <stop offset="1" stopColor="#6b9847" />
      </linearGradient>
      <linearGradient id="rr-plate" x1="0" y1="0" x2="0.4" y2="1">
        <stop offset="0" stopColor="#ece0bd" />
        <stop offset="1" stopColor="#cbb98c" />
      </linearGradient>
      {/* The frame's shadow on the yard, darkest at the frame. */}
      <linearGradient id="rr-rim" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#16220d" stopOpacity={0.42} />
        <stop offset="1" stopColor="#16220d" stopOpacity={0} />
      </linearGradient>
      <radialGradient id="rr-pond" cx="0.45" cy="0.4" r="0.6">
        <stop offset="0" stopColor="#8fd0e8" />
        <stop offset="1" stopColor="#4a8fb0" />
      </radialGradient>
    </defs>
  );
}

/** The centre line of a piece of track, as a path, and a point-to-line distance for laying things beside it. */
function shapeOf(openings: readonly number[]) {
  if (openings.length === 1) {
    const [x, y] = SIDE[openings[0]!]!;
    return { kind: "end" as const, from: [x, y] as const, to: [0.5, 0.5] as const };
  }
  const [a, b] = [openings[0]!, openings[1]!];
  if ((a + 2) % 4 === b) return { kind: "straight" as const, from: SIDE[a]!, to: SIDE[b]! };
  return { kind: "curve" as const, cx: a === 1 || b === 1 ? 1 : 0, cy: a === 2 || b === 2 ? 1 : 0 };
}

/** How far past a buffer stop (at the square's centre) its gravel bed runs. */
const BED_END = 0.08;

/**
 * How far a point lies outside the gravel bed of the track joining `openings` (negative inside):
 * a band BED either side of the centre line, stopping just past the buffer stop of a line's end.
 */
export function outsideBed(openings: readonly number[], x: number, y: number): number {
  const shape = shapeOf(openings);
  if (shape.kind === "curve") return Math.abs(Math.hypot(x - shape.cx, y - shape.cy) - 0.5) - BED;
  const [x1, y1] = shape.from;
  const [x2, y2] = shape.to;
  const length = Math.hypot(x2 - x1, y2 - y1);
  const along = ((x - x1) * (x2 - x1) + (y - y1) * (y2 - y1)) / length;
  const across = Math.abs((x - x1) * (y2 - y1) - (y - y1) * (x2 - x1)) / length - BED;
  if (shape.kind === "straight") return across;
  const past = along - (length + BED_END);
  return past > 0 || across > 0 ? Math.hypot(Math.max(0, past), Math.max(0, across)) : Math.max(past, across);
}

/** An arc about the corner (cx, cy) at `radius`, from the one side to the other. */
function arcPath(cx: number, cy: number, radius: number) {
  const start = [cx === 1 ? 1 - radius : radius, cy] as const;
  const end = [cx, cy === 1 ? 1 - radius : radius] as const;
  return `M${start[0]} ${start[1]}A${radius} ${radius} 0 0 ${cx === cy ? 1 : 0} ${end[0]} ${end[1]}`;
}

/**
 * Railway track joining the given sides of a cell: a gravel bed, wooden sleepers and two steel
 * rails with a shine. Curves are true arcs about the corner the two sides share; one side only
 * ends in a buffer stop in the middle of the square.
 */
export function Rails({ openings, lit = false }: { openings: readonly number[]; lit?: boolean }) {
  const rail = lit ? LIT : RAIL;
  const shine = lit ? LIT_SHINE : RAIL_SHINE;
  const shape = shapeOf(openings);
  if (shape.kind === "curve") {
    const { cx, cy } = shape;
    const dx = cx === 1 ? -1 : 1;
    const dy = cy === 1 ? -1 : 1;
    const sleepers = [0.06, 0.19, 0.32, 0.45, 0.58, 0.71, 0.84, 0.96].map((share) => {
      const t = (share * Math.PI) / 2;
      const [c, s] = [Math.cos(t), Math.sin(t)];
      return { x1: cx + dx * (0.5 - 0.22) * c, y1: cy + dy * (0.5 - 0.22) * s, x2: cx + dx * (0.5 + 0.22) * c, y2: cy + dy * (0.5 + 0.22) * s };
    });
    return (
      <g fill="none" className="rr-rails">
        <path d={arcPath(cx, cy, 0.5)} stroke="url(#rr-gravel)" strokeWidth={BED * 2} />
        {lit ? <path d={arcPath(cx, cy, 0.5)} stroke={LIT_GLOW} strokeOpacity={0.45} strokeWidth={BED * 1.7} /> : null}
        <path d={arcPath(cx, cy, 0.5 - BED)} stroke="#857c6d" strokeWidth={0.015} />
        <path d={arcPath(cx, cy, 0.5 + BED)} stroke="#857c6d" strokeWidth={0.015} />
        {sleepers.map((line, index) => (
          <g key={index}>
            <line {...line} stroke={SLEEPER_DARK} strokeWidth={0.075} />
            <line {...line} stroke={SLEEPER} strokeWidth={0.05} />
          </g>
        ))}
        {[0.5 - HALF_GAUGE, 0.5 + HALF_GAUGE].map((radius) => (
          <g key={radius}>
            <path d={arcPath(cx, cy, radius)} stroke={lit ? "#9c6f12" : "#2f3338"} strokeWidth={0.06} />
            <path d={arcPath(cx, cy, radius)} stroke={rail} strokeWidth={0.042} />
            <path d={arcPath(cx, cy, radius)} stroke={shine} strokeWidth={0.014} />
          </g>
        ))}
      </g>
    );
  }
  const [x1, y1] = shape.from;
  const [x2, y2] = shape.to;
  const length = Math.hypot(x2 - x1, y2 - y1);
  // Unit normal to the track, for the two rails and the sleepers.
  const nx = (y1 - y2) / length;
  const ny = (x2 - x1) / length;
  const ux = (x2 - x1) / length;
  const uy = (y2 - y1) / length;
  const sleepers = Math.round(length * 7);
  const end = shape.kind === "end";
  // The bed runs a little past a buffer stop.
  const bx2 = end ? x2 + ux * BED_END : x2;
  const by2 = end ? y2 + uy * BED_END : y2;
  const edge = (side: number) => ({ x1: x1 + nx * BED * side, y1: y1 + ny * BED * side, x2: bx2 + nx * BED * side, y2: by2 + ny * BED * side });
  return (
    <g className="rr-rails">
      <line x1={x1} y1={y1} x2={bx2} y2={by2} stroke="url(#rr-gravel)" strokeWidth={BED * 2} />
      {lit ? <line x1={x1} y1={y1} x2={bx2} y2={by2} stroke={LIT_GLOW} strokeOpacity={0.45} strokeWidth={BED * 1.7} /> : null}
      <line {...edge(1)} stroke="#857c6d" strokeWidth={0.015} />
      <line {...edge(-1)} stroke="#857c6d" strokeWidth={0.015} />
      {Array.from({ length: sleepers }, (_, index) => {
        const t = (index + 0.5) / sleepers;
        const x = x1 + (x2 - x1) * t;
        const y = y1 + (y2 - y1) * t;
        const line = { x1: x - nx * 0.22, y1: y - ny * 0.22, x2: x + nx * 0.22, y2: y + ny * 0.22 };
        return (
          <g key={index}>
            <line {...line} stroke={SLEEPER_DARK} strokeWidth={0.075} />
            <line {...line} stroke={SLEEPER} strokeWidth={0.05} />
          </g>
        );
      })}
      {[-1, 1].map((side) => {
        const line = { x1: x1 + nx * HALF_GAUGE * side, y1: y1 + ny * HALF_GAUGE * side, x2: x2 + nx * HALF_GAUGE * side, y2: y2 + ny * HALF_GAUGE * side };
        return (
          <g key={side}>
            <line {...line} stroke={lit ? "#9c6f12" : "#2f3338"} strokeWidth={0.06} />
            <line {...line} stroke={rail} strokeWidth={0.042} />
            <line {...line} stroke={shine} strokeWidth={0.014} transform={`translate(${-nx * 0.008 * side} ${-ny * 0.008 * side})`} />
          </g>
        );
      })}
      {end ? <BufferStop x={x2} y={y2} ux={ux} uy={uy} nx={nx} ny={ny} /> : null}
    </g>
  );
}

/** The end of the line: a red and white beam across the rails on two posts, with a lamp. */
function BufferStop({ x, y, ux, uy, nx, ny }: { x: number; y: number; ux: number; uy: number; nx: number; ny: number }) {
  const angle = (Math.atan2(ny, nx) * 180) / Math.PI;
  return (
    <g transform={`translate(${x + ux * 0.02} ${y + uy * 0.02}) rotate(${angle})`}>
      <rect x={-0.25} y={-0.055} width={0.5} height={0.11} rx={0.02} fill="#2f2a26" opacity={0.35} transform="translate(0.02 0.03)" />
      <rect x={-0.25} y={-0.055} width={0.5} height={0.11} rx={0.02} fill="#c0392b" stroke="#3b2417" strokeWidth={0.02} />
      <path d="M-0.16 -0.045L-0.1 0.045M-0.02 -0.045L0.04 0.045M0.12 -0.045L0.18 0.045" stroke="#fdf6e3" strokeWidth={0.04} />
      <circle r={0.045} fill="#ffe08a" stroke="#3b2417" strokeWidth={0.015} />
    </g>
  );
}

/**
 * A track tile to pick up: a sleeper-edged plate lifted off the grass, with a shadow under it and
 * a lit top edge, so it reads as a loose piece; its track is drawn on it by Rails.
 */
export function TilePlate() {
  return (
    <g>
      <rect x={0.08} y={0.1} width={0.9} height={0.9} rx={0.1} fill="#1f2d14" opacity={0.3} />
      <rect x={0.06} y={0.08} width={0.9} height={0.9} rx={0.1} fill="#1f2d14" opacity={0.3} />
      <rect x={0.05} y={0.05} width={0.9} height={0.9} rx={0.1} fill="#7a5a36" />
      <rect x={0.05} y={0.05} width={0.9} height={0.85} rx={0.1} fill="url(#rr-plate)" stroke="#a58c5e" strokeWidth={0.012} />
      <rect x={0.09} y={0.09} width={0.82} height={0.77} rx={0.07} fill="none" stroke="#b9a679" strokeWidth={0.012} opacity={0.7} />
      <path d="M0.13 0.066H0.87M0.066 0.13V0.78" stroke="#fbf4df" strokeWidth={0.022} strokeLinecap="round" opacity={0.9} />
    </g>
  );
}

/** A tile as it is drawn on the board and under the pointer while dragged. */
// Memoised, as the rest of the yard's art: the frame redraws the board four times a second for the departure clock.
export const TilePiece = memo(
  function TilePiece({ openings, lit = false }: { openings: readonly number[]; lit?: boolean }) {
    return (
      <>
        <TilePlate />
        <Rails openings={openings} lit={lit} />
      </>
    );
  },
  (a, b) => a.lit === b.lit && a.openings.join() === b.openings.join(),
);

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * A station's name board: a box in its own square, clear of its track, so it never lies on a
 * neighbouring square's tile. `upright` boards stand on end beside a north-south line.
 */
export interface SignBox extends Box {
  upright: boolean;
}

/**
 * Where a name board may stand, best first: along the bottom of the square, along the top, then
 * on end down the right or left side (only a straight north-south line leaves neither edge free).
 */
const SIGN_SPOTS: readonly SignBox[] = [
  { x: 0.035, y: 0.735, w: 0.93, h: 0.235, upright: false },
  { x: 0.035, y: 0.03, w: 0.93, h: 0.235, upright: false },
  { x: 0.735, y: 0.035, w: 0.235, h: 0.93, upright: true },
  { x: 0.03, y: 0.035, w: 0.235, h: 0.93, upright: true },
];

/** A board may lie on the bed's gravel edge, never on a sleeper's end (0.22 from the centre line) or a rail. */
const SIGN_CLEARANCE = -0.04;

/** True when no point of the box (sampled on a 9 by 9 grid) lies nearer the track's bed than `clearance`. */
function clearOfTrack(openings: readonly number[], box: Box, clearance: number): boolean {
  for (let i = 0; i <= 8; i++) {
    for (let j = 0; j <= 8; j++) {
      if (outsideBed(openings, box.x + (box.w * i) / 8, box.y + (box.h * j) / 8) < clearance) return false;
    }
  }
  return true;
}

/** The name board's place in a station's square: the first spot its track leaves free. */
export function signBoxFor(openings: readonly number[]): SignBox {
  return SIGN_SPOTS.find((box) => clearOfTrack(openings, box, SIGN_CLEARANCE)) ?? SIGN_SPOTS[0]!;
}

/**
 * Where a station's building can stand, in order of preference: beside a line's end, in the
 * corner a curve leaves, along the edge a straight leaves, else a narrow house at one side.
 */
const BUILDING_SPOTS: readonly Box[] = [
  { x: 0.62, y: 0.24, w: 0.33, h: 0.46 },
  { x: 0.05, y: 0.24, w: 0.33, h: 0.46 },
  { x: 0.04, y: 0.46, w: 0.3, h: 0.27 },
  { x: 0.66, y: 0.46, w: 0.3, h: 0.27 },
  { x: 0.04, y: 0.27, w: 0.3, h: 0.27 },
  { x: 0.66, y: 0.27, w: 0.3, h: 0.27 },
  { x: 0.14, y: 0.05, w: 0.72, h: 0.15 },
  { x: 0.14, y: 0.81, w: 0.72, h: 0.15 },
  { x: 0.8, y: 0.3, w: 0.16, h: 0.4 },
  { x: 0.04, y: 0.3, w: 0.16, h: 0.4 },
];

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The first building spot clear of the track and the board, or none: the board alone marks the station. */
function spotFor(openings: readonly number[], sign: Box): Box | undefined {
  return BUILDING_SPOTS.find((box) => !overlaps(box, sign) && clearOfTrack(openings, box, 0.02));
}

const ROOFS = ["#b23a2e", "#3f6e8c", "#6b8e3a", "#8c4f7a", "#b5702b"];

/**
 * A station: a paved platform set into the ground, its track, a small station building (walls, a
 * pitched roof, a door and windows, a chimney) beside the line and its name board, all inside its
 * own square. The depot has a clock.
 */
export const StationArt = memo(function StationArt({ openings, order, lit, name }: { openings: readonly number[]; order: number; lit: boolean; name: string }) {
  const sign = signBoxFor(openings);
  const spot = spotFor(openings, sign);
  return (
    <g>
      <rect x={0.03} y={0.03} width={0.94} height={0.94} rx={0.08} fill="url(#rr-paving)" stroke="#6c716a" strokeWidth={0.022} />
      {/* Sunk a little: the shadow of the ground's edge falls on the top and left of the platform. */}
      <path d="M0.05 0.9V0.13Q0.05 0.05 0.13 0.05H0.9" fill="none" stroke="#5d5444" strokeWidth={0.035} opacity={0.45} />
      <Rails openings={openings} lit={lit} />
      {spot ? <Building box={spot} roof={ROOFS[order % ROOFS.length]!} depot={order === 0} /> : null}
      <StationSign name={name} box={sign} />
    </g>
  );
});

function Building({ box, roof, depot }: { box: Box; roof: string; depot: boolean }) {
  // A narrow spot takes a small house, not a tower.
  const { x, w } = box;
  const h = Math.min(box.h, w * 1.3);
  const y = box.y + (box.h - h) / 2;
  const wall = y + h * 0.42;
  const eave = 0.04 * Math.min(1, w * 3);
  const door = Math.min(0.09, w * 0.26);
  const window = Math.min(0.07, w * 0.2);
  const windows = w > 0.5 ? [x + w * 0.18, x + w * 0.72] : w > 0.3 ? [x + w * 0.16] : [];
  return (
    <g>
      <rect x={x + 0.02} y={y + 0.04} width={w} height={h} rx={0.02} fill="#2f2a26" opacity={0.3} />
      <rect x={x} y={wall} width={w} height={y + h - wall} fill="#f4ead2" stroke="#3b2417" strokeWidth={0.018} />
      <path d={`M${x - eave} ${wall + 0.01}L${x + w * 0.18} ${y}H${x + w * 0.82}L${x + w + eave} ${wall + 0.01}Z`} fill={roof} stroke="#3b2417" strokeWidth={0.018} strokeLinejoin="round" />
      <path d={`M${x + w * 0.2} ${y + 0.012}H${x + w * 0.8}`} stroke="#fff" strokeOpacity={0.35} strokeWidth={0.014} />
      {w > 0.3 ? <rect x={x + w * 0.7} y={y - 0.035} width={0.05} height={0.06} fill="#8a4b32" stroke="#3b2417" strokeWidth={0.012} /> : null}
      <rect x={x + w / 2 - door / 2} y={y + h - door * 1.5} width={door} height={door * 1.5} rx={0.012} fill="#6b3f22" />
      {windows.map((left) => (
        <rect key={left} x={left} y={wall + (y + h - wall) * 0.22} width={window} height={window} fill="#9fd3ea" stroke="#3b2417" strokeWidth={0.01} />
      ))}
      {depot && w > 0.3 ? <circle cx={x + w / 2} cy={y + h * 0.24} r={0.045} fill="#fdf6e3" stroke="#3b2417" strokeWidth={0.012} /> : null}
      {depot && w > 0.3 ? <path d={`M${x + w / 2} ${y + h * 0.24 - 0.03}V${y + h * 0.24}H${x + w / 2 + 0.022}`} stroke="#3b2417" strokeWidth={0.01} fill="none" /> : null}
    </g>
  );
}

const SIGN_FONT = 0.18;
/** Wide enough for any sans-serif bold: a board squeezes a name that might not fit rather than let it run off. */
const SIGN_EM_PER_LETTER = 0.62;

/**
 * A station's name board, enamel green with cream letters (the contrast is over 9 to 1), in its
 * square's free strip; on end it reads upwards. It takes no taps: the station's label names it.
 */
function StationSign({ name, box }: { name: string; box: SignBox }) {
  const long = box.upright ? box.h : box.w;
  const deep = box.upright ? box.w : box.h;
  const room = long - 0.1;
  const squeeze = name.length * SIGN_EM_PER_LETTER * SIGN_FONT > room;
  return (
    <g className="rr-sign" transform={`translate(${box.x + box.w / 2} ${box.y + box.h / 2})${box.upright ? " rotate(-90)" : ""}`} pointerEvents="none" aria-hidden="true">
      <rect x={-long / 2 + 0.015} y={-deep / 2 + 0.02} width={long} height={deep} rx={0.05} fill="#1b2a16" opacity={0.35} />
      <rect x={-long / 2} y={-deep / 2} width={long} height={deep} rx={0.05} fill="#1f4a34" stroke="#0f2419" strokeWidth={0.02} />
      <rect x={-long / 2 + 0.03} y={-deep / 2 + 0.03} width={long - 0.06} height={deep - 0.06} rx={0.03} fill="none" stroke="#f2e6c2" strokeWidth={0.01} />
      <text
        y={SIGN_FONT * 0.36}
        textAnchor="middle"
        fontSize={SIGN_FONT}
        fontWeight={700}
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fill="#fdf6e3"
        textLength={squeeze ? room : undefined}
        lengthAdjust={squeeze ? "spacingAndGlyphs" : undefined}
      >
        {name}
      </text>
    </g>
  );
}

/** Rocks where no track can go, each square its own: boulders, a pine, a bush, moss and flowers. */
const Rock = memo(function Rock({ seed }: { seed: string }) {
  const stream = seededRandom(seed);
  const random = stream.next;
  const variant = stream.int(4);
  return (
    <g>
      <ellipse cx={0.5} cy={0.6} rx={0.44} ry={0.34} fill="#5d8a3c" opacity={0.6} />
      {variant === 1 ? <Pine x={0.7} y={0.5} size={0.34} /> : null}
      {variant === 2 ? <Bush x={0.26} y={0.44} size={0.2} /> : null}
      <Boulder x={0.5} y={0.66} rx={0.3} ry={0.2} />
      <Boulder x={variant === 1 ? 0.32 : 0.7} y={0.5} rx={0.17} ry={0.13} />
      {variant === 3 ? <Boulder x={0.28} y={0.42} rx={0.13} ry={0.1} /> : null}
      {variant === 0 ? <Pine x={0.26} y={0.42} size={0.24} /> : null}
      {variant === 2 || variant === 3 ? <Flowers x={0.18 + random() * 0.1} y={0.82} random={random} /> : null}
      <path d="M0.3 0.58Q0.4 0.52 0.5 0.56" stroke="#6f9a47" strokeWidth={0.04} fill="none" strokeLinecap="round" />
    </g>
  );
});

function Boulder({ x, y, rx, ry }: { x: number; y: number; rx: number; ry: number }) {
  return (
    <g>
      <ellipse cx={x + 0.02} cy={y + 0.04} rx={rx} ry={ry * 0.85} fill="#2c3a20" opacity={0.35} />
      <path
        d={`M${x - rx} ${y + ry * 0.3}Q${x - rx * 0.9} ${y - ry * 0.9} ${x - rx * 0.1} ${y - ry}Q${x + rx * 0.8} ${y - ry * 1.05} ${x + rx} ${y + ry * 0.1}Q${x + rx * 0.9} ${y + ry * 0.9} ${x} ${y + ry * 0.85}Q${x - rx * 0.9} ${y + ry * 0.9} ${x - rx} ${y + ry * 0.3}Z`}
        fill="#8d908a"
        stroke="#464842"
        strokeWidth={0.022}
      />
      <path d={`M${x - rx * 0.6} ${y - ry * 0.3}Q${x - rx * 0.3} ${y - ry * 0.85} ${x + rx * 0.3} ${y - ry * 0.75}`} stroke="#c9cbc4" strokeWidth={0.03} fill="none" strokeLinecap="round" />
      <path d={`M${x + rx * 0.2} ${y + ry * 0.6}Q${x + rx * 0.6} ${y + ry * 0.4} ${x + rx * 0.8} ${y}`} stroke="#6a6d66" strokeWidth={0.022} fill="none" strokeLinecap="round" />
    </g>
  );
}

function Pine({ x, y, size }: { x: number; y: number; size: number }) {
  return (
    <g>
      <ellipse cx={x + size * 0.15} cy={y + size * 0.95} rx={size * 0.5} ry={size * 0.18} fill="#2c3a20" opacity={0.35} />
      <rect x={x - size * 0.07} y={y + size * 0.6} width={size * 0.14} height={size * 0.35} fill="#6b4226" />
      <path d={`M${x} ${y - size}L${x + size * 0.5} ${y + size * 0.7}H${x - size * 0.5}Z`} fill="#2f6b35" stroke="#1d4422" strokeWidth={0.018} strokeLinejoin="round" />
      <path d={`M${x} ${y - size * 0.9}L${x - size * 0.42} ${y + size * 0.6}H${x - size * 0.1}Z`} fill="#3f8543" />
    </g>
  );
}

function Bush({ x, y, size }: { x: number; y: number; size: number }) {
  return (
    <g>
      <ellipse cx={x + 0.02} cy={y + size * 0.7} rx={size} ry={size * 0.35} fill="#2c3a20" opacity={0.3} />
      <circle cx={x - size * 0.45} cy={y + size * 0.2} r={size * 0.55} fill="#3c7a3a" stroke="#24502a" strokeWidth={0.015} />
      <circle cx={x + size * 0.45} cy={y + size * 0.2} r={size * 0.55} fill="#3c7a3a" stroke="#24502a" strokeWidth={0.015} />
      <circle cx={x} cy={y - size * 0.15} r={size * 0.65} fill="#4a8c44" stroke="#24502a" strokeWidth={0.015} />
      <circle cx={x - size * 0.2} cy={y - size * 0.35} r={size * 0.2} fill="#6aaa58" />
      <circle cx={x + size * 0.3} cy={y} r={size * 0.07} fill="#e0514a" />
      <circle cx={x - size * 0.4} cy={y + size * 0.25} r={size * 0.07} fill="#e0514a" />
    </g>
  );
}

const PETALS = ["#fdf6e3", "#f7d046", "#f29bb8", "#c9a7f0"];

function Flowers({ x, y, random }: { x: number; y: number; random: () => number }) {
  const colour = PETALS[Math.floor(random() * PETALS.length)]!;
  return (
    <g>
      {[0, 1, 2].map((index) => {
        const fx = x + index * 0.07 + random() * 0.03;
        const fy = y - (index % 2) * 0.05;
        return (
          <g key={index}>
            <circle cx={fx} cy={fy} r={0.026} fill={colour} />
            <circle cx={fx} cy={fy} r={0.01} fill="#e08a1e" />
          </g>
        );
      })}
    </g>
  );
}

/**
 * The meadow under a square: a few grass tufts and, on some squares, a little clump of flowers,
 * drawn under everything (a tile set down here covers them).
 */
const Meadow = memo(function Meadow({ seed }: { seed: string }) {
  const random = seededRandom(seed).next;
  const tufts = 2 + Math.floor(random() * 3);
  const flowers = random() < 0.4;
  return (
    <g pointerEvents="none">
      {Array.from({ length: tufts }, (_, index) => {
        const x = 0.12 + random() * 0.76;
        const y = 0.15 + random() * 0.75;
        const s = 0.05 + random() * 0.03;
        return <path key={index} d={`M${x - s} ${y - s * 0.8}L${x - s * 0.3} ${y}L${x} ${y - s * 1.3}L${x + s * 0.3} ${y}L${x + s} ${y - s * 0.9}`} stroke="#5a8a3a" strokeWidth={0.018} fill="none" strokeLinecap="round" strokeLinejoin="round" />;
      })}
      {flowers ? <Flowers x={0.15 + random() * 0.55} y={0.25 + random() * 0.6} random={random} /> : null}
    </g>
  );
});

export const GRASS_COLOUR = GRASS;

/** How far into the yard the frame's shadow falls, in squares. */
const RIM = 0.2;

/**
 * The frame's shadow along the yard's edges, over everything on them, as the light falls from the
 * top left: deeper on the top and left edges than on the bottom and right.
 */
export function YardRim({ width, height }: { width: number; height: number }) {
  return (
    <g pointerEvents="none" aria-hidden="true">
      <rect width={width} height={RIM} fill="url(#rr-rim)" />
      <rect width={height} height={RIM} fill="url(#rr-rim)" transform={`translate(0 ${height}) rotate(-90)`} />
      <rect width={width} height={RIM} fill="url(#rr-rim)" opacity={0.5} transform={`rotate(180 ${width / 2} ${height / 2})`} />
      <rect width={height} height={RIM} fill="url(#rr-rim)" opacity={0.5} transform={`translate(${width} 0) rotate(90)`} />
    </g>
  );
}

/** A square of the yard under what stands on it: grass with its meadow or a rock, or bare grass under a station's platform. */
export function Ground({ seed, cover }: { seed: string; cover: "meadow" | "rock" | "platform" }) {
  return (
    <>
      <rect width={1} height={1} fill="url(#rr-turf)" />
      {/* Turf squares laid edge to edge: a dark seam below and right, a sunlit edge above and left. */}
      <path d="M0 0.995H0.995V0" fill="none" stroke="#4f7a33" strokeWidth={0.012} strokeOpacity={0.8} />
      <path d="M0.006 0.99V0.006H0.99" fill="none" stroke="#9cc774" strokeWidth={0.012} strokeOpacity={0.6} />
      {cover === "rock" ? <Rock seed={seed} /> : cover === "meadow" ? <Meadow seed={seed} /> : null}
    </>
  );
}

/** The train, pointing east, centred on (0, 0), seen from above: a steam locomotive with its smoke. */
export const Train = memo(function Train() {
  return (
    <g>
      {/* Smoke drifting back from the chimney. */}
      <g fill="#f5f3ee" opacity={0.75}>
        <circle cx={0.12} cy={-0.02} r={0.08} />
        <circle cx={-0.05} cy={0.03} r={0.1} opacity={0.8} />
        <circle cx={-0.26} cy={-0.01} r={0.12} opacity={0.55} />
        <circle cx={-0.48} cy={0.04} r={0.13} opacity={0.3} />
      </g>
      <rect x={-0.36} y={-0.17} width={0.76} height={0.36} rx={0.06} fill="#1b2412" opacity={0.35} transform="translate(0.03 0.04)" />
      {/* Wheels either side of the frame. */}
      {[-0.24, -0.05, 0.14].map((x) => (
        <g key={x}>
          <rect x={x} y={-0.215} width={0.15} height={0.06} rx={0.025} fill="#2b2b2b" />
          <rect x={x} y={0.155} width={0.15} height={0.06} rx={0.025} fill="#2b2b2b" />
          <circle cx={x + 0.075} cy={-0.185} r={0.018} fill="#c0392b" />
          <circle cx={x + 0.075} cy={0.185} r={0.018} fill="#c0392b" />
        </g>
      ))}
      <rect x={-0.38} y={-0.165} width={0.76} height={0.33} rx={0.04} fill="#2e2e2e" />
      {/* Boiler, with brass bands, a dome and the chimney at the front. */}
      <rect x={-0.12} y={-0.12} width={0.46} height={0.24} rx={0.11} fill="#b3261e" stroke="#3b1410" strokeWidth={0.02} />
      <rect x={-0.1} y={-0.095} width={0.42} height={0.05} rx={0.025} fill="#e0584c" opacity={0.8} />
      {[0.02, 0.14, 0.26].map((x) => (
        <rect key={x} x={x} y={-0.12} width={0.022} height={0.24} fill="#d9a93c" />
      ))}
      <circle cx={0.08} cy={0} r={0.05} fill="#e7bd52" stroke="#7a5a14" strokeWidth={0.015} />
      <circle cx={0.27} cy={0} r={0.058} fill="#1e1e1e" stroke="#555" strokeWidth={0.015} />
      <circle cx={0.27} cy={0} r={0.03} fill="#000" />
      {/* Cab and its roof, then the coal bunker behind. */}
      <rect x={-0.3} y={-0.16} width={0.2} height={0.32} rx={0.03} fill="#8e1c16" stroke="#3b1410" strokeWidth={0.02} />
      <rect x={-0.28} y={-0.13} width={0.16} height={0.26} rx={0.025} fill="#c8352b" />
      <rect x={-0.27} y={-0.12} width={0.14} height={0.035} rx={0.01} fill="#ef7a6e" opacity={0.7} />
      <rect x={-0.4} y={-0.13} width={0.1} height={0.26} rx={0.02} fill="#2b2b2b" />
      <g fill="#111">
        <circle cx={-0.37} cy={-0.06} r={0.022} />
        <circle cx={-0.345} cy={0.02} r={0.025} />
        <circle cx={-0.37} cy={0.08} r={0.02} />
      </g>
      {/* Buffer beam and lamp at the front. */}
      <rect x={0.35} y={-0.17} width={0.05} height={0.34} rx={0.015} fill="#c0392b" stroke="#3b1410" strokeWidth={0.015} />
      <circle cx={0.4} cy={-0.11} r={0.025} fill="#2b2b2b" />
      <circle cx={0.4} cy={0.11} r={0.025} fill="#2b2b2b" />
      <circle cx={0.39} cy={0} r={0.032} fill="#fff3b0" stroke="#7a5a14" strokeWidth={0.012} />
    </g>
  );
});
