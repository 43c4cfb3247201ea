/**
 * Leaderboards against a real database, through the play domain's own finishes: only verified,
 * paid wins count, each player's best is kept with ties to the earlier finish, the friends scope
 * follows accepted invites, days and weeks turn at Los Angeles midnight (weeks on Sunday), and
 * names are generated for temporary users and for names the chat filter refuses.
 */
import { beforeEach, describe, expect, test } from "vitest";
import { gameRegistry } from "../../../games/registry.ts";
import type { Viewer } from "../../auth/viewer.ts";
import { anonymousViewer, refusal, signedInViewer, temporaryViewer, usePlayEnvironment } from "../../play/__tests__/playFixtures.ts";
import { TARGET_GAME, targetRules, winningMoves } from "../../play/__tests__/targetGame.ts";
import type { Json } from "../../play/json.ts";
import { finishGame, startGame } from "../../play/play.ts";
import { mergeTemporaryUser } from "../../players/mergeTemporaryUser.ts";
import {
  displayName,
  generatedName,
  hasDailyPuzzle,
  LEADERBOARD_MEASURES,
  readBoard,
  readTodayStanding,
  readViewerEntry,
  recordWin,
  resolveBoard,
  type BoardRequest,
} from "../leaderboards.ts";

const { db, clock, env } = usePlayEnvironment();

const SECOND = 1000;

// The file shares one database and one clock: each test reads boards of its own players only.
beforeEach(async () => {
  await db.leaderboardEntry.deleteMany();
});

/** Starts a target game, lets `playedMs` pass and finishes it won or lost (the target game scores 100 less a point a second). */
async function play(viewer: Viewer, result: "win" | "loss", playedMs = 60 * SECOND) {
  const { sessionId } = await startGame(env, viewer, { game: TARGET_GAME, options: {} });
  const session = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
  const target = targetRules.newGame(session.seed, targetRules.parseOptions({})).target;
  const moves = (result === "win" ? winningMoves(target) : [...winningMoves(target - 1), { t: "add", n: 3 }]) as Json[];
  clock.advance(playedMs);
  return finishGame(env, viewer, sessionId, moves);
}

async function named(username: string): Promise<Viewer & { userId: string }> {
  const viewer = await signedInViewer(db);
  await db.player.update({ where: { userId: viewer.userId }, data: { username } });
  return viewer;
}

async function board(viewer: Viewer, request: Partial<BoardRequest> = {}) {
  const resolved = resolveBoard(env, viewer, { game: TARGET_GAME, period: "DAILY", scope: "GLOBAL", ...request });
  const entries = await readBoard(db, resolved, { offset: 0, limit: 50 });
  return { entries, mine: await readViewerEntry(db, resolved) };
}

const rows = (entries: { rank: number; name: string; result: number }[]) => entries.map(({ rank, name, result }) => [rank, name, result]);

describe("what counts", () => {
  test("a verified, paid win does; a loss, a too-fast finish, a forged log and a visitor's win do not", async () => {
    const ann = await named("Ann");
    const won = await play(ann, "win", 30 * SECOND);
    expect(won).toMatchObject({ won: true, verified: true, tokensEarned: 10, score: 70 });
    await play(ann, "loss", 20 * SECOND);
    expect(await play(ann, "win", 0)).toMatchObject({ won: true, verified: false });
    const { sessionId } = await startGame(env, ann, { game: TARGET_GAME, options: {} });
    clock.advance(60 * SECOND);
    expect((await refusal(finishGame(env, ann, sessionId, [{ t: "win" }]))).code).toBe("ILLEGAL_MOVE");
    await play(anonymousViewer, "win", 10 * SECOND);

    const { entries, mine } = await board(ann);
    expect(rows(entries)).toEqual([[1, "Ann", 70]]);
    expect(mine).toMatchObject({ rank: 1, name: "Ann", score: 70, timeMs: 30 * SECOND, isViewer: true });
    expect(await db.leaderboardEntry.count()).toBe(2);
    expect(await board(anonymousViewer)).toMatchObject({ mine: null });
  });
});

