import type { CSSProperties, ReactNode } from "react";
import { PowerupButton } from "./PowerupButton.tsx";
import { LossPanel, WinPanel } from "./ResultPanel.tsx";
import { Toasts } from "./Toasts.tsx";
import { TopBar } from "./TopBar.tsx";
import { useGameKeys } from "./useGameKeys.ts";
import type { GameSession } from "./useGameSession.ts";
import "./shell.css";

export interface GameTheme {
  /** The page behind the board. */
  background?: string;
  /** Bars, panels and buttons. */
  surface?: string;
  /** Highlights: primary buttons, counts, focus rings. */
  accent?: string;
  text?: string;
}

export interface GameShellProps<State, Move, Options, Reveal> {
  title: string;
  game: GameSession<State, Move, Options, Reveal>;
  /** What each powerup does, by catalog id; buttons show in the catalog's order with the player's counts. */
  powerups?: Partial<Record<string, () => void>>;
  /** Letter shortcuts N, Z (undo: `powerups.UN`), H (hint: `powerups.HI`); off for games that type letters. */
  shortcuts?: boolean;
  settings?: ReactNode;
  /** More stats for the top bar. */
  stats?: ReactNode;
  /** More buttons for the win panel ("Next level") and the loss panel ("Undo"). */
  winActions?: ReactNode;
  lossActions?: ReactNode;
  /** The loss panel offers Undo (`powerups.UN`) first: a lost deal is often one move from a way on. */
  lossUndo?: boolean;
  theme?: GameTheme;
  /** A timed game's limit: the top bar counts down the time left. */
  timeLimitMs?: number;
  /** The board. */
  children: ReactNode;
}

const SHORTCUT_OF: Record<string, string> = { UN: "Z", HI: "H" };

/** The chrome every Playden game shares: top bar, board area, powerup bar, result panels, toasts. */
export function GameShell<State, Move, Options, Reveal>(props: GameShellProps<State, Move, Options, Reveal>) {
  const { title, game, powerups = {}, shortcuts = true, theme = {} } = props;
  const started = game.state !== null;
  const won = game.status?.phase === "won";
  const lost = game.status?.phase === "lost";

  useGameKeys(
    {
      n: () => void game.newGame(),
      z: powerups.UN,
      h: powerups.HI,
    },
    shortcuts && game.phase === "playing",
  );

  const style = {
    "--gs-bg": theme.background,
    "--gs-surface": theme.surface,
    "--gs-accent": theme.accent,
    "--gs-text": theme.text,
  } as CSSProperties;

  const buttons = game.powerups.filter((powerup) => powerups[powerup.id] !== undefined);

  return (
    <div className="gs-root" style={style}>
      <TopBar
        title={title}
        score={game.status?.score ?? null}
        clock={game.clock}
        timeLimitMs={props.timeLimitMs}
        onNewGame={() => void game.newGame()}
        onRestart={game.canRestart ? game.restart : undefined}
        settings={props.settings}
      >
        {props.stats}
      </TopBar>
      <div className="gs-body">
        <main className="gs-board" aria-busy={game.busy || game.phase === "starting"}>
          {started ? props.children : null}
          {game.phase === "starting" ? (
            <div className="gs-overlay gs-loading" role="status">
              <span className="gs-spinner" aria-hidden="true" />
              Getting your game ready…
            </div>
          ) : null}
          {game.phase === "error" ? (
            <div className="gs-overlay">
              <div className="gs-panel" role="alert">
                <h2>The game could not start</h2>
                <p className="gs-result-note">{game.error}</p>
                <div className="gs-panel-actions">
                  <button type="button" className="gs-button gs-button-primary" onClick={game.retry}>
                    Try again
                  </button>
                </div>
              </div>
            </div>
          ) : null}
          {won ? (
            <WinPanel
              score={game.status?.score ?? 0}
              timeMs={game.clock.elapsedMs()}
              verdict={game.verdict}
              pending={game.phase === "finishing"}
              error={game.phase === "over" ? game.error : null}
              onPlayAgain={() => void game.newGame()}
            >
              {props.winActions}
            </WinPanel>
          ) : null}
          {lost && game.phase === "playing" && !game.busy ? (
            <LossPanel reason={game.status?.reason} score={game.status?.score ?? 0} onNewGame={() => void game.newGame()}>
              {props.lossUndo && powerups.UN ? (
                <button type="button" className="gs-button" onClick={powerups.UN}>
                  Undo
                </button>
              ) : null}
              {props.lossActions}
            </LossPanel>
          ) : null}
        </main>
        {buttons.length > 0 ? (
          <nav className="gs-powerbar" aria-label="Powerups">
            {buttons.map((powerup) => (
              <PowerupButton
                key={powerup.id}
                powerup={powerup}
                shortcut={shortcuts ? SHORTCUT_OF[powerup.id] : undefined}
                disabled={game.busy || game.phase !== "playing"}
                onUse={() => powerups[powerup.id]?.()}
              />
            ))}
          </nav>
        ) : null}
      </div>
      <Toasts toasts={game.toasts} onDismiss={game.dismissToast} />
    </div>
  );
}
