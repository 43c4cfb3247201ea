import { graphql, useFragment } from "react-relay/hooks";
import type { LeaderboardRow_entry$key } from "../__generated__/LeaderboardRow_entry.graphql.ts";
import { formatResult } from "./formatResult.ts";

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
      <td className="leaderboard__rank">{entry.rank}</td>
      <td>
        {entry.name}
        {entry.isViewer ? <span className="leaderboard__you"> (you)</span> : null}
      </td>
      <td className="leaderboard__result">{formatResult(measure, entry.result)}</td>
    </tr>
  );
}
