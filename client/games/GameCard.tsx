import { graphql, useFragment } from "react-relay/hooks";
import type { GameCard_game$key } from "../__generated__/GameCard_game.graphql.ts";
import { Link } from "../routing/router.tsx";
import "./games.css";
import { GameTag } from "./GameTag.tsx";

/**
 * A game's card. The thumbnail carries the game's name in its art, so the name is not printed a
 * second time: the heading is there for screen readers only. The tag sits below the art, beside Play.
 * `aboveTheFold`: the card is in the first row, so its thumbnail loads at once instead of lazily.
 */
export function GameCard({ game: gameKey, aboveTheFold = false }: { game: GameCard_game$key; aboveTheFold?: boolean }) {
  const game = useFragment(
    graphql`
      fragment GameCard_game on Game {
        code
        slug
        name
        short
        thumbnailUrl
        bgColor
        ...GameTag_game
      }
    `,
    gameKey,
  );
  return (
    <article className="game-card" style={{ "--game-color": game.bgColor } as React.CSSProperties}>
      <Link to={`/game-about/${game.slug}`} className="game-card__link" aria-label={`${game.name}: about the game`}>
        <img className="game-card__thumb" src={game.thumbnailUrl} alt="" width={320} height={200} loading={aboveTheFold ? "eager" : "lazy"} />
        <h3 className="visually-hidden">{game.name}</h3>
      </Link>
      <p className="game-card__short">{game.short}</p>
      <div className="game-card__footer">
        <Link to={`/game/${game.code}/load`} className="button button--play">
          Play<span className="visually-hidden"> {game.name}</span>
        </Link>
        <GameTag game={game} />
      </div>
    </article>
  );
}
