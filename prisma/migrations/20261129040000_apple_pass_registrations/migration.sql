-- Apple Wallet devices holding a ticket's pass (PassKit web service registrations).
CREATE TABLE "ApplePassRegistration" (
    "id" TEXT NOT NULL,
    "deviceLibraryIdentifier" TEXT NOT NULL,
    "pushToken" TEXT NOT NULL,
    "passTypeIdentifier" TEXT NOT NULL,
    "serialNumber" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApplePassRegistration_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "ApplePassRegistration_deviceLibraryIdentifier_passTypeIdentifier_serialNumber_key" ON "ApplePassRegistration"("deviceLibraryIdentifier", "passTypeIdentifier", "serialNumber");
CREATE INDEX "ApplePassRegistration_serialNumber_idx" ON "ApplePassRegistration"("serialNumber");
