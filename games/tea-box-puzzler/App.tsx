import { useCallback, useEffect, useMemo, useState } from "react";
import { useDailyChoice } from "../engines/daily/dailyChoice.ts";
import { DaySelect } from "../engines/daily/DaySelect.tsx";
import { losAngelesToday, monthDay } from "../engines/daily/days.ts";
import { GameShell, useFleeting, useGameSession, type SoundOf } from "../engines/shell/index.ts";
import { LevelSelect } from "../engines/levels/LevelSelect.tsx";
import { readProgress } from "../engines/levels/progress.ts";
import { useLevelProgress } from "../engines/levels/useLevelProgress.ts";
import type { Placement } from "../engines/pieces/packing.ts";
import { createGameClient } from "../sdk/index.ts";
import { Board } from "./Board.tsx";
import { specFor } from "./levels.ts";
import { hintPiece, MAX_LEVEL, puzzleOf, rules, type TeaMove, type TeaOptions, type TeaPowerup, type TeaState } from "./rules.ts";
import "./tea-box.css";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });
const SOUND: SoundOf<TeaState, TeaMove> = (_before, move) => (move.t === "place" ? "place" : "select");

// The catalog's leaf green (#6b8f3f) behind a wooden chest; warm cream for highlights.
const THEME = { background: "#6b8f3f", surface: "#4e6b2c", accent: "#f7e3a1", text: "#fffdf5" };
const HINT_SHOW_MS = 1_400;
const PROGRESS_KEY = "playden.tea-box-puzzler.progress";
/** Whether the player chose the daily puzzle; the level to play is kept with the levels opened (PROGRESS_KEY). */
const CHOICE_KEY = "playden.tea-box-puzzler.daily";
/**
 * A daily puzzle's options. The rules deal the date's box whatever the level, but the server counts
 * a won session's options as a level won (wonGameOptions), so a daily starts as level 1: winning it
 * opens level 2 at most, never the level after the player's own.
 */
const DAILY_OPTIONS: TeaOptions = { level: 1 };

export function App() {
  const [choice, remember] = useDailyChoice<null>(CHOICE_KEY, () => null, null);
  const saved = useMemo(() => readProgress(PROGRESS_KEY, MAX_LEVEL), []);
  const game = useGameSession({ client, rules, options: choice.daily ? DAILY_OPTIONS : { level: saved.level }, daily: choice.daily, soundOf: SOUND });
  const [hinted, setHinted] = useFleeting<number>(HINT_SHOW_MS);
  const state = game.state;
  const playing = game.phase === "playing" && !game.busy && game.status?.phase === "playing";
  // A packed chest opens the next level; a daily puzzle is no level, so it opens none here.
  const { newGame } = game;
  const newLevelGame = useCallback((options: TeaOptions) => newGame(options, false), [newGame]);
  const levelPlayed = state && state.daily === null ? state.level : null;
  const { progress, startLevel } = useLevelProgress(PROGRESS_KEY, MAX_LEVEL, levelPlayed, game.status?.phase === "won", newLevelGame, client.wonOptions);
  const level = levelPlayed ?? progress.level;

  const sessionId = game.session?.id;
  // Today in Los Angeles, read again with each session (a puzzle may start after midnight).
  const today = useMemo(() => losAngelesToday(new Date()), [sessionId]);
  // The puzzle being started from the settings (a day, or null for the levels), until its session arrives.
  const [switching, setSwitching] = useState<{ day: string | null } | null>(null);
  useEffect(() => setSwitching(null), [sessionId]);
  const day = switching ? switching.day : state ? state.daily : choice.daily ? today : null;

  const playLevel = useCallback(
    (next: number) => {
      remember({ options: null, daily: false });
      setSwitching({ day: null });
      startLevel(next);
    },
    [remember, startLevel],
  );
  const playDay = useCallback(
    (date: string) => {
      remember({ options: null, daily: true });
      setSwitching({ day: date });
      void newGame(DAILY_OPTIONS, true, date === today ? undefined : date);
    },
    [remember, newGame, today],
  );
  // New game and Play again keep to what is in play: the same day's puzzle, or the player's level.
  const shellGame = useMemo(
    () => ({
      ...game,
      newGame: (options?: TeaOptions, daily?: boolean, date?: string) => {
        if (options !== undefined || daily !== undefined) return newGame(options, daily, date);
        if (day !== null) return newGame(DAILY_OPTIONS, true, day === today ? undefined : day);
        return newGame({ level: progress.level }, false);
      },
    }),
    [game, newGame, day, today, progress.level],
  );
  const name = day === null ? `Level ${level}` : day === today ? "Today's puzzle" : `Puzzle of ${monthDay(day)}`;

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
      game={shellGame}
      theme={THEME}
      celebration={{ kind: "leaves", colors: ["#6b8f3f", "#a9c46c", "#f7e3a1", "#3f6b2a"] }}
      powerups={{ HI: () => void spend("HI"), UN: () => void spend("UN") }}
      stats={<span className="gs-stat tea-mode">{name}</span>}
      settings={
        <>
          <fieldset className="tea-setting">
            <legend>Puzzle</legend>
            <label>
              <input type="radio" name="tea-mode" checked={day === null} onChange={() => playLevel(progress.level)} />
              Levels: an endless ladder
            </label>
            <label>
              <input type="radio" name="tea-mode" checked={day !== null} onChange={() => playDay(today)} />
              Daily: the same box for everyone
            </label>
          </fieldset>
          {day === null ? (
            <LevelSelect level={level} unlocked={progress.unlocked} note={(option) => (specFor(option).turning ? " (tins turn)" : "")} onChoose={playLevel} />
          ) : (
            <DaySelect today={today} day={day} onChoose={playDay} />
          )}
        </>
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
        />
      ) : null}
    </GameShell>
  );
}
