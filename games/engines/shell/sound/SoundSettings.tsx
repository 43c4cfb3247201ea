import { useId, useSyncExternalStore } from "react";
import { soundService } from "./soundService.ts";
import "./sound.css";

/** The shell's own section of every game's settings menu: sound on or off, its volume, and music. */
export function SoundSettings() {
  const sound = soundService();
  const settings = useSyncExternalStore(sound.subscribe, sound.settings, sound.settings);
  const volumeId = useId();
  // The player hears the level they chose when they let go of the slider.
  const preview = () => sound.play("select");
  return (
    <fieldset className="gs-sound">
      <legend>Sound</legend>
      <label>
        <input type="checkbox" checked={settings.on} onChange={(event) => sound.setByPlayer({ ...settings, on: event.target.checked })} />
        Sound effects
      </label>
      <label htmlFor={volumeId} className="gs-sound-volume">
        <span>Volume</span>
        <input
          id={volumeId}
          type="range"
          min={0}
          max={100}
          step={5}
          value={settings.volume}
          disabled={!settings.on}
          aria-valuetext={`${settings.volume}%`}
          onChange={(event) => sound.setByPlayer({ ...settings, volume: Number(event.target.value) })}
          onPointerUp={preview}
          onKeyUp={preview}
        />
      </label>
      <label>
        <input type="checkbox" checked={settings.music} disabled={!settings.on} onChange={(event) => sound.setByPlayer({ ...settings, music: event.target.checked })} />
        Music
      </label>
    </fieldset>
  );
}
