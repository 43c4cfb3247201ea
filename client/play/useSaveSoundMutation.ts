import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { useSaveSoundMutation as Mutation } from "../__generated__/useSaveSoundMutation.graphql.ts";

export interface SoundPreference {
  on: boolean;
  volume: number;
  music: boolean;
}

/** Saves the games' sound settings with the player's preferences; resolves false when they could not be saved. */
export function useSaveSoundMutation(): (sound: SoundPreference) => Promise<boolean> {
  const [commit] = useMutation<Mutation>(graphql`
    mutation useSaveSoundMutation($input: UpdatePreferencesInput!) {
      updatePreferences(input: $input) {
        __typename
        ... on UpdatePreferencesSuccess {
          player {
            id
            sound {
              on
              volume
              music
            }
          }
        }
      }
    }
  `);
  return useCallback(
    (sound: SoundPreference) =>
      new Promise<boolean>((resolve) => {
        commit({
          variables: { input: { sound } },
          onCompleted: (response) => resolve(response.updatePreferences.__typename === "UpdatePreferencesSuccess"),
          onError: () => resolve(false),
        });
      }),
    [commit],
  );
}