describe("ranking", () => {
  test("each player's best is kept, and an equal result ranks the earlier finish first", async () => {
    const bob = await named("Bob");
    const cat = await named("Cat");
    const dan = await named("Dan");
    await play(bob, "win", 40 * SECOND); // 60
    await play(cat, "win", 20 * SECOND); // 80
    await play(bob, "win", 10 * SECOND); // 90, Bob's best
    await play(bob, "win", 50 * SECOND); // 50, worse: kept out
    await play(dan, "win", 20 * SECOND); // 80, after Cat's 80
    await play(cat, "win", 20 * SECOND); // 80 again: Cat keeps the earlier finish

    const { entries, mine } = await board(dan);
    expect(rows(entries)).toEqual([
      [1, "Bob", 90],
      [2, "Cat", 80],
      [3, "Dan", 80],
    ]);
    expect(mine).toMatchObject({ rank: 3, isViewer: true });
    const page = await readBoard(db, resolveBoard(env, dan, { game: TARGET_GAME, period: "DAILY", scope: "GLOBAL" }), { offset: 1, limit: 1 });
    expect(rows(page)).toEqual([[2, "Cat", 80]]);
  });

  test("a time game ranks the shortest time first, and the viewer's rank shows beyond the top", async () => {
    const viewers = await Promise.all([named("Eve"), named("Fay"), named("Gus")]);
    const finishedAt = clock.now();
    expect(LEADERBOARD_MEASURES.JIG).toBe("TIME");
    for (const [index, viewer] of viewers.entries()) {
      await db.$transaction((tx) => recordWin(tx, { userId: viewer.userId, gameId: "JIG", sessionId: `s${index}`, score: 500, playedMs: [90, 30, 60][index]! * SECOND, finishedAt, dailyDate: null }));
    }
    const eve = resolveBoard(env, viewers[0]!, { game: "JIG", period: "DAILY", scope: "GLOBAL" });
    expect(rows(await readBoard(db, eve, { offset: 0, limit: 2 }))).toEqual([
      [1, "Fay", 30 * SECOND],
      [2, "Gus", 60 * SECOND],
    ]);
    expect(await readViewerEntry(db, eve)).toMatchObject({ rank: 3, result: 90 * SECOND });
  });

  test("the win panel's standing: today's top three and the viewer's place", async () => {
    const players = await Promise.all(["Hal", "Ida", "Jon", "Kim"].map(named));
    for (const [index, viewer] of players.entries()) await play(viewer, "win", (10 + 10 * index) * SECOND);
    const standing = await readTodayStanding(env, players[3]!, TARGET_GAME);
    expect(standing.measure).toBe("SCORE");
    expect(standing.top.map((entry) => entry.name)).toEqual(["Hal", "Ida", "Jon"]);
    expect(standing.viewer).toMatchObject({ rank: 4, name: "Kim", result: 60 });
  });
});

describe("friends", () => {
  test("the friends scope holds the viewer and the players an accepted invite links them to, both ways", async () => {
    const [inviter, invitee, friendOfFriend, stranger] = await Promise.all(["Lea", "Max", "Ned", "Oli"].map(named));
    await db.invite.create({ data: { inviterId: inviter!.userId, inviteeId: invitee!.userId } });
    await db.invite.create({ data: { inviterId: invitee!.userId, inviteeId: friendOfFriend!.userId } });
    for (const [index, viewer] of [stranger!, friendOfFriend!, invitee!, inviter!].entries()) await play(viewer, "win", (10 + 10 * index) * SECOND);

    const ofInviter = await board(inviter!, { scope: "FRIENDS" });
    expect(rows(ofInviter.entries)).toEqual([
      [1, "Max", 70],
      [2, "Lea", 60],
    ]);
    expect(ofInviter.mine).toMatchObject({ rank: 2, name: "Lea" });
    const ofInvitee = await board(invitee!, { scope: "FRIENDS" });
    expect(rows(ofInvitee.entries).map((row) => row[1])).toEqual(["Ned", "Max", "Lea"]);
    expect(ofInvitee.mine).toMatchObject({ rank: 2 });
    expect((await board(inviter!)).mine).toMatchObject({ rank: 4 });
    expect(await board(anonymousViewer, { scope: "FRIENDS" })).toEqual({ entries: [], mine: null });
  });
});

