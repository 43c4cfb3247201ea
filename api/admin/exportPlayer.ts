import type { Viewer } from "../auth/viewer.ts";
import type { Database } from "../database/prisma.ts";
import type { Tx } from "../database/transaction.ts";
import { asJson, type Json } from "../play/json.ts";
import { AdminError, authorize } from "./access.ts";
import { appendAudit } from "./audit.ts";

/**
 * Everything the portal holds on one player, as JSON (a data-subject request). Every table that
 * points at a user is read here, by its PostgreSQL name, so a test can hold this list to the
 * schema as closure's list is held. Secrets stay out: password hashes, session tokens, provider
 * tokens and the server-only seeds of hidden-information games.
 */
export const EXPORTED_TABLES: Readonly<Record<string, (tx: Tx, userId: string) => Promise<unknown>>> = {
  user: (tx, id) => tx.user.findUnique({ where: { id }, select: { id: true, email: true, name: true, emailVerified: true, image: true, isAnonymous: true, createdAt: true, updatedAt: true } }),
  Player: (tx, userId) => tx.player.findUnique({ where: { userId } }),
  session: (tx, userId) => tx.session.findMany({ where: { userId }, select: { id: true, createdAt: true, updatedAt: true, expiresAt: true, ipAddress: true, userAgent: true } }),
  account: (tx, userId) => tx.account.findMany({ where: { userId }, select: { id: true, providerId: true, accountId: true, scope: true, createdAt: true, updatedAt: true } }),
  StaffRole: (tx, userId) => tx.staffRole.findUnique({ where: { userId } }),
  BannerView: (tx, userId) => tx.bannerView.findMany({ where: { userId } }),
  LedgerEntry: (tx, userId) => tx.ledgerEntry.findMany({ where: { userId }, orderBy: { id: "asc" } }),
  InventoryItem: (tx, userId) => tx.inventoryItem.findMany({ where: { userId } }),
  Bill: (tx, userId) => tx.bill.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
  GameProgress: (tx, userId) => tx.gameProgress.findMany({ where: { userId } }),
  Invite: (tx, userId) => tx.invite.findMany({ where: { OR: [{ inviterId: userId }, { inviteeId: userId }] } }),
  PaymentOrder: (tx, userId) => tx.paymentOrder.findMany({ where: { userId }, include: { credit: true, reversals: true, refunds: true }, orderBy: { createdAt: "asc" } }),
  GameSession: (tx, userId) => tx.gameSession.findMany({ where: { userId }, omit: { secretSeed: true }, orderBy: { startedAt: "asc" } }),
  OfflineSeed: (tx, userId) => tx.offlineSeed.findMany({ where: { userId }, orderBy: { issuedAt: "asc" } }),
  GameStat: (tx, userId) => tx.gameStat.findMany({ where: { userId } }),
  LeaderboardEntry: (tx, userId) => tx.leaderboardEntry.findMany({ where: { userId } }),
  GardenPlant: (tx, userId) => tx.gardenPlant.findMany({ where: { userId } }),
  CouponRedemption: (tx, userId) => tx.couponRedemption.findMany({ where: { userId } }),
  PinPlacement: (tx, userId) => tx.pinPlacement.findMany({ where: { userId } }),
  PlayerChallenge: (tx, userId) => tx.playerChallenge.findMany({ where: { userId } }),
  ChallengePayout: (tx, userId) => tx.challengePayout.findMany({ where: { userId } }),
  ChatMessage: (tx, userId) => tx.chatMessage.findMany({ where: { OR: [{ userId }, { hiddenById: userId }] }, orderBy: { id: "asc" } }),
  ChatReport: (tx, userId) => tx.chatReport.findMany({ where: { reporterId: userId } }),
  ChatMute: (tx, userId) => tx.chatMute.findMany({ where: { OR: [{ muterId: userId }, { mutedId: userId }] } }),
  ChatBan: (tx, userId) => tx.chatBan.findMany({ where: { OR: [{ userId }, { byId: userId }] } }),
  ChatPresence: (tx, userId) => tx.chatPresence.findMany({ where: { userId } }),
  QaQuestion: (tx, userId) => tx.qaQuestion.findMany({ where: { OR: [{ userId }, { hiddenById: userId }] } }),
  QaAnswer: (tx, userId) => tx.qaAnswer.findMany({ where: { OR: [{ userId }, { hiddenById: userId }] } }),
  QaQuestionReport: (tx, userId) => tx.qaQuestionReport.findMany({ where: { reporterId: userId } }),
  QaAnswerReport: (tx, userId) => tx.qaAnswerReport.findMany({ where: { reporterId: userId } }),
  QaResponse: (tx, userId) => tx.qaResponse.findMany({ where: { userId } }),
  QaQuestionVote: (tx, userId) => tx.qaQuestionVote.findMany({ where: { userId } }),
  QaAnswerVote: (tx, userId) => tx.qaAnswerVote.findMany({ where: { userId } }),
  AdminAuditEntry: (tx, userId) => tx.adminAuditEntry.findMany({ where: { targetUserId: userId }, orderBy: { id: "asc" } }),
};

/** Prisma's rows as plain JSON: big ids as strings, dates as ISO text. */
function plain(value: unknown): Json {
  const json = asJson(JSON.parse(JSON.stringify(value, (_key, field: unknown) => (typeof field === "bigint" ? field.toString() : field))));
  if (json === undefined) throw new Error("A player's export is not plain JSON.");
  return json;
}

/** The export, and an audit row saying who asked for it (what it held is not copied into the log). */
export async function exportPlayer(db: Database, viewer: Viewer, userId: string): Promise<Json> {
  const staff = await authorize(db, viewer, "EXPORT_PLAYERS");
  return db.$transaction(async (tx) => {
    if ((await tx.player.count({ where: { userId } })) === 0) throw new AdminError("NOT_FOUND", "There is no such player.");
    const tables: Record<string, unknown> = {};
    for (const [table, read] of Object.entries(EXPORTED_TABLES)) tables[table] = await read(tx, userId);
    const counts = Object.fromEntries(Object.entries(tables).map(([table, rows]) => [table, Array.isArray(rows) ? rows.length : rows ? 1 : 0]));
    await appendAudit(tx, { actorId: staff.userId, action: "player.export", targetUserId: userId, after: { rows: counts } });
    return plain({ exportedAt: new Date().toISOString(), userId, tables });
  });
}
