-- The operator API (issue #19): an event can be cancelled (its paid orders refunded, its tickets voided);
-- a support issue may be about an event of an organisation, and then only the support staff of that
-- organisation (and the platform) read and answer it.
-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "cancelledAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "SupportIssue" ADD COLUMN     "organisationId" TEXT;

-- CreateIndex
CREATE INDEX "SupportIssue_organisationId_status_idx" ON "SupportIssue"("organisationId", "status");
