-- Attendee exports (issue 34): an organiser's CSV or XLSX of an event's ticket holders, written in the
-- background with its progress (rowsDone of rowsTotal), kept for its requester for a day.
CREATE TYPE "AttendeeExportStatus" AS ENUM ('RUNNING', 'DONE', 'FAILED');

CREATE TABLE "AttendeeExport" (
    "id" TEXT NOT NULL,
    "organisationId" TEXT,
    "eventId" TEXT NOT NULL,
    "requestedById" TEXT,
    "staffTokenId" TEXT,
    "format" TEXT NOT NULL,
    "revealed" BOOLEAN NOT NULL,
    "status" "AttendeeExportStatus" NOT NULL DEFAULT 'RUNNING',
    "rowsDone" INTEGER NOT NULL DEFAULT 0,
    "rowsTotal" INTEGER NOT NULL,
    "file" BYTEA,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "AttendeeExport_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "AttendeeExport_createdAt_idx" ON "AttendeeExport"("createdAt");
