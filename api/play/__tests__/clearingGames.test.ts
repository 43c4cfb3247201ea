/**
 * Sailing Seas Solitaire with its real rules on the real server: the solver's line for the
 * dealt cards wins and pays once; a forged log, a powerup never taken from the inventory or a
 * finish faster than a person pays nothing; after a loss, only a powerup (More Cards) may follow.
 */
import { describe, expect, test } from "vitest";
import { dealFor, rules as sailing } from "../../../games/sailing-seas-solitaire/rules.ts";
import type { Viewer } from "../../auth/viewer.ts";
import { PROGRESSION_REWARD_TOKENS } from "../constants.ts";
import type { Json } from "../json.ts";
import { finishGame, startGame } from "../play.ts";
import { replay } from "../replay.ts";
import { refusal, signedInViewer, tokensOf, usePlayEnvironment } from "./playFixtures.ts";

const { db, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;

describe("Sailing Seas Solitaire, with its real rules", () => {
  async function startSailing(viewer: Viewer) {
    const { sessionId } = await startGame(env, viewer, { game: "SAI" });
    const session = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
    const solution: Json[] = dealFor(session.seed).solution.map((step): Json => (step.t === "draw" ? { t: "draw" } : { t: "play", i: step.i }));
    return { sessionId, seed: session.seed, solution };
  }

  test("the solver's line wins on the server and pays once, with the time bonus in the score", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId, seed, solution } = await startSailing(viewer);
    clock.advance(2 * MINUTE);
    const outcome = await finishGame(env, viewer, sessionId, solution);
    const end = solution.reduce((state, move) => sailing.apply(state, sailing.parseMove(move)), sailing.newGame(seed));
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS, score: sailing.finalScore(end, { playedMs: 2 * MINUTE }) });
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    expect((await refusal(finishGame(env, viewer, sessionId, solution))).code).toBe("FINISHED");
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
  });

  test("a forged card, an Undo never taken from the inventory, or a finish faster than a person pays nothing", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId, solution } = await startSailing(viewer);
    clock.advance(2 * MINUTE);
    // Playing a covered peak card is refused.
    const forged: Json[] = [{ t: "play", i: 0 }, ...solution];
    expect((await refusal(finishGame(env, viewer, sessionId, forged))).message).toMatch(/^Move 1: That card is still covered/);
    const withUndo: Json[] = [{ t: "draw" }, { t: "powerup", id: "UN" }, ...solution];
    expect((await refusal(finishGame(env, viewer, sessionId, withUndo))).message).toMatch(/^Move 2: it spends a UN powerup/);
    expect(await tokensOf(db, viewer.userId)).toBe(before);

    const quick = await startSailing(viewer);
    clock.advance(sailing.minimumHumanMs(quick.solution.length) - 1_000);
    const outcome = await finishGame(env, viewer, quick.sessionId, quick.solution);
    expect(outcome).toMatchObject({ verified: false, won: true, tokensEarned: 0 });
    expect(await tokensOf(db, viewer.userId)).toBe(before);
  });

  test("after a loss only a powerup may follow: More Cards revives the game and the replay goes on", () => {
    // A deal where turning the whole stock without playing leaves no card to play.
    const drawAll = (seed: string) => {
      let state = sailing.newGame(seed);
      const moves: Json[] = [];
      while (state.stock.length > 0) {
        state = sailing.apply(state, { t: "draw" });
        moves.push({ t: "draw" });
      }
      return { state, moves };
    };
    const seed = Array.from({ length: 200 }, (_, n) => `stuck-${n}`).find((candidate) => sailing.status(drawAll(candidate).state).phase === "lost")!;
    const { moves } = drawAll(seed);
    const subject = { seed, options: {}, secretSeed: null, powerupUses: ["MC"] };
    const revived = replay(sailing, subject, [...moves, { t: "powerup", id: "MC" }, { t: "draw" }]);
    expect(revived.status.phase).toBe("playing");
    expect(() => replay(sailing, subject, [...moves, { t: "draw" }])).toThrow(/^Move 24: the game was already over/);
  });
});
