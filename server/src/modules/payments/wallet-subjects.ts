// What a wallet transaction paid for, from its ledger reference (issue 31: a row read "Payment P2611…"): a
// wallet payment's reference is its payment number, a refund's its refund number; both lead to the order,
// and the order to what it bought: a ticket order's event title, a merchandise order's products. A sold
// hand-back's Fan Coin payout (a REFUND to the seller, reference handback:<id>) leads to the seller's own order
// through the HAND_BACK refund that records the payout on its payment (its request key is the same reference),
// so the row names the event of the ticket sold instead of reading "Refund · handback:…".
import type { Deps } from "../../deps.ts";
import { getOrder } from "../orders/index.ts";
import { describeOrder } from "./results.ts";
import { handBackPayoutRequestKeys, isHandBackPayoutReference } from "./refunds.ts";

/**
 * Reference → what its order bought (event title or product name); references of no payment, refund or hand-back
 * payout are left out. A hand-back payout is looked up only among `ownerId`'s payments (the wallet's owner).
 */
export async function subjectsOfWalletReferences(deps: Deps, references: readonly string[], ownerId: string | null): Promise<Map<string, string>> {
  const handBacks = ownerId ? references.filter(isHandBackPayoutReference) : [];
  const [payments, refunds, payouts] = await Promise.all([
    deps.db.payment.findMany({ where: { paymentNo: { in: [...references] } }, select: { paymentNo: true, orderId: true } }),
    deps.db.refund.findMany({ where: { refundNo: { in: [...references] } }, select: { refundNo: true, orderId: true } }),
    handBacks.length && ownerId
      ? deps.db.refund.findMany({
          where: { cause: "HAND_BACK", requestKey: { in: handBacks.flatMap(handBackPayoutRequestKeys) }, payment: { userId: ownerId } },
          select: { requestKey: true, orderId: true },
        })
      : [],
  ]);
  const orderOf = new Map<string, string>([...payments.map((p) => [p.paymentNo, p.orderId] as const), ...refunds.map((r) => [r.refundNo, r.orderId] as const)]);
  for (const reference of handBacks) {
    const keys = handBackPayoutRequestKeys(reference);
    const payout = payouts.find((r) => r.requestKey !== null && keys.includes(r.requestKey));
    if (payout) orderOf.set(reference, payout.orderId);
  }
  const titles = new Map<string, string | null>();
  await Promise.all(
    [...new Set(orderOf.values())].map(async (orderId) => {
      const order = await getOrder(deps.db, orderId);
      if (!order || order.kind === "TOPUP") return titles.set(orderId, null);
      // Merchandise by what was bought (the product), tickets by their event.
      const { title, description } = await describeOrder(deps, order);
      titles.set(orderId, order.kind === "MERCH" ? (description ?? title) : title);
    }),
  );
  const out = new Map<string, string>();
  for (const [reference, orderId] of orderOf) {
    const title = titles.get(orderId);
    if (title) out.set(reference, title);
  }
  return out;
}
