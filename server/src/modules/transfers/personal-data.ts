// The transfers' side of the privacy rights (export and erasure; the privacy module composes them).
import type { Db, Tx } from "../../db.ts";

/** Transfers the fan sent or received, oldest first, for the export (privacy adds the ticket's number and event). */
export function transfersOf(db: Db | Tx, userId: string) {
  return db.transfer.findMany({ where: { OR: [{ fromUserId: userId }, { toUserId: userId }] }, orderBy: { createdAt: "asc" } });
}

/** Erasure: transfers to the fan stay, addressed to the account's tombstone e-mail instead of theirs. */
export async function tombstoneTransfersTo(tx: Tx, userId: string, tombstone: string): Promise<void> {
  await tx.transfer.updateMany({ where: { toUserId: userId }, data: { toEmail: tombstone } });
}
