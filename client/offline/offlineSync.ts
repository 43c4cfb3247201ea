/**
 * Sends the games played offline to the server once the connection is back (docs/offline.md):
 * each queued game is redeemed once; what the server says (paid, refused) is kept for the status
 * bar, and a game the server could not be reached for stays queued for the next try.
 */
import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { offlineSyncRedeemMutation as Mutation, offlineSyncRedeemMutation$data as Data } from "../__generated__/offlineSyncRedeemMutation.graphql.ts";
import { queuedGames, settleQueuedGame, type QueuedGame } from "./offlineGames.ts";

const redeem = graphql`
  mutation offlineSyncRedeemMutation($input: RedeemOfflineGameInput!) {
    redeemOfflineGame(input: $input) {
      __typename
      ... on FinishGameSuccess {
        verified
        won
        tokensEarned
        note: message
        player {
          id
          gems
          tokens
        }
      }
      ... on GameError {
        code
        message
      }
    }
  }
`;

/** What the status bar says of a sent game. */
function outcomeText(result: Data["redeemOfflineGame"]): string {
  if (result.__typename === "GameError") return `not accepted: ${result.message}`;
  if (result.__typename !== "FinishGameSuccess") return "sent.";
  if (result.won && result.verified) return result.tokensEarned > 0 ? `win verified: +${result.tokensEarned} tokens.` : `win verified${result.note ? `: ${result.note}` : "."}`;
  if (result.won) return `win not paid: ${result.note ?? "it could not be verified."}`;
  return result.note ? `not a win: ${result.note}` : "checked: not a win.";
}

type Commit = ReturnType<typeof useMutation<Mutation>>[0];

function send(commit: Commit, game: QueuedGame): Promise<void> {
  return new Promise((resolve) => {
    commit({
      variables: { input: { token: game.token, moves: game.moves, playedMs: game.playedMs } },
      onCompleted: (response) => {
        settleQueuedGame(game.token, outcomeText(response.redeemOfflineGame), game.game);
        resolve();
      },
      // Not reached (or the server failed): the game stays queued for the next try.
      onError: () => resolve(),
    });
  });
}

let sending: Promise<void> | null = null;

/** Sends every queued game, one after another; a second call while sending waits for the first. */
export function useSendQueuedGames(): () => Promise<void> {
  const [commit] = useMutation<Mutation>(redeem);
  return useCallback(() => {
    sending ??= (async () => {
      try {
        for (const game of queuedGames()) {
          if (!navigator.onLine) break;
          await send(commit, game);
        }
      } finally {
        sending = null;
      }
    })();
    return sending;
  }, [commit]);
}
