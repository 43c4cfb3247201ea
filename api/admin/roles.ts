import type { Database } from "../database/prisma.ts";
import type { StaffRoleKind } from "../generated/prisma/client.ts";
import { AdminError } from "./access.ts";
import { appendAudit } from "./audit.ts";

/**
 * Granting console roles is the operator's command (`npm run role -- <email> admin|moderator|none`),
 * never the console itself: whoever runs it can reach the database anyway. Each change is still
 * written to the audit log, with no actor (the command line).
 */
export const ROLE_NAMES = { admin: "ADMIN", moderator: "MODERATOR", none: null } as const satisfies Record<string, StaffRoleKind | null>;
export type RoleName = keyof typeof ROLE_NAMES;

export function isRoleName(text: string): text is RoleName {
  return Object.hasOwn(ROLE_NAMES, text);
}

/** Gives the account with that email a role (or none). Temporary users and closed accounts cannot have one. */
export async function setRole(db: Database, email: string, role: StaffRoleKind | null): Promise<{ userId: string; email: string; before: StaffRoleKind | null }> {
  const user = await db.user.findFirst({ where: { email: { equals: email.trim(), mode: "insensitive" } }, select: { id: true, email: true, isAnonymous: true, player: { select: { closedAt: true } } } });
  if (!user || user.isAnonymous || user.player?.closedAt) throw new AdminError("NOT_FOUND", `There is no account with the email "${email}".`);
  return db.$transaction(async (tx) => {
    const [current] = await tx.$queryRaw<{ role: StaffRoleKind }[]>`SELECT role FROM "StaffRole" WHERE "userId" = ${user.id} FOR UPDATE`;
    const before = current?.role ?? null;
    if (before !== role) {
      if (role === null) await tx.staffRole.delete({ where: { userId: user.id } });
      else await tx.staffRole.upsert({ where: { userId: user.id }, create: { userId: user.id, role }, update: { role, grantedAt: new Date() } });
      await appendAudit(tx, { actorId: null, action: "role.set", targetUserId: user.id, before: { role: before }, after: { role } });
    }
    return { userId: user.id, email: user.email, before };
  });
}
