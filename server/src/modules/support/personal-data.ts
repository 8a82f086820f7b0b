// The support requests' side of the privacy rights (export and erasure; the privacy module composes them).
import type { Db, Tx } from "../../db.ts";

/** The fan's support requests with their messages, oldest first, for the personal-data export. */
export function supportIssuesOf(db: Db | Tx, userId: string) {
  return db.supportIssue.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, include: { messages: { orderBy: { createdAt: "asc" } } } });
}

/** Erasure: every support request of the fan (their messages go with them). */
export async function eraseSupportIssuesOf(tx: Tx, userId: string): Promise<void> {
  await tx.supportIssue.deleteMany({ where: { userId } });
}
