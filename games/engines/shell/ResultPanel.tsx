import { useEffect, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from "react";
import type { Verdict } from "../../sdk/index.ts";
import { CloseIcon, TokenIcon } from "./icons.tsx";
import { NewBests } from "./stats/NewBests.tsx";
import { TodayRank } from "./stats/TodayRank.tsx";
import { formatTime } from "../../../shared/numbers.ts";
import { formatCount } from "../../../shared/numbers.ts";

interface PanelProps {
  title: string;
  tone: "win" | "loss";
  children: ReactNode;
  actions: ReactNode;
  /** Hides the panel to look at the finished board (a "Show result" button brings it back). */
  onClose?: () => void;
  /** Drawn behind the card (the game's win celebration). */
  celebration?: ReactNode;
}

function Panel({ title, tone, children, actions, onClose, celebration }: PanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the result so keyboard and screen-reader players hear it at once.
  useEffect(() => heading.current?.focus(), []);
  const shownAt = useRef(Number.POSITIVE_INFINITY);
  useLayoutEffect(() => {
    shownAt.current = performance.now();
  }, []);
  // The tap that wins on a touch screen is followed by the browser's own click at the same spot,
  // and that click lands on the panel the tap brought up: it would press "Play again" or the close
  // button under the finger. A click made before the panel was there is that click, not the
  // player's answer to the panel (keys make clicks with no count, and always go through).
  const onClickCapture = (event: MouseEvent) => {
    if (event.detail > 0 && event.timeStamp < shownAt.current) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  return (
    <div className={`gs-overlay gs-result gs-result-${tone}`} role="dialog" aria-modal="false" aria-labelledby="gs-result-title" onClickCapture={onClickCapture}>
      {celebration}
      <div className="gs-panel">
        {onClose ? (
          <button type="button" className="gs-panel-close" onClick={onClose} aria-label="Close and look at the board" title="Look at the board">
            <CloseIcon width={20} height={20} />
          </button>
        ) : null}
        <h2 id="gs-result-title" ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {children}
        <div className="gs-panel-actions">{actions}</div>
      </div>
    </div>
  );
}

export interface WinPanelProps {
  /** The points of the moves alone (the rules' status score). */
  points: number;
  /** The score paid: the server's once it answered, until then the shell's own reckoning. */
  score: number;
  /** What the score adds to the points ("Time bonus"). */
  bonusName: string;
  timeMs: number;
  /** The server's verdict; null while it is being asked or when asking failed. */
  verdict: Verdict | null;
  pending: boolean;
  error: string | null;
  onPlayAgain(): void;
  onClose(): void;
  /** Leaves for the portal's list of games (absent outside the portal). */
  onBackToGames?: () => void;
  /** More buttons ("Next level", "Share"): they come first. */
  children?: ReactNode;
  /** The game's win celebration, drawn behind the panel's card. */
  celebration?: ReactNode;
}

export function WinPanel({ points, score, bonusName, timeMs, verdict, pending, error, onPlayAgain, onClose, onBackToGames, children, celebration }: WinPanelProps) {
  // What the finish added to the moves' points (a bonus for speed, or a cost of time), so the parts add up to the score paid.
  const bonus = score - points;
  return (
    <Panel
      title="You won!"
      tone="win"
      onClose={onClose}
      celebration={celebration}
      actions={
        <>
          {children}
          <button type="button" className={`gs-button${children ? "" : " gs-button-primary"}`} onClick={onPlayAgain}>
            Play again
          </button>
          {onBackToGames ? (
            <button type="button" className="gs-button" onClick={onBackToGames}>
              Back to games
            </button>
          ) : null}
        </>
      }
    >
      <dl className="gs-result-stats">
        <div>
          <dt>Score</dt>
          <dd className="gs-result-score">{formatCount(score)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{formatTime(timeMs)}</dd>
        </div>
      </dl>
      {bonus !== 0 ? (
        <dl className="gs-score-parts" aria-label="How the score adds up">
          <div>
            <dt>Points</dt>
            <dd>{formatCount(points)}</dd>
          </div>
          <div>
            <dt>{bonus > 0 ? bonusName : "Time"}</dt>
            <dd>{`${bonus > 0 ? "+" : "−"}${formatCount(Math.abs(bonus))}`}</dd>
          </div>
        </dl>
      ) : null}
      {pending ? <p className="gs-result-note">Checking your game…</p> : null}
      {verdict && verdict.tokensEarned > 0 ? (
        <p className="gs-tokens-earned">
          <TokenIcon width={22} height={22} /> +{verdict.tokensEarned} tokens
        </p>
      ) : null}
      <NewBests verdict={verdict} />
      <TodayRank verdict={verdict} />
      {verdict?.message ? <p className="gs-result-note">{verdict.message}</p> : null}
      {error ? <p className="gs-result-note gs-result-error">{error}</p> : null}
    </Panel>
  );
}

export interface LossPanelProps {
  /** Why the game was lost, from the rules ("No guesses left."). */
  reason: string | undefined;
  score: number;
  onNewGame(): void;
  /** Ways back into this game: an undo, a powerup. */
  children?: ReactNode;
}

export function LossPanel({ reason, score, onNewGame, children }: LossPanelProps) {
  return (
    <Panel
      title="Game over"
      tone="loss"
      actions={
        <>
          {/* A free way on first: the ways back (an undo, a powerup) may cost. */}
          <button type="button" className="gs-button gs-button-primary" onClick={onNewGame}>
            New game
          </button>
          {children}
        </>
      }
    >
      <p className="gs-result-reason">{reason ?? "No moves left."}</p>
      <p className="gs-result-note">Score {formatCount(score)}</p>
    </Panel>
  );
}
