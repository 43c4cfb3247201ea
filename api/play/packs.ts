import { hasPlayer, type Viewer } from "../auth/viewer.ts";
import type { AnyGameRules } from "../../games/engines/gameRules.ts";
import { heldOfGame } from "../inventory/inventory.ts";
import { isFreePack } from "../store/storeCatalog.ts";
import { GameError, rulesFor, type PlayEnvironment } from "./environment.ts";

/**
 * Picture and city packs (store_images.json): the pictures of Jigsaw Joy and Playful Painter and
 * the cities of Big City Adventure. A pack is playable when it is free (isFreePack, the store's
 * rule too) or the player owns it (an IMAGE_PACK or CITY_PACK inventory row); the server
 * checks it when a game starts, so a frame cannot play a pack nobody bought.
 */

function freePacks(env: PlayEnvironment, rules: AnyGameRules): string[] {
  const packs = env.store.files.store_images[rules.code] ?? [];
  return packs.filter((pack) => isFreePack(pack, rules)).map((pack) => pack.id);
}

async function boughtPacks(env: PlayEnvironment, viewer: Viewer, rules: AnyGameRules): Promise<string[]> {
  if (!hasPlayer(viewer)) return [];
  return (await heldOfGame(env.db, viewer.userId, rules.code, ["IMAGE_PACK", "CITY_PACK"])).map((row) => row.itemId);
}

/** The game's packs the viewer may play, in the store's order. */
export async function ownedPacks(env: PlayEnvironment, viewer: Viewer, game: string): Promise<string[]> {
  const rules = rulesFor(env, game);
  const playable = new Set([...freePacks(env, rules), ...(await boughtPacks(env, viewer, rules))]);
  return (env.store.files.store_images[rules.code] ?? []).map((pack) => pack.id).filter((id) => playable.has(id));
}

/** Refuses options that play a pack the viewer may not play; nothing is recorded. */
export async function assertPackPlayable(env: PlayEnvironment, viewer: Viewer, rules: AnyGameRules, options: unknown): Promise<void> {
  const packId = rules.packOf?.(options) ?? null;
  if (packId === null) return;
  const pack = (env.store.files.store_images[rules.code] ?? []).find((candidate) => candidate.id === packId);
  if (!pack) throw new GameError("BAD_INPUT", `There is no pack ${packId} in this game.`);
  if (freePacks(env, rules).includes(pack.id)) return;
  if ((await boughtPacks(env, viewer, rules)).includes(pack.id)) return;
  throw new GameError("BAD_INPUT", `Get the ${pack.title} pack in the store to play it.`);
}
