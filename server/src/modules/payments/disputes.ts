// Disputes (chargebacks): the card holder's bank takes a payment back. Recorded by the provider's dispute
// reference; its stages may arrive in any order and more than once, and LOST is final (a lost dispute is
// never reopened by a late "opened" or "won"). The organiser (its owners and managers; the platform's
// operators for a Fan Coin top-up) is told of each new stage. When one is lost, the money has left us: it is
// recorded as a refund of the payment (never more than what is left of it), and the order it paid is refunded
// in full, so its tickets die at the gate and their stock goes back (orders.refundPaidOrder); a top-up's Fan
// Coin leave the wallet again, as far as the wallet still holds them (wallet.reverseTopUp).
import type { Dispute, DisputeStatus, Payment } from "../../generated/prisma/client.ts";
import type { Deps } from "../../deps.ts";
import type { Tx } from "../../db.ts";
import { onCommit } from "../../db.ts";
import { toLang } from "../../messages.ts";
import { getOrder, lockOrder, refundPaidOrder } from "../orders/index.ts";
import { eventOrganisationId, lockEventForPayment } from "../events/index.ts";
import { moneyContactIds } from "../organisations/index.ts";
import { mailboxOf } from "../users/index.ts";
import { publishBalances, reverseTopUp } from "../wallet/index.ts";
import { sendMessage } from "../mail/index.ts";
import { formatAmount } from "@fanfare/shared/money";
import type { ProviderEvent } from "./providers.ts";
import { lockPaymentOf } from "./payment-lock.ts";
import { claimRefund } from "./refunds.ts";
import { disputeMail } from "./payments.mail.ts";

const statusOf: Record<"dispute.opened" | "dispute.won" | "dispute.lost", DisputeStatus> = { "dispute.opened": "OPEN", "dispute.won": "WON", "dispute.lost": "LOST" };

export async function applyDisputeEvent(tx: Tx, deps: Deps, providerName: string, event: Extract<ProviderEvent, { type: "dispute.opened" | "dispute.won" | "dispute.lost" }>): Promise<string> {
  const found = await tx.payment.findFirst({ where: { provider: providerName, providerRef: event.paymentRef }, select: { id: true, orderId: true } });
  if (!found) {
    deps.log.warn(`${providerName} dispute ${event.disputeRef} for an unknown payment ${event.paymentRef}`);
    return "IGNORED";
  }
  // The same order of locks as a payment and a refund of the order: event (shared), order, payment.
  const order = await getOrder(tx, found.orderId);
  if (order.eventId) await lockEventForPayment(tx, order.eventId);
  await lockOrder(tx, order.id);
  const payment = (await lockPaymentOf(tx, providerName, { providerRef: event.paymentRef }))!;
  const target = statusOf[event.type];
  const now = deps.now();
  const closed = target === "OPEN" ? null : now;
  const [inserted] = await tx.$queryRaw<{ id: string }[]>`
    insert into "Dispute" (id, provider, "disputeRef", "paymentId", amount, currency, reason, status, "openedAt", "closedAt", "updatedAt")
    values (${`dp_${payment.id}_${event.disputeRef}`.slice(0, 190)}, ${providerName}, ${event.disputeRef}, ${payment.id}, ${event.amount}, ${event.currency}, ${event.reason},
      ${target}::"DisputeStatus", ${now}, ${closed}, ${now})
    on conflict (provider, "disputeRef") do nothing returning id`;
  let dispute: Dispute;
  let changed: boolean;
  if (inserted) {
    dispute = await tx.dispute.findUniqueOrThrow({ where: { id: inserted.id } });
    changed = true;
  } else {
    const n = await tx.dispute.updateMany({
      where: { provider: providerName, disputeRef: event.disputeRef, status: { notIn: ["LOST", target] } },
      data: { status: target, closedAt: closed, reason: event.reason ?? undefined },
    });
    dispute = await tx.dispute.findUniqueOrThrow({ where: { provider_disputeRef: { provider: providerName, disputeRef: event.disputeRef } } });
    changed = n.count === 1;
  }
  if (changed && dispute.status === "LOST") await loseDispute(tx, deps, payment, dispute);
  if (changed) onCommit(tx, () => tellOrganiser(deps, dispute.id));
  return `DISPUTE_${dispute.status}`;
}

/** The money is gone: recorded as a refund of what is left of the payment, and the order it paid refunded in full. */
async function loseDispute(tx: Tx, deps: Deps, payment: Payment, dispute: Dispute): Promise<void> {
  const remaining = payment.amount - payment.refundedAmount;
  const amount = dispute.currency.toUpperCase() === payment.currency.toUpperCase() ? Math.min(dispute.amount, remaining) : remaining;
  const order = await getOrder(tx, payment.orderId);
  const paidTheOrder = payment.failureReason === null;
  if (amount > 0) {
    const orderAmount = paidTheOrder ? Math.min(order.totalAmount, Math.round((amount * order.totalAmount) / Math.max(payment.amount, 1))) : 0;
    await claimRefund(tx, deps, { payment, amount, orderAmount, cause: "DISPUTE_LOST", reason: dispute.reason, alreadyReturned: true });
    // A top-up's coins go back with its money: what the wallet still holds of them; what was spent is the shortfall.
    if (order.kind === "TOPUP" && orderAmount > 0) {
      const reversed = await reverseTopUp(tx, order.userId, orderAmount, order.orderNo, `Dispute lost: top-up ${order.orderNo}`);
      if (reversed.posted) onCommit(tx, async () => publishBalances(deps, reversed.posted!.users));
      if (reversed.shortfall > 0) deps.log.error(`dispute ${dispute.disputeRef} lost on top-up ${order.orderNo}: ${reversed.shortfall} Fan Coin minor units were already spent and could not be taken back from the wallet`);
    }
  } else {
    // Refunded already, and taken back by the bank as well: the money went back twice.
    deps.log.error(`dispute ${dispute.disputeRef} lost on payment ${payment.paymentNo}, which was already refunded in full: the organiser must recover it`);
  }
  if (paidTheOrder && (order.kind === "TICKET" || order.kind === "MERCH")) await refundPaidOrder(tx, deps, order.id, deps.now(), "dispute-lost");
}

/** Each owner and manager of the order's organisation, in their own language. */
async function tellOrganiser(deps: Deps, disputeId: string): Promise<void> {
  const dispute = await deps.db.dispute.findUniqueOrThrow({ where: { id: disputeId } });
  const payment = await deps.db.payment.findUniqueOrThrow({ where: { id: dispute.paymentId } });
  const order = await getOrder(deps.db, payment.orderId);
  const organisationId = order.eventId ? await eventOrganisationId(deps.db, order.eventId) : null;
  for (const userId of await moneyContactIds(deps.db, organisationId)) {
    const box = await mailboxOf(deps, userId);
    if (!box) continue;
    const lang = toLang(box.language);
    const vars = disputeMail(lang, dispute.status, {
      orderNo: order.orderNo,
      paymentNo: payment.paymentNo,
      amount: formatAmount(dispute.amount),
      currency: dispute.currency,
      reason: dispute.reason ?? "—",
      provider: dispute.provider,
    });
    await sendMessage(deps, { channel: "EMAIL", to: box.email, template: "generic", lang, vars });
  }
}
