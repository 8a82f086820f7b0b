-- The IANA time zone of the venue: every event time is shown in it. Venues so far are in Hong Kong and
-- Macao (both UTC+8): the default keeps every existing row right, Macao venues get their own zone.
ALTER TABLE "Event" ADD COLUMN "timeZone" TEXT NOT NULL DEFAULT 'Asia/Hong_Kong';

UPDATE "Event" SET "timeZone" = 'Asia/Macau' WHERE "city" IN ('Macao', 'Macau');
