/**
 * Offline play's domain rules against a real database: seeds are issued per player and game, a
 * few at a time; a game sent from one is replayed and paid like any other, once; a forged or
 * tampered log, a forged or foreign token, an expired seed and a too-fast finish pay nothing;
 * games whose server answers each move stay online-only.
 */
import { describe, expect, test } from "vitest";
import { findLedgerMismatches } from "../../wallet/wallet.ts";
import { dailyDays, losAngelesDate } from "../calendar.ts";
import { finishGame, startGame } from "../play.ts";
import { PROGRESSION_REWARD_TOKENS } from "../constants.ts";
import type { Json } from "../json.ts";
import { issueOfflineSeeds, OFFLINE_SEED_DAYS, OFFLINE_SEEDS_PER_GAME, redeemOfflineGame } from "../offlineSeeds.ts";
import { anonymousViewer, refusal, signedInViewer, temporaryViewer, tokensOf, usePlayEnvironment } from "./playFixtures.ts";
import { MS_PER_MOVE, TARGET_GAME, targetRules, winningMoves } from "./targetGame.ts";

const { db, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;

function winningFor(seed: string, options: Json = {}): Json[] {
  return winningMoves(targetRules.newGame(seed, targetRules.parseOptions(options)).target) as Json[];
}

describe("issuing seeds", () => {
  test("tops up to a few per game and options, keeps those held, and signs each", async () => {
    const viewer = await signedInViewer(db);
    const first = await issueOfflineSeeds(env, viewer, { game: TARGET_GAME });
    expect(first).toHaveLength(OFFLINE_SEEDS_PER_GAME);
    expect(new Set(first.map((seed) => seed.seed)).size).toBe(OFFLINE_SEEDS_PER_GAME);
    for (const seed of first) {
      expect(seed.token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
      expect(seed).toMatchObject({ gameId: TARGET_GAME, options: {}, rulesVersion: targetRules.version });
      expect(seed.expiresAt.getTime() - seed.issuedAt.getTime()).toBe(OFFLINE_SEED_DAYS * 24 * 60 * MINUTE);
    }
    // Asked again: the same seeds, none added.
    expect((await issueOfflineSeeds(env, viewer, { game: TARGET_GAME })).map((seed) => seed.token)).toEqual(first.map((seed) => seed.token));
    // Other options are other deals.
    const doubled = await issueOfflineSeeds(env, viewer, { game: TARGET_GAME, options: { double: true } });
    expect(doubled.map((seed) => seed.options)).toEqual(Array(OFFLINE_SEEDS_PER_GAME).fill({ double: true }));
    expect(await db.offlineSeed.count({ where: { userId: viewer.userId } })).toBe(2 * OFFLINE_SEEDS_PER_GAME);
  });

  test("two pages asking at once never hold more than the limit between them", async () => {
    const viewer = await signedInViewer(db);
    await Promise.all(Array.from({ length: 5 }, () => issueOfflineSeeds(env, viewer, { game: TARGET_GAME })));
    expect(await db.offlineSeed.count({ where: { userId: viewer.userId } })).toBe(OFFLINE_SEEDS_PER_GAME);
  });

  test("Word Hunch and Starscape Memories stay online-only; visitors hold none; bad games and options are refused", async () => {
    const viewer = await signedInViewer(db);
    for (const game of ["WOR", "STA"]) expect((await refusal(issueOfflineSeeds(env, viewer, { game }))).code).toBe("ONLINE_ONLY");
    expect((await refusal(issueOfflineSeeds(env, anonymousViewer, { game: TARGET_GAME }))).code).toBe("SIGN_IN");
    expect((await refusal(issueOfflineSeeds(env, viewer, { game: "NOPE" }))).code).toBe("NOT_FOUND");
    expect((await refusal(issueOfflineSeeds(env, viewer, { game: TARGET_GAME, options: { double: "yes" } }))).code).toBe("BAD_INPUT");
    expect(await db.offlineSeed.count({ where: { userId: viewer.userId } })).toBe(0);
  });

  test("a temporary player holds seeds too (their wins pay)", async () => {
    const viewer = await temporaryViewer(db);
    expect(await issueOfflineSeeds(env, viewer, { game: "KLO" })).toHaveLength(OFFLINE_SEEDS_PER_GAME);
  });
});

describe("daily puzzles offline", () => {
  test("one seed per date the daily rules still let a player start (today and the days back, never tomorrow), apart from the free seeds, each dealt once", async () => {
    const viewer = await signedInViewer(db);
    const seeds = await issueOfflineSeeds(env, viewer, { game: TARGET_GAME, daily: true });
    const days = dailyDays(losAngelesDate(clock.now()));
    expect(seeds.map((seed) => seed.dailyDate)).toEqual(days);
    for (const seed of seeds) expect(seed.seed).toBe(`${TARGET_GAME}:${seed.dailyDate}`);
    expect((await issueOfflineSeeds(env, viewer, { game: TARGET_GAME, daily: true })).map((seed) => seed.token)).toEqual(seeds.map((seed) => seed.token));
    const free = await issueOfflineSeeds(env, viewer, { game: TARGET_GAME });
    expect(free).toHaveLength(OFFLINE_SEEDS_PER_GAME);
    expect(free.every((seed) => seed.dailyDate === null)).toBe(true);

    // Yesterday's puzzle played offline: a daily session of that date, paid like one played online.
    const yesterday = seeds[1]!;
    clock.advance(30 * MINUTE);
    const before = await tokensOf(db, viewer.userId);
    const outcome = await redeemOfflineGame(env, viewer, { token: yesterday.token, moves: winningFor(yesterday.seed) });
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS });
    expect(await db.gameSession.findUniqueOrThrow({ where: { id: outcome.sessionId } })).toMatchObject({ daily: true, dailyDate: yesterday.dailyDate, seed: yesterday.seed });
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    // That date is not dealt offline again.
    expect((await issueOfflineSeeds(env, viewer, { game: TARGET_GAME, daily: true })).map((seed) => seed.dailyDate)).not.toContain(yesterday.dailyDate);
  });

  test("a date's puzzle already paid online pays nothing when its offline game is sent", async () => {
    const viewer = await signedInViewer(db);
    const [today] = await issueOfflineSeeds(env, viewer, { game: TARGET_GAME, daily: true });
    clock.advance(30 * MINUTE);
    const { sessionId } = await startGame(env, viewer, { game: TARGET_GAME, daily: true });
    clock.advance(30 * MINUTE);
    expect(await finishGame(env, viewer, sessionId, winningFor(today!.seed))).toMatchObject({ tokensEarned: PROGRESSION_REWARD_TOKENS });
    const before = await tokensOf(db, viewer.userId);
    const offline = await redeemOfflineGame(env, viewer, { token: today!.token, moves: winningFor(today!.seed) });
    expect(offline).toMatchObject({ won: true, tokensEarned: 0 });
    expect(await tokensOf(db, viewer.userId)).toBe(before);
    expect(await findLedgerMismatches(db, viewer.userId)).toEqual([]);
  });
});

