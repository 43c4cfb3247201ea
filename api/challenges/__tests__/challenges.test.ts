/**
 * Challenges on a real database with real verified sessions (the platform's target game, replayed
 * by the play module exactly as any game): slots, suggestions, progress, rewards paid once (also
 * when two sessions complete a challenge at the same moment), the weekly bonus at exactly 14, each
 * season threshold, nothing for visitors and temporary users (docs/product/challenges.md#who-has-challenges), and the community goal's settlement.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { DATA_DIR } from "../../../tests/support/testDatabase.ts";
import type { Viewer } from "../../auth/viewer.ts";
import { addInventory } from "../../inventory/inventory.ts";
import type { Json } from "../../play/json.ts";
import { finishGame, startGame } from "../../play/play.ts";
import { anonymousViewer, signedInViewer, temporaryViewer, usePlayEnvironment } from "../../play/__tests__/playFixtures.ts";
import { TARGET_GAME, targetRules, winningMoves } from "../../play/__tests__/targetGame.ts";
import { readUserData } from "../../players/userData.ts";
import { expectBooksBalance } from "../../store/__tests__/storeFixtures.ts";
import { publishedFor } from "../../__tests__/publishedEvents.ts";
import { challengeMoment } from "../calendar.ts";
import { buildChallengeCatalog, challengeCatalog, type ChallengeCatalog } from "../catalog.ts";
import {
  acceptChallenge,
  ChallengeError,
  dropChallenge,
  listWonChallenges,
  readBonuses,
  readChallengeState,
  readCommunityGoal,
  removeWonChallenge,
  settleCommunityWeeks,
  type ChallengeEnvironment,
} from "../challenges.ts";
import { DEFAULT_SLOTS, MAX_BOUGHT_SLOTS, REWARD_TOKENS, SEASON_THRESHOLDS, SUGGESTION_COUNT, WEEKLY_BONUS } from "../constants.ts";

const MINUTE = 60_000;
const readData = (name: string): unknown => JSON.parse(readFileSync(path.join(DATA_DIR, name), "utf8"));
const goal = (g: string, t: number) => ({ g, d: `Win ${t} of ${g}`, t });

/** The real pool plus challenges of the target game for the week of the test clock (2026#4#9). */
function testCatalog(): ChallengeCatalog {
  const real = readData("challenges.json") as { challenges: object[] };
  const extra = [
    ...Array.from({ length: 16 }, (_, n) => ({ i: `2026#4#9#T${n + 1}`, tk: 5, th: 0, wt: 0, ty: 2, g: [goal(TARGET_GAME, 1)] })),
    { i: "2026#4#9#TB", tk: 5, th: 0, wt: 0, ty: 2, st: "blitz", g: [goal(TARGET_GAME, 2)] },
    { i: "2026#4#9#TX", tk: 50, th: 0, wt: 0, ty: 0, st: "super", g: [goal(TARGET_GAME, 1), goal("KLO", 1)] },
    { i: "2026#4-T1", tk: 10, th: 0, wt: 0, ty: 0, g: [goal(TARGET_GAME, 1)] },
    { i: "2026#4-TP", tk: 50, th: 25, wt: 1, ty: 1, p: "CUPCAKE-A", pn: "Cupcake", pw: 1, ph: 1, g: [goal(TARGET_GAME, 1)] },
    { i: "2026#4-TQ", tk: 50, th: 25, wt: 1, ty: 1, p: "WELCOME-A", pn: "Welcome", pw: 1, ph: 1, g: [goal(TARGET_GAME, 1)] },
  ];
  const pins = readData("pins.json") as { i: string; n: string; cw: number; ch: number }[];
  const games = readData("games.json") as { id: string }[];
  return buildChallengeCatalog({
    challenges: { challenges: [...real.challenges, ...extra] },
    seasonBonus: readData("season_bonus.json"),
    community: readData("community_goal.json"),
    pins: new Map(pins.map((pin) => [pin.i, { n: pin.n, cw: pin.cw, ch: pin.ch }])),
    gameIds: new Set([...games.map((g) => g.id), TARGET_GAME]),
  });
}

const { db, clock, env: play } = usePlayEnvironment();
const catalog = testCatalog();
const env: ChallengeEnvironment = { db, now: clock.now, catalog, isPlayable: (gameId) => Object.hasOwn(play.games, gameId), events: play.events };

