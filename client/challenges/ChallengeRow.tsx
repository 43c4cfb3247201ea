import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { ChallengeRow_challenge$data, ChallengeRow_challenge$key } from "../__generated__/ChallengeRow_challenge.graphql.ts";
import { Link } from "../routing/router.tsx";
import { PinPicture } from "./PinPicture.tsx";
import { timeLeft } from "./timeLeft.ts";

type Goal = ChallengeRow_challenge$data["goals"][number];

export const KIND_LABEL: Record<string, string> = { seasonal: "Seasonal", pin: "Pin", weekly: "Weekly", blitz: "Blitz", super: "Super" };

function GoalLine({ goal }: { goal: Goal }) {
  const percent = Math.round((100 * Math.min(goal.done, goal.target)) / goal.target);
  return (
    <li className="challenge-goal">
      <span className="challenge-goal__text">{goal.description}</span>
      <span className="challenge-goal__bar" role="progressbar" aria-valuemin={0} aria-valuemax={goal.target} aria-valuenow={goal.done} aria-label={goal.description}>
        <span style={{ width: `${percent}%` }} />
      </span>
      <span className="challenge-goal__count">
        {goal.done}/{goal.target}
      </span>
    </li>
  );
}

export function Reward({ tokens, pin }: { tokens: number; pin: { name: string; imageUrl: string } | null | undefined }) {
  return (
    <span className="challenge-reward">
      <span className="challenge-reward__tokens">● {tokens}</span>
      {pin && <PinPicture pin={pin} size={28} />}
    </span>
  );
}

/** The game to play next for a challenge: the first goal not yet reached that names a game. */
function PlayLink({ goals }: { goals: readonly Goal[] }) {
  const open = goals.find((goal) => goal.done < goal.target && goal.game) ?? goals.find((goal) => goal.game);
  return open?.game ? (
    <Link to={`/game/${open.game.slug}/load`} className="button button--play challenge-card__play">
      Play {open.game.name}
    </Link>
  ) : null;
}

/**
 * One accepted challenge: kind, reward, each goal's progress, then its outcome or the time left
 * with its game to play. The Challenges page shows it as a card with a Drop action; the header's
 * panel shows it compact.
 */
export function ChallengeRow({ challenge: key, actions, compact = false }: { challenge: ChallengeRow_challenge$key; actions?: ReactNode; compact?: boolean }) {
  const challenge = useFragment(
    graphql`
      fragment ChallengeRow_challenge on ActiveChallenge {
        id
        kind
        status
        tokens
        remainingMinutes
        pin {
          name
          imageUrl
        }
        goals {
          gameCode
          description
          target
          done
          game {
            slug
            name
          }
        }
      }
    `,
    key,
  );
  return (
    <li className={`challenge-card challenge-card--${challenge.status.toLowerCase()}${compact ? " challenge-card--compact" : ""}`} data-challenge={challenge.id}>
      <div className="challenge-card__top">
        <span className={`challenge-kind challenge-kind--${challenge.kind}`}>{KIND_LABEL[challenge.kind] ?? challenge.kind}</span>
        <Reward tokens={challenge.tokens} pin={challenge.pin} />
      </div>
      <ul className="challenge-goals">
        {challenge.goals.map((goal) => (
          <GoalLine key={goal.gameCode + goal.description} goal={goal} />
        ))}
      </ul>
      {challenge.status === "COMPLETED" ? (
        <p className="challenge-card__done">
          <span aria-hidden="true">✓</span> Completed: {challenge.tokens} tokens earned
        </p>
      ) : challenge.status === "FAILED" || challenge.remainingMinutes <= 0 ? (
        <p className="challenge-card__failed">Time is up</p>
      ) : (
        <div className="challenge-card__bottom">
          <span className="challenge-card__time">{timeLeft(challenge.remainingMinutes)} left</span>
          <PlayLink goals={challenge.goals} />
          {actions}
        </div>
      )}
    </li>
  );
}
