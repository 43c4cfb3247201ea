import { useEffect, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { GemChip_viewer$key } from "../__generated__/GemChip_viewer.graphql.ts";
import { useSession } from "../auth/Session.tsx";
import { useGemStore } from "./GemStoreContext.tsx";

/** The gem balance with its plus button (spec 2): signed in it opens the gem store, otherwise a sign-in prompt. */
export function GemChip({ viewer: viewerKey }: { viewer: GemChip_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment GemChip_viewer on Viewer {
        status
        player {
          gems
        }
      }
    `,
    viewerKey,
  );
  const { openSignIn } = useSession();
  const { openGemStore } = useGemStore();
  const [prompt, setPrompt] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const signedIn = viewer.status === "LOGGED_IN";

  useEffect(() => {
    if (!prompt) return;
    const close = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setPrompt(false);
    };
    document.addEventListener("pointerdown", close);
    return () => document.removeEventListener("pointerdown", close);
  }, [prompt]);

  return (
    <div className="gem-chip" ref={ref}>
      <span className="gem-chip__balance" aria-label={`${viewer.player?.gems ?? 0} gems`}>
        <span aria-hidden="true" className="gem-icon">
          ◆
        </span>
        <span data-testid="gem-balance">{viewer.player?.gems ?? 0}</span>
      </span>
      <button
        type="button"
        className="gem-chip__plus"
        aria-label="Get more gems"
        onClick={() => (signedIn ? openGemStore() : setPrompt((value) => !value))}
      >
        +
      </button>
      {prompt && !signedIn && (
        <div className="gem-chip__prompt" role="dialog" aria-label="Sign in to buy gems">
          <p>To purchase gems, you'll need to sign in.</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setPrompt(false);
              openSignIn();
            }}
          >
            Sign in
          </button>
        </div>
      )}
    </div>
  );
}
