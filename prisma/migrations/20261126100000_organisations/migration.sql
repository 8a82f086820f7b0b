-- Organisations (issue #19): an organiser owns its events and products, its staff are members with a
-- role, the platform's operators sit above them, and the staff tokens become API keys of an organisation
-- (with an expiry and their own rate limit).
-- CreateEnum
CREATE TYPE "OrganisationRole" AS ENUM ('OWNER', 'MANAGER', 'BOX_OFFICE', 'GATE');

-- AlterTable
ALTER TABLE "ApiToken" ADD COLUMN     "createdByUserId" TEXT,
ADD COLUMN     "expiresAt" TIMESTAMP(3),
ADD COLUMN     "organisationId" TEXT,
ADD COLUMN     "rateLimitPerMinute" INTEGER NOT NULL DEFAULT 600;

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "aboutByLanguage" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "organisationId" TEXT,
ADD COLUMN     "salesPaused" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "MerchProduct" ADD COLUMN     "organisationId" TEXT;

-- CreateTable
CREATE TABLE "Organisation" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Organisation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrganisationMember" (
    "id" TEXT NOT NULL,
    "organisationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" "OrganisationRole" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrganisationMember_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PlatformOperator" (
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PlatformOperator_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE UNIQUE INDEX "Organisation_slug_key" ON "Organisation"("slug");

-- CreateIndex
CREATE INDEX "OrganisationMember_userId_idx" ON "OrganisationMember"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "OrganisationMember_organisationId_userId_key" ON "OrganisationMember"("organisationId", "userId");

-- CreateIndex
CREATE INDEX "ApiToken_organisationId_createdAt_idx" ON "ApiToken"("organisationId", "createdAt");

-- CreateIndex
CREATE INDEX "Event_organisationId_startsAt_idx" ON "Event"("organisationId", "startsAt");

-- AddForeignKey
ALTER TABLE "ApiToken" ADD CONSTRAINT "ApiToken_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganisationMember" ADD CONSTRAINT "OrganisationMember_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganisationMember" ADD CONSTRAINT "OrganisationMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlatformOperator" ADD CONSTRAINT "PlatformOperator_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MerchProduct" ADD CONSTRAINT "MerchProduct_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- What existed before organisations belongs to a demo organiser. Staff tokens become its API keys, except
-- an auditor's, which reads the whole platform's log and stays a platform key.
INSERT INTO "Organisation" ("id", "slug", "name") VALUES ('org_demo', 'fanfare-demo', 'Fanfare Demo Promotions');
UPDATE "Event" SET "organisationId" = 'org_demo';
UPDATE "MerchProduct" SET "organisationId" = 'org_demo';
UPDATE "ApiToken" SET "organisationId" = 'org_demo' WHERE NOT ('audit:read' = ANY ("scopes"));
CREATE INDEX "MerchProduct_organisationId_idx" ON "MerchProduct"("organisationId");
