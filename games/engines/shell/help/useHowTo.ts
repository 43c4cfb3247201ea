import { useCallback, useEffect, useState } from "react";
import { readText, writeText } from "../storage.ts";
import type { GameClock } from "../useGameClock.ts";
import { howToSeenKey } from "./howToPlay.ts";

export interface HowTo {
  open: boolean;
  /** This is the first play of the game (the dialog opened by itself). */
  first: boolean;
  show(): void;
  close(): void;
}

/**
 * The how-to dialog's state: open by itself on the first play of the game (until closed once,
 * remembered per game in this browser), opened again by "?" or by the host page's How to play.
 * While it is open the clock is held, so a timed game starts its clock when it closes.
 */
export function useHowTo(options: { code: string; enabled: boolean; clock: GameClock; onHelpRequested(listener: () => void): () => void }): HowTo {
  const { code, enabled, clock, onHelpRequested } = options;
  const [shown, setShown] = useState(() => {
    const first = enabled && readText(howToSeenKey(code)) === null;
    return { open: first, first };
  });
  const { open, first } = shown;
  const show = useCallback(() => setShown({ open: enabled, first: false }), [enabled]);
  const close = useCallback(() => {
    writeText(howToSeenKey(code), "seen");
    setShown({ open: false, first: false });
  }, [code]);

  useEffect(() => {
    clock.hold(open);
  }, [clock, open]);
  useEffect(() => () => clock.hold(false), [clock]);

  useEffect(() => onHelpRequested(show), [onHelpRequested, show]);

  return { open, first, show, close };
}
