import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { LeaderboardRow_entry$key } from "../__generated__/LeaderboardRow_entry.graphql.ts";
import { formatResult } from "../../shared/numbers.ts";
import { resultHeading } from "./headings.ts";

type RankedEntry = LeaderboardRow_entry$key & { readonly rank: number };

/** A board's head and lines, `empty` while nobody has won on it; `children` go below (the viewer's own line). */
export function LeaderboardRows({ entries, measure, empty, children }: { entries: readonly RankedEntry[]; measure: string; empty: string; children?: ReactNode }) {
  return (
    <>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Player</th>
          <th scope="col">{resultHeading(measure)}</th>
        </tr>
      </thead>
      <tbody>
        {entries.length === 0 ? (
          <tr>
            <td colSpan={3} className="muted">
              {empty}
            </td>
          </tr>
        ) : (
          entries.map((entry) => <LeaderboardRow key={entry.rank} entry={entry} measure={measure} />)
        )}
        {children}
      </tbody>
    </>
  );
}

/** One player's line of a board: rank, name and result; the viewer's own line stands out. */
export function LeaderboardRow({ entry: entryKey, measure }: { entry: LeaderboardRow_entry$key; measure: string }) {
  const entry = useFragment(
    graphql`
      fragment LeaderboardRow_entry on LeaderboardEntry {
        rank
        name
        result
        isViewer
      }
    `,
    entryKey,
  );
  return (
    <tr className={entry.isViewer ? "leaderboard__row leaderboard__row--viewer" : "leaderboard__row"}>
      <td className="leaderboard__rank">
        <span className={entry.rank <= 3 ? `leaderboard__medal leaderboard__medal--${entry.rank}` : undefined}>{entry.rank}</span>
      </td>
      <td>
        {entry.name}
        {entry.isViewer ? <span className="leaderboard__you"> (you)</span> : null}
      </td>
      <td className="leaderboard__result">{formatResult(measure, entry.result)}</td>
    </tr>
  );
}
