import { describe, expect, test } from "vitest";
import type { AnyGameRules } from "../engines/gameRules.ts";
import { gameManifests } from "../registry.ts";

const STEPS = 40;

/**
 * `apply` never changes the state it is given (gameRules.ts): the frame's session works a state's
 * status out once and keeps it by the state (useGameSession's statusOnce), and the undo history
 * holds earlier states, so a state changed in place would show a stale status or undo wrongly.
 */
function walkChecksEveryState(rules: AnyGameRules): number {
  const options = rules.parseOptions({});
  const secret = rules.hidden?.secret("purity-secret", options);
  let state = rules.newGame("purity-seed", options);
  let steps = 0;
  for (; steps < STEPS; steps++) {
    if (rules.status(state).phase !== "playing") break;
    const moves = rules.legalMoves(state);
    if (moves.length === 0) break;
    const move = moves[(steps * 7919 + 13) % moves.length];
    const before = structuredClone(state);
    const statusBefore = structuredClone(rules.status(state));
    const reveal = rules.hidden && secret !== undefined ? rules.hidden.reveal(secret, state, move) : undefined;
    const next = rules.apply(state, move, reveal);
    expect(state, `move ${steps + 1} changed the state it was given`).toEqual(before);
    expect(rules.status(state), `move ${steps + 1} changed the status of the state before it`).toEqual(statusBefore);
    state = next;
  }
  return steps;
}

describe("every game's rules leave the state they are given as it was", () => {
  test.each(gameManifests.map((game) => [game.slug, game.rules] as const))("%s", (_slug, rules) => {
    expect(walkChecksEveryState(rules)).toBeGreaterThan(0);
  });
});
