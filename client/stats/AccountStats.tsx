import { graphql, useFragment } from "react-relay/hooks";
import type { AccountStats_viewer$key } from "../__generated__/AccountStats_viewer.graphql.ts";
import { Link } from "../routing/router.tsx";
import { formatCount, formatTime } from "../../shared/numbers.ts";
import "./stats.css";

/** My Account's statistics: the player's day and challenge totals, invite rewards, and their record in each game played. */
export function AccountStats({ viewer }: { viewer: AccountStats_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment AccountStats_viewer on Viewer {
        player {
          signInDays
          gameDays
          challengesCompleted
          inviteGems
          inviteTokens
        }
        allGameStats {
          gameCode
          game {
            name
            slug
          }
          total {
            played
            won
            winRate
            bestStreak
            bestTimeMs
            bestScore
          }
        }
      }
    `,
    viewer,
  );
  const player = data.player;
  if (!player) return null;
  const totals: [string, number][] = [
    ["Sign-in days", player.signInDays],
    ["Game days", player.gameDays],
    ["Challenges completed", player.challengesCompleted],
    ["Gems from invites", player.inviteGems],
    ["Tokens from invites", player.inviteTokens],
  ];
  return (
    <section className="panel account-stats" aria-labelledby="account-stats-heading">
      <h2 id="account-stats-heading">Statistics</h2>
      <dl className="game-stats__figures">
        {totals.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      {data.allGameStats.length === 0 ? (
        <p className="muted">Finish a game and your record in it shows here.</p>
      ) : (
        <div className="account-stats__table">
          <table>
            <thead>
              <tr>
                <th scope="col">Game</th>
                <th scope="col">Played</th>
                <th scope="col">Won</th>
                <th scope="col">Win rate</th>
                <th scope="col">Best streak</th>
                <th scope="col">Best time</th>
                <th scope="col">Best score</th>
              </tr>
            </thead>
            <tbody>
              {data.allGameStats.map(({ gameCode, game, total }) => (
                <tr key={gameCode}>
                  <th scope="row">{game ? <Link to={`/game/${game.slug}/load`}>{game.name}</Link> : gameCode}</th>
                  <td>{formatCount(total.played)}</td>
                  <td>{formatCount(total.won)}</td>
                  <td>{total.winRate}%</td>
                  <td>{formatCount(total.bestStreak)}</td>
                  <td>{total.bestTimeMs == null ? "–" : formatTime(total.bestTimeMs)}</td>
                  <td>{total.bestScore == null ? "–" : formatCount(total.bestScore)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
