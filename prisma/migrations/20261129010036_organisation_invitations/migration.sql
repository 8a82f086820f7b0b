-- Membership by consent (issue 36): an organisation invites an e-mail address to a role, and the account
-- of that address becomes a member only when it accepts. One pending invitation per organisation and
-- address, and the answered ones stay as the record of who joined when, invited by whom.
-- CreateEnum
CREATE TYPE "InvitationStatus" AS ENUM ('PENDING', 'ACCEPTED', 'DECLINED', 'REVOKED');

-- CreateTable
CREATE TABLE "OrganisationInvitation" (
    "id" TEXT NOT NULL,
    "organisationId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "role" "OrganisationRole" NOT NULL,
    "status" "InvitationStatus" NOT NULL DEFAULT 'PENDING',
    "invitedByUserId" TEXT,
    "language" TEXT NOT NULL DEFAULT 'en',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "respondedAt" TIMESTAMP(3),
    "userId" TEXT,

    CONSTRAINT "OrganisationInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OrganisationInvitation_email_status_idx" ON "OrganisationInvitation"("email", "status");

-- CreateIndex
CREATE INDEX "OrganisationInvitation_organisationId_status_createdAt_idx" ON "OrganisationInvitation"("organisationId", "status", "createdAt");

-- One pending invitation per organisation and address (a second invite renews it).
CREATE UNIQUE INDEX "OrganisationInvitation_one_pending" ON "OrganisationInvitation"("organisationId", "email") WHERE "status" = 'PENDING';

-- AddForeignKey
ALTER TABLE "OrganisationInvitation" ADD CONSTRAINT "OrganisationInvitation_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Site-wide notices belong to the platform (issue 36): an organisation's key no longer carries notices:write
-- (the server ignores it on such a key anyway: this keeps the rows saying what the key may do).
UPDATE "ApiToken" SET "scopes" = array_remove("scopes", 'notices:write') WHERE "organisationId" IS NOT NULL AND 'notices:write' = ANY("scopes");
