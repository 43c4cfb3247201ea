import type { Database } from "../database/prisma.ts";
import { debitUpTo } from "../wallet/wallet.ts";
import { DEFAULT_USER_ICON } from "./constants.ts";

/** What a closed account's user row holds instead of the player's email and name. */
export function closedAccountEmail(userId: string): string {
  return `closed-${userId}@closed.invalid`;
}
export const CLOSED_ACCOUNT_NAME = "Deleted player";

/**
 * What deleting an account means, said to the player before they confirm (the client shows it as is).
 */
export const ACCOUNT_DELETION_TERMS = [
  "Your gems and tokens are gone, and so are your powerups, packs, pin boards, pins and challenge slots.",
  "Your saved games, game history, username and icon are removed, and you are signed out everywhere.",
  "Gems bought with real money are not refunded.",
  "Records of your purchases and payments are kept, without your email address, because the accounts of the business must stay complete.",
  "Your email address is free again: you can create a new account with it later.",
];

/**
 * Closes a player's account: balances go to zero through the wallet (a ledger row each, so the
 * ledger still sums to the balance), everything the player owned or played is deleted, and the
 * user row stays, anonymized, because bills, ledger rows and payment orders point at it. The
 * email is freed and every session and sign-in method (password, provider link) is removed.
 * Closing an already closed account changes nothing.
 */
export async function closeAccount(db: Database, userId: string, now: Date = new Date()): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const [player] = await tx.$queryRaw<{ gems: number; tokens: number; closedAt: Date | null }[]>`
      SELECT gems, tokens, "closedAt" FROM "Player" WHERE "userId" = ${userId} FOR UPDATE`;
    if (player?.closedAt) return false;
    if (player) {
      const closing = { userId, reason: "Account deleted", reference: "account-closed" };
      await debitUpTo(tx, { ...closing, currency: "GEMS", amount: player.gems });
      await debitUpTo(tx, { ...closing, currency: "TOKENS", amount: player.tokens });
      await tx.inventoryItem.deleteMany({ where: { userId } });
      await tx.gameProgress.deleteMany({ where: { userId } });
      await tx.gameSession.deleteMany({ where: { userId } });
      await tx.bannerView.deleteMany({ where: { userId } });
      await tx.invite.deleteMany({ where: { OR: [{ inviterId: userId }, { inviteeId: userId }] } });
      await tx.player.update({
        where: { userId },
        data: {
          closedAt: now,
          username: null,
          usernameKey: null,
          userIcon: DEFAULT_USER_ICON,
          gameDays: 0,
          signInDays: 0,
          challengesCompleted: 0,
          weeklyBonus: {},
          seasonBonus: {},
          noGameConfirm: false,
        },
      });
    }
    await tx.session.deleteMany({ where: { userId } });
    await tx.account.deleteMany({ where: { userId } });
    await tx.user.update({
      where: { id: userId },
      data: { email: closedAccountEmail(userId), name: CLOSED_ACCOUNT_NAME, emailVerified: false, image: null },
    });
    return true;
  });
}
