/**
 * Simply Shikaku (SHI) through the play domain with its real rules: the session's answer drawn
 * (with a bought Hint) is replayed by the server and pays once; a rectangle past the edge, a Hint
 * never bought or an unfinished grid pays nothing.
 */
import { describe, expect, test } from "vitest";
import { rules } from "../../../games/simply-shikaku/rules.ts";
import { PROGRESSION_REWARD_TOKENS } from "../constants.ts";
import type { Json } from "../json.ts";
import { finishGame, startGame, usePowerup } from "../play.ts";
import { givePowerups, refusal, signedInViewer, tokensOf, usePlayEnvironment } from "./playFixtures.ts";

const { database, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;

describe("Simply Shikaku on the server", () => {
  test("a 15x15 answer with a bought Hint is replayed, wins and pays once; forged or unfinished logs pay nothing", async () => {
    const viewer = await signedInViewer(database.db);
    const { sessionId } = await startGame(env, viewer, { game: "SHI", options: { size: 15 } });
    const session = await database.db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
    const start = rules.newGame(session.seed, rules.parseOptions(session.options));
    // The Hint draws the answer's first rectangle; these draw the rest.
    const drawing: Json[] = start.solution.slice(1).map((rect): Json => ({ t: "draw", r: rect.r, c: rect.c, h: rect.h, w: rect.w }));
    const before = await tokensOf(database.db, viewer.userId);
    clock.advance(15 * MINUTE);

    const pastEdge: Json[] = [{ t: "draw", r: 14, c: 14, h: 2, w: 1 }, ...drawing];
    expect((await refusal(finishGame(env, viewer, sessionId, pastEdge))).message).toMatch(/^Move 1: That rectangle reaches past the edge/);
    const unbought: Json[] = [{ t: "powerup", id: "HI" }, ...drawing];
    expect((await refusal(finishGame(env, viewer, sessionId, unbought))).message).toMatch(/^Move 1: it spends a HI powerup/);
    expect(await tokensOf(database.db, viewer.userId)).toBe(before);

    await givePowerups(database.db, viewer.userId, "SHI", "HI", 1);
    await usePowerup(env, viewer, sessionId, "HI");
    const moves: Json[] = [{ t: "powerup", id: "HI" }, ...drawing];
    const outcome = await finishGame(env, viewer, sessionId, moves);
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS, score: 15 * 15 * 10 - 50 });
    expect(await tokensOf(database.db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    expect((await refusal(finishGame(env, viewer, sessionId, moves))).code).toBe("FINISHED");

    const other = await startGame(env, viewer, { game: "SHI", options: { size: 5 } });
    clock.advance(10 * MINUTE);
    expect(await finishGame(env, viewer, other.sessionId, [{ t: "draw", r: 0, c: 0, h: 1, w: 1 }])).toMatchObject({ won: false, tokensEarned: 0 });
    expect(await tokensOf(database.db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    expect((await refusal(startGame(env, viewer, { game: "SHI", options: { size: 16 } }))).code).toBe("BAD_INPUT");
  });
});
