-- A gate scan names its ticket's event, so an organiser's live figures count scans by event without
-- reading the tickets module's table (the dashboard, issue 19). Earlier scans take it from their ticket.
ALTER TABLE "GateScan" ADD COLUMN "eventId" TEXT;
UPDATE "GateScan" g SET "eventId" = t."eventId" FROM "Ticket" t WHERE t.id = g."ticketId";
CREATE INDEX "GateScan_eventId_scannedAt_idx" ON "GateScan"("eventId", "scannedAt");
