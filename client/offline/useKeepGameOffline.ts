import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { useKeepGameOfflineMutation as Mutation } from "../__generated__/useKeepGameOfflineMutation.graphql.ts";
import { keepOfflineFrame, keepSeeds } from "./offlineGames.ts";

export interface GameToKeep {
  code: string;
  slug: string;
  name: string;
}

/**
 * After a game starts online, makes it ready to play offline: its offline frame's files are kept,
 * and the server tops up the player's seeds for it: the past week's daily puzzles, and, after a
 * free game, a few deals of the same options (docs/offline.md). Games that play only online, and
 * visitors, get none; nothing of it is in the player's way.
 */
export function useKeepGameOffline(): (player: string, game: GameToKeep, started: { daily: boolean; options: unknown }) => void {
  const [commit] = useMutation<Mutation>(graphql`
    mutation useKeepGameOfflineMutation($input: IssueOfflineSeedsInput!) {
      issueOfflineSeeds(input: $input) {
        __typename
        ... on OfflineSeeds {
          seeds {
            token
            seed
            options
            dailyDate
            rulesVersion
            issuedAt
            expiresAt
          }
        }
      }
    }
  `);
  return useCallback(
    (player, game, started) => {
      void keepOfflineFrame(game.code)
        .catch(() => null)
        .then((files) => {
          if (!files) return;
          for (const daily of started.daily ? [true] : [false, true]) {
            commit({
              variables: { input: { game: game.code, options: started.options, daily } },
              onCompleted: (response) => {
                const result = response.issueOfflineSeeds;
                if (result.__typename !== "OfflineSeeds") return;
                const seeds = result.seeds.map((held) => ({
                  ...held,
                  issuedAt: String(held.issuedAt),
                  expiresAt: String(held.expiresAt),
                  options: held.options ?? null,
                  dailyDate: held.dailyDate ?? null,
                }));
                keepSeeds(player, game.code, { slug: game.slug, name: game.name, ...files }, daily, seeds);
              },
              // Offline play is a bonus: a refusal or a lost connection leaves the game as it is.
              onError: () => {},
            });
          }
        });
    },
    [commit],
  );
}
