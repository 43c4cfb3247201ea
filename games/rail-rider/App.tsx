import { useCallback, useEffect, useSyncExternalStore } from "react";
import { IllegalMoveError } from "../engines/gameRules.ts";
import { LadderSettings, useLadder, useLadderStart } from "../engines/levels/levelsOrDaily.tsx";
import { formatTime, GameShell, useClockWarning, useFleeting, useGameSession, useWinFinish, type SoundOf } from "../engines/shell/index.ts";
import { createGameClient } from "../sdk/index.ts";
import { Board, TRAIN_MS_PER_CELL } from "./Board.tsx";
import { hintStep, LEVEL_COUNT, rules, traceLine, type RailMove, type RailPowerup, type RailState } from "./rules.ts";
import "./rail-rider.css";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });
const SOUND: SoundOf<RailState, RailMove> = (_before, move) => (move.t === "rotate" ? "select" : "move");

// The catalog's meadow green (#4e6b3a); brass for what matters.
const THEME = { background: "#4e6b3a", surface: "#36502a", accent: "#f2c14e", text: "#fffdf5" };
/** The ladder's level and levels opened, and whether the player chose the daily puzzle, as this browser keeps them. */
const LADDER = { progress: "playden.rail-rider.progress", choice: "playden.rail-rider.daily", levelCount: LEVEL_COUNT };
const HINT_SHOW_MS = 1_400;

export function App() {
  const start = useLadderStart(LADDER);
  const game = useGameSession({ client, rules, options: start.options, daily: start.daily, soundOf: SOUND });
  const [hinted, setHinted] = useFleeting<number>(HINT_SHOW_MS);
  const state = game.state;
  const won = game.status?.phase === "won";
  const playing = game.phase === "playing" && !game.busy && game.status?.phase === "playing";
  const ladder = useLadder(LADDER, start, game, client.wonOptions);
  const { name } = ladder;
  const { day, level, progress, playLevel } = ladder.choice;

  // The departure board: time left before the train leaves, from the shell's play clock.
  const { clock } = game;
  const elapsed = useSyncExternalStore(clock.subscribe, () => Math.floor(clock.elapsedMs() / 250));
  const leftMs = state ? Math.max(0, state.timeLimitMs - elapsed * 250) : 0;
  useEffect(() => {
    if (playing && state && leftMs === 0) void game.play({ t: "depart" });
  }, [playing, state, leftMs, game]);
  // The departure board is the countdown, not the shell's timer (which counts time played), so the
  // limit does not go to GameShell's timeLimitMs: the last seconds tick here instead.
  useClockWarning(clock, state?.timeLimitMs, game.phase === "playing" && game.status?.phase === "playing");

  // A finished line: the train runs along it before the win is shown.
  const cells = state && won ? traceLine(state).cells.length : 0;
  const { finishing: running, shown } = useWinFinish(ladder.shellGame, cells * TRAIN_MS_PER_CELL + 300);

  const spend = useCallback(
    async (id: RailPowerup) => {
      if (!state) return;
      const cell = id === "HI" ? (hintStep(state)?.cell ?? null) : null;
      const used = await game.usePowerup(id, { t: "powerup", id });
      if (!used) return;
      if (id === "AT") game.notify("The train waits 30 more seconds.");
      if (cell !== null) setHinted(cell);
    },
    [game, state, setHinted],
  );

  const move = useCallback(
    (next: RailMove) => {
      if (!state) return;
      try {
        // Said at once, in the rules' words, without spending the move.
        rules.apply(state, next);
      } catch (error) {
        if (error instanceof IllegalMoveError) return game.refuse(error.message);
        throw error;
      }
      void game.play(next);
    },
    [game, state],
  );

  const urgent = leftMs < 10_000;
  return (
    <GameShell
      title="Rail Rider"
      howToPlay={howToPlay}
      game={shown}
      theme={THEME}
      celebration={{ kind: "confetti", colors: ["#f2c14e", "#e03131", "#fffdf5", "#4dabf7", "#8ce99a"] }}
      powerups={{ UN: () => void spend("UN"), HI: () => void spend("HI"), AT: () => void spend("AT") }}
      stats={
        <span className={`gs-stat rr-departs${urgent ? " rr-urgent" : ""}`} role="timer" title="The train leaves in" aria-label={`The train leaves in ${formatTime(leftMs)}`}>
          <TrainIcon /> {formatTime(leftMs)}
        </span>
      }
      settings={<LadderSettings choice={ladder.choice} name="rr-mode" levelsLabel={`Levels: ${LEVEL_COUNT} lines to lay`} dailyLabel="Daily: the same line for everyone" />}
      winActions={
        day !== null ? (
          <button type="button" className="gs-button gs-button-primary" onClick={() => playLevel(progress.level)}>
            Play level {progress.level}
          </button>
        ) : level < LEVEL_COUNT ? (
          <button type="button" className="gs-button gs-button-primary" onClick={() => playLevel(level + 1)}>
            Next level
          </button>
        ) : null
      }
      lossActions={
        <button type="button" className="gs-button gs-button-primary" onClick={() => void spend("AT")}>
          Add Time
        </button>
      }
    >
      {state ? (
        <div className="rr-yard">
          <p className="rr-note" role="status" aria-live="polite">
            {name} · join {state.stations.map((station) => station.name).join(" → ")}
          </p>
          <Board state={state} onMove={move} disabled={!playing} running={running} hinted={hinted} />
        </div>
      ) : null}
    </GameShell>
  );
}

function TrainIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="3" y="6" width="14" height="10" rx="2" fill="currentColor" />
      <rect x="17" y="9" width="4" height="7" rx="1" fill="currentColor" />
      <rect x="5" y="8" width="5" height="4" rx="1" fill="#36502a" />
      <circle cx="7" cy="18" r="2" fill="currentColor" />
      <circle cx="15" cy="18" r="2" fill="currentColor" />
    </svg>
  );
}
