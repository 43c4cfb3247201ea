import { graphql, useFragment } from "react-relay/hooks";
import type { BonusMeters_challenges$key } from "../__generated__/BonusMeters_challenges.graphql.ts";
import { PinPicture } from "./PinPicture.tsx";
import { timeLeft } from "./timeLeft.ts";
import { WeeklyMeter } from "./WeeklyMeter.tsx";

/**
 * The track's fill, in percent, with the rewards evenly spaced along it (their thresholds are
 * not: 5, 10, 25 ... 100): full up to the last reward reached, then part of the way to the next.
 */
function trackPercent(thresholds: readonly number[], count: number): number {
  if (thresholds.length < 2) return count >= (thresholds[0] ?? 0) ? 100 : 0;
  const step = 100 / (thresholds.length - 1);
  let previous = 0;
  for (const [index, threshold] of thresholds.entries()) {
    if (count < threshold) {
      const before = index === 0 ? 0 : (index - 1) * step;
      const span = index === 0 ? 0 : step;
      return before + (span * (count - previous)) / (threshold - previous);
    }
    previous = threshold;
  }
  return 100;
}

/** The weekly bonus meter and the season track with its rewards. */
export function BonusMeters({ challenges }: { challenges: BonusMeters_challenges$key }) {
  const data = useFragment(
    graphql`
      fragment BonusMeters_challenges on Challenges {
        remainingSeason
        quarter
        week
        ...WeeklyMeter_challenges
        season {
          count
          rewards {
            count
            tokens
            won
            pin {
              name
              imageUrl
            }
          }
        }
      }
    `,
    challenges,
  );
  const thresholds = data.season.rewards.map((reward) => reward.count);
  const seasonPercent = trackPercent(thresholds, data.season.count);
  const spacing = 100 / Math.max(1, thresholds.length - 1);
  return (
    <div className="bonus-meters">
      <WeeklyMeter challenges={data} />
      <section className="season-track" aria-labelledby="season-heading">
        <h2 id="season-heading" className="bonus-meters__heading">
          Season {data.quarter}, week {data.week} <span className="muted">{timeLeft(data.remainingSeason)} left in the season</span>
        </h2>
        <p className="season-track__text">
          {data.season.count} {data.season.count === 1 ? "challenge" : "challenges"} completed this season
        </p>
        <div className="season-track__rail">
          <div className="season-track__fill" style={{ width: `${seasonPercent}%` }} />
          <ol className="season-track__rewards">
            {data.season.rewards.map((reward, index) => (
              <li
                key={reward.count}
                className={`season-reward${reward.won ? " is-won" : ""}`}
                style={{ left: `${index * spacing}%` }}
                title={reward.pin ? `${reward.count}: ${reward.pin.name} pin` : `${reward.count}: ${reward.tokens} tokens`}
              >
                <span className="season-reward__badge">{reward.pin ? <PinPicture pin={reward.pin} size={24} /> : <span aria-label={`${reward.tokens} tokens`}>{reward.tokens}</span>}</span>
                <span className="season-reward__count">{reward.count}</span>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </div>
  );
}
