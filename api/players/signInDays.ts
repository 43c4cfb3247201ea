import type { Database } from "../database/prisma.ts";
import { losAngelesDate } from "../play/calendar.ts";

/** Players remembered per process before the memory is started afresh (one entry per player and day). */
const MAX_REMEMBERED_PLAYERS = 100_000;

/**
 * Counts sign-in days (cr, docs/product/accounts.md#sign-in-days), the America/Los_Angeles days on which a signed-in request
 * arrived. The database keeps the last counted day per player and a guarded update counts a day
 * once, whichever process or request comes first; this process remembers which players it has
 * already counted today, so a player's other requests that day cost no query.
 */
export interface SignInDayCounter {
  /** Counts today for the player if no request has yet; resolves once the count is stored. */
  note(userId: string): Promise<void>;
}

export function createSignInDayCounter(db: Database, now: () => Date = () => new Date()): SignInDayCounter {
  let rememberedDay = "";
  let counted = new Set<string>();
  // Every signed-in request asks; formatting the date in Los Angeles is the costly part, and once a
  // minute is enough since a day there always starts on a whole minute of UTC.
  let dayMinute = Number.NaN;
  let today = "";
  const losAngelesToday = () => {
    const at = now();
    const minute = Math.floor(at.getTime() / 60_000);
    if (minute !== dayMinute) {
      dayMinute = minute;
      today = losAngelesDate(at);
    }
    return today;
  };
  return {
    async note(userId) {
      const day = losAngelesToday();
      if (day !== rememberedDay || counted.size >= MAX_REMEMBERED_PLAYERS) {
        rememberedDay = day;
        counted = new Set();
      }
      if (counted.has(userId)) return;
      await countSignInDay(db, userId, day);
      counted.add(userId);
    },
  };
}

/**
 * Counts `day` for the player unless a day as late is already counted. Returns whether it counted.
 * The comparison is on YYYY-MM-DD text, which sorts as the dates do.
 */
export async function countSignInDay(db: Database, userId: string, day: string): Promise<boolean> {
  const updated = await db.$executeRaw`
    UPDATE "Player" SET "signInDays" = "signInDays" + 1, "lastSignInDay" = ${day}
     WHERE "userId" = ${userId} AND ("lastSignInDay" IS NULL OR "lastSignInDay" < ${day})`;
  return updated > 0;
}
