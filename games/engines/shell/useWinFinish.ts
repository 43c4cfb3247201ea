import { useEffect, useState } from "react";
import type { GameStatus } from "../gameRules.ts";
import { prefersReducedMotion } from "../motion/index.ts";

/**
 * A won board's own finish (a train's run along the line, a ribbon tied round a packed box) before
 * the win panel covers it: for `ms` after the win, `finishing` is true and `shown`, the game to hand
 * to GameShell, still reads "playing". Under reduced motion there is no finish to wait for, and the
 * panel shows at once (the board draws its finished look without the motion).
 */
export function useWinFinish<Game extends { readonly status: GameStatus | null }>(game: Game, ms: number): { finishing: boolean; shown: Game } {
  const won = game.status?.phase === "won";
  const [finishedWin, setFinishedWin] = useState(false);
  // Worked out while rendering, so not one render hands GameShell the won game (its panel would
  // mount, announce and take focus) before the finish starts.
  const finishing = won && !finishedWin && !prefersReducedMotion();
  useEffect(() => {
    if (!won) return setFinishedWin(false);
    if (!finishing) return;
    const timer = setTimeout(() => setFinishedWin(true), ms);
    return () => clearTimeout(timer);
  }, [won, finishing, ms]);
  const shown = finishing && game.status ? { ...game, status: { ...game.status, phase: "playing" as const } } : game;
  return { finishing, shown };
}
