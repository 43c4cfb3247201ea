/**
 * Quinn's decorations, each drawn in a 100x100 box standing on its base line (y = 96). The kinds
 * and prices come from the server (api/gardens/, the QUA entry); an unknown kind shows a pebble.
 */
import type { ReactNode } from "react";

const ART: Readonly<Record<string, ReactNode>> = {
  seagrass: (
    <g fill="none" strokeLinecap="round" strokeWidth="6">
      <path d="M30 96 Q20 70 32 50 Q42 30 30 12" stroke="#3fae6a" />
      <path d="M50 96 Q60 66 48 44 Q40 26 54 8" stroke="#2f9e5a" />
      <path d="M70 96 Q78 76 68 58 Q60 42 72 26" stroke="#56c27c" />
    </g>
  ),
  scallop: (
    <g>
      <path d="M50 96 L14 60 Q18 30 50 28 Q82 30 86 60 Z" fill="#ffb4a2" stroke="#b5523b" strokeWidth="3" strokeLinejoin="round" />
      {[24, 37, 50, 63, 76].map((x) => (
        <path key={x} d={`M50 94 L${x} 36`} stroke="#e07a5f" strokeWidth="3" />
      ))}
    </g>
  ),
  coral: (
    <g fill="none" stroke="#ff6f91" strokeWidth="8" strokeLinecap="round">
      <path d="M50 96 L50 40 M50 70 L26 46 L24 24 M26 46 L14 40 M50 58 L74 36 L76 16 M74 36 L88 32 M50 40 L44 18" />
    </g>
  ),
  kelp: (
    <g>
      <path d="M40 96 Q24 60 42 32 Q54 12 42 0" fill="none" stroke="#2d8a4e" strokeWidth="7" strokeLinecap="round" />
      <path d="M62 96 Q78 62 60 36 Q50 18 64 4" fill="none" stroke="#3aa85f" strokeWidth="7" strokeLinecap="round" />
      {[20, 44, 68].map((y) => (
        <ellipse key={y} cx={y % 2 ? 52 : 48} cy={y} rx="12" ry="5" fill="#5cc37f" transform={`rotate(-25 50 ${y})`} />
      ))}
    </g>
  ),
  rock: (
    <g>
      <path d="M8 96 Q10 40 50 34 Q90 40 92 96 L70 96 Q68 66 50 64 Q32 66 30 96 Z" fill="#8d99ae" stroke="#4a5568" strokeWidth="3" strokeLinejoin="round" />
      <circle cx="30" cy="54" r="5" fill="#a8b3c4" />
      <circle cx="70" cy="50" r="4" fill="#a8b3c4" />
    </g>
  ),
  clownfish: (
    <g className="qua-swimmer">
      <path d="M22 46 L8 34 L10 60 Z" fill="#ff7b00" stroke="#1b1b2f" strokeWidth="2.5" strokeLinejoin="round" />
      <ellipse cx="50" cy="46" rx="30" ry="18" fill="#ff7b00" stroke="#1b1b2f" strokeWidth="2.5" />
      <path d="M38 29 Q34 46 38 63 M58 29 Q54 46 58 63" stroke="#fff" strokeWidth="7" fill="none" />
      <circle cx="70" cy="42" r="4" fill="#1b1b2f" />
    </g>
  ),
  angelfish: (
    <g className="qua-swimmer">
      <path d="M50 8 L62 44 L50 84 L30 44 Z" fill="#ffd166" stroke="#7a5c00" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M30 44 L14 32 L16 58 Z" fill="#f4a261" stroke="#7a5c00" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M44 20 L44 70 M54 24 L54 66" stroke="#4361ee" strokeWidth="4" />
      <circle cx="57" cy="40" r="3.5" fill="#1b1b2f" />
    </g>
  ),
  chest: (
    <g>
      <rect x="14" y="52" width="72" height="44" rx="4" fill="#9c6644" stroke="#4a2c17" strokeWidth="3" />
      <path d="M14 54 Q14 28 50 28 Q86 28 86 54 Z" fill="#b07d56" stroke="#4a2c17" strokeWidth="3" />
      <path d="M20 44 Q50 20 80 44" fill="none" stroke="#ffd23f" strokeWidth="4" />
      <rect x="44" y="50" width="12" height="16" rx="2" fill="#ffd23f" stroke="#4a2c17" strokeWidth="2" />
      <circle cx="30" cy="40" r="4" fill="#ffd23f" />
      <circle cx="68" cy="38" r="3" fill="#e9f5ff" />
    </g>
  ),
  turtle: (
    <g className="qua-swimmer">
      <path d="M26 60 L12 74 M74 60 L88 74 M30 36 L14 26 M70 36 L86 26" stroke="#4f9d69" strokeWidth="9" strokeLinecap="round" />
      <ellipse cx="50" cy="48" rx="30" ry="22" fill="#6a994e" stroke="#2d4a22" strokeWidth="3" />
      <path d="M50 28 L62 40 L58 58 L42 58 L38 40 Z" fill="#a7c957" stroke="#2d4a22" strokeWidth="2" />
      <circle cx="50" cy="18" r="10" fill="#4f9d69" stroke="#2d4a22" strokeWidth="3" />
      <circle cx="46" cy="15" r="2" fill="#1b1b2f" />
      <circle cx="54" cy="15" r="2" fill="#1b1b2f" />
    </g>
  ),
  castle: (
    <g>
      <path d="M10 96 L10 44 L18 44 L18 36 L26 36 L26 44 L34 44 L34 36 L42 36 L42 44 L42 20 L50 8 L58 20 L58 44 L66 36 L74 36 L74 44 L82 36 L90 36 L90 96 Z" fill="#f4d58d" stroke="#9a6b2f" strokeWidth="3" strokeLinejoin="round" />
      <path d="M40 96 L40 76 Q50 64 60 76 L60 96 Z" fill="#7a4e24" />
      <rect x="20" y="56" width="8" height="12" rx="4" fill="#7a4e24" />
      <rect x="72" y="56" width="8" height="12" rx="4" fill="#7a4e24" />
      <path d="M50 8 L50 0 L62 4 L50 8" fill="#e63946" />
    </g>
  ),
};

export function DecorationArt({ kind }: { kind: string }) {
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true" focusable="false">
      {ART[kind] ?? <ellipse cx="50" cy="86" rx="24" ry="10" fill="#8d99ae" />}
    </svg>
  );
}
