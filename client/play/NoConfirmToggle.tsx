import { useState } from "react";
import { useUpdatePreferencesMutation } from "./useUpdatePreferencesMutation.ts";

/** The no-game-confirm preference (`gc`): Play pages start the game at once. Saved for the player. */
export function NoConfirmToggle({ playerId, value, compact = false }: { playerId: string; value: boolean; compact?: boolean }) {
  const [save] = useUpdatePreferencesMutation(playerId);
  const [failed, setFailed] = useState(false);
  return (
    <label className={`no-confirm${compact ? " no-confirm--compact" : ""}`}>
      <input
        type="checkbox"
        checked={value}
        onChange={(event) => {
          setFailed(false);
          void save(event.target.checked).then((ok) => setFailed(!ok));
        }}
      />
      <span>{compact ? "Start at once" : "Start games at once next time (skip this screen)"}</span>
      {failed ? (
        <span className="no-confirm__error" role="alert">
          Not saved. Please try again.
        </span>
      ) : null}
    </label>
  );
}
