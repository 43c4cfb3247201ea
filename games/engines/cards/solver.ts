/**
 * A depth-first solver for one-player card games, shared by the solitaire family. A game
 * supplies its search problem (candidate moves best first, with its own pruning; a state key
 * that is equal for states that play out the same); the solver walks it with a transposition
 * set and a node budget, and returns the moves of the first win it finds. Running out of budget
 * proves nothing, so callers only ever claim "winnable" for a returned solution.
 */

export interface SearchProblem<State, Move> {
  /** Moves worth trying from `state`, best first; may leave out moves the game knows are useless. */
  moves(state: State): readonly Move[];
  apply(state: State, move: Move): State;
  /** The same key for states from which play continues the same way (a transposition). */
  key(state: State): string;
  isGoal(state: State): boolean;
}

export interface SolveResult<Move> {
  /** The moves from the start to a goal, or null when none was found. */
  solution: Move[] | null;
  /** States expanded. */
  nodes: number;
  /** True when the whole (pruned) tree was searched without a win: no solution this way. */
  exhausted: boolean;
}

interface Frame<State, Move> {
  state: State;
  moves: readonly Move[];
  next: number;
}

export function solve<State, Move>(
  problem: SearchProblem<State, Move>,
  start: State,
  budget: { maxNodes: number },
): SolveResult<Move> {
  if (problem.isGoal(start)) return { solution: [], nodes: 0, exhausted: false };
  const seen = new Set<string>([problem.key(start)]);
  const stack: Frame<State, Move>[] = [{ state: start, moves: problem.moves(start), next: 0 }];
  const path: Move[] = [];
  let nodes = 1;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.next >= frame.moves.length) {
      stack.pop();
      path.pop();
      continue;
    }
    const move = frame.moves[frame.next++]!;
    const state = problem.apply(frame.state, move);
    const key = problem.key(state);
    if (seen.has(key)) continue;
    seen.add(key);
    path.push(move);
    if (problem.isGoal(state)) return { solution: path, nodes, exhausted: false };
    if (++nodes > budget.maxNodes) return { solution: null, nodes, exhausted: false };
    stack.push({ state, moves: problem.moves(state), next: 0 });
  }
  return { solution: null, nodes, exhausted: true };
}
