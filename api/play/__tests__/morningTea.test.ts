/**
 * Morning Tea Solitaire (SPI) through the play domain with its real rules: a stored winning line
 * is replayed by the server and pays once; a forged log and a More Cards never bought pay nothing.
 */
import { describe, expect, test } from "vitest";
import { decodeMove, rules } from "../../../games/morning-tea-solitaire/rules.ts";
import winnableSolutions from "../../../games/morning-tea-solitaire/winnableSolutions.json";
import type { Viewer } from "../../auth/viewer.ts";
import { PROGRESSION_REWARD_TOKENS } from "../constants.ts";
import { asJson, type Json } from "../json.ts";
import { finishGame, startGame } from "../play.ts";
import { refusal, signedInViewer, tokensOf, usePlayEnvironment } from "./playFixtures.ts";

const { database, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;

/** A two-suit session and the stored winning line for its deal, as JSON moves. */
async function startSpider(viewer: Viewer) {
  const options = { suits: 2 };
  const { sessionId } = await startGame(env, viewer, { game: "SPI", options });
  const session = await database.db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
  const deal = rules.newGame(session.seed, rules.parseOptions(options)).deal;
  const solutions: Record<string, string> = winnableSolutions.suits2;
  const solution = asJson(solutions[deal]!.split(" ").map(decodeMove));
  if (!Array.isArray(solution)) throw new Error(`No stored solution for ${deal}`);
  return { sessionId, solution };
}

describe("Morning Tea Solitaire on the server", () => {
  test("a winning line is replayed by the server, wins with the classic score and pays once", async () => {
    const viewer = await signedInViewer(database.db);
    const before = await tokensOf(database.db, viewer.userId);
    const { sessionId, solution } = await startSpider(viewer);
    clock.advance(20 * MINUTE);
    const outcome = await finishGame(env, viewer, sessionId, solution);
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS });
    expect(outcome.score).toBe(Math.max(0, 500 - solution.length + 800));
    expect(await tokensOf(database.db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    expect((await refusal(finishGame(env, viewer, sessionId, solution))).code).toBe("FINISHED");
  });

  test("a forged move, a More Cards never bought, or a log that stops short pays nothing", async () => {
    const viewer = await signedInViewer(database.db);
    const before = await tokensOf(database.db, viewer.userId);
    const { sessionId, solution } = await startSpider(viewer);
    clock.advance(20 * MINUTE);
    const forged: Json[] = [{ t: "move", from: "t0", to: "t1", n: 13 }, ...solution];
    expect((await refusal(finishGame(env, viewer, sessionId, forged))).message).toMatch(/^Move 1:/);
    const withMoreCards: Json[] = [{ t: "powerup", id: "MC" }, ...solution];
    expect((await refusal(finishGame(env, viewer, sessionId, withMoreCards))).message).toMatch(/^Move 1: it spends a MC powerup/);
    expect(await finishGame(env, viewer, sessionId, solution.slice(0, -1))).toMatchObject({ won: false, tokensEarned: 0 });
    expect(await tokensOf(database.db, viewer.userId)).toBe(before);
    expect((await refusal(startGame(env, viewer, { game: "SPI", options: { suits: 3 } }))).code).toBe("BAD_INPUT");
  });
});
