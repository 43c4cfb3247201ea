import type { ReactNode } from "react";

/**
 * The 24 card pictures, drawn on a 100x100 grid in the game's night-sky colours. Each differs by
 * shape as well as colour, so pairs are told apart without colour vision.
 */
const INK = "#2a2560";
const GOLD = "#f6c945";
const VIOLET = "#7b6cf6";
const TEAL = "#35c4c0";
const CORAL = "#ff7a6b";
const PINK = "#ff9ad5";
const SKY = "#5aa9ff";
const CREAM = "#fff6d8";
const GREY = "#b9b4d6";

/** A crescent moon on the 100x100 grid, its horns to the right. */
const CRESCENT = "M44.4 20 A32 32 0 1 0 74.9 65.8 A28 28 0 0 1 44.4 20 Z";

/** A five-pointed star centred at (x, y) with outer radius r. */
function starPoints(x: number, y: number, r: number, inner = 0.45): string {
  return Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? r : r * inner;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(" ");
}

/** Stars joined by lines: a constellation. */
function constellation(points: [number, number][], lines: [number, number][]): ReactNode {
  return (
    <g>
      {lines.map(([from, to]) => (
        <line key={`${from}-${to}`} x1={points[from]![0]} y1={points[from]![1]} x2={points[to]![0]} y2={points[to]![1]} stroke={VIOLET} strokeWidth="2.5" strokeLinecap="round" />
      ))}
      {points.map(([x, y]) => (
        <polygon key={`${x},${y}`} points={starPoints(x, y, 7)} fill={GOLD} stroke={INK} strokeWidth="1.2" />
      ))}
    </g>
  );
}

export interface Face {
  name: string;
  art: ReactNode;
}

