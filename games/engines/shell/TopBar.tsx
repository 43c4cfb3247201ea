import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { NewGameIcon, RestartIcon, SettingsIcon } from "./icons.tsx";
import { Timer } from "./Timer.tsx";
import type { GameClock } from "./useGameClock.ts";

export interface TopBarProps {
  title: string;
  score: number | null;
  clock: GameClock;
  /** A timed game's limit: the timer counts down the time left. */
  timeLimitMs?: number;
  onNewGame(): void;
  onRestart?: () => void;
  /** The game's settings (draw 1/3, daily or free play); shown in a menu. */
  settings?: ReactNode;
  /** Extra items in the bar (a level, guesses left). */
  children?: ReactNode;
}

function SettingsMenu({ children }: { children: ReactNode }) {
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
          {children}
        </div>
      ) : null}
    </div>
  );
}

export function TopBar({ title, score, clock, timeLimitMs, onNewGame, onRestart, settings, children }: TopBarProps) {
  return (
    <header className="gs-topbar">
      <h1 className="gs-title">{title}</h1>
      <div className="gs-stats">
        {score !== null ? (
          <span className="gs-stat" title="Score">
            <span className="gs-stat-label">Score</span>
            <span className="gs-stat-value">{score.toLocaleString()}</span>
          </span>
        ) : null}
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
        {settings ? <SettingsMenu>{settings}</SettingsMenu> : null}
      </div>
    </header>
  );
}
