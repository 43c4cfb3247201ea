import { useCallback, useLayoutEffect, useRef } from "react";
import { prefersReducedMotion } from "../motion/reducedMotion.ts";

interface Dealt {
  id: number;
  x: number;
  y: number;
  z: number;
}

/** Each card flies for this long, the next a little later: a whole deal lands within about 1.3 s. */
const FLIGHT_MS = 260;
const SPREAD_MS = 1000;

/**
 * A new deal flies out from the stock: each card of `cards` (drawn as an element with
 * `data-card={id}` inside `root`) leaves `from` in turn, the bottom cards first, by the Web
 * Animations API on transform. Returns `land()`, which ends a deal still in the air at once:
 * call it when the player acts, so a move is never held. Nothing moves under reduced motion.
 */
export function useDealFlight(root: HTMLElement | null, cards: readonly Dealt[], from: { x: number; y: number }, deal: unknown) {
  const dealt = useRef<unknown>(undefined);
  const flying = useRef<Animation[]>([]);

  useLayoutEffect(() => {
    if (!root || cards.length === 0 || dealt.current === deal) return;
    dealt.current = deal;
    if (prefersReducedMotion()) return;
    const elements = new Map([...root.querySelectorAll<HTMLElement>("[data-card]")].map((element) => [Number(element.dataset.card), element]));
    const order = cards.filter((card) => card.x !== from.x || card.y !== from.y).sort((a, b) => a.z - b.z || a.x - b.x);
    const step = Math.min(20, SPREAD_MS / Math.max(1, order.length));
    flying.current = order.flatMap((card, index) => {
      const element = elements.get(card.id);
      if (!element) return [];
      const keyframes = [{ transform: `translate(${from.x}px, ${from.y}px)` }, { transform: `translate(${card.x}px, ${card.y}px)` }];
      const animation = element.animate(keyframes, { duration: FLIGHT_MS, delay: index * step, easing: "ease-out", fill: "backwards" });
      // A card in the air cannot be caught: a tap goes to what lies under it (the stock, a pile).
      element.style.pointerEvents = "none";
      const release = () => element.style.removeProperty("pointer-events");
      animation.finished.then(release, release);
      return [animation];
    });
  }, [root, cards, from.x, from.y, deal]);

  return useCallback(() => {
    flying.current.forEach((animation) => animation.finish());
    flying.current = [];
  }, []);
}
