import { PAGE_PATHS, pagePath } from "../../shared/pagePaths.ts";
import { gameRegistry } from "../../games/registry.ts";
import type { Database } from "../database/prisma.ts";

/**
 * Home-page banners (banner history bh, docs/product/accounts.md#banners). Each has a stable id "<kind>:<subject>"; it shows
 * until the player dismisses it and never again after. Seasons and bonuses (issue 12) will offer
 * SEASON_START and BONUS_WAITING banners from their own modules through `offeredBanners`' inputs.
 */
export const BANNER_KINDS = ["NEW_GAME", "SEASON_START", "BONUS_WAITING"] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

const ID_PREFIX: Record<BannerKind, string> = { NEW_GAME: "new-game", SEASON_START: "season-start", BONUS_WAITING: "bonus-waiting" };

/** The catalog tag that makes a game's "new game" banner. */
export const NEW_GAME_TAG = "NEW";

export interface Banner {
  id: string;
  kind: BannerKind;
  title: string;
  text: string;
  actionLabel: string;
  href: string;
  imageUrl: string | null;
}

export interface BannerGame {
  id: string;
  url: string;
  desc: string;
  short: string;
}

export function bannerId(kind: BannerKind, subject: string): string {
  return `${ID_PREFIX[kind]}:${subject}`;
}

/** The banners the portal offers now: one per game tagged NEW in the catalog, in catalog order. */
export function offeredBanners(newGames: readonly BannerGame[]): Banner[] {
  return newGames.map((game) => ({
    id: bannerId("NEW_GAME", game.id),
    kind: "NEW_GAME",
    title: `New game: ${game.desc}`,
    text: game.short,
    actionLabel: "Play now",
    href: pagePath(PAGE_PATHS.gameLoad, { game: game.url }),
    imageUrl: `/game/${game.url}/summary`,
  }));
}

/** The catalog's NEW games that can be played (a "Play now" must not lead to "coming soon"). */
export function readNewGames(db: Database): Promise<BannerGame[]> {
  return db.game.findMany({
    where: { tag: NEW_GAME_TAG, id: { in: Object.keys(gameRegistry) } },
    select: { id: true, url: true, desc: true, short: true },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
  });
}

/**
 * The offered banners the player has not dismissed. Showing them records them as seen (the first
 * time only), so the history says what the player was shown and when.
 */
export async function dueBanners(db: Database, userId: string, offered: readonly Banner[], now: Date = new Date()): Promise<Banner[]> {
  if (offered.length === 0) return [];
  const dismissed = await db.bannerView.findMany({
    where: { userId, bannerId: { in: offered.map((banner) => banner.id) }, dismissedAt: { not: null } },
    select: { bannerId: true },
  });
  const hidden = new Set(dismissed.map((view) => view.bannerId));
  const due = offered.filter((banner) => !hidden.has(banner.id));
  if (due.length > 0) {
    await db.bannerView.createMany({ data: due.map((banner) => ({ userId, bannerId: banner.id, seenAt: now })), skipDuplicates: true });
  }
  return due;
}

export class BannerError extends Error {}

/**
 * Dismisses an offered banner for good. Dismissing it again changes nothing (the first time is
 * kept); an id the portal does not offer is refused, so the history holds only real banners.
 */
export async function dismissBanner(db: Database, userId: string, id: string, offered: readonly Banner[], now: Date = new Date()): Promise<void> {
  if (!offered.some((banner) => banner.id === id)) throw new BannerError("That banner is not shown any more.");
  await db.$executeRaw`
    INSERT INTO "BannerView" ("userId", "bannerId", "seenAt", "dismissedAt") VALUES (${userId}, ${id}, ${now}, ${now})
    ON CONFLICT ("userId", "bannerId") DO UPDATE SET "dismissedAt" = COALESCE("BannerView"."dismissedAt", EXCLUDED."dismissedAt")`;
}

/** One entry of the banner history in short keys (docs/product/accounts.md#user-data): i banner id, s first seen, d dismissed (epoch ms or null). */
export interface BannerHistoryEntry {
  i: string;
  s: number;
  d: number | null;
}

export async function readBannerHistory(db: Database, userId: string): Promise<BannerHistoryEntry[]> {
  const views = await db.bannerView.findMany({ where: { userId }, orderBy: [{ seenAt: "asc" }, { bannerId: "asc" }] });
  return views.map((view) => ({ i: view.bannerId, s: view.seenAt.getTime(), d: view.dismissedAt?.getTime() ?? null }));
}
