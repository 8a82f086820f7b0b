-- A PENDING refund is sent to its provider by one sender at a time, across instances: the sender takes a
-- lease on the row ("sendingUntil", longer than the longest provider call) before it calls the provider, and
-- any other sender (another instance's request or refund job) leaves the refund alone until the lease lapses.
-- The refund job took any PENDING refund older than 5 s, so a request slowed past that on one instance and
-- the job on another could both call the provider (under one idempotency key: one refund, but two calls).
ALTER TABLE "Refund" ADD COLUMN "sendingUntil" TIMESTAMP(3);
