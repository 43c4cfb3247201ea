/**
 * The pictures of every Playful Painter pack, in the order of the packs' items in
 * data/store_images.json ("PAI"); the pictures test checks the names match. Each picture is
 * built the first time it is asked for and kept.
 */
import type { Picture } from "./kit.ts";
import { ANIMAL_PICTURES } from "./animals.ts";
import { BIRD_PICTURES } from "./birds.ts";
import { FLOWER_PICTURES } from "./flowers.ts";
import { FOLK_PICTURES } from "./folk.ts";
import { HOME_PICTURES } from "./home.ts";
import { OCEAN_PICTURES } from "./ocean.ts";
import { SEASIDE_PICTURES } from "./seaside.ts";
import { STARTER_PICTURES } from "./starter.ts";
import { SWEET_PICTURES } from "./sweets.ts";
import { TRAVEL_PICTURES } from "./travel.ts";

export const PACK_PICTURES: Readonly<Record<string, readonly (() => Picture)[]>> = {
  PAI_STARTER: STARTER_PICTURES,
  PAI_FLOWERS: FLOWER_PICTURES,
  PAI_BIRDS: BIRD_PICTURES,
  PAI_SWEETS: SWEET_PICTURES,
  PAI_SEASIDE: SEASIDE_PICTURES,
  PAI_FOLK: FOLK_PICTURES,
  PAI_ANIMALS: ANIMAL_PICTURES,
  PAI_OCEAN: OCEAN_PICTURES,
  PAI_HOME: HOME_PICTURES,
  PAI_TRAVEL: TRAVEL_PICTURES,
};

/** Pictures per pack. */
export const PICTURES_PER_PACK = 6;

const built = new Map<string, Picture>();

/** The picture, or null for a pack or index that does not exist. */
export function pictureOf(pack: string, index: number): Picture | null {
  const make = Object.hasOwn(PACK_PICTURES, pack) ? PACK_PICTURES[pack]![index] : undefined;
  if (!make) return null;
  const key = `${pack}:${index}`;
  let picture = built.get(key);
  if (!picture) {
    picture = make();
    built.set(key, picture);
  }
  return picture;
}
