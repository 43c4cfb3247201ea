import type { SqlTx } from "../database/transaction.ts";
import type { PendingEvents } from "../events.ts";

/** A player's finished session, as the modules that follow finished games see it. */
export interface GameFinished {
  userId: string;
  /** Whether the player is a temporary user (their challenges do not advance). */
  temporary: boolean;
  /** The player's last counted game day (gf), read under the player's lock: null before the first. */
  lastGameDay: string | null;
  gameId: string;
  won: boolean;
  /** False when the game was finished faster than a person can play it. */
  verified: boolean;
  finishedAt: Date;
}

/**
 * A module that follows players' finished games (challenges, game days), called by finishGame for
 * every finish of a player's session, won or lost. It runs in the finish's transaction after the
 * player's row lock, so it commits or rolls back with the finish and one player's finishes reach
 * it one at a time; what it changed for the player's open pages it notes in `changes`, which
 * finishGame publishes once the transaction has committed. The transaction is a bare pg one
 * (issue 31: Prisma's client cost more than the finish's statements), so it writes raw SQL.
 */
export type GameFinishedSubscriber = (tx: SqlTx, finish: GameFinished, changes: PendingEvents) => Promise<void>;
