import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { LeaderboardTable_query$key } from "../__generated__/LeaderboardTable_query.graphql.ts";
import { boardDayHeading } from "./headings.ts";
import { LeaderboardRow, LeaderboardRows } from "./LeaderboardRow.tsx";

/** The chosen board, 20 players at a time, with the viewer's own line when it is further down. */
export function LeaderboardTable({ query: queryKey, gameName }: { query: LeaderboardTable_query$key; gameName: string }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment LeaderboardTable_query on Query
      @refetchable(queryName: "LeaderboardTablePaginationQuery")
      @argumentDefinitions(
        game: { type: "String!" }
        period: { type: "LeaderboardPeriod!" }
        scope: { type: "LeaderboardScope!" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
      ) {
        leaderboard(game: $game, period: $period, scope: $scope) {
          measure
          period
          day
          entries(first: $count, after: $cursor) @connection(key: "LeaderboardTable_entries") {
            edges {
              node {
                rank
                ...LeaderboardRow_entry
              }
            }
          }
          viewerEntry {
            rank
            ...LeaderboardRow_entry
          }
        }
      }
    `,
    queryKey,
  );
  const board = data.leaderboard;
  const entries = board.entries.edges.map((edge) => edge.node);
  const mine = board.viewerEntry;
  return (
    <>
      <table className="leaderboard leaderboard--page">
        <caption>
          {gameName} <span className="leaderboard__day">{boardDayHeading(board.period, board.day)}</span>
        </caption>
        <LeaderboardRows entries={entries} measure={board.measure} empty="No wins on this board yet." />
      </table>
      {hasNext ? (
        <button type="button" className="button button--secondary" disabled={isLoadingNext} onClick={() => loadNext(20)}>
          {isLoadingNext ? "Loading…" : "Show more"}
        </button>
      ) : null}
      {mine && !entries.some((entry) => entry.rank === mine.rank) ? (
        <table className="leaderboard leaderboard--mine">
          <caption>Your place</caption>
          <tbody>
            <LeaderboardRow entry={mine} measure={board.measure} />
          </tbody>
        </table>
      ) : null}
    </>
  );
}
