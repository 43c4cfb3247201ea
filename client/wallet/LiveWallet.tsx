import { useEffect } from "react";
import { useWalletChanged } from "../play/useWalletChanged.ts";
import { reopenSubscriptions } from "../relay/environment.ts";

const ignoreChange = () => {};

/**
 * Keeps the player's balances live: walletChanged writes the Player record in Relay's store, which
 * every balance on the page reads. Mounted once per player (keyed by its id); for a player other
 * than the one the page opened with, the socket is reopened first, so it runs as this player.
 */
export function LiveWallet({ newPlayer }: { newPlayer: boolean }) {
  // Declared before the subscription's own effect, so the old socket is gone before it subscribes.
  useEffect(() => {
    if (newPlayer) reopenSubscriptions();
  }, [newPlayer]);
  useWalletChanged(ignoreChange);
  return null;
}
