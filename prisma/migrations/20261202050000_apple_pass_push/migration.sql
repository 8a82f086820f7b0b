-- Issue 35: the Apple Wallet pushes waiting to be sent, one row per device push token, written in the
-- transaction of the change a pass shows (so a push is never lost to a restart) and sent after its commit
-- (modules/passes/apple.push.ts). A second change before the send bumps "version": the send that was under
-- way then leaves the row, and the device is pushed again for the later change.
CREATE TABLE "ApplePassPush" (
    "passTypeIdentifier" TEXT NOT NULL,
    "pushToken" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ApplePassPush_pkey" PRIMARY KEY ("passTypeIdentifier","pushToken")
);
CREATE INDEX "ApplePassPush_nextAttemptAt_idx" ON "ApplePassPush"("nextAttemptAt");
