/**
 * The sea creatures, drawn in a 100x100 box: each differs by shape as well as colour (a fish, a
 * crab, a starfish, a shell, an octopus, a seahorse), so no one needs colour to tell them apart.
 */
import type { ReactNode } from "react";
import { BOMB_KIND, type Tile } from "./rules.ts";

export const KIND_COLOURS = ["#ff8c1a", "#e63946", "#ffd23f", "#ff8fab", "#9b5de5", "#2ec4b6"] as const;

const EYE = (x: number, y: number, r = 5) => (
  <g>
    <circle cx={x} cy={y} r={r} fill="#fff" />
    <circle cx={x + r * 0.25} cy={y} r={r * 0.55} fill="#1b1b2f" />
  </g>
);

const ART: readonly ReactNode[] = [
  // Fish: an oval body, a forked tail, a fin and stripes.
  <g key="fish">
    <path d="M16 50 L4 32 L6 68 Z" fill="#e0700a" stroke="#8a3f00" strokeWidth="3" strokeLinejoin="round" />
    <ellipse cx="52" cy="50" rx="38" ry="25" fill="#ff8c1a" stroke="#8a3f00" strokeWidth="3" />
    <path d="M46 26 Q56 12 70 28" fill="#e0700a" stroke="#8a3f00" strokeWidth="3" />
    <path d="M40 28 Q34 50 40 72 M56 26 Q50 50 56 74" fill="none" stroke="#fff" strokeWidth="6" opacity=".85" />
    {EYE(74, 44, 7)}
    <path d="M84 58 Q80 62 75 60" fill="none" stroke="#8a3f00" strokeWidth="3" strokeLinecap="round" />
  </g>,
  // Crab: a wide shell, two big claws, legs and eyes on stalks.
  <g key="crab">
    <path d="M18 62 L6 74 M22 68 L12 82 M82 62 L94 74 M78 68 L88 82" stroke="#a4161a" strokeWidth="5" strokeLinecap="round" />
    <path d="M22 40 Q8 20 20 12 Q30 16 26 26 Q34 22 32 34 Z M78 40 Q92 20 80 12 Q70 16 74 26 Q66 22 68 34 Z" fill="#e63946" stroke="#7a0c10" strokeWidth="3" strokeLinejoin="round" />
    <ellipse cx="50" cy="58" rx="34" ry="22" fill="#e63946" stroke="#7a0c10" strokeWidth="3" />
    <path d="M40 38 L40 28 M60 38 L60 28" stroke="#7a0c10" strokeWidth="3" />
    {EYE(40, 26, 6)}
    {EYE(60, 26, 6)}
    <path d="M40 64 Q50 72 60 64" fill="none" stroke="#7a0c10" strokeWidth="3" strokeLinecap="round" />
  </g>,
  // Starfish: five rounded arms with dots.
  <g key="star">
    <path
      d="M50 6 Q56 30 60 36 Q84 34 94 40 Q76 54 70 60 Q78 84 76 94 Q58 80 50 76 Q42 80 24 94 Q22 84 30 60 Q24 54 6 40 Q16 34 40 36 Q44 30 50 6 Z"
      fill="#ffd23f"
      stroke="#9a6b00"
      strokeWidth="3"
      strokeLinejoin="round"
    />
    {[
      [50, 24],
      [76, 44],
      [66, 76],
      [34, 76],
      [24, 44],
    ].map(([x, y]) => (
      <circle key={`${x}-${y}`} cx={x} cy={y} r="3.5" fill="#f08c00" />
    ))}
    <circle cx="43" cy="50" r="3" fill="#1b1b2f" />
    <circle cx="57" cy="50" r="3" fill="#1b1b2f" />
    <path d="M44 60 Q50 65 56 60" fill="none" stroke="#1b1b2f" strokeWidth="3" strokeLinecap="round" />
  </g>,
  // Shell: a scallop fan with ridges and a hinge.
  <g key="shell">
    <path d="M50 88 L10 44 Q14 12 50 10 Q86 12 90 44 Z" fill="#ff8fab" stroke="#a23b5c" strokeWidth="3" strokeLinejoin="round" />
    {[18, 32, 50, 68, 82].map((x) => (
      <path key={x} d={`M50 86 L${x} ${x === 50 ? 14 : x < 50 ? 26 + (x - 18) / 3 : 26 + (82 - x) / 3}`} stroke="#c9536f" strokeWidth="3" />
    ))}
    <path d="M38 82 L62 82 L58 94 L42 94 Z" fill="#ff6b93" stroke="#a23b5c" strokeWidth="3" strokeLinejoin="round" />
  </g>,
  // Octopus: a round head and eight wavy arms.
  <g key="octopus">
    {[14, 26, 38, 50, 62, 74, 86].map((x, index) => (
      <path key={x} d={`M${x} 58 Q${x + (index % 2 ? 8 : -8)} 76 ${x} 92`} fill="none" stroke="#7b3fc4" strokeWidth="8" strokeLinecap="round" />
    ))}
    <path d="M14 62 Q10 8 50 8 Q90 8 86 62 Z" fill="#9b5de5" stroke="#4b1d84" strokeWidth="3" strokeLinejoin="round" />
    <circle cx="34" cy="26" r="5" fill="#c39bf2" />
    {EYE(38, 44, 7)}
    {EYE(62, 44, 7)}
  </g>,
  // Seahorse: a curled tail, a long snout and a fin.
  <g key="seahorse">
    <path
      d="M56 10 Q78 10 80 28 L94 32 L80 40 Q74 52 66 58 Q58 70 64 80 Q68 92 54 92 Q42 90 46 80 Q52 78 52 84 Q56 84 54 76 Q46 64 48 50 Q40 40 44 24 Q48 12 56 10 Z"
      fill="#2ec4b6"
      stroke="#0b6e66"
      strokeWidth="3"
      strokeLinejoin="round"
    />
    <path d="M46 34 Q30 44 40 58" fill="#7ee0d6" stroke="#0b6e66" strokeWidth="3" />
    <path d="M58 10 L54 2 M64 11 L64 3" stroke="#0b6e66" strokeWidth="3" strokeLinecap="round" />
    {EYE(64, 24, 5)}
    <path d="M56 50 L66 52 M54 60 L62 64" stroke="#0b6e66" strokeWidth="2.5" />
  </g>,
];

