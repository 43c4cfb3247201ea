/**
 * The game's packs as the portal's catalog sells them (titles, prices): read from the public
 * catalog file /.data/store_images.dat, so the gallery shows what the store charges today.
 */
import * as z from "zod/mini";
import { hostLink } from "../sdk/hostLink.ts";

const pack = z.object({
  id: z.string(),
  title: z.string(),
  sort: z.number(),
  price: z.number(),
  tokens: z.number(),
  items: z.array(z.string()),
});
// The .dat files wrap the catalog with its data date: { d, v }.
const catalog = z.object({ v: z.object({ PAI: z.array(pack) }) });

export type PackInfo = z.infer<typeof pack>;

export async function fetchPacks(): Promise<PackInfo[]> {
  const response = await fetch(`${hostLink().portalOrigin}/.data/store_images.dat`);
  if (!response.ok) throw new Error(`The picture packs could not be loaded (${response.status}).`);
  return catalog.parse(await response.json()).v.PAI.toSorted((a, b) => a.sort - b.sort);
}
