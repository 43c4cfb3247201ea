import { advanceChallenges } from "../challenges/challenges.ts";
import { countGameDay } from "../players/gameDays.ts";
import type { GameFinishedSubscriber } from "./gameFinished.ts";

/**
 * The modules that follow players' finished games, in the order finishGame calls them: the game
 * day (gf), then the challenges (which pay their rewards and the inviter's). A new follower of
 * finishes is added here, not in finishGame.
 */
export const GAME_FINISHED_SUBSCRIBERS: readonly GameFinishedSubscriber[] = [countGameDay, advanceChallenges];
