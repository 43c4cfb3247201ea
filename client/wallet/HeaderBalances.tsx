import { Suspense, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { HeaderBalances_viewer$key } from "../__generated__/HeaderBalances_viewer.graphql.ts";
import { lazyOptional } from "../routing/lazyOptional.ts";
import { GemChip } from "./GemChip.tsx";

// Live balances need the subscription's code and socket: loaded once the header is on screen.
const LiveWallet = lazyOptional(() => import("./LiveWallet.tsx").then((module) => module.LiveWallet));

/** The header's balances: gems (with the plus button of docs/product/currencies.md#gem-store) and tokens beside them. */
export function HeaderBalances({ viewer: viewerKey }: { viewer: HeaderBalances_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment HeaderBalances_viewer on Viewer {
        status
        player {
          id
          gems
          tokens
        }
      }
    `,
    viewerKey,
  );
  const player = viewer.player ?? null;
  const playerId = player?.id ?? null;
  // Once the page's player has changed (a temporary user made, a sign-in or sign-out), the socket's
  // cookies may name another session: every later player reopens it.
  const [firstPlayerId] = useState(playerId);
  const [playerChanged, setPlayerChanged] = useState(false);
  if (playerId !== firstPlayerId && !playerChanged) setPlayerChanged(true);
  const signedIn = viewer.status === "LOGGED_IN";
  // Every wallet shows its numbers, a temporary player's too; a visitor without one holds nothing
  // yet, and a 0 says so more plainly than an empty chip (the plus button says how to get more).
  const gems = player?.gems ?? 0;
  const tokens = player?.tokens ?? 0;

  return (
    <div className="balances-bar">
      {playerId && (
        <Suspense fallback={null}>
          <LiveWallet key={playerId} newPlayer={playerChanged || playerId !== firstPlayerId} />
        </Suspense>
      )}
      <GemChip gems={gems} signedIn={signedIn} />
      <span className="token-chip" role="img" aria-label={`${tokens} tokens`}>
        <span aria-hidden="true" className="balance-chip__icon token-icon">
          ●
        </span>
        <span data-testid="token-balance" aria-hidden="true">
          {tokens}
        </span>
      </span>
    </div>
  );
}
