import { advanceChallenges } from "../challenges/challenges.ts";
import { countGameDay } from "../players/gameDays.ts";
import type { GameFinishedSubscriber } from "./gameFinished.ts";

/**
 * The modules that follow players' finished games for the portal of `dataDir` (DATA_DIR's without
 * one), in the order finishGame calls them: the game day (gf), then the challenges (which pay their
 * rewards and the inviter's). A new follower of finishes is added here, not in finishGame.
 */
export function gameFinishedSubscribers(dataDir?: string): readonly GameFinishedSubscriber[] {
  return [countGameDay, advanceChallenges(dataDir)];
}
