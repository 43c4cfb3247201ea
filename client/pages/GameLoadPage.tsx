import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { graphql, usePreloadedQuery } from "react-relay/hooks";
import type { GameLoadPageQuery } from "../__generated__/GameLoadPageQuery.graphql.ts";
import "../games/games.css";
import { usePageMeta } from "../layout/PortalContext.tsx";
import { Notice } from "../notice/Notice.tsx";
import { GameChallenges } from "../challenges/GameChallenges.tsx";
import { GamePlayer } from "../play/GamePlayer.tsx";
import { GameStatsSummary } from "../stats/GameStatsSummary.tsx";
import { NoConfirmToggle } from "../play/NoConfirmToggle.tsx";
import { useFramePlayable } from "../play/useFramePlayable.ts";
import type { PageProps } from "../routing/page.tsx";
import { Link } from "../routing/router.tsx";
import { NotFound } from "./NotFoundPage.tsx";

// Its own chunk and query, after the page: the load page's query stays the same for every visitor.
const GameLeaderboards = lazy(() => import("../leaderboards/GameLeaderboards.tsx").then((module) => ({ default: module.GameLeaderboards })));

const query = graphql`
  query GameLoadPageQuery($game: String!) {
    game(idOrSlug: $game) {
      code
      slug
      name
      short
      bgColor
      thumbnailUrl
      viewerStats {
        ...GameStatsSummary_stats
      }
      ...GamePlayer_game
    }
    viewer {
      player {
        id
        noGameConfirm
      }
      challenges {
        ...GameChallenges_challenges @arguments(game: $game)
      }
    }
  }
`;

/**
 * The game loading page (docs/product/pages.md#routes): the game's art, name and Play; Play (or, with the no-game-confirm
 * preference, the page itself) starts the game in its frame. Games not built yet say so.
 */
function GameLoadPage({ queryRef }: PageProps<GameLoadPageQuery>) {
  const { game, viewer } = usePreloadedQuery<GameLoadPageQuery>(query, queryRef);
  usePageMeta(game ? `Play ${game.name}` : "Game not found", game?.short);
  const playable = useFramePlayable(game?.slug);
  const [started, setStarted] = useState(false);
  // As the player had it on arrival: ticking "skip next time" here does not start the game now.
  const [skipConfirm] = useState(viewer.player?.noGameConfirm === true);
  if (!game) return <NotFound what="game" />;
  if (playable === true && (started || skipConfirm)) return <GamePlayer game={game} />;

  return (
    <section className="game-load" style={{ "--game-color": game.bgColor } as React.CSSProperties} aria-labelledby="load-heading">
      <img src={game.thumbnailUrl} alt="" width={320} height={150} className="game-load__art game-art--untitled" />
      <h1 id="load-heading">{game.name}</h1>
      <p className="game-load__short">{game.short}</p>
      {playable !== false ? (
        // Play is in its place from the first paint (the server's too), enabled once the game's
        // frame is known to be there; the box keeps room for the toggle a visitor's temporary user brings.
        <div className="game-load__play">
          <PlayButton ready={playable === true} onPlay={() => setStarted(true)} />
          {viewer.player ? <NoConfirmToggle playerId={viewer.player.id} value={viewer.player.noGameConfirm} /> : null}
        </div>
      ) : (
        <>
          <button type="button" className="button button--play button--large" disabled aria-describedby="coming-soon">
            Play
          </button>
          <Notice tone="info" id="coming-soon">
            {game.name} is coming soon to this site. We are putting the finishing touches on it; until then you can read
            how it plays.
          </Notice>
        </>
      )}
      <Link to={`/game-about/${game.slug}`} className="button button--secondary">
        How to play {game.name}
      </Link>
      <GameStatsSummary stats={game.viewerStats} />
      <GameChallenges challenges={viewer.challenges} />
      <Suspense fallback={null}>
        <GameLeaderboards game={game.code} />
      </Suspense>
    </section>
  );
}

/** Play, focused as soon as it can be used (as the page's main action). */
function PlayButton({ ready, onPlay }: { ready: boolean; onPlay: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (ready) button.current?.focus();
  }, [ready]);
  return (
    <button ref={button} type="button" className="button button--play button--large" onClick={onPlay} disabled={!ready}>
      Play
    </button>
  );
}

export default GameLoadPage;
