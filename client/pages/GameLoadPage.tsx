import { graphql, usePreloadedQuery } from "react-relay/hooks";
import type { GameLoadPageQuery } from "../__generated__/GameLoadPageQuery.graphql.ts";
import { usePageMeta } from "../layout/PortalContext.tsx";
import type { PageProps } from "../routing/page.tsx";
import { Link } from "../routing/router.tsx";
import { NotFound } from "./NotFoundPage.tsx";

const query = graphql`
  query GameLoadPageQuery($game: String!) {
    game(idOrSlug: $game) {
      code
      slug
      name
      short
      bgColor
      thumbnailUrl
    }
  }
`;

/** The game's loading page. The games themselves are not playable yet, and the page says so. */
function GameLoadPage({ queryRef }: PageProps<GameLoadPageQuery>) {
  const { game } = usePreloadedQuery<GameLoadPageQuery>(query, queryRef);
  usePageMeta(game ? `Play ${game.name}` : "Game not found", game?.short);
  if (!game) return <NotFound what="game" />;
  return (
    <section className="game-load" style={{ "--game-color": game.bgColor } as React.CSSProperties} aria-labelledby="load-heading">
      <img src={game.thumbnailUrl} alt={`${game.name} artwork`} width={320} height={200} className="game-load__art" />
      <h1 id="load-heading">{game.name}</h1>
      <p className="game-load__short">{game.short}</p>
      <button type="button" className="button button--play button--large" disabled aria-describedby="coming-soon">
        Play
      </button>
      <p id="coming-soon" className="game-load__notice" role="status">
        {game.name} is coming soon to this site. We are putting the finishing touches on it; until then you can read
        how it plays.
      </p>
      <Link to={`/game-about/${game.slug}`} className="button button--secondary">
        How to play {game.name}
      </Link>
    </section>
  );
}

export default GameLoadPage;
