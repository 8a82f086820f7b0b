// What a wallet transaction paid for, from its ledger reference (issue 31: a row read "Payment P2611…"): a
// wallet payment's reference is its payment number, a refund's its refund number; both lead to the order,
// and the order to what it bought: a ticket order's event title, a merchandise order's products.
import type { Deps } from "../../deps.ts";
import { getOrder } from "../orders/index.ts";
import { describeOrder } from "./results.ts";

/** Reference → what its order bought (event title or product name); references of no payment or refund are left out. */
export async function subjectsOfWalletReferences(deps: Deps, references: readonly string[]): Promise<Map<string, string>> {
  const [payments, refunds] = await Promise.all([
    deps.db.payment.findMany({ where: { paymentNo: { in: [...references] } }, select: { paymentNo: true, orderId: true } }),
    deps.db.refund.findMany({ where: { refundNo: { in: [...references] } }, select: { refundNo: true, orderId: true } }),
  ]);
  const orderOf = new Map<string, string>([...payments.map((p) => [p.paymentNo, p.orderId] as const), ...refunds.map((r) => [r.refundNo, r.orderId] as const)]);
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
