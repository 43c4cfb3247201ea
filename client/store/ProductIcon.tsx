import { PowerupIcon, StarIcon } from "../../art/powerupIcons.tsx";

/** The drawn icon of an item without a picture: a powerup's own icon, a star for a challenge slot. */
export function ProductIcon({ kind, itemId, className }: { kind: string; itemId: string; className?: string }) {
  return (
    <span className={`product-icon${className ? ` ${className}` : ""}`} aria-hidden="true" data-powerup={kind === "POWERUP" ? itemId : undefined}>
      {kind === "POWERUP" ? <PowerupIcon id={itemId} width="100%" height="100%" /> : <StarIcon width="100%" height="100%" />}
    </span>
  );
}