/** A glowing pearl with every creature's colour: the colour bomb. */
function Bomb() {
  return (
    <g>
      <circle cx="50" cy="50" r="38" fill="#1d2f5e" stroke="#fff" strokeWidth="4" />
      {KIND_COLOURS.map((colour, index) => {
        const angle = (index / KIND_COLOURS.length) * Math.PI * 2;
        return <circle key={colour} cx={50 + Math.cos(angle) * 22} cy={50 + Math.sin(angle) * 22} r="8" fill={colour} stroke="#fff" strokeWidth="2" />;
      })}
      <circle cx="50" cy="50" r="9" fill="#fff" />
      <circle cx="38" cy="32" r="6" fill="#fff" opacity=".5" />
    </g>
  );
}

/** White stripes across (a row clearer) or down (a column clearer). */
function Stripes({ across }: { across: boolean }) {
  return (
    <g transform={across ? undefined : "rotate(90 50 50)"} opacity=".9">
      <rect x="2" y="30" width="96" height="8" rx="4" fill="#fff" stroke="#1b1b2f" strokeWidth="1.5" />
      <rect x="2" y="62" width="96" height="8" rx="4" fill="#fff" stroke="#1b1b2f" strokeWidth="1.5" />
      <path d="M2 50 L12 42 L12 58 Z M98 50 L88 42 L88 58 Z" fill="#fff" stroke="#1b1b2f" strokeWidth="1.5" />
    </g>
  );
}

export function CreatureArt({ kind }: { kind: number }) {
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true" focusable="false">
      {kind === BOMB_KIND ? <Bomb /> : ART[kind]}
    </svg>
  );
}

/** A tile: the creature, its stripes and its bubble. */
export function TileArt({ tile }: { tile: Tile }) {
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true" focusable="false">
      <g transform="translate(8 8) scale(.84)">{tile.kind === BOMB_KIND ? <Bomb /> : ART[tile.kind]}</g>
      {tile.special === "row" || tile.special === "col" ? <Stripes across={tile.special === "row"} /> : null}
      {tile.bubble ? (
        <g>
          <circle cx="50" cy="50" r="46" fill="rgba(190, 240, 255, .35)" stroke="#e8fbff" strokeWidth="4" />
          <path d="M22 36 Q28 20 44 16" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
        </g>
      ) : null}
    </svg>
  );
}

/** The Sand Dollar: a pale disc with a five-petal flower. */
export function SandDollarIcon({ size = 18 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" fill="#f3e2c0" stroke="#b08a4a" strokeWidth="1.5" />
      {[0, 72, 144, 216, 288].map((angle) => (
        <ellipse key={angle} cx="12" cy="7.2" rx="1.6" ry="3.4" fill="#c9a468" transform={`rotate(${angle} 12 12)`} />
      ))}
      <circle cx="12" cy="12" r="1.4" fill="#b08a4a" />
    </svg>
  );
}

export function HammerIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M4 7l6-4 3 3-2 2 9 9-3 3-9-9-2 2z" fill="currentColor" />
    </svg>
  );
}
