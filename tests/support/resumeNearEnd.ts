import type { Page, Request } from "playwright-core";
import { expect } from "vitest";
import { replay } from "../../api/play/replay.ts";
import type { Json } from "../../api/play/json.ts";
import type { AnyGameRules } from "../../games/engines/gameRules.ts";
import type { TestDatabase } from "./testDatabase.ts";

/**
 * A signed-in player's game is kept on the server (save mode 2, docs/product/play.md#save-modes):
 * after each move the game sends its whole move log (`SdkSaveGame`, 1.5 s after the last move),
 * the server replays it and stores it on the unfinished GameSession row, and on the next start the
 * game asks for that row (`SdkSavedGame`) and replays its moves: the game resumes where it was.
 *
 * A long winning line need not be dragged move by move to test the win: a test plays the line's
 * first moves through the board, lets the game save them, reloads as a player would, and finds
 * the game resumed a few moves before the end with the line's middle written into that saved log,
 * exactly as the game would have saved it had those moves been dragged too. The server still
 * replays and pays the whole log at the finish.
 */

/** JSON text with every object's keys sorted: two encodings of the same moves read alike. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === "object" && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1))) : item,
  );
}

/** The moves a request of the game's frame saves on the server (its `SdkSaveGame`), or null for any other request. */
function savedMovesOf(request: Request): Json[] | null {
  if (request.method() !== "POST" || !request.url().includes("/graphql")) return null;
  try {
    const body = JSON.parse(request.postData() ?? "") as { operationName?: unknown; variables?: { input?: { moves?: unknown } } };
    const moves = body.variables?.input?.moves;
    return body.operationName === "SdkSaveGame" && Array.isArray(moves) ? (moves as Json[]) : null;
  } catch {
    return null;
  }
}

/**
 * The game's save (its frame's `SdkSaveGame`) whose move log ends with `played`, once the server
 * has taken it: resolves with the whole log the game sent, as the game encodes it. Ask before
 * playing `played`: the game saves 1.5 s after its last move, each save with every move so far.
 */
export async function saveEndingWith(page: Page, played: readonly unknown[]): Promise<Json[]> {
  const tail = canonical(played);
  const request = await page.waitForRequest((candidate) => {
    const moves = savedMovesOf(candidate);
    return moves !== null && moves.length >= played.length && canonical(moves.slice(moves.length - played.length)) === tail;
  }, { timeout: 120_000 });
  const response = await request.response();
  expect(response?.ok(), "the game's save was answered").toBe(true);
  const answer = (await response!.json()) as { data?: { saveGame?: { __typename?: string } } };
  expect(answer.data?.saveGame?.__typename, `the server took the game's save: ${JSON.stringify(answer)}`).toBe("SaveGameSuccess");
  return savedMovesOf(request)!;
}

interface SessionRow {
  id: string;
  seed: string;
  options: unknown;
  secretSeed: string | null;
  moves: Json;
  saveMode: number;
}

/** The player's unfinished session of the game (the newest), as the server keeps it. */
async function unfinishedSession(database: TestDatabase, rules: AnyGameRules): Promise<SessionRow & { powerupUses: string[] }> {
  const [session] = await database.sql<SessionRow>(
    `SELECT id, seed, options, "secretSeed", moves, "saveMode" FROM "GameSession" WHERE "gameId" = $1 AND "finishedAt" IS NULL ORDER BY "startedAt" DESC LIMIT 1`,
    [rules.code],
  );
  if (!session) throw new Error(`No ${rules.code} session is being played.`);
  const uses = await database.sql<{ powerupId: string }>(`SELECT "powerupId" FROM "GamePowerupUse" WHERE "sessionId" = $1 ORDER BY seq`, [session.id]);
  return { ...session, powerupUses: uses.map((use) => use.powerupId) };
}

export interface ResumeNearEnd<Resumed> {
  /** What the game saved of the moves played so far (`saveEndingWith`). */
  saved: readonly Json[];
  /** The line's moves to count as played after them (the rules' move objects, as the game plays them). */
  more: readonly unknown[];
  /** Opens the game again on the reloaded page, as the player does (presses Play). */
  reopen(): Promise<Resumed>;
}

/**
 * Reloads the page, as a player leaving and coming back does; the game's saved log on the server
 * then holds `saved` (checked: the game saved every move it played), and `more` is added to it
 * where the game's own save would have put it (the log is checked as the server's save checks
 * it: replayed with the game's rules and its recorded powerups). Then the game is opened again
 * and resumes there. Resolves with what `reopen` gives and the state the rules reach, for the
 * test to compare with the board.
 */
export async function resumeNearEnd<Resumed>(
  page: Page,
  database: TestDatabase,
  rules: AnyGameRules,
  { saved, more, reopen }: ResumeNearEnd<Resumed>,
): Promise<{ resumed: Resumed; state: unknown; moves: number }> {
  await page.reload();
  const session = await unfinishedSession(database, rules);
  expect(session.saveMode, "a signed-in player's game is saved on the server").toBe(2);
  expect(session.moves, "the server keeps the moves the game saved").toEqual(saved);
  const log = JSON.parse(JSON.stringify([...saved, ...more])) as Json[];
  const { state, status } = replay(rules, { seed: session.seed, options: session.options, secretSeed: session.secretSeed, powerupUses: session.powerupUses }, log);
  expect(status.phase, "the resumed game is still being played").toBe("playing");
  await database.sql(`UPDATE "GameSession" SET moves = $2::jsonb, "savedAt" = now() AT TIME ZONE 'UTC' WHERE id = $1 AND "finishedAt" IS NULL`, [session.id, JSON.stringify(log)]);
  return { resumed: await reopen(), state, moves: log.length };
}
