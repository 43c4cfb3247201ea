import { useCallback, useRef, useState } from "react";
import { prefersReducedMotion } from "./reducedMotion.ts";
import "./moves.css";

export interface JustChanged<K> {
  /** What just changed, each with a number new at every change: a React key starts its animation again. */
  readonly changed: ReadonlyMap<K, number>;
  /** Its animation ended (onAnimationEnd): it shows its settled look. */
  done(key: K): void;
}

/**
 * What a move just changed, kept until its animation ends: `now` is the board by key (a tile's
 * cell and turn, a painted cell, a found word), memoised on the game's state; a key whose value
 * differs from the last board's just changed. Nothing on a new `round` (a new level, picture or
 * day, where everything changes at once), and nothing under reduced motion: then moves show at once.
 */
export function useJustChanged<K>(now: ReadonlyMap<K, string>, round: string | number): JustChanged<K> {
  const [seen, setSeen] = useState({ now, round });
  const [changed, setChanged] = useState<ReadonlyMap<K, number>>(new Map());
  const serial = useRef(0);
  // Worked out while rendering, like TileBoard's useVanishing: the move's first frame is already animated.
  if (seen.now !== now || seen.round !== round) {
    setSeen({ now, round });
    const sameRound = seen.round === round;
    const moved = sameRound && !prefersReducedMotion() ? [...now].filter(([key, value]) => seen.now.get(key) !== value).map(([key]) => key) : [];
    setChanged((current) => {
      // Keys the board lost (undone, restarted) stop animating.
      const next = new Map(sameRound ? [...current].filter(([key]) => now.has(key)) : []);
      for (const key of moved) next.set(key, ++serial.current);
      return next;
    });
  }
  // Stable, so a memoised layer that ends animations is not drawn again for a new callback.
  const done = useCallback(
    (key: K) =>
      setChanged((current) => {
        if (!current.has(key)) return current;
        const next = new Map(current);
        next.delete(key);
        return next;
      }),
    [],
  );
  return { changed, done };
}

/** How long the letter at `index` of a found word of `length` waits to light: the whole word lights within about 450 ms. */
export function lightDelay(index: number, length: number): string {
  const step = Math.min(55, 180 / Math.max(1, length - 1));
  return `${Math.round(index * step)}ms`;
}
