import { CUES, type SoundCue } from "./cues.ts";
import { gainOf, readSoundSettings, sameSound, writeSoundSettings, type SoundSettings } from "./settings.ts";
import { noiseBuffer, playVoices } from "./synth.ts";

/**
 * The frame's one sound service. Browsers let a page make sound only after the player's tap or
 * key: the AudioContext is created (or resumed) on the first one, and nothing plays before. While
 * the page is hidden it stays silent; one master gain carries the volume.
 */
export interface SoundService {
  play(cue: SoundCue): void;
  settings(): SoundSettings;
  /** The player changed the settings here: kept in this browser and told to `onPlayerChange` listeners (the host saves them). */
  setByPlayer(settings: SoundSettings): void;
  /** Settings from the player's account (the host page): kept in this browser too, not reported back. */
  setFromAccount(settings: SoundSettings): void;
  /** Re-renders the settings' readers. */
  subscribe(listener: () => void): () => void;
  onPlayerChange(listener: (settings: SoundSettings) => void): () => void;
}

interface Output {
  context: AudioContext;
  master: GainNode;
  noise: AudioBuffer;
}

/** The events that count as the player's gesture (HTML's user activation). */
const GESTURES = ["pointerdown", "pointerup", "touchend", "keydown"] as const;
/** The same cue twice within this many ms plays once (an auto-complete's burst of moves). */
const REPEAT_MS = 45;

function createBrowserSoundService(): SoundService {
  let settings = readSoundSettings();
  let output: Output | null = null;
  const listeners = new Set<() => void>();
  const playerListeners = new Set<(settings: SoundSettings) => void>();
  const lastPlayed = new Map<SoundCue, number>();

  const hidden = () => document.visibilityState === "hidden";

  const applyGain = () => {
    if (!output) return;
    const level = hidden() ? 0 : gainOf(settings);
    output.master.gain.setTargetAtTime(level, output.context.currentTime, 0.015);
  };

  /** Called from a gesture: the one moment a browser lets sound start. */
  const unlock = () => {
    if (!settings.on || hidden()) return;
    if (!output) {
      try {
        const context = new AudioContext();
        const master = context.createGain();
        master.gain.value = gainOf(settings);
        // A gentle compressor keeps overlapping cues from ever clipping.
        const limiter = context.createDynamicsCompressor();
        limiter.threshold.value = -12;
        limiter.ratio.value = 4;
        master.connect(limiter).connect(context.destination);
        output = { context, master, noise: noiseBuffer(context) };
      } catch {
        // No Web Audio (an old or locked-down browser): the games play on in silence.
        return;
      }
    }
    if (output.context.state === "suspended") void output.context.resume().catch(() => {});
  };

  const onVisibility = () => {
    if (!output) return;
    applyGain();
    if (hidden()) void output.context.suspend().catch(() => {});
    else if (settings.on) void output.context.resume().catch(() => {});
  };

  for (const type of GESTURES) window.addEventListener(type, unlock, { capture: true, passive: true });
  document.addEventListener("visibilitychange", onVisibility);

  const change = (next: SoundSettings) => {
    if (sameSound(next, settings)) return false;
    settings = next;
    writeSoundSettings(next);
    applyGain();
    for (const listener of listeners) listener();
    return true;
  };

  return {
    play(cue) {
      if (!output || !settings.on || settings.volume === 0 || hidden()) return;
      const now = performance.now();
      if (now - (lastPlayed.get(cue) ?? -Infinity) < REPEAT_MS) return;
      lastPlayed.set(cue, now);
      playVoices(output.context, CUES[cue], output.master, output.noise);
    },
    settings: () => settings,
    setByPlayer(next) {
      if (!change(next)) return;
      // Turning sound on is itself a tap or a key: the context may start now.
      unlock();
      for (const listener of playerListeners) listener(next);
    },
    setFromAccount(next) {
      change(next);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onPlayerChange(listener) {
      playerListeners.add(listener);
      return () => playerListeners.delete(listener);
    },
  };
}

/** Where there is no page (server rendering, unit tests): settings held in memory, nothing plays. */
function createSilentSoundService(): SoundService {
  let settings = readSoundSettings();
  const listeners = new Set<() => void>();
  const set = (next: SoundSettings) => {
    settings = next;
    for (const listener of listeners) listener();
  };
  return {
    play() {},
    settings: () => settings,
    setByPlayer: set,
    setFromAccount: set,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onPlayerChange: () => () => {},
  };
}

let service: SoundService | null = null;

/** The frame's sound service, made on first use. */
export function soundService(): SoundService {
  service ??= typeof window === "undefined" || typeof document === "undefined" ? createSilentSoundService() : createBrowserSoundService();
  return service;
}

/** Plays a cue for something a game shows of its own (a tile picked up, a free hint). */
export function playSound(cue: SoundCue): void {
  soundService().play(cue);
}
