/**
 * Quinn's Aquarium with its real rules on the real server: the solver's line wins a level and pays
 * 10 tokens and its Sand Dollars once; a forged swap, a Hammer never taken from the inventory or a
 * finish faster than a person pays nothing; progress counts only verified wins; and the aquarium
 * spends Sand Dollars on decorations with guarded updates (never below zero, one per spot).
 */
import { describe, expect, test } from "vitest";
import { progressFrom } from "../../../games/quinns-aquarium/progress.ts";
import { legalSwaps, rules, sandDollarsFor, type AquariumMove } from "../../../games/quinns-aquarium/rules.ts";
import { solve } from "../../../games/quinns-aquarium/solver.ts";
import { GardenError, GARDENS, gardenOf, movePlant, plant, removePlant } from "../../gardens/gardens.ts";
import { PROGRESSION_REWARD_TOKENS } from "../constants.ts";
import type { Json } from "../json.ts";
import { finishGame, startGame, usePowerup } from "../play.ts";
import { wonGameOptions } from "../progress.ts";
import { anonymousViewer, givePowerups, powerupCount, refusal, signedInViewer, tokensOf, usePlayEnvironment } from "./playFixtures.ts";

const { db, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;
const sandDollars = (userId: string) => powerupCount(db, userId, "QUA", "SD");

async function startLevel(viewer: Parameters<typeof startGame>[1], level: number) {
  const { sessionId } = await startGame(env, viewer, { game: "QUA", options: { level } });
  const session = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
  return { sessionId, start: rules.newGame(session.seed, rules.parseOptions(session.options)) };
}

describe("Quinn's Aquarium on the server", () => {
  test("the solver's line wins level 3 and pays 10 tokens and its Sand Dollars, once", async () => {
    const viewer = await signedInViewer(db);
    const tokens = await tokensOf(db, viewer.userId);
    const { sessionId, start } = await startLevel(viewer, 3);
    const { moves, end } = solve(start);
    clock.advance(2 * MINUTE);
    const outcome = await finishGame(env, viewer, sessionId, moves as Json[]);
    expect(outcome).toMatchObject({ verified: true, won: true, score: end.score, tokensEarned: PROGRESSION_REWARD_TOKENS, itemEarned: { itemId: "SD", count: sandDollarsFor(end) } });
    expect(sandDollarsFor(end)).toBeGreaterThanOrEqual(5);
    expect(await sandDollars(viewer.userId)).toBe(sandDollarsFor(end));
    expect(await tokensOf(db, viewer.userId)).toBe(tokens + PROGRESSION_REWARD_TOKENS);
    expect((await refusal(finishGame(env, viewer, sessionId, moves as Json[]))).code).toBe("FINISHED");
    expect(await sandDollars(viewer.userId)).toBe(sandDollarsFor(end));
  });

  test("a forged swap, an unrecorded Hammer or a finish faster than a person pays nothing", async () => {
    const viewer = await signedInViewer(db);
    const tokens = await tokensOf(db, viewer.userId);
    const { sessionId, start } = await startLevel(viewer, 1);
    const { moves } = solve(start);
    clock.advance(2 * MINUTE);
    const legal = new Set(legalSwaps(start.board).map((move) => JSON.stringify(move)));
    const forgedSwap = [0, 1, 2, 3].map((a): AquariumMove => ({ t: "swap", a, b: a + 1 })).find((move) => !legal.has(JSON.stringify(move)))!;
    expect((await refusal(finishGame(env, viewer, sessionId, [forgedSwap, ...moves] as Json[]))).message).toMatch(/^Move 1: That swap makes no match\./);
    expect((await refusal(finishGame(env, viewer, sessionId, [{ t: "hammer", c: 0 }, ...moves] as Json[]))).message).toMatch(/^Move 1: it spends a HM powerup/);
    expect((await refusal(finishGame(env, viewer, sessionId, [{ t: "swap", a: 0, b: 99 }] as Json[]))).code).toBe("ILLEGAL_MOVE");

    const quick = await startLevel(viewer, 1);
    const line = solve(quick.start).moves;
    clock.advance(rules.minimumHumanMs(line.length) - 500);
    expect(await finishGame(env, viewer, quick.sessionId, line as Json[])).toMatchObject({ verified: false, won: true, tokensEarned: 0, itemEarned: null });
    expect(await tokensOf(db, viewer.userId)).toBe(tokens);
    expect(await sandDollars(viewer.userId)).toBe(0);
  });

  test("a recorded Hammer replays into a win; a lost level earns no Sand Dollars", async () => {
    const viewer = await signedInViewer(db);
    await givePowerups(db, viewer.userId, "QUA", "HM", 1);
    const { sessionId, start } = await startLevel(viewer, 2);
    await usePowerup(env, viewer, sessionId, "HM");
    const hammer: AquariumMove = { t: "hammer", c: 20 };
    const { moves, end } = solve(rules.apply(start, hammer));
    clock.advance(2 * MINUTE);
    expect(await finishGame(env, viewer, sessionId, [hammer, ...moves] as Json[])).toMatchObject({ verified: true, won: true, itemEarned: { itemId: "SD", count: sandDollarsFor(end) } });
    expect(await powerupCount(db, viewer.userId, "QUA", "HM")).toBe(0);

    const lost = await startLevel(viewer, 27);
    let state = lost.start;
    const played: AquariumMove[] = [];
    while (rules.status(state).phase === "playing") {
      const move = legalSwaps(state.board).at(-1)!;
      played.push(move);
      state = rules.apply(state, move);
    }
    clock.advance(5 * MINUTE);
    const before = await sandDollars(viewer.userId);
    expect(await finishGame(env, viewer, lost.sessionId, played as Json[])).toMatchObject({ won: false, tokensEarned: 0, itemEarned: null });
    expect(await sandDollars(viewer.userId)).toBe(before);
  });

  test("progress on the level map counts verified wins only; a visitor has none", async () => {
    const viewer = await signedInViewer(db);
    expect(await wonGameOptions(env, viewer, "QUA")).toEqual([]);
    const win = async (level: number, advanceMs: number) => {
      const { sessionId, start } = await startLevel(viewer, level);
      clock.advance(advanceMs);
      return finishGame(env, viewer, sessionId, solve(start).moves as Json[]);
    };
    expect(await win(1, 2 * MINUTE)).toMatchObject({ verified: true });
    expect(await win(2, 100)).toMatchObject({ verified: false });
    const wins = await wonGameOptions(env, viewer, "QUA");
    expect(wins).toEqual([{ level: 1 }]);
    expect(progressFrom(wins)).toEqual({ won: new Set([1]), open: 2 });
    expect(progressFrom([{ level: 1 }, { level: 2 }, { level: 4 }, { level: 99 }, "junk"]).open).toBe(3);
    expect(await wonGameOptions(env, anonymousViewer, "QUA")).toEqual([]);
  });
});

describe("Quinn's aquarium (the gardens domain, QUA)", () => {
  const seagrass = GARDENS.QUA!.plants.find((kind) => kind.kind === "seagrass")!;
  const castle = GARDENS.QUA!.plants.find((kind) => kind.kind === "castle")!;

  async function gardenRefusal(work: Promise<unknown>): Promise<GardenError> {
    const error = await work.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(GardenError);
    return error as GardenError;
  }

  test("decorations cost Sand Dollars once, never below zero; they move, swap and are put away", async () => {
    const viewer = await signedInViewer(db);
    await givePowerups(db, viewer.userId, "QUA", "SD", seagrass.price + 3);
    expect(await gardenOf(env, viewer, "qua")).toMatchObject({ game: "QUA", columns: 6, rows: 3, canPlant: true, plots: [], currency: { id: "SD", title: "Sand Dollars", count: seagrass.price + 3 } });
    expect((await plant(env, viewer, "QUA", "seagrass", 0)).currency.count).toBe(3);
    const tooDear = await gardenRefusal(plant(env, viewer, "QUA", "castle", 1));
    expect(tooDear).toMatchObject({ code: "NOT_ENOUGH", message: `A Sand castle costs ${castle.price} Sand Dollars: win a level to earn more.` });
    await givePowerups(db, viewer.userId, "QUA", "SD", castle.price);
    expect(await gardenRefusal(plant(env, viewer, "QUA", "castle", 0))).toMatchObject({ code: "PLOT_TAKEN", message: "Something already stands there." });
    expect(await sandDollars(viewer.userId)).toBe(3 + castle.price);
    await plant(env, viewer, "QUA", "castle", 5);
    expect((await movePlant(env, viewer, "QUA", 0, 5)).plots).toEqual([
      { plot: 0, kind: "castle" },
      { plot: 5, kind: "seagrass" },
    ]);
    expect((await removePlant(env, viewer, "QUA", 5)).plots).toEqual([{ plot: 0, kind: "castle" }]);
    expect(await gardenRefusal(removePlant(env, viewer, "QUA", 5))).toMatchObject({ code: "PLOT_EMPTY", message: "That spot is empty." });
    expect((await gardenRefusal(plant(env, viewer, "QUA", "castle", 18))).code).toBe("BAD_INPUT");
    expect((await gardenRefusal(plant(env, viewer, "QUA", "daisy", 1))).code).toBe("BAD_INPUT");
    expect(await sandDollars(viewer.userId)).toBe(3);
  });

  test("a visitor sees the shop and the aquarium's own sign-in text, and places nothing", async () => {
    const tank = await gardenOf(env, anonymousViewer, "QUA");
    expect(tank).toMatchObject({ canPlant: false, plots: [], currency: { count: 0 } });
    expect(tank.plants.length).toBeGreaterThanOrEqual(10);
    expect(await gardenRefusal(plant(env, anonymousViewer, "QUA", "seagrass", 0))).toMatchObject({
      code: "SIGN_IN",
      message: "Sign in to decorate the aquarium: it is kept with your account.",
    });
  });
});
