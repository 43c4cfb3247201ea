/**
 * The court cards' pictures (Jack, Queen, King), drawn by us as SVG: a figure from the waist up
 * (headgear, hair, face, robe in the suit's colours with its pips as a pattern, and what the
 * figure holds), shown twice in the classic double-ended way (the lower half is the upper half
 * turned half a circle). One generator for all twelve: a rank chooses the figure's parts, a suit
 * its colours and ornament. Drawn in the card's 100 x 140 box below the index strip.
 */
import type { ReactNode } from "react";
import type { Suit } from "./cards.ts";

export type CourtRank = 11 | 12 | 13;

/** The frame around the picture; the two halves meet on its middle line. */
export const COURT_FRAME = { x: 8, y: 40, width: 84, height: 94 } as const;
const MID_Y = COURT_FRAME.y + COURT_FRAME.height / 2;

export interface CourtPalette {
  /** The robe. */
  robe: string;
  /** The robe's front panel and the sleeves' lining. */
  panel: string;
  /** Jewels, the flower, the feather. */
  accent: string;
  /** The hair (the King's is grey with age in every suit). */
  hair: string;
  /** The frame's line and the pips' colour. */
  frame: string;
}

/** Classic court colours (red, gold, blue, near black), each suit a different mix. */
export const COURT_PALETTES: Record<Suit, CourtPalette> = {
  H: { robe: "#c0262d", panel: "#e9b949", accent: "#2f5fa7", hair: "#8a4b1f", frame: "#c0262d" },
  D: { robe: "#e3a21a", panel: "#c0262d", accent: "#2f5fa7", hair: "#5a3414", frame: "#c0262d" },
  C: { robe: "#2f5fa7", panel: "#e9b949", accent: "#c0262d", hair: "#c98a2e", frame: "#1c1f26" },
  S: { robe: "#2b3550", panel: "#c0262d", accent: "#e9b949", hair: "#3b2412", frame: "#1c1f26" },
};

const INK = "#2a2320";
const GOLD = "#e0ac2a";
const GOLD_LINE = "#8a6410";
const SKIN = "#f8dcbc";
const ERMINE = "#fffdf6";

/** The suit pips' outlines on a 100 x 100 box (the same shapes as the card's index). */
export interface CourtProps {
  rank: CourtRank;
  suit: Suit;
  /** Draws one suit pip (the card's own shape) at x, y with a size and fill. */
  pip(x: number, y: number, size: number, fill: string): ReactNode;
}

/** Headgear: a pointed crown (King), a crown of pearls (Queen), a plumed cap (Jack). */
function Headgear({ rank, palette }: { rank: CourtRank; palette: CourtPalette }) {
  if (rank === 13)
    return (
      <g data-part="crown" stroke={GOLD_LINE} strokeWidth="1" strokeLinejoin="round">
        <path d="M36.5 54L35 42.5L40.5 48L46 39.5L51.5 48L57 42.5L55.5 54Z" fill={GOLD} />
        <rect x="36" y="51" width="20" height="4" rx="1" fill={GOLD} />
        <circle cx="46" cy="53" r="1.5" fill={palette.accent} stroke="none" />
        <circle cx="40" cy="53" r="1" fill={palette.robe} stroke="none" />
        <circle cx="52" cy="53" r="1" fill={palette.robe} stroke="none" />
        <circle cx="46" cy="39.5" r="1.5" fill={GOLD} />
      </g>
    );
  if (rank === 12)
    return (
      <g data-part="crown" stroke={GOLD_LINE} strokeWidth="1" strokeLinejoin="round">
        <path d="M38 54.5L37.5 46Q40 48.5 42 45Q44 48.5 46 43.5Q48 48.5 50 45Q52 48.5 54.5 46L54 54.5Z" fill={GOLD} />
        {[37.5, 42, 46, 50, 54.5].map((x) => (
          <circle key={x} cx={x} cy={x === 46 ? 43 : x === 42 || x === 50 ? 44.5 : 45.5} r="1.4" fill={ERMINE} strokeWidth="0.6" />
        ))}
        <path d="M38 52.5H54" stroke={palette.accent} strokeWidth="1.6" />
      </g>
    );
  return (
    <g data-part="cap" stroke={INK} strokeWidth="1" strokeLinejoin="round">
      <path d="M51 45C55 40 60 38 65 39C61 40.5 57.5 43.5 55.5 48Z" fill={palette.accent} />
      <path d="M37 53C37 45 41 42.5 46 42.5C52 42.5 56 45.5 56 52Z" fill={palette.robe} />
      <path d="M34 54.5C38 51 54 50.5 58 53.5C54 56 38 56.5 34 54.5Z" fill={palette.panel} />
    </g>
  );
}

