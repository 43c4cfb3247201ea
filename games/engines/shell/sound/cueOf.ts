import type { GamePhase } from "../../gameRules.ts";
import type { SoundCue } from "./cues.ts";

/**
 * A game's choice of cue for an ordinary move, from the states before and after it (a card
 * turned face up: "flip"); null for a silent move. Given to useGameSession as `soundOf`; the card,
 * tile, word and grid engines each have one for their family. Never imported by rules.ts.
 */
export type SoundOf<State, Move> = (before: State, move: Move, after: State) => SoundCue | null;

/** The cue a committed move makes: the end of the game first (win, loss), then `chosen` (a powerup's, or the game's `soundOf`), else "move". */
export function cueOfMove(before: GamePhase, after: GamePhase, chosen: () => SoundCue | null | undefined): SoundCue | null {
  if (after === "won") return "win";
  if (after === "lost" && before !== "lost") return "loss";
  const cue = chosen();
  return cue === undefined ? "move" : cue;
}

/** A powerup's cue: Hint sparkles, Undo sounds like the move it takes back, the rest sweep up. */
export function cueOfPowerup(powerupId: string): SoundCue {
  if (powerupId === "HI") return "hint";
  if (powerupId === "UN") return "move";
  return "powerup";
}

/** Seconds left on a timed game's clock that tick aloud. */
export const WARNING_SECONDS = 10;

/** The whole second a clock warning ticks for, or null outside the last WARNING_SECONDS. */
export function warningSecond(limitMs: number, elapsedMs: number): number | null {
  const left = Math.ceil((limitMs - elapsedMs) / 1000);
  return left >= 1 && left <= WARNING_SECONDS ? left : null;
}
