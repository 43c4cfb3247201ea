import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import type { DailyChoice } from "./dailyChoice.ts";
import { DaySelect } from "./DaySelect.tsx";
import { losAngelesToday, monthDay } from "./days.ts";

/**
 * A game with a daily puzzle beside free play with options of its own (Simply Shikaku's sizes, Jigsaw
 * Joy's and Playful Painter's galleries): the settings choose the options or a day, and New game and
 * Play again keep to what is in play. The ladder games have their own (levels/levelsOrDaily.tsx): a
 * level to play comes from the levels won, not from a kept choice.
 */

/** The player's kept choice (useDailyChoice or useDailyChoiceApart), what the daily asks, and how to keep a new choice. */
export interface DailyOrOptionsConfig<Options> {
  choice: DailyChoice<Options>;
  remember(next: DailyChoice<Options>): void;
  /**
   * The options a daily session of `date` asks for. The rules deal the date's puzzle whatever they
   * are, but the server records them: a game whose wins mark a picture done asks for the date's own.
   */
  dailyOptionsOf(date: string): Options;
}

/** The options of the first session: the player's own, or those of today's puzzle. */
export function firstOptions<Options>({ choice, dailyOptionsOf }: Pick<DailyOrOptionsConfig<Options>, "choice" | "dailyOptionsOf">): Options {
  return choice.daily ? dailyOptionsOf(losAngelesToday(new Date())) : choice.options;
}

/** "Today's puzzle" or "Puzzle of Nov 27". */
export function dayName(day: string, today: string): string {
  return day === today ? "Today's puzzle" : `Puzzle of ${monthDay(day)}`;
}

/** What the hook needs of the game's session (useGameSession's). */
interface DailyGame<Options> {
  state: { daily: string | null } | null;
  session: { id: string } | null;
  newGame(options?: Options, daily?: boolean, dailyDate?: string): Promise<void>;
}

export interface DailyOrOptions<Options, Game> {
  /** The session as GameShell gets it: New game and Play again keep to the day or the options in play. */
  shellGame: Game;
  /** The day of the puzzle in play or being started, or null in free play. */
  day: string | null;
  today: string;
  /** The day's name for the top bar ("Today's puzzle"), or null in free play. */
  name: string | null;
  /** Free play's options, as the player last chose them. */
  options: Options;
  /** Free play with these options, kept for the next visit. */
  playOptions(options: Options): void;
  playDay(date: string): void;
}

export function useDailyOrOptions<Options, Game extends DailyGame<Options>>(game: Game, config: DailyOrOptionsConfig<Options>): DailyOrOptions<Options, Game> {
  const { choice, remember, dailyOptionsOf } = config;
  const { newGame } = game;
  const sessionId = game.session?.id;
  // Today in Los Angeles, read again with each session (a puzzle may start after midnight).
  const today = useMemo(() => losAngelesToday(new Date()), [sessionId]);
  // The puzzle being started from the settings (a day, or null for free play), until its session arrives.
  const [switching, setSwitching] = useState<{ day: string | null } | null>(null);
  useEffect(() => setSwitching(null), [sessionId]);
  const day = switching ? switching.day : game.state ? game.state.daily : choice.daily ? today : null;

  const playOptions = useCallback(
    (options: Options) => {
      remember({ options, daily: false });
      setSwitching({ day: null });
      void newGame(options, false);
    },
    [remember, newGame],
  );
  const playDay = useCallback(
    (date: string) => {
      remember({ options: choice.options, daily: true });
      setSwitching({ day: date });
      void newGame(dailyOptionsOf(date), true, date === today ? undefined : date);
    },
    [remember, newGame, choice.options, dailyOptionsOf, today],
  );
  const shellGame = useMemo(
    () => ({
      ...game,
      newGame: (options?: Options, daily?: boolean, date?: string) => {
        if (options !== undefined || daily !== undefined) return newGame(options, daily, date);
        if (day !== null) return newGame(dailyOptionsOf(day), true, day === today ? undefined : day);
        return newGame(choice.options, false);
      },
    }),
    [game, newGame, day, today, dailyOptionsOf, choice.options],
  );
  const name = day === null ? null : dayName(day, today);
  return { shellGame, day, today, name, options: choice.options, playOptions, playDay };
}

/**
 * The settings' choice between a game's own play (free play, the ladder) and the daily puzzle:
 * then the own play's settings (`children`) or the day list.
 */
export function PuzzleChoice({
  name,
  legend = "Puzzle",
  className = "gs-ladder",
  day,
  today,
  ownLabel,
  dailyLabel,
  onOwn,
  onDay,
  pastNote,
  children,
}: {
  /** The radio group's name, unique in the frame. */
  name: string;
  legend?: string;
  className?: string;
  /** The day in play or being started, or null in the game's own play. */
  day: string | null;
  today: string;
  ownLabel: ReactNode;
  dailyLabel: ReactNode;
  onOwn(): void;
  onDay(date: string): void;
  /** What a past day adds, after its date in the day list ("best words shown"). */
  pastNote?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <fieldset className={className}>
        <legend>{legend}</legend>
        <label>
          <input type="radio" name={name} checked={day === null} onChange={onOwn} />
          {ownLabel}
        </label>
        <label>
          <input type="radio" name={name} checked={day !== null} onChange={() => onDay(today)} />
          {dailyLabel}
        </label>
      </fieldset>
      {day === null ? children : <DaySelect today={today} day={day} onChoose={onDay} pastNote={pastNote} />}
    </>
  );
}

/** The settings' choice between free play and the daily puzzle; then free play's own settings (`children`) or the day. */
export function DailyOrOptionsSettings<Options>({
  play,
  name,
  className,
  optionsLabel,
  dailyLabel,
  children,
}: {
  play: DailyOrOptions<Options, unknown>;
  /** The radio group's name, unique in the frame. */
  name: string;
  className?: string;
  optionsLabel: ReactNode;
  dailyLabel: ReactNode;
  children?: ReactNode;
}) {
  const { day, today, options, playOptions, playDay } = play;
  return (
    <PuzzleChoice name={name} className={className} day={day} today={today} ownLabel={optionsLabel} dailyLabel={dailyLabel} onOwn={() => playOptions(options)} onDay={playDay}>
      {children}
    </PuzzleChoice>
  );
}
