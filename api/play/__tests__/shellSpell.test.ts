/**
 * Shell Spell with its real rules on the real server: the replay checks every word against the
 * board and the word list, so only a round that really reached the target pays, once; a word off
 * the board, a jump between shells, a non-word, a word twice, a powerup never taken from the
 * inventory or a finish faster than a person pays nothing; a round short of the target is lost
 * until Add Time revives it.
 */
import { describe, expect, test } from "vitest";
import { NEIGHBOURS, wordOf } from "../../../games/shell-spell/board.ts";
import { tracedWords } from "../../../games/engines/words/tracedWords.ts";
import { rules as shellSpell, TARGET_POINTS, wordsLeft, type ShellSpellMove, type ShellSpellState } from "../../../games/shell-spell/rules.ts";
import type { Viewer } from "../../auth/viewer.ts";
import { PROGRESSION_REWARD_TOKENS } from "../constants.ts";
import type { Json } from "../json.ts";
import { finishGame, startGame, usePowerup } from "../play.ts";
import { givePowerups, powerupCount, refusal, signedInViewer, tokensOf, usePlayEnvironment } from "./playFixtures.ts";

const { db, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;
const asLog = (moves: readonly ShellSpellMove[]): Json[] => moves.map((move): Json => (move.t === "word" ? { t: "word", path: [...move.path] } : { ...move }));

async function startShells(viewer: Viewer) {
  const { sessionId } = await startGame(env, viewer, { game: "SHE" });
  const session = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
  return { sessionId, start: shellSpell.newGame(session.seed, {}) };
}

/** Words from `state` on, easiest first, until the score reaches `points`. */
function wordsTo(state: ShellSpellState, points: number): { state: ShellSpellState; moves: ShellSpellMove[] } {
  const moves: ShellSpellMove[] = [];
  let current = state;
  while (current.score < points) {
    const move: ShellSpellMove = { t: "word", path: wordsLeft(current)[0]!.path };
    current = shellSpell.apply(current, move);
    moves.push(move);
  }
  return { state: current, moves };
}

describe("Shell Spell, with its real rules", () => {
  test("a round that reaches the target and ends wins, scored by its words, and pays once", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId, start } = await startShells(viewer);
    const { state, moves } = wordsTo(start, TARGET_POINTS);
    clock.advance(2 * MINUTE);
    const outcome = await finishGame(env, viewer, sessionId, asLog([...moves, { t: "end" }]));
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS, score: state.score });
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    expect((await refusal(finishGame(env, viewer, sessionId, asLog([...moves, { t: "end" }])))).code).toBe("FINISHED");
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
  });

  test("forged words pay nothing: a jump, a non-word, a word twice, an end short of the target, a powerup never taken", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId, start } = await startShells(viewer);
    const { moves } = wordsTo(start, TARGET_POINTS);
    clock.advance(2 * MINUTE);
    const jump: ShellSpellMove = { t: "word", path: [0, 2, 8] };
    expect((await refusal(finishGame(env, viewer, sessionId, asLog([jump, ...moves, { t: "end" }])))).message).toBe(
      "Move 1: Each shell must touch the one before, and a shell counts once per word.",
    );
    // Three neighbouring shells that spell no word.
    const nonsense = NEIGHBOURS.flatMap((around, a) => around.flatMap((b) => NEIGHBOURS[b]!.filter((c) => c !== a).map((c) => [a, b, c]))).find(
      (path) => !tracedWords.isWord(wordOf(start.letters, path)),
    )!;
    expect((await refusal(finishGame(env, viewer, sessionId, asLog([{ t: "word", path: nonsense }, ...moves])))).message).toMatch(/^Move 1: [A-Z]+ is not in the word list\.$/);
    expect((await refusal(finishGame(env, viewer, sessionId, asLog([moves[0]!, moves[0]!])))).message).toMatch(/^Move 2: You already found [A-Z]+\.$/);
    expect((await refusal(finishGame(env, viewer, sessionId, asLog([{ t: "powerup", id: "HI" }, ...moves])))).message).toMatch(
      /^Move 1: it spends a HI powerup the session never took from the inventory/,
    );
    expect((await refusal(finishGame(env, viewer, sessionId, asLog([...moves, { t: "end" }, moves[0]!])))).message).toMatch(/^Move \d+: the game was already over/);
    expect(await tokensOf(db, viewer.userId)).toBe(before);
    // Ended after one word: a loss, whatever the frame may claim.
    const outcome = await finishGame(env, viewer, sessionId, asLog([moves[0]!, { t: "end" }]));
    expect(outcome).toMatchObject({ won: false, tokensEarned: 0 });
    expect(outcome.message).toMatch(/^Time is up: \d+ of the 15 points you needed\.$/);
    expect(await tokensOf(db, viewer.userId)).toBe(before);

    const quick = await startShells(viewer);
    const fast = wordsTo(quick.start, TARGET_POINTS).moves;
    clock.advance(shellSpell.minimumHumanMs(fast.length + 1) - 200);
    expect(await finishGame(env, viewer, quick.sessionId, asLog([...fast, { t: "end" }]))).toMatchObject({ verified: false, won: true, tokensEarned: 0 });
    expect(await tokensOf(db, viewer.userId)).toBe(before);
  });

  test("Hint, Shuffle and Add Time from the inventory play in the replay; Add Time revives a round that ended short", async () => {
    const viewer = await signedInViewer(db);
    await givePowerups(db, viewer.userId, "SHE", "HI", 1);
    await givePowerups(db, viewer.userId, "SHE", "SH", 1);
    await givePowerups(db, viewer.userId, "SHE", "AT", 1);
    const { sessionId, start } = await startShells(viewer);
    for (const id of ["SH", "HI", "AT"]) await usePowerup(env, viewer, sessionId, id);
    expect(await powerupCount(db, viewer.userId, "SHE", "HI")).toBe(0);

    const first: ShellSpellMove = { t: "word", path: wordsLeft(start)[0]!.path };
    let state = shellSpell.apply(start, first);
    const log: ShellSpellMove[] = [first, { t: "end" }, { t: "powerup", id: "AT" }, { t: "powerup", id: "SH" }, { t: "powerup", id: "HI" }];
    for (const move of log.slice(1)) state = shellSpell.apply(state, move);
    expect(state).toMatchObject({ ended: false, timeLimitMs: 150_000 });
    // The hinted word is what the replay scores next.
    const hinted: ShellSpellMove = { t: "word", path: state.hint!.path };
    state = shellSpell.apply(state, hinted);
    const rest = wordsTo(state, TARGET_POINTS);
    clock.advance(3 * MINUTE);
    const outcome = await finishGame(env, viewer, sessionId, asLog([...log, hinted, ...rest.moves, { t: "end" }]));
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS, score: rest.state.score });
  });
});
