-- A fan's declared seating need (issue 33): a wheelchair space and 0–3 companion seats, encrypted like the
-- audience identities (the need sealed with the identity key, bound to the fan's id). The row's presence
-- says a need was declared and nothing more. No plaintext flag: the secure reads it only when a fan picks
-- a kept seat before its release, so ordinary secures never touch this table.
CREATE TABLE "SeatingNeed" (
    "userId" TEXT NOT NULL,
    "needEnc" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SeatingNeed_pkey" PRIMARY KEY ("userId")
);

ALTER TABLE "SeatingNeed" ADD CONSTRAINT "SeatingNeed_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
