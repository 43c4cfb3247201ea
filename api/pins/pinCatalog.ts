import { unitPrice, type StoreCatalog, type StorePin, type StorePinCategory } from "../store/storeCatalog.ts";
import type { ChallengeCatalog } from "../challenges/catalog.ts";
import { SEASON_THRESHOLDS } from "../challenges/constants.ts";

/**
 * The pin catalog as players browse it: search by name and keyword (the pin's own and its
 * categories'), filter by category, and the ways to get a pin.
 */

export interface PinFilter {
  /**
   * Words that must each begin a word of the pin's name or keywords or its categories' names or
   * keywords ("cat" finds Sleepy Cat and cats, not vacation).
   */
  search?: string | null;
  /** A category id (ACT, ANI, ...). */
  category?: string | null;
}

export function pinCategories(store: StoreCatalog): StorePinCategory[] {
  return store.files.pin_cats;
}

/** Lower-case words of a text: letters and digits, whatever separates them. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** A pin's words by how much a match says: its name's first, then its own keywords and id, then its categories'. */
function searchableWords(pin: StorePin, categories: Map<string, StorePinCategory>): string[][] {
  const ofCategories = pin.ca.flatMap((id) => {
    const category = categories.get(id);
    return category ? [...wordsOf(category.name), ...category.kw.flatMap(wordsOf)] : [];
  });
  return [wordsOf(pin.n), [...(pin.kw ?? []).flatMap(wordsOf), ...wordsOf(pin.i)], ofCategories];
}

/** How well a pin matches every searched word: 0 all in its name, 1 the rest in its keywords, 2 in its categories'; null if a word matches nothing. */
function matchRank(tiers: string[][], searched: string[]): number | null {
  let rank = 0;
  for (const word of searched) {
    const tier = tiers.findIndex((words) => words.some((candidate) => candidate.startsWith(word)));
    if (tier < 0) return null;
    rank = Math.max(rank, tier);
  }
  return rank;
}

/** The catalog's pins matching the filter: those matching by name first, each rank in catalog order. */
export function findPins(store: StoreCatalog, filter: PinFilter): StorePin[] {
  const categories = new Map(store.files.pin_cats.map((category) => [category.id, category]));
  const searched = wordsOf(filter.search ?? "");
  const category = filter.category?.toUpperCase();
  const inCategory = store.files.pins.filter((pin) => !category || pin.ca.includes(category));
  if (searched.length === 0) return inCategory;
  return inCategory
    .map((pin) => ({ pin, rank: matchRank(searchableWords(pin, categories), searched) }))
    .filter((match): match is { pin: StorePin; rank: number } => match.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .map((match) => match.pin);
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
export function pinSources(store: StoreCatalog, pin: StorePin, challenges: ChallengeCatalog): PinSource[] {
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
