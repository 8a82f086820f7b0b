// The payments' side of the privacy rights (export, deletion blockers, erasure; the privacy module composes them).
import type { Db, Tx } from "../../db.ts";
import { onCommit } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import { REFUND_ON_ITS_WAY, refundDueMarkers } from "./payments.rules.ts";
import { providerFor } from "./providers.ts";

/** The fan's payments, oldest first, for the personal-data export (privacy adds their order numbers). */
export function paymentsForExport(db: Db | Tx, userId: string) {
  return db.payment.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
}

/** The fan's saved cards, oldest first, for the personal-data export. */
export function savedCardsOf(db: Db | Tx, userId: string) {
  return db.savedCard.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
}

/** The fan's unfinished payments: pending, succeeded with a refund still due, or with a refund on its way. */
export async function countUnsettledPaymentsOf(db: Db | Tx, userId: string): Promise<number> {
  const [payments, refunds] = await Promise.all([
    db.payment.count({ where: { userId, OR: [{ status: "PENDING" }, { status: "SUCCEEDED", failureReason: { in: refundDueMarkers } }] } }),
    db.refund.count({ where: { status: { in: [...REFUND_ON_ITS_WAY] }, payment: { userId } } }),
  ]);
  return payments + refunds;
}

/**
 * Erasure: every saved card of the fan and their customer records, here in the erasing transaction; at the
 * provider (Stripe, Adyen) once it has committed, best effort (a failure is logged for the operator).
 */
export async function eraseSavedCardsOf(tx: Tx, deps: Deps, userId: string): Promise<void> {
  const cards = await tx.savedCard.findMany({ where: { userId } });
  const customers = await tx.paymentCustomer.findMany({ where: { userId } });
  await tx.savedCard.deleteMany({ where: { userId } });
  await tx.paymentCustomer.deleteMany({ where: { userId } });
  onCommit(tx, async () => {
    for (const card of cards) {
      if (card.provider === "sandbox") continue;
      try {
        const provider = providerFor(deps, card.provider);
        const customerRef = customers.find((c) => c.provider === card.provider)?.customerRef ?? null;
        await provider.deleteSavedCard?.(deps, { token: card.providerToken, customerRef, userId });
      } catch (e) {
        deps.log.error(`erasure: saved card ${card.id} could not be forgotten at ${card.provider}: ${String(e)}`);
      }
    }
  });
}
