-- Issue 35: the venue's coordinates (WGS 84 degrees), for the wallet passes' locations. Optional, both or
-- neither, each within its range (both IS NOT NULL spelled out: a CHECK that is NULL passes).
ALTER TABLE "Event" ADD COLUMN "latitude" DOUBLE PRECISION;
ALTER TABLE "Event" ADD COLUMN "longitude" DOUBLE PRECISION;
ALTER TABLE "Event" ADD CONSTRAINT "Event_coordinates_check" CHECK (
  ("latitude" IS NULL AND "longitude" IS NULL)
  OR ("latitude" IS NOT NULL AND "longitude" IS NOT NULL AND "latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180)
);
