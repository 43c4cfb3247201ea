import { graphql, useFragment } from "react-relay/hooks";
import type { LeaderboardTop_board$key } from "../__generated__/LeaderboardTop_board.graphql.ts";
import { LeaderboardRow, LeaderboardRows } from "./LeaderboardRow.tsx";
import "./leaderboards.css";

/** A board's top 10 and, when it is further down, the viewer's own line (a game's load page). */
export function LeaderboardTop({ board: boardKey, title }: { board: LeaderboardTop_board$key; title: string }) {
  const board = useFragment(
    graphql`
      fragment LeaderboardTop_board on Leaderboard {
        measure
        entries(first: 10) {
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
    `,
    boardKey,
  );
  const entries = board.entries.edges.map((edge) => edge.node);
  const mine = board.viewerEntry;
  return (
    <table className="leaderboard">
      <caption>{title}</caption>
      <LeaderboardRows entries={entries} measure={board.measure} empty="No wins yet. Win a game to be first!">
        {mine && !entries.some((entry) => entry.rank === mine.rank) ? <LeaderboardRow entry={mine} measure={board.measure} /> : null}
      </LeaderboardRows>
    </table>
  );
}
