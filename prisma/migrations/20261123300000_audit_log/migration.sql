-- CreateEnum
CREATE TYPE "AuditOutcome" AS ENUM ('SUCCESS', 'FAILURE');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "deletedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "AuditLog" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "action" TEXT NOT NULL,
    "outcome" "AuditOutcome" NOT NULL,
    "actorUserId" TEXT,
    "actorStaffTokenId" TEXT,
    "subjectUserId" TEXT,
    "targetType" TEXT,
    "targetId" TEXT,
    "ip" TEXT,
    "userAgent" TEXT,
    "details" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "AuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditLog_subjectUserId_id_idx" ON "AuditLog"("subjectUserId", "id");

-- CreateIndex
CREATE INDEX "AuditLog_actorUserId_id_idx" ON "AuditLog"("actorUserId", "id");

-- CreateIndex
CREATE INDEX "AuditLog_action_id_idx" ON "AuditLog"("action", "id");

-- CreateIndex
CREATE INDEX "AuditLog_at_idx" ON "AuditLog"("at");


-- Append-only (ASVS V7): the table refuses every change to a written row, whoever asks.
-- The body is an E'' string with \073 for each semicolon: the migration runner (@prisma/adapter-pg
-- 6.19 executeScript) splits scripts on every semicolon, dollar quotes included.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN RAISE EXCEPTION ''AuditLog is append-only: % is not allowed'', TG_OP USING ERRCODE = ''insufficient_privilege''\073 END'
;

CREATE TRIGGER "AuditLog_no_update_delete" BEFORE UPDATE OR DELETE ON "AuditLog"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();

CREATE TRIGGER "AuditLog_no_truncate" BEFORE TRUNCATE ON "AuditLog"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
