import { use, useMemo, useState } from "react";
import { graphql, useFragment, usePreloadedQuery, useSubscription, type PreloadedQuery } from "react-relay/hooks";
import type { ChallengesPanel_challenges$key } from "../__generated__/ChallengesPanel_challenges.graphql.ts";
import type { ChallengesPanelQuery } from "../__generated__/ChallengesPanelQuery.graphql.ts";
import type { ChallengesPanelSubscription, ChallengesPanelSubscription$data } from "../__generated__/ChallengesPanelSubscription.graphql.ts";
import { Link } from "../routing/router.tsx";
import { ChallengeRow } from "./ChallengeRow.tsx";
import { ChallengesInvite } from "./ChallengesInvite.tsx";
import { WeeklyMeter } from "./WeeklyMeter.tsx";
import "./challenges.css";

// Not a page navigation: looking at the panel leaves completed challenges in their slots (docs/product/challenges.md#slots).
const panelQuery = graphql`
  query ChallengesPanelQuery($seed: Int!) {
    viewer {
      challenges(seed: $seed) {
        signedIn
        ...ChallengesPanel_challenges
      }
    }
  }
`;

const subscription = graphql`
  subscription ChallengesPanelSubscription($seed: Int!) {
    challengesChanged(seed: $seed) {
      ...ChallengesPanel_challenges
    }
  }
`;

function PanelBody({ challenges: key }: { challenges: ChallengesPanel_challenges$key }) {
  const data = useFragment(
    graphql`
      fragment ChallengesPanel_challenges on Challenges {
        active {
          id
          ...ChallengeRow_challenge
        }
        ...WeeklyMeter_challenges
      }
    `,
    key,
  );
  return (
    <>
      {data.active.length === 0 ? (
        <p className="challenges-panel__empty">No challenges yet: pick some on the Challenges page</p>
      ) : (
        <ul className="challenges-panel__list">
          {data.active.map((challenge) => (
            <ChallengeRow key={challenge.id} challenge={challenge} compact />
          ))}
        </ul>
      )}
      <WeeklyMeter challenges={data} compact />
    </>
  );
}

/** A signed-in player's challenges, followed live while the panel is open (a game won in another tab moves them). */
function LiveChallenges({ initial, seed }: { initial: ChallengesPanel_challenges$key; seed: number }) {
  const [current, setCurrent] = useState(initial);
  useSubscription<ChallengesPanelSubscription>(
    useMemo(
      () => ({
        subscription,
        variables: { seed },
        onNext: (response: ChallengesPanelSubscription$data | null | undefined) => {
          if (response) setCurrent(response.challengesChanged);
        },
      }),
      [seed],
    ),
  );
  return <PanelBody challenges={current} />;
}

/** The header's Challenges panel: its code and its query load when it is first opened (ChallengesMenu). */
export default function ChallengesPanel({ pending }: { pending: Promise<PreloadedQuery<ChallengesPanelQuery>> }) {
  const queryRef = use(pending);
  const { viewer } = usePreloadedQuery<ChallengesPanelQuery>(panelQuery, queryRef);
  return (
    <div className="challenges-panel__content">
      <h2 className="challenges-panel__heading">Your challenges</h2>
      {viewer.challenges.signedIn ? <LiveChallenges initial={viewer.challenges} seed={queryRef.variables.seed} /> : <ChallengesInvite />}
      <Link to="/challenges" className="challenges-panel__all">
        See all challenges →
      </Link>
    </div>
  );
}