export const FACES: readonly Face[] = [
  {
    name: "Ringed planet",
    art: (
      <g>
        <circle cx="50" cy="50" r="22" fill={GOLD} stroke={INK} strokeWidth="2.5" />
        <path d="M30 44 q20 6 40 0" fill="none" stroke={CORAL} strokeWidth="3" />
        <ellipse cx="50" cy="52" rx="40" ry="11" fill="none" stroke={VIOLET} strokeWidth="5" transform="rotate(-18 50 52)" />
        <path d="M28 45 a22 22 0 0 1 44 0" fill={GOLD} stroke={INK} strokeWidth="2.5" transform="rotate(-18 50 52)" />
      </g>
    ),
  },
  {
    name: "Blue planet",
    art: (
      <g>
        <circle cx="50" cy="50" r="30" fill={SKY} stroke={INK} strokeWidth="2.5" />
        <path d="M32 36 q8 -6 14 0 q4 8 -4 12 q-8 2 -10 -4z M54 56 q10 -6 16 2 q0 10 -10 12 q-8 -4 -6 -14z M52 26 q6 2 8 6 q-6 2 -8 -6z" fill="#4cc36b" stroke={INK} strokeWidth="1.5" />
        <path d="M30 66 q20 10 40 0" fill="none" stroke="#ffffff" strokeWidth="3" opacity="0.7" />
      </g>
    ),
  },
  {
    name: "Red planet",
    art: (
      <g>
        <circle cx="50" cy="50" r="30" fill={CORAL} stroke={INK} strokeWidth="2.5" />
        <circle cx="40" cy="40" r="6" fill="#d9534a" />
        <circle cx="60" cy="58" r="8" fill="#d9534a" />
        <circle cx="62" cy="36" r="4" fill="#d9534a" />
        <circle cx="38" cy="62" r="3.5" fill="#d9534a" />
        <path d="M22 48 q28 -4 56 4" fill="none" stroke="#ffd0c4" strokeWidth="3" opacity="0.8" />
      </g>
    ),
  },
  {
    name: "Crescent moon",
    art: (
      <g>
        <path d={CRESCENT} fill={GOLD} stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
        <polygon points={starPoints(72, 30, 8)} fill={GOLD} stroke={INK} strokeWidth="1.2" />
        <polygon points={starPoints(84, 48, 5)} fill={GOLD} stroke={INK} strokeWidth="1.2" />
      </g>
    ),
  },
  {
    name: "Full moon",
    art: (
      <g>
        <circle cx="50" cy="50" r="31" fill={CREAM} stroke={INK} strokeWidth="2.5" />
        <circle cx="38" cy="40" r="7" fill={GREY} stroke={INK} strokeWidth="1.5" />
        <circle cx="62" cy="44" r="5" fill={GREY} stroke={INK} strokeWidth="1.5" />
        <circle cx="52" cy="64" r="9" fill={GREY} stroke={INK} strokeWidth="1.5" />
        <circle cx="34" cy="60" r="3.5" fill={GREY} stroke={INK} strokeWidth="1.2" />
      </g>
    ),
  },
  {
    name: "Sun",
    art: (
      <g>
        {Array.from({ length: 12 }, (_, index) => (
          <polygon key={index} points="50,8 55,24 45,24" fill={CORAL} stroke={INK} strokeWidth="1.2" transform={`rotate(${index * 30} 50 50)`} />
        ))}
        <circle cx="50" cy="50" r="24" fill={GOLD} stroke={INK} strokeWidth="2.5" />
        <circle cx="42" cy="46" r="3" fill={INK} />
        <circle cx="58" cy="46" r="3" fill={INK} />
        <path d="M41 57 q9 8 18 0" fill="none" stroke={INK} strokeWidth="2.5" strokeLinecap="round" />
      </g>
    ),
  },
  {
    name: "Comet",
    art: (
      <g>
        <path d="M18 20 L70 60 L60 72 Z" fill={TEAL} opacity="0.45" />
        <path d="M12 34 L66 64 L62 70 Z" fill={SKY} opacity="0.5" />
        <path d="M32 12 L72 58 L66 64 Z" fill={VIOLET} opacity="0.45" />
        <circle cx="70" cy="66" r="13" fill={CREAM} stroke={INK} strokeWidth="2.5" />
        <circle cx="70" cy="66" r="6" fill={GOLD} />
      </g>
    ),
  },
  {
    name: "Shooting star",
    art: (
      <g>
        <path d="M10 80 Q40 60 58 44" fill="none" stroke={PINK} strokeWidth="6" strokeLinecap="round" />
        <path d="M16 90 Q44 70 62 52" fill="none" stroke={GOLD} strokeWidth="3" strokeLinecap="round" />
        <polygon points={starPoints(66, 36, 24)} fill={GOLD} stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
      </g>
    ),
  },
  {
    name: "Rocket",
    art: (
      <g transform="rotate(35 50 50)">
        <path d="M40 74 L50 94 L60 74 Z" fill={GOLD} stroke={INK} strokeWidth="2" />
        <path d="M50 8 C66 22 66 54 62 74 L38 74 C34 54 34 22 50 8 Z" fill="#f4f1ff" stroke={INK} strokeWidth="2.5" />
        <path d="M38 58 L26 76 L38 72 Z M62 58 L74 76 L62 72 Z" fill={CORAL} stroke={INK} strokeWidth="2" />
        <circle cx="50" cy="38" r="8" fill={SKY} stroke={INK} strokeWidth="2.5" />
        <path d="M42 18 q8 -6 16 0" fill="none" stroke={CORAL} strokeWidth="4" />
      </g>
    ),
  },
  {
    name: "Telescope",
    art: (
      <g>
        <path d="M50 58 L34 90 M50 58 L66 90 M50 58 L50 90" stroke={INK} strokeWidth="3.5" strokeLinecap="round" />
        <g transform="rotate(-30 50 50)">
          <rect x="14" y="42" width="62" height="16" rx="3" fill={VIOLET} stroke={INK} strokeWidth="2.5" />
          <rect x="74" y="38" width="12" height="24" rx="2" fill={GOLD} stroke={INK} strokeWidth="2.5" />
          <rect x="6" y="45" width="10" height="10" rx="2" fill={GOLD} stroke={INK} strokeWidth="2" />
        </g>
        <polygon points={starPoints(82, 14, 7)} fill={GOLD} stroke={INK} strokeWidth="1.2" />
      </g>
    ),
  },
  {
    name: "Satellite",
    art: (
      <g transform="rotate(-25 50 50)">
        <rect x="6" y="40" width="28" height="20" fill={SKY} stroke={INK} strokeWidth="2" />
        <rect x="66" y="40" width="28" height="20" fill={SKY} stroke={INK} strokeWidth="2" />
        <path d="M15 40 v20 M25 40 v20 M75 40 v20 M85 40 v20" stroke={INK} strokeWidth="1.5" />
        <rect x="38" y="36" width="24" height="28" rx="3" fill={GREY} stroke={INK} strokeWidth="2.5" />
        <path d="M34 50 h4 M62 50 h4" stroke={INK} strokeWidth="3" />
        <path d="M50 36 v-10" stroke={INK} strokeWidth="2.5" />
        <circle cx="50" cy="24" r="4" fill={CORAL} stroke={INK} strokeWidth="2" />
      </g>
    ),
  },
  {
    name: "Flying saucer",
    art: (
      <g>
        <path d="M36 70 L26 92 M64 70 L74 92" stroke={GOLD} strokeWidth="3" opacity="0.8" />
        <path d="M34 46 a16 16 0 0 1 32 0 z" fill={TEAL} stroke={INK} strokeWidth="2.5" />
        <ellipse cx="50" cy="56" rx="40" ry="13" fill={GREY} stroke={INK} strokeWidth="2.5" />
        <circle cx="30" cy="57" r="3.5" fill={GOLD} />
        <circle cx="50" cy="60" r="3.5" fill={CORAL} />
        <circle cx="70" cy="57" r="3.5" fill={GOLD} />
      </g>
    ),
  },
  {
    name: "Astronaut helmet",
    art: (
      <g>
        <path d="M22 84 q28 -14 56 0 v8 h-56z" fill={GREY} stroke={INK} strokeWidth="2.5" />
        <circle cx="50" cy="46" r="32" fill="#f4f1ff" stroke={INK} strokeWidth="2.5" />
        <rect x="28" y="32" width="44" height="30" rx="14" fill={INK} />
        <path d="M36 40 q6 -4 12 -2" fill="none" stroke={SKY} strokeWidth="3.5" strokeLinecap="round" />
        <circle cx="62" cy="52" r="3" fill={PINK} />
      </g>
    ),
  },
  {
    name: "Big Dipper",
    art: constellation(
      [
        [12, 30],
        [28, 34],
        [42, 44],
        [54, 54],
        [58, 76],
        [84, 78],
        [86, 56],
      ],
      [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 5],
        [5, 6],
        [6, 3],
      ],
    ),
  },
  {
    name: "Orion",
    art: constellation(
      [
        [30, 14],
        [70, 18],
        [42, 50],
        [50, 48],
        [58, 46],
        [28, 86],
        [74, 84],
      ],
      [
        [0, 2],
        [1, 4],
        [2, 3],
        [3, 4],
        [2, 5],
        [4, 6],
      ],
    ),
  },
  {
    name: "Cassiopeia",
    art: constellation(
      [
        [10, 36],
        [30, 66],
        [50, 40],
        [70, 68],
        [90, 34],
      ],
      [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
      ],
    ),
  },
  {
    name: "Spiral galaxy",
    art: (
      <g>
        <path d="M50 50 c0 -10 14 -12 18 -2 c6 14 -10 28 -24 22 c-20 -8 -16 -36 4 -40 c22 -4 40 14 34 36" fill="none" stroke={VIOLET} strokeWidth="6" strokeLinecap="round" />
        <path d="M50 50 c0 10 -14 12 -18 2 c-6 -14 10 -28 24 -22 c20 8 16 36 -4 40 c-22 4 -40 -14 -34 -36" fill="none" stroke={PINK} strokeWidth="6" strokeLinecap="round" />
        <circle cx="50" cy="50" r="8" fill={CREAM} stroke={INK} strokeWidth="2" />
      </g>
    ),
  },
  {
    name: "Nebula",
    art: (
      <g>
        <path d="M20 62 c-10 -14 4 -30 18 -24 c2 -16 26 -20 32 -4 c14 -4 24 14 12 24 c8 12 -6 24 -18 18 c-6 12 -28 10 -30 -2 c-12 2 -20 -4 -14 -12z" fill={PINK} stroke={INK} strokeWidth="2.5" />
        <path d="M34 58 c-4 -8 4 -14 12 -10 c4 -8 16 -6 16 4 c8 0 10 10 2 12 c-2 8 -14 8 -16 2 c-8 2 -14 -2 -14 -8z" fill={VIOLET} />
        <polygon points={starPoints(50, 54, 8)} fill={CREAM} />
        <polygon points={starPoints(80, 22, 5)} fill={GOLD} stroke={INK} strokeWidth="1" />
      </g>
    ),
  },
  {
    name: "Black hole",
    art: (
      <g>
        <ellipse cx="50" cy="50" rx="44" ry="16" fill={CORAL} stroke={INK} strokeWidth="2.5" />
        <ellipse cx="50" cy="50" rx="34" ry="10" fill={GOLD} />
        <circle cx="50" cy="50" r="18" fill={INK} stroke={GOLD} strokeWidth="3" />
        <path d="M16 50 a34 10 0 0 0 68 0" fill={CORAL} stroke={INK} strokeWidth="2.5" opacity="0.9" />
        <path d="M26 50 a24 6 0 0 0 48 0" fill={GOLD} />
        <path d="M32 50 a18 18 0 0 0 36 0z" fill={INK} />
      </g>
    ),
  },
  {
    name: "Bright star",
    art: (
      <g>
        <polygon points={starPoints(50, 52, 40)} fill={GOLD} stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
        <polygon points={starPoints(50, 52, 18)} fill={CREAM} />
      </g>
    ),
  },
  {
    name: "Asteroid",
    art: (
      <g>
        <path d="M22 40 L40 20 L66 22 L84 42 L78 70 L54 84 L28 76 L16 56 Z" fill={GREY} stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
        <circle cx="42" cy="42" r="8" fill="#8f89b5" stroke={INK} strokeWidth="1.5" />
        <circle cx="64" cy="58" r="6" fill="#8f89b5" stroke={INK} strokeWidth="1.5" />
        <circle cx="40" cy="66" r="4" fill="#8f89b5" stroke={INK} strokeWidth="1.2" />
        <circle cx="66" cy="34" r="3" fill="#8f89b5" stroke={INK} strokeWidth="1.2" />
      </g>
    ),
  },
  {
    name: "Observatory",
    art: (
      <g>
        <rect x="22" y="56" width="56" height="32" fill="#f4f1ff" stroke={INK} strokeWidth="2.5" />
        <path d="M18 58 a32 32 0 0 1 64 0z" fill={VIOLET} stroke={INK} strokeWidth="2.5" />
        <path d="M46 28 L54 28 L56 58 L44 58 Z" fill={INK} />
        <rect x="42" y="70" width="16" height="18" rx="2" fill={GOLD} stroke={INK} strokeWidth="2" />
        <polygon points={starPoints(80, 18, 7)} fill={GOLD} stroke={INK} strokeWidth="1.2" />
      </g>
    ),
  },
  {
    name: "Eclipse",
    art: (
      <g>
        {Array.from({ length: 16 }, (_, index) => (
          <path key={index} d="M50 10 L50 20" stroke={GOLD} strokeWidth="4" strokeLinecap="round" transform={`rotate(${index * 22.5} 50 50)`} />
        ))}
        <circle cx="50" cy="50" r="27" fill={GOLD} stroke={CORAL} strokeWidth="3" />
        <circle cx="54" cy="48" r="25" fill={INK} />
      </g>
    ),
  },
  {
    name: "Striped giant",
    art: (
      <g>
        <g clipPath="url(#sm-giant)">
          <rect x="10" y="10" width="80" height="80" fill={CREAM} />
          <rect x="10" y="26" width="80" height="8" fill="#e8a36b" />
          <rect x="10" y="42" width="80" height="10" fill="#c9774a" />
          <rect x="10" y="60" width="80" height="7" fill="#e8a36b" />
          <ellipse cx="62" cy="58" rx="9" ry="5" fill={CORAL} stroke={INK} strokeWidth="1.5" />
        </g>
        <circle cx="50" cy="50" r="32" fill="none" stroke={INK} strokeWidth="2.5" />
      </g>
    ),
  },
];

