/**
 * A game's manifest, `games/<slug>/game.ts`: everything the portal's server, store and build need
 * to know about one game, so that adding a game is adding one folder. The registry
 * (games/registry.ts) finds every manifest by its folder; the server plays the rules, the gardens
 * read the garden, the games' build makes one entry per manifest. What the catalog (data/) says
 * about the game stays there; `games/__tests__/manifests.test.ts` checks that the two agree.
 */
import type { AnyGameRules, GameRules } from "./gameRules.ts";

export interface PlantKind {
  kind: string;
  name: string;
  /** In the garden's currency. */
  price: number;
  tree: boolean;
}

/** What a garden's refusals say, in the game's own words (a tank holds decorations, a garden grows plants). */
export interface GardenWords {
  taken: string;
  empty: string;
  signIn: string;
  /** Ends "A Daisy costs 40 Seeds: ...". */
  earnMore: string;
}

/** A garden (api/gardens): plots where players spend the game's item reward on plants. */
export interface GardenLayout {
  columns: number;
  rows: number;
  plants: readonly PlantKind[];
  /** Refusals' texts when not a garden's. */
  words?: GardenWords;
}

/** The kind of store_images.json pack the game plays over (rules.packOf names one). */
export type PackKind = "image" | "city";

export interface GameDefinition<State, Move, Options, Secret, Reveal> {
  /** The url slug: the game's folder, and its `url` in data/games.json. */
  slug: string;
  /** Its category in data/game_cats.json ("PUZ"), as data/games.json's `cat`. */
  category: string;
  /** The rules the frame plays and the server replays; their `code` is the game's 3-letter id. */
  rules: GameRules<State, Move, Options, Secret, Reveal>;
  /** The store items of data/store_powerups.json the game spends (its powerup bar). */
  powerups: readonly string[];
  /** The store item a finished game pays besides a win's tokens (rules.itemReward: Seeds, "SE"). */
  itemReward?: string;
  /** A garden where players spend the item reward. */
  garden?: GardenLayout;
  /** The kind of picture or city pack every game is played over (rules.packOf). */
  packs?: PackKind;
}

export interface GameManifest {
  /** The 3-letter id in the catalog ("TEA"), written once, in the rules. */
  readonly code: string;
  readonly slug: string;
  readonly category: string;
  readonly rules: AnyGameRules;
  readonly powerups: readonly string[];
  readonly itemReward: string | null;
  /** The garden with its currency (the item reward), or null for a game without one. */
  readonly garden: (GardenLayout & { currency: string }) | null;
  readonly packs: PackKind | null;
}

/** The manifests defineGame made: the registry accepts a module's export only when it is one of them. */
const defined = new WeakSet<object>();

export function defineGame<State, Move, Options, Secret = never, Reveal = never>(
  definition: GameDefinition<State, Move, Options, Secret, Reveal>,
): GameManifest {
  const { slug, category, rules, powerups, itemReward, garden, packs } = definition;
  if (garden && itemReward === undefined) throw new Error(`${rules.code}'s garden needs an itemReward to pay for its plants.`);
  if ((itemReward !== undefined) !== (rules.itemReward !== undefined)) {
    throw new Error(`${rules.code}'s manifest names an itemReward exactly when its rules have itemReward().`);
  }
  if ((packs !== undefined) !== (rules.packOf !== undefined)) throw new Error(`${rules.code}'s manifest names packs exactly when its rules have packOf().`);
  const manifest: GameManifest = Object.freeze({
    code: rules.code,
    slug,
    category,
    rules,
    powerups: Object.freeze([...powerups]),
    itemReward: itemReward ?? null,
    garden: garden && itemReward !== undefined ? { ...garden, currency: itemReward } : null,
    packs: packs ?? null,
  });
  defined.add(manifest);
  return manifest;
}

export function isGameManifest(value: unknown): value is GameManifest {
  return typeof value === "object" && value !== null && defined.has(value);
}
