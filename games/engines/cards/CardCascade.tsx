/**
 * The classic solitaire win: the cards leap off their piles one by one and bounce away (off
 * under prefers-reduced-motion). Drawn over a card table's cards (CardTable's foundations,
 * ClearingBoard's waste); the real cards stay beneath, so the finished table shows again after.
 */
import { CardFace } from "./CardArt.tsx";
import { useCardLook } from "./cardLook.tsx";
import type { Card } from "./cards.ts";
import "./cardMotion.css";

export interface CascadeCard {
  id: number;
  card: Card;
  x: number;
  y: number;
  z: number;
}

export function CardCascade({ cards }: { cards: readonly CascadeCard[] }) {
  // The top cards first, as the piles are emptied from the top.
  const order = [...cards].sort((a, b) => b.z - a.z || a.x - b.x);
  const look = useCardLook().face;
  return (
    <div className="ct-cascade" aria-hidden="true" data-celebration="cascade">
      {order.map((placed, index) => (
        <div
          key={placed.id}
          className="ct-cascade-card"
          style={{
            left: placed.x,
            top: placed.y,
            // The next to leap lies on top while it waits.
            zIndex: order.length - index,
            ["--delay" as string]: `${index * 60}ms`,
            ["--drift" as string]: `${(index % 2 === 0 ? -1 : 1) * (160 + ((index * 37) % 240))}px`,
          }}
        >
          <CardFace card={placed.card} look={look} />
        </div>
      ))}
    </div>
  );
}
