import type { SoundOf } from "../shell/sound/cueOf.ts";

/** The word family's cues: a word found chimes ("match"); a guess or a try that finds none turns its letters ("flip"). */
export function wordSound<State, Move>(wordsFound: (state: State) => number): SoundOf<State, Move> {
  return (before, _move, after) => (wordsFound(after) > wordsFound(before) ? "match" : "flip");
}
