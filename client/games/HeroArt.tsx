import { readableBehindWhite } from "./readableColor.ts";

/**
 * The home page hero's art, drawn here from the games' own colours: playing cards and a mahjong
 * tile on the left half, letter tiles and a puzzle piece on the right. Decorative only.
 */

const FALLBACK = ["#2f6fb0", "#c49a1c", "#b5483b", "#1d9bc4", "#d4a017", "#3b6fd4"];

/** The i-th colour, cycling, so any number of games (even none) gives a full palette. */
const pick = (colors: readonly string[], index: number) => {
  const palette = colors.length > 0 ? colors : FALLBACK;
  return palette[index % palette.length]!;
};

function Card({ x, y, rotate, suit, rank, red }: { x: number; y: number; rotate: number; suit: string; rank: string; red: boolean }) {
  const ink = red ? "#c8321f" : "#1f2a37";
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <rect x="-34" y="-48" width="68" height="96" rx="8" fill="#fff" stroke="#d5deea" strokeWidth="1.5" />
      <text x="-24" y="-26" fontSize="18" fontWeight="800" fill={ink} fontFamily="system-ui, sans-serif">
        {rank}
      </text>
      <text x="0" y="20" fontSize="40" textAnchor="middle" fill={ink} fontFamily="system-ui, sans-serif">
        {suit}
      </text>
    </g>
  );
}

function LeftArt({ colors }: { colors: readonly string[] }) {
  return (
    <svg viewBox="0 0 260 220" className="hero__art hero__art--left" aria-hidden="true" focusable="false">
      <circle cx="120" cy="118" r="92" fill={pick(colors, 0)} opacity=".9" />
      <circle cx="210" cy="40" r="22" fill={pick(colors, 1)} />
      <circle cx="30" cy="196" r="14" fill={pick(colors, 2)} />
      <g transform="translate(186 150) rotate(12)">
        <rect x="-30" y="-38" width="60" height="78" rx="8" fill="#cfc6b0" />
        <rect x="-30" y="-42" width="60" height="78" rx="8" fill="#fffaf0" stroke="#e6dcc4" strokeWidth="1.5" />
        <circle cx="0" cy="-3" r="16" fill="none" stroke={pick(colors, 2)} strokeWidth="5" />
        <circle cx="0" cy="-3" r="5" fill={pick(colors, 3)} />
      </g>
      <Card x={82} y={120} rotate={-18} suit="♠" rank="K" red={false} />
      <Card x={112} y={110} rotate={-4} suit="♦" rank="A" red />
      <Card x={142} y={112} rotate={12} suit="♥" rank="7" red />
    </svg>
  );
}

function RightArt({ colors }: { colors: readonly string[] }) {
  const letters = ["P", "L", "A", "Y"];
  return (
    <svg viewBox="0 0 260 220" className="hero__art hero__art--right" aria-hidden="true" focusable="false">
      <circle cx="140" cy="104" r="92" fill={pick(colors, 3)} opacity=".9" />
      <circle cx="40" cy="34" r="18" fill={pick(colors, 4)} />
      <circle cx="236" cy="190" r="16" fill={pick(colors, 5)} />
      {letters.map((letter, index) => (
        <g key={letter} transform={`translate(${46 + index * 46} ${66 + (index % 2) * 14})`}>
          <rect x="0" y="4" width="40" height="40" rx="7" fill="#000" opacity=".22" />
          <rect x="0" y="0" width="40" height="40" rx="7" fill={readableBehindWhite(pick(colors, index + 4), 3)} />
          <text x="20" y="28" textAnchor="middle" fontSize="23" fontWeight="800" fill="#fff" fontFamily="system-ui, sans-serif">
            {letter}
          </text>
        </g>
      ))}
      {/* A jigsaw piece: a square with a knob on two sides. */}
      <g transform="translate(96 134) rotate(-8)" fill="#fff" stroke="#d5deea" strokeWidth="1.5">
        <path d="M0 0h22a10 10 0 1 1 16 0h22v22a10 10 0 1 1 0 16v22H0z" />
      </g>
      <path d="M196 150l6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2z" fill="#ffc94a" />
    </svg>
  );
}

export function HeroArt({ side, colors }: { side: "left" | "right"; colors: readonly string[] }) {
  return side === "left" ? <LeftArt colors={colors} /> : <RightArt colors={colors} />;
}
