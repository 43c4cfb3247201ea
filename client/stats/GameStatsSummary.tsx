import { graphql, useFragment } from "react-relay/hooks";
import type { GameStatsSummary_stats$key } from "../__generated__/GameStatsSummary_stats.graphql.ts";
import { formatCount, formatTime } from "../../shared/numbers.ts";
import "./stats.css";

/** The player's record in a game (the load page), shown once they have finished a game of it. */
export function GameStatsSummary({ stats }: { stats: GameStatsSummary_stats$key | null | undefined }) {
  const data = useFragment(
    graphql`
      fragment GameStatsSummary_stats on GameStats {
        total {
          played
          won
          winRate
          currentStreak
          bestStreak
          bestTimeMs
          bestScore
        }
      }
    `,
    stats,
  );
  if (!data || data.total.played === 0) return null;
  const { total } = data;
  const figures: [string, string][] = [
    ["Played", formatCount(total.played)],
    ["Won", `${formatCount(total.won)} (${total.winRate}%)`],
    ["Streak", `${total.currentStreak} (best ${total.bestStreak})`],
    ["Best time", total.bestTimeMs == null ? "–" : formatTime(total.bestTimeMs)],
    ["Best score", total.bestScore == null ? "–" : formatCount(total.bestScore)],
  ];
  return (
    <section className="game-stats" aria-labelledby="game-stats-heading">
      <h2 id="game-stats-heading">Your record</h2>
      <dl className="game-stats__figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
