/**
 * Solitaire Gardens' plants, drawn as SVG on a 100 x 100 plot: every kind the garden sells
 * (api/gardens/ lists them with prices) has its own shape, so they differ by more than colour.
 */

const PETALS = [0, 45, 90, 135, 180, 225, 270, 315];

function Stem({ height = 46 }: { height?: number }) {
  return <path d={`M50 92V${92 - height}`} stroke="#3f7d2b" strokeWidth="4" strokeLinecap="round" />;
}

function Leaf({ x, y, flip = false }: { x: number; y: number; flip?: boolean }) {
  return <path d={`M${x} ${y}c${flip ? -14 : 14}-2 ${flip ? -18 : 18}-10 ${flip ? -20 : 20}-16c${flip ? 10 : -10} 0 ${flip ? 18 : -18} 6 ${flip ? 20 : -20} 16Z`} fill="#5a9b3a" />;
}

function Daisy() {
  return (
    <g>
      <Stem height={40} />
      <Leaf x={50} y={76} />
      {PETALS.map((angle) => (
        <ellipse key={angle} cx="50" cy="38" rx="6" ry="15" fill="#ffffff" stroke="#d8d8d8" transform={`rotate(${angle} 50 52) translate(0 0)`} />
      ))}
      <circle cx="50" cy="52" r="8" fill="#f2c230" />
    </g>
  );
}

function Tulip() {
  return (
    <g>
      <Stem height={42} />
      <Leaf x={50} y={80} flip />
      <path d="M34 40C34 58 66 58 66 40L58 48L50 32L42 48Z" fill="#e0434f" stroke="#a3212c" strokeWidth="2" />
    </g>
  );
}

function Sunflower() {
  return (
    <g>
      <Stem height={52} />
      <Leaf x={50} y={78} />
      <Leaf x={50} y={70} flip />
      {[0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330].map((angle) => (
        <ellipse key={angle} cx="50" cy="18" rx="5" ry="11" fill="#f5c518" transform={`rotate(${angle} 50 32)`} />
      ))}
      <circle cx="50" cy="32" r="10" fill="#6b3e1b" />
    </g>
  );
}

function Lavender() {
  return (
    <g>
      {[36, 50, 64].map((x, index) => (
        <g key={x}>
          <path d={`M50 92L${x} ${34 + index * 4}`} stroke="#4f8a3a" strokeWidth="3" />
          {[0, 1, 2, 3, 4].map((step) => (
            <ellipse key={step} cx={x + (50 - x) * step * 0.08} cy={30 + index * 4 + step * 7} rx="4" ry="5" fill="#8e6cc9" />
          ))}
        </g>
      ))}
    </g>
  );
}

function Rose() {
  return (
    <g>
      <ellipse cx="50" cy="64" rx="30" ry="24" fill="#3f7d2b" />
      {[
        [36, 54],
        [58, 48],
        [52, 70],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="9" fill="#c2185b" />
          <path d={`M${x! - 4} ${y}a4 4 0 1 1 8 0`} fill="none" stroke="#7d0f3a" strokeWidth="2" />
        </g>
      ))}
    </g>
  );
}

function Hedge() {
  return (
    <g>
      <rect x="12" y="40" width="76" height="50" rx="18" fill="#2f6d3a" />
      <path d="M20 50c8-8 16-8 22 0c6-8 14-8 20 0c6-8 14-8 20 0" fill="none" stroke="#4d9a4a" strokeWidth="4" strokeLinecap="round" />
      <path d="M22 70c8-6 14-6 20 0c6-6 14-6 20 0c6-6 12-6 18 0" fill="none" stroke="#4d9a4a" strokeWidth="4" strokeLinecap="round" />
    </g>
  );
}

function Tree({ crown, fruit }: { crown: string; fruit?: string }) {
  return (
    <g>
      <path d="M44 94L46 58H54L56 94Z" fill="#7a4e2a" />
      <circle cx="50" cy="38" r="28" fill={crown} />
      <circle cx="32" cy="50" r="16" fill={crown} />
      <circle cx="68" cy="50" r="16" fill={crown} />
      {fruit
        ? [
            [38, 32],
            [60, 28],
            [50, 48],
            [30, 52],
            [70, 52],
          ].map(([x, y]) => <circle key={`${x}-${y}`} cx={x} cy={y} r="4.5" fill={fruit} />)
        : null}
    </g>
  );
}

function Oak() {
  return (
    <g>
      <path d="M42 96L45 56H55L58 96Z" fill="#6b4226" />
      <ellipse cx="50" cy="36" rx="40" ry="28" fill="#3b7a2a" />
      <ellipse cx="34" cy="44" rx="18" ry="14" fill="#2f6a22" />
      <ellipse cx="66" cy="30" rx="18" ry="14" fill="#4a8c34" />
    </g>
  );
}

const ART: Record<string, () => React.JSX.Element> = {
  daisy: Daisy,
  tulip: Tulip,
  sunflower: Sunflower,
  lavender: Lavender,
  rose: Rose,
  hedge: Hedge,
  apple: () => <Tree crown="#4d9a3a" fruit="#d63a2f" />,
  cherry: () => <Tree crown="#f4a6c1" fruit="#ffffff" />,
  oak: Oak,
};

/** A plant by its kind; an unknown kind (a newer server) shows as a seedling. */
export function PlantArt({ kind }: { kind: string }) {
  const Art = ART[kind];
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {Art ? <Art /> : <Stem height={20} />}
    </svg>
  );
}

/** The Seeds icon: a little packet with a sprout. */
export function SeedIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 21V12" stroke="#5a9b3a" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M12 13C12 8 8 6 4 6c0 4 3 7 8 7Z" fill="#7cc25a" />
      <path d="M12 12c0-4 3-7 8-7 0 4-3 7-8 7Z" fill="#5a9b3a" />
      <ellipse cx="12" cy="21" rx="6" ry="2" fill="#8a5a33" />
    </svg>
  );
}
