/**
 * The player's sound settings: on or off, a volume from 0 to 100, and background music on or off.
 * Kept in this browser (all games share one choice) and, for a signed-in player, in the server's
 * preferences through the host page (see soundBridge in useGameSession.ts and client/play/GamePlayer.tsx).
 */
import * as z from "zod/mini";
import { readStored, writeStored } from "../storage.ts";

export interface SoundSettings {
  on: boolean;
  volume: number;
  /** Background music (with sound on): off unless the player turns it on. */
  music: boolean;
}

export const soundSettings = z.object({
  on: z.boolean(),
  volume: z.int().check(z.minimum(0), z.maximum(100)),
  // Settings kept before there was music have none: they read as music off.
  music: z.optional(z.boolean()),
});

/**
 * On, at a moderate volume: players missed sound in every game (the reviews' second finding), the
 * browser keeps everything silent until the player's first tap or key anyway, and 60 of 100 sits
 * under a video or music playing next to the game. Music is the player's to ask for: many play
 * with their own music or in quiet rooms.
 */
export const DEFAULT_SOUND: SoundSettings = { on: true, volume: 60, music: false };

const STORAGE_KEY = "playden.sound";

/** Settings from anywhere outside (storage, a message); null when they are not settings. */
export function parseSoundSettings(raw: unknown): SoundSettings | null {
  const parsed = soundSettings.safeParse(raw);
  return parsed.success ? { on: parsed.data.on, volume: parsed.data.volume, music: parsed.data.music ?? false } : null;
}

export function readSoundSettings(): SoundSettings {
  return parseSoundSettings(readStored(STORAGE_KEY)) ?? DEFAULT_SOUND;
}

export function writeSoundSettings(settings: SoundSettings): void {
  writeStored(STORAGE_KEY, settings);
}

export function sameSound(a: SoundSettings, b: SoundSettings): boolean {
  return a.on === b.on && a.volume === b.volume && a.music === b.music;
}

/** The master gain for a volume: perceived loudness follows a curve, so half the slider sounds about half as loud. */
export function gainOf(settings: SoundSettings): number {
  if (!settings.on) return 0;
  return (settings.volume / 100) ** 2;
}
