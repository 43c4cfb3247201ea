import type { ReactNode } from "react";

/**
 * The frame of a how-to drawing: an inline SVG with its own coordinates, described for screen
 * readers by `label` (the picture repeats what the text beside it says).
 */
export function Picture({ width, height, label, children }: { width: number; height: number; label: string; children: ReactNode }) {
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={label} fontFamily="system-ui, sans-serif">
      {children}
    </svg>
  );
}

/** A curved arrow from one point to another: "this goes there". */
export function Arrow({ from, to, colour = "#e8590c", bend = -14 }: { from: [number, number]; to: [number, number]; colour?: string; bend?: number }) {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2 + bend;
  const angle = Math.atan2(y2 - my, x2 - mx);
  const head = (turn: number) => `${x2 - 7 * Math.cos(angle + turn)},${y2 - 7 * Math.sin(angle + turn)}`;
  return (
    <g stroke={colour} strokeWidth={2.5} fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path d={`M${x1},${y1} Q${mx},${my} ${x2},${y2}`} />
      <path d={`M${head(0.5)} L${x2},${y2} L${head(-0.5)}`} />
    </g>
  );
}

/** A fingertip's tap: rings where the player presses. */
export function Tap({ x, y, colour = "#e8590c" }: { x: number; y: number; colour?: string }) {
  return (
    <g fill="none" stroke={colour} strokeWidth={2}>
      <circle cx={x} cy={y} r={4} fill={colour} />
      <circle cx={x} cy={y} r={9} opacity={0.7} />
      <circle cx={x} cy={y} r={14} opacity={0.35} />
    </g>
  );
}

/** A cross for "not allowed". */
export function NotAllowed({ x, y, size = 10 }: { x: number; y: number; size?: number }) {
  return (
    <g stroke="#c92a2a" strokeWidth={3} strokeLinecap="round">
      <path d={`M${x - size / 2},${y - size / 2} L${x + size / 2},${y + size / 2} M${x + size / 2},${y - size / 2} L${x - size / 2},${y + size / 2}`} />
    </g>
  );
}

/** A tick for "allowed" or "done". */
export function Tick({ x, y, size = 12 }: { x: number; y: number; size?: number }) {
  return <path d={`M${x - size / 2},${y} L${x - size / 8},${y + size / 2.6} L${x + size / 2},${y - size / 2.4}`} stroke="#2b8a3e" strokeWidth={3} fill="none" strokeLinecap="round" strokeLinejoin="round" />;
}
