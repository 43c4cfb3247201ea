import { Component, type ReactNode } from "react";

/** For parts of a page that are extra (banners, leaderboards): if they fail to load, the page shows without them. */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
