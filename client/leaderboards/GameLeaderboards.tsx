import { graphql, useFragment } from "react-relay/hooks";
import type { GameLeaderboards_game$key } from "../__generated__/GameLeaderboards_game.graphql.ts";
import { Link } from "../routing/router.tsx";
import { LeaderboardTop } from "./LeaderboardTop.tsx";

/** A game's load page: the top 10 of today and of this week, and a link to every board. */
export function GameLeaderboards({ game: gameKey }: { game: GameLeaderboards_game$key }) {
  const game = useFragment(
    graphql`
      fragment GameLeaderboards_game on Game {
        code
        name
        today: leaderboard(period: DAILY) {
          ...LeaderboardTop_board
        }
        week: leaderboard(period: WEEKLY) {
          ...LeaderboardTop_board
        }
      }
    `,
    gameKey,
  );
  if (!game.today || !game.week) return null;
  return (
    <section className="game-leaderboards" aria-labelledby="game-leaderboards-heading">
      <h2 id="game-leaderboards-heading">Leaderboards</h2>
      <div className="game-leaderboards__boards">
        <LeaderboardTop board={game.today} title="Today" />
        <LeaderboardTop board={game.week} title="This week" />
      </div>
      <Link to={`/leaderboards?game=${game.code}`}>All {game.name} leaderboards</Link>
    </section>
  );
}
