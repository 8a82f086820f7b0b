// Cancelling an event with its refunds (issue #19): the events module cancels it and, in the same
// transaction, its orders are settled — tickets and the merch of the event (wiring.ts: event:cancelled →
// orders, tickets, merch; order:refunded → payments marks each succeeded payment due a refund, merch takes
// its units back). Once that transaction has committed, the cancel refunds each payment due to where it came
// from, several at a time (refundDuePayments): a card through its provider, Fan Coin by a credit on the
// wallet's ledger. It answers the organiser after a few seconds at most, with how many went back and how many
// are on their way; the rest goes on in the background, and payments:reconcile-refunds sends whatever a crash
// or a provider down left due. A second cancel (a retry) refunds whatever is still due; refundPayment's
// conditional update means nothing is ever refunded twice.
import type { Deps } from "../../deps.ts";
import type { OperatorScope } from "../../context.ts";
import { NotFoundError } from "../../errors.ts";
import { waitAtMost } from "../../platform/wait.ts";
import { cancelOperatorEvent, findEventById, type OperatorEventRow } from "../events/index.ts";
import { cancelRefundOrderIds, orderIdsOfEvent } from "../orders/index.ts";
import { auditOperator, type OperatorCaller } from "../organisations/index.ts";
import { refundDuePaymentIds, refundDuePayments, refundProgress } from "./refunds.ts";
import { CANCEL_REFUNDS, REFUND_ON_ITS_WAY } from "./payments.rules.ts";

export interface EventCancellation {
  event: OperatorEventRow;
  alreadyCancelled: boolean;
  ordersRefunded: number;
  paymentsRefunded: number;
  refundsPending: number;
}

export async function cancelEventWithRefunds(deps: Deps, caller: OperatorCaller, op: OperatorScope, eventId: string): Promise<EventCancellation> {
  const { event, alreadyCancelled } = await cancelOperatorEvent(deps, caller, op, eventId);
  const [tickets, merch] = await Promise.all([orderIdsOfEvent(deps.db, event.id, "TICKET", "REFUNDED"), orderIdsOfEvent(deps.db, event.id, "MERCH", "REFUNDED")]);
  const refunded = [...tickets, ...merch];
  // What is due (all of it after the cancel; after a retry, what the last attempt left), several at a time.
  // The organiser waits a few seconds at most: an event of thousands of card payments keeps refunding in the
  // background, and payments:reconcile-refunds sends whatever a crash or a provider down left due.
  await waitAtMost(refundDuePayments(deps, await refundDuePaymentIds(deps.db, refunded), CANCEL_REFUNDS), CANCEL_REFUNDS.startForMs);
  const progress = await refundProgress(deps.db, refunded);
  await auditOperator(deps.db, caller, {
    action: "operator.event_cancel_refunds",
    outcome: "SUCCESS",
    targetType: "Event",
    targetId: event.id,
    details: {
      organisationId: event.organisationId,
      count: progress.refunded,
      after: [`ticketOrdersRefunded=${tickets.length}`, `merchOrdersRefunded=${merch.length}`, `paymentsRefunded=${progress.refunded}`, `refundsPending=${progress.onTheirWay}`],
    },
  });
  return { event, alreadyCancelled, ordersRefunded: refunded.length, paymentsRefunded: progress.refunded, refundsPending: progress.onTheirWay };
}

/** Money by payment method and currency (the currency a payment was made in: FANCOIN for the wallet). */
export interface RefundMethodTotal {
  method: string;
  currency: string;
  payments: number;
  amount: number;
}

/** A cancellation's refunds: what a cancel would refund (before), and where its refunds stand (after). */
export interface EventRefundSummary {
  eventId: string;
  cancelled: boolean;
  /** Paid orders a cancel would refund now (none left once the cancel has settled them). */
  paidOrders: number;
  /** What a cancel would give back now, by payment method. */
  toRefund: RefundMethodTotal[];
  /** The cancellation's refunds: gone back, on their way (and payments still due one), refused by the provider. */
  refundsSucceeded: number;
  refundsDue: number;
  refundsFailed: number;
  refunded: RefundMethodTotal[];
}

function byMethod(rows: { method: string; currency: string; amount: number }[]): RefundMethodTotal[] {
  const totals = new Map<string, RefundMethodTotal>();
  for (const r of rows) {
    const key = `${r.method} ${r.currency}`;
    const t = totals.get(key) ?? { method: r.method, currency: r.currency, payments: 0, amount: 0 };
    t.payments += 1;
    t.amount += r.amount;
    totals.set(key, t);
  }
  return [...totals.values()].sort((a, b) => b.amount - a.amount || a.method.localeCompare(b.method));
}

/**
 * The refund summary of one of the operator's events, read from its orders, payments and refund records:
 * before a cancel, what it would refund (each succeeded payment of a paid order, less what went back of it
 * already); after, how its EVENT_CANCELLED refunds stand. Another organisation's event is NOT_FOUND.
 */
export async function eventRefundSummary(deps: Deps, op: OperatorScope, eventId: string): Promise<EventRefundSummary> {
  const event = await findEventById(deps, { select: { id: true, organisationId: true, cancelledAt: true } }, eventId).catch(() => null);
  if (!event || (op.organisationId && event.organisationId !== op.organisationId)) throw new NotFoundError("Event");
  const { toRefund, refunded } = await cancelRefundOrderIds(deps.db, event.id);
  const [payments, refunds, due] = await Promise.all([
    deps.db.payment.findMany({ where: { orderId: { in: toRefund }, status: "SUCCEEDED" }, select: { method: true, currency: true, amount: true, refundedAmount: true } }),
    deps.db.refund.findMany({ where: { orderId: { in: [...toRefund, ...refunded] }, cause: "EVENT_CANCELLED" }, select: { status: true, amount: true, currency: true, paymentId: true, payment: { select: { method: true } } } }),
    refundDuePaymentIds(deps.db, refunded),
  ]);
  const onTheirWay = refunds.filter((r) => (REFUND_ON_ITS_WAY as readonly string[]).includes(r.status));
  const sent = new Set(onTheirWay.map((r) => r.paymentId));
  return {
    eventId: event.id,
    cancelled: event.cancelledAt !== null,
    paidOrders: toRefund.length,
    toRefund: byMethod(payments.map((p) => ({ method: p.method, currency: p.currency, amount: p.amount - p.refundedAmount })).filter((p) => p.amount > 0)),
    refundsSucceeded: refunds.filter((r) => r.status === "SUCCEEDED").length,
    // A payment whose refund is on its way stays due until its provider has taken all of it: counted once.
    refundsDue: onTheirWay.length + due.filter((id) => !sent.has(id)).length,
    refundsFailed: refunds.filter((r) => r.status === "FAILED").length,
    refunded: byMethod(refunds.filter((r) => r.status === "SUCCEEDED").map((r) => ({ method: r.payment.method, currency: r.currency, amount: r.amount }))),
  };
}
