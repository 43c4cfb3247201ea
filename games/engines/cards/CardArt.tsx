/**
 * Card faces and backs, drawn by us as SVG for every solitaire game. Drawn on a 100 x 140 box
 * so they scale to any width; the rank and suit sit large in the top strip (a quarter of the
 * card) so they stay readable at 44 px wide and when cards overlap in a column. Suits differ by
 * shape as well as colour. A game themes the back with its own colours.
 */
import type { SVGProps } from "react";
import { colorOf, JACK, rankName, rankOf, suitOf, type Card, type Suit } from "./cards.ts";

export const CARD_WIDTH = 100;
export const CARD_HEIGHT = 140;
/** How much of a card's height its index (rank and suit) takes: overlap by at least this much. */
export const CARD_INDEX_SHARE = 0.27;

const SUIT_PATHS: Record<Suit, string> = {
  S: "M50 2C62 22 98 40 98 64C98 80 86 90 72 90C63 90 56 86 53 79C55 90 60 96 70 100H30C40 96 45 90 47 79C44 86 37 90 28 90C14 90 2 80 2 64C2 40 38 22 50 2Z",
  H: "M50 96C22 72 2 56 2 32C2 14 15 3 29 3C39 3 46 9 50 18C54 9 61 3 71 3C85 3 98 14 98 32C98 56 78 72 50 96Z",
  C: "M50 2a23 23 0 0 1 20 34a23 23 0 1 1-16 40c1 10 6 18 16 24H30c10-6 15-14 16-24a23 23 0 1 1-16-40A23 23 0 0 1 50 2Z",
  D: "M50 0L90 50L50 100L10 50Z",
};

export const CARD_COLORS = { red: "#c0262d", black: "#1c1f26" } as const;

export interface SuitIconProps extends SVGProps<SVGSVGElement> {
  suit: Suit;
  /** Fill; defaults to the suit's card colour. */
  color?: string;
}

/** A suit symbol alone (foundation slots, buttons, legends). */
export function SuitIcon({ suit, color, ...rest }: SuitIconProps) {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" {...rest}>
      <path d={SUIT_PATHS[suit]} fill={color ?? CARD_COLORS[suit === "H" || suit === "D" ? "red" : "black"]} />
    </svg>
  );
}

function SuitShape({ suit, x, y, size, fill }: { suit: Suit; x: number; y: number; size: number; fill: string }) {
  return <path d={SUIT_PATHS[suit]} fill={fill} transform={`translate(${x} ${y}) scale(${size / 100})`} />;
}

const FACE_MARKS: Record<number, string> = { 11: "J", 12: "Q", 13: "K" };

const PEARLS = [30, 40, 50, 60, 70];

/** A crown for Kings, a pearl tiara for Queens, a plumed cap for Jacks: the face cards' centre. */
function FacePicture({ rank, fill }: { rank: number; fill: string }) {
  const gold = "#d9a521";
  const line = "#8a6410";
  return (
    <g>
      <rect x="14" y="40" width="72" height="92" rx="8" fill="#fbf1d4" stroke={gold} strokeWidth="3" />
      {rank === 13 ? <path d="M24 74L30 48L42 62L50 42L58 62L70 48L76 74Z" fill={gold} stroke={line} strokeWidth="1.5" /> : null}
      {rank === 12 ? (
        <g fill={gold} stroke={line} strokeWidth="1.5">
          <path d="M24 74C30 62 70 62 76 74Z" />
          {PEARLS.map((x) => (
            <circle key={x} cx={x} cy={60 - (x === 50 ? 8 : x === 40 || x === 60 ? 4 : 0)} r="4" />
          ))}
        </g>
      ) : null}
      {rank === 11 ? (
        <g fill={gold} stroke={line} strokeWidth="1.5">
          <path d="M26 74C26 62 38 56 50 56C62 56 74 62 74 74Z" />
          <path d="M56 56C60 44 70 38 80 36C74 44 68 50 60 58Z" />
        </g>
      ) : null}
      <text x="50" y="124" textAnchor="middle" fontSize="40" fontWeight="800" fill={fill} fontFamily="Georgia, 'Times New Roman', serif">
        {FACE_MARKS[rank]}
      </text>
    </g>
  );
}

export interface CardFaceProps extends SVGProps<SVGSVGElement> {
  card: Card;
}

export function CardFace({ card, ...rest }: CardFaceProps) {
  const suit = suitOf(card);
  const rank = rankOf(card);
  const fill = CARD_COLORS[colorOf(card)];
  const name = rankName(card);
  return (
    <svg viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`} aria-hidden="true" focusable="false" {...rest}>
      <rect x="1" y="1" width="98" height="138" rx="9" fill="#fffdf6" stroke="#b59a55" strokeWidth="2" />
      <text
        x="6"
        y="33"
        fontSize={name.length > 1 ? 32 : 36}
        letterSpacing={name.length > 1 ? -3 : 0}
        fontWeight="800"
        fill={fill}
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
      >
        {name}
      </text>
      <SuitShape suit={suit} x={62} y={6} size={32} fill={fill} />
      {rank >= JACK ? <FacePicture rank={rank} fill={fill} /> : <SuitShape suit={suit} x={22} y={52} size={56} fill={fill} />}
    </svg>
  );
}

export interface CardBackProps extends SVGProps<SVGSVGElement> {
  /** Field colour behind the pattern. */
  field?: string;
  /** The pattern's colour. */
  ink?: string;
}

const WAVES = [30, 52, 74, 96, 118];

/** The back: a framed field crossed by flowing lines, with a nugget at the centre. */
export function CardBack({ field = "#0f4c5c", ink = "#e9b949", ...rest }: CardBackProps) {
  return (
    <svg viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`} aria-hidden="true" focusable="false" {...rest}>
      <rect x="1" y="1" width="98" height="138" rx="9" fill="#fffdf6" stroke="#b59a55" strokeWidth="2" />
      <rect x="7" y="7" width="86" height="126" rx="6" fill={field} />
      <g fill="none" stroke={ink} strokeWidth="3" strokeLinecap="round" opacity="0.75">
        {WAVES.map((y) => (
          <path key={y} d={`M10 ${y}c10-9 20-9 30 0s20 9 30 0s16-8 20-4`} />
        ))}
      </g>
      <rect x="7" y="7" width="86" height="126" rx="6" fill="none" stroke={ink} strokeWidth="2.5" />
      <path d="M50 54L62 70L50 86L38 70Z" fill={ink} stroke={field} strokeWidth="3" />
    </svg>
  );
}
