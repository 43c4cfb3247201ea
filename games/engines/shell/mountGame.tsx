import { StrictMode, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { hostLink } from "../../sdk/hostLink.ts";
import { musicFamilyOf } from "./sound/music.ts";
import { soundService } from "./sound/soundService.ts";

/**
 * Resolves once the browser has painted what the page holds now (the build's title card in #root,
 * games/firstPaint.ts), so the game's first draw never holds back the page's first paint; at the
 * latest after 100 ms, since a hidden tab paints no frames.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

/**
 * Draws a game's App into its page's #root, in place of the title card there, once the host page
 * has sent the frame's storage (the options, settings and progress the game reads as it first
 * draws) and the card has painted. The game's catalog category (its manifest's) picks its family's
 * background music; without one, none plays.
 */
export function mountGame(App: ComponentType, category?: string): void {
  const root = document.getElementById("root");
  if (!root) throw new Error(`${document.title} needs a #root element.`);
  void hostLink()
    .ready.then(afterPaint)
    .then(() => {
      // Not before: the sound service reads the player's settings from that storage as it is made.
      soundService().setMusicFamily(category === undefined ? null : musicFamilyOf(category));
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
}
