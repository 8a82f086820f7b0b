-- The public fairness log of a waiting room (issue 32): append-only and hash-chained. The database itself
-- refuses to change or remove an entry, whoever writes (the application's role included).
CREATE TABLE "FairnessLogEntry" (
    "eventId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "prevHash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    CONSTRAINT "FairnessLogEntry_pkey" PRIMARY KEY ("eventId","seq")
);

-- The body is an E'' string with its semicolons written \073: the migration runner splits on semicolons.
CREATE FUNCTION "fairness_log_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN
  RAISE EXCEPTION ''the fairness log is append-only: % refused'', TG_OP USING ERRCODE = ''insufficient_privilege''\073
END'
;

CREATE TRIGGER "FairnessLogEntry_append_only" BEFORE UPDATE OR DELETE ON "FairnessLogEntry"
  FOR EACH ROW EXECUTE FUNCTION "fairness_log_is_append_only"();
CREATE TRIGGER "FairnessLogEntry_no_truncate" BEFORE TRUNCATE ON "FairnessLogEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION "fairness_log_is_append_only"();

CREATE TABLE "FairnessSaleNote" (
    "id" BIGSERIAL NOT NULL,
    "eventId" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "tickets" INTEGER NOT NULL,
    "via" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FairnessSaleNote_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "FairnessSaleNote_eventId_id_idx" ON "FairnessSaleNote"("eventId", "id");

CREATE TABLE "FairnessReport" (
    "eventId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "keyId" TEXT NOT NULL,
    "signature" TEXT NOT NULL,
    "signedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "FairnessReport_pkey" PRIMARY KEY ("eventId")
);
