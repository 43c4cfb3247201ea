/**
 * Gardens against a real database: planting pays once and never takes Seeds below zero, a plot
 * holds one plant even when two plantings race, moves swap, removals free the plot, bad input and
 * visitors change nothing; and Solitaire Gardens' verified rounds earn Seeds once, won or lost.
 */
import { describe, expect, test } from "vitest";
import { dealFor, rules as gardens, seedsFor, toMove } from "../../../games/solitaire-gardens/rules.ts";
import type { Json } from "../../play/json.ts";
import { finishGame, startGame } from "../../play/play.ts";
import { anonymousViewer, givePowerups, powerupCount, signedInViewer, temporaryViewer, usePlayEnvironment } from "../../play/__tests__/playFixtures.ts";
import { GardenError, GARDENS, gardenOf, movePlant, plant, removePlant } from "../gardens.ts";

const { db, clock, env } = usePlayEnvironment();

const seeds = (userId: string) => powerupCount(db, userId, "SOL", "SE");
const daisy = GARDENS.SOL!.plants.find((kind) => kind.kind === "daisy")!;
const oak = GARDENS.SOL!.plants.find((kind) => kind.kind === "oak")!;

async function refusal(work: Promise<unknown>): Promise<GardenError> {
  const error = await work.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GardenError);
  return error as GardenError;
}

