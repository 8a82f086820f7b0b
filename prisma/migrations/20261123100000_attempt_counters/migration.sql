-- AlterTable
ALTER TABLE "User" DROP COLUMN "payPasswordFailures",
DROP COLUMN "payPasswordLockedUntil";

-- CreateTable
CREATE TABLE "AttemptCounter" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "AttemptCounter_pkey" PRIMARY KEY ("key")
);

