-- Issue 34: a support request names what it is about - the event, and the fan's order or ticket when it
-- is about one (the organisation it is routed to follows from them). No foreign keys: the events, orders
-- and tickets modules own those tables, and a request outlives what it named.
ALTER TABLE "SupportIssue" ADD COLUMN "eventId" TEXT;
ALTER TABLE "SupportIssue" ADD COLUMN "orderId" TEXT;
ALTER TABLE "SupportIssue" ADD COLUMN "ticketId" TEXT;
