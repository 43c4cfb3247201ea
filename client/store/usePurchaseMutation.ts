import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { usePurchaseMutation as Mutation, usePurchaseMutation$data } from "../__generated__/usePurchaseMutation.graphql.ts";
import type { PurchaseData } from "./purchaseData.ts";

export type Currency = "GEMS" | "TOKENS";

export type PurchaseOutcome =
  | { kind: "success"; message: string }
  | { kind: "notEnough"; balance: number }
  | { kind: "signIn" }
  | { kind: "error"; message: string };

type Result = NonNullable<usePurchaseMutation$data["gems"] | usePurchaseMutation$data["tokens"]>;

function toOutcome(result: Result): PurchaseOutcome {
  switch (result.__typename) {
    case "PurchaseSuccess":
      return { kind: "success", message: result.message };
    case "NotEnoughCurrencyError":
      return { kind: "notEnough", balance: result.balance };
    case "PurchaseNotSignedInError":
      return { kind: "signIn" };
    case "UnknownItemError":
    case "PriceMismatchError":
    case "InvalidQuantityError":
    case "AlreadyOwnedError":
    case "FreeItemError":
      return { kind: "error", message: result.message };
    default:
      return { kind: "error", message: "unexpected answer" };
  }
}

/** Buys with gems or tokens; the new balance and what is owned now land in the Relay store through the payload. */
export function usePurchaseMutation(): [(data: PurchaseData, currency: Currency) => Promise<PurchaseOutcome>, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation usePurchaseMutation($input: PurchaseInput!, $gems: Boolean!) {
      gems: purchaseWithGems(input: $input) @include(if: $gems) {
        ...usePurchaseMutation_result @relay(mask: false)
      }
      tokens: purchaseWithTokens(input: $input) @skip(if: $gems) {
        ...usePurchaseMutation_result @relay(mask: false)
      }
    }
  `);
  const buy = useCallback(
    (data: PurchaseData, currency: Currency) =>
      new Promise<PurchaseOutcome>((resolve) => {
        commit({
          variables: {
            gems: currency === "GEMS",
            input: {
              kind: data.kind,
              gameCode: data.gameCode,
              itemId: data.itemId,
              count: data.count,
              quantity: data.quantity,
              unitPrice: data.unitPrice,
            },
          },
          onCompleted: (response, errors) => {
            const result = response.gems ?? response.tokens;
            if (!result) resolve({ kind: "error", message: errors?.[0]?.message ?? "no answer" });
            else resolve(toOutcome(result));
          },
          onError: (error) => resolve({ kind: "error", message: error.message.split("\n")[0] ?? "network error" }),
        });
      }),
    [commit],
  );
  return [buy, inFlight];
}

graphql`
  fragment usePurchaseMutation_result on PurchaseResult {
    __typename
    ... on PurchaseSuccess {
      balance
      message
      # Store cards read these: Owned and counts follow without a refetch.
      changedItems {
        id
        owned
        ownedCount
      }
      player {
        id
        gems
        tokens
      }
    }
    ... on NotEnoughCurrencyError {
      balance
      player {
        id
        gems
        tokens
      }
    }
    ... on UnknownItemError {
      message
    }
    ... on PriceMismatchError {
      message
    }
    ... on InvalidQuantityError {
      message
    }
    ... on AlreadyOwnedError {
      message
    }
    ... on FreeItemError {
      message
    }
    ... on PurchaseNotSignedInError {
      message
    }
  }
`;
