import { useEffect } from "react";
import { graphql, usePreloadedQuery } from "react-relay/hooks";
import type { AllGamesPageQuery } from "../__generated__/AllGamesPageQuery.graphql.ts";
import { GameCard } from "../games/GameCard.tsx";
import { usePageMeta } from "../layout/PortalContext.tsx";
import type { PageProps } from "../routing/page.tsx";

/** Cards in the first category's first row on a wide screen: their thumbnails load at once. */
const FIRST_ROW = 4;

const query = graphql`
  query AllGamesPageQuery {
    categories {
      id
      code
      name
      description
      games(first: 100) {
        edges {
          node {
            id
            ...GameCard_game
          }
        }
      }
    }
  }
`;

function AllGamesPage({ queryRef }: PageProps<AllGamesPageQuery>) {
  const data = usePreloadedQuery<AllGamesPageQuery>(query, queryRef);
  usePageMeta("All Games");
  useEffect(() => {
    if (window.location.hash) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, []);
  const total = data.categories.reduce((sum, category) => sum + category.games.edges.length, 0);
  return (
    <>
      <h1 className="page-title">All Games</h1>
      <p className="page-lead">{total} free games to play, sorted by category.</p>
      {data.categories.map((category, categoryIndex) => (
        <section key={category.id} id={category.code.toLowerCase()} aria-labelledby={`cat-${category.code}`} className="category-section">
          <h2 id={`cat-${category.code}`} className="section-heading">
            {category.name}
          </h2>
          <p className="section-lead">{category.description}</p>
          <div className="game-grid">
            {category.games.edges.map((edge, index) => (
              <GameCard key={edge.node.id} game={edge.node} aboveTheFold={categoryIndex === 0 && index < FIRST_ROW} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

export default AllGamesPage;
