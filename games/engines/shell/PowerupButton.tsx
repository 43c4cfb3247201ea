import type { GamePowerup } from "../../sdk/index.ts";
import { PowerupIcon } from "./icons.tsx";

export interface PowerupButtonProps {
  powerup: GamePowerup;
  onUse(): void;
  disabled?: boolean;
  /** The key that also uses it, shown in the tooltip ("Z"). */
  shortcut?: string;
}

/** A powerup with the player's count; at 0 it still works: using it offers the store. */
export function PowerupButton({ powerup, onUse, disabled, shortcut }: PowerupButtonProps) {
  const label = `${powerup.title} (${powerup.count} left)${shortcut ? `, key ${shortcut}` : ""}`;
  return (
    <button type="button" className="gs-powerup" onClick={onUse} disabled={disabled} aria-label={label} title={label} data-powerup={powerup.id}>
      <PowerupIcon id={powerup.id} width={26} height={26} />
      <span className="gs-powerup-title">{powerup.title}</span>
      <span className={`gs-powerup-count${powerup.count === 0 ? " gs-powerup-empty" : ""}`} aria-hidden="true">
        {powerup.count === 0 ? "+" : powerup.count}
      </span>
    </button>
  );
}
