import { Suspense } from "react";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay/hooks";
import type { GameLeaderboardsQuery } from "../__generated__/GameLeaderboardsQuery.graphql.ts";
import type { GameLeaderboards_game$key } from "../__generated__/GameLeaderboards_game.graphql.ts";
import { useSession } from "../auth/Session.tsx";
import { QuietBoundary } from "../layout/QuietBoundary.tsx";
import { Link } from "../routing/router.tsx";
import { LeaderboardTop } from "./LeaderboardTop.tsx";

/**
 * A game's load page: the top 10 of today and of this week, and a link to every board. Loaded by a
 * query of its own after the page, so the load page's own query stays the same for every visitor
 * (and is kept); a board that cannot load leaves the page without it.
 */
export function GameLeaderboards({ game }: { game: string }) {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <GameLeaderboardsLoader game={game} />
      </Suspense>
    </QuietBoundary>
  );
}

function GameLeaderboardsLoader({ game }: { game: string }) {
  // Asked again once the session settles: a visitor's temporary user or a sign-in changes whose line is marked.
  const { status } = useSession();
  const data = useLazyLoadQuery<GameLeaderboardsQuery>(
    graphql`
      query GameLeaderboardsQuery($game: String!) {
        game(idOrSlug: $game) {
          ...GameLeaderboards_game
        }
      }
    `,
    { game },
    { fetchPolicy: "store-and-network", fetchKey: status === "loading" ? "" : status },
  );
  return data.game ? <Boards game={data.game} /> : null;
}

function Boards({ game: gameKey }: { game: GameLeaderboards_game$key }) {
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
