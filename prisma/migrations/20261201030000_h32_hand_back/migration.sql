-- Hand-back at face value (issue 32 item 1): a ticket listed for the next fan in line.
ALTER TYPE "TicketStatus" ADD VALUE 'LISTED';

ALTER TABLE "Event" ADD COLUMN "handBackEnabled" BOOLEAN NOT NULL DEFAULT false;

CREATE TYPE "HandBackStatus" AS ENUM ('LISTED', 'OFFERED', 'SOLD', 'WITHDRAWN', 'VOID');

CREATE TABLE "HandBack" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "ticketId" TEXT NOT NULL,
    "ticketNo" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "ticketTypeId" TEXT NOT NULL,
    "faceAmount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "status" "HandBackStatus" NOT NULL,
    "ticketStatusBefore" "TicketStatus" NOT NULL,
    "offerOrderId" TEXT,
    "offerUserId" TEXT,
    "buyerTicketId" TEXT,
    "paidOutCoins" INTEGER,
    "listedAt" TIMESTAMP(3) NOT NULL,
    "closedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "HandBack_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "HandBack_offerOrderId_key" ON "HandBack"("offerOrderId");
CREATE INDEX "HandBack_eventId_status_idx" ON "HandBack"("eventId", "status");
CREATE INDEX "HandBack_sellerId_idx" ON "HandBack"("sellerId");
-- One live listing per ticket.
CREATE UNIQUE INDEX "HandBack_live_ticket_key" ON "HandBack"("ticketId") WHERE "status" IN ('LISTED', 'OFFERED');
-- A ticket is sold once: one sale per ticket, ever.
CREATE UNIQUE INDEX "HandBack_sold_ticket_key" ON "HandBack"("ticketId") WHERE "status" = 'SOLD';
