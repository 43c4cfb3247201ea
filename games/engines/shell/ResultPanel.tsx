import { useEffect, useRef, type ReactNode } from "react";
import type { Verdict } from "../../sdk/index.ts";
import { TokenIcon } from "./icons.tsx";
import { formatTime } from "./useGameClock.ts";

const CONFETTI = Array.from({ length: 18 }, (_, index) => index);

function Panel({ title, tone, children, actions }: { title: string; tone: "win" | "loss"; children: ReactNode; actions: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the result so keyboard and screen-reader players hear it at once.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={`gs-overlay gs-result gs-result-${tone}`} role="dialog" aria-modal="false" aria-labelledby="gs-result-title">
      {tone === "win" ? (
        <div className="gs-confetti" aria-hidden="true">
          {CONFETTI.map((index) => (
            <span key={index} style={{ ["--i" as string]: index }} />
          ))}
        </div>
      ) : null}
      <div className="gs-panel">
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
  score: number;
  timeMs: number;
  /** The server's verdict; null while it is being asked or when asking failed. */
  verdict: Verdict | null;
  pending: boolean;
  error: string | null;
  onPlayAgain(): void;
  /** More buttons ("Next level", "Share"). */
  children?: ReactNode;
}

export function WinPanel({ score, timeMs, verdict, pending, error, onPlayAgain, children }: WinPanelProps) {
  const shownScore = verdict?.score ?? score;
  return (
    <Panel
      title="You won!"
      tone="win"
      actions={
        <>
          {children}
          <button type="button" className="gs-button gs-button-primary" onClick={onPlayAgain}>
            Play again
          </button>
        </>
      }
    >
      <dl className="gs-result-stats">
        <div>
          <dt>Score</dt>
          <dd>{shownScore.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{formatTime(timeMs)}</dd>
        </div>
      </dl>
      {pending ? <p className="gs-result-note">Checking your game…</p> : null}
      {verdict && verdict.tokensEarned > 0 ? (
        <p className="gs-tokens-earned">
          <TokenIcon width={22} height={22} /> +{verdict.tokensEarned} tokens
        </p>
      ) : null}
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
          {children}
          <button type="button" className="gs-button gs-button-primary" onClick={onNewGame}>
            New game
          </button>
        </>
      }
    >
      <p className="gs-result-reason">{reason ?? "No moves left."}</p>
      <p className="gs-result-note">Score {score.toLocaleString()}</p>
    </Panel>
  );
}
