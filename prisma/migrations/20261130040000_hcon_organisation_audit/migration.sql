-- An organisation's own audit log (issue 34): its owners and managers read the rows that name it.
-- Generated columns, so that the rows already written belong at once (the table is append-only, no
-- UPDATE may backfill it, and adding a stored generated column rewrites the table without firing row
-- triggers) and no writer can set them apart from the details they come from.
-- No semicolon in a comment: the migration runner splits scripts on every one.
ALTER TABLE "AuditLog" ADD COLUMN "organisationId" TEXT GENERATED ALWAYS AS ("details" ->> 'organisationId') STORED;
ALTER TABLE "AuditLog" ADD COLUMN "eventId" TEXT GENERATED ALWAYS AS (COALESCE("details" ->> 'eventId', CASE WHEN "targetType" = 'Event' THEN "targetId" END)) STORED;
CREATE INDEX "AuditLog_organisationId_id_idx" ON "AuditLog"("organisationId", "id");
CREATE INDEX "AuditLog_organisationId_eventId_id_idx" ON "AuditLog"("organisationId", "eventId", "id");
