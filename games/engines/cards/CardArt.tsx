/**
 * Card faces and backs, drawn by us as SVG for every solitaire game. Drawn on a 100 x 140 box
 * so they scale to any width; the rank and suit sit large in the top strip (a quarter of the
 * card) so they stay readable at 44 px wide and when cards overlap in a column. Suits differ by
 * shape as well as colour. The Jacks, Queens and Kings are drawn figures (courtFigures.tsx); a
 * game gives the back its own colours and motif (cardBacks.ts).
 */
import { memo, type SVGProps } from "react";
import type { CardFaceStyle } from "./cardLook.tsx";
import { CourtPicture, type CourtRank } from "./courtFigures.tsx";
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

export interface CardFaceProps extends SVGProps<SVGSVGElement> {
  card: Card;
  /** Classic, or a larger index (the rank and suit fill the top strip). */
  look?: CardFaceStyle;
}

/** The index's rank (font size and spacing by its length) and suit (box), classic and large. */
const INDEX: Record<CardFaceStyle, { baseline: number; size: [number, number]; spacing: number; suit: [number, number, number] }> = {
  classic: { baseline: 33, size: [36, 32], spacing: -3, suit: [62, 6, 32] },
  large: { baseline: 35, size: [43, 37], spacing: -4, suit: [62, 3, 34] },
};

/**
 * Memoised, as CardBack: a move re-renders the table, and without it every card's picture (a
 * court card is a hundred SVG elements) was rebuilt and compared on each move (most of a stock
 * draw's script on a phone-class CPU), though only the moved cards change.
 */
