import { afterEach, describe, expect, it, vi } from "vitest";
import { cardSound, faceDownIn } from "../../../cards/cardSound.ts";
import { gridSound } from "../../../grid/gridSound.ts";
import { tileSound } from "../../../tiles/tileSound.ts";
import { wordSound } from "../../../words/wordSound.ts";
import { cueOfMove, cueOfPowerup, warningSecond } from "../cueOf.ts";
import { CUES, cueLength, isSoundCue, SOUND_CUES, type ToneVoice } from "../cues.ts";
import { hostLink } from "../../../../sdk/hostLink.ts";
import { DEFAULT_SOUND, gainOf, parseSoundSettings, readSoundSettings, writeSoundSettings } from "../settings.ts";

afterEach(() => vi.unstubAllGlobals());

describe("the choice of cue for a committed move", () => {
  it("lets the end of the game speak first, then the game's choice, else a plain move", () => {
    expect(cueOfMove("playing", "won", () => "flip")).toBe("win");
    expect(cueOfMove("playing", "lost", () => "flip")).toBe("loss");
    // A move on a lost game (a revive that does not revive) does not mourn twice.
    expect(cueOfMove("lost", "lost", () => "flip")).toBe("flip");
    expect(cueOfMove("playing", "playing", () => "place")).toBe("place");
    expect(cueOfMove("playing", "playing", () => undefined)).toBe("move");
    expect(cueOfMove("playing", "playing", () => null)).toBeNull();
  });

  it("gives Hint its sparkle, Undo a move's sound and other powerups their sweep", () => {
    expect(cueOfPowerup("HI")).toBe("hint");
    expect(cueOfPowerup("UN")).toBe("move");
    expect(cueOfPowerup("FR")).toBe("powerup");
  });

  it("ticks the clock once for each of the last ten seconds only", () => {
    expect(warningSecond(60_000, 49_999)).toBeNull();
    expect(warningSecond(60_000, 50_000)).toBe(10);
    expect(warningSecond(60_000, 50_001)).toBe(10);
    expect(warningSecond(60_000, 58_500)).toBe(2);
    expect(warningSecond(60_000, 59_999)).toBe(1);
    expect(warningSecond(60_000, 60_000)).toBeNull();
    expect(warningSecond(60_000, 70_000)).toBeNull();
  });
});

describe("the families' cues", () => {
  type Table = { home: number; columns: { down: number[]; up: number[] }[]; stock: number[] };
  const sound = cardSound<Table, null>({ home: (table) => table.home, faceDown: (table) => faceDownIn(table.columns), stock: (table) => table.stock.length });
  const table = (home: number, down: number[], stock: number): Table => ({ home, columns: [{ down, up: [9] }], stock: Array.from({ length: stock }, (_, card) => card) });

  it("cards: home is a place, a card turned up or drawn a flip, ten dealt or the waste turned back a deal", () => {
    expect(sound(table(0, [1, 2], 20), null, table(1, [1, 2], 20))).toBe("place");
    expect(sound(table(0, [1, 2], 20), null, table(0, [1], 20))).toBe("flip");
    expect(sound(table(0, [1, 2], 20), null, table(0, [1, 2], 17))).toBe("flip");
    expect(sound(table(0, [1, 2], 20), null, table(0, [1, 2], 10))).toBe("deal");
    expect(sound(table(0, [1, 2], 0), null, table(0, [1, 2], 24))).toBe("deal");
    expect(sound(table(0, [1, 2], 20), null, table(0, [1, 2], 20))).toBe("move");
    // A card home that uncovers another: home wins.
    expect(sound(table(0, [1, 2], 20), null, table(1, [1], 20))).toBe("place");
  });

  it("tiles chime for a pair taken, words for a word found, grids settle for what is filled in", () => {
    const tiles = tileSound<number, null>((pairs) => pairs);
    expect(tiles(3, null, 4)).toBe("match");
    expect(tiles(3, null, 3)).toBe("move");
    const words = wordSound<number, null>((found) => found);
    expect(words(0, null, 1)).toBe("match");
    expect(words(1, null, 1)).toBe("flip");
    const grid = gridSound<number, null>((filled) => filled);
    expect(grid(5, null, 6)).toBe("place");
    expect(grid(5, null, 4)).toBe("move");
    expect(grid(5, null, 5)).toBe("select");
  });
});

