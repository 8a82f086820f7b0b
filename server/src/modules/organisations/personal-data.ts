// The organiser applications' side of the privacy rights (export and erasure; the privacy module composes them).
import type { Db, Tx } from "../../db.ts";

/** The fan's applications to become an organiser, oldest first, for the personal-data export. */
export function organiserApplicationsOf(db: Db | Tx, userId: string) {
  return db.organisationApplication.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
}

/**
 * Erasure: an application still open or refused goes; an approved one is how its organisation came to be, so
 * it stays as that record with the applicant's contact details (name, e-mail, phone) cleared.
 */
export async function eraseOrganiserApplicationsOf(tx: Tx, userId: string): Promise<void> {
  await tx.organisationApplication.deleteMany({ where: { userId, status: { not: "APPROVED" } } });
  await tx.organisationApplication.updateMany({ where: { userId, status: "APPROVED" }, data: { contactName: "", contactEmail: "", contactPhone: "" } });
}
