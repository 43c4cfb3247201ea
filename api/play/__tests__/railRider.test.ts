/**
 * Rail Rider with its real rules on the real server: the known route's moves win and pay once,
 * with the seconds left in the score; a tile set on a station, an Add Time never taken from the
 * inventory or a finish faster than a person pays nothing; a train that left is a loss.
 */
import { describe, expect, test } from "vitest";
import { rules as rail, solutionMoves } from "../../../games/rail-rider/rules.ts";
import type { Viewer } from "../../auth/viewer.ts";
import { PROGRESSION_REWARD_TOKENS } from "../constants.ts";
import type { Json } from "../json.ts";
import { finishGame, startGame, usePowerup } from "../play.ts";
import { givePowerups, refusal, signedInViewer, tokensOf, usePlayEnvironment } from "./playFixtures.ts";

const { db, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;
const asLog = (moves: readonly object[]): Json[] => JSON.parse(JSON.stringify(moves)) as Json[];

async function startRail(viewer: Viewer, level = 2) {
  const { sessionId } = await startGame(env, viewer, { game: "RAI", options: { level } });
  const session = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
  const start = rail.newGame(session.seed, rail.parseOptions(session.options));
  return { sessionId, start, solution: solutionMoves(start) };
}

describe("Rail Rider, with its real rules", () => {
  test("the known route wins and pays once, the seconds left counting in the score", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId, start, solution } = await startRail(viewer);
    clock.advance(MINUTE / 2);
    const end = solution.reduce((state, move) => rail.apply(state, move), start);
    const outcome = await finishGame(env, viewer, sessionId, asLog(solution));
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS, score: rail.finalScore(end, { playedMs: MINUTE / 2 }) });
    expect(outcome.score).toBeGreaterThan(rail.status(end).score);
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    expect((await refusal(finishGame(env, viewer, sessionId, asLog(solution)))).code).toBe("FINISHED");
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
  });

  test("a tile set on a station, an Add Time never taken from the inventory, or a finish faster than a person pays nothing", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId, start, solution } = await startRail(viewer);
    clock.advance(MINUTE);
    const forged = [{ t: "move", from: start.tiles[0]!.cell, to: start.stations[1]!.cell }, ...solution];
    expect((await refusal(finishGame(env, viewer, sessionId, asLog(forged)))).message).toMatch(/^Move 1: Track tiles go on grass/);
    const late = [{ t: "depart" }, { t: "powerup", id: "AT" }, ...solution];
    expect((await refusal(finishGame(env, viewer, sessionId, asLog(late)))).message).toMatch(/^Move 2: it spends a AT powerup/);
    expect(await tokensOf(db, viewer.userId)).toBe(before);

    const quick = await startRail(viewer);
    clock.advance(rail.minimumHumanMs(quick.solution.length) - 200);
    expect(await finishGame(env, viewer, quick.sessionId, asLog(quick.solution))).toMatchObject({ verified: false, won: true, tokensEarned: 0 });
    expect(await tokensOf(db, viewer.userId)).toBe(before);
  });

  test("a train that left is a loss; a recorded Add Time holds it and the line still wins", async () => {
    const viewer = await signedInViewer(db);
    const gone = await startRail(viewer, 1);
    clock.advance(2 * MINUTE);
    expect(await finishGame(env, viewer, gone.sessionId, [{ t: "depart" }])).toMatchObject({ won: false, tokensEarned: 0, message: "The train left before the line was finished." });

    await givePowerups(db, viewer.userId, "RAI", "AT", 1);
    const held = await startRail(viewer, 1);
    await usePowerup(env, viewer, held.sessionId, "AT");
    clock.advance(2 * MINUTE);
    const moves = [{ t: "depart" }, { t: "powerup", id: "AT" }, ...held.solution];
    expect(await finishGame(env, viewer, held.sessionId, asLog(moves))).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS });
  });
});
