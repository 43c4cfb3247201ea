/**
 * Jigsaw Joy's picture packs, read from the store's catalog (data/store_images.json "JIG"): the
 * gallery shows their titles and prices, and the rules accept only pictures that exist in them.
 */
import storeImages from "../../data/store_images.json";

export interface PicturePack {
  readonly id: string;
  readonly title: string;
  readonly price: number;
  /** The pictures' names, in the pack's order; a picture is named by its index here. */
  readonly items: readonly string[];
}

export const PACKS: readonly PicturePack[] = storeImages.JIG.map((pack) => ({ id: pack.id, title: pack.title, price: pack.price, items: pack.items }));

export function packById(id: string): PicturePack | undefined {
  return PACKS.find((pack) => pack.id === id);
}

/** The free pack every player starts with (price 0 in the store). */
export const STARTER_PACK = PACKS.find((pack) => pack.price === 0)?.id ?? PACKS[0]!.id;
