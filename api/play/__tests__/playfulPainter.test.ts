/**
 * Playful Painter (PAI) through the play domain with its real rules: a picture painted cell by
 * cell (with a bought Fill and Hint) is replayed by the server and pays once; a wrong colour, a
 * Fill never bought or an unfinished picture pays nothing; a pack for sale starts only once bought.
 */
import { describe, expect, test } from "vitest";
import { rules } from "../../../games/playful-painter/rules.ts";
import { addInventory } from "../../inventory/inventory.ts";
import { PROGRESSION_REWARD_TOKENS } from "../constants.ts";
import type { Json } from "../json.ts";
import { finishGame, saveGame, startGame, usePowerup } from "../play.ts";
import { givePowerups, refusal, signedInViewer, tokensOf, usePlayEnvironment } from "./playFixtures.ts";

const { database, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;

describe("Playful Painter on the server", () => {
  test("a picture painted with a bought Fill and Hint is replayed, wins and pays once; forged or unfinished logs pay nothing", async () => {
    const viewer = await signedInViewer(database.db);
    const options = { pack: "PAI_STARTER", picture: 1 };
    const { sessionId } = await startGame(env, viewer, { game: "PAI", options });
    const start = rules.newGame("", rules.parseOptions(options));
    const filled = start.colours[0]!;
    const painting: Json[] = start.colours.flatMap((colour, cell): Json[] => (colour === filled ? [] : [{ t: "paint", cell, colour }]));
    const before = await tokensOf(database.db, viewer.userId);
    clock.advance(10 * MINUTE);

    const wrongColour: Json[] = [{ t: "paint", cell: 0, colour: (filled + 1) % 12 }, ...painting];
    expect((await refusal(finishGame(env, viewer, sessionId, wrongColour))).message).toMatch(/^Move 1: That cell takes colour/);
    const unbought: Json[] = [{ t: "fill", colour: filled }, ...painting];
    expect((await refusal(finishGame(env, viewer, sessionId, unbought))).message).toMatch(/^Move 1: it spends a FL powerup/);
    expect(await tokensOf(database.db, viewer.userId)).toBe(before);

    // Half painted: saved on the server, to resume on any device.
    await saveGame(env, viewer, sessionId, painting.slice(0, 10));
    const saved = await database.db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
    expect(saved.moves).toEqual(painting.slice(0, 10));

    await givePowerups(database.db, viewer.userId, "PAI", "HI", 1);
    await givePowerups(database.db, viewer.userId, "PAI", "FL", 1);
    await usePowerup(env, viewer, sessionId, "HI");
    await usePowerup(env, viewer, sessionId, "FL");
    const moves: Json[] = [{ t: "hint", colour: filled }, { t: "fill", colour: filled }, ...painting];
    const outcome = await finishGame(env, viewer, sessionId, moves);
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS, score: start.colours.length * 10 - 20 });
    expect(await tokensOf(database.db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    expect((await refusal(finishGame(env, viewer, sessionId, moves))).code).toBe("FINISHED");

    const other = await startGame(env, viewer, { game: "PAI", options: { pack: "PAI_STARTER", picture: 0 } });
    clock.advance(10 * MINUTE);
    expect(await finishGame(env, viewer, other.sessionId, painting.slice(0, 3))).toMatchObject({ won: false, tokensEarned: 0 });
    expect(await tokensOf(database.db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    expect((await refusal(startGame(env, viewer, { game: "PAI", options: { pack: "PAI_STARTER", picture: 6 } }))).code).toBe("BAD_INPUT");
  });

  test("a pack for sale starts only for a player who bought it", async () => {
    const viewer = await signedInViewer(database.db);
    const pack = "PAI_FLOWERS";
    const refused = await refusal(startGame(env, viewer, { game: "PAI", options: { pack, picture: 0 } }));
    expect(refused.message).toBe("Get the Flowers pack in the store to play it.");
    await database.db.$transaction((tx) => addInventory(tx, viewer.userId, { kind: "IMAGE_PACK", gameId: "PAI", itemId: pack, count: 1 }));
    await expect(startGame(env, viewer, { game: "PAI", options: { pack, picture: 0 } })).resolves.toHaveProperty("sessionId");
  });
});
