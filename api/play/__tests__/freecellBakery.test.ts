/**
 * FreeCell Bakery Solitaire (FRE) through the play domain with its real rules: the solver's line
 * for the session's deal is replayed by the server and pays once; a forged log, a hint never
 * bought and an unproven deal number pay nothing.
 */
import { describe, expect, test } from "vitest";
import { rules } from "../../../games/freecell-bakery-solitaire/rules.ts";
import { solveFreeCell } from "../../../games/freecell-bakery-solitaire/solver.ts";
import type { Viewer } from "../../auth/viewer.ts";
import { PROGRESSION_REWARD_TOKENS } from "../constants.ts";
import { asJson, type Json } from "../json.ts";
import { finishGame, startGame, usePowerup } from "../play.ts";
import { givePowerups, refusal, signedInViewer, tokensOf, usePlayEnvironment } from "./playFixtures.ts";

const { database, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;

/** A session on a random proven deal, and the solver's winning line for it as JSON moves. */
async function startFreeCell(viewer: Viewer, options: Json = {}) {
  const { sessionId } = await startGame(env, viewer, { game: "FRE", options });
  const session = await database.db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
  const start = rules.newGame(session.seed, rules.parseOptions(options));
  const solution = asJson(solveFreeCell(start, 60_000).solution);
  if (!Array.isArray(solution)) throw new Error(`No solution for deal ${start.deal}`);
  return { sessionId, solution };
}

describe("FreeCell Bakery Solitaire on the server", () => {
  test("the solver's line, with a bought hint, is replayed by the server, wins and pays once", async () => {
    const viewer = await signedInViewer(database.db);
    const { sessionId, solution } = await startFreeCell(viewer);
    await givePowerups(database.db, viewer.userId, "FRE", "HI", 1);
    await usePowerup(env, viewer, sessionId, "HI");
    const before = await tokensOf(database.db, viewer.userId);
    clock.advance(10 * MINUTE);
    const outcome = await finishGame(env, viewer, sessionId, [{ t: "powerup", id: "HI" }, ...solution]);
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS });
    // 52 cards home and the win bonus for 600 seconds.
    expect(outcome.score).toBe(520 + Math.round(700_000 / 600));
    expect(await tokensOf(database.db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    expect((await refusal(finishGame(env, viewer, sessionId, solution))).code).toBe("FINISHED");
  });

  test("a forged log, a hint never bought, or a log that stops short pays nothing", async () => {
    const viewer = await signedInViewer(database.db);
    const before = await tokensOf(database.db, viewer.userId);
    const { sessionId, solution } = await startFreeCell(viewer);
    clock.advance(10 * MINUTE);
    const forged = [{ t: "move", from: "t0", to: "f", n: 13 }, ...solution];
    expect((await refusal(finishGame(env, viewer, sessionId, forged))).message).toMatch(/^Move 1:/);
    const withHint: Json[] = [{ t: "powerup", id: "HI" }, ...solution];
    expect((await refusal(finishGame(env, viewer, sessionId, withHint))).message).toMatch(/^Move 1: it spends a HI powerup/);
    const outcome = await finishGame(env, viewer, sessionId, solution.slice(0, -1));
    expect(outcome).toMatchObject({ won: false, tokensEarned: 0 });
    expect(await tokensOf(database.db, viewer.userId)).toBe(before);
  });

  test("a chosen deal starts only when it is proven solvable", async () => {
    const viewer = await signedInViewer(database.db);
    const chosen = await startFreeCell(viewer, { deal: 1 });
    clock.advance(10 * MINUTE);
    expect(await finishGame(env, viewer, chosen.sessionId, chosen.solution)).toMatchObject({ won: true, verified: true });
    const refused = await refusal(startGame(env, viewer, { game: "FRE", options: { deal: 11982 } }));
    expect(refused.code).toBe("BAD_INPUT");
    expect(refused.message).toMatch(/Deal #11982 is not one we have proven solvable/);
  });
});