export const CardFace = memo(function CardFace({ card, look = "classic", ...rest }: CardFaceProps) {
  const suit = suitOf(card);
  const rank = rankOf(card);
  const fill = CARD_COLORS[colorOf(card)];
  const name = rankName(card);
  const index = INDEX[look];
  return (
    <svg viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`} aria-hidden="true" focusable="false" data-look={look} {...rest}>
      <rect x="1" y="1" width="98" height="138" rx="9" fill="#fffdf6" stroke="#b59a55" strokeWidth="2" />
      <text
        x="6"
        y={index.baseline}
        fontSize={index.size[name.length > 1 ? 1 : 0]}
        letterSpacing={name.length > 1 ? index.spacing : 0}
        fontWeight="800"
        fill={fill}
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
      >
        {name}
      </text>
      <SuitShape suit={suit} x={index.suit[0]} y={index.suit[1]} size={index.suit[2]} fill={fill} />
      {rank >= JACK ? (
        <CourtPicture rank={rank as CourtRank} suit={suit} pip={(x, y, size, color) => <SuitShape suit={suit} x={x} y={y} size={size} fill={color} />} />
      ) : (
        <SuitShape suit={suit} x={22} y={52} size={56} fill={fill} />
      )}
    </svg>
  );
});

/** The back's motif: each game has its own, in its own colours. */
export const BACK_PATTERNS = ["waves", "leaves", "flowers", "stars", "lattice"] as const;
export type BackPattern = (typeof BACK_PATTERNS)[number];

/** How a game's backs look. */
export interface BackStyle {
  /** Field colour behind the pattern. */
  field?: string;
  /** The pattern's colour. */
  ink?: string;
  /** The motif: flowing rivers (the default), tea leaves, flowers, stars at sea, a pastry lattice. */
  pattern?: BackPattern;
}

export interface CardBackProps extends BackStyle, SVGProps<SVGSVGElement> {}

/** Points of a staggered grid over the back's field (odd rows shifted half a step). */
function grid(stepX: number, stepY: number): [number, number][] {
  const points: [number, number][] = [];
  for (let row = 0; 14 + row * stepY < 130; row += 1) for (let x = 14 + (row % 2 ? stepX / 2 : 0); x < 90; x += stepX) points.push([x, 14 + row * stepY]);
  return points;
}

const WAVES = [30, 52, 74, 96, 118];
const LEAF = "M0 -6C4 -3 4 3 0 6C-4 3 -4 -3 0 -6Z";
const PETALS = [0, 72, 144, 216, 288];
const STAR = "M0 -5L1.4 -1.4L5 0L1.4 1.4L0 5L-1.4 1.4L-5 0L-1.4 -1.4Z";

/** The field's motif, drawn in the ink. */
function BackMotif({ pattern, field, ink }: { pattern: BackPattern; field: string; ink: string }) {
  switch (pattern) {
    case "leaves":
      return (
        <g fill={ink} opacity="0.7">
          {grid(17, 15).map(([x, y], index) => (
            <g key={`${x} ${y}`} transform={`translate(${x} ${y}) rotate(${index % 2 ? 35 : -35})`}>
              <path d={LEAF} />
              <path d="M0 -5V5" stroke={field} strokeWidth="0.9" />
            </g>
          ))}
        </g>
      );
    case "flowers":
      return (
        <g opacity="0.75">
          {grid(18, 16).map(([x, y]) => (
            <g key={`${x} ${y}`} transform={`translate(${x} ${y})`}>
              {PETALS.map((angle) => (
                <ellipse key={angle} cx="0" cy="-3" rx="2" ry="3" fill={ink} transform={`rotate(${angle})`} />
              ))}
              <circle r="1.6" fill={field} />
            </g>
          ))}
        </g>
      );
    case "stars":
      return (
        <g fill={ink} opacity="0.7">
          {grid(16, 14).map(([x, y], index) => (
            <path key={`${x} ${y}`} d={STAR} transform={`translate(${x} ${y}) scale(${index % 3 === 0 ? 1.1 : 0.6})`} />
          ))}
        </g>
      );
    case "lattice":
      return (
        <g stroke={ink} strokeWidth="3.2" opacity="0.7" fill="none">
          {[-120, -100, -80, -60, -40, -20, 0, 20, 40, 60, 80].map((shift) => (
            <g key={shift}>
              <path d={`M${7 + shift} 7L${7 + shift + 126} 133`} />
              <path d={`M${93 - shift} 7L${93 - shift - 126} 133`} />
            </g>
          ))}
        </g>
      );
    case "waves":
      return (
        <g fill="none" stroke={ink} strokeWidth="3" strokeLinecap="round" opacity="0.75">
          {WAVES.map((y) => (
            <path key={y} d={`M10 ${y}c10-9 20-9 30 0s20 9 30 0s16-8 20-4`} />
          ))}
        </g>
      );
  }
}

/** The medallion at the centre, a sign of the motif. */
function BackMedallion({ pattern, field, ink }: { pattern: BackPattern; field: string; ink: string }) {
  if (pattern === "waves") return <path d="M50 54L62 70L50 86L38 70Z" fill={ink} stroke={field} strokeWidth="3" />;
  return (
    <g>
      <circle cx="50" cy="70" r="17" fill={field} stroke={ink} strokeWidth="2.5" />
      <circle cx="50" cy="70" r="13" fill="none" stroke={ink} strokeWidth="1" />
      <g transform="translate(50 70)" fill={ink}>
        {pattern === "leaves" ? (
          // A teacup with steam.
          <g>
            <path d="M-8 -2H6C6 5 3 8 -1 8C-5 8 -8 5 -8 -2Z" />
            <path d="M6 0C10 0 10 5 5 5" fill="none" stroke={ink} strokeWidth="1.6" />
            <path d="M-10 9.5H8" stroke={ink} strokeWidth="1.6" strokeLinecap="round" />
            <path d="M-4 -5C-6 -8 -2 -9 -4 -12M1 -5C-1 -8 3 -9 1 -12" fill="none" stroke={ink} strokeWidth="1.3" strokeLinecap="round" />
          </g>
        ) : null}
        {pattern === "flowers" ? (
          <g>
            {PETALS.map((angle) => (
              <ellipse key={angle} cx="0" cy="-5.5" rx="3.6" ry="5.5" transform={`rotate(${angle})`} />
            ))}
            <circle r="3" fill={field} />
          </g>
        ) : null}
        {pattern === "stars" ? (
          // An anchor.
          <g fill="none" stroke={ink} strokeWidth="2" strokeLinecap="round">
            <circle cy="-8" r="2.2" />
            <path d="M0 -5.8V9M-5 -3H5M-8 3C-7 8 -3 9.5 0 9.5C3 9.5 7 8 8 3" />
            <path d="M-9.5 4.5L-8 2.5L-6 4.2M9.5 4.5L8 2.5L6 4.2" />
          </g>
        ) : null}
        {pattern === "lattice" ? (
          // An ear of wheat.
          <g>
            <path d="M0 11V-10" fill="none" stroke={ink} strokeWidth="1.4" />
            {[-8, -3, 2].map((y) => (
              <g key={y}>
                <ellipse cx="-2.6" cy={y} rx="1.8" ry="3.4" transform={`rotate(-30 -2.6 ${y})`} />
                <ellipse cx="2.6" cy={y} rx="1.8" ry="3.4" transform={`rotate(30 2.6 ${y})`} />
              </g>
            ))}
            <ellipse cy="-11" rx="1.6" ry="3" />
          </g>
        ) : null}
      </g>
    </g>
  );
}

/** The back: a framed field with the game's motif and a medallion at the centre. */
export const CardBack = memo(function CardBack({ field = "#0f4c5c", ink = "#e9b949", pattern = "waves", ...rest }: CardBackProps) {
  return (
    <svg viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`} aria-hidden="true" focusable="false" data-back={pattern} {...rest}>
      <rect x="1" y="1" width="98" height="138" rx="9" fill="#fffdf6" stroke="#b59a55" strokeWidth="2" />
      <svg x="7" y="7" width="86" height="126" viewBox="7 7 86 126" overflow="hidden">
        <rect x="7" y="7" width="86" height="126" rx="6" fill={field} />
        <BackMotif pattern={pattern} field={field} ink={ink} />
      </svg>
      <rect x="7" y="7" width="86" height="126" rx="6" fill="none" stroke={ink} strokeWidth="2.5" />
      <BackMedallion pattern={pattern} field={field} ink={ink} />
    </svg>
  );
});
