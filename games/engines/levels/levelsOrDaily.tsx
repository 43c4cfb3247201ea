import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useDailyChoice } from "../daily/dailyChoice.ts";
import { dayName, PuzzleChoice } from "../daily/dailyOrOptions.tsx";
import { losAngelesToday } from "../daily/days.ts";
import { LevelSelect } from "./LevelSelect.tsx";
import { readProgress, type LevelProgress } from "./progress.ts";
import { useLevelProgress } from "./useLevelProgress.ts";

/**
 * A level game with a daily puzzle beside its ladder (Tea Box Puzzler, Rail Rider, Shell Spell, Quinn's Aquarium): the settings
 * choose the ladder's level or a day, and New game and Play again keep to what is in play.
 *
 * The rules deal the date's puzzle from the server's daily seed whatever the level, but the server
 * counts a won session's options as a level won (wonGameOptions), so a daily starts as level 1:
 * winning it opens level 2 at most, never the level after the player's own.
 */
export const DAILY_OPTIONS = { level: 1 } as const;

type LevelOptions = { level: number };
/** What the ladder needs of a game's state: its level (which a daily may lack), and the date of a daily puzzle (else null). */
type LadderState = { level: number | null; daily: string | null };

export interface LadderKeys {
  /** Where this browser keeps the level to play and the levels opened. */
  progress: string;
  /** Where an earlier version of the game kept the level to play (`{ level }`), read while `progress` holds nothing. */
  formerLevel?: string;
  /** Where it keeps whether the player chose the daily puzzle. */
  choice: string;
  levelCount: number;
}

/** The options and kind of the first game, read once from what this browser kept: the day's puzzle or the player's level. */
export function useLadderStart(keys: LadderKeys) {
  const [choice, remember] = useDailyChoice<null>(keys.choice, () => null, null);
  const saved = useMemo(() => readProgress(keys.progress, keys.levelCount, keys.formerLevel), [keys.progress, keys.levelCount, keys.formerLevel]);
  return { options: choice.daily ? DAILY_OPTIONS : { level: saved.level }, daily: choice.daily, remember };
}

/** Where the player is on the ladder and how to move: the same object until one of these changes (a move leaves it as it is). */
export interface LadderChoice {
  /** The day of the puzzle in play or being started, or null on the ladder. */
  day: string | null;
  today: string;
  /** The level in play (or to play next, during a daily puzzle). */
  level: number;
  progress: LevelProgress;
  playLevel(level: number): void;
  playDay(date: string): void;
}

export interface Ladder<Game> {
  /** The session as GameShell gets it: New game and Play again keep to the day or the level in play. */
  shellGame: Game;
  choice: LadderChoice;
  /** "Level 4", "Today's puzzle" or "Puzzle of Nov 27". */
  name: string;
}

/** What the ladder needs of the game's session (useGameSession's). */
interface LadderGame {
  state: LadderState | null;
  status: { phase: string } | null;
  session: { id: string } | null;
  newGame(options?: LevelOptions, daily?: boolean, dailyDate?: string): Promise<void>;
}

export function useLadder<Game extends LadderGame>(
  keys: LadderKeys,
  start: ReturnType<typeof useLadderStart>,
  game: Game,
  wonOptions: () => Promise<unknown[]>,
): Ladder<Game> {
  const { remember } = start;
  const state = game.state;
  // A won level opens the next; a daily puzzle is no level, so it opens none.
  const { newGame } = game;
  const newLevelGame = useCallback((options: LevelOptions) => newGame(options, false), [newGame]);
  const levelPlayed = state && state.daily === null ? state.level : null;
  const { progress, startLevel } = useLevelProgress({ key: keys.progress, levelCount: keys.levelCount, formerKey: keys.formerLevel }, levelPlayed, game.status?.phase === "won", newLevelGame, wonOptions);
  const level = levelPlayed ?? progress.level;

  const sessionId = game.session?.id;
  // Today in Los Angeles, read again with each session (a puzzle may start after midnight).
  const today = useMemo(() => losAngelesToday(new Date()), [sessionId]);
  // The puzzle being started from the settings (a day, or null for the levels), until its session arrives.
  const [switching, setSwitching] = useState<{ day: string | null } | null>(null);
  useEffect(() => setSwitching(null), [sessionId]);
  const day = switching ? switching.day : state ? state.daily : start.daily ? today : null;

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
  const shellGame = useMemo(
    () => ({
      ...game,
      newGame: (options?: LevelOptions, daily?: boolean, date?: string) => {
        if (options !== undefined || daily !== undefined) return newGame(options, daily, date);
        if (day !== null) return newGame(DAILY_OPTIONS, true, day === today ? undefined : day);
        return newGame({ level: progress.level }, false);
      },
    }),
    [game, newGame, day, today, progress.level],
  );
  const name = day === null ? `Level ${level}` : dayName(day, today);
  const choice = useMemo(() => ({ day, today, level, progress, playLevel, playDay }), [day, today, level, progress, playLevel, playDay]);
  return { choice, shellGame, name };
}

/** The settings' choice between the ladder and the daily puzzle, then the level or the day. */
export function LadderSettings({
  choice,
  name,
  legend = "Puzzle",
  levelsLabel,
  dailyLabel,
  levelNote,
  pastNote,
}: {
  choice: LadderChoice;
  /** The radio group's name, unique in the frame. */
  name: string;
  legend?: string;
  levelsLabel: ReactNode;
  dailyLabel: ReactNode;
  levelNote?: (level: number) => string;
  /** What a past day adds, after its date in the day list ("best words shown"). */
  pastNote?: string;
}) {
  const { day, today, level, progress, playLevel, playDay } = choice;
  return (
    <PuzzleChoice name={name} legend={legend} day={day} today={today} ownLabel={levelsLabel} dailyLabel={dailyLabel} onOwn={() => playLevel(progress.level)} onDay={playDay} pastNote={pastNote}>
      <LevelSelect level={level} unlocked={progress.unlocked} note={levelNote} onChoose={playLevel} />
    </PuzzleChoice>
  );
}
