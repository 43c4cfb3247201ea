import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { useUpdateProfileMutation as Mutation } from "../__generated__/useUpdateProfileMutation.graphql.ts";

export type UpdateProfileOutcome = { ok: true } | { ok: false; field: string | null; message: string };

/** Sets the username and/or icon; resolves with the server's verdict (validation messages included). */
export function useUpdateProfileMutation(): [(input: { username?: string; userIcon?: number }) => Promise<UpdateProfileOutcome>, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        __typename
        ... on UpdateProfileSuccess {
          player {
            id
            username
            userIcon
            userIconUrl
          }
        }
        ... on ProfileValidationError {
          field
          message
        }
        ... on NotSignedInError {
          message
        }
      }
    }
  `);
  const update = useCallback(
    (input: { username?: string; userIcon?: number }) =>
      new Promise<UpdateProfileOutcome>((resolve) => {
        commit({
          variables: { input },
          onCompleted: ({ updateProfile: result }) => {
            if (result.__typename === "UpdateProfileSuccess") resolve({ ok: true });
            else if (result.__typename === "ProfileValidationError") resolve({ ok: false, field: result.field, message: result.message });
            else if (result.__typename === "NotSignedInError") resolve({ ok: false, field: null, message: "Please sign in again." });
            else resolve({ ok: false, field: null, message: "Something went wrong. Please try again." });
          },
          onError: () => resolve({ ok: false, field: null, message: "We couldn't reach the server. Please try again." }),
        });
      }),
    [commit],
  );
  return [update, inFlight];
}
