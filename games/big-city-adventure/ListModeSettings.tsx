/** The settings menu's choice of how the list names the objects to find. */
import { LIST_MODE_NAMES, LIST_MODES, setBcaLook, useBcaLook } from "./look.ts";

export function ListModeSettings() {
  const look = useBcaLook();
  return (
    <fieldset className="bca-setting">
      <legend>Objects to find</legend>
      {LIST_MODES.map((mode) => (
        <label key={mode}>
          <input type="radio" name="bca-list-mode" checked={look.list === mode} onChange={() => setBcaLook({ ...look, list: mode })} />
          {LIST_MODE_NAMES[mode]}
        </label>
      ))}
    </fieldset>
  );
}
