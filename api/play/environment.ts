import type { AnyGameRules } from "../../games/engines/gameRules.ts";
import type { GameRegistry } from "../../games/registry.ts";
import type { Database } from "../database/prisma.ts";
import type { PortalEvents } from "../events.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";
import type { GameFinishedSubscriber } from "./gameFinished.ts";

/** What every play module works with: sessions (play.ts), packs, progress and recent games share it. */
export interface PlayEnvironment {
  db: Database;
  games: GameRegistry;
  store: StoreCatalog;
  /** Keys the secrets of daily hidden-information games (the server's auth secret). */
  secret: string;
  now: () => Date;
  /** Where a finish publishes what it changed for the player's open pages (after commit). */
  events: PortalEvents;
  /** Who follows players' finished games (api/play/finishSubscribers.ts), called in the finish's transaction. */
  gameFinished: readonly GameFinishedSubscriber[];
}

export type GameErrorCode =
  | "NOT_FOUND"
  | "NOT_YOURS"
  | "FINISHED"
  | "ILLEGAL_MOVE"
  | "BAD_INPUT"
  | "TOO_MANY"
  // Offline play (api/play/offlineSeeds.ts): a game that plays only online, a visitor, a seed kept too long.
  | "ONLINE_ONLY"
  | "SIGN_IN"
  | "EXPIRED";

/** A refusal the player or the game can act on; nothing was changed. */
export class GameError extends Error {
  constructor(
    readonly code: GameErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** A game's 3-letter code as the catalog writes it, or null for text that cannot be one. */
export function gameCode(game: string): string | null {
  return /^[A-Za-z0-9]{3}$/.test(game) ? game.toUpperCase() : null;
}

export function rulesFor(env: PlayEnvironment, game: string): AnyGameRules {
  const code = gameCode(game);
  const rules = code === null ? undefined : env.games[code];
  if (!rules) throw new GameError("NOT_FOUND", `There is no playable game "${game}".`);
  return rules;
}
