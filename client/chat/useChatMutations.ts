import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";
import type { useChatMutationsHideMutation } from "../__generated__/useChatMutationsHideMutation.graphql.ts";
import type { useChatMutationsMuteEverywhereMutation } from "../__generated__/useChatMutationsMuteEverywhereMutation.graphql.ts";
import type { useChatMutationsMuteMutation } from "../__generated__/useChatMutationsMuteMutation.graphql.ts";
import type { useChatMutationsPostMutation } from "../__generated__/useChatMutationsPostMutation.graphql.ts";
import type { useChatMutationsReportMutation } from "../__generated__/useChatMutationsReportMutation.graphql.ts";

/** What a chat action came to: done, or the server's sentence saying why not. */
export type ChatOutcome = { ok: true } | { ok: false; message: string };

const OFFLINE: ChatOutcome = { ok: false, message: "We couldn't reach the server. Please try again." };

type Answer = { readonly __typename: string; readonly message?: string };

/** A mutation whose result is a success or a ChatError, as a promise of its outcome. */
function useChatMutation<M extends MutationParameters & { response: Record<string, Answer> }>(mutation: GraphQLTaggedNode) {
  const [commit] = useMutation<M>(mutation);
  return useCallback(
    (variables: M["variables"]) =>
      new Promise<ChatOutcome>((resolve) => {
        commit({
          variables,
          onCompleted: (response) => {
            const answer = Object.values(response)[0];
            resolve(answer?.__typename === "ChatError" ? { ok: false, message: answer.message ?? "That did not work." } : { ok: true });
          },
          onError: () => resolve(OFFLINE),
        });
      }),
    [commit],
  );
}

/** Posts a message; it appears through the room's subscription, like everyone else's. */
export function usePostChatMessage() {
  return useChatMutation<useChatMutationsPostMutation>(graphql`
    mutation useChatMutationsPostMutation($input: PostChatMessageInput!) {
      postChatMessage(input: $input) {
        __typename
        ... on ChatError {
          message
        }
      }
    }
  `);
}

export function useReportChatMessage() {
  return useChatMutation<useChatMutationsReportMutation>(graphql`
    mutation useChatMutationsReportMutation($input: ReportChatMessageInput!) {
      reportChatMessage(input: $input) {
        __typename
        ... on ChatError {
          message
        }
      }
    }
  `);
}

/** Mutes or unmutes a player for the viewer; the muted list comes back with the answer. */
export function useMuteChatPlayer() {
  return useChatMutation<useChatMutationsMuteMutation>(graphql`
    mutation useChatMutationsMuteMutation($input: MuteChatPlayerInput!) {
      muteChatPlayer(input: $input) {
        __typename
        ... on MuteChatPlayerSuccess {
          chat {
            id
            ...MutedPlayers_chat
          }
        }
        ... on ChatError {
          message
        }
      }
    }
  `);
}

/** Moderators: hides a message; every open page of the room (this one too) drops it through the room's subscription. */
export function useHideChatMessage() {
  return useChatMutation<useChatMutationsHideMutation>(graphql`
    mutation useChatMutationsHideMutation($input: HideChatMessageInput!) {
      hideChatMessage(input: $input) {
        __typename
        ... on HideChatMessageSuccess {
          hiddenMessageId
        }
        ... on ChatError {
          message
        }
      }
    }
  `);
}

export function useMuteChatPlayerEverywhere() {
  return useChatMutation<useChatMutationsMuteEverywhereMutation>(graphql`
    mutation useChatMutationsMuteEverywhereMutation($input: MuteChatPlayerEverywhereInput!) {
      muteChatPlayerEverywhere(input: $input) {
        __typename
        ... on ChatError {
          message
        }
      }
    }
  `);
}
