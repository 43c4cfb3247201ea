import type { ReactElement } from "react";
import { hashSeed } from "../engines/random.ts";

/** The relics a solved tablet gives up, one per puzzle. */
export const RELICS = ["Sun Amulet", "Jade Scarab", "Golden Idol"] as const;
export type RelicName = (typeof RELICS)[number];

export const relicOf = (puzzle: string): RelicName => RELICS[hashSeed(puzzle) % RELICS.length]!;

function SunAmulet() {
  return (
    <g>
      {Array.from({ length: 12 }, (_, ray) => (
        <path key={ray} d="M60 10 L66 30 L54 30 Z" fill="#f5c542" stroke="#8a5a12" strokeWidth="1.5" transform={`rotate(${ray * 30} 60 60)`} />
      ))}
      <circle cx="60" cy="60" r="28" fill="#f2b632" stroke="#8a5a12" strokeWidth="3" />
      <circle cx="60" cy="60" r="18" fill="#e8942a" stroke="#8a5a12" strokeWidth="2" />
      <circle cx="60" cy="60" r="7" fill="#2f8f83" stroke="#1d5c54" strokeWidth="2" />
      <path d="M44 52 q16 -10 32 0" fill="none" stroke="#8a5a12" strokeWidth="2" />
    </g>
  );
}

function JadeScarab() {
  return (
    <g>
      <path d="M36 44 l-14 -10 M36 60 l-18 0 M36 76 l-14 10 M84 44 l14 -10 M84 60 l18 0 M84 76 l14 10" stroke="#1d5c54" strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="60" cy="66" rx="26" ry="32" fill="#3aa58c" stroke="#1d5c54" strokeWidth="3" />
      <path d="M60 38 V98" stroke="#1d5c54" strokeWidth="3" />
      <ellipse cx="60" cy="34" rx="14" ry="10" fill="#2f8f83" stroke="#1d5c54" strokeWidth="3" />
      <circle cx="60" cy="16" r="9" fill="#f5c542" stroke="#8a5a12" strokeWidth="2" />
      <path d="M44 60 q6 -8 12 0 M64 60 q6 -8 12 0" fill="none" stroke="#a7e0cf" strokeWidth="2.5" />
    </g>
  );
}

function GoldenIdol() {
  return (
    <g>
      <rect x="34" y="92" width="52" height="14" rx="3" fill="#8a5a12" />
      <path d="M42 92 L46 58 H74 L78 92 Z" fill="#f2b632" stroke="#8a5a12" strokeWidth="3" />
      <circle cx="60" cy="40" r="22" fill="#f5c542" stroke="#8a5a12" strokeWidth="3" />
      <path d="M38 34 Q60 8 82 34" fill="#e8942a" stroke="#8a5a12" strokeWidth="3" />
      <circle cx="52" cy="42" r="3.5" fill="#2f8f83" />
      <circle cx="68" cy="42" r="3.5" fill="#2f8f83" />
      <path d="M52 52 q8 6 16 0" fill="none" stroke="#8a5a12" strokeWidth="2.5" />
      <path d="M48 70 h24 M50 80 h20" stroke="#8a5a12" strokeWidth="2" />
    </g>
  );
}

const ART: Readonly<Record<RelicName, () => ReactElement>> = { "Sun Amulet": SunAmulet, "Jade Scarab": JadeScarab, "Golden Idol": GoldenIdol };

/** The relic revealed on a win, glowing on its stone. */
export function Relic({ name }: { name: RelicName }) {
  const Art = ART[name];
  return (
    <figure className="sud-relic">
      <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
        <circle cx="60" cy="60" r="58" fill="#fff3c4" opacity="0.55" />
        <Art />
      </svg>
      <figcaption>You uncovered the {name}!</figcaption>
    </figure>
  );
}
