/**
 * Tea Box Puzzler with its real rules on the real server: packing a level's chest wins and pays
 * once, with the level from the session's options; a forged log, a Hint never taken from the
 * inventory or a finish faster than a person pays nothing; a recorded Hint is honoured.
 */
import { describe, expect, test } from "vitest";
import { MAX_LEVEL, rules as teaBox, solutionMoves } from "../../../games/tea-box-puzzler/rules.ts";
import type { Viewer } from "../../auth/viewer.ts";
import { PROGRESSION_REWARD_TOKENS } from "../constants.ts";
import type { Json } from "../json.ts";
import { finishGame, startGame, usePowerup } from "../play.ts";
import { givePowerups, refusal, signedInViewer, tokensOf, usePlayEnvironment } from "./playFixtures.ts";

const { db, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;
const asLog = (moves: readonly object[]): Json[] => JSON.parse(JSON.stringify(moves)) as Json[];

async function startLevel(viewer: Viewer, level: number) {
  const { sessionId } = await startGame(env, viewer, { game: "TEA", options: { level } });
  return { sessionId, solution: asLog(solutionMoves(level)) };
}

describe("Tea Box Puzzler, with its real rules", () => {
  test("packing the chest of the session's level wins and pays once, with the time bonus in the score", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId, solution } = await startLevel(viewer, 3);
    clock.advance(MINUTE);
    const outcome = await finishGame(env, viewer, sessionId, solution);
    const end = solutionMoves(3).reduce((state, move) => teaBox.apply(state, move), teaBox.newGame("", { level: 3 }));
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS, score: teaBox.finalScore(end, { playedMs: MINUTE }) });
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    expect((await refusal(finishGame(env, viewer, sessionId, solution))).code).toBe("FINISHED");
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
  });

  test("another level's packing, a Hint never taken from the inventory, or a finish faster than a person pays nothing", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId } = await startLevel(viewer, 2);
    clock.advance(MINUTE);
    // Level 1's packing does not fit level 2's tins: one lands on another or sticks out of the box.
    expect((await refusal(finishGame(env, viewer, sessionId, asLog(solutionMoves(1))))).message).toMatch(/^Move \d: That tin would (lie on another one|stick out of the box)/);
    const hinted = await startLevel(viewer, 2);
    clock.advance(MINUTE);
    expect((await refusal(finishGame(env, viewer, hinted.sessionId, asLog([{ t: "powerup", id: "HI" }, ...solutionMoves(2).slice(1)])))).message).toMatch(/^Move 1: it spends a HI powerup/);
    expect(await tokensOf(db, viewer.userId)).toBe(before);

    const quick = await startLevel(viewer, 2);
    clock.advance(teaBox.minimumHumanMs(quick.solution.length) - 500);
    expect(await finishGame(env, viewer, quick.sessionId, quick.solution)).toMatchObject({ verified: false, won: true, tokensEarned: 0 });
    expect(await tokensOf(db, viewer.userId)).toBe(before);
  });

  test("a Hint taken from the inventory is honoured in the replay and costs its points", async () => {
    const viewer = await signedInViewer(db);
    await givePowerups(db, viewer.userId, "TEA", "HI", 1);
    const { sessionId } = await startLevel(viewer, 1);
    await usePowerup(env, viewer, sessionId, "HI");
    clock.advance(MINUTE);
    // The Hint slots the first tin; the rest are placed by hand.
    const moves = [{ t: "powerup", id: "HI" } as const, ...solutionMoves(1).slice(1)];
    const end = moves.reduce((state, move) => teaBox.apply(state, move), teaBox.newGame("", { level: 1 }));
    expect(end.hints).toBe(1);
    expect(await finishGame(env, viewer, sessionId, asLog(moves))).toMatchObject({ verified: true, won: true, score: teaBox.finalScore(end, { playedMs: MINUTE }) });
  });

  test("a level outside the game is refused at the start", async () => {
    const viewer = await signedInViewer(db);
    expect((await refusal(startGame(env, viewer, { game: "TEA", options: { level: MAX_LEVEL + 1 } }))).code).toBe("BAD_INPUT");
  });
});
