/**
 * The tile faces, drawn by us in SVG on a 40 x 52 face: dots, bamboo, characters with their
 * numeral, winds with their letter, the three dragons, flowers and seasons. Large shapes and a
 * corner index keep them readable on a phone. The colour-blind-safe set (tileLook.tsx) draws the
 * same shapes in blue, teal, vermilion and ink, which every kind of colour blindness tells apart,
 * and adds what colour alone said: an outline per suit and the suit's letter in the corner.
 */
import type { ReactElement } from "react";
import type { TileSet } from "./tileLook.tsx";
import { faceInfo, type Face, type Suit } from "./tiles.ts";

export const FACE_WIDTH = 40;
export const FACE_HEIGHT = 52;

const BLUE = "#1f5fa8";
const RED = "#c8283a";
const GREEN = "#23804c";
const INK = "#1d2a3a";
// Okabe and Ito's colour-blind-safe blue, bluish green and vermilion, darkened for contrast on ivory.
const SAFE_BLUE = "#0a5ca8";
const SAFE_TEAL = "#00705a";
const SAFE_VERMILION = "#c24a00";

/** The colours one set draws its faces in. */
interface Palette {
  /** The dots' colours in turn (the one of dots takes the last). */
  dots: readonly string[];
  stick: string;
  /** Every fourth stick, picked out. */
  stickAccent: string;
  /** Red on the traditional tiles: the bird's tail, the middle stick of five, the top one of seven. */
  stickRed: string;
  numeral: string;
  wan: string;
  /** Red, green and white dragon. */
  dragons: readonly [string, string, string];
}

const TRADITIONAL: Palette = { dots: [BLUE, GREEN, RED], stick: GREEN, stickAccent: BLUE, stickRed: RED, numeral: INK, wan: RED, dragons: [RED, GREEN, BLUE] };
// One colour per suit: nothing rests on red against green.
const COLOUR_SAFE: Palette = {
  dots: [SAFE_BLUE],
  stick: SAFE_TEAL,
  stickAccent: INK,
  stickRed: INK,
  numeral: INK,
  wan: SAFE_VERMILION,
  dragons: [SAFE_VERMILION, INK, SAFE_BLUE],
};

/** Where the dots (and bamboo sticks) sit for ranks 1-9, in a 40 x 52 face. */
const SPOTS: Record<number, [number, number][]> = {
  1: [[20, 27]],
  2: [[20, 15], [20, 39]],
  3: [[11, 13], [20, 27], [29, 41]],
  4: [[12, 16], [28, 16], [12, 38], [28, 38]],
  5: [[11, 13], [29, 13], [20, 27], [11, 41], [29, 41]],
  6: [[13, 12], [27, 12], [13, 27], [27, 27], [13, 42], [27, 42]],
  7: [[10, 11], [20, 16], [30, 21], [13, 32], [27, 32], [13, 44], [27, 44]],
  8: [[13, 9], [27, 9], [13, 21], [27, 21], [13, 33], [27, 33], [13, 45], [27, 45]],
  9: [[10, 12], [20, 12], [30, 12], [10, 27], [20, 27], [30, 27], [10, 42], [20, 42], [30, 42]],
};

function Dots({ rank, palette }: { rank: number; palette: Palette }) {
  const spots = SPOTS[rank]!;
  const radius = rank === 1 ? 12 : rank <= 4 ? 7 : rank <= 6 ? 6 : 5;
  return (
    <>
      {spots.map(([x, y], index) => {
        const colours = palette.dots;
        const colour = rank === 1 ? colours[colours.length - 1]! : colours[(index + rank) % colours.length]!;
        return (
          <g key={index}>
            <circle cx={x} cy={y} r={radius} fill="none" stroke={colour} strokeWidth={rank === 1 ? 3 : 2} />
            <circle cx={x} cy={y} r={radius * 0.45} fill={colour} />
          </g>
        );
      })}
    </>
  );
}

