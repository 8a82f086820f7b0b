-- Codes (issue 35): organisers' access and discount codes per event, and each order's use of one.
-- A use is counted in the transaction of the hold (a conditional UPDATE of "used", which a CHECK also
-- keeps within "maxUses") and given back when the hold lapses or is cancelled.
CREATE TYPE "PromoCodeKind" AS ENUM ('ACCESS', 'DISCOUNT');

ALTER TABLE "TicketType" ADD COLUMN "hidden" BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE "PromoCode" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "kind" "PromoCodeKind" NOT NULL,
    "ticketTypeIds" TEXT[],
    "discountAmount" INTEGER,
    "discountPercent" INTEGER,
    "startsAt" TIMESTAMP(3),
    "endsAt" TIMESTAMP(3),
    "maxUses" INTEGER,
    "maxUsesPerAccount" INTEGER,
    "used" INTEGER NOT NULL DEFAULT 0,
    "batch" TEXT,
    "disabledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PromoCode_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "PromoCode_used_within_limit" CHECK ("used" >= 0 AND ("maxUses" IS NULL OR "used" <= "maxUses"))
);

CREATE TABLE "PromoCodeUse" (
    "id" TEXT NOT NULL,
    "codeId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "discountAmount" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "releasedAt" TIMESTAMP(3),

    CONSTRAINT "PromoCodeUse_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "PromoCode_eventId_code_key" ON "PromoCode"("eventId", "code");
CREATE INDEX "PromoCode_eventId_createdAt_idx" ON "PromoCode"("eventId", "createdAt");
CREATE UNIQUE INDEX "PromoCodeUse_orderId_key" ON "PromoCodeUse"("orderId");
CREATE INDEX "PromoCodeUse_codeId_userId_idx" ON "PromoCodeUse"("codeId", "userId");
CREATE INDEX "PromoCodeUse_userId_createdAt_idx" ON "PromoCodeUse"("userId", "createdAt");

ALTER TABLE "PromoCode" ADD CONSTRAINT "PromoCode_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PromoCodeUse" ADD CONSTRAINT "PromoCodeUse_codeId_fkey" FOREIGN KEY ("codeId") REFERENCES "PromoCode"("id") ON DELETE CASCADE ON UPDATE CASCADE;
