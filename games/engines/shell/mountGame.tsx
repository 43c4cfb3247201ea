import { StrictMode, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { hostLink } from "../../sdk/hostLink.ts";

/**
 * Draws a game's App into its page's #root once the host page has sent the frame's storage (the
 * options, settings and progress the game reads as it first draws).
 */
export function mountGame(App: ComponentType): void {
  const root = document.getElementById("root");
  if (!root) throw new Error(`${document.title} needs a #root element.`);
  void hostLink().ready.then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
