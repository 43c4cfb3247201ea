/**
 * Starscape Memories with its real rules on the real server: each flip is answered with that one
 * card's face from the server-only layout; a win found through the server's answers pays once; a
 * log the server did not answer (the pairs "known" without flipping), a Reveal never taken from the
 * inventory, or a finish faster than a person pays nothing; time up loses until Add Time revives it.
 */
import { describe, expect, test } from "vitest";
import { CARDS, PAIRS, rules as starscape, type StarscapeMove } from "../../../games/starscape-memories/rules.ts";
import type { Viewer } from "../../auth/viewer.ts";
import { PROGRESSION_REWARD_TOKENS } from "../constants.ts";
import type { Json } from "../json.ts";
import { finishGame, gameMove, startGame, usePowerup } from "../play.ts";
import { givePowerups, powerupCount, refusal, signedInViewer, tokensOf, usePlayEnvironment } from "./playFixtures.ts";

const { db, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;

/** A new game (the day's, when `daily`) and the flips that win it, worked out from the secret as only the server (and this test) can. */
async function startStarscape(viewer: Viewer, daily?: { dailyDate?: string }) {
  const { sessionId } = await startGame(env, viewer, { game: "STA", ...(daily && { daily: true, ...daily }) });
  const session = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
  const { layout } = starscape.hidden.secret(session.secretSeed!, {});
  const flips = Array.from({ length: PAIRS }, (_, face) => face).flatMap((face) =>
    layout.flatMap((shown, card) => (shown === face ? [{ t: "flip" as const, card }] : [])),
  );
  return { sessionId, session, layout, flips };
}

const asMoves = (moves: readonly StarscapeMove[]): Json[] => moves.map((move) => ({ ...move }));

describe("Starscape Memories, with its real rules", () => {
  test("each flip is answered with that card's face only; all pairs found win and pay once, scored by flips and time", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId, layout, flips } = await startStarscape(viewer);
    const session = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
    // The seed the frame gets says nothing of the layout: a new game from it holds no face.
    expect(starscape.newGame(session.seed, {}).found.every((face) => face === null)).toBe(true);
    for (const move of flips) {
      const answered = await gameMove(env, viewer, sessionId, { ...move });
      expect(answered.reveal).toEqual({ t: "face", face: layout[move.card] });
    }
    clock.advance(2 * MINUTE);
    const outcome = await finishGame(env, viewer, sessionId, asMoves(flips));
    // 24 pairs, a perfect 48 flips, and two minutes left.
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS, score: 2_400 + 1_500 + 10 * 120 });
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    expect((await refusal(finishGame(env, viewer, sessionId, asMoves(flips)))).code).toBe("FINISHED");
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
  });

  test("a forged log pays nothing: pairs claimed without the server's answers, or moves other than those it answered", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId, flips } = await startStarscape(viewer);
    clock.advance(2 * MINUTE);
    // The winning flips, never asked of the server: not the log it answered (which is empty).
    expect((await refusal(finishGame(env, viewer, sessionId, asMoves(flips)))).message).toBe("These moves are not the moves the server answered in this game.");
    await gameMove(env, viewer, sessionId, { ...flips[0]! });
    await gameMove(env, viewer, sessionId, { ...flips[2]! });
    expect((await refusal(finishGame(env, viewer, sessionId, asMoves([flips[0]!, flips[1]!])))).code).toBe("ILLEGAL_MOVE");
    // Flipping a card twice in a row, or a card off the table, is refused and changes nothing.
    await gameMove(env, viewer, sessionId, { ...flips[4]! });
    expect((await refusal(gameMove(env, viewer, sessionId, { ...flips[4]! }))).code).toBe("ILLEGAL_MOVE");
    expect((await refusal(gameMove(env, viewer, sessionId, { t: "flip", card: CARDS }))).code).toBe("ILLEGAL_MOVE");
    // Finished with the server's own log: three flips, no pair, a loss that pays nothing.
    const outcome = await finishGame(env, viewer, sessionId, []);
    expect(outcome).toMatchObject({ won: false, tokensEarned: 0, score: 0 });
    expect(await tokensOf(db, viewer.userId)).toBe(before);
  });

  test("Reveal answers every hidden face only when taken from the inventory; a win faster than a person pays nothing", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId, layout, flips } = await startStarscape(viewer);
    const reveal: Json = { t: "powerup", id: "RV" };
    expect((await refusal(gameMove(env, viewer, sessionId, reveal))).message).toMatch(/never took from the inventory/);
    await givePowerups(db, viewer.userId, "STA", "RV", 1);
    await gameMove(env, viewer, sessionId, { ...flips[0]! });
    await gameMove(env, viewer, sessionId, { ...flips[1]! });
    const peek = await usePowerup(env, viewer, sessionId, "RV", reveal);
    expect(await powerupCount(db, viewer.userId, "STA", "RV")).toBe(0);
    const hidden = layout.flatMap((face, card) => (card === flips[0]!.card || card === flips[1]!.card ? [] : [{ card, face }]));
    expect(peek.reveal).toEqual({ t: "peek", cards: hidden });
    for (const move of flips.slice(2)) await gameMove(env, viewer, sessionId, { ...move });
    clock.advance(10_000);
    const outcome = await finishGame(env, viewer, sessionId, []);
    expect(outcome).toMatchObject({ verified: false, won: true, tokensEarned: 0 });
    expect(await tokensOf(db, viewer.userId)).toBe(before);
  });

  test("time up loses and refuses flips; an Add Time from the inventory revives the game with 30 more seconds", async () => {
    const viewer = await signedInViewer(db);
    const { sessionId, flips } = await startStarscape(viewer);
    await gameMove(env, viewer, sessionId, { ...flips[0]! });
    await gameMove(env, viewer, sessionId, { t: "timeUp" });
    expect((await refusal(gameMove(env, viewer, sessionId, { ...flips[1]! }))).message).toMatch(/already over/);
    await givePowerups(db, viewer.userId, "STA", "AT", 1);
    await usePowerup(env, viewer, sessionId, "AT", { t: "powerup", id: "AT" });
    await gameMove(env, viewer, sessionId, { ...flips[1]! });
    const row = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
    expect(Array.isArray(row.moves) && row.moves.length).toBe(4);
    clock.advance(5 * MINUTE);
    const outcome = await finishGame(env, viewer, sessionId, []);
    expect(outcome).toMatchObject({ won: false, score: 100, tokensEarned: 0 });
  });

  test("the daily: one layout for every player that Los Angeles day, paid once and on the day's puzzle board; a past day has its own", async () => {
    const [one, two] = [await signedInViewer(db), await signedInViewer(db)];
    const today = await startStarscape(one, {});
    const theirs = await startStarscape(two, {});
    expect(today.session).toMatchObject({ daily: true, dailyDate: "2026-11-24", seed: "STA:2026-11-24" });
    expect(theirs.session.seed).toBe(today.session.seed);
    expect(theirs.layout).toEqual(today.layout);
    expect(starscape.newGame(today.session.seed, {}).daily).toBe("2026-11-24");
    expect((await startStarscape(one)).layout).not.toEqual(today.layout);

    const before = await tokensOf(db, one.userId);
    const winDaily = async ({ sessionId, flips }: { sessionId: string; flips: StarscapeMove[] }) => {
      for (const move of flips) await gameMove(env, one, sessionId, { ...move });
      clock.advance(2 * MINUTE);
      return finishGame(env, one, sessionId, asMoves(flips));
    };
    const won = await winDaily(today);
    expect(won).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS });
    expect(await db.leaderboardEntry.findMany({ where: { userId: one.userId, gameId: "STA", board: "PUZZLE" } })).toMatchObject([{ period: "2026-11-24", score: won.score }]);
    // The same day again pays nothing.
    expect(await winDaily(await startStarscape(one, {}))).toMatchObject({ won: true, tokensEarned: 0 });
    expect(await tokensOf(db, one.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);

    const past = await startStarscape(one, { dailyDate: "2026-11-23" });
    expect(past.session).toMatchObject({ dailyDate: "2026-11-23", seed: "STA:2026-11-23" });
    expect(past.layout).not.toEqual(today.layout);
  });

  test("a day's layout learnt in one game cannot be won for tokens in another: only a player's one game of a date pays", async () => {
    const player = await signedInViewer(db);
    const before = await tokensOf(db, player.userId);
    // Flips in a game left unfinished show where the day's cards lie...
    const scouting = await startStarscape(player, { dailyDate: "2026-11-22" });
    for (const move of scouting.flips.slice(0, 10)) await gameMove(env, player, scouting.sessionId, { ...move });
    // ...so a second game of that date, won from them, earns nothing and goes on no board.
    const second = await startStarscape(player, { dailyDate: "2026-11-22" });
    for (const move of second.flips) await gameMove(env, player, second.sessionId, { ...move });
    clock.advance(2 * MINUTE);
    expect(await finishGame(env, player, second.sessionId, asMoves(second.flips))).toMatchObject({
      verified: true,
      won: true,
      tokensEarned: 0,
      message: "You had already played this day's puzzle in another game, so this win earns no tokens.",
    });
    expect(await tokensOf(db, player.userId)).toBe(before);
    expect(await db.leaderboardEntry.count({ where: { userId: player.userId, gameId: "STA" } })).toBe(0);

    // A game of the date opened and left with no flip showed nothing: the next one still pays.
    await startStarscape(player, { dailyDate: "2026-11-21" });
    const fresh = await startStarscape(player, { dailyDate: "2026-11-21" });
    for (const move of fresh.flips) await gameMove(env, player, fresh.sessionId, { ...move });
    clock.advance(2 * MINUTE);
    expect(await finishGame(env, player, fresh.sessionId, asMoves(fresh.flips))).toMatchObject({ won: true, tokensEarned: PROGRESSION_REWARD_TOKENS });
  });
});
