-- Real payment providers (issue 30): Stripe and Adyen behind the PaymentProvider interface, refunds of one
-- order (fully or in part), disputes, and cards saved at the provider.
-- A payment keeps its hosted checkout (Stripe Checkout Session, Adyen payment link) apart from the payment
-- at the provider (PaymentIntent, pspReference), and how much of it went back: refundedAmount is claimed by a
-- conditional update in the transaction that decides a refund, and the CHECK makes "never more than was
-- paid" hold whatever the interleaving.
-- CreateEnum
CREATE TYPE "RefundStatus" AS ENUM ('PENDING', 'SUBMITTED', 'SUCCEEDED', 'FAILED');

-- CreateEnum
CREATE TYPE "RefundCause" AS ENUM ('HOLD_EXPIRED', 'EVENT_CANCELLED', 'ORDER_REFUND', 'DISPUTE_LOST');

-- CreateEnum
CREATE TYPE "DisputeStatus" AS ENUM ('OPEN', 'WON', 'LOST');

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "checkoutRef" TEXT,
ADD COLUMN     "checkoutUrl" TEXT,
ADD COLUMN     "refundedAmount" INTEGER NOT NULL DEFAULT 0;

-- A payment refunded before refunds had rows of their own gave back all of it.
UPDATE "Payment" SET "refundedAmount" = "amount" WHERE "status" = 'REFUNDED';

ALTER TABLE "Payment" ADD CONSTRAINT "Payment_refunded_within_amount" CHECK ("refundedAmount" >= 0 AND "refundedAmount" <= "amount");

-- AlterTable
ALTER TABLE "SavedCard" ADD COLUMN     "provider" TEXT NOT NULL DEFAULT 'sandbox';

-- One row per card and provider (two racing "remember this card" successes keep one).
DELETE FROM "SavedCard" a USING "SavedCard" b
WHERE a."userId" = b."userId" AND a."provider" = b."provider" AND a."providerToken" = b."providerToken" AND a."id" > b."id";

-- CreateTable
CREATE TABLE "Refund" (
    "id" TEXT NOT NULL,
    "refundNo" TEXT NOT NULL,
    "paymentId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "orderAmount" INTEGER NOT NULL,
    "status" "RefundStatus" NOT NULL DEFAULT 'PENDING',
    "cause" "RefundCause" NOT NULL,
    "reason" TEXT,
    "requestKey" TEXT,
    "providerRef" TEXT,
    "failureReason" TEXT,
    "actorUserId" TEXT,
    "actorStaffTokenId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "submittedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Refund_amount_positive" CHECK ("amount" > 0 AND "orderAmount" >= 0)
);

-- CreateTable
CREATE TABLE "Dispute" (
    "id" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "disputeRef" TEXT NOT NULL,
    "paymentId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "reason" TEXT,
    "status" "DisputeStatus" NOT NULL DEFAULT 'OPEN',
    "openedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Dispute_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentCustomer" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "customerRef" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentCustomer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Payment_provider_checkoutRef_key" ON "Payment"("provider", "checkoutRef");

-- CreateIndex
CREATE INDEX "Payment_status_createdAt_idx" ON "Payment"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "SavedCard_userId_provider_providerToken_key" ON "SavedCard"("userId", "provider", "providerToken");

-- CreateIndex
CREATE UNIQUE INDEX "Refund_refundNo_key" ON "Refund"("refundNo");

-- CreateIndex
CREATE INDEX "Refund_paymentId_idx" ON "Refund"("paymentId");

-- CreateIndex
CREATE INDEX "Refund_status_createdAt_idx" ON "Refund"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Refund_orderId_requestKey_key" ON "Refund"("orderId", "requestKey");

-- CreateIndex
CREATE INDEX "Dispute_paymentId_idx" ON "Dispute"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "Dispute_provider_disputeRef_key" ON "Dispute"("provider", "disputeRef");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentCustomer_userId_provider_key" ON "PaymentCustomer"("userId", "provider");

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Dispute" ADD CONSTRAINT "Dispute_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentCustomer" ADD CONSTRAINT "PaymentCustomer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