/** A bamboo stick: a stem swelling at its two joints, split by a middle joint, lit down one side. */
function Stick({ x, y, length, colour }: { x: number; y: number; length: number; colour: string }) {
  const top = y - length / 2;
  return (
    <g>
      <rect x={x - 2.5} y={top} width={5} height={length} rx={1.8} fill={colour} />
      <rect x={x - 3.1} y={top} width={6.2} height={1.8} rx={0.9} fill={colour} />
      <rect x={x - 3.1} y={top + length - 1.8} width={6.2} height={1.8} rx={0.9} fill={colour} />
      <path d={`M${x - 3} ${y}h6`} stroke="#fffaf0" strokeWidth={1.2} />
      {/* The light only on sticks long enough to show it; on short ones it would be specks. */}
      {length >= 13 ? <path d={`M${x - 0.9} ${top + 3}V${y - 1.5}M${x - 0.9} ${y + 1.5}V${top + length - 3}`} stroke="#fffaf0" strokeWidth={0.9} opacity={0.45} /> : null}
    </g>
  );
}

/** The seven of bamboo has one stick on top of two rows of three, as on real tiles. */
const SEVEN_STICKS: [number, number][] = [[20, 10], [11, 27], [20, 27], [29, 27], [11, 43], [20, 43], [29, 43]];

function Bamboo({ rank, palette }: { rank: number; palette: Palette }) {
  if (rank === 1) {
    // The one of bamboo is a bird, as on real tiles.
    return (
      <g>
        <ellipse cx={19} cy={30} rx={10} ry={7.5} fill={palette.stick} />
        <circle cx={27} cy={20} r={5} fill={palette.stick} />
        <path d="M31 20l6 1.5-6 1.5z" fill="#e39b20" />
        <circle cx={28} cy={19} r={1.2} fill="#fffaf0" />
        <path d="M10 30c-5-2-7 3-6 7 3-1 5-3 6-7z" fill={palette.stickRed} />
        <path d="M14 26c3 4 9 5 12 3" stroke="#fffaf0" strokeWidth={1.4} fill="none" />
        <path d="M17 37v6M22 37v6" stroke={INK} strokeWidth={1.4} />
      </g>
    );
  }
  const spots = rank === 7 ? SEVEN_STICKS : SPOTS[rank]!;
  const length = rank <= 3 ? 20 : rank <= 6 ? 13 : rank === 7 ? 12 : 10;
  const colour = (index: number) => ((rank === 5 && index === 2) || (rank === 7 && index === 0) ? palette.stickRed : index % 4 === 3 ? palette.stickAccent : palette.stick);
  return (
    <>
      {spots.map(([x, y], index) => (
        <Stick key={index} x={x} y={y} length={length} colour={colour(index)} />
      ))}
    </>
  );
}

/** Strokes for the numerals 1-9 of the character suit, in the style of brush marks. */
const NUMERAL_STROKES: Record<number, string> = {
  1: "M8 14h24",
  2: "M11 9h18M8 18h24",
  3: "M11 7h18M13 13h14M8 19h24",
  4: "M9 6h22v15H9zM16 6v8q0 3-3 4M24 6v8q0 3 3 4",
  5: "M9 6h22M19 6l-4 14M12 13h16v7M7 20h26",
  6: "M20 4v4M8 9h24M16 12l-6 9M24 12l6 9",
  7: "M7 10l26-4M18 3v14q0 4 5 4h9",
  8: "M17 5q-1 10-9 16M23 5q1 10 10 16",
  9: "M8 9h14v9q0 3 4 3h6M17 4v6q-2 8-9 11",
};

function Characters({ rank, palette }: { rank: number; palette: Palette }) {
  return (
    <g>
      <path d={NUMERAL_STROKES[rank]} transform="translate(0 3)" fill="none" stroke={palette.numeral} strokeWidth={2.8} strokeLinecap="round" strokeLinejoin="round" />
      {/* The "wan" (ten thousand) mark under the numeral, red on the traditional tiles. */}
      <g transform="translate(0 26)" fill="none" stroke={palette.wan} strokeWidth={2.2} strokeLinecap="round">
        <path d="M9 3h22M15 0v6M25 0v6M12 9h16v5H12zM20 9v5M10 23l5-6h12q-1 6-6 6M18 17q-2 5-8 6" />
      </g>
    </g>
  );
}