/** Plays and wins one target game through the play module (started, replayed and verified by the server). */
async function winTarget(viewer: Viewer) {
  const { sessionId } = await startGame(play, viewer, { game: TARGET_GAME });
  const session = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
  const moves = winningMoves(targetRules.newGame(session.seed, { double: false }).target) as Json[];
  clock.advance(MINUTE);
  return { sessionId, moves, finish: () => finishGame(play, viewer, sessionId, moves) };
}

async function win(viewer: Viewer) {
  const game = await winTarget(viewer);
  const outcome = await game.finish();
  expect(outcome).toMatchObject({ won: true, verified: true });
  return outcome;
}

async function refusal(work: Promise<unknown>): Promise<ChallengeError> {
  const error = await work.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ChallengeError);
  return error as ChallengeError;
}

const payouts = (userId: string) => db.challengePayout.findMany({ where: { userId }, orderBy: { key: "asc" } });
const tokenCredits = async (userId: string, prefix: string) =>
  (await db.ledgerEntry.findMany({ where: { userId, reference: { startsWith: `challenges:${prefix}` } } })).reduce((sum, row) => sum + row.delta, 0);

/** Challenges completed earlier (in another week of the season), written directly to reach a count. */
async function completedEarlier(userId: string, count: number, week = "2026#4#1") {
  await db.playerChallenge.createMany({
    data: Array.from({ length: count }, (_, n) => ({
      userId,
      challengeId: `2026#4#1#E${n}`,
      kind: "weekly",
      status: "COMPLETED" as const,
      goals: [],
      tokens: 5,
      acceptedAt: clock.now(),
      completedAt: clock.now(),
      completedWeek: week,
      completedSeason: "2026#4",
      slotFreedAt: clock.now(),
    })),
  });
}

describe("spec 6: only signed-in players have challenges", () => {
  test("visitors and temporary users get empty defaults and the default slot count, and cannot accept", async () => {
    const temporary = await temporaryViewer(db);
    for (const viewer of [anonymousViewer, temporary]) {
      const state = await readChallengeState(env, viewer, { seed: 7, navigate: true });
      expect(state).toMatchObject({ signedIn: false, active: [], suggestions: [], maxSlots: DEFAULT_SLOTS });
      expect(await listWonChallenges(env, viewer)).toEqual([]);
      expect((await refusal(acceptChallenge(env, viewer, "2026#4#9#T1"))).code).toBe("NOT_SIGNED_IN");
      expect((await refusal(dropChallenge(env, viewer, "2026#4#9#T1"))).code).toBe("NOT_SIGNED_IN");
    }
    // A temporary user's verified win moves no challenge and no community goal.
    await win(temporary);
    expect(await db.communityContribution.count({ where: { userId: temporary.userId } })).toBe(0);
    expect(await payouts(temporary.userId)).toEqual([]);
  });
});