describe("sending an offline game", () => {
  test("replays the log and pays a verified win once; the seed's session starts when it was issued", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const [seed] = await issueOfflineSeeds(env, viewer, { game: TARGET_GAME });
    clock.advance(30 * MINUTE);
    const moves = winningFor(seed!.seed);
    const outcome = await redeemOfflineGame(env, viewer, { token: seed!.token, moves, playedMs: 5 * MINUTE });
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS });
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    const session = await db.gameSession.findUniqueOrThrow({ where: { id: outcome.sessionId } });
    expect(session).toMatchObject({ seed: seed!.seed, startedAt: seed!.issuedAt, phase: "WON", tokensPaid: PROGRESSION_REWARD_TOKENS, moves });
    expect(await db.offlineSeed.findFirstOrThrow({ where: { sessionId: session.id } })).toMatchObject({ redeemedAt: clock.now() });

    // The same game sent again (a page that missed the answer, or a replay): refused, nothing more paid.
    expect((await refusal(redeemOfflineGame(env, viewer, { token: seed!.token, moves }))).code).toBe("FINISHED");
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    // A spent seed is no longer held: a top-up replaces it.
    const held = await issueOfflineSeeds(env, viewer, { game: TARGET_GAME });
    expect(held.map((entry) => entry.token)).not.toContain(seed!.token);
    expect(held).toHaveLength(OFFLINE_SEEDS_PER_GAME);
  });

  test("ten concurrent sends of one seed pay once, and the books balance", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const [seed] = await issueOfflineSeeds(env, viewer, { game: TARGET_GAME });
    clock.advance(30 * MINUTE);
    const moves = winningFor(seed!.seed);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => redeemOfflineGame(env, viewer, { token: seed!.token, moves })));
    expect(results.flatMap((result) => (result.status === "fulfilled" ? [result.value.tokensEarned] : []))).toEqual([PROGRESSION_REWARD_TOKENS]);
    for (const result of results) if (result.status === "rejected") expect(result.reason).toMatchObject({ code: "FINISHED" });
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    expect(await db.gameSession.count({ where: { userId: viewer.userId } })).toBe(1);
    expect(await findLedgerMismatches(db, viewer.userId)).toEqual([]);
  });

  test("a tampered log pays nothing, spends the seed and closes its session, so it cannot be finished later", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const [seed] = await issueOfflineSeeds(env, viewer, { game: TARGET_GAME });
    clock.advance(30 * MINUTE);
    const tampered: Json[] = [{ t: "add", n: 99 }];
    expect((await refusal(redeemOfflineGame(env, viewer, { token: seed!.token, moves: tampered }))).code).toBe("ILLEGAL_MOVE");
    expect(await tokensOf(db, viewer.userId)).toBe(before);
    const spent = await db.offlineSeed.findUniqueOrThrow({ where: { id: seed!.token.split(".")[0] }, include: { session: true } });
    expect(spent.redeemedAt).not.toBeNull();
    expect(spent.session).toMatchObject({ phase: "LOST", tokensPaid: 0 });
    expect(spent.session?.finishedAt).not.toBeNull();
    // The honest log afterwards: the seed counted once, at its first send.
    expect((await refusal(redeemOfflineGame(env, viewer, { token: seed!.token, moves: winningFor(seed!.seed) }))).code).toBe("FINISHED");
    expect(await tokensOf(db, viewer.userId)).toBe(before);
  });

  test("a log for another seed's deal is not this seed's win", async () => {
    const viewer = await signedInViewer(db);
    const [first, second] = await issueOfflineSeeds(env, viewer, { game: TARGET_GAME });
    clock.advance(30 * MINUTE);
    const moves = winningFor(first!.seed);
    // Only when the two deals differ is the other's log wrong for this one.
    if (JSON.stringify(moves) === JSON.stringify(winningFor(second!.seed))) return;
    const outcome = await redeemOfflineGame(env, viewer, { token: second!.token, moves }).catch((error: unknown) => error);
    expect(outcome).not.toMatchObject({ won: true });
  });

  test("forged tokens, a changed signature, another player's seed and an expired one are refused and pay nothing", async () => {
    const viewer = await signedInViewer(db);
    const other = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const [seed, spare] = await issueOfflineSeeds(env, viewer, { game: TARGET_GAME });
    clock.advance(30 * MINUTE);
    const moves = winningFor(seed!.seed);
    const [id, signature] = seed!.token.split(".") as [string, string];
    const flipped = `${id}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    for (const token of ["", "nonsense", `${id}.`, flipped, `${id.slice(0, -1)}${id.endsWith("x") ? "y" : "x"}.${signature}`, `${id}.${signature}.${signature}`, "x".repeat(5000)]) {
      expect((await refusal(redeemOfflineGame(env, viewer, { token, moves }))).code).toBe("NOT_FOUND");
    }
    expect((await refusal(redeemOfflineGame(env, other, { token: seed!.token, moves }))).code).toBe("NOT_YOURS");
    expect((await refusal(redeemOfflineGame(env, anonymousViewer, { token: seed!.token, moves }))).code).toBe("NOT_YOURS");
    // None of that spent the seed.
    expect((await redeemOfflineGame(env, viewer, { token: seed!.token, moves })).tokensEarned).toBe(PROGRESSION_REWARD_TOKENS);

    clock.advance(OFFLINE_SEED_DAYS * 24 * 60 * MINUTE);
    expect((await refusal(redeemOfflineGame(env, viewer, { token: spare!.token, moves: winningFor(spare!.seed) }))).code).toBe("EXPIRED");
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
  });

  test("a game sent sooner after its seed was issued than a person could play it is not verified and pays nothing", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const [seed] = await issueOfflineSeeds(env, viewer, { game: TARGET_GAME });
    const moves = winningFor(seed!.seed);
    clock.advance(moves.length * MS_PER_MOVE - 1);
    const outcome = await redeemOfflineGame(env, viewer, { token: seed!.token, moves, playedMs: 1 });
    expect(outcome).toMatchObject({ won: true, verified: false, tokensEarned: 0 });
    expect(outcome.message).toMatch(/faster than a person/);
    expect(await tokensOf(db, viewer.userId)).toBe(before);
  });
});
