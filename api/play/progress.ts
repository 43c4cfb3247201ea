import type { Viewer } from "../auth/viewer.ts";
import { hasPlayer } from "../auth/viewer.ts";
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
  const wins = await env.db.gameSession.findMany({
    where: { userId: viewer.userId, gameId: rules.code, phase: "WON", finishedAt: { not: null } },
    select: { options: true, moves: true, startedAt: true, finishedAt: true },
    orderBy: { finishedAt: "asc" },
    take: MAX_WINS_READ,
  });
  const seen = new Map<string, Json>();
  for (const win of wins) {
    const moveCount = Array.isArray(win.moves) ? win.moves.length : 0;
    const playedMs = win.finishedAt!.getTime() - win.startedAt.getTime();
    if (playedMs < rules.minimumHumanMs(moveCount)) continue;
    const options = asJson(win.options);
    if (options !== undefined) seen.set(JSON.stringify(options), options);
  }
  return [...seen.values()];
}
