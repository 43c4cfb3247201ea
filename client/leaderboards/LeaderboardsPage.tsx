import { useId, useTransition } from "react";
import { graphql, usePreloadedQuery } from "react-relay/hooks";
import type { LeaderboardsPageQuery } from "../__generated__/LeaderboardsPageQuery.graphql.ts";
import { usePageMeta } from "../layout/PortalContext.tsx";
import type { PageProps } from "../routing/page.tsx";
import { useRouter } from "../routing/router.tsx";
import { leaderboardsChoice, leaderboardsSearch, type LeaderboardsChoice } from "./leaderboardsChoice.ts";
import { LeaderboardTable } from "./LeaderboardTable.tsx";
import "./leaderboards.css";

const query = graphql`
  query LeaderboardsPageQuery($game: String!, $period: LeaderboardPeriod!, $scope: LeaderboardScope!) {
    viewer {
      status
    }
    games(first: 100) {
      edges {
        node {
          code
          name
          daily: leaderboard(period: PUZZLE) {
            day
          }
        }
      }
    }
    ...LeaderboardTable_query @arguments(game: $game, period: $period, scope: $scope)
  }
`;

const PERIODS = [
  { value: "DAILY", label: "Today" },
  { value: "WEEKLY", label: "This week" },
  { value: "PUZZLE", label: "Daily puzzle" },
] as const;
const SCOPES = [
  { value: "GLOBAL", label: "Everyone" },
  { value: "FRIENDS", label: "Friends" },
] as const;

/**
 * Leaderboards (docs/product/leaderboards.md): a game's board of today, this week or its daily
 * puzzle, of every player or of friends. The choice lives in the address, so a board can be linked.
 */
function LeaderboardsPage({ queryRef }: PageProps<LeaderboardsPageQuery>) {
  const data = usePreloadedQuery<LeaderboardsPageQuery>(query, queryRef);
  usePageMeta("Leaderboards", "Daily and weekly leaderboards of every game: the best scores and times of verified wins.");
  const { location, navigate } = useRouter();
  const [pending, startTransition] = useTransition();
  const gameSelect = useId();
  const choice = leaderboardsChoice(location.search);
  const games = data.games.edges.map((edge) => edge.node);
  const game = games.find((candidate) => candidate.code === choice.game);
  const choose = (change: Partial<LeaderboardsChoice>) => {
    const next = { ...choice, ...change };
    // A game without a daily puzzle has no puzzle board: its day's board instead.
    if (next.period === "PUZZLE" && !games.find((candidate) => candidate.code === next.game)?.daily) next.period = "DAILY";
    startTransition(() => navigate(`/leaderboards${leaderboardsSearch(next)}`, { replace: true }));
  };
  return (
    <section className="leaderboards-page" aria-busy={pending}>
      <h1>Leaderboards</h1>
      <p>The best verified wins of every game. Days and weeks follow Pacific time; weeks start on Sunday.</p>
      <div className="leaderboards-page__choices">
        <div className="form__field">
          <label htmlFor={gameSelect}>Game</label>
          <select id={gameSelect} className="leaderboards-page__game" value={choice.game} onChange={(event) => choose({ game: event.target.value })}>
            {games.map((candidate) => (
              <option key={candidate.code} value={candidate.code}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="segmented">
          <legend>Board</legend>
          {PERIODS.filter((period) => period.value !== "PUZZLE" || game?.daily).map((period) => (
            <label key={period.value} className="segmented__option">
              <input type="radio" name="period" value={period.value} checked={choice.period === period.value} onChange={() => choose({ period: period.value })} />
              {period.label}
            </label>
          ))}
        </fieldset>
        <fieldset className="segmented">
          <legend>Players</legend>
          {SCOPES.map((scope) => (
            <label key={scope.value} className="segmented__option">
              <input type="radio" name="scope" value={scope.value} checked={choice.scope === scope.value} onChange={() => choose({ scope: scope.value })} />
              {scope.label}
            </label>
          ))}
        </fieldset>
      </div>
      {choice.scope === "FRIENDS" && data.viewer.status !== "LOGGED_IN" ? (
        <p className="muted">Sign in and invite friends to compare your wins with theirs.</p>
      ) : null}
      <LeaderboardTable query={data} gameName={game?.name ?? choice.game} />
    </section>
  );
}

export default LeaderboardsPage;
