import { graphql, usePreloadedQuery } from "react-relay/hooks";
import type { GameAboutPageQuery } from "../__generated__/GameAboutPageQuery.graphql.ts";
import "../games/games.css";
import { GameTag } from "../games/GameTag.tsx";
import { usePageMeta } from "../layout/PortalContext.tsx";
import type { PageProps } from "../routing/page.tsx";
import { Link } from "../routing/router.tsx";
import { QaSection } from "../qa/QaSection.tsx";
import { GameStorePanel } from "../store/GameStorePanel.tsx";
import { NotFound } from "./NotFoundPage.tsx";

const query = graphql`
  query GameAboutPageQuery($game: String!) {
    game(idOrSlug: $game) {
      code
      name
      short
      long
      bgColor
      thumbnailUrl
      category {
        name
        code
      }
      howTo {
        title
        text
      }
      ...GameTag_game
      ...GameStorePanel_game
      ...QaSection_game
    }
    viewer {
      ...GameStorePanel_viewer
    }
    portal {
      ...QaSection_portal
    }
  }
`;

function GameAboutPage({ queryRef }: PageProps<GameAboutPageQuery>) {
  const { game, viewer, portal } = usePreloadedQuery<GameAboutPageQuery>(query, queryRef);
  usePageMeta(game ? `${game.name}: About the Game` : "Game not found", game?.short);
  if (!game) return <NotFound what="game" />;
  return (
    <article className="game-about" style={{ "--game-color": game.bgColor } as React.CSSProperties}>
      <header className="game-about__banner">
        {/* The heading beside it names the game: the art is shown without its name band. */}
        <img src={game.thumbnailUrl} alt="" width={320} height={150} className="game-art--untitled" />
        <div className="game-about__intro">
          <p className="game-about__category">
            <Link to={`/games-all#${game.category.code.toLowerCase()}`}>{game.category.name}</Link>
          </p>
          <h1>{game.name}</h1>
          <GameTag game={game} />
          <p className="game-about__short">{game.short}</p>
          <Link to={`/game/${game.code}/load`} className="button button--play button--large">
            Play {game.name}
          </Link>
        </div>
      </header>
      <section aria-labelledby="features-heading">
        <h2 id="features-heading" className="section-heading">
          About the game
        </h2>
        <ul className="game-about__features">
          {game.long.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="howto-heading">
        <h2 id="howto-heading" className="section-heading">
          How to play
        </h2>
        <dl className="game-about__howto">
          {game.howTo.map((entry) => (
            <div key={entry.title}>
              <dt>{entry.title}</dt>
              <dd>{entry.text}</dd>
            </div>
          ))}
        </dl>
      </section>
      <GameStorePanel game={game} viewer={viewer} />
      <QaSection game={game} portal={portal} />
    </article>
  );
}

export default GameAboutPage;
