import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { useUpdatePreferencesMutation as Mutation } from "../__generated__/useUpdatePreferencesMutation.graphql.ts";

/**
 * Saves the no-game-confirm preference (`gc`), showing it at once (optimistic; rolled back on a
 * failure); resolves false when it could not be saved.
 */
export function useUpdatePreferencesMutation(playerId: string): [(noGameConfirm: boolean) => Promise<boolean>, boolean] {
  const [commit, pending] = useMutation<Mutation>(graphql`
    mutation useUpdatePreferencesMutation($input: UpdatePreferencesInput!) {
      updatePreferences(input: $input) {
        __typename
        ... on UpdatePreferencesSuccess {
          player {
            id
            noGameConfirm
          }
        }
        ... on NoPlayerError {
          message
        }
      }
    }
  `);
  const save = useCallback(
    (noGameConfirm: boolean) =>
      new Promise<boolean>((resolve) => {
        commit({
          variables: { input: { noGameConfirm } },
          optimisticResponse: { updatePreferences: { __typename: "UpdatePreferencesSuccess", player: { id: playerId, noGameConfirm } } },
          onCompleted: (response) => resolve(response.updatePreferences.__typename === "UpdatePreferencesSuccess"),
          onError: () => resolve(false),
        });
      }),
    [commit, playerId],
  );
  return [save, pending];
}
