/**
 * Sudoku Relics (SUD) through the play domain with its real rules: the session's puzzle solved
 * (with a bought Hint and Check) is replayed by the server and pays once; a digit over a clue, a
 * Hint never bought or a finish faster than a person pays nothing; today's puzzle is the same
 * for everyone.
 */
import { describe, expect, test } from "vitest";
import { rules, type SudokuMove, type SudokuState } from "../../../games/sudoku-relics/rules.ts";
import type { Viewer } from "../../auth/viewer.ts";
import { PROGRESSION_REWARD_TOKENS } from "../constants.ts";
import type { Json } from "../json.ts";
import { finishGame, startGame, usePowerup } from "../play.ts";
import { givePowerups, refusal, signedInViewer, tokensOf, usePlayEnvironment } from "./playFixtures.ts";

const { database, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;

/** A session of the difficulty, its starting state and the moves that write its solution. */
async function startSudoku(viewer: Viewer, options: Json, daily = false) {
  const { sessionId } = await startGame(env, viewer, { game: "SUD", options, daily });
  const session = await database.db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
  const start = rules.newGame(session.seed, rules.parseOptions(session.options));
  const solving: Extract<SudokuMove, { t: "set" }>[] = start.givens.flatMap((given, c) => (given === 0 ? [{ t: "set" as const, c, d: start.solution[c]! }] : []));
  return { sessionId, seed: session.seed, start, solving };
}

const replayed = (start: SudokuState, moves: readonly SudokuMove[]) => moves.reduce((state, move) => rules.apply(state, move), start);

describe("Sudoku Relics on the server", () => {
  test("a solved hard puzzle with a bought Hint and Check is replayed, wins and pays once, the time under par in the score", async () => {
    const viewer = await signedInViewer(database.db);
    const { sessionId, start, solving } = await startSudoku(viewer, { difficulty: "hard" });
    expect(start.difficulty).toBe("hard");
    await givePowerups(database.db, viewer.userId, "SUD", "HI", 1);
    await givePowerups(database.db, viewer.userId, "SUD", "CK", 1);
    await usePowerup(env, viewer, sessionId, "HI");
    await usePowerup(env, viewer, sessionId, "CK");
    const [first, ...rest] = solving;
    const moves: SudokuMove[] = [{ t: "powerup", id: "HI", c: first!.c }, rest[0]!, { t: "powerup", id: "CK" }, ...rest.slice(1)];
    const before = await tokensOf(database.db, viewer.userId);
    clock.advance(12 * MINUTE);
    const outcome = await finishGame(env, viewer, sessionId, moves);
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS });
    expect(outcome.score).toBe(rules.finalScore(replayed(start, moves), { playedMs: 12 * MINUTE }));
    expect(outcome.score).toBe(2_500 - 100 - 50 + 13 * 60);
    expect(await tokensOf(database.db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    expect((await refusal(finishGame(env, viewer, sessionId, moves))).code).toBe("FINISHED");
    expect(await tokensOf(database.db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
  });

  test("a digit over a clue, a Hint never bought, an unsolved grid or a finish faster than a person pays nothing", async () => {
    const viewer = await signedInViewer(database.db);
    const before = await tokensOf(database.db, viewer.userId);
    const { sessionId, start, solving } = await startSudoku(viewer, {});
    clock.advance(20 * MINUTE);
    const clue = start.givens.findIndex((given) => given !== 0);
    const overClue: Json[] = [{ t: "set", c: clue, d: (start.givens[clue]! % 9) + 1 }, ...solving];
    expect((await refusal(finishGame(env, viewer, sessionId, overClue))).message).toMatch(/^Move 1: The digit at row \d, column \d is carved in stone/);
    const hinted: Json[] = [{ t: "powerup", id: "HI", c: solving[0]!.c }, ...solving.slice(1)];
    expect((await refusal(finishGame(env, viewer, sessionId, hinted))).message).toMatch(/^Move 1: it spends a HI powerup/);
    const shortOf = await finishGame(env, viewer, sessionId, solving.slice(0, -1));
    expect(shortOf).toMatchObject({ won: false, tokensEarned: 0 });
    expect(await tokensOf(database.db, viewer.userId)).toBe(before);

    const quick = await startSudoku(viewer, { difficulty: "easy" });
    clock.advance(rules.minimumHumanMs(quick.solving.length) - 1_000);
    expect(await finishGame(env, viewer, quick.sessionId, quick.solving)).toMatchObject({ verified: false, won: true, tokensEarned: 0 });
    expect(await tokensOf(database.db, viewer.userId)).toBe(before);
  });

  test("an unknown difficulty is refused at the start; today's puzzle is the same for two players", async () => {
    const viewer = await signedInViewer(database.db);
    expect((await refusal(startGame(env, viewer, { game: "SUD", options: { difficulty: "legendary" } }))).code).toBe("BAD_INPUT");
    const other = await signedInViewer(database.db);
    const mine = await startSudoku(viewer, { difficulty: "medium" }, true);
    const theirs = await startSudoku(other, { difficulty: "medium" }, true);
    expect(mine.seed).toBe("SUD:2026-11-24");
    expect(theirs.start.givens).toEqual(mine.start.givens);
  });
});
