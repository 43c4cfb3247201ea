import { graphql, usePreloadedQuery } from "react-relay/hooks";
import type { HomePageQuery } from "../__generated__/HomePageQuery.graphql.ts";
import { GameCard } from "../games/GameCard.tsx";
import { HomeBanners } from "../home/HomeBanners.tsx";
import { usePageMeta } from "../layout/PortalContext.tsx";
import type { PageProps } from "../routing/page.tsx";
import { Link } from "../routing/router.tsx";

/** Cards in the grid's first row on a wide screen: their thumbnails load at once. */
const FIRST_ROW = 4;

const query = graphql`
  query HomePageQuery {
    portal {
      name
    }
    games(first: 100) {
      edges {
        node {
          id
          featured
          ...GameCard_game
        }
      }
    }
    categories {
      id
      code
      name
      description
    }
  }
`;

function HomePage({ queryRef }: PageProps<HomePageQuery>) {
  const data = usePreloadedQuery<HomePageQuery>(query, queryRef);
  usePageMeta(null);
  const featured = data.games.edges.filter((edge) => edge.node.featured);
  return (
    <>
      <HomeBanners />
      <section className="hero">
        <h1>Free casual games, every day</h1>
        <p>
          Solitaire, mahjong, puzzles, hidden object and word games on {data.portal.name}. Play free, sign in to keep
          your progress, earn tokens and complete weekly challenges.
        </p>
        <Link to="/games-all" className="button button--primary">
          Browse all games
        </Link>
      </section>
      <section aria-labelledby="featured-heading">
        <h2 id="featured-heading" className="section-heading">
          Featured games
        </h2>
        <div className="game-grid">
          {featured.map((edge, index) => (
            <GameCard key={edge.node.id} game={edge.node} aboveTheFold={index < FIRST_ROW} />
          ))}
        </div>
      </section>
      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="section-heading">
          Browse by category
        </h2>
        <ul className="category-list">
          {data.categories.map((category) => (
            <li key={category.id}>
              <Link to={`/games-all#${category.code.toLowerCase()}`} className="category-chip">
                <strong>{category.name}</strong>
                <span>{category.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export default HomePage;
