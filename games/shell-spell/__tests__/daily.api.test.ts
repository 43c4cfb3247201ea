/**
 * Shell Spell's levels and daily board on the real server: a session's level decides the target
 * its replay pays for; a daily session gets the day's seed, so every player has the same letters
 * and the daily target whatever level they ask for, and a day pays once per player.
 */
import { describe, expect, test } from "vitest";
import { finishGame, startGame } from "../../../api/play/play.ts";
import { PROGRESSION_REWARD_TOKENS } from "../../../api/play/constants.ts";
import type { Json } from "../../../api/play/json.ts";
import { signedInViewer, tokensOf, usePlayEnvironment } from "../../../api/play/__tests__/playFixtures.ts";
import { DAILY_TARGET, rules, targetFor, wordPoints, wordsLeft, type ShellSpellMove, type ShellSpellState } from "../rules.ts";

const { db, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;
const asLog = (moves: readonly ShellSpellMove[]): Json[] => moves.map((move): Json => (move.t === "word" ? { t: "word", path: [...move.path] } : { ...move }));

async function session(sessionId: string) {
  return db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
}

/** Words from `state` on, easiest first, until the score reaches `points`. */
function wordsTo(state: ShellSpellState, points: number): { state: ShellSpellState; moves: ShellSpellMove[] } {
  const moves: ShellSpellMove[] = [];
  let current = state;
  while (current.score < points) {
    const move: ShellSpellMove = { t: "word", path: wordsLeft(current)[0]!.path };
    current = rules.apply(current, move);
    moves.push(move);
  }
  return { state: current, moves };
}

describe("Shell Spell's levels and daily board, on the server", () => {
  test("a level-3 session pays only at 25 points: 20, level 2's target, is a loss", async () => {
    const viewer = await signedInViewer(db);
    const { sessionId } = await startGame(env, viewer, { game: "SHE", options: { level: 3 } });
    const stored = await session(sessionId);
    expect(stored.options).toEqual({ level: 3 });
    const start = rules.newGame(stored.seed, { level: 3 });
    expect(start.target).toBe(25);

    // Level 2's 20 points or a little more, short of 25.
    let short = start;
    const shortMoves: ShellSpellMove[] = [];
    while (short.score < targetFor(2)) {
      const next = wordsLeft(short).find(({ word }) => short.score + wordPoints(word) < 25)!;
      const move: ShellSpellMove = { t: "word", path: next.path };
      short = rules.apply(short, move);
      shortMoves.push(move);
    }
    clock.advance(2 * MINUTE);
    const lost = await finishGame(env, viewer, sessionId, asLog([...shortMoves, { t: "end" }]));
    expect(lost).toMatchObject({ won: false, tokensEarned: 0, message: `Time is up: ${short.score} of the 25 points you needed.` });
    const again = await startGame(env, viewer, { game: "SHE", options: { level: 3 } });
    const full = wordsTo(rules.newGame((await session(again.sessionId)).seed, { level: 3 }), 25);
    clock.advance(2 * MINUTE);
    expect(await finishGame(env, viewer, again.sessionId, asLog([...full.moves, { t: "end" }]))).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS });
    await expect(startGame(env, viewer, { game: "SHE", options: { level: 9 } })).rejects.toThrow("Shell Spell has levels 1 to 8.");
  });

  test("the daily board: the day's seed for every player and any level, 30 points to win, paid once a day; a past day has its own board", async () => {
    const [one, two] = [await signedInViewer(db), await signedInViewer(db)];
    const first = await session((await startGame(env, one, { game: "SHE", daily: true, options: { level: 1 } })).sessionId);
    const second = await session((await startGame(env, two, { game: "SHE", daily: true, options: { level: 8 } })).sessionId);
    expect(first).toMatchObject({ daily: true, dailyDate: "2026-11-24", seed: "SHE:2026-11-24" });
    expect(second.seed).toBe(first.seed);
    const board = rules.newGame(first.seed, { level: 1 });
    expect(rules.newGame(second.seed, { level: 8 })).toEqual(board);
    expect(board).toMatchObject({ target: DAILY_TARGET, level: null, daily: "2026-11-24" });

    const before = await tokensOf(db, one.userId);
    const { state, moves } = wordsTo(board, DAILY_TARGET);
    clock.advance(3 * MINUTE);
    expect(await finishGame(env, one, first.id, asLog([...moves, { t: "end" }]))).toMatchObject({ verified: true, won: true, score: state.score, tokensEarned: PROGRESSION_REWARD_TOKENS });
    // The same day again pays nothing.
    const replay = await startGame(env, one, { game: "SHE", daily: true, options: { level: 1 } });
    clock.advance(3 * MINUTE);
    expect(await finishGame(env, one, replay.sessionId, asLog([...moves, { t: "end" }]))).toMatchObject({ won: true, tokensEarned: 0 });
    expect(await tokensOf(db, one.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);

    const past = await session((await startGame(env, one, { game: "SHE", daily: true, dailyDate: "2026-11-23", options: { level: 1 } })).sessionId);
    expect(past).toMatchObject({ dailyDate: "2026-11-23", seed: "SHE:2026-11-23" });
    expect(rules.newGame(past.seed, {}).letters).not.toEqual(board.letters);
  });
});
