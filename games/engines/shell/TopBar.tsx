import { createContext, memo, use, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { NewGameIcon, RestartIcon, SettingsIcon } from "./icons.tsx";
import { Timer } from "./Timer.tsx";
import { useClockReading, type GameClock } from "./useGameClock.ts";
import { HelpIcon } from "./help/HelpIcon.tsx";
import { StatsIcon } from "./stats/StatsIcon.tsx";
import { SoundSettings } from "./sound/SoundSettings.tsx";
import { formatCount } from "../../../shared/numbers.ts";

export interface TopBarProps {
  title: string;
  /** The score the finish would pay after so much play (see GameSession.scoreAt); null before a game starts. */
  scoreAt: ((playedMs: number) => number) | null;
  clock: GameClock;
  /** A timed game's limit: the timer counts down the time left. */
  timeLimitMs?: number;
  onNewGame(): void;
  onRestart?: () => void;
  /** Opens the game's how-to dialog ("?"); absent for a game without one. */
  onHelp?: () => void;
  /** Opens the player's statistics in this game. */
  onStats(): void;
  /** The game's settings (draw 1/3, daily or free play); shown in a menu, above the shell's sound settings. */
  settings?: ReactNode;
  /** Extra items in the bar (a level, guesses left). Like `settings`, the same element from render to render (useMemo) lets a move leave the bar as it is. */
  children?: ReactNode;
}

/**
 * The settings menu. On the narrowest phones the bar has no room for its Statistics button, so
 * the menu offers it at its top instead (CSS shows one of the two, by the screen's width).
 */
function SettingsMenu({ onStats, children }: { onStats: () => void; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      const target = event.target;
      const outside = !(target instanceof Node && root.current?.contains(target));
      if (event instanceof KeyboardEvent ? event.key === "Escape" : outside) setOpen(false);
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);
  return (
    <div className="gs-menu" ref={root}>
      <button type="button" className="gs-icon-button" aria-label="Settings" title="Settings" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        <SettingsIcon />
      </button>
      {open ? (
        <div className="gs-menu-panel" id={menuId} role="group" aria-label="Settings">
          <button
            type="button"
            className="gs-menu-stats"
            onClick={() => {
              setOpen(false);
              onStats();
            }}
          >
            <StatsIcon /> Statistics
          </button>
          {children}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The score function reaches the score through a context, not the bar's props: it changes with
 * every move, and then only the score should re-render, not the whole bar (issue 28).
 */
const ScoreContext = createContext<((playedMs: number) => number) | null>(null);

/** Follows the clock: where time counts, the score moves with each second played. */
function Score({ clock, scoreAt }: { clock: GameClock; scoreAt: (playedMs: number) => number }) {
  const { seconds } = useClockReading(clock);
  return (
    <span className="gs-stat gs-score" title="Score">
      <span className="gs-stat-label">Score</span>
      <span className="gs-stat-value">{formatCount(scoreAt(seconds * 1000))}</span>
    </span>
  );
}

function ScoreOfContext({ clock }: { clock: GameClock }) {
  const scoreAt = use(ScoreContext);
  return scoreAt !== null ? <Score clock={clock} scoreAt={scoreAt} /> : null;
}

/** Memoised: with the game's handlers and slots unchanged, a move leaves the bar as it is. */
const Bar = memo(function Bar({ title, clock, timeLimitMs, onNewGame, onRestart, onHelp, onStats, settings, children }: Omit<TopBarProps, "scoreAt">) {
  return (
    <header className="gs-topbar">
      <h1 className="gs-title">{title}</h1>
      <div className="gs-stats">
        <ScoreOfContext clock={clock} />
        <Timer clock={clock} limitMs={timeLimitMs} />
        {children}
      </div>
      <div className="gs-actions">
        <button type="button" className="gs-icon-button" onClick={onNewGame} aria-label="New game (N)" title="New game (N)">
          <NewGameIcon />
        </button>
        {onRestart ? (
          <button type="button" className="gs-icon-button" onClick={onRestart} aria-label="Restart this deal" title="Restart this deal">
            <RestartIcon />
          </button>
        ) : null}
        {onHelp ? (
          <button type="button" className="gs-icon-button" onClick={onHelp} aria-label="How to play (?)" title="How to play (?)">
            <HelpIcon />
          </button>
        ) : null}
        <button type="button" className="gs-icon-button gs-stats-button" onClick={onStats} aria-label="Statistics" title="Statistics">
          <StatsIcon />
        </button>
        {/* Every game has the menu: the shell's sound settings follow the game's own. */}
        <SettingsMenu onStats={onStats}>
          {settings}
          <SoundSettings />
        </SettingsMenu>
      </div>
    </header>
  );
});

/** The game's top bar: title, score, clock, the game's stats, and the new game, restart, help, statistics and settings buttons. */
export function TopBar({ scoreAt, ...bar }: TopBarProps) {
  return (
    <ScoreContext value={scoreAt}>
      <Bar {...bar} />
    </ScoreContext>
  );
}
