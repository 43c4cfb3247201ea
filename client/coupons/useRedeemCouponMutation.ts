import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { useRedeemCouponMutation as Mutation } from "../__generated__/useRedeemCouponMutation.graphql.ts";

export type RedeemOutcome = { ok: boolean; message: string };

/** Redeems a coupon code; the player's new balances land in the store with the answer. */
export function useRedeemCouponMutation(): (code: string) => Promise<RedeemOutcome> {
  const [commit] = useMutation<Mutation>(graphql`
    mutation useRedeemCouponMutation($input: RedeemCouponInput!) {
      redeemCoupon(input: $input) {
        __typename
        ... on CouponRedeemed {
          message
          player {
            id
            gems
            tokens
          }
        }
        ... on CouponError {
          message
        }
      }
    }
  `);
  return useCallback(
    (code: string) =>
      new Promise<RedeemOutcome>((resolve) => {
        commit({
          variables: { input: { code } },
          onCompleted: ({ redeemCoupon: result }) =>
            resolve(
              result.__typename === "CouponRedeemed" || result.__typename === "CouponError"
                ? { ok: result.__typename === "CouponRedeemed", message: result.message }
                : { ok: false, message: "The coupon could not be redeemed." },
            ),
          onError: () => resolve({ ok: false, message: "We couldn't reach the server. Please try again." }),
        });
      }),
    [commit],
  );
}
