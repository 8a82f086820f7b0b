-- Codes bound to an account or an e-mail, and presale registration (issue 35): fans register their
-- interest in an event's presale, the organiser invites some of them drawn at random, each with a
-- personal single-use access code sent by e-mail.
ALTER TABLE "Event" ADD COLUMN "presaleRegistration" BOOLEAN NOT NULL DEFAULT false;

ALTER TABLE "PromoCode" ADD COLUMN "boundUserId" TEXT;
ALTER TABLE "PromoCode" ADD COLUMN "boundEmail" TEXT;

CREATE TABLE "PresaleInterest" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "invitedAt" TIMESTAMP(3),
    "codeId" TEXT,

    CONSTRAINT "PresaleInterest_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "PresaleInterest_codeId_key" ON "PresaleInterest"("codeId");
CREATE UNIQUE INDEX "PresaleInterest_eventId_userId_key" ON "PresaleInterest"("eventId", "userId");
CREATE INDEX "PresaleInterest_eventId_invitedAt_idx" ON "PresaleInterest"("eventId", "invitedAt");
CREATE INDEX "PresaleInterest_userId_idx" ON "PresaleInterest"("userId");

ALTER TABLE "PresaleInterest" ADD CONSTRAINT "PresaleInterest_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