/** Hair behind the head: long and flowing (Queen), to the ears (Jack), grey with a beard (King). */
function HairBack({ rank, palette }: { rank: CourtRank; palette: CourtPalette }) {
  if (rank === 12) return <path d="M38 53C33 60 34 70 30 76C36 77 40 73 41 68H51C52 73 56 77 62 76C58 70 59 60 54 53Z" fill={palette.hair} stroke={INK} strokeWidth="0.8" />;
  if (rank === 11) return <path d="M38 54C36 59 36 64 38.5 67H53.5C56 64 56 59 54 54Z" fill={palette.hair} stroke={INK} strokeWidth="0.8" />;
  return <path d="M38 54C35 60 35 66 37.5 70H54.5C57 66 57 60 54 54Z" fill="#d9d3c6" stroke={INK} strokeWidth="0.8" />;
}

/** The face: eyes, brows, nose and mouth; the King adds a moustache and beard. */
function Face({ rank }: { rank: CourtRank }) {
  return (
    <g data-part="face">
      <ellipse cx="46" cy="60.5" rx="6.8" ry="7.8" fill={SKIN} stroke={INK} strokeWidth="0.9" />
      {rank === 12 ? (
        <g fill="#f2a7a0" opacity="0.7">
          <circle cx="41.8" cy="63" r="1.4" />
          <circle cx="50.2" cy="63" r="1.4" />
        </g>
      ) : null}
      <g fill={INK}>
        <ellipse cx="43.3" cy="59.4" rx="0.9" ry="1.1" />
        <ellipse cx="48.7" cy="59.4" rx="0.9" ry="1.1" />
      </g>
      <path d="M41.6 57.3Q43.3 56.2 45 57.2M47 57.2Q48.7 56.2 50.4 57.3M46.3 59.8Q47.6 62.4 45.6 63.2" fill="none" stroke={INK} strokeWidth="0.7" strokeLinecap="round" />
      {rank === 13 ? (
        <g data-part="beard" stroke={INK} strokeWidth="0.7" strokeLinejoin="round">
          <path d="M39.5 61.5C40 68 43 71.5 46 71.5C49 71.5 52 68 52.5 61.5C50.5 64.5 41.5 64.5 39.5 61.5Z" fill="#e8e2d4" />
          <path d="M42 64.6C44 63.5 48 63.5 50 64.6C48 65.6 44 65.6 42 64.6Z" fill="#cfc7b6" />
        </g>
      ) : (
        <path d="M44.2 65.2Q46 66.6 47.8 65.2" fill="none" stroke="#b8413d" strokeWidth="1" strokeLinecap="round" />
      )}
    </g>
  );
}

/** The robe from the shoulders to the middle line, its front panel patterned with the suit's pips. */
function Robe({ rank, palette, pip }: { rank: CourtRank; palette: CourtPalette; pip: CourtProps["pip"] }) {
  return (
    <g data-part="robe">
      <path d={`M16 ${MID_Y}L18 79Q21 73 35 71H57Q71 73 74 79L76 ${MID_Y}Z`} fill={palette.robe} stroke={INK} strokeWidth="1" strokeLinejoin="round" />
      <path d={`M39.5 71H52.5L56.5 ${MID_Y}H35.5Z`} fill={palette.panel} stroke={INK} strokeWidth="0.9" />
      {pip(43, 80.5, 6, palette.frame)}
      {rank === 13 ? (
        // An ermine cape over the shoulders.
        <g data-part="ermine">
          <path d="M18.5 79Q21 73 35 71H57Q71 73 73.5 79Q59 83.5 46 79Q33 83.5 18.5 79Z" fill={ERMINE} stroke={INK} strokeWidth="0.9" />
          {[25, 33, 59, 67].map((x) => (
            <path key={x} d={`M${x} 76.2v2.4`} stroke={INK} strokeWidth="1.4" strokeLinecap="round" />
          ))}
        </g>
      ) : null}
      {rank === 12 ? (
        // A scalloped lace collar.
        <path data-part="lace" d="M35 71H57Q57 74.5 54.5 74.5Q53.5 77 51 76Q49 78.5 46 77Q43 78.5 41 76Q38.5 77 37.5 74.5Q35 74.5 35 71Z" fill={ERMINE} stroke={INK} strokeWidth="0.8" />
      ) : null}
      {rank === 11 ? (
        // A collar in the accent colour, and gold bands on the sleeve.
        <g data-part="collar" stroke={INK} strokeWidth="0.8">
          <path d="M37 71H55L53 75H39Z" fill={palette.accent} />
          <path d="M18 81.5L25 81M17.4 85L25 84.6" stroke={GOLD} strokeWidth="1.6" />
        </g>
      ) : null}
    </g>
  );
}

