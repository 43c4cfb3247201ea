import type { ChallengeCatalog } from "../challenges/catalog.ts";
import { userDataBonuses } from "../challenges/shortKeys.ts";
import type { Database } from "../database/prisma.ts";
import { readBannerHistory, type BannerHistoryEntry } from "./banners.ts";
import { readOrEnsurePlayer } from "./players.ts";

/** The user data in its short keys (`/api/user-data` action g; docs/product/accounts.md#user-data). */
export interface UserData {
  g: number;
  t: number;
  wb: unknown;
  sb: unknown;
  gf: number;
  cr: number;
  chc: number;
  bh: BannerHistoryEntry[];
  un: string;
  ui: number;
  ms: number;
  ic: string;
  fc: number;
  fg: number;
  ft: number;
  gc: boolean;
  tm: number;
}

/** `challenges` is the serving portal's catalog (its data folder's), which the bonuses are counted against. */
export async function readUserData(db: Database, userId: string, challenges: ChallengeCatalog, now: Date = new Date()): Promise<UserData> {
  const player = await readOrEnsurePlayer(db, userId, () => db.player.findUnique({ where: { userId } }));
  return {
    g: player.gems,
    t: player.tokens,
    ...(await userDataBonuses(db, userId, now, challenges)),
    gf: player.gameDays,
    cr: player.signInDays,
    chc: player.challengesCompleted,
    bh: await readBannerHistory(db, userId),
    un: player.username ?? "",
    ui: player.userIcon,
    ms: player.memberSince.getTime(),
    ic: player.inviteCode,
    fc: player.invitesAccepted,
    fg: player.inviteGems,
    ft: player.inviteTokens,
    gc: player.noGameConfirm,
    tm: now.getTime(),
  };
}
