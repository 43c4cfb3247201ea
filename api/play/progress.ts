import type { Viewer } from "../auth/viewer.ts";
import { hasPlayer } from "../auth/viewer.ts";
import { directSql } from "../database/directSql.ts";
import { asJson, type Json } from "./json.ts";
import { rulesFor, type PlayEnvironment } from "./environment.ts";

/** The most won sessions read for a player's progress in one game (a city of 60 levels needs 60). */
const MAX_WINS_READ = 2000;

/**
 * The options of the viewer's verified wins in a game, each once: games whose levels unlock in
 * order (Mahjong Getaway) derive a player's progress from them, so progress is only ever what the
 * server's replays decided. A win finished faster than a person could play does not count.
 * Empty with no player.
 */
export async function wonGameOptions(env: PlayEnvironment, viewer: Viewer, game: string): Promise<Json[]> {
  const rules = rulesFor(env, game);
  if (!hasPlayer(viewer)) return [];
  // The moves are counted where they lie: a player's thousands of won logs never leave the database.
  const wins = await directSql(env.db).$queryRaw<{ options: unknown; moveCount: number; startedAt: Date; finishedAt: Date }[]>`
    SELECT options, CASE WHEN jsonb_typeof(moves) = 'array' THEN jsonb_array_length(moves) ELSE 0 END AS "moveCount", "startedAt", "finishedAt"
      FROM "GameSession"
     WHERE "userId" = ${viewer.userId} AND "gameId" = ${rules.code} AND phase = 'WON' AND "finishedAt" IS NOT NULL
     ORDER BY "finishedAt" ASC
     LIMIT ${MAX_WINS_READ}`;
  const seen = new Map<string, Json>();
  for (const win of wins) {
    const playedMs = win.finishedAt.getTime() - win.startedAt.getTime();
    if (playedMs < rules.minimumHumanMs(win.moveCount)) continue;
    const options = asJson(win.options);
    if (options !== undefined) seen.set(JSON.stringify(options), options);
  }
  return [...seen.values()];
}
