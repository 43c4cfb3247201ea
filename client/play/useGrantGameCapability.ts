import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { useGrantGameCapabilityMutation as Mutation } from "../__generated__/useGrantGameCapabilityMutation.graphql.ts";

/** A capability for the hosted game's frame, or why there is none. */
export type GrantedCapability = { token: string; expiresAt: string } | { message: string };

/**
 * Asks the portal for a capability to hand the game's frame: for the game, or for one of the
 * player's sessions of it (the frame never holds the player's own session).
 */
export function useGrantGameCapability(): (game: string, session: string | null) => Promise<GrantedCapability> {
  const [commit] = useMutation<Mutation>(graphql`
    mutation useGrantGameCapabilityMutation($input: GrantGameCapabilityInput!) {
      grantGameCapability(input: $input) {
        __typename
        ... on GameCapability {
          token
          expiresAt
        }
        ... on GameError {
          message
        }
      }
    }
  `);
  return useCallback(
    (game: string, session: string | null) =>
      new Promise<GrantedCapability>((resolve) => {
        commit({
          variables: { input: { game, session } },
          onCompleted: ({ grantGameCapability: answer }) => {
            if (answer.__typename === "GameCapability") resolve({ token: answer.token, expiresAt: String(answer.expiresAt) });
            else resolve({ message: answer.__typename === "GameError" ? answer.message : "The portal could not let the game play." });
          },
          onError: () => resolve({ message: "Could not reach the server. Check your connection and try again." }),
        });
      }),
    [commit],
  );
}
