import { useCallback } from "react";
import { GameShell, useFleeting, useGameSession, useWinFinish, type SoundOf } from "../engines/shell/index.ts";
import { LadderSettings, useLadder, useLadderStart } from "../engines/levels/levelsOrDaily.tsx";
import type { Placement } from "../engines/pieces/packing.ts";
import { createGameClient } from "../sdk/index.ts";
import { Board } from "./Board.tsx";
import { specFor } from "./levels.ts";
import { hintPiece, MAX_LEVEL, puzzleOf, rules, type TeaMove, type TeaPowerup, type TeaState } from "./rules.ts";
import "./tea-box.css";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });
const SOUND: SoundOf<TeaState, TeaMove> = (_before, move) => (move.t === "place" ? "place" : "select");

// A walnut tea table under bars of darker walnut (the page's theme-color too); warm cream for highlights.
const THEME = { background: "#5a3a24", surface: "#3f2617", accent: "#f7e3a1", text: "#fffdf5" };
const HINT_SHOW_MS = 1_400;
/** How long the packed box's ribbon and shine take (tea-box.css) before the win panel shows. */
const FINISH_MS = 2_000;
/** The ladder's level and levels opened, and whether the player chose the daily puzzle, as this browser keeps them. */
const LADDER = { progress: "playden.tea-box-puzzler.progress", choice: "playden.tea-box-puzzler.daily", levelCount: MAX_LEVEL };

export function App() {
  const start = useLadderStart(LADDER);
  const game = useGameSession({ client, rules, options: start.options, daily: start.daily, soundOf: SOUND });
  const [hinted, setHinted] = useFleeting<number>(HINT_SHOW_MS);
  const state = game.state;
  const playing = game.phase === "playing" && !game.busy && game.status?.phase === "playing";
  const ladder = useLadder(LADDER, start, game, client.wonOptions);
  const { name } = ladder;
  const { day, level, progress, playLevel } = ladder.choice;
  const won = game.status?.phase === "won";
  const { shown } = useWinFinish(ladder.shellGame, FINISH_MS);

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
      game={shown}
      theme={THEME}
      celebration={{ kind: "leaves", colors: ["#6b8f3f", "#a9c46c", "#f7e3a1", "#3f6b2a"] }}
      powerups={{ HI: () => void spend("HI"), UN: () => void spend("UN") }}
      stats={<span className="gs-stat tea-mode">{name}</span>}
      settings={
        <LadderSettings
          choice={ladder.choice}
          name="tea-mode"
          levelsLabel="Levels: an endless ladder"
          dailyLabel="Daily: the same box for everyone"
          levelNote={(option) => (specFor(option).turning ? " (tins turn)" : "")}
        />
      }
      winActions={
        day !== null ? (
          <button type="button" className="gs-button gs-button-primary" onClick={() => playLevel(progress.level)}>
            Play level {progress.level}
          </button>
        ) : level < MAX_LEVEL ? (
          <button type="button" className="gs-button gs-button-primary" onClick={() => playLevel(level + 1)}>
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
          puzzle={puzzleOf(state)}
          name={name}
          onPlace={placeTin}
          onLift={(piece) => void game.play({ t: "lift", p: piece })}
          onNotice={game.refuse}
          disabled={!playing}
          hinted={hinted}
          won={won}
        />
      ) : null}
    </GameShell>
  );
}