describe("slots and suggestions", () => {
  test("suggestions are drawn reproducibly from the seed, only among offered challenges of playable games, one of them a blitz challenge", async () => {
    const viewer = await signedInViewer(db);
    const first = await readChallengeState(env, viewer, { seed: 42, navigate: true });
    const again = await readChallengeState(env, viewer, { seed: 42, navigate: false });
    expect(first.suggestions.map((s) => s.i)).toEqual(again.suggestions.map((s) => s.i));
    expect(first.suggestions).toHaveLength(SUGGESTION_COUNT);
    const seeds = await Promise.all([1, 2, 3, 4, 5].map((seed) => readChallengeState(env, viewer, { seed, navigate: false })));
    expect(new Set(seeds.map((s) => s.suggestions.map((c) => c.i).join())).size).toBeGreaterThan(1);
    const offered = new Set(seeds.flatMap((s) => s.suggestions.flatMap((c) => c.g.map((g) => g.g))));
    for (const gameId of offered) expect(Object.hasOwn(play.games, gameId), gameId).toBe(true);
    // Weekly and blitz challenges only of this week; super ones of earlier weeks run on through the season.
    for (const s of seeds) for (const c of s.suggestions) expect(c.ty !== 2 || c.i.startsWith("2026#4#9#"), c.i).toBe(true);
    for (const s of seeds) for (const c of s.suggestions) expect(c.i.startsWith("2026#4"), c.i).toBe(true);
    // The week's blitz challenges are offered every week: one suggestion is one, whatever the seed.
    for (const s of [first, ...seeds]) expect(s.suggestions.filter((c) => catalog.kindOf(c) === "blitz"), s.suggestions.map((c) => c.i).join()).toHaveLength(1);
    // A challenge of a game that cannot be played (a catalog game not built yet) stays in the pool but is refused.
    const later = catalog.challenges.find((c) => c.i.startsWith("2026#4#9#") && c.g.some((g) => g.g === "BCA"))!;
    const withoutBca = { ...env, isPlayable: (gameId: string) => gameId !== "BCA" && env.isPlayable(gameId) };
    expect((await refusal(acceptChallenge(withoutBca, viewer, later.i))).code).toBe("NOT_OFFERED");
    expect((await refusal(acceptChallenge(env, viewer, "2026#4#8#W1"))).code).toBe("NOT_OFFERED");
    expect((await refusal(acceptChallenge(env, viewer, "2027#1-S1"))).code).toBe("NOT_OFFERED");
    expect((await refusal(acceptChallenge(env, viewer, "nonsense"))).code).toBe("NOT_FOUND");
  });

  test("default slots, then bought slots (store kind 4) up to the cap; a full set of slots refuses another", async () => {
    const viewer = await signedInViewer(db);
    for (let n = 1; n <= DEFAULT_SLOTS; n++) await acceptChallenge(env, viewer, `2026#4#9#T${n}`);
    expect((await refusal(acceptChallenge(env, viewer, "2026#4#9#T9"))).code).toBe("NO_FREE_SLOT");
    expect((await refusal(acceptChallenge(env, viewer, "2026#4#9#T1"))).code).toBe("ALREADY_ACCEPTED");
    await db.$transaction((tx) => addInventory(tx, viewer.userId, { kind: "CHALLENGE_SLOT", gameId: "", itemId: "SLOT", count: 1 }));
    const accepted = await acceptChallenge(env, viewer, "2026#4#9#T9");
    expect(accepted).toMatchObject({ id: "2026#4#9#T9", status: "ACTIVE", kind: "weekly", tokens: 5 });
    const state = await readChallengeState(env, viewer, { seed: 0, navigate: true });
    expect(state.maxSlots).toBe(DEFAULT_SLOTS + 1);
    expect(state.active.map((c) => c.id)).toEqual(["2026#4#9#T1", "2026#4#9#T2", "2026#4#9#T3", "2026#4#9#T9"]);
    expect(state.suggestions.map((c) => c.i)).not.toContain("2026#4#9#T1");
    // Dropping frees the slot; the challenge may be taken again.
    await dropChallenge(env, viewer, "2026#4#9#T2");
    expect((await refusal(dropChallenge(env, viewer, "2026#4#9#T2"))).code).toBe("NOT_FOUND");
    await acceptChallenge(env, viewer, "2026#4#9#T2");
    await db.$transaction((tx) => addInventory(tx, viewer.userId, { kind: "CHALLENGE_SLOT", gameId: "", itemId: "SLOT", count: 200 }));
    expect((await readChallengeState(env, viewer, { seed: 0, navigate: false })).maxSlots).toBe(DEFAULT_SLOTS + MAX_BOUGHT_SLOTS);
  });

  test("two tabs accepting at once never overfill the slots", async () => {
    const viewer = await signedInViewer(db);
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, n) => acceptChallenge(env, viewer, `2026#4#9#T${n + 1}`)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(DEFAULT_SLOTS);
    expect(await db.playerChallenge.count({ where: { userId: viewer.userId, slotFreedAt: null } })).toBe(DEFAULT_SLOTS);
  });

  test("slots are freed on navigation once completed or out of time (which fails the challenge)", async () => {
    const viewer = await signedInViewer(db);
    const start = clock.now().getTime();
    await acceptChallenge(env, viewer, "2026#4#9#T1");
    await acceptChallenge(env, viewer, "2026#4#9#TB");
    await win(viewer);
    const before = await readChallengeState(env, viewer, { seed: 0, navigate: false });
    expect(before.active.map((c) => [c.id, c.status, c.goals[0]!.n])).toEqual([
      ["2026#4#9#T1", "COMPLETED", 1],
      ["2026#4#9#TB", "ACTIVE", 1],
    ]);
    const after = await readChallengeState(env, viewer, { seed: 0, navigate: true });
    expect(after.active.map((c) => c.id)).toEqual(["2026#4#9#TB"]);
    // The blitz challenge's week ends: remaining 0, so the next navigation fails and frees it.
    clock.set(challengeMoment(clock.now()).weekEnd.getTime() + MINUTE);
    const nextWeek = await readChallengeState(env, viewer, { seed: 0, navigate: true });
    expect(nextWeek.active).toEqual([]);
    expect((await db.playerChallenge.findUniqueOrThrow({ where: { userId_challengeId: { userId: viewer.userId, challengeId: "2026#4#9#TB" } } })).status).toBe("FAILED");
    clock.set(start);
  });
});

