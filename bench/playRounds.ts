import { rules as klondike } from "../games/rivers-of-gold-solitaire/rules.ts";
import { solveKlondike } from "../games/rivers-of-gold-solitaire/solver.ts";

/**
 * What the two play benches share (play.ts at the domain, playDoor.ts through the SDK's door):
 * how many Klondike deals, over how many players, the warm-up left uncounted, and the solver that
 * turns a dealt seed into a winning log.
 */
export const ROUNDS = Number(process.env.BENCH_PLAY_ROUNDS ?? 60);
export const PLAYERS = 10;
export const WARM_UP = 5;
/** The solver's budget per deal: most default deals are solved within it, the rest are skipped. */
export const SOLVER_NODES = 200_000;

/** A winning move log of the Klondike deal of `seed` with `options` (as stored), or null when the solver gives up. */
export function winningLog(seed: string, options: unknown): unknown[] | null {
  return solveKlondike(klondike.newGame(seed, klondike.parseOptions(options)), SOLVER_NODES).solution ?? null;
}
