-- Issue 34: an e-mail in the outbox can carry files (an order confirmation's calendar entry, .ics), kept with
-- the message so a retry sends the same files.
ALTER TABLE "MailOutbox" ADD COLUMN "attachments" JSONB;
