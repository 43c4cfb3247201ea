/**
 * How the player likes to search: the list of objects as words, silhouettes or riddles, and the
 * magnifying lens on or off. Kept with the player's other choices (shell/storage.ts), so the next
 * visit plays the same way; the settings menu shows `<ListModeSettings>`.
 *
 * A display preference, not one of the rules' options: every mode lists the same objects, found
 * by the same clicks and paid the same, so the server has nothing to verify and a round's options
 * (and the rules' version) stay as they are.
 */
import { isRecord } from "../engines/moveShapes.ts";
import { sharedLook } from "../engines/shell/storage.ts";

export const LIST_MODES = ["words", "silhouettes", "riddles"] as const;
export type ListMode = (typeof LIST_MODES)[number];

export const LIST_MODE_NAMES: Record<ListMode, string> = { words: "Words", silhouettes: "Silhouettes", riddles: "Riddles" };

export interface BcaLook {
  list: ListMode;
  lens: boolean;
}

export const DEFAULT_LOOK: BcaLook = { list: "words", lens: false };
const KEY = "playden.bca.look";

/** A kept look as far as it still reads; anything else falls back to the default. */
export function parseBcaLook(raw: unknown): BcaLook {
  const kept = isRecord(raw) ? raw : {};
  return {
    list: LIST_MODES.find((mode) => mode === kept.list) ?? DEFAULT_LOOK.list,
    lens: typeof kept.lens === "boolean" ? kept.lens : DEFAULT_LOOK.lens,
  };
}

const kept = sharedLook(KEY, parseBcaLook, DEFAULT_LOOK);
export const setBcaLook = kept.set;
/** The player's look; the list, the scene and the menu change together. */
export const useBcaLook = kept.use;
