import type { SoundOf } from "../shell/sound/cueOf.ts";

/** The tile family's cues: a pair taken chimes ("match"); any other move slides ("move"). */
export function tileSound<State, Move>(pairsTaken: (state: State) => number): SoundOf<State, Move> {
  return (before, _move, after) => (pairsTaken(after) > pairsTaken(before) ? "match" : "move");
}
