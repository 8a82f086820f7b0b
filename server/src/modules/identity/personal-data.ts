// The audience identities' side of the privacy rights (export and erasure; the privacy module composes them).
import type { Db, Tx } from "../../db.ts";

/** The fan's audience identities (still encrypted), oldest first, for the personal-data export. */
export function identitiesOf(db: Db | Tx, userId: string) {
  return db.audienceIdentity.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
}

/** Erasure: every audience identity of the fan. */
export async function eraseIdentitiesOf(tx: Tx, userId: string): Promise<void> {
  await tx.audienceIdentity.deleteMany({ where: { userId } });
}
