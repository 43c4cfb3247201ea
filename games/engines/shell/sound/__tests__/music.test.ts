import { describe, expect, it } from "vitest";
import { gameManifests } from "../../../../registry.ts";
import { loopLength, MUSIC_FAMILIES, musicFamilyOf, notesBetween, TUNES, tuneVoices } from "../music.ts";

describe("background music", () => {
  it("gives every catalog category a family, and nothing else one", () => {
    expect(musicFamilyOf("SOL")).toBe("cards");
    expect(musicFamilyOf("MAH")).toBe("tiles");
    expect(musicFamilyOf("PUZ")).toBe("puzzles");
    expect(musicFamilyOf("WOR")).toBe("words");
    expect(musicFamilyOf("HO")).toBe("arcade");
    expect(musicFamilyOf("XYZ")).toBeNull();
    for (const game of gameManifests) expect(musicFamilyOf(game.category), game.slug).not.toBeNull();
  });

  it("has a quiet loop of a few chords for each family, every note ending within its pass", () => {
    for (const family of MUSIC_FAMILIES) {
      const tune = TUNES[family];
      expect(tune.chords.length, family).toBeGreaterThanOrEqual(3);
      const voices = tuneVoices(tune);
      for (const voice of voices) {
        expect(voice.gain, family).toBeLessThanOrEqual(0.06);
        expect(voice.at + voice.dur, family).toBeLessThanOrEqual(loopLength(tune) + tune.step * 2);
        expect(voice.freq, family).toBeGreaterThan(60);
        expect(voice.freq, family).toBeLessThan(1200);
      }
    }
  });

  it("schedules each note once across windows and loops, in order", () => {
    const tune = TUNES.cards;
    const length = loopLength(tune);
    const perPass = tuneVoices(tune).length;
    // Windows of uneven sizes, as a timer's ticks come, over two and a half passes.
    const edges = [0, 0.3, 1.7, 1.71, 4, length, length + 2.2, 2 * length, 2.5 * length];
    const windowed = edges.slice(1).flatMap((to, index) => notesBetween(tune, edges[index]!, to));
    expect(windowed).toEqual(notesBetween(tune, 0, 2.5 * length));
    const starts = windowed.map((note) => note.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(notesBetween(tune, 0, 2 * length)).toHaveLength(2 * perPass);
    // The second pass repeats the first, a loop's length later.
    const first = notesBetween(tune, 0, length).map((note) => note.voice.freq);
    const second = notesBetween(tune, length, 2 * length).map((note) => note.voice.freq);
    expect(second).toEqual(first);
    expect(notesBetween(tune, 5, 5)).toEqual([]);
  });
});
