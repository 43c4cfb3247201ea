import { losAngelesDate } from "../play/calendar.ts";
import type { GameFinishedSubscriber } from "../play/gameFinished.ts";

/**
 * Game days (gf) count the Los Angeles days on which the player finished a game, won or lost: the
 * player's last counted day is kept, and the guarded update counts a day once. Most finishes come
 * on a day already counted, which the player's lock has read: they send no statement.
 */
export const countGameDay: GameFinishedSubscriber = async (tx, finish) => {
  const day = losAngelesDate(finish.finishedAt);
  if (finish.lastGameDay === day) return;
  await tx.$executeRaw`
    UPDATE "Player" SET "gameDays" = "gameDays" + 1, "lastGameDay" = ${day}
     WHERE "userId" = ${finish.userId} AND "lastGameDay" IS DISTINCT FROM ${day}`;
};
