import { graphql, useFragment } from "react-relay/hooks";
import type { GameChallenges_challenges$key } from "../__generated__/GameChallenges_challenges.graphql.ts";
import { Link } from "../routing/router.tsx";
import "./challenges.css";
import { timeLeft } from "./timeLeft.ts";

/** On a game's load page: the player's active challenges that a win of this game advances. */
export function GameChallenges({ challenges }: { challenges: GameChallenges_challenges$key }) {
  const data = useFragment(
    graphql`
      fragment GameChallenges_challenges on Challenges @argumentDefinitions(game: { type: "String!" }) {
        advancing(game: $game) {
          id
          tokens
          remainingMinutes
          goals {
            gameCode
            description
            target
            done
          }
        }
      }
    `,
    challenges,
  );
  if (data.advancing.length === 0) return null;
  return (
    <section className="game-challenges" aria-labelledby="game-challenges-heading">
      <h2 id="game-challenges-heading">Challenges this game advances</h2>
      <ul>
        {data.advancing.map((challenge) => (
          <li key={challenge.id}>
            {challenge.goals.map((goal) => (
              <span key={goal.gameCode + goal.description} className="game-challenges__goal">
                {goal.description} ({goal.done}/{goal.target})
              </span>
            ))}
            <span className="challenge-reward__tokens">● {challenge.tokens}</span>
            <span className="muted">{timeLeft(challenge.remainingMinutes)} left</span>
          </li>
        ))}
      </ul>
      <Link to="/challenges">All your challenges</Link>
    </section>
  );
}
