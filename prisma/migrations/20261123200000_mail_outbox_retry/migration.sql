-- The mail outbox is retried with backoff (issue 14): when the mail:deliver job next tries a message.
ALTER TABLE "MailOutbox" ADD COLUMN     "nextAttemptAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "MailOutbox_status_nextAttemptAt_idx" ON "MailOutbox"("status", "nextAttemptAt");

