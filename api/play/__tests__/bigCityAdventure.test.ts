/**
 * Big City Adventure with its real rules on the real server: a round won by clicking every listed
 * object pays once, with the seconds left (less Freeze Frame's 30) in the score; forged clicks,
 * a Hint never taken from the inventory or a finish faster than a person pay nothing; Paris plays
 * for anyone, another city only once its pack is owned; progress is the verified wins' scenes.
 */
import { describe, expect, test } from "vitest";
import { hintTarget, rules, starsFrom, TIME_BONUS_PER_SECOND, type BcaMove, type BcaOptions, type BcaState } from "../../../games/big-city-adventure/rules.ts";
import { addInventory } from "../../inventory/inventory.ts";
import { PROGRESSION_REWARD_TOKENS } from "../constants.ts";
import type { Json } from "../json.ts";
import { ownedPacks } from "../packs.ts";
import { finishGame, startGame, usePowerup } from "../play.ts";
import { wonGameOptions } from "../progress.ts";
import { anonymousViewer, givePowerups, powerupCount, refusal, signedInViewer, tokensOf, usePlayEnvironment } from "./playFixtures.ts";

const { db, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;

async function startRound(viewer: Parameters<typeof startGame>[1], options: BcaOptions) {
  const { sessionId } = await startGame(env, viewer, { game: "BCA", options: { city: options.city, scene: options.scene } });
  const session = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
  return { sessionId, start: rules.newGame(session.seed, rules.parseOptions(session.options)) };
}

/** A click on the middle of every listed object still to find, two seconds apart. */
function findAll(state: BcaState): BcaMove[] {
  const moves: BcaMove[] = [];
  let end = state;
  while (rules.status(end).phase === "playing") {
    const placed = end.placed[hintTarget(end)!]!;
    const move: BcaMove = { t: "click", x: placed.x, y: placed.y, at: end.lastAt + 2_000 };
    end = rules.apply(end, move);
    moves.push(move);
  }
  return moves;
}

describe("Big City Adventure on the server", () => {
  test("clicking every listed object wins and pays once, the seconds left counting in the score", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId, start } = await startRound(viewer, { city: "BCA_PAR", scene: 0 });
    const moves = findAll(start);
    clock.advance(MINUTE);
    const outcome = await finishGame(env, viewer, sessionId, moves as Json[]);
    const seconds = Math.floor((start.timeLimitMs - MINUTE) / 1000);
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS, score: start.listCount * 100 + seconds * TIME_BONUS_PER_SECOND });
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    expect((await refusal(finishGame(env, viewer, sessionId, moves as Json[]))).code).toBe("FINISHED");
    expect(starsFrom(await wonGameOptions(env, viewer, "BCA")).get("BCA_PAR")).toEqual(new Set([0]));
  });

  test("clicks beside the objects, a Hint never taken from the inventory or a finish faster than a person pay nothing", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId, start } = await startRound(viewer, { city: "BCA_PAR", scene: 1 });
    clock.advance(MINUTE);
    // The right number of clicks, each in an empty corner of the sky: nothing found, nothing won.
    const forged: Json[] = findAll(start).map((_, index) => ({ t: "click", x: 5, y: 5, at: (index + 1) * 2_000 }));
    expect(await finishGame(env, viewer, sessionId, forged)).toMatchObject({ won: false, tokensEarned: 0 });

    const hinted = await startRound(viewer, { city: "BCA_PAR", scene: 1 });
    clock.advance(MINUTE);
    const withHint: Json[] = [{ t: "hint" }, ...(findAll(rules.apply(hinted.start, { t: "hint" })) as Json[])];
    expect((await refusal(finishGame(env, viewer, hinted.sessionId, withHint))).message).toMatch(/^Move 1: it spends a HI powerup/);

    const quick = await startRound(viewer, { city: "BCA_PAR", scene: 2 });
    const line = findAll(quick.start);
    clock.advance(rules.minimumHumanMs(line.length) - 1_000);
    expect(await finishGame(env, viewer, quick.sessionId, line as Json[])).toMatchObject({ verified: false, won: true, tokensEarned: 0 });
    expect(await tokensOf(db, viewer.userId)).toBe(before);
    expect(await wonGameOptions(env, viewer, "BCA")).toEqual([]);
  });

  test("a recorded Hint and Freeze Frame replay into a win, Freeze Frame's 30 seconds off the clock; time running out loses", async () => {
    const viewer = await signedInViewer(db);
    await givePowerups(db, viewer.userId, "BCA", "HI", 1);
    await givePowerups(db, viewer.userId, "BCA", "FF", 1);
    const { sessionId, start } = await startRound(viewer, { city: "BCA_PAR", scene: 0 });
    await usePowerup(env, viewer, sessionId, "HI");
    await usePowerup(env, viewer, sessionId, "FF");
    expect(await powerupCount(db, viewer.userId, "BCA", "HI")).toBe(0);
    const moves: BcaMove[] = [{ t: "hint" }, ...findAll(rules.apply(start, { t: "hint" }))];
    clock.advance(2 * MINUTE);
    const outcome = await finishGame(env, viewer, sessionId, moves as Json[]);
    const seconds = Math.floor((start.timeLimitMs - 2 * MINUTE + 30_000) / 1000);
    expect(outcome).toMatchObject({ verified: true, won: true, score: start.listCount * 100 + seconds * TIME_BONUS_PER_SECOND });

    const late = await startRound(viewer, { city: "BCA_PAR", scene: 0 });
    clock.advance(late.start.timeLimitMs);
    expect(await finishGame(env, viewer, late.sessionId, [{ t: "timeout" }])).toMatchObject({ won: false, tokensEarned: 0, message: "Time is up." });
  });

  test("Paris plays for anyone; Rome only once its city pack is owned", async () => {
    await expect(startRound(anonymousViewer, { city: "BCA_PAR", scene: 0 })).resolves.toHaveProperty("sessionId");
    const viewer = await signedInViewer(db);
    expect(await ownedPacks(env, viewer, "BCA")).toEqual(["BCA_PAR"]);
    const refused = await refusal(startGame(env, viewer, { game: "BCA", options: { city: "BCA_ROM", scene: 0 } }));
    expect(refused).toMatchObject({ code: "BAD_INPUT", message: "Get the Rome pack in the store to play it." });
    await db.$transaction((tx) => addInventory(tx, viewer.userId, { kind: "CITY_PACK", gameId: "BCA", itemId: "BCA_ROM", count: 1 }));
    expect(await ownedPacks(env, viewer, "BCA")).toEqual(["BCA_PAR", "BCA_ROM"]);
    await expect(startRound(viewer, { city: "BCA_ROM", scene: 0 })).resolves.toHaveProperty("sessionId");
    expect((await refusal(startGame(env, viewer, { game: "BCA", options: { city: "BCA_PAR", scene: 5 } }))).code).toBe("BAD_INPUT");
  });
});
