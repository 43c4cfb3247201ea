import { StrictMode, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { hostLink } from "../../sdk/hostLink.ts";
import { musicFamilyOf } from "./sound/music.ts";
import { soundService } from "./sound/soundService.ts";

/**
 * Draws a game's App into its page's #root once the host page has sent the frame's storage (the
 * options, settings and progress the game reads as it first draws). The game's catalog category
 * (its manifest's) picks its family's background music; without one, none plays.
 */
export function mountGame(App: ComponentType, category?: string): void {
  const root = document.getElementById("root");
  if (!root) throw new Error(`${document.title} needs a #root element.`);
  void hostLink().ready.then(() => {
    // Not before: the sound service reads the player's settings from that storage as it is made.
    soundService().setMusicFamily(category === undefined ? null : musicFamilyOf(category));
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
