import type { Verdict } from "../../../sdk/index.ts";
import { formatResult } from "../../../../shared/numbers.ts";

/** The win panel's leaderboard: the player's rank today and the day's best few, as the server answered the finish. */
export function TodayRank({ verdict }: { verdict: Verdict | null }) {
  const today = verdict?.today;
  if (!today || !today.you) return null;
  const you = today.you;
  return (
    <section className="gs-today-rank" aria-label="Today's leaderboard">
      <p className="gs-today-rank__you" role="status">
        Today&apos;s rank: <strong>#{you.rank}</strong>
      </p>
      <ol className="gs-today-rank__top">
        {today.top.map((line) => (
          <li key={line.rank} value={line.rank} className={line.isViewer ? "gs-today-rank__line gs-today-rank__line--you" : "gs-today-rank__line"}>
            <span>{line.name}</span> <span>{formatResult(today.measure, line.result)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
