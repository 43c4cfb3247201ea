import { useEffect } from "react";
import { useLatest } from "./useLatest.ts";

/** Letter (lower case) -> what it does. */
export type GameKeys = Partial<Record<string, () => void>>;

/**
 * Single-letter shortcuts (N new game, Z undo, H hint). Ignored with a modifier held, while
 * typing in a field, and when `enabled` is false (a word game types letters).
 */
export function useGameKeys(keys: GameKeys, enabled = true): void {
  const latest = useLatest(keys);
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || event.defaultPrevented) return;
      const target = event.target;
      if (target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))) return;
      const action = latest.current[event.key.toLowerCase()];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled]);
}
