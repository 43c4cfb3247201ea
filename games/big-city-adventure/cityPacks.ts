/**
 * The city packs as the portal's catalog sells them (`/.data/store_images.dat`): each pack's price,
 * shown on the world map's locked cities. Parsed by its shape; without it the map still locks
 * cities, only without the price.
 */
import { z } from "zod";
import { hostLink } from "../sdk/hostLink.ts";

const dataFile = z.object({
  v: z.object({ BCA: z.array(z.object({ id: z.string(), price: z.number().int().nonnegative() })).optional() }),
});

export async function cityPackPrices(): Promise<Map<string, number>> {
  const response = await fetch(`${hostLink().portalOrigin}/.data/store_images.dat`);
  if (!response.ok) throw new Error(`The store's packs did not load (${response.status}).`);
  const parsed = dataFile.parse(await response.json());
  return new Map((parsed.v.BCA ?? []).map((pack) => [pack.id, pack.price]));
}
