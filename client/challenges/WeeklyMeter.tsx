import { useId } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { WeeklyMeter_challenges$key } from "../__generated__/WeeklyMeter_challenges.graphql.ts";
import { timeLeft } from "./timeLeft.ts";

/**
 * The weekly bonus meter (14 in a week, docs/product/challenges.md#weekly-bonus): on the Challenges page a step per challenge,
 * in the header's panel one line.
 */
export function WeeklyMeter({ challenges, compact = false }: { challenges: WeeklyMeter_challenges$key; compact?: boolean }) {
  const data = useFragment(
    graphql`
      fragment WeeklyMeter_challenges on Challenges {
        remainingWeek
        weekResets
        weeklyBonus {
          count
          needed
          tokens
          paid
        }
      }
    `,
    challenges,
  );
  const headingId = useId();
  const weekly = data.weeklyBonus;
  const count = Math.min(weekly.count, weekly.needed);
  if (compact) {
    return (
      <p className="weekly-line">
        <span className="weekly-line__label">Weekly bonus</span>
        <span className="challenge-goal__bar weekly-line__bar" role="progressbar" aria-label="Weekly bonus" aria-valuemin={0} aria-valuemax={weekly.needed} aria-valuenow={count}>
          <span style={{ width: `${Math.round((100 * count) / weekly.needed)}%` }} />
        </span>
        <span className="challenge-goal__count">
          {count}/{weekly.needed}
        </span>
        <span className="challenge-reward__tokens">{weekly.paid ? "✓" : "●"} {weekly.tokens}</span>
      </p>
    );
  }
  return (
    <section className="weekly-meter" aria-labelledby={headingId}>
      <h2 id={headingId} className="bonus-meters__heading">
        Weekly bonus <span className="muted">{timeLeft(data.remainingWeek)} left this week</span>
      </h2>
      <p className="weekly-meter__text">
        {weekly.paid ? `Bonus earned: ${weekly.tokens} tokens!` : `Complete ${weekly.needed} challenges this week for ${weekly.tokens} tokens.`}
      </p>
      <div className="weekly-meter__steps" role="progressbar" aria-label="Weekly bonus" aria-valuemin={0} aria-valuemax={weekly.needed} aria-valuenow={count}>
        {Array.from({ length: weekly.needed }, (_, index) => (
          <span key={index} className={index < weekly.count ? "is-done" : undefined} />
        ))}
      </div>
      <p className="weekly-meter__count" data-testid="weekly-count">
        {count} / {weekly.needed}
      </p>
      <p className="weekly-meter__resets muted">{data.weekResets}</p>
    </section>
  );
}
