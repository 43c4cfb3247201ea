import { Component, type ReactNode } from "react";
import { OfflinePage } from "../offline/OfflinePage.tsx";
import { FallbackLayout } from "./FallbackLayout.tsx";

interface State {
  error: Error | null;
}

interface Props {
  children: ReactNode;
  /** Around the whole portal: nothing of the portal is drawn beside it, so the error page draws a header bar of its own. */
  wholePortal?: boolean;
}

/** Catches a page that failed to load and offers a retry instead of a blank screen; offline, the games that still play. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (typeof navigator !== "undefined" && !navigator.onLine) return <OfflinePage pathname={window.location.pathname} wholePortal={this.props.wholePortal ?? false} />;
    const message = (
      <section className="page-error" role="alert">
        <h1>This page could not be loaded</h1>
        <p>We could not reach the server. Check your connection and try again.</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Try again
        </button>
      </section>
    );
    return this.props.wholePortal ? <FallbackLayout offline={false}>{message}</FallbackLayout> : message;
  }
}
