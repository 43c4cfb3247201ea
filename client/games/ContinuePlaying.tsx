import { graphql, useFragment } from "react-relay/hooks";
import type { ContinuePlaying_viewer$key } from "../__generated__/ContinuePlaying_viewer.graphql.ts";
import { Link } from "../routing/router.tsx";
import "./games.css";

/** "Continue playing": the games the player started last, each one click from its loading page. Nothing for a new visitor. */
export function ContinuePlaying({ viewer: viewerKey }: { viewer: ContinuePlaying_viewer$key }) {
  const { recentGames } = useFragment(
    graphql`
      fragment ContinuePlaying_viewer on Viewer {
        recentGames(first: 4) {
          id
          code
          name
          thumbnailUrl
          bgColor
        }
      }
    `,
    viewerKey,
  );
  if (recentGames.length === 0) return null;
  return (
    <section aria-labelledby="continue-heading" className="continue-playing">
      <h2 id="continue-heading" className="section-heading">
        Continue playing
      </h2>
      <ul className="continue-playing__list">
        {recentGames.map((game) => (
          <li key={game.id} style={{ "--game-color": game.bgColor } as React.CSSProperties}>
            <Link to={`/game/${game.code}/load`} className="continue-playing__game">
              {/* The art names the game; the link says it in words too. */}
              <img src={game.thumbnailUrl} alt="" width={320} height={200} />
              <span className="visually-hidden">Continue playing {game.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
