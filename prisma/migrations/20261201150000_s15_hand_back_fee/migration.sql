-- Issue 32: the organiser's published hand-back fee, in basis points of the face value (0 to 20 percent),
-- kept back from the seller's payout. Each sale records the fee it kept.
ALTER TABLE "Event" ADD COLUMN "handBackFeeBps" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Event" ADD CONSTRAINT "Event_handBackFeeBps_range" CHECK ("handBackFeeBps" BETWEEN 0 AND 2000);
ALTER TABLE "HandBack" ADD COLUMN "feeAmount" INTEGER;
