import { useCallback, useMemo } from "react";
import { GameShell, useFleeting, useGameSession, type SoundOf } from "../engines/shell/index.ts";
import { LevelSelect } from "../engines/levels/LevelSelect.tsx";
import { readProgress } from "../engines/levels/progress.ts";
import { useLevelProgress } from "../engines/levels/useLevelProgress.ts";
import type { Placement } from "../engines/pieces/packing.ts";
import { createGameClient } from "../sdk/index.ts";
import { Board } from "./Board.tsx";
import { hintPiece, LEVEL_COUNT, puzzleFor, rules, type TeaMove, type TeaPowerup, type TeaState } from "./rules.ts";
import "./tea-box.css";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });
const SOUND: SoundOf<TeaState, TeaMove> = (_before, move) => (move.t === "place" ? "place" : "select");

// The catalog's leaf green (#6b8f3f) behind a wooden chest; warm cream for highlights.
const THEME = { background: "#6b8f3f", surface: "#4e6b2c", accent: "#f7e3a1", text: "#fffdf5" };
const HINT_SHOW_MS = 1_400;
const PROGRESS_KEY = "playden.tea-box-puzzler.progress";

export function App() {
  const saved = useMemo(() => readProgress(PROGRESS_KEY, LEVEL_COUNT), []);
  const game = useGameSession({ client, rules, options: { level: saved.level }, soundOf: SOUND });
  const [hinted, setHinted] = useFleeting<number>(HINT_SHOW_MS);
  const state = game.state;
  const level = state?.level ?? saved.level;
  const puzzle = useMemo(() => puzzleFor(level), [level]);
  const playing = game.phase === "playing" && !game.busy && game.status?.phase === "playing";
  // A packed chest opens the next level.
  const { progress, startLevel } = useLevelProgress(PROGRESS_KEY, LEVEL_COUNT, state?.level ?? null, game.status?.phase === "won", game.newGame, client.wonOptions);


  const spend = useCallback(
    async (id: TeaPowerup) => {
      if (!state) return;
      const piece = id === "HI" ? hintPiece(state) : null;
      const used = await game.usePowerup(id, { t: "powerup", id });
      if (used && piece !== null) setHinted(piece);
    },
    [game, state, setHinted],
  );

  const placeTin = useCallback((piece: number, placement: Placement) => game.play({ t: "place", p: piece, ...placement } satisfies TeaMove), [game]);

  return (
    <GameShell
      title="Tea Box Puzzler"
      howToPlay={howToPlay}
      game={game}
      theme={THEME}
      celebration={{ kind: "leaves", colors: ["#6b8f3f", "#a9c46c", "#f7e3a1", "#3f6b2a"] }}
      powerups={{ HI: () => void spend("HI"), UN: () => void spend("UN") }}
      stats={
        <span className="gs-stat" title="Level">
          Level {level}
        </span>
      }
      settings={
        <LevelSelect level={level} unlocked={progress.unlocked} note={(option) => (puzzleFor(option).turning ? " (tins turn)" : "")} onChoose={startLevel} />
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
          onNotice={game.refuse}
          disabled={!playing}
          hinted={hinted}
        />
      ) : null}
    </GameShell>
  );
}
