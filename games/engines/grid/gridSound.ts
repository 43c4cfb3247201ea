import type { SoundOf } from "../shell/sound/cueOf.ts";

/**
 * The grid puzzles' cues, from how much of the answer is on the grid (cells painted, digits or
 * rectangles placed): more settles with "place", less (rubbed out) slides with "move", the same
 * (a pencil mark) ticks with "select".
 */
export function gridSound<State, Move>(filled: (state: State) => number): SoundOf<State, Move> {
  return (before, _move, after) => {
    const change = filled(after) - filled(before);
    if (change > 0) return "place";
    return change < 0 ? "move" : "select";
  };
}
