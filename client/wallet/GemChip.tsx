import { useRef, useState } from "react";
import { useSession } from "../auth/Session.tsx";
import { usePopupDismiss } from "../layout/usePopupDismiss.ts";
import { useGemStore } from "./GemStoreContext.tsx";

/**
 * The gem balance with its plus button (docs/product/currencies.md#gem-store): signed in it opens the gem store, otherwise a
 * sign-in prompt, which Escape or a click elsewhere closes.
 */
export function GemChip({ gems, signedIn }: { gems: number; signedIn: boolean }) {
  const { openSignIn } = useSession();
  const { openGemStore } = useGemStore();
  const [prompt, setPrompt] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);

  usePopupDismiss(prompt, () => setPrompt(false), { inside: [ref], button: plusRef });

  return (
    <div className="gem-chip" ref={ref}>
      <span className="gem-chip__balance" role="img" aria-label={`${gems} gems`}>
        <span aria-hidden="true" className="balance-chip__icon gem-icon">
          ◆
        </span>
        <span data-testid="gem-balance" aria-hidden="true">
          {gems}
        </span>
      </span>
      <button
        ref={plusRef}
        type="button"
        className="gem-chip__plus"
        aria-label="Get more gems"
        aria-expanded={signedIn ? undefined : prompt}
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
