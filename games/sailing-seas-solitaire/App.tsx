import { useCallback, useState } from "react";
import { GameShell, HintIcon, useGameKeys, useGameSession } from "../engines/shell/index.ts";
import { createGameClient } from "../sdk/index.ts";
import { Board } from "./Board.tsx";
import { rules, type PowerupId, type SailingMove } from "./rules.ts";
import "./sailing.css";

const client = createGameClient({ game: "SAI" });

// The catalog's colour (#1f4e8c) for the sea; sand for what matters.
const THEME = { background: "#163a69", surface: "#1f4e8c", accent: "#f4d58d" };

export function App() {
  const game = useGameSession({ client, rules });
  const [hintRequest, setHintRequest] = useState(0);
  const spend = useCallback((id: PowerupId) => void game.usePowerup(id, { t: "powerup", id }), [game]);
  const askHint = useCallback(() => setHintRequest((count) => count + 1), []);
  useGameKeys({ h: askHint, d: () => void game.play({ t: "draw" }) }, game.phase === "playing");
  const playing = game.phase === "playing" && !game.busy && game.status?.phase === "playing";

  return (
    <GameShell
      title="Sailing Seas Solitaire"
      game={game}
      theme={THEME}
      powerups={{ UN: () => spend("UN"), MC: () => spend("MC"), FR: () => spend("FR") }}
      stats={
        <button type="button" className="gs-icon-button" onClick={askHint} disabled={!playing} aria-label="Hint (H)" title="Hint (H)">
          <HintIcon />
        </button>
      }
      lossActions={
        <>
          <button type="button" className="gs-button" onClick={() => spend("UN")}>
            Undo
          </button>
          {game.state && game.state.waste.length > 1 ? (
            <button type="button" className="gs-button" onClick={() => spend("MC")}>
              More Cards
            </button>
          ) : null}
        </>
      }
    >
      {game.state ? (
        <Board
          state={game.state}
          onMove={(move: SailingMove) => game.play(move)}
          onNotice={(text) => game.notify(text)}
          disabled={!playing}
          hintRequest={hintRequest}
        />
      ) : null}
    </GameShell>
  );
}
