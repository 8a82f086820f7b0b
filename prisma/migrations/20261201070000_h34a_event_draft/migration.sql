-- An event has a real draft state (issue 34): publishedAt is null until the organiser publishes it, and fans
-- never see a draft. Every event that exists already (and every seeded demo event) was public: it counts as
-- published when it was made. Rows made outside the operator API get now() by default, and the operator API
-- creates drafts by writing null.
ALTER TABLE "Event" ADD COLUMN "publishedAt" TIMESTAMP(3) DEFAULT CURRENT_TIMESTAMP;
UPDATE "Event" SET "publishedAt" = "createdAt";

-- Cancelled is final: a cancelled event is never published (or unpublished) again.
CREATE FUNCTION "event_cancelled_not_republished"() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN
  IF NEW."publishedAt" IS DISTINCT FROM OLD."publishedAt" THEN
    RAISE EXCEPTION ''event % is cancelled: it cannot be published'', OLD.id USING ERRCODE = ''check_violation''\073
  END IF\073
  RETURN NEW\073
END'
;

CREATE TRIGGER "Event_cancelled_not_republished" BEFORE UPDATE ON "Event"
  FOR EACH ROW WHEN (OLD."cancelledAt" IS NOT NULL) EXECUTE FUNCTION "event_cancelled_not_republished"();
