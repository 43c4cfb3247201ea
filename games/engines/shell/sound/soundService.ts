import { CUES, TONE_WAVES, type SoundCue } from "./cues.ts";
import { gainOf, readSoundSettings, sameSound, writeSoundSettings, type SoundSettings } from "./settings.ts";
import { notesBetween, TUNES, type MusicFamily } from "./music.ts";
import { noiseBuffer, playTone, playVoices } from "./synth.ts";

/**
 * The frame's one sound service. Browsers let a page make sound only after the player's tap or
 * key: the AudioContext is created (or resumed) on the first one, and nothing plays before. While
 * the page is hidden it stays silent; one master gain carries the volume. Background music (the
 * game family's loop, when the player turned it on) plays under the cues through its own gain.
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
  /** The game's music (its family's loop), set once as the frame starts. */
  setMusicFamily(family: MusicFamily | null): void;
  /** Held: the music fades out (a win or loss panel shows) until released (the next game). */
  holdMusic(held: boolean): void;
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
/**
 * Music is scheduled on the AudioContext's clock this many seconds ahead, by a timer every
 * MUSIC_TICK_MS: no JavaScript per note or per frame, and a late timer never leaves a gap.
 */
const MUSIC_AHEAD_S = 1.5;
const MUSIC_TICK_MS = 500;
/** The music's own level under the master volume: a background, the cues stay clear over it. */
const MUSIC_LEVEL = 0.6;
/** Seconds to fade the music in, and out (a muted or hidden page, a finished game). */
const MUSIC_FADE_IN_S = 2;
const MUSIC_FADE_OUT_S = 1.2;

interface Music {
  gain: GainNode;
  /** The context's time the loop began at. */
  began: number;
  /** Seconds since `began` up to which notes are scheduled. */
  until: number;
  timer: ReturnType<typeof setInterval>;
}

/**
 * A context builds a wave's tables the first time an oscillator of that wave is made: tens of ms
 * on a phone-class CPU, which the first move's sound would pay for (issue 28). They are built
 * once the page is idle after the player's first gesture, an oscillator per wave that never plays.
 */
function warmWaves(context: AudioContext): void {
  const later = typeof requestIdleCallback === "function" ? (work: () => void) => requestIdleCallback(work, { timeout: 1_000 }) : (work: () => void) => setTimeout(work, 50);
  for (const wave of TONE_WAVES) {
    later(() => {
      const oscillator = context.createOscillator();
      oscillator.type = wave;
    });
  }
}

function createBrowserSoundService(): SoundService {
  let settings = readSoundSettings();
  let output: Output | null = null;
  const listeners = new Set<() => void>();
  const playerListeners = new Set<(settings: SoundSettings) => void>();
  const lastPlayed = new Map<SoundCue, number>();
  let musicFamily: MusicFamily | null = null;
  let musicHeld = false;
  let music: Music | null = null;

  const hidden = () => document.visibilityState === "hidden";

  /** Schedules the notes up to MUSIC_AHEAD_S from now; notes a late timer missed are skipped, not played in a heap. */
  const scheduleMusic = (out: Output, playing: Music, family: MusicFamily) => {
    const now = out.context.currentTime - playing.began;
    const ahead = now + MUSIC_AHEAD_S;
    for (const note of notesBetween(TUNES[family], Math.max(playing.until, now), ahead)) playTone(out.context, note.voice, playing.began + note.start, playing.gain);
    playing.until = Math.max(playing.until, ahead);
  };

  const startMusic = (out: Output, family: MusicFamily): Music => {
    const gain = out.context.createGain();
    const now = out.context.currentTime;
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(MUSIC_LEVEL, now + MUSIC_FADE_IN_S);
    gain.connect(out.master);
    const playing: Music = { gain, began: now + 0.05, until: 0, timer: setInterval(() => scheduleMusic(out, playing, family), MUSIC_TICK_MS) };
    scheduleMusic(out, playing, family);
    return playing;
  };

  /** Notes already scheduled fade with their gain, which then leaves the graph. */
  const stopMusic = ({ gain, timer }: Music) => {
    clearInterval(timer);
    const now = gain.context.currentTime;
    gain.gain.cancelScheduledValues(now);
    gain.gain.setValueAtTime(gain.gain.value, now);
    gain.gain.linearRampToValueAtTime(0, now + MUSIC_FADE_OUT_S);
    setTimeout(() => gain.disconnect(), (MUSIC_AHEAD_S + MUSIC_FADE_OUT_S) * 1000 + 100);
  };

  /** Starts or stops the music as the settings, the page and the game now allow. */
  const updateMusic = () => {
    const wanted = settings.on && settings.music && settings.volume > 0 && !hidden() && !musicHeld;
    if (wanted && !music && output && musicFamily) music = startMusic(output, musicFamily);
    else if (!wanted && music) {
      stopMusic(music);
      music = null;
    }
  };

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
        warmWaves(context);
      } catch {
        // No Web Audio (an old or locked-down browser): the games play on in silence.
        return;
      }
    }
    if (output.context.state === "suspended") void output.context.resume().catch(() => {});
    updateMusic();
  };

  const onVisibility = () => {
    if (!output) return;
    applyGain();
    updateMusic();
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
    updateMusic();
    for (const listener of listeners) listener();
    return true;
  };

  return {
    play(cue) {
      if (!output || !settings.on || settings.volume === 0 || hidden()) return;
      const now = performance.now();
      if (now - (lastPlayed.get(cue) ?? -Infinity) < REPEAT_MS) return;
      lastPlayed.set(cue, now);
      // The cue's nodes are made in a task of their own, after the move's: each node made waits on
      // the audio thread's graph lock (tens of ms on a busy phone-class CPU, issue 28), and the move
      // shows only once its task is over, so the sound still comes with the frame it belongs to.
      const { context, master, noise } = output;
      setTimeout(() => playVoices(context, CUES[cue], master, noise), 0);
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
    setMusicFamily(family) {
      musicFamily = family;
      updateMusic();
    },
    holdMusic(held) {
      musicHeld = held;
      updateMusic();
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
    setMusicFamily() {},
    holdMusic() {},
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
