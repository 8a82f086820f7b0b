// Cancelling an event with its refunds (issue #19): the events module cancels it and, in the same
// transaction, its orders are settled and its tickets voided (wiring.ts: event:cancelled → orders, tickets;
// order:refunded → payments marks each succeeded payment due a refund). After the commit every payment due
// is refunded to where it came from: a card through its provider, Fan Coin by a credit on the wallet's
// ledger (refundPayment). A refund that fails now is retried by the payments:reconcile-refunds job, and a
// second cancel (a retry) refunds whatever is still due; nothing is ever refunded twice.
import type { Deps } from "../../deps.ts";
import type { OperatorScope } from "../../context.ts";
import { cancelOperatorEvent, type OperatorEventRow } from "../events/index.ts";
import { ticketOrderIdsOfEvent } from "../orders/index.ts";
import type { OperatorCaller } from "../organisations/index.ts";
import { countRefundedPayments, refundDuePaymentIds, refundPayment } from "./payments.service.ts";

export interface EventCancellation {
  event: OperatorEventRow;
  alreadyCancelled: boolean;
  ordersRefunded: number;
  paymentsRefunded: number;
  refundsPending: number;
}

export async function cancelEventWithRefunds(deps: Deps, caller: OperatorCaller, op: OperatorScope, eventId: string): Promise<EventCancellation> {
  const { event, alreadyCancelled } = await cancelOperatorEvent(deps, caller, op, eventId);
  const refunded = await ticketOrderIdsOfEvent(deps.db, event.id, "REFUNDED");
  for (const id of await refundDuePaymentIds(deps.db, refunded)) {
    await refundPayment(deps, id).catch((e: unknown) => deps.log.error(`refund of payment ${id} failed, the job retries`, { error: String(e) }));
  }
  const [paymentsRefunded, pending] = await Promise.all([countRefundedPayments(deps.db, refunded), refundDuePaymentIds(deps.db, refunded)]);
  return { event, alreadyCancelled, ordersRefunded: refunded.length, paymentsRefunded, refundsPending: pending.length };
}
