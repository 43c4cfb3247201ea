import type { Database } from "../database/prisma.ts";
import type { Tx } from "../database/transaction.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { demand, type Staff } from "./access.ts";

/**
 * The console's audit log: one row per action (who, what, when, before and after), written in the
 * action's own transaction so an action and its row commit together. PostgreSQL refuses any
 * UPDATE, DELETE or TRUNCATE of the table (triggers of migration 20261129102240_staff_roles_audit),
 * so not even the portal's own database user can rewrite history.
 */

export type AuditAction =
  "role.set" | "player.adjustBalance" | "player.mute" | "player.ban" | "player.unban" | "player.close" | "player.export" | "coupon.create" | "qa.hide" | "qa.keep" | "chat.hide" | "chat.keep";

export interface AuditRecord {
  /** null: the command line. */
  actorId: string | null;
  action: AuditAction;
  targetUserId: string | null;
  reason?: string;
  before?: Prisma.InputJsonValue;
  after?: Prisma.InputJsonValue;
}

export async function appendAudit(tx: Tx, record: AuditRecord): Promise<bigint> {
  const row = await tx.adminAuditEntry.create({
    data: {
      actorId: record.actorId,
      action: record.action,
      targetUserId: record.targetUserId,
      reason: record.reason ?? "",
      before: record.before,
      after: record.after,
    },
    select: { id: true },
  });
  return row.id;
}

export type AuditEntry = Prisma.AdminAuditEntryGetPayload<object>;

/** A page of the log, newest first, optionally about one player (admins only). */
export async function readAuditLog(db: Database, staff: Staff, page: { targetUserId?: string | null; beforeId?: bigint | null; take: number }): Promise<AuditEntry[]> {
  demand(staff, "READ_AUDIT_LOG");
  return db.adminAuditEntry.findMany({
    where: { ...(page.targetUserId ? { targetUserId: page.targetUserId } : {}), ...(page.beforeId != null ? { id: { lt: page.beforeId } } : {}) },
    orderBy: { id: "desc" },
    take: page.take,
  });
}