describe("progress and rewards through verified sessions", () => {
  test("a verified win advances the goal; completing pays spec 9's reward once and counts in chc", async () => {
    const viewer = await signedInViewer(db);
    const challengesChanged = publishedFor(play.events, "challengesChanged", viewer.userId);
    const walletChanged = publishedFor(play.events, "walletChanged", viewer.userId);
    await acceptChallenge(env, viewer, "2026#4#9#TB");
    await acceptChallenge(env, viewer, "2026#4-T1");
    expect(await challengesChanged.count()).toBe(2);
    await win(viewer);
    // The win's tokens and the completed challenge's reward change the wallet: the open pages hear it once.
    expect([await challengesChanged.count(), await walletChanged.count()]).toEqual([3, 1]);
    let state = await readChallengeState(env, viewer, { seed: 0, navigate: false });
    expect(state.active.find((c) => c.id === "2026#4#9#TB")!.goals[0]).toMatchObject({ n: 1, t: 2 });
    expect(await tokenCredits(viewer.userId, "challenge:2026#4#9#TB")).toBe(0);
    expect(await tokenCredits(viewer.userId, "challenge:2026#4-T1")).toBe(REWARD_TOKENS.seasonal);
    // A win too fast to be human moves nothing.
    const quick = await winTarget(viewer);
    clock.advance(-MINUTE);
    expect(await finishGame(play, viewer, quick.sessionId, quick.moves)).toMatchObject({ verified: false, tokensEarned: 0 });
    expect([await challengesChanged.count(), await walletChanged.count()]).toEqual([3, 1]);
    challengesChanged.stop();
    walletChanged.stop();
    state = await readChallengeState(env, viewer, { seed: 0, navigate: false });
    expect(state.active.find((c) => c.id === "2026#4#9#TB")!.goals[0]!.n).toBe(1);
    clock.advance(MINUTE);
    await win(viewer);
    await win(viewer);
    expect(await tokenCredits(viewer.userId, "challenge:2026#4#9#TB")).toBe(REWARD_TOKENS.blitz);
    expect((await payouts(viewer.userId)).map((p) => p.key)).toEqual(["challenge:2026#4#9#TB", "challenge:2026#4-T1"]);
    expect((await readUserData(db, viewer.userId, challengeCatalog(), clock.now())).chc).toBe(2);
    const won = await listWonChallenges(env, viewer);
    expect(won.map((w) => [w.id, w.removable])).toEqual(expect.arrayContaining([["2026#4#9#TB", false], ["2026#4-T1", true]]));
    // Seasonal ones may be removed from the won list, weekly ones not; removing changes no count.
    expect((await refusal(removeWonChallenge(env, viewer, "2026#4#9#TB"))).code).toBe("NOT_REMOVABLE");
    await removeWonChallenge(env, viewer, "2026#4-T1");
    expect((await listWonChallenges(env, viewer)).map((w) => w.id)).toEqual(["2026#4#9#TB"]);
    expect((await refusal(removeWonChallenge(env, viewer, "2026#4-T1"))).code).toBe("NOT_FOUND");
    expect((await readBonuses(env, viewer)).season.count).toBe(2);
    await expectBooksBalance(db, viewer.userId);
  });

  test("a super challenge needs every goal; a pin challenge pays its pin, or th tokens when the pin is already held", async () => {
    const viewer = await signedInViewer(db);
    await acceptChallenge(env, viewer, "2026#4#9#TX");
    await acceptChallenge(env, viewer, "2026#4-TP");
    await acceptChallenge(env, viewer, "2026#4-TQ");
    await win(viewer);
    expect(await tokenCredits(viewer.userId, "challenge:2026#4#9#TX")).toBe(0);
    const cupcake = await db.inventoryItem.findUnique({ where: { userId_kind_gameId_itemId: { userId: viewer.userId, kind: "PIN", gameId: "", itemId: "CUPCAKE-A" } } });
    expect(cupcake?.count).toBe(1);
    expect(await tokenCredits(viewer.userId, "challenge:2026#4-TP")).toBe(REWARD_TOKENS.pin);
    // The welcome gift already gave the Welcome pin: th tokens come instead of a second one.
    const welcome = await db.inventoryItem.findUniqueOrThrow({ where: { userId_kind_gameId_itemId: { userId: viewer.userId, kind: "PIN", gameId: "", itemId: "WELCOME-A" } } });
    expect(welcome.count).toBe(1);
    expect(await tokenCredits(viewer.userId, "challenge:2026#4-TQ")).toBe(REWARD_TOKENS.pin + 25);
    await expectBooksBalance(db, viewer.userId);
  });

  test("two sessions completing the same challenge at the same moment pay it once", async () => {
    const viewer = await signedInViewer(db);
    await acceptChallenge(env, viewer, "2026#4#9#T5");
    const [a, b] = [await winTarget(viewer), await winTarget(viewer)];
    const outcomes = await Promise.all([a.finish(), b.finish()]);
    expect(outcomes.every((o) => o.won && o.verified)).toBe(true);
    expect(await tokenCredits(viewer.userId, "challenge:")).toBe(REWARD_TOKENS.weekly);
    expect((await db.player.findUniqueOrThrow({ where: { userId: viewer.userId } })).challengesCompleted).toBe(1);
    await expectBooksBalance(db, viewer.userId);
  });
});

