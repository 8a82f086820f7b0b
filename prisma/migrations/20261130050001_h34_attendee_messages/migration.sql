-- An organiser's messages to an event's ticket holders (issue 34): what was sent, and what the daily limit
-- per event counts.
CREATE TABLE "AttendeeMessage" (
    "id" TEXT NOT NULL,
    "organisationId" TEXT,
    "eventId" TEXT NOT NULL,
    "ticketTypeId" TEXT,
    "sentById" TEXT,
    "staffTokenId" TEXT,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "recipients" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AttendeeMessage_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "AttendeeMessage_eventId_createdAt_idx" ON "AttendeeMessage"("eventId", "createdAt");
