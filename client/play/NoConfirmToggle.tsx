import { useState } from "react";
import { useUpdatePreferencesMutation } from "./useUpdatePreferencesMutation.ts";

/** The no-game-confirm preference (`gc`): Play pages start the game at once. Saved for the player. */
export function NoConfirmToggle({ playerId, value, compact = false }: { playerId: string; value: boolean; compact?: boolean }) {
  const [save] = useUpdatePreferencesMutation(playerId);
  // Shown as ticked at once; back as it was when the server did not save it.
  const [checked, setChecked] = useState(value);
  const [failed, setFailed] = useState(false);
  return (
    <label className={`no-confirm${compact ? " no-confirm--compact" : ""}`}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          const next = event.target.checked;
          setChecked(next);
          setFailed(false);
          void save(next).then((ok) => {
            if (ok) return;
            setChecked(!next);
            setFailed(true);
          });
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
