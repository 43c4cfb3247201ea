import { useCallback, useEffect, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import type { GamePlayerWalletQuery, GamePlayerWalletQuery$data } from "../__generated__/GamePlayerWalletQuery.graphql.ts";
import { useWalletChanged, type ChangedWallet } from "./useWalletChanged.ts";

export type ViewerWallet = GamePlayerWalletQuery$data["viewer"];

const walletQuery = graphql`
  query GamePlayerWalletQuery {
    viewer {
      status
      player {
        id
        gems
        tokens
        noGameConfirm
        sound {
          on
          volume
          music
        }
      }
    }
  }
`;

/**
 * The viewer and balances the play page shows, read by its own query whenever the session
 * settles on another status (a temporary user created, a sign-in: a new player the page's query
 * never read) and kept live by walletChanged. Held as state, so a half-read player record in
 * Relay's store (another query linked it first) never shows. null until first read.
 */
export function useViewerWallet(settledStatus: string): { viewer: ViewerWallet | null; refresh(): void } {
  const environment = useRelayEnvironment();
  const [viewer, setViewer] = useState<ViewerWallet | null>(null);

  const refresh = useCallback(() => {
    fetchQuery<GamePlayerWalletQuery>(environment, walletQuery, {}, { fetchPolicy: "network-only" })
      .toPromise()
      .then((data) => {
        if (data) setViewer(data.viewer);
      })
      // The chip keeps what it showed; the next change or settle reads again.
      .catch(() => {});
  }, [environment]);

  useEffect(() => refresh(), [refresh, settledStatus]);

  const onChange = useCallback((wallet: ChangedWallet) => {
    setViewer((current) => (current?.player && current.player.id === wallet.id ? { ...current, player: { ...current.player, gems: wallet.gems, tokens: wallet.tokens } } : current));
  }, []);
  useWalletChanged(onChange);

  return { viewer, refresh };
}
