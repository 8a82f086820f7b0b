-- An event's life is one state machine (issue 34), and cancelled is final. Until now "Open sale" cleared
-- the pause and the sale end that a cancel had set, so a cancelled event could go back on sale. Here the
-- database refuses that, whoever writes: a cancelled event's sale stays paused, and its cancellation, sale
-- dates and pause never change again. The service refuses first with a typed error (lifecycle.rules.ts).

-- Events cancelled and then reopened by the old code are closed again.
UPDATE "Event" SET "salesPaused" = true WHERE "cancelledAt" IS NOT NULL AND NOT "salesPaused";
UPDATE "Event" SET "saleEndsAt" = "cancelledAt" WHERE "cancelledAt" IS NOT NULL AND ("saleEndsAt" IS NULL OR "saleEndsAt" > "cancelledAt");

ALTER TABLE "Event" ADD CONSTRAINT "Event_cancelled_sale_paused" CHECK ("cancelledAt" IS NULL OR "salesPaused");

-- The body is an E'' string with its semicolons written \073: the migration runner splits on semicolons.
CREATE FUNCTION "event_cancelled_is_final"() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN
  IF NEW."cancelledAt" IS DISTINCT FROM OLD."cancelledAt"
     OR NEW."salesPaused" IS DISTINCT FROM OLD."salesPaused"
     OR NEW."saleStartsAt" IS DISTINCT FROM OLD."saleStartsAt"
     OR NEW."saleEndsAt" IS DISTINCT FROM OLD."saleEndsAt" THEN
    RAISE EXCEPTION ''event % is cancelled: its sale and its cancellation cannot change'', OLD.id USING ERRCODE = ''check_violation''\073
  END IF\073
  RETURN NEW\073
END'
;

CREATE TRIGGER "Event_cancelled_is_final" BEFORE UPDATE ON "Event"
  FOR EACH ROW WHEN (OLD."cancelledAt" IS NOT NULL) EXECUTE FUNCTION "event_cancelled_is_final"();
