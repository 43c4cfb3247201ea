import { memo } from "react";
import type { GamePowerup } from "../../sdk/index.ts";
import { PowerupIcon } from "./icons.tsx";

export interface PowerupButtonProps {
  powerup: GamePowerup;
  /** Called with the powerup's id: one handler serves every button, so it stays the same from move to move. */
  onUse(id: string): void;
  disabled?: boolean;
  /** The key that also uses it, shown in the tooltip ("Z"). */
  shortcut?: string;
}

/**
 * A powerup with the player's count; at 0 it still works: using it offers the store. Memoised: a
 * move re-renders the board, not the buttons, unless their count or state changed (issue 28).
 */
export const PowerupButton = memo(function PowerupButton({ powerup, onUse, disabled, shortcut }: PowerupButtonProps) {
  const label = `${powerup.title} (${powerup.count} left)${shortcut ? `, key ${shortcut}` : ""}`;
  return (
    <button type="button" className="gs-powerup" onClick={() => onUse(powerup.id)} disabled={disabled} aria-label={label} title={label} data-powerup={powerup.id}>
      <PowerupIcon id={powerup.id} width={26} height={26} />
      <span className="gs-powerup-title">{powerup.title}</span>
      <span className={`gs-powerup-count${powerup.count === 0 ? " gs-powerup-empty" : ""}`} aria-hidden="true">
        {powerup.count === 0 ? "+" : powerup.count}
      </span>
    </button>
  );
});
