-- A fan's personal codes (issue 35, My Voucher): found by the account or the address they are bound to.
-- Partial: almost every code (the batches, the public ones) is bound to nobody. The address is compared as
-- the hold compares it, in any case (lower()). Not in schema.prisma: Prisma does not model partial or
-- expression indexes (as Seat_accessible_idx).
CREATE INDEX "PromoCode_boundUserId_idx" ON "PromoCode"("boundUserId") WHERE "boundUserId" IS NOT NULL;
CREATE INDEX "PromoCode_boundEmail_lower_idx" ON "PromoCode"(lower("boundEmail")) WHERE "boundEmail" IS NOT NULL;
