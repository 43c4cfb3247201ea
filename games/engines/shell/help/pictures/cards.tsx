/** Playing cards for the card games' how-tos: one small card drawn once, faces and backs. */
import { Arrow, Picture } from "./Picture.tsx";

export type Suit = "♠" | "♥" | "♦" | "♣";

export const CARD_W = 30;
export const CARD_H = 42;

const RED = "#c92a2a";
const BLACK = "#1f2a37";

export function Card({ x, y, rank, suit, down = false, highlight = false }: { x: number; y: number; rank?: string; suit?: Suit; down?: boolean; highlight?: boolean }) {
  const colour = suit === "♥" || suit === "♦" ? RED : BLACK;
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={CARD_W} height={CARD_H} rx={4} fill={down ? "#2c5aa0" : "#fff"} stroke={highlight ? "#f59f00" : "#8a94a6"} strokeWidth={highlight ? 2.5 : 1} />
      {down ? (
        <rect x={4} y={4} width={CARD_W - 8} height={CARD_H - 8} rx={2} fill="none" stroke="#9ec5fe" strokeWidth={1.2} strokeDasharray="3 2" />
      ) : (
        <g fill={colour} fontWeight={800}>
          <text x={3} y={12} fontSize={10}>
            {rank}
          </text>
          <text x={CARD_W - 3} y={12} fontSize={9} textAnchor="end">
            {suit}
          </text>
          <text x={CARD_W / 2} y={31} fontSize={16} textAnchor="middle">
            {suit}
          </text>
        </g>
      )}
    </g>
  );
}

/** An empty pile's outline (a free cell, a foundation, an empty column), with an optional letter. */
export function EmptyPile({ x, y, mark }: { x: number; y: number; mark?: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={CARD_W} height={CARD_H} rx={4} fill="rgba(0,0,0,.06)" stroke="#8a94a6" strokeDasharray="4 3" />
      {mark ? (
        <text x={CARD_W / 2} y={26} fontSize={12} fontWeight={800} textAnchor="middle" fill="#8a94a6">
          {mark}
        </text>
      ) : null}
    </g>
  );
}

/** Building down: a card (highlighted where it lands) moving onto one a rank higher. */
export function CardOntoCard({ onto, card, label }: { onto: { rank: string; suit: Suit }; card: { rank: string; suit: Suit }; label: string }) {
  return (
    <Picture width={100} height={64} label={label}>
      <Card x={6} y={4} rank={onto.rank} suit={onto.suit} />
      <Card x={6} y={18} rank={card.rank} suit={card.suit} highlight />
      <Card x={62} y={14} rank={card.rank} suit={card.suit} />
      <Arrow from={[60, 30]} to={[40, 28]} />
    </Picture>
  );
}
