import { useCallback, useEffect, useState, type CSSProperties, type ReactNode } from "react";
import { TrophyIcon } from "./icons.tsx";
import { Celebration, type CelebrationProps } from "../motion/Celebration.tsx";
import { HowToDialog } from "./help/HowToDialog.tsx";
import type { HowToPlay } from "./help/howToPlay.ts";
import { RefusalLine } from "./help/RefusalLine.tsx";
import { useHowTo } from "./help/useHowTo.ts";
import { PowerupButton } from "./PowerupButton.tsx";
import { StatsDialog } from "./stats/StatsDialog.tsx";
import { LossPanel, WinPanel } from "./ResultPanel.tsx";
import { Toasts } from "./Toasts.tsx";
import { TopBar } from "./TopBar.tsx";
import { soundService } from "./sound/soundService.ts";
import { useClockWarning } from "./sound/useClockWarning.ts";
import { useGameKeys } from "./useGameKeys.ts";
import { useLatestCallback } from "./useLatest.ts";
import type { GameSession } from "./useGameSession.ts";
import "./shell.css";
import "./help/help.css";

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
  /** The win celebration behind the win panel (confetti in the theme's accent by default); null when the board celebrates itself (the card games' cascade). */
  celebration?: CelebrationProps | null;
  /** A timed game's limit: the top bar counts down the time left. */
  timeLimitMs?: number;
  /** The game's how-to (games/<slug>/howToPlay.tsx): shown on the first play, and from "?" any time. */
  howToPlay?: HowToPlay;
  /** The board. */
  children: ReactNode;
}

/** Confetti in the game's accent with a few friendly colours. */
function defaultCelebration(theme: GameTheme): CelebrationProps {
  return { kind: "confetti", colors: [theme.accent ?? "#f5c542", "#ff6b6b", "#4dabf7", "#51cf66", "#ffffff"] };
}

const SHORTCUT_OF: Record<string, string> = { UN: "Z", HI: "H" };

/** The chrome every Playden game shares: top bar, board area, powerup bar, result panels, toasts. */
export function GameShell<State, Move, Options, Reveal>(props: GameShellProps<State, Move, Options, Reveal>) {
  const { title, game, powerups = {}, shortcuts = true, theme = {} } = props;
  const started = game.state !== null;
  const won = game.status?.phase === "won";
  const lost = game.status?.phase === "lost";
  useClockWarning(game.clock, props.timeLimitMs, game.phase === "playing" && game.status?.phase === "playing");
  // The music fades out under a win or loss panel, and comes back with the next game.
  useEffect(() => soundService().holdMusic(won || lost), [won, lost]);
  const howTo = useHowTo({ code: game.code, enabled: props.howToPlay !== undefined, clock: game.clock, onHelpRequested: game.onHelpRequested });

  useGameKeys(
    {
      n: () => void game.newGame(),
      z: powerups.UN,
      h: powerups.HI,
      "?": howTo.show,
    },
    shortcuts && game.phase === "playing",
  );

  const style = {
    "--gs-bg": theme.background,
    "--gs-surface": theme.surface,
    "--gs-accent": theme.accent,
    "--gs-text": theme.text,
  } as CSSProperties;

  // A closed win panel (to look at the finished board) comes back with the next game.
  const [resultHidden, setResultHidden] = useState(false);
  const sessionId = game.session?.id;
  useEffect(() => setResultHidden(false), [sessionId]);

  const [statsOpen, setStatsOpen] = useState(false);

  // The top bar and the powerup buttons are memoised: their handlers stay the same from render to
  // render and call the game's latest ones, which games pass anew with every move (issue 28).
  const onNewGame = useLatestCallback(() => void game.newGame());
  const onStats = useCallback(() => setStatsOpen(true), []);
  const onPowerup = useLatestCallback((id: string) => powerups[id]?.());

  const buttons = game.powerups.filter((powerup) => powerups[powerup.id] !== undefined);
  // A game with powerups keeps the bar's room while the player's counts are on their way: a bar
  // that came after the board had drawn would shrink the board under the player's finger.
  const hasPowerbar = Object.values(powerups).some((use) => use !== undefined);

  return (
    <div className="gs-root" style={style}>
      <TopBar
        title={title}
        scoreAt={game.status ? (game.verdict ? () => game.verdict?.score ?? 0 : game.scoreAt) : null}
        clock={game.clock}
        timeLimitMs={props.timeLimitMs}
        onNewGame={onNewGame}
        onHelp={props.howToPlay ? howTo.show : undefined}
        onStats={onStats}
        onRestart={game.canRestart ? game.restart : undefined}
        settings={props.settings}
      >
        {props.stats}
      </TopBar>
      <div className="gs-body">
        <main className="gs-board" aria-busy={game.busy || game.phase === "starting"}>
          {started ? props.children : null}
          <RefusalLine refusal={game.refusal} />
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
          {won && !resultHidden ? (
            <WinPanel
              points={game.status?.score ?? 0}
              score={game.verdict?.score ?? game.scoreAt(game.clock.elapsedMs())}
              bonusName={game.bonusName}
              timeMs={game.clock.elapsedMs()}
              verdict={game.verdict}
              pending={game.phase === "finishing"}
              error={game.phase === "over" ? game.error : null}
              onPlayAgain={() => void game.newGame()}
              onClose={() => setResultHidden(true)}
              onBackToGames={game.backToGames}
              celebration={props.celebration === null ? null : <Celebration {...defaultCelebration(theme)} {...props.celebration} />}
            >
              {props.winActions}
            </WinPanel>
          ) : null}
          {won && resultHidden ? (
            <button type="button" className="gs-button gs-button-primary gs-show-result" onClick={() => setResultHidden(false)}>
              <TrophyIcon width={18} height={18} /> Show result
            </button>
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
        {hasPowerbar ? (
          <nav className="gs-powerbar" aria-label="Powerups" aria-busy={buttons.length === 0}>
            {buttons.map((powerup) => (
              <PowerupButton
                key={powerup.id}
                powerup={powerup}
                shortcut={shortcuts ? SHORTCUT_OF[powerup.id] : undefined}
                disabled={game.busy || game.phase !== "playing"}
                onUse={onPowerup}
              />
            ))}
          </nav>
        ) : null}
      </div>
      <Toasts toasts={game.toasts} onDismiss={game.dismissToast} />
      {statsOpen ? <StatsDialog title={title} load={game.stats} onClose={() => setStatsOpen(false)} /> : null}
      {props.howToPlay && howTo.open ? (
        <HowToDialog title={title} howToPlay={props.howToPlay} powerups={game.powerups} first={howTo.first} onClose={howTo.close} />
      ) : null}
    </div>
  );
}
