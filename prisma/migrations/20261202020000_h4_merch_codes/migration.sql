-- Merchandise discounts (issue 35): a discount code may name products of its event instead of ticket
-- types. Its use is counted with the merch order's hold (PromoCodeUse, as a ticket order's) and given back
-- when the hold lapses or is cancelled. A code is for tickets or for merchandise, never both.
ALTER TABLE "PromoCode" ADD COLUMN "productIds" TEXT[] DEFAULT ARRAY[]::TEXT[];
ALTER TABLE "PromoCode" ADD CONSTRAINT "PromoCode_merch_discount_only" CHECK (coalesce(cardinality("productIds"), 0) = 0 OR ("kind" = 'DISCOUNT' AND coalesce(cardinality("ticketTypeIds"), 0) = 0));
