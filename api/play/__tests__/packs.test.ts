/**
 * Picture and city packs: a game starts a pack only for players who may play it (free by price or
 * by the rules' freePacks, or bought), refusals record nothing, and viewer.ownedPacks lists the same
 * packs in the store's order. Played with a small picture game over Jigsaw Joy's real packs.
 */
import { describe, expect, test } from "vitest";
import { IllegalMoveError, type AnyGameRules } from "../../../games/engines/gameRules.ts";
import type { Viewer } from "../../auth/viewer.ts";
import { addInventory } from "../../inventory/inventory.ts";
import { ownedPacks } from "../packs.ts";
import type { PlayEnvironment } from "../environment.ts";
import { startGame } from "../play.ts";
import { anonymousViewer, refusal, signedInViewer, temporaryViewer, usePlayEnvironment } from "./playFixtures.ts";
import { targetRules } from "./targetGame.ts";

const GAME = "JIG";

/** The target game playing a picture: its options name the pack the picture is in. */
const pictureRules: AnyGameRules = {
  ...(targetRules as AnyGameRules),
  code: GAME,
  freePacks: ["JIG_OCEAN"],
  parseOptions(raw: unknown) {
    if (typeof raw !== "object" || raw === null || !("pack" in raw) || typeof raw.pack !== "string") throw new RangeError("Pick a picture.");
    return { pack: raw.pack };
  },
  packOf(options: unknown) {
    if (typeof options !== "object" || options === null || !("pack" in options) || typeof options.pack !== "string") throw new IllegalMoveError("No pack.");
    return options.pack;
  },
};

const { db, env: base } = usePlayEnvironment();
const env: PlayEnvironment = { ...base, games: { ...base.games, [GAME]: pictureRules } };

const start = (viewer: Viewer, pack: string) => startGame(env, viewer, { game: GAME, options: { pack } });
const sessionsOf = (userId: string) => db.gameSession.count({ where: { userId, gameId: GAME } });

describe("starting a picture", () => {
  test("a free pack (price 0) and a pack the rules make free start for anyone, even a visitor", async () => {
    await expect(start(anonymousViewer, "JIG_STARTER")).resolves.toHaveProperty("sessionId");
    await expect(start(anonymousViewer, "JIG_OCEAN")).resolves.toHaveProperty("sessionId");
  });

  test("a pack for sale is refused until the player owns it, and the refusal records nothing", async () => {
    const viewer = await signedInViewer(db);
    const refused = await refusal(start(viewer, "JIG_COTTAGES"));
    expect(refused.code).toBe("BAD_INPUT");
    expect(refused.message).toBe("Get the Cozy Cottages pack in the store to play it.");
    expect(await sessionsOf(viewer.userId)).toBe(0);

    await db.$transaction((tx) => addInventory(tx, viewer.userId, { kind: "IMAGE_PACK", gameId: GAME, itemId: "JIG_COTTAGES", count: 1 }));
    await expect(start(viewer, "JIG_COTTAGES")).resolves.toHaveProperty("sessionId");
    expect(await sessionsOf(viewer.userId)).toBe(1);
  });

  test("another player's purchase and another game's pack of the same id do not count", async () => {
    const buyer = await signedInViewer(db);
    const other = await temporaryViewer(db);
    await db.$transaction((tx) => addInventory(tx, buyer.userId, { kind: "IMAGE_PACK", gameId: GAME, itemId: "JIG_PETS", count: 1 }));
    await db.$transaction((tx) => addInventory(tx, other.userId, { kind: "IMAGE_PACK", gameId: "PAI", itemId: "JIG_PETS", count: 1 }));
    expect((await refusal(start(other, "JIG_PETS"))).message).toBe("Get the Kittens & Puppies pack in the store to play it.");
  });

  test("a pack the game does not have is refused clearly", async () => {
    const refused = await refusal(start(anonymousViewer, "PAI_STARTER"));
    expect(refused.message).toBe("There is no pack PAI_STARTER in this game.");
  });
});

describe("ownedPacks", () => {
  test("free packs for a visitor; free and bought ones for a player, in the store's order", async () => {
    expect(await ownedPacks(env, anonymousViewer, GAME)).toEqual(["JIG_STARTER", "JIG_OCEAN"]);
    const viewer = await signedInViewer(db);
    await db.$transaction((tx) => addInventory(tx, viewer.userId, { kind: "IMAGE_PACK", gameId: GAME, itemId: "JIG_CASTLES", count: 1 }));
    await db.$transaction((tx) => addInventory(tx, viewer.userId, { kind: "IMAGE_PACK", gameId: GAME, itemId: "JIG_COTTAGES", count: 1 }));
    expect(await ownedPacks(env, viewer, GAME)).toEqual(["JIG_STARTER", "JIG_COTTAGES", "JIG_OCEAN", "JIG_CASTLES"]);
  });

  test("an unknown game is refused", async () => {
    expect((await refusal(ownedPacks(env, anonymousViewer, "NOPE"))).code).toBe("NOT_FOUND");
  });
});