describe("periods", () => {
  test("a day ends at midnight in Los Angeles, a week on Saturday night; a past day is still read", async () => {
    const pia = await named("Pia");
    // Saturday 28 November 2026, 23:58 in Los Angeles (PST): 07:58 UTC on the 29th.
    clock.set(Date.parse("2026-11-29T07:58:00Z"));
    await play(pia, "win", 30 * SECOND); // 70, finished 23:58:30 Saturday
    clock.set(Date.parse("2026-11-29T08:00:00Z"));
    await play(pia, "win", 60 * SECOND); // 40, finished 00:01 Sunday: a new day and a new week

    expect(rows((await board(pia, { day: "2026-11-28" })).entries)).toEqual([[1, "Pia", 70]]);
    expect(rows((await board(pia)).entries)).toEqual([[1, "Pia", 40]]);
    const lastWeek = resolveBoard(env, pia, { game: TARGET_GAME, period: "WEEKLY", scope: "GLOBAL", day: "2026-11-28" });
    expect(lastWeek.periodKey).toBe("2026-11-22");
    expect(rows(await readBoard(db, lastWeek, { offset: 0, limit: 10 }))).toEqual([[1, "Pia", 70]]);
    const thisWeek = resolveBoard(env, pia, { game: TARGET_GAME, period: "WEEKLY", scope: "GLOBAL" });
    expect(thisWeek.periodKey).toBe("2026-11-29");
    expect(rows(await readBoard(db, thisWeek, { offset: 0, limit: 10 }))).toEqual([[1, "Pia", 40]]);
    // Any day of a week names the same board.
    expect(resolveBoard(env, pia, { game: TARGET_GAME, period: "WEEKLY", scope: "GLOBAL", day: "2026-12-05" }).periodKey).toBe("2026-11-29");
  });

  test("a daily puzzle has its own board by puzzle date; games without one and bad dates are refused", async () => {
    const quinn = await named("Quinn");
    const finishedAt = clock.now();
    await db.$transaction((tx) => recordWin(tx, { userId: quinn.userId, gameId: "WOR", sessionId: "daily", score: 800, playedMs: 60 * SECOND, finishedAt, dailyDate: "2026-11-22" }));
    const puzzle = resolveBoard(env, quinn, { game: "wor", period: "PUZZLE", scope: "GLOBAL", day: "2026-11-22" });
    expect(rows(await readBoard(db, puzzle, { offset: 0, limit: 10 }))).toEqual([[1, "Quinn", 800]]);
    expect(await readBoard(db, resolveBoard(env, quinn, { game: "WOR", period: "PUZZLE", scope: "GLOBAL" }), { offset: 0, limit: 10 })).toEqual([]);
    expect((await refusal(Promise.resolve().then(() => resolveBoard(env, quinn, { game: TARGET_GAME, period: "PUZZLE", scope: "GLOBAL" })))).code).toBe("NOT_FOUND");
    for (const day of ["2026-02-30", "yesterday", "2026-1-5", ""]) {
      expect((await refusal(Promise.resolve().then(() => resolveBoard(env, quinn, { game: TARGET_GAME, period: "DAILY", scope: "GLOBAL", day })))).code).toBe("BAD_INPUT");
    }
    expect((await refusal(Promise.resolve().then(() => resolveBoard(env, quinn, { game: "ZZZ", period: "DAILY", scope: "GLOBAL" })))).code).toBe("NOT_FOUND");
  });

  test("every daily game has puzzle boards, Shell Spell's daily boards too; a game without a daily puzzle has none", async () => {
    expect(["WOR", "WOS", "SUD", "SHE", "SHI", "TEA", "RAI", "QUA", "JIG", "PAI", "STA"].filter(hasDailyPuzzle)).toEqual(["WOR", "WOS", "SUD", "SHE", "SHI", "TEA", "RAI", "QUA", "JIG", "PAI", "STA"]);
    expect(["KLO", "SOL", TARGET_GAME].filter(hasDailyPuzzle)).toEqual([]);
    const sol = await named("Sol");
    // A board of a past day, won today: it counts on its puzzle date's board.
    await db.$transaction((tx) => recordWin(tx, { userId: sol.userId, gameId: "SHE", sessionId: "daily-she", score: 34, playedMs: 90 * SECOND, finishedAt: clock.now(), dailyDate: "2026-11-21" }));
    const puzzle = resolveBoard(env, sol, { game: "SHE", period: "PUZZLE", scope: "GLOBAL", day: "2026-11-21" });
    expect(rows(await readBoard(db, puzzle, { offset: 0, limit: 10 }))).toEqual([[1, "Sol", 34]]);
    expect(await readBoard(db, resolveBoard(env, sol, { game: "SHE", period: "PUZZLE", scope: "GLOBAL", day: "2026-11-22" }), { offset: 0, limit: 10 })).toEqual([]);
  });
});

describe("names", () => {
  test("a temporary user, a player with no username and a profane username show a generated name", async () => {
    const temporary = await temporaryViewer(db);
    const unnamed = await signedInViewer(db);
    const rude = await named("fuckface");
    for (const viewer of [temporary, unnamed, rude]) await play(viewer, "win", 30 * SECOND);
    const { entries } = await board(temporary);
    expect(entries.map((entry) => entry.name).sort()).toEqual([generatedName(temporary.userId), generatedName(unnamed.userId), generatedName(rude.userId)].sort());
    expect(generatedName(temporary.userId)).toMatch(/^Player \d{4}$/);
    expect(generatedName(temporary.userId)).toBe(generatedName(temporary.userId));
    expect(displayName("u1", "Sunny", false)).toBe("Sunny");
    expect(displayName("u1", "Sunny", true)).toBe(generatedName("u1"));
  });

  test("a temporary user's entries join the account's on sign-up, the better result kept", async () => {
    const account = await named("Rae");
    const temporary = await temporaryViewer(db);
    await play(account, "win", 40 * SECOND); // 60 today
    await play(temporary, "win", 20 * SECOND); // 80 today: better
    await mergeTemporaryUser(db, temporary.userId, account.userId);
    const { entries, mine } = await board(account);
    expect(rows(entries)).toEqual([[1, "Rae", 80]]);
    expect(mine).toMatchObject({ rank: 1, isViewer: true });
    expect(await db.leaderboardEntry.count({ where: { userId: temporary.userId } })).toBe(0);
  });

  test("every game has a measure", () => {
    expect(Object.keys(LEADERBOARD_MEASURES).sort()).toEqual(Object.keys(gameRegistry).sort());
  });
});