describe("bonuses", () => {
  test(`the weekly bonus pays ${WEEKLY_BONUS.tokens} tokens at exactly ${WEEKLY_BONUS.count} challenges in the week, once`, async () => {
    const viewer = await signedInViewer(db);
    const week = challengeMoment(clock.now()).weekKey;
    await completedEarlier(viewer.userId, WEEKLY_BONUS.count - 2, week);
    await db.$transaction((tx) => addInventory(tx, viewer.userId, { kind: "CHALLENGE_SLOT", gameId: "", itemId: "SLOT", count: 3 }));
    for (const n of [1, 2, 3]) await acceptChallenge(env, viewer, `2026#4#9#T${n}`);
    // Completing all three with one win: the 13th, 14th and 15th completions of the week.
    await db.playerChallenge.updateMany({ where: { userId: viewer.userId, challengeId: { in: ["2026#4#9#T2", "2026#4#9#T3"] } }, data: { slotFreedAt: clock.now() } });
    await win(viewer);
    expect((await readBonuses(env, viewer)).weekly).toMatchObject({ count: WEEKLY_BONUS.count - 1, paid: false });
    expect(await tokenCredits(viewer.userId, "weekly:")).toBe(0);
    await db.playerChallenge.updateMany({ where: { userId: viewer.userId, challengeId: "2026#4#9#T2" }, data: { slotFreedAt: null } });
    await win(viewer);
    expect((await readBonuses(env, viewer)).weekly).toMatchObject({ count: WEEKLY_BONUS.count, paid: true });
    expect(await tokenCredits(viewer.userId, "weekly:")).toBe(WEEKLY_BONUS.tokens);
    await db.playerChallenge.updateMany({ where: { userId: viewer.userId, challengeId: "2026#4#9#T3" }, data: { slotFreedAt: null } });
    await win(viewer);
    expect(await tokenCredits(viewer.userId, "weekly:")).toBe(WEEKLY_BONUS.tokens);
    const userData = await readUserData(db, viewer.userId, challengeCatalog(), clock.now());
    expect(userData.wb).toMatchObject({ w: week, c: WEEKLY_BONUS.count + 1, t: WEEKLY_BONUS.tokens, e: challengeMoment(clock.now()).weekEnd.getTime(), p: true });
    await expectBooksBalance(db, viewer.userId);
  });

  test("each season threshold pays its tokens or pin exactly when reached, once", async () => {
    const viewer = await signedInViewer(db);
    const season = challengeMoment(clock.now()).seasonKey;
    const real = challengeCatalog();
    let done = 0;
    let n = 0;
    for (const [index, threshold] of SEASON_THRESHOLDS.entries()) {
      const gap = threshold.count - 1 - done;
      if (gap > 0) {
        await db.playerChallenge.createMany({
          data: Array.from({ length: gap }, () => ({
            userId: viewer.userId, challengeId: `2026#4#2#F${n++}`, kind: "weekly", status: "COMPLETED" as const, goals: [], tokens: 5,
            acceptedAt: clock.now(), completedAt: clock.now(), completedWeek: "2026#4#2", completedSeason: season, slotFreedAt: clock.now(),
          })),
        });
      }
      const key = `season:${season}:${threshold.count}`;
      expect((await payouts(viewer.userId)).map((p) => p.key)).not.toContain(key);
      await acceptChallenge(env, viewer, `2026#4#9#T${index + 1}`);
      await win(viewer);
      done = threshold.count;
      const paid = (await payouts(viewer.userId)).find((p) => p.key === key);
      if ("pin" in threshold) expect(paid).toMatchObject({ tokens: 0, pinId: real.seasonPin(season, threshold.count) });
      else expect(paid).toMatchObject({ tokens: threshold.tokens, pinId: null });
      clock.advance(2 * MINUTE);
    }
    const seasonPayouts = (await payouts(viewer.userId)).filter((p) => p.key.startsWith("season:"));
    expect(seasonPayouts).toHaveLength(SEASON_THRESHOLDS.length);
    const track = (await readBonuses(env, viewer)).season;
    expect(track.rewards.every((r) => r.won)).toBe(true);
    const sb = (await readUserData(db, viewer.userId, challengeCatalog(), clock.now())).sb as { s: string; r: { c: number; w: boolean; p?: string; tk?: number }[] };
    expect(sb.s).toBe(season);
    expect(sb.r.map((r) => r.c)).toEqual(SEASON_THRESHOLDS.map((t) => t.count));
    expect(sb.r[0]).toMatchObject({ c: 5, p: "PUMPKIN-A", w: true });
    await expectBooksBalance(db, viewer.userId);
  }, 60_000);
});

