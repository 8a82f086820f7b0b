// A provider's verified events, applied exactly once. Each event is recorded by (provider, event id) in the
// transaction that applies it, so a duplicate is a no-op and a crash before the commit leaves nothing (the
// provider's redelivery applies it then). Events are order-independent: a late failure never undoes a
// success; a success after a failure (or after our stale job cancelled the payment) still counts, because
// the money was taken, and is refunded if the order can no longer be paid; a dispute's stages may arrive in
// any order and LOST is final. What follows a decision (the result page told, money going back) runs only
// once the transaction has committed (payment:settled's after-commit handlers, onCommit).
import crypto from "node:crypto";
import type { Payment } from "../../generated/prisma/client.ts";
import type { Deps } from "../../deps.ts";
import type { Tx } from "../../db.ts";
import { getOrder, markOrderPaid } from "../orders/index.ts";
import { lockEventForPayment } from "../events/index.ts";
import { publishBalances, walletBalance } from "../wallet/index.ts";
import type { ProviderEvent } from "./providers.ts";
import { EVENT_CANCELLED_REFUND_DUE, REFUND_DUE } from "./payments.rules.ts";
import { publishResult } from "./results.ts";
import { applyRefundEvent, refundPayment } from "./refunds.ts";
import { applyDisputeEvent } from "./disputes.ts";
import { rememberProviderCard } from "./saved-cards.ts";
import { lockPaymentOf } from "./payment-lock.ts";
import { WebhookSignatureError } from "./payments.errors.ts";
import { hasUnstorableText } from "../../well-formed-text.ts";

export interface WebhookOutcome {
  duplicate: boolean;
  status: string;
}

/** Applies one verified provider event, exactly once per (provider, event id). */
export async function applyProviderEvent(deps: Deps, providerName: string, event: ProviderEvent): Promise<WebhookOutcome> {
  // A correct signature proves who sent an event, not that it is well formed: every provider's event is
  // refused (400) when its text holds what PostgreSQL cannot store (a NUL, a lone surrogate) or an amount
  // an integer column cannot hold, which answered 500 from the database (issue 36).
  if (hasUnstorableText(event) || ("amount" in event && !(Number.isSafeInteger(event.amount) && event.amount >= 0 && event.amount <= 2_147_483_647))) {
    throw new WebhookSignatureError("malformed event");
  }
  const now = deps.now();
  return deps.db.$transaction(async (tx): Promise<WebhookOutcome> => {
    const inserted = await tx.$executeRaw`insert into "WebhookEvent" (id, provider, "eventId", payload, "receivedAt")
      values (${crypto.randomUUID()}, ${providerName}, ${event.id}, ${JSON.stringify(event)}::jsonb, ${now})
      on conflict (provider, "eventId") do nothing`;
    if (inserted === 0) return { duplicate: true, status: "DUPLICATE" };
    let status: string;
    switch (event.type) {
      case "payment.succeeded":
      case "payment.failed":
        status = await applyPaymentEvent(tx, deps, providerName, event);
        break;
      case "refund.succeeded":
      case "refund.failed":
        status = await applyRefundEvent(tx, deps, providerName, event);
        break;
      case "dispute.opened":
      case "dispute.won":
      case "dispute.lost":
        status = await applyDisputeEvent(tx, deps, providerName, event);
        break;
    }
    await tx.webhookEvent.update({ where: { provider_eventId: { provider: providerName, eventId: event.id } }, data: { processedAt: now } });
    return { duplicate: false, status };
  });
}

