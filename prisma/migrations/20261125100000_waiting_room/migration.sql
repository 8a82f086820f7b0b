-- The waiting room (issue 18): an event's room (settings, committed shuffle seed, admission pace) and one
-- place per fan and event. Owned by the queue module.
-- CreateEnum
CREATE TYPE "QueueEntryStatus" AS ENUM ('PRE_QUEUE', 'WAITING', 'ADMITTED', 'OFFERED', 'WAITING_LIST', 'SOLD_OUT', 'EXPIRED', 'DONE');

-- CreateTable
CREATE TABLE "QueueRoom" (
    "eventId" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL,
    "ratePerMinute" INTEGER NOT NULL,
    "currentRatePerMinute" INTEGER NOT NULL,
    "passSeconds" INTEGER NOT NULL DEFAULT 600,
    "offerSeconds" INTEGER NOT NULL DEFAULT 600,
    "graceSeconds" INTEGER NOT NULL DEFAULT 120,
    "seed" TEXT NOT NULL,
    "seedHash" TEXT NOT NULL,
    "shuffledAt" TIMESTAMP(3),
    "drawHash" TEXT,
    "drawList" TEXT,
    "soldOutAt" TIMESTAMP(3),
    "admittedUntil" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QueueRoom_pkey" PRIMARY KEY ("eventId")
);

-- CreateTable
CREATE TABLE "QueueEntry" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "status" "QueueEntryStatus" NOT NULL,
    "arrival" BIGSERIAL NOT NULL,
    "rank" BIGINT,
    "joinedAt" TIMESTAMP(3) NOT NULL,
    "lastSeenAt" TIMESTAMP(3) NOT NULL,
    "admittedAt" TIMESTAMP(3),
    "passId" TEXT,
    "passExpiresAt" TIMESTAMP(3),
    "offerOrderId" TEXT,
    "offerOrderNo" TEXT,
    "offerTicketTypeId" TEXT,
    "offerTicketTypeName" TEXT,
    "offerQuantity" INTEGER,
    "offerExpiresAt" TIMESTAMP(3),
    "offerNotifiedAt" TIMESTAMP(3),
    "waitingListAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "QueueEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "QueueEntry_passId_key" ON "QueueEntry"("passId");

-- CreateIndex
CREATE UNIQUE INDEX "QueueEntry_offerOrderId_key" ON "QueueEntry"("offerOrderId");

-- CreateIndex
CREATE INDEX "QueueEntry_eventId_status_rank_idx" ON "QueueEntry"("eventId", "status", "rank");

-- CreateIndex
CREATE INDEX "QueueEntry_eventId_status_waitingListAt_idx" ON "QueueEntry"("eventId", "status", "waitingListAt");

-- CreateIndex
CREATE UNIQUE INDEX "QueueEntry_eventId_userId_key" ON "QueueEntry"("eventId", "userId");

-- AddForeignKey
ALTER TABLE "QueueRoom" ADD CONSTRAINT "QueueRoom_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QueueEntry" ADD CONSTRAINT "QueueEntry_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QueueEntry" ADD CONSTRAINT "QueueEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

