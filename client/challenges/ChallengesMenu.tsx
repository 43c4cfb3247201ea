import { Component, lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { loadQuery, useRelayEnvironment, type PreloadedQuery } from "react-relay/hooks";
import type { IEnvironment } from "relay-runtime";
import type { ChallengesPanelQuery } from "../__generated__/ChallengesPanelQuery.graphql.ts";
import { Spinner } from "../layout/Spinner.tsx";
import { usePopupDismiss } from "../layout/usePopupDismiss.ts";
import { useRouter } from "../routing/router.tsx";
import { challengeSeed } from "./challengeSeed.ts";

// Neither the panel's code nor its query is part of the first page's: both download on the first opening.
const ChallengesPanel = lazy(() => import("./ChallengesPanel.tsx"));
const panelQuery = () => import("../__generated__/ChallengesPanelQuery.graphql.ts").then((module) => module.default);

/** Starts the panel's code download and its query together, so neither waits on the other; fetched fresh at each opening. */
function openPanel(environment: IEnvironment): Promise<PreloadedQuery<ChallengesPanelQuery>> {
  void import("./ChallengesPanel.tsx").catch(() => {});
  return panelQuery().then((artifact) => loadQuery<ChallengesPanelQuery>(environment, artifact, { seed: challengeSeed() }, { fetchPolicy: "network-only" }));
}

/** A panel that could not load says so inside the panel, not in place of the page. */
class PanelError extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="challenges-panel__content">
        <p>Your challenges could not be loaded.</p>
        <button type="button" className="button button--primary" onClick={this.props.onRetry}>
          Try again
        </button>
      </div>
    );
  }
}

/**
 * The header's Challenges button and its panel: the player's active challenges with their
 * progress, time left, reward and game, the weekly bonus in one line, and a link to the page.
 * Escape, a click elsewhere or a new page closes it.
 */
export function ChallengesMenu() {
  const environment = useRelayEnvironment();
  const [pending, setPending] = useState<Promise<PreloadedQuery<ChallengesPanelQuery>> | null>(null);
  // A retry remounts the error boundary with a fresh query.
  const [attempt, setAttempt] = useState(0);
  const open = pending !== null;
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { location } = useRouter();

  useEffect(() => setPending(null), [location.pathname]);
  // The query is released when the panel closes.
  useEffect(() => () => void pending?.then((queryRef) => queryRef.dispose(), () => {}), [pending]);
  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);
  usePopupDismiss(open, () => setPending(null), { inside: [rootRef], button: buttonRef, nested: true });

  return (
    <div className="challenges-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="header__nav-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setPending(open ? null : openPanel(environment))}
      >
        Challenges <span aria-hidden="true">▾</span>
      </button>
      {pending && (
        <div ref={panelRef} id={panelId} className="challenges-panel" tabIndex={-1} role="region" aria-label="Your challenges">
          <PanelError
            key={attempt}
            onRetry={() => {
              setAttempt((value) => value + 1);
              setPending(openPanel(environment));
            }}
          >
            <Suspense fallback={<Spinner label="Loading your challenges" size="small" />}>
              <ChallengesPanel pending={pending} />
            </Suspense>
          </PanelError>
        </div>
      )}
    </div>
  );
}
