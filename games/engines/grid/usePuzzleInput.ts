import { useCallback, useEffect } from "react";
import { IllegalMoveError, type GameRules } from "../gameRules.ts";
import type { GameSession } from "../shell/index.ts";
import { useLatest } from "../shell/useLatest.ts";

/**
 * Plays a move when the rules allow it; otherwise tells the player why, in the rules' own words
 * (a grid puzzle refuses quietly only what the player cannot see: nothing).
 */
export function useExplainedPlay<State, Move, Options>(game: GameSession<State, Move, Options, never>, rules: Pick<GameRules<State, Move, Options>, "apply">, playing: boolean) {
  const state = game.state;
  return useCallback(
    (move: Move) => {
      if (!state || !playing) return;
      try {
        rules.apply(state, move);
      } catch (error) {
        if (error instanceof IllegalMoveError) return game.refuse(error.message);
        throw error;
      }
      void game.play(move);
    },
    [state, playing, game, rules],
  );
}

/**
 * A keydown handler for the whole frame (arrows, digits, Space...), always the latest one given;
 * keys with a modifier, keys already handled and typing in a field are left alone.
 */
export function usePuzzleKeys(onKey: (event: KeyboardEvent) => void): void {
  const latest = useLatest(onKey);
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const target = event.target;
      if (target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))) return;
      latest.current(event);
    };
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);
}
