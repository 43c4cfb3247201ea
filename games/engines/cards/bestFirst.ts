/**
 * A best-first solver for one-player card games whose trees are too deep for depth-first search
 * (FreeCell, Spider): it always expands the most promising position found so far, by a score the
 * game supplies (lower is better), with a transposition set and a node budget. Like solve() in
 * solver.ts it only ever returns a real win: running out of budget proves nothing.
 */
import type { SearchProblem, SolveResult } from "./solver.ts";

export interface ScoredProblem<State, Move> extends SearchProblem<State, Move> {
  /** How far `state` looks from a win: lower is expanded first. */
  score(state: State): number;
}

interface Node<State, Move> {
  state: State;
  parent: number;
  move: Move | null;
  priority: number;
}

/** A binary min-heap of node indices ordered by their priority (ties: the newer node first). */
class Frontier {
  private readonly heap: number[] = [];
  constructor(private readonly priorityOf: (index: number) => number) {}

  get size(): number {
    return this.heap.length;
  }

  private before(a: number, b: number): boolean {
    const pa = this.priorityOf(a);
    const pb = this.priorityOf(b);
    return pa < pb || (pa === pb && a > b);
  }

  push(index: number): void {
    const heap = this.heap;
    heap.push(index);
    let at = heap.length - 1;
    while (at > 0) {
      const up = (at - 1) >> 1;
      if (!this.before(heap[at]!, heap[up]!)) break;
      [heap[at], heap[up]] = [heap[up]!, heap[at]!];
      at = up;
    }
  }

  pop(): number {
    const heap = this.heap;
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        const right = left + 1;
        let best = at;
        if (left < heap.length && this.before(heap[left]!, heap[best]!)) best = left;
        if (right < heap.length && this.before(heap[right]!, heap[best]!)) best = right;
        if (best === at) break;
        [heap[at], heap[best]] = [heap[best]!, heap[at]!];
        at = best;
      }
    }
    return top;
  }
}

export function solveBestFirst<State, Move>(
  problem: ScoredProblem<State, Move>,
  start: State,
  budget: { maxNodes: number },
): SolveResult<Move> {
  if (problem.isGoal(start)) return { solution: [], nodes: 0, exhausted: false };
  const nodes: Node<State, Move>[] = [{ state: start, parent: -1, move: null, priority: problem.score(start) }];
  const seen = new Set<string>([problem.key(start)]);
  const frontier = new Frontier((index) => nodes[index]!.priority);
  frontier.push(0);
  let expanded = 0;
  while (frontier.size > 0) {
    if (++expanded > budget.maxNodes) return { solution: null, nodes: expanded, exhausted: false };
    const index = frontier.pop();
    const { state } = nodes[index]!;
    for (const move of problem.moves(state)) {
      const next = problem.apply(state, move);
      const key = problem.key(next);
      if (seen.has(key)) continue;
      seen.add(key);
      nodes.push({ state: next, parent: index, move, priority: problem.score(next) });
      if (problem.isGoal(next)) return { solution: pathTo(nodes, nodes.length - 1), nodes: expanded, exhausted: false };
      frontier.push(nodes.length - 1);
    }
  }
  return { solution: null, nodes: expanded, exhausted: true };
}

function pathTo<State, Move>(nodes: readonly Node<State, Move>[], index: number): Move[] {
  const moves: Move[] = [];
  for (let at = index; nodes[at]!.move !== null; at = nodes[at]!.parent) moves.push(nodes[at]!.move!);
  return moves.reverse();
}
