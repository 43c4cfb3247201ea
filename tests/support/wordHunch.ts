import { rules } from "../../games/word-hunch/rules.ts";
import type { TestDatabase } from "./testDatabase.ts";

/**
 * Word Hunch's typing row once the game takes letters: its session has started and no guess is
 * being checked. Keys before then are dropped, as a player's would be, so a test types only once
 * it shows (the grid itself shows before the session has started).
 */
export const WORD_HUNCH_TYPING = ".wh-grid .wh-typing:not(.wh-pending)";

/**
 * The answer of the newest Word Hunch session, from its server-only seed in the database: a test
 * knows it as only the server does; the page never shows it before the end.
 */
export async function answerOfNewestWordHunch(database: TestDatabase): Promise<string> {
  const rows = await database.sql<{ secretSeed: string | null }>(`SELECT "secretSeed" FROM "GameSession" WHERE "gameId" = 'WOR' ORDER BY "startedAt" DESC LIMIT 1`);
  const secretSeed = rows[0]?.secretSeed;
  if (!secretSeed) throw new Error("No Word Hunch session with a secret seed.");
  return rules.hidden.secret(secretSeed, {}).answer;
}
