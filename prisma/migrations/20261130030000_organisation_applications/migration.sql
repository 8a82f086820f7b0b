-- Self-serve organisers (issue 34): a fan account applies to become an organiser, and a platform operator
-- approves it (its organisation is created, the applicant its OWNER) or refuses it with a reason.
CREATE TYPE "OrganisationApplicationStatus" AS ENUM ('PENDING', 'APPROVED', 'REFUSED');

CREATE TABLE "OrganisationApplication" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "organisationName" TEXT NOT NULL,
    "contactName" TEXT NOT NULL,
    "contactEmail" TEXT NOT NULL,
    "contactPhone" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "eventTypes" TEXT[],
    "description" TEXT NOT NULL,
    "expectedVolume" TEXT NOT NULL,
    "website" TEXT,
    "termsAcceptedAt" TIMESTAMP(3) NOT NULL,
    "language" TEXT NOT NULL DEFAULT 'en',
    "status" "OrganisationApplicationStatus" NOT NULL DEFAULT 'PENDING',
    "refusalReason" TEXT,
    "decidedAt" TIMESTAMP(3),
    "decidedByUserId" TEXT,
    "organisationId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrganisationApplication_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "OrganisationApplication_organisationId_key" ON "OrganisationApplication"("organisationId");
CREATE INDEX "OrganisationApplication_userId_createdAt_idx" ON "OrganisationApplication"("userId", "createdAt");
CREATE INDEX "OrganisationApplication_status_createdAt_idx" ON "OrganisationApplication"("status", "createdAt");
-- One open application per account: a second one at the same time loses on this index.
CREATE UNIQUE INDEX "OrganisationApplication_one_pending" ON "OrganisationApplication"("userId") WHERE "status" = 'PENDING';
-- An approved application names its organisation, a refused one says why.
ALTER TABLE "OrganisationApplication" ADD CONSTRAINT "OrganisationApplication_decided" CHECK (
  ("status" = 'PENDING' AND "decidedAt" IS NULL)
  OR ("status" = 'APPROVED' AND "decidedAt" IS NOT NULL)
  OR ("status" = 'REFUSED' AND "decidedAt" IS NOT NULL AND "refusalReason" IS NOT NULL)
);

ALTER TABLE "OrganisationApplication" ADD CONSTRAINT "OrganisationApplication_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "OrganisationApplication" ADD CONSTRAINT "OrganisationApplication_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE SET NULL ON UPDATE CASCADE;
