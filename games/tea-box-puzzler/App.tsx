import { useCallback, useEffect, useMemo, useState } from "react";
import { GameShell, useGameSession } from "../engines/shell/index.ts";
import type { Placement } from "../engines/pieces/packing.ts";
import { createGameClient } from "../sdk/index.ts";
import { Board } from "./Board.tsx";
import { readProgress, writeProgress, type TeaProgress } from "./progress.ts";
import { hintPiece, LEVEL_COUNT, puzzleFor, rules, type TeaMove, type TeaPowerup } from "./rules.ts";
import "./tea-box.css";

const client = createGameClient({ game: "TEA" });

// The catalog's leaf green (#6b8f3f) behind a wooden chest; warm cream for highlights.
const THEME = { background: "#6b8f3f", surface: "#4e6b2c", accent: "#f7e3a1", text: "#fffdf5" };
const HINT_SHOW_MS = 1_400;

export function App() {
  const [progress, setProgress] = useState<TeaProgress>(() => readProgress(LEVEL_COUNT));
  const game = useGameSession({ client, rules, options: { level: progress.level } });
  const [hinted, setHinted] = useState<number | null>(null);
  const state = game.state;
  const level = state?.level ?? progress.level;
  const puzzle = useMemo(() => puzzleFor(level), [level]);
  const playing = game.phase === "playing" && !game.busy && game.status?.phase === "playing";

  const remember = useCallback((next: TeaProgress) => {
    setProgress(next);
    writeProgress(next);
  }, []);

  // A packed chest opens the next level.
  const won = game.status?.phase === "won";
  useEffect(() => {
    if (!won || level < progress.unlocked) return;
    remember({ level, unlocked: Math.min(LEVEL_COUNT, level + 1) });
  }, [won, level, progress.unlocked, remember]);

  const startLevel = useCallback(
    (next: number) => {
      remember({ level: next, unlocked: Math.max(progress.unlocked, next) });
      void game.newGame({ level: next });
    },
    [game, progress.unlocked, remember],
  );

  const spend = useCallback(
    async (id: TeaPowerup) => {
      if (!state) return;
      const piece = id === "HI" ? hintPiece(state) : null;
      const used = await game.usePowerup(id, { t: "powerup", id });
      if (used && piece !== null) {
        setHinted(piece);
        setTimeout(() => setHinted(null), HINT_SHOW_MS);
      }
    },
    [game, state],
  );

  const placeTin = useCallback((piece: number, placement: Placement) => game.play({ t: "place", p: piece, ...placement } satisfies TeaMove), [game]);

  return (
    <GameShell
      title="Tea Box Puzzler"
      game={game}
      theme={THEME}
      powerups={{ HI: () => void spend("HI"), UN: () => void spend("UN") }}
      stats={
        <span className="gs-stat" title="Level">
          Level {level}
        </span>
      }
      settings={
        <label className="tea-level-setting">
          Level
          <select value={level} onChange={(event) => startLevel(Number(event.target.value))}>
            {Array.from({ length: progress.unlocked }, (_, index) => index + 1).map((option) => (
              <option key={option} value={option}>
                Level {option}
                {puzzleFor(option).turning ? " (tins turn)" : ""}
              </option>
            ))}
          </select>
        </label>
      }
      winActions={
        level < LEVEL_COUNT ? (
          <button type="button" className="gs-button gs-button-primary" onClick={() => startLevel(level + 1)}>
            Next level
          </button>
        ) : (
          <span className="tea-all-done">You packed every level!</span>
        )
      }
    >
      {state ? (
        <Board
          state={state}
          puzzle={puzzle}
          onPlace={placeTin}
          onLift={(piece) => void game.play({ t: "lift", p: piece })}
          onNotice={(text) => game.notify(text)}
          disabled={!playing}
          hinted={hinted}
        />
      ) : null}
    </GameShell>
  );
}
