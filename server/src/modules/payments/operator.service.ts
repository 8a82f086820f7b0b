// Cancelling an event with its refunds (issue #19): the events module cancels it and, in the same
// transaction, its orders are settled — tickets and the merch of the event (wiring.ts: event:cancelled →
// orders, tickets, merch; order:refunded → payments marks each succeeded payment due a refund, merch takes
// its units back). Once that transaction has committed, order:refunded's after-commit handler refunds each
// payment due to where it came from: a card through its provider, Fan Coin by a credit on the wallet's
// ledger (refundPayment). A refund that fails then is retried by the payments:reconcile-refunds job, and a
// second cancel (a retry) refunds whatever is still due; refundPayment's conditional update means nothing
// is ever refunded twice.
import type { Deps } from "../../deps.ts";
import type { OperatorScope } from "../../context.ts";
import { cancelOperatorEvent, type OperatorEventRow } from "../events/index.ts";
import { orderIdsOfEvent } from "../orders/index.ts";
import { auditOperator, type OperatorCaller } from "../organisations/index.ts";
import { countRefundedPayments, refundDuePaymentIds, refundPayment } from "./refunds.ts";

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
  // A retry, or a refund that failed in the after-commit handler: what is still due, once more.
  for (const id of await refundDuePaymentIds(deps.db, refunded)) {
    await refundPayment(deps, id).catch((e: unknown) => deps.log.error(`refund of payment ${id} failed, the job retries`, { error: String(e) }));
  }
  const [paymentsRefunded, pending] = await Promise.all([countRefundedPayments(deps.db, refunded), refundDuePaymentIds(deps.db, refunded)]);
  await auditOperator(deps.db, caller, {
    action: "operator.event_cancel_refunds",
    outcome: pending.length ? "FAILURE" : "SUCCESS",
    targetType: "Event",
    targetId: event.id,
    details: {
      organisationId: event.organisationId,
      count: paymentsRefunded,
      after: [`ticketOrdersRefunded=${tickets.length}`, `merchOrdersRefunded=${merch.length}`, `paymentsRefunded=${paymentsRefunded}`, `refundsPending=${pending.length}`],
    },
  });
  return { event, alreadyCancelled, ordersRefunded: refunded.length, paymentsRefunded, refundsPending: pending.length };
}