async function applyPaymentEvent(tx: Tx, deps: Deps, providerName: string, event: Extract<ProviderEvent, { type: "payment.succeeded" | "payment.failed" }>): Promise<string> {
  const payment = await lockPaymentOf(tx, providerName, event);
  if (!payment) {
    deps.log.warn(`${providerName} event ${event.id} for an unknown payment (${event.paymentNo ?? event.providerRef ?? event.checkoutRef})`);
    return "IGNORED";
  }
  if (event.type === "payment.succeeded") return applySuccess(tx, deps, payment, event, deps.now());
  if (payment.status !== "PENDING") return payment.status; // a late failure never undoes a success
  // A declined attempt on a hosted page that is still open: the fan may try again there. Its end (expiry, or
  // our stale job closing it) is what ends the payment.
  if (event.attemptOnly && payment.checkoutRef) return "PENDING";
  const reason = event.reason || "DECLINED";
  await tx.payment.update({ where: { id: payment.id }, data: { status: "FAILED", failureReason: reason, completedAt: deps.now(), ...(event.providerRef && !payment.providerRef ? { providerRef: event.providerRef } : {}) } });
  await deps.events.emit(tx, deps, "payment:settled", { paymentId: payment.id, order: await getOrder(tx, payment.orderId), outcome: "FAILED", reason });
  return "FAILED";
}

async function applySuccess(tx: Tx, deps: Deps, payment: Payment, event: Extract<ProviderEvent, { type: "payment.succeeded" }>, now: Date): Promise<string> {
  // A provider may tell a success twice (Stripe: the Checkout Session and its PaymentIntent); the card it
  // saved may come with either.
  if (payment.rememberCard && event.card) await rememberProviderCard(tx, payment, event.card);
  if (payment.status === "SUCCEEDED" || payment.status === "REFUNDED") return payment.status;
  const order = await getOrder(tx, payment.orderId);
  // An order of an event being cancelled: wait for the cancel (before taking the order's row lock, which the
  // cancel takes after the event's), so the order is either refunded by it or found unpayable here.
  const eventLive = !order.eventId || (await lockEventForPayment(tx, order.eventId));
  const matches = event.amount === payment.amount && event.currency.toUpperCase() === payment.currency.toUpperCase();
  await tx.payment.update({ where: { id: payment.id }, data: { status: "SUCCEEDED", completedAt: now, failureReason: null, providerRef: event.providerRef } });
  const paid = matches && eventLive ? await markOrderPaid(tx, deps, order.id, now) : null;
  if (!matches) deps.log.error(`payment ${payment.paymentNo}: provider amount ${event.amount} ${event.currency} differs from ${payment.amount} ${payment.currency}, refunding`);
  if (!paid) {
    await tx.payment.update({ where: { id: payment.id }, data: { failureReason: eventLive ? REFUND_DUE : EVENT_CANCELLED_REFUND_DUE } });
    await deps.events.emit(tx, deps, "payment:settled", { paymentId: payment.id, order, outcome: "REFUND_DUE", reason: eventLive ? "HOLD_EXPIRED" : "EVENT_CANCELLED" });
    return REFUND_DUE;
  }
  await deps.events.emit(tx, deps, "payment:settled", { paymentId: payment.id, order: paid, outcome: "SUCCEEDED", reason: null });
  return "SUCCEEDED";
}

/** payment:settled, after the commit: the result page hears the decision, and a paid top-up's new balance is pushed. */
export async function tellPaymentSettled(deps: Deps, { order, outcome, reason }: { order: { orderNo: string; kind: string; userId: string }; outcome: "SUCCEEDED" | "FAILED" | "REFUND_DUE"; reason: string | null }): Promise<void> {
  publishResult(deps, order.orderNo, outcome === "REFUND_DUE" ? "REFUNDING" : outcome, reason);
  if (outcome === "SUCCEEDED" && order.kind === "TOPUP") publishBalances(deps, [{ userId: order.userId, balance: await walletBalance(deps, order.userId) }]);
}

/** payment:settled REFUND_DUE, after the commit: the money goes back at once (the reconciliation job retries a failure). */
export async function refundSettledPayment(deps: Deps, { paymentId, outcome }: { paymentId: string; outcome: string }): Promise<void> {
  if (outcome === "REFUND_DUE") await refundPayment(deps, paymentId);
}
