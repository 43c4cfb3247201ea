import type { Database } from "../database/prisma.ts";
import { inTransaction, type Tx } from "../database/transaction.ts";
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
  "Your saved games, game history and statistics, chat messages, username and icon are removed, and you are signed out everywhere.",
  "Gems bought with real money are not refunded.",
  "Questions and answers you wrote on game pages stay, shown as written by a deleted player.",
  "Records of your purchases and payments are kept, without your email address, because the accounts of the business must stay complete.",
  "Your email address is free again: you can create a new account with it later.",
];

/**
 * Every table holding a player's own rows, by its name in PostgreSQL, and how closure erases them.
 * A table that points at a user must be here or in KEPT_ON_CLOSURE (a test checks the schema).
 */
export const ERASED_ON_CLOSURE: Readonly<Record<string, (tx: Tx, userId: string) => Promise<unknown>>> = {
  InventoryItem: (tx, userId) => tx.inventoryItem.deleteMany({ where: { userId } }),
  GameProgress: (tx, userId) => tx.gameProgress.deleteMany({ where: { userId } }),
  // Seeds kept for offline play (api/play/offlineSeeds.ts) are of no use without the account.
  OfflineSeed: (tx, userId) => tx.offlineSeed.deleteMany({ where: { userId } }),
  GameSession: (tx, userId) => tx.gameSession.deleteMany({ where: { userId } }),
  GameStat: (tx, userId) => tx.gameStat.deleteMany({ where: { userId } }),
  // A closed account leaves the boards: its name is no longer shown to anyone.
  LeaderboardEntry: (tx, userId) => tx.leaderboardEntry.deleteMany({ where: { userId } }),
  GardenPlant: (tx, userId) => tx.gardenPlant.deleteMany({ where: { userId } }),
  PinPlacement: (tx, userId) => tx.pinPlacement.deleteMany({ where: { userId } }),
  PlayerChallenge: (tx, userId) => tx.playerChallenge.deleteMany({ where: { userId } }),
  BannerView: (tx, userId) => tx.bannerView.deleteMany({ where: { userId } }),
  Invite: (tx, userId) => tx.invite.deleteMany({ where: { OR: [{ inviterId: userId }, { inviteeId: userId }] } }),
  // The player's words go with the account (reports of them too); a moderator's hiding of others' messages stays, unsigned.
  ChatMessage: (tx, userId) => tx.chatMessage.deleteMany({ where: { userId } }),
  ChatReport: (tx, userId) => tx.chatReport.deleteMany({ where: { reporterId: userId } }),
  ChatMute: (tx, userId) => tx.chatMute.deleteMany({ where: { OR: [{ muterId: userId }, { mutedId: userId }] } }),
  // A closed account keeps no console role (api/admin/); the audit log keeps what it did.
  StaffRole: (tx, userId) => tx.staffRole.deleteMany({ where: { userId } }),
  ChatBan: (tx, userId) => tx.chatBan.deleteMany({ where: { userId } }),
  ChatPresence: (tx, userId) => tx.chatPresence.deleteMany({ where: { userId } }),
  // A closed account's Q&A reports go as its chat reports do (the posts themselves stay, see KEPT_ON_CLOSURE).
  QaQuestionReport: (tx, userId) => tx.qaQuestionReport.deleteMany({ where: { reporterId: userId } }),
  QaAnswerReport: (tx, userId) => tx.qaAnswerReport.deleteMany({ where: { reporterId: userId } }),
  session: (tx, userId) => tx.session.deleteMany({ where: { userId } }),
  account: (tx, userId) => tx.account.deleteMany({ where: { userId } }),
};

/** Tables whose rows outlive the account: the books (ledger, bills, payments, coupons and rewards given), the anonymized player and Q&A posts. */
export const KEPT_ON_CLOSURE: readonly string[] = [
  "LedgerEntry",
  "Bill",
  "PaymentOrder",
  "CouponRedemption",
  "ChallengePayout",
  "Player",
  // Q&A posts stay for the players they help, shown as by a deleted player; votes keep scores whole.
  "QaQuestion",
  "QaAnswer",
  "QaResponse",
  "QaQuestionVote",
  "QaAnswerVote",
];

/**
 * Closes a player's account: balances go to zero through the wallet (a ledger row each, so the
 * ledger still sums to the balance), everything the player owned or played is deleted, and the
 * user row stays, anonymized, because bills, ledger rows and payment orders point at it. The
 * email is freed and every session and sign-in method (password, provider link) is removed.
 * Closing an already closed account changes nothing. Given a transaction (the console's, which
 * writes its audit row in it), it runs inside it.
 */
export async function closeAccount(db: Database | Tx, userId: string, now: Date = new Date()): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [player] = await tx.$queryRaw<{ gems: number; tokens: number; closedAt: Date | null }[]>`
      SELECT gems, tokens, "closedAt" FROM "Player" WHERE "userId" = ${userId} FOR UPDATE`;
    if (player?.closedAt) return false;
    if (player) {
      const closing = { userId, reason: "Account deleted", reference: "account-closed" };
      await debitUpTo(tx, { ...closing, currency: "GEMS", amount: player.gems });
      await debitUpTo(tx, { ...closing, currency: "TOKENS", amount: player.tokens });
    }
    for (const erase of Object.values(ERASED_ON_CLOSURE)) await erase(tx, userId);
    if (player) {
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
    await tx.user.update({
      where: { id: userId },
      data: { email: closedAccountEmail(userId), name: CLOSED_ACCOUNT_NAME, emailVerified: false, image: null },
    });
    return true;
  });
}
