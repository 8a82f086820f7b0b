// The payments' side of the privacy rights (export, deletion blockers, erasure; the privacy module composes them).
import type { Db, Tx } from "../../db.ts";

/** The fan's payments, oldest first, for the personal-data export (privacy adds their order numbers). */
export function paymentsForExport(db: Db | Tx, userId: string) {
  return db.payment.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
}

/** The fan's saved cards, oldest first, for the personal-data export. */
export function savedCardsOf(db: Db | Tx, userId: string) {
  return db.savedCard.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
}

/** The fan's unfinished payments: pending, or succeeded with a refund still due. */
export function countUnsettledPaymentsOf(db: Db | Tx, userId: string): Promise<number> {
  return db.payment.count({ where: { userId, OR: [{ status: "PENDING" }, { status: "SUCCEEDED", failureReason: "REFUND_DUE" }] } });
}

/** Erasure: every saved card of the fan. */
export async function eraseSavedCardsOf(tx: Tx, userId: string): Promise<void> {
  await tx.savedCard.deleteMany({ where: { userId } });
}
