-- Console roles (issue 33): StaffRole replaces ChatModerator, whose moderators keep their role.
CREATE TYPE "StaffRoleKind" AS ENUM ('ADMIN', 'MODERATOR');

CREATE TABLE "StaffRole" (
    "userId" TEXT NOT NULL,
    "role" "StaffRoleKind" NOT NULL,
    "grantedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StaffRole_pkey" PRIMARY KEY ("userId")
);
ALTER TABLE "StaffRole" ADD CONSTRAINT "StaffRole_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

INSERT INTO "StaffRole" ("userId", "role", "grantedAt")
SELECT "userId", 'MODERATOR', "grantedAt" FROM "ChatModerator";

ALTER TABLE "ChatModerator" DROP CONSTRAINT "ChatModerator_userId_fkey";
DROP TABLE "ChatModerator";

-- A banned player may not sign in (api/auth/auth.ts refuses the session).
ALTER TABLE "Player" ADD COLUMN     "bannedAt" TIMESTAMP(3);

-- The console's audit log: rows are added, never changed or removed, whoever asks.
CREATE TABLE "AdminAuditEntry" (
    "id" BIGSERIAL NOT NULL,
    "actorId" TEXT,
    "action" TEXT NOT NULL,
    "targetUserId" TEXT,
    "reason" TEXT NOT NULL DEFAULT '',
    "before" JSONB,
    "after" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdminAuditEntry_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "AdminAuditEntry_targetUserId_id_idx" ON "AdminAuditEntry"("targetUserId", "id");

CREATE FUNCTION admin_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER admin_audit_no_update_delete BEFORE UPDATE OR DELETE ON "AdminAuditEntry"
  FOR EACH ROW EXECUTE FUNCTION admin_audit_append_only();
CREATE TRIGGER admin_audit_no_truncate BEFORE TRUNCATE ON "AdminAuditEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_append_only();
