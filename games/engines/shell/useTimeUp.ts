import { useEffect, useRef } from "react";
import type { GameClock } from "./useGameClock.ts";

/** Calls `onTimeUp` once when the clock's play time reaches `limitMs` (while `active`). */
export function useTimeUp(clock: GameClock, limitMs: number | null, active: boolean, onTimeUp: () => void): void {
  const latest = useRef(onTimeUp);
  latest.current = onTimeUp;
  useEffect(() => {
    if (!active || limitMs === null) return;
    let fired = false;
    const check = () => {
      if (!fired && clock.elapsedMs() >= limitMs) {
        fired = true;
        latest.current();
      }
    };
    check();
    return clock.subscribe(check);
  }, [clock, limitMs, active]);
}
