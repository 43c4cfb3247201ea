/**
 * Soft background music, one loop per game family, as plain data: a few chords, each a bar of a
 * slow arpeggio over a held low note. soundService.ts schedules the notes a little ahead on the
 * AudioContext's clock; this module only says which notes fall when.
 */
import type { ToneVoice } from "./cues.ts";

export const MUSIC_FAMILIES = ["cards", "tiles", "puzzles", "words", "arcade"] as const;
export type MusicFamily = (typeof MUSIC_FAMILIES)[number];

/** The family of a catalog category (data/game_cats.json, a manifest's `category`); null plays none. */
export function musicFamilyOf(category: string): MusicFamily | null {
  switch (category) {
    case "SOL":
      return "cards";
    case "MAH":
      return "tiles";
    case "PUZ":
      return "puzzles";
    case "WOR":
      return "words";
    case "HO":
      return "arcade";
    default:
      return null;
  }
}

export interface Tune {
  /** Seconds per arpeggio note. */
  readonly step: number;
  /** One chord per bar, as MIDI note numbers, lowest first. */
  readonly chords: readonly (readonly number[])[];
  /** The chord tones of a bar's arpeggio, one per step (indices into the chord). */
  readonly pattern: readonly number[];
  readonly wave: ToneVoice["wave"];
}

// Slow and quiet in the manner of the cues: major keys, no drums, nothing that asks for attention.
export const TUNES: Readonly<Record<MusicFamily, Tune>> = {
  // A parlour waltz in F: F, Dm, Bb, C.
  cards: { step: 0.42, wave: "triangle", pattern: [0, 1, 2, 1, 2, 1], chords: [[65, 69, 72], [62, 65, 69], [58, 62, 65], [60, 64, 67]] },
  // Pentatonic and open, for the tiles' journeys: D, Bm, G, A as fifths and sixths.
  tiles: { step: 0.5, wave: "sine", pattern: [0, 2, 1, 2, 0, 1, 2, 1], chords: [[62, 69, 74], [59, 66, 71], [55, 62, 71], [57, 64, 69]] },
  // A thinking loop in C: C, Am, F, G, rising slowly.
  puzzles: { step: 0.45, wave: "sine", pattern: [0, 1, 2, 1, 0, 1, 2, 1], chords: [[60, 64, 67], [57, 60, 64], [53, 57, 60], [55, 59, 62]] },
  // Light and bright in G: G, Em, C, D.
  words: { step: 0.38, wave: "triangle", pattern: [0, 2, 1, 2, 0, 2, 1, 2], chords: [[67, 71, 74], [64, 67, 71], [60, 64, 67], [62, 66, 69]] },
  // A gentle sense of exploring in A minor: Am, F, C, G.
  arcade: { step: 0.4, wave: "sine", pattern: [0, 1, 2, 0, 1, 2, 1, 2], chords: [[57, 60, 64], [53, 57, 60], [60, 64, 67], [55, 59, 62]] },
};

/** Peak levels before the master volume: well under the cues, which should stand out over it. */
const ARPEGGIO_GAIN = 0.05;
const BASS_GAIN = 0.04;

const frequencyOf = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);

/** Seconds of one pass through the tune. */
export function loopLength(tune: Tune): number {
  return tune.chords.length * tune.pattern.length * tune.step;
}

/** Every note of one pass, `at` seconds from its start. */
export function tuneVoices(tune: Tune): ToneVoice[] {
  const bar = tune.pattern.length * tune.step;
  return tune.chords.flatMap((chord, index) => {
    const start = index * bar;
    // The root an octave down, held through the bar, and eased in so that it swells rather than strikes.
    const bass: ToneVoice = { kind: "tone", wave: "sine", freq: frequencyOf(chord[0]! - 12), at: start, dur: bar, gain: BASS_GAIN, attack: 0.25 };
    const arpeggio = tune.pattern.map(
      (tone, step): ToneVoice => ({ kind: "tone", wave: tune.wave, freq: frequencyOf(chord[tone]!), at: start + step * tune.step, dur: tune.step * 2, gain: ARPEGGIO_GAIN, attack: 0.03 }),
    );
    return [bass, ...arpeggio];
  });
}

/** A note to schedule: its voice and its start, in seconds since the music began. */
export interface ScheduledNote {
  readonly start: number;
  readonly voice: ToneVoice;
}

/** The notes of the looping tune that start in [from, to) seconds since the music began, in order. */
export function notesBetween(tune: Tune, from: number, to: number): ScheduledNote[] {
  const length = loopLength(tune);
  const voices = tuneVoices(tune);
  const notes: ScheduledNote[] = [];
  for (let pass = Math.max(0, Math.floor(from / length)); pass * length < to; pass += 1) {
    for (const voice of voices) {
      const start = pass * length + voice.at;
      if (start >= from && start < to) notes.push({ start, voice });
    }
  }
  return notes.sort((a, b) => a.start - b.start);
}
