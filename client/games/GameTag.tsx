import { graphql, useFragment } from "react-relay/hooks";
import type { GameTag_game$key } from "../__generated__/GameTag_game.graphql.ts";
import { readableBehindWhite } from "./readableColor.ts";

/** The small ribbon (NEW, DAILY...) a game may carry, in its own colours (darkened where white text would be hard to read). */
export function GameTag({ game: gameKey }: { game: GameTag_game$key }) {
  const game = useFragment(
    graphql`
      fragment GameTag_game on Game {
        tag
        tagColor
        tagShadow
      }
    `,
    gameKey,
  );
  if (!game.tag) return null;
  return (
    <span
      className="game-tag"
      style={{ background: game.tagColor ? readableBehindWhite(game.tagColor) : undefined, boxShadow: game.tagShadow ? `0 2px 0 ${game.tagShadow}` : undefined }}
    >
      {game.tag}
    </span>
  );
}