describe("the cues themselves", () => {
  it("has every named cue, short and soft", () => {
    for (const cue of SOUND_CUES) {
      expect(CUES[cue].length, cue).toBeGreaterThan(0);
      expect(cueLength(cue), cue).toBeLessThanOrEqual(1.2);
      for (const voice of CUES[cue]) {
        expect(voice.gain, cue).toBeGreaterThan(0);
        expect(voice.gain, cue).toBeLessThanOrEqual(0.25);
      }
    }
    expect(isSoundCue("win")).toBe(true);
    expect(isSoundCue("fanfare")).toBe(false);
  });

  it("wins rising and loses falling", () => {
    // The lead notes (the quiet ones above them are colour).
    const leads = (cue: "win" | "loss") => CUES[cue].filter((voice): voice is ToneVoice => voice.kind === "tone" && voice.gain >= 0.1).map((voice) => voice.freq);
    const win = leads("win");
    const loss = leads("loss");
    expect(win.length).toBeGreaterThanOrEqual(3);
    expect(loss.length).toBeGreaterThanOrEqual(3);
    expect(win).toEqual([...win].sort((a, b) => a - b));
    expect(loss).toEqual([...loss].sort((a, b) => b - a));
  });
});

describe("sound settings", () => {
  it("accepts only on/off with a whole volume from 0 to 100, and music on/off", () => {
    expect(parseSoundSettings({ on: false, volume: 35, music: true })).toEqual({ on: false, volume: 35, music: true });
    // Kept before there was music: music off.
    expect(parseSoundSettings({ on: false, volume: 35 })).toEqual({ on: false, volume: 35, music: false });
    expect(parseSoundSettings({ on: true, volume: 35, music: "yes" })).toBeNull();
    expect(parseSoundSettings({ on: true, volume: 101 })).toBeNull();
    expect(parseSoundSettings({ on: true, volume: 2.5 })).toBeNull();
    expect(parseSoundSettings({ on: "yes", volume: 50 })).toBeNull();
    expect(parseSoundSettings(null)).toBeNull();
    expect(parseSoundSettings("loud")).toBeNull();
  });

  it("are remembered in this browser, and fall back to the default when what is kept does not read", () => {
    // Without a host page the frame's storage is its link's own (games/sdk/hostLink.ts).
    const storage = hostLink().storage;
    storage.removeItem("playden.sound");
    expect(readSoundSettings()).toEqual(DEFAULT_SOUND);
    writeSoundSettings({ on: false, volume: 20, music: true });
    expect(readSoundSettings()).toEqual({ on: false, volume: 20, music: true });
    storage.setItem("playden.sound", "{not json");
    expect(readSoundSettings()).toEqual(DEFAULT_SOUND);
    storage.setItem("playden.sound", JSON.stringify({ on: true, volume: -4 }));
    expect(readSoundSettings()).toEqual(DEFAULT_SOUND);
  });

  it("default to on at a moderate volume without music; off or zero is silence; the gain follows a loudness curve", () => {
    expect(DEFAULT_SOUND.on).toBe(true);
    expect(DEFAULT_SOUND.music).toBe(false);
    expect(DEFAULT_SOUND.volume).toBeGreaterThan(30);
    expect(DEFAULT_SOUND.volume).toBeLessThan(80);
    expect(gainOf({ on: false, volume: 100, music: false })).toBe(0);
    expect(gainOf({ on: true, volume: 0, music: false })).toBe(0);
    expect(gainOf({ on: true, volume: 100, music: false })).toBe(1);
    expect(gainOf({ on: true, volume: 50, music: true })).toBeCloseTo(0.25);
  });
});