const WIND_LETTERS = ["E", "S", "W", "N"];

function Wind({ rank }: { rank: number }) {
  const rotation = [90, 180, 270, 0][rank - 1]!;
  return (
    <g>
      <g transform={`rotate(${rotation} 20 30)`} opacity={0.22}>
        <path d="M20 12l5 18h-10z" fill={BLUE} />
        <path d="M20 48l5-18h-10z" fill={INK} />
      </g>
      <text x={20} y={38} textAnchor="middle" fontSize={28} fontWeight={800} fontFamily="Georgia, 'Times New Roman', serif" fill={INK}>
        {WIND_LETTERS[rank - 1]}
      </text>
    </g>
  );
}

function Dragon({ rank, palette }: { rank: number; palette: Palette }) {
  const colour = palette.dragons[rank - 1];
  if (rank === 1) {
    return (
      <g stroke={colour} strokeWidth={3.4} fill="none" strokeLinecap="round">
        <rect x={9} y={17} width={22} height={13} rx={1.5} />
        <path d="M20 8v36" />
      </g>
    );
  }
  if (rank === 2) {
    return (
      <g fill="none" stroke={colour} strokeWidth={2.6} strokeLinecap="round" strokeLinejoin="round">
        {/* 發 (fa, "fortune"): the spread strokes of its top over the bow and the spear below. */}
        <path d="M7 8h8l-6 8M11 11l3 3M25 5l3 3M22 9h10l-4 6M26 12l6 5" />
        <path d="M8 21h9v7H10v7h8q0 9-5 11" />
        <path d="M25 20v5q0 3-3 5M25 20h6v6q0 2 2 2M22 34h10q-3 8-10 12M25 37q4 6 8 9" />
      </g>
    );
  }
  return (
    <g fill="none" stroke={colour} strokeWidth={2.6}>
      <rect x={7} y={8} width={26} height={36} rx={2} />
      <rect x={11.5} y={12.5} width={17} height={27} rx={1} strokeWidth={1.4} />
    </g>
  );
}

const STEM = "#2f7d4a";

/** The four flowers are the ones they are named after (tiles.ts): plum, orchid, chrysanthemum and bamboo. */
function Flower({ rank }: { rank: number }) {
  const art: Record<number, ReactElement> = {
    // Plum: five round petals on a dark branch.
    1: (
      <g>
        <path d="M9 46q6-8 11-20" stroke="#6b3f24" strokeWidth={2.4} fill="none" strokeLinecap="round" />
        {[0, 72, 144, 216, 288].map((angle) => (
          <circle key={angle} cx={20} cy={15.5} r={5.2} fill="#e05a8a" stroke="#a8305c" strokeWidth={0.8} transform={`rotate(${angle} 20 23)`} />
        ))}
        <circle cx={20} cy={23} r={3.2} fill="#ffd84d" stroke="#a8305c" strokeWidth={0.8} />
      </g>
    ),
    // Orchid: three long petals over two arching leaves.
    2: (
      <g>
        <path d="M20 46q-10-8-14-20M20 46q9-6 14-22" stroke={STEM} strokeWidth={2.2} fill="none" strokeLinecap="round" />
        {[-50, 0, 50].map((angle) => (
          <ellipse key={angle} cx={20} cy={12} rx={3.6} ry={9} fill="#8b5cc7" stroke="#5e3a94" strokeWidth={0.8} transform={`rotate(${angle} 20 22)`} />
        ))}
        <circle cx={20} cy={22} r={2.6} fill="#f4e3ff" stroke="#5e3a94" strokeWidth={0.8} />
      </g>
    ),
    // Chrysanthemum: a full head of narrow petals.
    3: (
      <g>
        <path d="M20 34v14" stroke={STEM} strokeWidth={2} />
        {Array.from({ length: 16 }, (_, index) => (
          <ellipse key={index} cx={20} cy={12} rx={2} ry={7} fill="#e8a317" stroke="#b36b00" strokeWidth={0.6} transform={`rotate(${index * 22.5} 20 22)`} />
        ))}
        <circle cx={20} cy={22} r={4} fill="#b36b00" />
      </g>
    ),
    // Bamboo: a jointed stalk with leaves.
    4: (
      <g>
        <path d="M17 48V8" stroke={STEM} strokeWidth={4.5} strokeLinecap="round" />
        <path d="M14.5 20h5M14.5 33h5" stroke="#fffaf0" strokeWidth={1.2} />
        <path d="M19 20q8-7 15-6-6 6-15 6zM19 33q9-4 15 0-8 4-15 0zM15 27q-7-5-11-3 5 5 11 3z" fill={STEM} />
      </g>
    ),
  };
  return art[rank]!;
}

