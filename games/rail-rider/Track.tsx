/** Rail Rider's art, in cell units: track pieces, stations, rocks and the train. */

const RAIL = "#5b4636";
const SLEEPER = "#8a6a43";

/** The centre of a cell side: 0 north, 1 east, 2 south, 3 west. */
const SIDE: readonly (readonly [number, number])[] = [
  [0.5, 0],
  [1, 0.5],
  [0.5, 1],
  [0, 0.5],
];

/** Track joining the given sides of a cell (one side: a buffer stop in the middle). */
export function Rails({ openings, lit = false }: { openings: readonly number[]; lit?: boolean }) {
  const rail = lit ? "#f2c14e" : RAIL;
  if (openings.length === 1) {
    const [x, y] = SIDE[openings[0]!]!;
    return (
      <g>
        <RailPair from={[x, y]} to={[0.5, 0.5]} rail={rail} />
        <rect x={0.32} y={0.32} width={0.36} height={0.36} rx={0.05} fill="#b23a2e" stroke="#3b2417" strokeWidth={0.03} />
      </g>
    );
  }
  const [a, b] = [openings[0]!, openings[1]!];
  if ((a + 2) % 4 === b) return <RailPair from={SIDE[a]!} to={SIDE[b]!} rail={rail} />;
  // A curve: quarter circles about the corner the two sides share.
  const cx = a === 1 || b === 1 ? 1 : 0;
  const cy = a === 2 || b === 2 ? 1 : 0;
  const arc = (radius: number) => {
    const start = [cx === 1 ? 1 - radius : radius, cy] as const;
    const end = [cx, cy === 1 ? 1 - radius : radius] as const;
    return `M${start[0]} ${start[1]}A${radius} ${radius} 0 0 ${cx === cy ? 1 : 0} ${end[0]} ${end[1]}`;
  };
  return (
    <g fill="none">
      {[0.2, 0.35, 0.5, 0.65, 0.8].map((angle) => {
        const t = (angle * Math.PI) / 2;
        const dx = cx === 1 ? -1 : 1;
        const dy = cy === 1 ? -1 : 1;
        return (
          <line
            key={angle}
            x1={cx + dx * 0.3 * Math.cos(t)}
            y1={cy + dy * 0.3 * Math.sin(t)}
            x2={cx + dx * 0.7 * Math.cos(t)}
            y2={cy + dy * 0.7 * Math.sin(t)}
            stroke={SLEEPER}
            strokeWidth={0.08}
          />
        );
      })}
      <path d={arc(0.36)} stroke={rail} strokeWidth={0.06} />
      <path d={arc(0.64)} stroke={rail} strokeWidth={0.06} />
    </g>
  );
}

function RailPair({ from, to, rail }: { from: readonly [number, number]; to: readonly [number, number]; rail: string }) {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const length = Math.hypot(x2 - x1, y2 - y1);
  // Unit normal to the track, for the two rails and the sleepers.
  const nx = (y1 - y2) / length;
  const ny = (x2 - x1) / length;
  const sleepers = Math.max(2, Math.round(length * 4));
  return (
    <g>
      {Array.from({ length: sleepers }, (_, index) => {
        const t = (index + 0.5) / sleepers;
        const x = x1 + (x2 - x1) * t;
        const y = y1 + (y2 - y1) * t;
        return <line key={index} x1={x - nx * 0.2} y1={y - ny * 0.2} x2={x + nx * 0.2} y2={y + ny * 0.2} stroke={SLEEPER} strokeWidth={0.08} />;
      })}
      <line x1={x1 - nx * 0.14} y1={y1 - ny * 0.14} x2={x2 - nx * 0.14} y2={y2 - ny * 0.14} stroke={rail} strokeWidth={0.06} />
      <line x1={x1 + nx * 0.14} y1={y1 + ny * 0.14} x2={x2 + nx * 0.14} y2={y2 + ny * 0.14} stroke={rail} strokeWidth={0.06} />
    </g>
  );
}

/** A station: a stone platform with a little red-roofed house (its name is on a StationSign over the board). */
export function StationArt({ depot }: { depot: boolean }) {
  return (
    <g>
      <rect x={0.04} y={0.04} width={0.92} height={0.92} rx={0.1} fill={depot ? "#e9d8a6" : "#d8d2c4"} stroke="#6b6256" strokeWidth={0.03} />
      <g transform="translate(0.62 0.06)">
        <rect x={0} y={0.12} width={0.3} height={0.2} fill="#f4ead2" stroke="#3b2417" strokeWidth={0.02} />
        <path d="M-0.03 0.13L0.15 0L0.33 0.13Z" fill="#b23a2e" stroke="#3b2417" strokeWidth={0.02} />
      </g>
    </g>
  );
}

/**
 * A station's name board over the top edge of its cell (the bottom edge on the first row), kept
 * inside the yard; drawn above the tiles, and never in the way of a tap.
 */
export function StationSign({ name, x, y, yardWidth }: { name: string; x: number; y: number; yardWidth: number }) {
  const width = 0.2 + name.length * 0.15;
  const centre = Math.min(yardWidth - width / 2, Math.max(width / 2, x + 0.5));
  return (
    <g className="rr-sign" transform={`translate(${centre} ${y === 0 ? y + 0.82 : y + 0.02})`} pointerEvents="none" aria-hidden="true">
      <rect x={-width / 2} y={-0.16} width={width} height={0.32} rx={0.08} fill="#fdf6e3" stroke="#3b2417" strokeWidth={0.03} />
      <text y={0.08} textAnchor="middle" fontSize={0.24} fontWeight={700} fontFamily="Georgia, serif" fill="#2f3b24">
        {name}
      </text>
    </g>
  );
}

export function Rock() {
  return (
    <g>
      <ellipse cx={0.5} cy={0.62} rx={0.36} ry={0.24} fill="#7d7f7a" stroke="#4a4b47" strokeWidth={0.03} />
      <ellipse cx={0.38} cy={0.5} rx={0.2} ry={0.16} fill="#9a9c96" stroke="#4a4b47" strokeWidth={0.03} />
      <path d="M0.3 0.46Q0.38 0.4 0.46 0.44" stroke="#c9cbc4" strokeWidth={0.03} fill="none" />
    </g>
  );
}

/** The train, pointing east, centred on (0, 0). */
export function Train() {
  return (
    <g>
      <rect x={-0.36} y={-0.2} width={0.56} height={0.4} rx={0.06} fill="#c0392b" stroke="#3b2417" strokeWidth={0.03} />
      <rect x={-0.3} y={-0.14} width={0.2} height={0.28} rx={0.03} fill="#fdf0c8" />
      <rect x={0.2} y={-0.12} width={0.16} height={0.24} rx={0.05} fill="#2c3e50" />
      <circle cx={0.1} cy={0} r={0.07} fill="#f2c14e" stroke="#3b2417" strokeWidth={0.02} />
    </g>
  );
}
