import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { usePaymentMutationsCaptureMutation } from "../__generated__/usePaymentMutationsCaptureMutation.graphql.ts";
import type { usePaymentMutationsConfirmCardMutation } from "../__generated__/usePaymentMutationsConfirmCardMutation.graphql.ts";
import type { usePaymentMutationsCreateIntentMutation } from "../__generated__/usePaymentMutationsCreateIntentMutation.graphql.ts";
import type { usePaymentMutationsCreatePaypalMutation } from "../__generated__/usePaymentMutationsCreatePaypalMutation.graphql.ts";

export type Outcome<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

function run<R>(commit: (config: { onCompleted: (r: R) => void; onError: (e: Error) => void }) => void, read: (r: R) => Outcome<unknown>) {
  return new Promise<Outcome<unknown>>((resolve) =>
    commit({
      onCompleted: (response) => resolve(read(response)),
      onError: () => resolve({ ok: false, code: "network", message: "" }),
    }),
  );
}

type Result = { readonly __typename: string; readonly code?: string; readonly message?: string };
const failure = (result: Result): Outcome<never> => ({ ok: false, code: result.code ?? "unknown", message: result.message ?? "" });

/**
 * The four payment mutations of the gem store. They belong to one flow (start, then complete, by
 * card or PayPal), so they live together; completing also updates the player's gems in the store.
 */
export function usePaymentMutations() {
  const [createIntent] = useMutation<usePaymentMutationsCreateIntentMutation>(graphql`
    mutation usePaymentMutationsCreateIntentMutation($bundleCount: Int!) {
      createPaymentIntent(input: { bundleCount: $bundleCount }) {
        __typename
        ... on PaymentIntentCreated {
          clientSecret
          paymentIntentId
        }
        ... on PaymentError {
          code
          message
        }
      }
    }
  `);
  const [confirmCard] = useMutation<usePaymentMutationsConfirmCardMutation>(graphql`
    mutation usePaymentMutationsConfirmCardMutation($paymentIntentId: String!) {
      confirmCardPayment(input: { paymentIntentId: $paymentIntentId }) {
        __typename
        ... on PaymentCompleted {
          gemsAdded
          player {
            id
            gems
          }
        }
        ... on PaymentError {
          code
          message
        }
      }
    }
  `);
  const [createPaypal] = useMutation<usePaymentMutationsCreatePaypalMutation>(graphql`
    mutation usePaymentMutationsCreatePaypalMutation($bundleCount: Int!) {
      createPaypalOrder(input: { bundleCount: $bundleCount }) {
        __typename
        ... on PaypalOrderCreated {
          paypalOrderId
        }
        ... on PaymentError {
          code
          message
        }
      }
    }
  `);
  const [capture] = useMutation<usePaymentMutationsCaptureMutation>(graphql`
    mutation usePaymentMutationsCaptureMutation($paypalOrderId: String!) {
      capturePaypal(input: { paypalOrderId: $paypalOrderId }) {
        __typename
        ... on PaymentCompleted {
          gemsAdded
          player {
            id
            gems
          }
        }
        ... on PaymentError {
          code
          message
        }
      }
    }
  `);

  return {
    createPaymentIntent: useCallback(
      (bundleCount: number) =>
        run<usePaymentMutationsCreateIntentMutation["response"]>(
          (c) => createIntent({ variables: { bundleCount }, ...c }),
          ({ createPaymentIntent: r }) =>
            r.__typename === "PaymentIntentCreated" ? { ok: true, value: { clientSecret: r.clientSecret, paymentIntentId: r.paymentIntentId } } : failure(r),
        ) as Promise<Outcome<{ clientSecret: string; paymentIntentId: string }>>,
      [createIntent],
    ),
    confirmCardPayment: useCallback(
      (paymentIntentId: string) =>
        run<usePaymentMutationsConfirmCardMutation["response"]>(
          (c) => confirmCard({ variables: { paymentIntentId }, ...c }),
          ({ confirmCardPayment: r }) => (r.__typename === "PaymentCompleted" ? { ok: true, value: r.gemsAdded } : failure(r)),
        ) as Promise<Outcome<number>>,
      [confirmCard],
    ),
    createPaypalOrder: useCallback(
      (bundleCount: number) =>
        run<usePaymentMutationsCreatePaypalMutation["response"]>(
          (c) => createPaypal({ variables: { bundleCount }, ...c }),
          ({ createPaypalOrder: r }) => (r.__typename === "PaypalOrderCreated" ? { ok: true, value: r.paypalOrderId } : failure(r)),
        ) as Promise<Outcome<string>>,
      [createPaypal],
    ),
    capturePaypal: useCallback(
      (paypalOrderId: string) =>
        run<usePaymentMutationsCaptureMutation["response"]>(
          (c) => capture({ variables: { paypalOrderId }, ...c }),
          ({ capturePaypal: r }) => (r.__typename === "PaymentCompleted" ? { ok: true, value: r.gemsAdded } : failure(r)),
        ) as Promise<Outcome<number>>,
      [capture],
    ),
  };
}
