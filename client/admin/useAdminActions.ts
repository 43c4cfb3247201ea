import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";
import type { useAdminActionsAdjustMutation } from "../__generated__/useAdminActionsAdjustMutation.graphql.ts";
import type { useAdminActionsCloseMutation } from "../__generated__/useAdminActionsCloseMutation.graphql.ts";
import type { useAdminActionsBanMutation } from "../__generated__/useAdminActionsBanMutation.graphql.ts";
import type { useAdminActionsExportMutation } from "../__generated__/useAdminActionsExportMutation.graphql.ts";
import type { useAdminActionsMuteMutation } from "../__generated__/useAdminActionsMuteMutation.graphql.ts";
import type { useAdminActionsCreateCouponMutation } from "../__generated__/useAdminActionsCreateCouponMutation.graphql.ts";

/** What a console action came to: done (with the answer), or the server's sentence saying why not. */
export type AdminOutcome<T> = { ok: true; answer: T } | { ok: false; message: string };

type Answer = { readonly __typename: string; readonly message?: string };

/** A console mutation whose result is a success or an AdminError, as a promise of its outcome. */
function useAdminMutation<M extends MutationParameters, A extends Answer>(pick: (response: M["response"]) => A | undefined, mutation: GraphQLTaggedNode) {
  const [commit] = useMutation<M>(mutation);
  return useCallback(
    (variables: M["variables"]) =>
      new Promise<AdminOutcome<A>>((resolve) => {
        commit({
          variables,
          onCompleted: (response) => {
            const answer = pick(response);
            if (!answer) resolve({ ok: false, message: "The server gave no answer." });
            else if (answer.__typename === "AdminError") resolve({ ok: false, message: answer.message ?? "That did not work." });
            else resolve({ ok: true, answer });
          },
          onError: () => resolve({ ok: false, message: "We couldn't reach the server. Please try again." }),
        });
      }),
    [commit, pick],
  );
}

// Module-level, so each hook's callback stays the same from render to render.
const pickAdjust = (response: useAdminActionsAdjustMutation["response"]) => response.adminAdjustBalance;
const pickMute = (response: useAdminActionsMuteMutation["response"]) => response.adminMutePlayer;
const pickBan = (response: useAdminActionsBanMutation["response"]) => response.adminBanPlayer;
const pickClose = (response: useAdminActionsCloseMutation["response"]) => response.adminClosePlayer;
const pickExport = (response: useAdminActionsExportMutation["response"]) => response.adminExportPlayer;
const pickCreateCoupon = (response: useAdminActionsCreateCouponMutation["response"]) => response.adminCreateCoupon;

/** Grants or takes gems or tokens; the answer brings the new balances into the page. */
export function useAdjustBalance() {
  return useAdminMutation<useAdminActionsAdjustMutation, useAdminActionsAdjustMutation["response"]["adminAdjustBalance"]>(
    pickAdjust,
    graphql`
      mutation useAdminActionsAdjustMutation($input: AdminAdjustBalanceInput!) {
        adminAdjustBalance(input: $input) {
          __typename
          ... on AdminError {
            message
          }
          ... on AdminPlayerChanged {
            player {
              id
              gems
              tokens
            }
          }
        }
      }
    `,
  );
}

export function useMutePlayer() {
  return useAdminMutation<useAdminActionsMuteMutation, useAdminActionsMuteMutation["response"]["adminMutePlayer"]>(
    pickMute,
    graphql`
      mutation useAdminActionsMuteMutation($input: AdminMutePlayerInput!) {
        adminMutePlayer(input: $input) {
          __typename
          ... on AdminError {
            message
          }
          ... on AdminPlayerChanged {
            player {
              id
              chatMutedUntil
            }
          }
        }
      }
    `,
  );
}

export function useBanPlayer() {
  return useAdminMutation<useAdminActionsBanMutation, useAdminActionsBanMutation["response"]["adminBanPlayer"]>(
    pickBan,
    graphql`
      mutation useAdminActionsBanMutation($input: AdminBanPlayerInput!) {
        adminBanPlayer(input: $input) {
          __typename
          ... on AdminError {
            message
          }
          ... on AdminPlayerChanged {
            player {
              id
              bannedAt
              signInSessions {
                id
              }
            }
          }
        }
      }
    `,
  );
}

/** Closes the account as the player's own deletion would: the answer brings the emptied page. */
export function useClosePlayer() {
  return useAdminMutation<useAdminActionsCloseMutation, useAdminActionsCloseMutation["response"]["adminClosePlayer"]>(
    pickClose,
    graphql`
      mutation useAdminActionsCloseMutation($input: AdminClosePlayerInput!) {
        adminClosePlayer(input: $input) {
          __typename
          ... on AdminError {
            message
          }
          ... on AdminPlayerChanged {
            player {
              id
              ...AdminPlayerPanel_player
            }
          }
        }
      }
    `,
  );
}

export function useExportPlayer() {
  return useAdminMutation<useAdminActionsExportMutation, useAdminActionsExportMutation["response"]["adminExportPlayer"]>(
    pickExport,
    graphql`
      mutation useAdminActionsExportMutation($input: AdminExportPlayerInput!) {
        adminExportPlayer(input: $input) {
          __typename
          ... on AdminError {
            message
          }
          ... on AdminPlayerExport {
            fileName
            data
          }
        }
      }
    `,
  );
}

/** Makes a coupon; the answer puts it at the top of the coupons list (`connections`: that list's id). */
export function useCreateCoupon() {
  return useAdminMutation<useAdminActionsCreateCouponMutation, useAdminActionsCreateCouponMutation["response"]["adminCreateCoupon"]>(
    pickCreateCoupon,
    graphql`
      mutation useAdminActionsCreateCouponMutation($input: AdminCreateCouponInput!, $connections: [ID!]!) {
        adminCreateCoupon(input: $input) {
          __typename
          ... on AdminError {
            message
          }
          ... on AdminCouponCreated {
            coupon @prependNode(connections: $connections, edgeTypeName: "AdminConsoleCouponsConnectionEdge") {
              code
              ...AdminCoupons_coupon
            }
          }
        }
      }
    `,
  );
}
