import { graphql, useFragment } from "react-relay/hooks";
import type { GameCard_game$key } from "../__generated__/GameCard_game.graphql.ts";
import { Link } from "../routing/router.tsx";
import { GameTag } from "./GameTag.tsx";

/** `aboveTheFold`: the card is in the first row, so its thumbnail loads at once instead of lazily. */
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
        <GameTag game={game} />
        <h3 className="game-card__title">{game.name}</h3>
      </Link>
      <p className="game-card__short">{game.short}</p>
      <Link to={`/game/${game.code}/load`} className="button button--play">
        Play<span className="visually-hidden"> {game.name}</span>
      </Link>
    </article>
  );
}
