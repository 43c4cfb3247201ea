/**
 * The player's sound settings: on or off, and a volume from 0 to 100. Kept in this browser (all
 * games share one choice) and, for a signed-in player, in the server's preferences through the
 * host page (see soundBridge in useGameSession.ts and client/play/GamePlayer.tsx).
 */
import * as z from "zod/mini";
import { readStored, writeStored } from "../storage.ts";

export const soundSettings = z.object({
  on: z.boolean(),
  volume: z.int().check(z.minimum(0), z.maximum(100)),
});
export type SoundSettings = z.infer<typeof soundSettings>;

/**
 * On, at a moderate volume: players missed sound in every game (the reviews' second finding), the
 * browser keeps everything silent until the player's first tap or key anyway, and 60 of 100 sits
 * under a video or music playing next to the game.
 */
export const DEFAULT_SOUND: SoundSettings = { on: true, volume: 60 };

const STORAGE_KEY = "playden.sound";

/** Settings from anywhere outside (storage, a message); null when they are not settings. */
export function parseSoundSettings(raw: unknown): SoundSettings | null {
  const parsed = soundSettings.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export function readSoundSettings(): SoundSettings {
  return parseSoundSettings(readStored(STORAGE_KEY)) ?? DEFAULT_SOUND;
}

export function writeSoundSettings(settings: SoundSettings): void {
  writeStored(STORAGE_KEY, settings);
}

export function sameSound(a: SoundSettings, b: SoundSettings): boolean {
  return a.on === b.on && a.volume === b.volume;
}

/** The master gain for a volume: perceived loudness follows a curve, so half the slider sounds about half as loud. */
export function gainOf(settings: SoundSettings): number {
  if (!settings.on) return 0;
  return (settings.volume / 100) ** 2;
}