describe("the weekly community goal", () => {
  test("contributors get the highest tier reached, paid once when the first navigation after the week's end settles it", async () => {
    const [alice, bob, carol] = await Promise.all([signedInViewer(db), signedInViewer(db), signedInViewer(db)]);
    const moment = challengeMoment(clock.now());
    const tiers = catalog.community.tiers;
    await db.communityContribution.createMany({
      data: [
        { week: moment.weekKey, userId: alice.userId, count: tiers[1]!.n - 5 },
        { week: moment.weekKey, userId: bob.userId, count: 5 },
      ],
    });
    const live = await readCommunityGoal(env, alice);
    expect(live).toMatchObject({ total: tiers[1]!.n, tier: 2, mine: tiers[1]!.n - 5 });
    // Not settled while the week runs.
    expect(await settleCommunityWeeks(env)).toEqual([]);
    const start = clock.now().getTime();
    // Two weeks on (an earlier test's navigation already looked at the week after this one).
    clock.set(moment.weekEnd.getTime() + 8 * 24 * 60 * MINUTE);
    const settled = await Promise.all([settleCommunityWeeks(env), settleCommunityWeeks({ ...env, db })]);
    expect(settled.flat()).toEqual([moment.weekKey]);
    expect(await settleCommunityWeeks(env)).toEqual([]);
    expect(await tokenCredits(alice.userId, "community:")).toBe(tiers[1]!.tk);
    expect(await tokenCredits(bob.userId, "community:")).toBe(tiers[1]!.tk);
    expect(await tokenCredits(carol.userId, "community:")).toBe(0);
    expect(await db.communitySettlement.findUniqueOrThrow({ where: { week: moment.weekKey } })).toMatchObject({ total: tiers[1]!.n, tier: 2 });
    clock.set(start);
    await expectBooksBalance(db, alice.userId);
  });
});
