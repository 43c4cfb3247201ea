import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";
import type { ChallengesBoard_challenges$key } from "../__generated__/ChallengesBoard_challenges.graphql.ts";
import type { useChallengeMutationsAcceptMutation } from "../__generated__/useChallengeMutationsAcceptMutation.graphql.ts";
import type { useChallengeMutationsDropMutation } from "../__generated__/useChallengeMutationsDropMutation.graphql.ts";
import type { useChallengeMutationsRemoveWonMutation } from "../__generated__/useChallengeMutationsRemoveWonMutation.graphql.ts";

/** What a challenge mutation leaves the page: the new challenges to show, or the server's reason. */
export type ChallengeMutationResult = { ok: true; challenges: ChallengesBoard_challenges$key } | { ok: false; message: string };

type Payload = { readonly __typename: string; readonly message?: string; readonly challenges?: ChallengesBoard_challenges$key };
type ChallengeMutation = MutationParameters & { variables: { input: { challengeId: string; seed?: number | null } } };

const acceptMutation = graphql`
  mutation useChallengeMutationsAcceptMutation($input: AcceptChallengeInput!) {
    acceptChallenge(input: $input) {
      __typename
      ... on AcceptChallengeSuccess {
        challenges {
          ...ChallengesBoard_challenges
        }
      }
      ... on ChallengeError {
        message
      }
    }
  }
`;
const dropMutation = graphql`
  mutation useChallengeMutationsDropMutation($input: DropChallengeInput!) {
    dropChallenge(input: $input) {
      __typename
      ... on DropChallengeSuccess {
        challenges {
          ...ChallengesBoard_challenges
        }
      }
      ... on ChallengeError {
        message
      }
    }
  }
`;
const removeWonMutation = graphql`
  mutation useChallengeMutationsRemoveWonMutation($input: RemoveWonChallengeInput!) {
    removeWonChallenge(input: $input) {
      __typename
      ... on RemoveWonChallengeSuccess {
        challenges {
          ...ChallengesBoard_challenges
        }
      }
      ... on ChallengeError {
        message
      }
    }
  }
`;

/** Commits one of the challenge mutations and reads its union: the success's challenges, or the error's message. */
function useChallengeMutation<M extends ChallengeMutation>(node: GraphQLTaggedNode, payloadOf: (response: M["response"]) => Payload, seed: number) {
  const [commit, pending] = useMutation<M>(node);
  const run = useCallback(
    (challengeId: string) =>
      new Promise<ChallengeMutationResult>((resolve) => {
        commit({
          variables: { input: { challengeId, seed } } as M["variables"],
          onCompleted: (response) => {
            const payload = payloadOf(response);
            resolve(payload.challenges ? { ok: true, challenges: payload.challenges } : { ok: false, message: payload.message ?? "The challenge could not be changed. Please try again." });
          },
          onError: () => resolve({ ok: false, message: "We couldn't reach the server. Please try again." }),
        });
      }),
    [commit, payloadOf, seed],
  );
  return [run, pending] as const;
}

const acceptPayload = (response: useChallengeMutationsAcceptMutation["response"]) => response.acceptChallenge;
const dropPayload = (response: useChallengeMutationsDropMutation["response"]) => response.dropChallenge;
const removeWonPayload = (response: useChallengeMutationsRemoveWonMutation["response"]) => response.removeWonChallenge;

export const useAcceptChallengeMutation = (seed: number) => useChallengeMutation<useChallengeMutationsAcceptMutation>(acceptMutation, acceptPayload, seed);
export const useDropChallengeMutation = (seed: number) => useChallengeMutation<useChallengeMutationsDropMutation>(dropMutation, dropPayload, seed);
export const useRemoveWonChallengeMutation = (seed: number) => useChallengeMutation<useChallengeMutationsRemoveWonMutation>(removeWonMutation, removeWonPayload, seed);
