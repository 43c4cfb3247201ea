import { useCallback, useMemo, useState } from "react";
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, useSubscription } from "react-relay/hooks";
import type { ChallengesBoard_challenges$key } from "../__generated__/ChallengesBoard_challenges.graphql.ts";
import type { ChallengesPageQuery } from "../__generated__/ChallengesPageQuery.graphql.ts";
import type { ChallengesPageSubscription, ChallengesPageSubscription$data } from "../__generated__/ChallengesPageSubscription.graphql.ts";
import { usePageMeta } from "../layout/PortalContext.tsx";
import type { PageProps } from "../routing/page.tsx";
import { ChallengesBoard } from "./ChallengesBoard.tsx";
import { ChallengesInvite } from "./ChallengesInvite.tsx";
import "./challenges.css";

const query = graphql`
  query ChallengesPageQuery($seed: Int!) {
    viewer {
      status
      player {
        gems
        tokens
      }
      challenges(seed: $seed, navigation: true) {
        signedIn
        ...ChallengesBoard_challenges
      }
    }
  }
`;

const subscription = graphql`
  subscription ChallengesPageSubscription($seed: Int!) {
    challengesChanged(seed: $seed) {
      ...ChallengesBoard_challenges
    }
  }
`;

/** The Challenges page: only signed-in players have challenges (docs/product/challenges.md#who-has-challenges); everyone else is invited to sign in. */
function ChallengesPage({ queryRef }: PageProps<ChallengesPageQuery>) {
  const { viewer } = usePreloadedQuery<ChallengesPageQuery>(query, queryRef);
  usePageMeta("Challenges", "Weekly and seasonal challenges across the games: earn tokens, a weekly bonus and season pins.");
  const environment = useRelayEnvironment();
  const seed = queryRef.variables.seed;
  const [current, setCurrent] = useState<ChallengesBoard_challenges$key>(viewer.challenges);
  // Progress moves while a game is played (in this tab's frame or another): follow it live.
  useSubscription<ChallengesPageSubscription>(
    useMemo(
      () => ({
        subscription,
        variables: { seed },
        onNext: (response: ChallengesPageSubscription$data | null | undefined) => {
          if (response) setCurrent(response.challengesChanged);
        },
      }),
      [seed],
    ),
  );
  const reload = useCallback(async () => {
    const data = await fetchQuery<ChallengesPageQuery>(environment, query, { seed }, { fetchPolicy: "network-only" }).toPromise();
    if (data) setCurrent(data.viewer.challenges);
  }, [environment, seed]);

  if (!viewer.challenges.signedIn || !viewer.player) {
    return (
      <section className="challenges-invite">
        <h1 className="page-title">Challenges</h1>
        <ChallengesInvite />
      </section>
    );
  }
  return (
    <div className="challenges-page">
      <h1 className="page-title">Challenges</h1>
      <ChallengesBoard
        challenges={current}
        seed={seed}
        balances={{ gems: viewer.player.gems, tokens: viewer.player.tokens }}
        onChange={setCurrent}
        onSlotBought={() => void reload().catch(() => {})}
      />
    </div>
  );
}

export default ChallengesPage;
