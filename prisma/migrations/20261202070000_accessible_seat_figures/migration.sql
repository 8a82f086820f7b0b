-- Issue 33, the organiser's side: the dashboard counts an event's wheelchair spaces and companion seats by
-- status on every change of the sale. This partial index holds only those seats (a few per thousand), so
-- the count reads them alone instead of the event's whole map.
CREATE INDEX "Seat_accessible_idx" ON "Seat"("eventId", "access", "status") WHERE "access" IS NOT NULL;
