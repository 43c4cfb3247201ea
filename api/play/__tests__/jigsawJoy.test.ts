/**
 * Jigsaw Joy (JIG) through the play domain with its real rules: a 24-piece picture finished with
 * a bought Hint and Edge Sort is replayed and pays once; a piece dropped on another slot, a
 * powerup never bought, an unfinished picture or a locked pack pays nothing.
 */
import { describe, expect, test } from "vitest";
import { rules, type JigsawMove } from "../../../games/jigsaw-joy/rules.ts";
import { PROGRESSION_REWARD_TOKENS } from "../constants.ts";
import type { Json } from "../json.ts";
import { finishGame, startGame, usePowerup } from "../play.ts";
import { wonGameOptions } from "../progress.ts";
import { givePowerups, refusal, signedInViewer, tokensOf, usePlayEnvironment } from "./playFixtures.ts";

const { database, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;
const OPTIONS = { pack: "JIG_STARTER", picture: 4, pieces: 24 } as const;

describe("Jigsaw Joy on the server", () => {
  test("a picture finished with a bought Edge Sort and Hint is replayed, wins and pays once; forged logs pay nothing", async () => {
    const viewer = await signedInViewer(database.db);
    const { sessionId } = await startGame(env, viewer, { game: "JIG", options: OPTIONS });
    const session = await database.db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
    let state = rules.newGame(session.seed, rules.parseOptions(session.options));
    const moves: JigsawMove[] = [{ t: "powerup", id: "ED" }, { t: "powerup", id: "HI" }];
    for (const move of moves) state = rules.apply(state, move);
    for (const piece of state.tray) moves.push({ t: "place", p: piece, s: piece });
    const log = moves as unknown as Json[];
    const before = await tokensOf(database.db, viewer.userId);
    clock.advance(10 * MINUTE);

    const first = (log[2] as { p: number }).p;
    const misplaced: Json[] = [{ t: "place", p: first, s: (first + 1) % 24 }, ...log.slice(2)];
    expect((await refusal(finishGame(env, viewer, sessionId, misplaced))).message).toMatch(/^Move 1: That piece does not fit there/);
    expect((await refusal(finishGame(env, viewer, sessionId, log))).message).toMatch(/^Move 1: it spends a ED powerup/);
    expect(await tokensOf(database.db, viewer.userId)).toBe(before);

    await givePowerups(database.db, viewer.userId, "JIG", "ED", 1);
    await givePowerups(database.db, viewer.userId, "JIG", "HI", 1);
    await usePowerup(env, viewer, sessionId, "ED");
    await usePowerup(env, viewer, sessionId, "HI");
    const outcome = await finishGame(env, viewer, sessionId, log);
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS, score: 23 * 10 });
    expect(await tokensOf(database.db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    expect((await refusal(finishGame(env, viewer, sessionId, log))).code).toBe("FINISHED");
    expect(await wonGameOptions(env, viewer, "JIG")).toEqual([OPTIONS]);

    // Half a picture is no win.
    const other = await startGame(env, viewer, { game: "JIG", options: { ...OPTIONS, pieces: 48 } });
    const half = rules.newGame((await database.db.gameSession.findUniqueOrThrow({ where: { id: other.sessionId } })).seed, rules.parseOptions({ ...OPTIONS, pieces: 48 }));
    clock.advance(10 * MINUTE);
    const some: Json[] = half.tray.slice(0, 24).map((piece): Json => ({ t: "place", p: piece, s: piece }));
    expect(await finishGame(env, viewer, other.sessionId, some)).toMatchObject({ won: false, tokensEarned: 0 });
    expect(await tokensOf(database.db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
  });

  test("a bought pack's pictures start only for its owner; bad options are refused", async () => {
    const viewer = await signedInViewer(database.db);
    expect((await refusal(startGame(env, viewer, { game: "JIG", options: { pack: "JIG_OCEAN", picture: 1, pieces: 24 } }))).message).toBe("Get the Ocean Life pack in the store to play it.");
    expect((await refusal(startGame(env, viewer, { game: "JIG", options: { pack: "JIG_STARTER", picture: 10, pieces: 24 } }))).code).toBe("BAD_INPUT");
    expect((await refusal(startGame(env, viewer, { game: "JIG", options: { pack: "JIG_STARTER", picture: 0, pieces: 23 } }))).code).toBe("BAD_INPUT");
  });
});
