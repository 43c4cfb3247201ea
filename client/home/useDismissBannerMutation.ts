import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { useDismissBannerMutation as Mutation } from "../__generated__/useDismissBannerMutation.graphql.ts";

/** Takes the banner out of the viewer's list in the store (at once, and again when the server agrees). */
function withoutBanner(bannerId: string) {
  return (store: RecordSourceSelectorProxy) => {
    const viewer = store.getRoot().getLinkedRecord("viewer");
    const banners = viewer?.getLinkedRecords("banners");
    if (!viewer || !banners) return;
    viewer.setLinkedRecords(
      banners.filter((banner) => banner?.getValue("bannerId") !== bannerId),
      "banners",
    );
  };
}

/** Dismisses a home-page banner for good; resolves with the server's message when it refused. */
export function useDismissBannerMutation(): (bannerId: string) => Promise<string | null> {
  const [commit] = useMutation<Mutation>(graphql`
    mutation useDismissBannerMutation($input: DismissBannerInput!) {
      dismissBanner(input: $input) {
        __typename
        ... on DismissBannerSuccess {
          bannerId
        }
        ... on UnknownBannerError {
          message
        }
        ... on NoPlayerError {
          message
        }
      }
    }
  `);
  return useCallback(
    (bannerId: string) =>
      new Promise<string | null>((resolve) => {
        commit({
          variables: { input: { bannerId } },
          optimisticUpdater: withoutBanner(bannerId),
          updater: (store, response) => {
            if (response?.dismissBanner.__typename === "DismissBannerSuccess") withoutBanner(bannerId)(store);
          },
          onCompleted: (response) => {
            const result = response.dismissBanner;
            resolve(result.__typename === "DismissBannerSuccess" ? null : "message" in result ? result.message : "The banner could not be dismissed.");
          },
          onError: () => resolve("We couldn't reach the server. Please try again."),
        });
      }),
    [commit],
  );
}
