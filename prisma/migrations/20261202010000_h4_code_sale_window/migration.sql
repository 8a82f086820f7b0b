-- An access code's own sale start (issue 35): its holders may secure its ticket types from this time,
-- before the event's public sale opens. Null: the code opens nothing early.
ALTER TABLE "PromoCode" ADD COLUMN "saleStartsAt" TIMESTAMP(3);
ALTER TABLE "PromoCode" ADD CONSTRAINT "PromoCode_sale_window_access_only" CHECK ("saleStartsAt" IS NULL OR "kind" = 'ACCESS');
