import { useMemo, useState } from "react";
import { graphql, useFragment, useSubscription } from "react-relay/hooks";
import type { CommunityGoalCard_goal$key } from "../__generated__/CommunityGoalCard_goal.graphql.ts";
import type { CommunityGoalCardSubscription, CommunityGoalCardSubscription$data } from "../__generated__/CommunityGoalCardSubscription.graphql.ts";
import { formatCount } from "../../shared/numbers.ts";

const fragment = graphql`
  fragment CommunityGoalCard_goal on CommunityGoal {
    description
    total
    mine
    tier
    tiers {
      total
      tokens
    }
  }
`;

/** The week's goal for everyone, its three tiers and the live total (it follows every player's wins). */
export function CommunityGoalCard({ goal: initial }: { goal: CommunityGoalCard_goal$key }) {
  const [live, setLive] = useState<CommunityGoalCard_goal$key | null>(null);
  useSubscription<CommunityGoalCardSubscription>(
    useMemo(
      () => ({
        subscription: graphql`
          subscription CommunityGoalCardSubscription {
            communityGoalChanged {
              ...CommunityGoalCard_goal
            }
          }
        `,
        variables: {},
        onNext: (response: CommunityGoalCardSubscription$data | null | undefined) => {
          if (response) setLive(response.communityGoalChanged);
        },
      }),
      [],
    ),
  );
  const goal = useFragment(fragment, live ?? initial);
  const top = goal.tiers[goal.tiers.length - 1]?.total ?? 1;
  return (
    <section className="community-goal" aria-labelledby="community-heading">
      <h2 id="community-heading" className="bonus-meters__heading">
        Community goal
      </h2>
      <p>{goal.description}.</p>
      <div className="community-goal__rail" role="progressbar" aria-label="Community goal" aria-valuemin={0} aria-valuemax={top} aria-valuenow={Math.min(goal.total, top)}>
        <div className="community-goal__fill" style={{ width: `${Math.min(100, (100 * goal.total) / top)}%` }} />
        {goal.tiers.map((tier, index) => (
          <span key={tier.total} className={`community-goal__tier${index < goal.tier ? " is-reached" : ""}`} style={{ left: `${(100 * tier.total) / top}%` }}>
            <span>{formatCount(tier.total)}</span>
            <span>● {tier.tokens}</span>
          </span>
        ))}
      </div>
      <p className="community-goal__total">
        <strong data-testid="community-total">{formatCount(goal.total)}</strong> wins so far this week; yours: {goal.mine}. Everyone who
        helped gets the highest tier reached when the week ends.
      </p>
    </section>
  );
}
