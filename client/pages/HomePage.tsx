import { lazy, Suspense } from "react";
import { graphql, usePreloadedQuery } from "react-relay/hooks";
import type { HomePageQuery } from "../__generated__/HomePageQuery.graphql.ts";
import { ContinuePlaying } from "../games/ContinuePlaying.tsx";
import { FeaturedGrid } from "../games/FeaturedGrid.tsx";
import { GameCard } from "../games/GameCard.tsx";
import { HeroArt } from "../games/HeroArt.tsx";
import { usePageMeta } from "../layout/PortalContext.tsx";
import type { PageProps } from "../routing/page.tsx";
import { Link } from "../routing/router.tsx";
import "./homePage.css";

// The banners come in after the page (they have a query of their own): their code too, so that
// the first page's JavaScript carries none of it.
const HomeBanners = lazy(() => import("../home/HomeBanners.tsx").then((module) => ({ default: module.HomeBanners })));

/** Cards in the featured grid's first row: their thumbnails load at once. */
const FIRST_ROW = 3;

const query = graphql`
  query HomePageQuery {
    portal {
      name
    }
    viewer {
      ...ContinuePlaying_viewer
    }
    games(first: 100) {
      edges {
        node {
          id
          featured
          bgColor
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
  const colors = featured.map((edge) => edge.node.bgColor);
  return (
    <>
      <section className="hero">
        <HeroArt side="left" colors={colors} />
        <div className="hero__text">
          <h1>Free casual games, every day</h1>
          <p>
            Solitaire, mahjong, puzzles, hidden object and word games on {data.portal.name}. Play free, sign in to keep
            your progress, earn tokens and complete weekly challenges.
          </p>
          <Link to="/games-all" className="button button--primary hero__cta">
            Browse all games
          </Link>
        </div>
        <HeroArt side="right" colors={colors} />
      </section>
      {/* Below the hero: the banners arrive after first paint, and there they push less of the screen down. */}
      <Suspense fallback={null}>
        <HomeBanners />
      </Suspense>
      <ContinuePlaying viewer={data.viewer} />
      <section aria-labelledby="featured-heading">
        <h2 id="featured-heading" className="section-heading">
          Featured games
        </h2>
        <FeaturedGrid count={featured.length}>
          {featured.map((edge, index) => (
            <GameCard key={edge.node.id} game={edge.node} aboveTheFold={index < FIRST_ROW} />
          ))}
        </FeaturedGrid>
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
