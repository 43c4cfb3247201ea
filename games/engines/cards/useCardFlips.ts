import { useState, type AnimationEvent } from "react";
import { prefersReducedMotion } from "../motion/reducedMotion.ts";
import "./cardMotion.css";

interface Flippable {
  id: number;
  faceUp: boolean;
}

/**
 * The cards (by id) that turned face up since the last table of the same deal: a table draws
 * them with the class `ct-flipping` and their back in a `ct-flip-back` over the face, and the
 * card turns over (cardMotion.css). Not on a new deal, and never under reduced motion.
 */
export function useCardFlips(cards: readonly Flippable[], deal: unknown) {
  const [seen, setSeen] = useState({ cards, deal });
  const [flipping, setFlipping] = useState<ReadonlySet<number>>(new Set());
  // Worked out while rendering, so the turned card's first frame is already edge-on.
  if (seen.cards !== cards || seen.deal !== deal) {
    setSeen({ cards, deal });
    if (seen.deal !== deal) setFlipping(new Set());
    else if (!prefersReducedMotion()) {
      const wasDown = new Set(seen.cards.filter((card) => !card.faceUp).map((card) => card.id));
      const turned = cards.filter((card) => card.faceUp && wasDown.has(card.id)).map((card) => card.id);
      if (turned.length > 0) setFlipping((current) => new Set([...current, ...turned]));
    }
  }
  /** For the card's onAnimationEnd: the flip is over. */
  const flipped = (id: number, event: AnimationEvent) => {
    if (event.animationName !== "ct-flip-in") return;
    setFlipping((current) => new Set([...current].filter((other) => other !== id)));
  };
  return { flipping, flipped };
}
