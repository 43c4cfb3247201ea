import { GameShell, useGameSession } from "../../engines/shell/index.ts";
import { createGameClient } from "../index.ts";
import { rules, type TenMove } from "./rules.ts";

// One client per frame, made once: it says "ready" to the portal as soon as it exists.
const client = createGameClient({ game: rules.code });

export function App() {
  const game = useGameSession({ client, rules });
  const state = game.state;
  const total = state?.totals.at(-1) ?? 0;
  const undo = () => void game.usePowerup("UN", { t: "undo" } satisfies TenMove);
  return (
    <GameShell
      title="Count to Ten"
      game={game}
      theme={{ background: "#1d4d3a", accent: "#ffc94a" }}
      powerups={{ UN: undo }}
      lossUndo
    >
      {state ? (
        <div style={{ display: "grid", placeItems: "center", height: "100%", gap: 16 }}>
          <p style={{ fontSize: "3rem", margin: 0 }} aria-live="polite">
            {total} / {state.target}
          </p>
          <div style={{ display: "flex", gap: 12 }}>
            {([1, 2, 3] as const).map((n) => (
              <button key={n} type="button" className="gs-button gs-button-primary" onClick={() => void game.play({ t: "add", n })}>
                +{n}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </GameShell>
  );
}
