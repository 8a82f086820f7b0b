-- Issue 32: the seller of a handed-back ticket chooses how they are paid when it sells: Fan Coin at once
-- (as before, the default) or back to the card or e-wallet they paid with, through its provider (a HAND_BACK
-- refund sent after the sale's commit, linked here).
CREATE TYPE "HandBackPayout" AS ENUM ('FAN_COIN', 'ORIGINAL_METHOD');
ALTER TABLE "HandBack" ADD COLUMN "payout" "HandBackPayout" NOT NULL DEFAULT 'FAN_COIN';
ALTER TABLE "HandBack" ADD COLUMN "payoutMethod" TEXT;
ALTER TABLE "HandBack" ADD COLUMN "payoutRefundId" TEXT;
CREATE UNIQUE INDEX "HandBack_payoutRefundId_key" ON "HandBack"("payoutRefundId");