function Season({ rank }: { rank: number }) {
  const art: Record<number, ReactElement> = {
    // Spring: a budding branch.
    1: (
      <g>
        <path d="M8 44q10-10 24-30" stroke="#7a4a2a" strokeWidth={2.4} fill="none" strokeLinecap="round" />
        {[[14, 36], [20, 28], [27, 20]].map(([x, y]) => (
          <circle key={x} cx={x} cy={y} r={4.2} fill="#f28bb0" stroke="#d6457a" strokeWidth={1} />
        ))}
      </g>
    ),
    // Summer: the sun.
    2: (
      <g>
        {Array.from({ length: 8 }, (_, index) => (
          <path key={index} d="M20 8v6" stroke="#e58a12" strokeWidth={2.6} strokeLinecap="round" transform={`rotate(${index * 45} 20 27)`} />
        ))}
        <circle cx={20} cy={27} r={9} fill="#f6b923" stroke="#e58a12" strokeWidth={1.5} />
      </g>
    ),
    // Autumn: a maple leaf.
    3: (
      <g>
        <path d="M20 9l3 8 6-3-2 8 7 1-6 5 3 5-8-2-1 9h-4l-1-9-8 2 3-5-6-5 7-1-2-8 6 3z" fill="#d2561e" stroke="#9c3710" strokeWidth={1} strokeLinejoin="round" />
        <path d="M20 45v-18" stroke="#9c3710" strokeWidth={1.6} />
      </g>
    ),
    // Winter: a snowflake.
    4: (
      <g stroke="#2a78c2" strokeWidth={2.4} strokeLinecap="round" fill="none">
        {[0, 60, 120].map((angle) => (
          <g key={angle} transform={`rotate(${angle} 20 27)`}>
            <path d="M20 12v30M16 15l4 4 4-4M16 39l4-4 4 4" />
          </g>
        ))}
      </g>
    ),
  };
  return art[rank]!;
}

/** The colour-blind-safe set's letter for each suit, after the corner rank (the names of tiles.ts). */
const SUIT_LETTERS: Partial<Record<Suit, string>> = { dots: "D", bamboo: "B", characters: "C" };

/** The small index in the top corner (rank, and the suit's letter in the colour-blind-safe set), for quick reading on small tiles. */
function cornerIndex(face: Face, palette: Palette, set: TileSet): { rank: string; letter: string; colour: string } | null {
  const { suit, rank } = faceInfo(face);
  const letter = set === "colourSafe" ? (SUIT_LETTERS[suit] ?? "") : "";
  if (suit === "dots") return { rank: String(rank), letter, colour: palette.dots[0]! };
  if (suit === "bamboo") return { rank: String(rank), letter, colour: palette.stick };
  if (suit === "characters") return { rank: String(rank), letter, colour: palette.wan };
  if (suit === "flower" || suit === "season") return { rank: String(rank), letter, colour: INK };
  return null;
}

