/**
 * The rows the play answers are read from on the bare pool (sessionRow.ts, readPlayerRow) are the
 * rows Prisma reads: every column with the same type, the powerups used in order, for a visitor's
 * session, a played one and a finished one.
 */
import { describe, expect, test } from "vitest";
import { readPlayerRow } from "../../players/players.ts";
import { finishGame, startGame, usePowerup } from "../play.ts";
import { SAVE_MODE } from "../constants.ts";
import { readSavedSession, readSessionWithPowerups } from "../sessionRow.ts";
import { anonymousViewer, givePowerups, signedInViewer, usePlayEnvironment } from "./playFixtures.ts";

const { db, env, clock } = usePlayEnvironment();

const prismaRow = (id: string) => db.gameSession.findUnique({ where: { id }, include: { powerupUses: { orderBy: { seq: "asc" } } } });
const ROUND = { game: "BCA", options: { city: "BCA_PAR", scene: 0 } };

describe("a session read for an answer", () => {
  test("is Prisma's row, column for column, with the powerups used in order, before and after the finish", async () => {
    const viewer = await signedInViewer(db);
    await givePowerups(db, viewer.userId, "BCA", "HI", 1);
    await givePowerups(db, viewer.userId, "BCA", "FF", 1);
    const { sessionId } = await startGame(env, viewer, ROUND);
    expect(await readSessionWithPowerups(db, sessionId)).toEqual(await prismaRow(sessionId));

    await usePowerup(env, viewer, sessionId, "HI");
    clock.advance(1_500);
    await usePowerup(env, viewer, sessionId, "FF");
    const played = await readSessionWithPowerups(db, sessionId);
    expect(played?.powerupUses.map((use) => [use.seq, use.powerupId])).toEqual([
      [1, "HI"],
      [2, "FF"],
    ]);
    expect(played).toEqual(await prismaRow(sessionId));

    clock.advance(60_000);
    await finishGame(env, viewer, sessionId, [{ t: "timeout" }]);
    const finished = await readSessionWithPowerups(db, sessionId);
    expect(finished?.finishedAt).toBeInstanceOf(Date);
    expect(finished).toEqual(await prismaRow(sessionId));
  });

  test("a visitor's session reads the same; an unknown id is null", async () => {
    const { sessionId } = await startGame(env, anonymousViewer, ROUND);
    expect(await readSessionWithPowerups(db, sessionId)).toEqual(await prismaRow(sessionId));
    expect(await readSessionWithPowerups(db, "no-such-session")).toBeNull();
  });
});

describe("a player read for an answer", () => {
  test("is Prisma's row; a user without a player has none", async () => {
    const viewer = await signedInViewer(db);
    expect(await readPlayerRow(db, viewer.userId)).toEqual(await db.player.findUnique({ where: { userId: viewer.userId } }));
    expect(await readPlayerRow(db, "no-such-user")).toBeNull();
  });
});

describe("the saved game a frame resumes", () => {
  test("is the newest unfinished session kept on the server, of that player and game, as Prisma reads it", async () => {
    const viewer = await signedInViewer(db);
    const prismaSaved = (gameId: string) =>
      db.gameSession.findFirst({
        where: { userId: viewer.userId, gameId, finishedAt: null, saveMode: SAVE_MODE.database },
        orderBy: [{ startedAt: "desc" }, { id: "desc" }],
        include: { powerupUses: { orderBy: { seq: "asc" } } },
      });
    expect(await readSavedSession(db, viewer.userId, "BCA")).toBeNull();

    await givePowerups(db, viewer.userId, "BCA", "HI", 1);
    const older = await startGame(env, viewer, ROUND);
    clock.advance(1_000);
    const newer = await startGame(env, viewer, ROUND);
    await usePowerup(env, viewer, newer.sessionId, "HI");
    const saved = await readSavedSession(db, viewer.userId, "BCA");
    expect(saved).toEqual(await prismaSaved("BCA"));
    expect(saved?.id).toBe(newer.sessionId);
    expect(saved?.powerupUses.map((use) => use.powerupId)).toEqual(["HI"]);

    clock.advance(60_000);
    await finishGame(env, viewer, saved!.id, [{ t: "timeout" }]);
    const left = await readSavedSession(db, viewer.userId, "BCA");
    expect(left?.id).toBe(older.sessionId);
    expect(left).toEqual(await prismaSaved("BCA"));
    expect(await readSavedSession(db, viewer.userId, "KLO")).toBeNull();
  });
});
