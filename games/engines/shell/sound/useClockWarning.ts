import { useEffect } from "react";
import type { GameClock } from "../useGameClock.ts";
import { warningSecond } from "./cueOf.ts";
import { playSound } from "./soundService.ts";

/** A timed game's last seconds tick aloud, once a second, while `active`. */
export function useClockWarning(clock: GameClock, limitMs: number | undefined, active: boolean): void {
  useEffect(() => {
    if (!active || limitMs === undefined) return;
    let ticked: number | null = null;
    return clock.subscribe(() => {
      const second = warningSecond(limitMs, clock.elapsedMs());
      if (second !== null && second !== ticked) playSound("clockWarning");
      ticked = second;
    });
  }, [clock, limitMs, active]);
}