describe("a garden", () => {
  test("planting takes the price once and fills the plot; short of Seeds or on a taken plot nothing changes", async () => {
    const viewer = await signedInViewer(db);
    await givePowerups(db, viewer.userId, "SOL", "SE", daisy.price + 10);
    const empty = await gardenOf(env, viewer, "sol");
    expect(empty).toMatchObject({ game: "SOL", columns: 6, rows: 4, canPlant: true, plots: [], currency: { id: "SE", title: "Seeds", count: daisy.price + 10 } });
    const planted = await plant(env, viewer, "SOL", "daisy", 5);
    expect(planted.plots).toEqual([{ plot: 5, kind: "daisy" }]);
    expect(planted.currency.count).toBe(10);
    expect((await refusal(plant(env, viewer, "SOL", "daisy", 6))).code).toBe("NOT_ENOUGH");
    await givePowerups(db, viewer.userId, "SOL", "SE", 1000);
    expect((await refusal(plant(env, viewer, "SOL", "tulip", 5))).code).toBe("PLOT_TAKEN");
    expect(await seeds(viewer.userId)).toBe(1010);
    expect((await gardenOf(env, viewer, "SOL")).plots).toEqual([{ plot: 5, kind: "daisy" }]);
  });

  test("two plantings racing for one plot: one plant, one payment", async () => {
    const viewer = await signedInViewer(db);
    await givePowerups(db, viewer.userId, "SOL", "SE", 2 * oak.price);
    const results = await Promise.allSettled([plant(env, viewer, "SOL", "oak", 0), plant(env, viewer, "SOL", "daisy", 0)]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const garden = await gardenOf(env, viewer, "SOL");
    expect(garden.plots).toHaveLength(1);
    const price = garden.plots[0]!.kind === "oak" ? oak.price : daisy.price;
    expect(await seeds(viewer.userId)).toBe(2 * oak.price - price);
  });

  test("moving swaps with a plant already there; removing frees the plot without a refund", async () => {
    const viewer = await signedInViewer(db);
    await givePowerups(db, viewer.userId, "SOL", "SE", 1000);
    await plant(env, viewer, "SOL", "daisy", 0);
    await plant(env, viewer, "SOL", "tulip", 1);
    expect((await movePlant(env, viewer, "SOL", 0, 7)).plots).toEqual([{ plot: 1, kind: "tulip" }, { plot: 7, kind: "daisy" }]);
    expect((await movePlant(env, viewer, "SOL", 7, 1)).plots).toEqual([{ plot: 1, kind: "daisy" }, { plot: 7, kind: "tulip" }]);
    expect((await refusal(movePlant(env, viewer, "SOL", 3, 4))).code).toBe("PLOT_EMPTY");
    const before = await seeds(viewer.userId);
    expect((await removePlant(env, viewer, "SOL", 1)).plots).toEqual([{ plot: 7, kind: "tulip" }]);
    expect(await seeds(viewer.userId)).toBe(before);
    expect((await refusal(removePlant(env, viewer, "SOL", 1))).code).toBe("PLOT_EMPTY");
  });

  test("bad input, other games and visitors are refused and change nothing", async () => {
    const viewer = await signedInViewer(db);
    await givePowerups(db, viewer.userId, "SOL", "SE", 1000);
    for (const plot of [-1, 24, 2.5]) expect((await refusal(plant(env, viewer, "SOL", "daisy", plot))).code).toBe("BAD_INPUT");
    expect((await refusal(plant(env, viewer, "SOL", "cactus", 0))).code).toBe("BAD_INPUT");
    expect((await refusal(movePlant(env, viewer, "SOL", 0, 0))).code).toBe("BAD_INPUT");
    expect((await refusal(plant(env, viewer, "KLO", "daisy", 0))).code).toBe("NOT_FOUND");
    expect((await refusal(gardenOf(env, viewer, "?x"))).code).toBe("NOT_FOUND");
    expect(await seeds(viewer.userId)).toBe(1000);
    const temporary = await temporaryViewer(db);
    expect((await refusal(plant(env, temporary, "SOL", "daisy", 0))).code).toBe("SIGN_IN");
    expect((await refusal(plant(env, anonymousViewer, "SOL", "daisy", 0))).code).toBe("SIGN_IN");
    expect(await gardenOf(env, anonymousViewer, "SOL")).toMatchObject({ canPlant: false, plots: [], currency: { count: 0 } });
  });
});

describe("Seeds from Solitaire Gardens rounds", () => {
  async function startRound(viewer: Parameters<typeof startGame>[1]) {
    const { sessionId } = await startGame(env, viewer, { game: "SOL" });
    const session = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
    const solution = dealFor(session.seed).solution.map((step): Json => {
      const move = toMove(step);
      return move.t === "play" ? { t: "play", c: move.c } : { t: "draw" };
    });
    return { sessionId, seed: session.seed, solution };
  }

  test("a verified win pays its Seeds and 10 tokens once; a second finish pays nothing", async () => {
    const viewer = await signedInViewer(db);
    const { sessionId, seed, solution } = await startRound(viewer);
    clock.advance(5 * 60_000);
    const end = solution.reduce((state, move) => gardens.apply(state, gardens.parseMove(move)), gardens.newGame(seed));
    const outcome = await finishGame(env, viewer, sessionId, solution);
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: 10, itemEarned: { itemId: "SE", count: seedsFor(end) } });
    expect(seedsFor(end)).toBeGreaterThanOrEqual(35 * 5 + 100);
    expect(await seeds(viewer.userId)).toBe(seedsFor(end));
    await expect(finishGame(env, viewer, sessionId, solution)).rejects.toThrow(/already finished/);
    expect(await seeds(viewer.userId)).toBe(seedsFor(end));
  });

  test("a lost round pays Seeds for the cards it cleared; an unfinished round, a forged log or a too-fast finish pays none", async () => {
    const viewer = await signedInViewer(db);
    // Play greedily (any card that plays, else turn the stock) until the round is over.
    const round = await startRound(viewer);
    let state = gardens.newGame(round.seed);
    const moves: Json[] = [];
    while (gardens.status(state).phase === "playing") {
      const move = gardens.legalMoves(state).find((candidate) => candidate.t === "play") ?? { t: "draw" as const };
      state = gardens.apply(state, move);
      moves.push(move.t === "play" ? { t: "play", c: move.c } : { t: "draw" });
    }
    clock.advance(5 * 60_000);
    expect(seedsFor(state)).toBeGreaterThan(0);
    const outcome = await finishGame(env, viewer, round.sessionId, moves);
    expect(outcome.itemEarned).toEqual({ itemId: "SE", count: seedsFor(state) });
    expect(await seeds(viewer.userId)).toBe(seedsFor(state));
    const unfinished = await startRound(viewer);
    clock.advance(60_000);
    expect(await finishGame(env, viewer, unfinished.sessionId, [{ t: "draw" }])).toMatchObject({ won: false, itemEarned: null });
    const after = await seeds(viewer.userId);

    const forged = await startRound(viewer);
    clock.advance(5 * 60_000);
    await expect(finishGame(env, viewer, forged.sessionId, [{ t: "powerup", id: "PP" }, ...forged.solution])).rejects.toThrow(/spends a PP powerup/);
    const quick = await startRound(viewer);
    clock.advance(gardens.minimumHumanMs(quick.solution.length) - 1_000);
    expect(await finishGame(env, viewer, quick.sessionId, quick.solution)).toMatchObject({ verified: false, won: true, tokensEarned: 0, itemEarned: null });
    expect(await seeds(viewer.userId)).toBe(after);
  });
});