/** One card's picture, sized by its container. */
export function FaceArt({ face }: { face: number }) {
  const drawn = FACES[face];
  if (!drawn) return null;
  return (
    <svg className="sm-face-art" viewBox="4 4 92 92" role="img" aria-label={drawn.name}>
      {drawn.art}
    </svg>
  );
}

/** What the pictures share (the back's sky, the giant's outline), drawn once on the page, not once per card. */
export function ArtDefs() {
  return (
    <svg className="sm-defs" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="sm-back-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3b3489" />
          <stop offset="1" stopColor="#1b1745" />
        </linearGradient>
        <clipPath id="sm-giant">
          <circle cx="50" cy="50" r="32" />
        </clipPath>
      </defs>
    </svg>
  );
}

/** The back every card shares: a starry sky with a gold moon, framed. */
export function CardBack() {
  return (
    <svg className="sm-back-art" viewBox="0 0 100 140" aria-hidden="true" preserveAspectRatio="none">
      <rect x="0" y="0" width="100" height="140" fill="url(#sm-back-sky)" />
      <rect x="6" y="6" width="88" height="128" rx="8" fill="none" stroke={GOLD} strokeWidth="2" opacity="0.8" />
      <path d={CRESCENT} fill={GOLD} opacity="0.9" transform="translate(22 42) scale(0.56)" />
      {[
        [22, 24, 4],
        [78, 30, 5],
        [30, 110, 5],
        [74, 112, 4],
        [18, 70, 3],
        [84, 82, 3],
        [50, 22, 3],
      ].map(([x, y, r]) => (
        <polygon key={`${x},${y}`} points={starPoints(x!, y!, r!)} fill={CREAM} />
      ))}
    </svg>
  );
}
