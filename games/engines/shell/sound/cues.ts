/**
 * The shell's sound cues as plain data: each is a few soft voices (sine and triangle tones, bursts
 * of filtered noise for cards) with a fast attack and a gentle decay, in the quiet, rounded manner
 * of Microsoft Solitaire Collection rather than 8-bit beeps. synth.ts plays them with Web Audio.
 */

export const SOUND_CUES = ["deal", "move", "flip", "place", "match", "select", "invalid", "hint", "powerup", "clockWarning", "win", "loss"] as const;
export type SoundCue = (typeof SOUND_CUES)[number];

/** Every wave a tone may have: the type comes from the list, so the sound service warms each one (soundService.ts). */
export const TONE_WAVES = ["sine", "triangle"] as const;

/** A tone: `freq` Hz gliding to `toFreq` (if given) over its `dur` seconds, from `at` seconds into the cue. */
export interface ToneVoice {
  readonly kind: "tone";
  readonly wave: (typeof TONE_WAVES)[number];
  readonly freq: number;
  readonly toFreq?: number;
  readonly at: number;
  readonly dur: number;
  /** Peak level, before the master volume (0..1; the loudest cue stays well under 1 in sum). */
  readonly gain: number;
  /** Seconds to the peak, when slower than a cue's quick attack (the music's swelling notes). */
  readonly attack?: number;
}

/** White noise through a band-pass filter at `band` Hz: the swish of a card on felt. */
export interface NoiseVoice {
  readonly kind: "noise";
  readonly band: number;
  readonly at: number;
  readonly dur: number;
  readonly gain: number;
}

export type Voice = ToneVoice | NoiseVoice;

const tone = (wave: ToneVoice["wave"], freq: number, at: number, dur: number, gain: number, toFreq?: number): ToneVoice =>
  toFreq === undefined ? { kind: "tone", wave, freq, at, dur, gain } : { kind: "tone", wave, freq, toFreq, at, dur, gain };
const noise = (band: number, at: number, dur: number, gain: number): NoiseVoice => ({ kind: "noise", band, at, dur, gain });

// Notes of C major (Hz): the cues share one key so that quick sequences sound like one tune.
const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;
const D6 = 1174.66;
const E6 = 1318.51;
const G6 = 1567.98;
const C7 = 2093;
const G4 = 392;
const E4 = 329.63;
const C4 = 261.63;

export const CUES: Readonly<Record<SoundCue, readonly Voice[]>> = {
  // A short riffle: six swishes in quick succession.
  deal: [0, 0.05, 0.1, 0.15, 0.2, 0.25].map((at, index) => noise(2600 + index * 150, at, 0.06, 0.16)),
  // A card or piece slid into place: a swish with a soft wooden knock under it.
  move: [noise(2200, 0, 0.07, 0.18), tone("triangle", 330, 0.02, 0.07, 0.1, 260)],
  // A card turned face up: a crisp, short snap.
  flip: [noise(4200, 0, 0.045, 0.2), tone("sine", E6, 0, 0.05, 0.05)],
  // A card home on its foundation: a bright, round tock.
  place: [tone("sine", C6, 0, 0.14, 0.2, G5), tone("triangle", G6, 0, 0.07, 0.04)],
  // A pair or a word: two rising chime notes.
  match: [tone("sine", G5, 0, 0.22, 0.16), tone("sine", D6, 0.07, 0.28, 0.14), tone("triangle", G6, 0.07, 0.1, 0.03)],
  // A tile or card picked up: a light tick.
  select: [tone("sine", C6, 0, 0.06, 0.1)],
  // Not allowed: a soft, low double bump, never a buzzer.
  invalid: [tone("triangle", 220, 0, 0.12, 0.16, 190), tone("triangle", 196, 0.1, 0.14, 0.13, 165)],
  // A sparkle of three high notes.
  hint: [tone("sine", G6, 0, 0.16, 0.07), tone("sine", C7, 0.06, 0.16, 0.06), tone("sine", E6 * 2, 0.12, 0.22, 0.05)],
  // A rising sweep with a sparkle on top.
  powerup: [tone("sine", 440, 0, 0.26, 0.13, 880), tone("triangle", 660, 0.05, 0.24, 0.06, 1320), tone("sine", C7, 0.22, 0.18, 0.05)],
  // A clock's soft tick in the last seconds.
  clockWarning: [tone("sine", 1000, 0, 0.05, 0.1), tone("triangle", 500, 0, 0.04, 0.05)],
  // A short rising arpeggio that ends on a held chord note.
  win: [
    tone("triangle", C5, 0, 0.3, 0.14),
    tone("triangle", E5, 0.1, 0.3, 0.14),
    tone("triangle", G5, 0.2, 0.3, 0.14),
    tone("triangle", C6, 0.3, 0.7, 0.15),
    tone("sine", C7, 0.3, 0.5, 0.04),
    tone("sine", E6, 0.42, 0.5, 0.04),
  ],
  // A soft falling figure, sagging a little on the last note.
  loss: [tone("sine", G4, 0, 0.32, 0.14), tone("sine", E4, 0.18, 0.32, 0.13), tone("sine", C4, 0.36, 0.7, 0.13, C4 * 0.94)],
};

/** Seconds from a cue's start to its last voice's end. */
export function cueLength(cue: SoundCue): number {
  return Math.max(...CUES[cue].map((voice) => voice.at + voice.dur));
}

export function isSoundCue(value: unknown): value is SoundCue {
  return typeof value === "string" && (SOUND_CUES as readonly string[]).includes(value);
}
