/**
 * The portal page's answers to a game's SDK calls when the game plays offline (docs/offline.md):
 * the GraphQL endpoint's answers, as far as the page can give them without the server. A game is
 * dealt from a kept seed, its finish is queued for the server, and everything the server alone
 * knows (powerups, statistics, packs) is empty or refused until the connection is back.
 */
import * as z from "zod/mini";
import { dealOfflineSeed, queueFinishedGame } from "./offlineGames.ts";

const gameError = (code: string, message: string) => ({ __typename: "GameError", code, message });

/** Said by a finish played offline; the server's own verdict comes once it is sent. */
export const QUEUED_NOTE = "Played offline: your game is sent to be checked when you are back online, and a win pays then.";
const NEEDS_CONNECTION = "This needs the connection: it waits until you are back online.";

const startInput = z.object({ input: z.object({ daily: z.optional(z.boolean()), dailyDate: z.optional(z.string()), options: z.optional(z.json()) }) });
const finishInput = z.object({ input: z.object({ session: z.string(), moves: z.array(z.json()), playedMs: z.optional(z.number()) }) });

function parseVariables(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function answer(code: string, operation: string, variables: unknown): unknown {
  switch (operation) {
    case "SdkSavedGame":
      // The frame's own storage holds an offline game in progress (save mode 1).
      return { data: { viewer: { savedGame: null } } };
    case "SdkPowerups":
      return { data: { viewer: { powerups: [] } } };
    case "SdkWonOptions":
      return { data: { viewer: { wonGameOptions: [] } } };
    case "SdkOwnedPacks":
      return { data: { viewer: { ownedPacks: [] } } };
    case "SdkGarden":
      return { data: { viewer: { garden: null } } };
    case "SdkGameStats": {
      const zero = { played: 0, won: 0, winRate: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null, bestScore: null };
      return { data: { viewer: { gameStats: { total: zero, byOptions: [] } } } };
    }
    case "SdkStartGame": {
      const parsed = startInput.safeParse(variables);
      if (!parsed.success) return { data: { startGame: gameError("BAD_INPUT", "The game asked to start with unreadable options.") } };
      const { daily, dailyDate, options } = parsed.data.input;
      const dealt = dealOfflineSeed(code, daily ? { dailyDate } : { options });
      if (!dealt) {
        const message = daily
          ? "This day's puzzle is not ready offline: the puzzles of the past week are kept each time you play online."
          : "No game of these options is ready offline: play them once online and they will be.";
        return { data: { startGame: gameError("OFFLINE", message) } };
      }
      const { session, seed } = dealt;
      return {
        data: {
          startGame: {
            __typename: "StartGameSuccess",
            session: {
              id: session,
              gameCode: code,
              seed: seed.seed,
              options: seed.options,
              daily: seed.dailyDate !== null,
              // This browser keeps the moves (the frame's storage): a reload resumes the game.
              saveMode: 1,
              rulesVersion: seed.rulesVersion,
              // The game's own clock starts at the deal; the server's rules count from the seed's issue.
              startedAt: new Date().toISOString(),
              finishedAt: null,
              phase: "PLAYING",
              score: 0,
              tokensPaid: 0,
              moves: [],
              powerupUses: [],
            },
          },
        },
      };
    }
    case "SdkSaveGame":
      return { data: { saveGame: gameError("OFFLINE", "An offline game is kept in this browser.") } };
    case "SdkFinishGame": {
      const parsed = finishInput.safeParse(variables);
      if (!parsed.success) return { data: { finishGame: gameError("BAD_INPUT", "The game's moves are unreadable.") } };
      const { session, moves, playedMs } = parsed.data.input;
      if (!queueFinishedGame(session, code, moves, playedMs ?? null)) return { data: { finishGame: gameError("NO_SESSION", "This offline game is not known to this browser any more.") } };
      return {
        data: {
          finishGame: {
            __typename: "FinishGameSuccess",
            verified: false,
            won: false,
            score: 0,
            tokensEarned: 0,
            itemEarned: null,
            note: QUEUED_NOTE,
            newBestTime: false,
            newBestScore: false,
            player: null,
            session: { id: session, phase: "PLAYING", score: 0, finishedAt: new Date().toISOString(), tokensPaid: 0 },
            todayLeaderboard: { measure: "SCORE", top: [], viewerEntry: null },
          },
        },
      };
    }
    default:
      return { errors: [{ message: NEEDS_CONNECTION, extensions: { code: "OFFLINE" } }] };
  }
}

/** The answer to one of game `code`'s SDK calls, as JSON text for the bridge. */
export function answerOfflineCall(code: string, operation: string, variables: string): string {
  return JSON.stringify(answer(code, operation, parseVariables(variables)));
}
