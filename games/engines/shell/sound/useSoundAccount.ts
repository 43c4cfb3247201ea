import { useEffect } from "react";
import type { GameClient } from "../../../sdk/index.ts";
import { parseSoundSettings } from "./settings.ts";
import { soundService } from "./soundService.ts";

/** A volume slider sends many changes while it moves; the host saves the one it rests on. */
const REPORT_DELAY_MS = 400;

/**
 * Keeps the sound settings with the player's account: the host page sends a signed-in player's
 * saved settings, and this frame reports the player's changes for the host to save.
 */
export function useSoundAccount(client: GameClient): void {
  useEffect(() => {
    const sound = soundService();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const report = () => {
      timer = null;
      client.reportSound(sound.settings());
    };
    const offAccount = client.onSound((raw) => {
      const settings = parseSoundSettings(raw);
      if (settings) sound.setFromAccount(settings);
    });
    const offPlayer = sound.onPlayerChange(() => {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(report, REPORT_DELAY_MS);
    });
    return () => {
      offAccount();
      offPlayer();
      // A change still waiting is sent now rather than lost with the game.
      if (timer !== null) {
        clearTimeout(timer);
        report();
      }
    };
  }, [client]);
}
