import type { ItemKind } from "../generated/prisma/client.ts";
import { isCountable } from "../inventory/inventory.ts";
import type { StoreCatalog, StoreProduct } from "./storeCatalog.ts";

/**
 * What the player reads about items: names in the purchase history and the inventory, and the
 * message after a purchase. Built here so the game shell, the portal and the REST shim say the same.
 */

const englishPlural = new Intl.PluralRules("en-US");

/** "Hint" → "Hints", "Freeze" → "Freezes"; names that are already plural ("More Cards", "Seeds") stay. */
export function pluralNoun(noun: string): string {
  if (/s$/i.test(noun)) return noun;
  if (/(x|z|ch|sh)$/i.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** "15 Hints", "1 Challenge Slot". */
export function countedNoun(count: number, noun: string): string {
  return `${count} ${englishPlural.select(count) === "one" ? noun : pluralNoun(noun)}`;
}

/** What kind of thing a title names, when the title alone does not say ("Paris" is a city pack). */
const KIND_NOUN: Partial<Record<ItemKind, string>> = { IMAGE_PACK: "pack", CITY_PACK: "city pack", PIN_BOARD: "pinboard", PIN: "pin" };

/** An item's name as a player reads it: "Hint", "Paris city pack", "Cherry Blossoms pinboard", "Welcome pin". */
export function itemName(kind: ItemKind, title: string): string {
  const noun = KIND_NOUN[kind];
  return noun ? `${title} ${noun}` : title;
}

/** "Hint x20 - Big City Adventure": the item, its pack size, and the game it is for (none for the portal's own items). */
export function billLine(catalog: StoreCatalog, bill: { kind: ItemKind; gameId: string; title: string }): string {
  const gameName = catalog.gameName(bill.gameId);
  return gameName ? `${itemName(bill.kind, bill.title)} - ${gameName}` : itemName(bill.kind, bill.title);
}

/** "A and B", "A, B and C". */
export function listing(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/**
 * The success message of a purchase: "15 Hints added", "Paris city pack added, with 10 Hints and
 * 2 Freeze Frames", "Cherry Blossoms pinboard added".
 */
export function purchaseMessage(catalog: StoreCatalog, product: StoreProduct, unitsGranted: number, powerupsGranted: Record<string, number>): string {
  const name = itemName(product.kind, product.title);
  const what = isCountable(product.kind) ? countedNoun(unitsGranted, name) : name;
  const extras = Object.entries(powerupsGranted).map(([id, count]) => countedNoun(count, catalog.itemTitle("POWERUP", product.gameId, id)));
  return extras.length > 0 ? `${what} added, with ${listing(extras)}` : `${what} added`;
}

/** Why a free pack is refused: "Paris city pack is free to play, so it is not sold." */
export function freeItemMessage(product: StoreProduct): string {
  return `${itemName(product.kind, product.title)} is free to play, so it is not sold.`;
}
