import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay/hooks";
import type { useWalletChangedSubscription, useWalletChangedSubscription$data } from "../__generated__/useWalletChangedSubscription.graphql.ts";

export type ChangedWallet = NonNullable<useWalletChangedSubscription$data["walletChanged"]>;

/**
 * Keeps the viewer's balances live while a game is open (rewards, purchases, payments): the
 * Player record in Relay's store is updated, so every chip showing it (the header's too) follows.
 */
export function useWalletChanged(onChange: (wallet: ChangedWallet) => void): void {
  useSubscription<useWalletChangedSubscription>(
    useMemo(
      () => ({
        subscription: graphql`
          subscription useWalletChangedSubscription {
            walletChanged {
              id
              gems
              tokens
            }
          }
        `,
        variables: {},
        onNext: (response: useWalletChangedSubscription$data | null | undefined) => {
          if (response?.walletChanged) onChange(response.walletChanged);
        },
      }),
      [onChange],
    ),
  );
}
