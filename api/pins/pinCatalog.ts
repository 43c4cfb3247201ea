import { unitPrice, type StoreCatalog, type StorePin, type StorePinCategory } from "../store/storeCatalog.ts";
import { challengeCatalog, type ChallengeCatalog } from "../challenges/catalog.ts";
import { SEASON_THRESHOLDS } from "../challenges/constants.ts";

/**
 * The pin catalog as players browse it: search by name and keyword (the pin's own and its
 * categories'), filter by category, and the ways to get a pin.
 */

export interface PinFilter {
  /** Words that must each appear in the pin's name or keywords or its categories' names or keywords. */
  search?: string | null;
  /** A category id (ACT, ANI, ...). */
  category?: string | null;
}

export function pinCategories(store: StoreCatalog): StorePinCategory[] {
  return store.files.pin_cats;
}

function searchableText(pin: StorePin, categories: Map<string, StorePinCategory>): string {
  const parts = [pin.n, pin.i, ...(pin.kw ?? [])];
  for (const id of pin.ca) {
    const category = categories.get(id);
    if (category) parts.push(category.name, ...category.kw);
  }
  return parts.join(" ").toLowerCase();
}

/** The catalog's pins matching the filter, in catalog order. */
export function findPins(store: StoreCatalog, filter: PinFilter): StorePin[] {
  const categories = new Map(store.files.pin_cats.map((category) => [category.id, category]));
  const words = (filter.search ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const category = filter.category?.toUpperCase();
  return store.files.pins.filter(
    (pin) => (!category || pin.ca.includes(category)) && (words.length === 0 || words.every((word) => searchableText(pin, categories).includes(word))),
  );
}

export type PinSource =
  | { kind: "STORE"; gems: number | null; tokens: number | null; text: string }
  | { kind: "PACK"; gameId: string; packId: string; text: string }
  | { kind: "CHALLENGE"; text: string }
  | { kind: "SEASON"; text: string };

/** "2026#4" as a player reads it. */
function seasonName(season: string): string {
  const [year, quarter] = season.split("#");
  return `the ${year} Q${quarter} season`;
}

/** The pin challenges and season rewards that pay this pin. */
function rewardSources(challenges: ChallengeCatalog, pin: StorePin): PinSource[] {
  const sources: PinSource[] = [];
  const seasonsOfChallenges = new Set(challenges.challenges.filter((entry) => entry.p === pin.i && challenges.kindOf(entry) === "pin").map((entry) => entry.i.split("-")[0]!));
  for (const season of seasonsOfChallenges) sources.push({ kind: "CHALLENGE", text: `The reward of a pin challenge in ${seasonName(season)}.` });
  for (const season of challenges.seasons) {
    for (const threshold of SEASON_THRESHOLDS) {
      if ("pin" in threshold && challenges.seasonPin(season, threshold.count) === pin.i) {
        sources.push({ kind: "SEASON", text: `The season reward for ${threshold.count} challenges completed in ${seasonName(season)}.` });
      }
    }
  }
  return sources;
}

/** How a pin is got: the store's prices, the image or city packs that come with it, challenges and season rewards. */
export function pinSources(store: StoreCatalog, pin: StorePin, challenges: ChallengeCatalog = challengeCatalog()): PinSource[] {
  const sources: PinSource[] = [];
  const product = store.find("PIN", "", pin.i, 1);
  if (product) {
    const gems = unitPrice(product, "GEMS");
    const tokens = unitPrice(product, "TOKENS");
    const prices = [gems === null ? null : `${gems} gems`, tokens === null ? null : `${tokens} tokens`].filter((price) => price !== null);
    sources.push({ kind: "STORE", gems, tokens, text: `In the store for ${prices.join(" or ")}.` });
  }
  for (const [gameId, packs] of Object.entries(store.files.store_images)) {
    for (const pack of packs) {
      if (pack.pin !== pin.i) continue;
      sources.push({ kind: "PACK", gameId, packId: pack.id, text: `Comes with ${pack.title} in ${store.gameName(gameId) ?? gameId}'s store.` });
    }
  }
  return [...sources, ...rewardSources(challenges, pin)];
}
