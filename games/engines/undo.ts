import { IllegalMoveError } from "./gameRules.ts";

/**
 * Undo (UN) for games whose state keeps the state before its last move: the move is taken back
 * by going to that state, and is offered only while there is one.
 */
export interface Undoable<State> {
  /** The state before the last move that Undo can take back (null at the start). */
  readonly previous: State | null;
}

/** The state before the last move; refused at the start. */
export function undo<State>(state: Undoable<State>): State {
  if (state.previous === null) throw new IllegalMoveError("There is no move to undo.");
  return state.previous;
}

export function canUndo(state: Undoable<unknown>): boolean {
  return state.previous !== null;
}