/** What the figure holds at its right: a sceptre (King), a flower (Queen), a halberd (Jack). */
function Held({ rank, palette }: { rank: CourtRank; palette: CourtPalette }) {
  if (rank === 13)
    return (
      <g data-part="sceptre" stroke={GOLD_LINE} strokeWidth="0.9">
        <path d={`M66 ${MID_Y}L68 50`} stroke={GOLD_LINE} strokeWidth="3.2" strokeLinecap="round" />
        <path d={`M66 ${MID_Y}L68 50`} stroke={GOLD} strokeWidth="1.8" strokeLinecap="round" />
        <circle cx="68.2" cy="48" r="3.3" fill={GOLD} />
        <path d="M68.2 44.6V42M66.8 43.3H69.6" stroke={GOLD_LINE} strokeWidth="1.2" />
        <circle cx="68.2" cy="48" r="1.2" fill={palette.accent} stroke="none" />
      </g>
    );
  if (rank === 12)
    return (
      <g data-part="flower">
        <path d="M62 78C63 70 65 63 67 55" fill="none" stroke="#3f7d3a" strokeWidth="1.4" />
        <path d="M64 67C68 65 71 66 72 63C68 62 65 64 64 67Z" fill="#5aa04a" stroke="#2d5a29" strokeWidth="0.6" />
        <g stroke={INK} strokeWidth="0.7">
          {[0, 72, 144, 216, 288].map((angle) => (
            <ellipse key={angle} cx="67.5" cy="50.3" rx="2.2" ry="3.2" fill={palette.accent} transform={`rotate(${angle} 67.5 53.2)`} />
          ))}
          <circle cx="67.5" cy="53.2" r="1.6" fill={GOLD} />
        </g>
      </g>
    );
  return (
    <g data-part="halberd" stroke={INK} strokeWidth="0.9" strokeLinejoin="round">
      <path d={`M69 ${MID_Y}V46`} stroke="#7a5230" strokeWidth="2.2" />
      <path d="M69 42.5L71 47H67Z" fill="#c9ced6" />
      <path d="M69 48C74 47 77 49.5 78 53C74.5 52.5 71.5 53 69 55Z" fill="#c9ced6" />
      <path d="M69 49L64.5 52L69 52.5Z" fill="#c9ced6" />
    </g>
  );
}

/** The arm (a sleeve from the chest) and the hand on the held object. */
function Hand({ rank, palette }: { rank: CourtRank; palette: CourtPalette }) {
  const [x, y] = rank === 12 ? [62.5, 77] : rank === 13 ? [66.6, 78.5] : [69, 77.5];
  const sleeve = `M55 ${MID_Y - 1}Q${x - 4} ${y + 6} ${x - 1.5} ${y + 1}`;
  return (
    <g data-part="hand">
      <path d={sleeve} fill="none" stroke={INK} strokeWidth="6.4" strokeLinecap="round" />
      <path d={sleeve} fill="none" stroke={palette.robe} strokeWidth="4.6" strokeLinecap="round" />
      <ellipse cx={x} cy={y} rx="2.6" ry="2.2" fill={SKIN} stroke={INK} strokeWidth="0.8" />
    </g>
  );
}

/** One half of the picture: the figure from the waist up. */
function CourtHalf({ rank, suit, pip }: CourtProps) {
  const palette = COURT_PALETTES[suit];
  return (
    <g>
      <g transform="translate(0 2.5)">
        <HairBack rank={rank} palette={palette} />
      </g>
      <Robe rank={rank} palette={palette} pip={pip} />
      <Held rank={rank} palette={palette} />
      <Hand rank={rank} palette={palette} />
      <g transform="translate(0 2.5)">
        <Face rank={rank} />
        <Headgear rank={rank} palette={palette} />
      </g>
      {pip(12, 43.5, 10, palette.frame)}
    </g>
  );
}

/** The whole picture: a frame, the figure, and the figure again turned half a circle. */
export function CourtPicture(props: CourtProps) {
  const palette = COURT_PALETTES[props.suit];
  const { x, y, width, height } = COURT_FRAME;
  return (
    <g data-court={props.rank === 13 ? "king" : props.rank === 12 ? "queen" : "jack"}>
      <rect x={x} y={y} width={width} height={height} rx="4" fill="#fbf1d4" />
      <CourtHalf {...props} />
      <g transform={`rotate(180 50 ${MID_Y})`}>
        <CourtHalf {...props} />
      </g>
      <path d={`M${x} ${MID_Y}H${x + width}`} stroke={GOLD_LINE} strokeWidth="1" />
      <rect x={x} y={y} width={width} height={height} rx="4" fill="none" stroke={palette.frame} strokeWidth="1.6" />
    </g>
  );
}
