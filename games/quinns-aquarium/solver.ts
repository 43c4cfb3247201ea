/**
 * A greedy player: the swap that moves the level's goals furthest (the score breaks ties). The
 * hint shows its choice, and the tests prove with it that every level can be won in its moves.
 */
import { goalProgress, levelDef, legalSwaps, rules, type AquariumMove, type AquariumState } from "./rules.ts";

function value(state: AquariumState): number {
  const goals = levelDef(state.level).goals;
  const reached = goals.reduce((sum, goal) => {
    const { done, need } = goalProgress(state, goal);
    return sum + (need === 0 ? 1 : Math.min(1, done / need));
  }, 0);
  return reached * 1_000_000 + state.score;
}

function progress(state: AquariumState): number {
  return rules.status(state).phase === "won" ? Number.MAX_SAFE_INTEGER : value(state);
}

/** The greedy choice among the legal swaps, with the value it reaches. */
function greedy(state: AquariumState): { move: AquariumMove; worth: number; after: AquariumState }[] {
  return legalSwaps(state.board).map((move) => {
    const after = rules.apply(state, move);
    return { move, after, worth: progress(after) };
  });
}

/**
 * The best swap now, or null when none is left. When no swap moves a goal on, it looks one swap
 * further (the last grains of sand need a setup move).
 */
export function bestSwap(state: AquariumState): AquariumMove | null {
  const options = greedy(state);
  if (options.length === 0) return null;
  const goalsNow = Math.floor(value(state) / 1_000_000);
  const best = options.reduce((top, option) => (option.worth > top.worth ? option : top));
  if (Math.floor(best.worth / 1_000_000) > goalsNow || best.after.movesLeft === 0) return best.move;
  const ahead = options.map((option) => ({
    move: option.move,
    worth: rules.status(option.after).phase !== "playing" ? option.worth : Math.max(option.worth, ...greedy(option.after).map((next) => next.worth)),
  }));
  return ahead.reduce((top, option) => (option.worth > top.worth ? option : top)).move;
}

/** The solver's swaps from `state` until the level is over, and the end state. */
export function solve(state: AquariumState): { moves: AquariumMove[]; end: AquariumState } {
  const moves: AquariumMove[] = [];
  let end = state;
  while (rules.status(end).phase === "playing") {
    const move = bestSwap(end);
    if (!move) break;
    moves.push(move);
    end = rules.apply(end, move);
  }
  return { moves, end };
}
