import { useEffect } from "react";
import type { GameClock } from "./useGameClock.ts";
import { useLatest } from "./useLatest.ts";

/**
 * Calls `onTimeUp` once when the clock's play time reaches `limitMs` (while `active`). When it
 * answers false (the move was refused: another move is with the server), the next tick calls again.
 */
export function useTimeUp(clock: GameClock, limitMs: number | null, active: boolean, onTimeUp: () => void | Promise<boolean>): void {
  const latest = useLatest(onTimeUp);
  useEffect(() => {
    if (!active || limitMs === null) return;
    let fired = false;
    const check = () => {
      if (fired || clock.elapsedMs() < limitMs) return;
      fired = true;
      const answer = latest.current();
      if (answer instanceof Promise) {
        void answer.then((ended) => {
          if (!ended) fired = false;
        });
      }
    };
    check();
    return clock.subscribe(check);
  }, [clock, limitMs, active]);
}