/**
 * The colour-blind-safe set's outline inside the face, one per suit: dotted for dots, dashed for
 * bamboo, double for characters, a heavy line for winds and dragons; none for flowers and seasons.
 */
function SuitOutline({ suit }: { suit: Suit }) {
  const frame = { x: 2, y: 2, width: FACE_WIDTH - 4, height: FACE_HEIGHT - 4, rx: 3.5, fill: "none" };
  if (suit === "dots") return <rect {...frame} stroke={SAFE_BLUE} strokeWidth={1.8} strokeDasharray="0 3.4" strokeLinecap="round" />;
  if (suit === "bamboo") return <rect {...frame} stroke={SAFE_TEAL} strokeWidth={1.3} strokeDasharray="5 2.5" />;
  if (suit === "characters") {
    return (
      <g stroke={SAFE_VERMILION} strokeWidth={0.9}>
        <rect {...frame} />
        <rect x={3.8} y={3.8} width={FACE_WIDTH - 7.6} height={FACE_HEIGHT - 7.6} rx={2.5} fill="none" />
      </g>
    );
  }
  if (suit === "wind" || suit === "dragon") return <rect {...frame} stroke={INK} strokeWidth={2} />;
  return null;
}

/** One face's drawing in a 40 x 52 box (no tile body), in the traditional or the colour-blind-safe set. */
export function TileFace({ face, set = "traditional" }: { face: Face; set?: TileSet }) {
  const { suit, rank } = faceInfo(face);
  const palette = set === "colourSafe" ? COLOUR_SAFE : TRADITIONAL;
  const corner = cornerIndex(face, palette, set);
  const art =
    suit === "dots" ? <Dots rank={rank} palette={palette} /> :
    suit === "bamboo" ? <Bamboo rank={rank} palette={palette} /> :
    suit === "characters" ? <Characters rank={rank} palette={palette} /> :
    suit === "wind" ? <Wind rank={rank} /> :
    suit === "dragon" ? <Dragon rank={rank} palette={palette} /> :
    suit === "flower" ? <Flower rank={rank} /> : <Season rank={rank} />;
  // Suits with a corner index draw a little smaller so the index stays clear.
  return (
    <g data-set={set}>
      {set === "colourSafe" ? <SuitOutline suit={suit} /> : null}
      {corner ? (
        <>
          <g transform="translate(6 6.5) scale(0.82)">{art}</g>
          <text x={3.5} y={10} fontSize={9.5} fontWeight={800} fontFamily="system-ui, sans-serif" fill={corner.colour}>
            {corner.rank}
            {corner.letter ? <tspan fontSize={7.5}>{corner.letter}</tspan> : null}
          </text>
        </>
      ) : (
        art
      )}
    </g>
  );
}
export interface TileColours {
  face: string;
  edge: string;
  body: string;
  back: string;
}

export const IVORY: TileColours = { face: "#fffaf0", edge: "#cbb995", body: "#e6d8b8", back: "#2f8f5b" };

/** A whole tile at (0,0): its layered body (back colour, ivory body) under the face. */
export function TileBody({ colours = IVORY, depth = 5 }: { colours?: TileColours; depth?: number }) {
  return (
    <g>
      <rect x={depth * 0.4} y={depth * 0.6} width={FACE_WIDTH + depth} height={FACE_HEIGHT + depth} rx={5} fill="#000" opacity={0.28} />
      <rect x={depth * 0.9} y={depth * 0.9} width={FACE_WIDTH} height={FACE_HEIGHT} rx={5} fill={colours.back} />
      <rect x={depth * 0.45} y={depth * 0.45} width={FACE_WIDTH} height={FACE_HEIGHT} rx={5} fill={colours.body} />
      <rect x={0} y={0} width={FACE_WIDTH} height={FACE_HEIGHT} rx={5} fill={colours.face} stroke={colours.edge} strokeWidth={1} />
    </g>
  );
}
